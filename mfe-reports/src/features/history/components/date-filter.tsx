// A date filter typed dd/MM/yyyy (spec 002 section 9 "pickers dd/MM/yyyy") that reports YYYY-MM-DD, or '' when
// cleared, as soon as the text is a real date; an unfinished date is marked once the field is left.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { displayToIso, isoToDisplay, translateServerMessage } from '@abacus/admin-kit';
import { INVALID_DATE } from '@abacus/contract/messages';

interface Props {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  /** A message of the pair (the end before the start). */
  error?: string;
}

export function DateFilter({ label, value, onChange, error }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(() => isoToDisplay(value));
  const [left, setLeft] = useState(false);
  // A value set from outside (Back, Reset filters) replaces the text unless it is what the text means.
  useEffect(() => {
    setText((current) =>
      displayToIso(current) === value || (!value && !current.trim()) ? current : isoToDisplay(value),
    );
  }, [value]);

  const unfinished = left && text.trim() !== '' && displayToIso(text) === null;
  const message = unfinished ? translateServerMessage(INVALID_DATE, t) : error;
  return (
    <div className={`admin-field${message ? ' admin-field--invalid' : ''}`}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="admin-input admin-input--date"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={t('form.datePlaceholder')}
        value={text}
        aria-invalid={Boolean(message)}
        aria-describedby={message ? `${id}-error` : undefined}
        onBlur={() => setLeft(true)}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          if (next.trim() === '') onChange('');
          else {
            const iso = displayToIso(next);
            if (iso) onChange(iso);
          }
        }}
      />
      {message && (
        <p className="admin-field__error" id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}
