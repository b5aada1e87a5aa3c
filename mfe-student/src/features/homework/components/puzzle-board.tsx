import type { ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import type { PuzzleTile as Tile } from '../model/tiles';
import { PuzzlePicture } from './puzzle-picture';
import { PuzzleTile } from './puzzle-tile';

interface Props {
  slide: number;
  month: string;
  tiles: Tile[];
  readOnly: boolean;
  onOpen: (homework: HomeworkSummary) => void;
  /** Laid over the tiles (the empty month's word). */
  children?: ReactNode;
}

/** The 20 square pieces laid over the month's picture: done pieces show it, the others cover it. */
export function PuzzleBoard({ slide, month, tiles, readOnly, onOpen, children }: Props) {
  const { t } = useTranslation('student');
  return (
    <div className="puzzle" data-testid="puzzle">
      <PuzzlePicture slide={slide} className="puzzle__picture" />
      <ol className="puzzle__tiles" aria-label={t('homework.board', { month })}>
        {tiles.map((tile) => (
          <PuzzleTile key={tile.order} tile={tile} readOnly={readOnly} onOpen={onOpen} />
        ))}
      </ol>
      {children}
    </div>
  );
}

/** The board's place while the month loads: the same size, so nothing moves when it comes. */
export function PuzzleSkeleton() {
  const { t } = useTranslation('student');
  return (
    <div className="puzzle puzzle--loading" data-testid="puzzle-loading" role="status" aria-busy="true">
      <span className="ui-visually-hidden">{t('homework.loading')}</span>
      <ol className="puzzle__tiles" aria-hidden="true">
        {Array.from({ length: 20 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          <li key={i} className="puzzle-tile puzzle-tile--skeleton" />
        ))}
      </ol>
    </div>
  );
}
