import { useState, type FormEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { ExpressionItem, GameConfig } from '@/engine/config/game-config';
import { answerTakesSign, normalizeAnswerFor, parseAnswer } from '@/engine/play/answer-rules';
import { showsExpression } from '@/engine/play/play-state';
import { expressionText } from '@/lib/play/model/expression-text';

interface Props {
  config: GameConfig;
  items: readonly ExpressionItem[];
  onSubmit: (answer: string) => void;
}

/** The answer: digits only (a sign too where results can be negative), leading zeros collapse, Enter checks. */
export function AnswerForm({ config, items, onSubmit }: Props) {
  const { t } = useTranslation('games');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parseAnswer(text) !== null) onSubmit(text);
  };
  return (
    <form className="play-answer" onSubmit={submit} noValidate data-testid="play-answer">
      {showsExpression(config) && (
        <p className="play-answer__expression" dir="ltr" data-testid="play-expression">
          {expressionText(config, items)} = ?
        </p>
      )}
      <label className="play-answer__label" htmlFor="play-answer-input">
        {t('play.answerLabel')}
      </label>
      <input
        id="play-answer-input"
        className="play-answer__input"
        inputMode={answerTakesSign(config) ? 'text' : 'numeric'}
        enterKeyHint="done"
        autoComplete="off"
        autoFocus
        dir="ltr"
        value={text}
        onChange={(event) => setText(normalizeAnswerFor(config, event.target.value))}
      />
      <button
        type="submit"
        className="ui-btn ui-btn--accent play-btn play-btn--big"
        disabled={parseAnswer(text) === null}
      >
        {t('play.check')}
      </button>
    </form>
  );
}
