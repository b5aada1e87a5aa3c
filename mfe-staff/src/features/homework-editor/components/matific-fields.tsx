// Matific (an external activity): the teacher opens the activity on matific.com, copies its https address and pastes
// it here; "Test the link" opens it in a new tab. The student opens the same address from the homework screen and
// marks it done.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { isMatificLink, MATIFIC_LINK } from '@abacus/contract/homework';
import type { FieldsProps } from './common-fields';
import { useProblemText } from './problem-text';

export function MatificFields({ id, game, onChange, problems }: FieldsProps) {
  const { t } = useTranslation('staff');
  const text = useProblemText();
  const [touched, setTouched] = useState(false);
  const link = game.link ?? '';
  const valid = isMatificLink(link.trim());
  const error = problems.link ?? (touched && !valid ? MATIFIC_LINK : undefined);
  const inputId = `${id}-link`;
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <label className="admin-field__label" htmlFor={inputId}>
        {t('homeworkEditor.matificLink')}
      </label>
      <div className="hw-link">
        <input
          id={inputId}
          className="admin-input"
          type="url"
          inputMode="url"
          placeholder="https://www.matific.com/…"
          value={link}
          aria-invalid={Boolean(error)}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onChange={(event) => onChange({ ...game, link: event.target.value })}
          onBlur={() => setTouched(link.trim() !== '')}
        />
        {valid ? (
          <a className="ui-btn ui-btn--ghost" href={link.trim()} target="_blank" rel="noopener noreferrer">
            {t('homeworkEditor.matificTest')}
          </a>
        ) : (
          <button type="button" className="ui-btn ui-btn--ghost" disabled>
            {t('homeworkEditor.matificTest')}
          </button>
        )}
      </div>
      <p className="admin-field__hint" id={`${inputId}-hint`}>
        {t('homeworkEditor.matificHint')}
      </p>
      {error && (
        <p className="admin-field__error" id={`${inputId}-error`}>
          {text(error)}
        </p>
      )}
    </div>
  );
}
