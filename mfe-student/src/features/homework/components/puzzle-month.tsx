import type { ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { UseQueryResult } from '@abacus/shared/query';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import { PUZZLE_TILES } from '@abacus/contract/homework';
import { doneCount, puzzleComplete, puzzleEmpty, type PuzzleTile } from '../model/tiles';
import { PuzzleBoard, PuzzleSkeleton } from './puzzle-board';

interface Props {
  query: UseQueryResult<HomeworkSummary[]>;
  tiles: PuzzleTile[] | undefined;
  slide: number;
  month: string;
  readOnly: boolean;
  onOpen: (homework: HomeworkSummary) => void;
  onShowPicture: () => void;
}

/** One line above the board, the same height in every state, so the board never moves. */
const StatusLine = ({ children }: { children?: ReactNode }) => (
  <p className="homework__progress" data-testid={children ? 'homework-progress' : undefined}>
    {children}
  </p>
);

/**
 * The month's puzzle in its states: loading (the board's own size), failed (with Try again), empty (a friendly word
 * over the locked board), or the board.
 */
export function PuzzleMonth({ query, tiles, slide, month, readOnly, onOpen, onShowPicture }: Props) {
  const { t } = useTranslation('student');
  if (query.isError) {
    return (
      <div className="homework__state homework__state--error" role="alert" data-testid="homework-load-error">
        <p>{t('homework.error')}</p>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void query.refetch()}>
          {t('area.retry')}
        </button>
      </div>
    );
  }
  if (!tiles) {
    return (
      <>
        <StatusLine />
        <PuzzleSkeleton />
      </>
    );
  }
  const empty = puzzleEmpty(tiles);
  return (
    <>
      <StatusLine>{empty ? null : t('homework.progress', { done: doneCount(tiles), total: PUZZLE_TILES })}</StatusLine>
      <PuzzleBoard slide={slide} month={month} tiles={tiles} readOnly={readOnly} onOpen={onOpen}>
        {empty && (
          <p className="puzzle__empty" data-testid="homework-empty">
            {t('homework.empty')}
          </p>
        )}
      </PuzzleBoard>
      {puzzleComplete(tiles) && (
        <button type="button" className="ui-btn ui-btn--accent homework__see" onClick={onShowPicture}>
          {t('homework.seePicture')}
        </button>
      )}
    </>
  );
}
