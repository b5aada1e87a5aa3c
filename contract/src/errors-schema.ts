// Django-REST-style error bodies (ARCHITECTURE.md "API"): {"detail"}, {"field": ["message"]}, {"non_field_errors": [...]}.
// An optional "code" names the case for the screens (e.g. "invalid_credentials"). The objects are loose: the API
// serializes its answers through these schemas, and a key they do not name (e.g. "errors") must not be dropped.
import { z } from 'zod';

const code = z.string().optional().describe('names the case, e.g. "invalid_credentials"');

/** {"detail": "Not found."} and every other error about the request as a whole. */
export const detailError = z.looseObject({ detail: z.string(), code }).describe('Django REST error: {"detail": "..."}');
export type DetailError = z.infer<typeof detailError>;

/** {"non_field_errors": ["..."]}: a form error that belongs to no one field. */
export const nonFieldErrors = z
  .looseObject({ non_field_errors: z.array(z.string()), code })
  .describe('Django REST error: {"non_field_errors": ["..."]}');
export type NonFieldErrors = z.infer<typeof nonFieldErrors>;

/** {"email": ["..."], "phone_number": ["..."]}: the messages of each field that failed. */
export const fieldErrors = z
  .record(z.string(), z.array(z.string()))
  .describe('Django REST error: {"field": ["message"]}');
export type FieldErrors = z.infer<typeof fieldErrors>;

/** A 400 of a form: field errors, non-field errors, or a detail (a malformed or missing body). */
export const errorBody = z.union([detailError, nonFieldErrors, fieldErrors]);
export type ErrorBody = z.infer<typeof errorBody>;

/** A bad query string or path parameter: a 400 `detail` with the field errors under `errors`. */
export const parameterError = detailError.extend({ errors: fieldErrors });
