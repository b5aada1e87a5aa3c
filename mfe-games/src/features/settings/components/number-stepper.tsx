// A number with - and + buttons. Typing is free; on blur or Enter the value is handed to the screen, whose
// rules snap it back into range, and the field shows the result.
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';

interface Props {
  id: string;
  label: string;
  value: number;
  step: number;
  min?: number;
  max?: number;
  /** Gets the raw number (NaN for text that is not one); the screen applies its rules. */
  onChange: (value: number) => void;
  disabled?: boolean;
  hint?: string;
}

const format = (value: number, step: number) => (step < 1 ? value.toFixed(1) : String(value));

export function NumberStepper({ id, label, value, step, min, max, onChange, disabled, hint }: Props) {
  const { t } = useTranslation('games');
  const [text, setText] = useState(format(value, step));
  useEffect(() => setText(format(value, step)), [value, step]);

  const commit = () => {
    const parsed = text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
    onChange(parsed);
    // Snap back even when the rules leave the value unchanged (text "abc", or 40 clamped to the same 25).
    setText(format(value, step));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className="games-field" data-field={id}>
      <label htmlFor={id}>{label}</label>
      <div className="games-stepper">
        <button
          type="button"
          className="games-stepper__button"
          aria-label={t('settings.less', { label })}
          disabled={disabled || (min !== undefined && value <= min)}
          onClick={() => onChange(value - step)}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode={step < 1 ? 'decimal' : 'numeric'}
          value={text}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="games-stepper__button"
          aria-label={t('settings.more', { label })}
          disabled={disabled || (max !== undefined && value >= max)}
          onClick={() => onChange(value + step)}
        >
          +
        </button>
      </div>
      {hint && (
        <span className="games-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}
