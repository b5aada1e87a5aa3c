import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled form control with its error under it; the field is marked invalid for screen readers too. */
export function Field({ id, label, error, children }: Props) {
  return (
    <div className={`ui-field${error ? ' ui-field--invalid' : ''}`} data-field={id}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span className="ui-field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export const Spinner = ({ label }: { label?: string }) => (
  <div className="ui-spinner" role="progressbar" aria-label={label} />
);
