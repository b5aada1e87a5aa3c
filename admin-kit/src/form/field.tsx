// A labelled field with its error underneath, translated (the schema's message or the server's). Inputs get their
// id and their aria attributes from here, so a screen reader reads the error with the field.
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@abacus/shared/i18n-react';
import { translateServerMessage } from '../messages/server-message';

export interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

export interface InputAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export function Field({
  name,
  label,
  required,
  hint,
  className,
  children,
}: FieldProps & {
  children: (aria: InputAria) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { getFieldState, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  const id = `field-${name.replace(/\W/g, '-')}`;
  const message = error?.message;
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="admin-field__required" title={t('form.required')}>
            {' *'}
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
        'aria-required': required || undefined,
      })}
      {hint && !error && (
        <p className="admin-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="admin-field__error" id={`${id}-error`}>
          {translateServerMessage(message === 'failed' ? undefined : message, t)}
        </p>
      )}
    </div>
  );
}
