// One player's column: the name, the numbers one under another, and the answer field. An answer is locked
// once given; right or wrong shows only with the results, so no one can read a verdict off a neighbour.
import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { ExpressionItem, GameType } from '@/engine/config/game-config';
import { normalizeSignedAnswer, parseAnswer } from '@/engine/play/answer-rules';
import type { ColumnResult } from '@/engine/play/play-state';
import { columnRows } from '../model/column-rows';
import { msToSeconds } from '../model/columns-timer';

interface Props {
  index: number;
  name: string;
  type: GameType;
  items: readonly ExpressionItem[];
  result: ColumnResult | null;
  /** Answers are taken (the round runs and is not paused). */
  open: boolean;
  /** The results are out: show right or wrong. */
  revealed: boolean;
  /** The right answer, when the teacher shows the answers. */
  expected: number | null;
  onAnswer(text: string): void;
  inputRef?: Ref<HTMLInputElement>;
}

export function ColumnCard({ index, name, type, items, result, open, revealed, expected, onAnswer, inputRef }: Props) {
  const { t } = useTranslation('games');
  const [draft, setDraft] = useState('');
  const id = `column-answer-${index}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open && !result && parseAnswer(draft) !== null) onAnswer(draft);
  };
  const verdict = revealed && result ? (result.correct ? 'right' : 'wrong') : null;
  const timedOut = result !== null && result.time === null;

  return (
    <form
      className={`column-card${verdict ? ` column-card--${verdict}` : ''}${result ? ' column-card--answered' : ''}`}
      data-testid={`column-${index}`}
      onSubmit={submit}
      noValidate
    >
      <h2 className="column-card__name" title={name}>
        {name}
      </h2>
      <ol className="column-card__rows" dir="ltr" aria-label={t('columns.numbersOf', { name })}>
        {columnRows(type, items).map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one column never move; their place is their identity
          <li key={i} className="column-card__row">
            <span className="column-card__sign">{row.sign}</span>
            <span className="column-card__number">
              {row.number}
              {row.squared && <sup>2</sup>}
            </span>
          </li>
        ))}
      </ol>
      <label className="ui-visually-hidden" htmlFor={id}>
        {t('columns.answerOf', { name })}
      </label>
      {result ? (
        <output id={id} className="column-card__given" dir="ltr">
          {timedOut ? '—' : result.answer}
        </output>
      ) : (
        <input
          id={id}
          ref={inputRef}
          className="column-card__input"
          dir="ltr"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="?"
          value={draft}
          disabled={!open}
          onChange={(event) => setDraft(normalizeSignedAnswer(event.target.value))}
        />
      )}
      {!result && (
        <button type="submit" className="column-card__ok" disabled={!open || parseAnswer(draft) === null}>
          {t('columns.ok')}
        </button>
      )}
      {verdict && (
        <p className="column-card__verdict">
          <span aria-hidden="true">{verdict === 'right' ? '✓' : '✗'}</span> {t(`columns.${verdict}`)}
          {result?.time != null && (
            <span className="column-card__time">{t('columns.seconds', { seconds: msToSeconds(result.time) })}</span>
          )}
          {timedOut && <span className="column-card__time">{t('columns.noAnswer')}</span>}
        </p>
      )}
      {expected !== null && (
        <p className="column-card__expected" dir="ltr">
          = {expected}
        </p>
      )}
    </form>
  );
}
