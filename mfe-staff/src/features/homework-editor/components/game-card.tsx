// One configuration as a card: its number, a drag handle (pointer and keyboard, dnd-kit), up, down and delete, the
// game type, the common fields, the type's options and its shown time.
import { useRef } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { EDITOR_GAME_TYPES, type EditorGameType } from '@abacus/contract/homework';
import { entrySeconds } from '../model/entries';
import type { EditorEntry, GameFields } from '../model/game-fields';
import { shownFields } from '../model/game-kinds';
import { kindOf } from '../model/game-rules';
import { CommonFields } from './common-fields';
import { GameOptions } from './game-options';
import { Duration } from './duration';
import { SelectInput } from './inputs';
import { useProblemText } from './problem-text';

interface Props {
  entry: EditorEntry;
  index: number;
  total: number;
  problems: Record<string, string>;
  onChange: (game: GameFields) => void;
  onTypeChange: (kind: EditorGameType) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

export function GameCard({ entry, index, total, problems, onChange, onTypeChange, onMove, onRemove }: Props) {
  const { t } = useTranslation('staff');
  const sortable = useSortable({ id: entry.key });
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const n = index + 1;
  const id = `hw-${entry.key}`;
  const kind = kindOf(entry.game);
  const seconds = entrySeconds(entry.game);
  const invalid = Object.keys(problems).length > 0;
  const text = useProblemText();
  const shown = shownFields(entry.game);
  const unseen = Object.entries(problems).filter(([field]) => !shown.has(field));

  // A button that becomes disabled by the move (first up, last down) hands the focus to its neighbour.
  const move = (delta: -1 | 1) => {
    const next = delta === -1 && index === 1 ? down : delta === 1 && index === total - 2 ? up : null;
    onMove(delta);
    if (next) requestAnimationFrame(() => next.current?.focus());
  };

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={`hw-card${sortable.isDragging ? ' hw-card--dragging' : ''}${invalid ? ' hw-card--invalid' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid="homework-game"
      data-invalid={invalid || undefined}
    >
      <div className="hw-card__head">
        <button
          ref={sortable.setActivatorNodeRef}
          type="button"
          className="hw-card__handle"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t('homeworkEditor.dragHandle', { n })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h3 className="hw-card__title" id={`${id}-title`}>
          {t('homeworkEditor.gameTitle', { n })}
        </h3>
        {seconds !== null && (
          <span className="hw-card__time">
            {t('homeworkEditor.time')} <Duration seconds={seconds} />
          </span>
        )}
        <div className="hw-card__tools">
          <button
            ref={up}
            type="button"
            className="hw-icon-btn"
            aria-label={t('homeworkEditor.moveUp', { n })}
            disabled={index === 0}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            ref={down}
            type="button"
            className="hw-icon-btn"
            aria-label={t('homeworkEditor.moveDown', { n })}
            disabled={index === total - 1}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="hw-icon-btn hw-icon-btn--danger"
            aria-label={t('homeworkEditor.remove', { n })}
            onClick={onRemove}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
      {unseen.map(([field, message]) => (
        <p key={field} className="admin-field__error">
          {text(message)}
        </p>
      ))}
      <div className="hw-card__row">
        <SelectInput<EditorGameType>
          id={`${id}-type`}
          label={t('homeworkEditor.type')}
          value={kind}
          options={EDITOR_GAME_TYPES.map((k) => ({ value: k, label: t(`homeworkEditor.types.${k}`) }))}
          onChange={onTypeChange}
          error={problems.type}
        />
      </div>
      {kind !== 'matific' && <CommonFields id={id} game={entry.game} onChange={onChange} problems={problems} />}
      <GameOptions id={id} game={entry.game} onChange={onChange} problems={problems} />
    </li>
  );
}
