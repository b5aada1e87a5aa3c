// The inputs of a configuration card: a labelled select, a group of checkboxes or radio buttons, and a number
// typed freely and settled on blur or Enter (the rules of what it becomes are the model's). Each shows its error
// under it, read with the input.
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useProblemText } from './problem-text';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

function Problem({ id, message }: { id: string; message?: string }) {
  const text = useProblemText();
  if (!message) return null;
  return (
    <p className="admin-field__error" id={id}>
      {text(message)}
    </p>
  );
}

const invalid = (error?: string) => `admin-field${error ? ' admin-field--invalid' : ''}`;

export function SelectInput<T extends string | number>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  error?: string;
}) {
  const { id, label, value, options, onChange, error } = props;
  return (
    <div className={invalid(error)}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="admin-input"
        value={String(value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = options.find((o) => String(o.value) === event.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      <Problem id={`${id}-error`} message={error} />
    </div>
  );
}

/** Radio buttons (one of) or checkboxes (any of) in a fieldset. */
export function ChoiceGroup<T extends string | number>(props: {
  id: string;
  legend: string;
  options: readonly Choice<T>[];
  isChecked: (value: T) => boolean;
  onToggle: (value: T, on: boolean) => void;
  multiple?: boolean;
  error?: string;
  /** A checkbox that cannot be turned off (the last chosen digit). */
  locked?: (value: T) => boolean;
  extra?: ReactNode;
}) {
  const { id, legend, options, isChecked, onToggle, multiple = false, error, locked, extra } = props;
  return (
    <fieldset
      className={`${invalid(error)} hw-choices`}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="admin-field__label">{legend}</legend>
      <div className="admin-checks">
        {extra}
        {options.map((o) => (
          <label key={String(o.value)} className="admin-check">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              value={String(o.value)}
              checked={isChecked(o.value)}
              disabled={locked?.(o.value)}
              onChange={(event) => onToggle(o.value, event.target.checked)}
            />
            <span dir="ltr">{o.label}</span>
          </label>
        ))}
      </div>
      <Problem id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** A number typed as text; `commit` turns the text into the stored value on blur and on Enter. */
export function NumberInput(props: {
  id: string;
  label: string;
  value: number;
  commit: (text: string) => number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  hint?: string;
  error?: string;
}) {
  const { id, label, value, commit, onChange, min, max, step = 1, error } = props;
  const { t } = useTranslation('admin');
  const [text, setText] = useState(String(value));
  // What the last settle made of the text when it was not what was typed (a clamp, a blank): said, as the admin
  // kit's number fields say it (a teacher's 11 examples became 10 without a word).
  const [changedTo, setChangedTo] = useState<number | null>(null);
  useEffect(() => setText(String(value)), [value]);
  const settle = () => {
    const next = commit(text);
    const typed = text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
    setChangedTo(typed === next ? null : next);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const hint = changedTo === null ? props.hint : t('form.clamped', { value: changedTo });
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={invalid(error)}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="admin-input hw-number"
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        onChange={(event) => {
          setText(event.target.value);
          setChangedTo(null);
        }}
        onBlur={settle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            settle();
          }
        }}
      />
      {hint && (
        <p className="admin-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <Problem id={`${id}-error`} message={error} />
    </div>
  );
}
