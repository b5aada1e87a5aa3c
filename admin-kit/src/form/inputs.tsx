// The form kit's fields, each a labelled input bound to the form by name: text, number (with the spec's clamps),
// select, checkboxes, date (dd/MM/yyyy) and time (5-minute steps).
import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '@abacus/shared/i18n-react';
import { clampNumberText } from './clamp';
import { useClampHold } from './clamp-hold';
import { displayToIso, isoToDisplay } from './date-text';
import { Field, type FieldProps } from './field';
import { hourOptions, minuteOptions, splitTime } from './time-options';

interface Common extends FieldProps {
  disabled?: boolean;
}

export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  disabled,
  multiline,
  onBlur,
  dir,
  ...field
}: Common & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'url';
  /** `ltr` for a value written left to right in every language (an amount with its sign). */
  dir?: 'ltr' | 'rtl' | 'auto';
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  /** Called after the form has seen the field left (the student form checks the e-mail then). */
  onBlur?: () => void;
}) {
  const { register } = useFormContext();
  const registered = register(field.name);
  const bound = {
    ...registered,
    onBlur: async (e: { target: unknown; type?: string }) => {
      await registered.onBlur(e);
      onBlur?.();
    },
  };
  return (
    <Field {...field}>
      {(aria) =>
        multiline ? (
          <textarea className="admin-input admin-input--area" {...aria} {...bound} disabled={disabled} />
        ) : (
          <input
            className="admin-input"
            type={type}
            autoComplete={autoComplete}
            placeholder={placeholder}
            disabled={disabled}
            dir={dir}
            {...aria}
            {...bound}
          />
        )
      }
    </Field>
  );
}

/** A number: a negative value becomes 0 and, with `max` (percentages: 100), a bigger one becomes `max`. */
export function NumberField({ max, disabled, hint, ...field }: Common & { max?: number }) {
  const { control } = useFormContext();
  const { t } = useTranslation('admin');
  // The spec's clamps (a negative number becomes 0, a percentage over 100 becomes 100) say what they did, until the
  // next change: a first-month cost of -100 became a free month without a word (a tester's pass, 2026-12-02).
  const [clamped, setClamped] = useState<string | null>(null);
  const hold = useClampHold();
  return (
    <Field {...field} hint={clamped === null ? hint : t('form.clamped', { value: clamped })}>
      {(aria) => (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <input
              className="admin-input admin-input--number"
              type="number"
              inputMode="decimal"
              min={0}
              max={max}
              step="0.01"
              disabled={disabled}
              {...aria}
              name={f.name}
              ref={f.ref}
              value={f.value ?? ''}
              onBlur={f.onBlur}
              onChange={(e) => {
                const text = clampNumberText(e.target.value, max);
                // Typing on after a clamp ("-20": "-2" became 0, then "00") is still the clamp's number: the note
                // and the held save stay until the number is another one.
                if (text !== e.target.value) {
                  setClamped(text);
                  hold.clamped(field.name);
                } else if (clamped === null || text === '' || Number(text) !== Number(clamped)) {
                  setClamped(null);
                  hold.typed(field.name);
                }
                f.onChange(text);
              }}
            />
          )}
        />
      )}
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  options,
  placeholder,
  disabled,
  ...field
}: Common & { options: Option[]; placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <Field {...field}>
      {(aria) => (
        <select className="admin-input" disabled={disabled} {...aria} {...register(field.name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A set of checkboxes whose value is the array of the checked options' values. */
export function CheckboxesField({ options, disabled, ...field }: Common & { options: Option[] }) {
  const { control } = useFormContext();
  return (
    <Field {...field}>
      {(aria) => (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => {
            const checked: string[] = Array.isArray(f.value) ? f.value : [];
            const toggle = (value: string) =>
              f.onChange(checked.includes(value) ? checked.filter((v) => v !== value) : [...checked, value]);
            return (
              <fieldset
                className="admin-checks"
                id={aria.id}
                aria-invalid={aria['aria-invalid']}
                aria-describedby={aria['aria-describedby']}
                onBlur={f.onBlur}
              >
                {options.map((o) => (
                  <label key={o.value} className="admin-check">
                    <input
                      type="checkbox"
                      checked={checked.includes(o.value)}
                      onChange={() => toggle(o.value)}
                      disabled={disabled}
                    />
                    <span>{o.label}</span>
                  </label>
                ))}
              </fieldset>
            );
          }}
        />
      )}
    </Field>
  );
}

/** A date typed and shown as dd/MM/yyyy; the form holds YYYY-MM-DD (or the unfinished text, which fails). */
export function DateField({ disabled, ...field }: Common) {
  const { t } = useTranslation('admin');
  const { control } = useFormContext();
  return (
    <Field {...field}>
      {(aria) => (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <DateText
              {...aria}
              value={typeof f.value === 'string' ? f.value : ''}
              onChange={f.onChange}
              onBlur={f.onBlur}
              disabled={disabled}
              placeholder={t('form.datePlaceholder')}
              inputRef={f.ref}
            />
          )}
        />
      )}
    </Field>
  );
}

function DateText({
  value,
  onChange,
  inputRef,
  ...rest
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
  disabled?: boolean;
  placeholder: string;
  id: string;
}) {
  const [text, setText] = useState(() => isoToDisplay(value) || value);
  // A value set from outside (a reset, a loaded profile) replaces the text unless it is what the text means.
  useEffect(() => {
    setText((current) => (displayToIso(current) === value || current === value ? current : isoToDisplay(value)));
  }, [value]);
  return (
    <input
      className="admin-input admin-input--date"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      ref={inputRef}
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value.trim() === '' ? '' : (displayToIso(e.target.value) ?? e.target.value));
      }}
    />
  );
}

/** A time HH:mm as an hour and a minute select, minutes in 5-minute steps. */
export function TimeField({ disabled, ...field }: Common) {
  const { t } = useTranslation('admin');
  const { control } = useFormContext();
  return (
    <Field {...field}>
      {(aria) => (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => {
            const [hour, minute] = splitTime(typeof f.value === 'string' ? f.value : '');
            const set = (h: string, m: string) => f.onChange(`${h}:${m}`);
            return (
              <fieldset className="admin-time" aria-label={field.label} onBlur={f.onBlur}>
                <select
                  className="admin-input"
                  {...aria}
                  aria-label={`${field.label}: ${t('form.hours')}`}
                  value={hour}
                  disabled={disabled}
                  ref={f.ref}
                  onChange={(e) => set(e.target.value, minute)}
                >
                  {hourOptions().map((h) => (
                    <option key={h}>{h}</option>
                  ))}
                </select>
                <span aria-hidden="true">:</span>
                <select
                  className="admin-input"
                  aria-label={`${field.label}: ${t('form.minutes')}`}
                  value={minute}
                  disabled={disabled}
                  onChange={(e) => set(hour, e.target.value)}
                >
                  {minuteOptions().map((m) => (
                    <option key={m}>{m}</option>
                  ))}
                </select>
              </fieldset>
            );
          }}
        />
      )}
    </Field>
  );
}

/** One checkbox holding a boolean. */
export function CheckboxField({ disabled, ...field }: Common) {
  const { register } = useFormContext();
  const id = `field-${field.name.replace(/\W/g, '-')}`;
  return (
    <label className="admin-check admin-check--single" htmlFor={id}>
      <input id={id} type="checkbox" disabled={disabled} {...register(field.name)} />
      <span>{field.label}</span>
    </label>
  );
}
