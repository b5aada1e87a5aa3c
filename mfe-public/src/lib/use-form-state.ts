import { useState } from 'react';

/** Values and per-field errors of a small form; editing a field clears its error. */
export function useFormState<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const set = (field: keyof T) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { values, errors, setErrors, set, reset: () => setValues(initial) };
}
