import { useTranslation } from '@abacus/shared/i18n-react';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import type { PuzzleTile as Tile } from '../model/tiles';
import { CheckIcon, LockIcon, PlayIcon } from './icons';

interface Props {
  tile: Tile;
  /** The student plays (Play, Resume); a read-only viewer only looks (View). */
  readOnly: boolean;
  onOpen: (homework: HomeworkSummary) => void;
}

/**
 * One day of the puzzle: a cover over its piece of the picture (locked, open with Play, in progress with Resume), or
 * the piece itself once done.
 */
export function PuzzleTile({ tile, readOnly, onOpen }: Props) {
  const { t } = useTranslation('student');
  const { order: day, state, homework } = tile;
  const action = readOnly ? 'view' : state === 'in_progress' ? 'resume' : 'play';
  return (
    <li
      className={`puzzle-tile puzzle-tile--${state}`}
      data-testid="puzzle-tile"
      data-state={state}
      data-order={day}
      data-homework-id={homework?.id}
    >
      <span className="puzzle-tile__day" aria-hidden="true">
        {day}
      </span>
      <span className="ui-visually-hidden">
        {t('homework.day', { day })}: {t(`homework.state.${state}`)}
      </span>
      {state === 'locked' && (
        <span className="puzzle-tile__mark" aria-hidden="true">
          <LockIcon />
        </span>
      )}
      {state === 'done' && (
        <span className="puzzle-tile__done" aria-hidden="true" title={t('homework.state.done')}>
          <CheckIcon />
        </span>
      )}
      {homework && state !== 'done' && (
        <button
          type="button"
          className={`puzzle-tile__action puzzle-tile__action--${action}`}
          aria-label={t(`homework.${action}Day`, { day })}
          onClick={() => onOpen(homework)}
        >
          {!readOnly && <PlayIcon />}
          <span>{t(`homework.${action}`)}</span>
        </button>
      )}
    </li>
  );
}
