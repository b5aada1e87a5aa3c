// The server's Django-REST field errors on the fields of the form that sent the request (spec 002 section 5:
// "Server field errors are shown translated beside the field"). The raw contract message is stored; the field
// translates it when it renders, like the schema's own messages.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldErrors } from '@abacus/shared';

/**
 * Puts each field error of `error` on its field (`rename` maps a server field to a form field) and returns what
 * belongs to no field (detail, non_field_errors, a field the form does not have), or undefined.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly string[],
  rename: Record<string, string> = {},
): string | undefined {
  let rest: string | undefined;
  let first = true;
  for (const [key, message] of Object.entries(fieldErrors(error))) {
    const field = rename[key] ?? key;
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else if (key !== 'detail' && key !== 'non_field_errors') {
      rest ??= message;
    }
  }
  return errorMessage(error) ?? rest ?? (first ? 'failed' : undefined);
}
