// Reading Django-REST-style error bodies: {"detail"}, {"field": [..]}, {"non_field_errors": [..]}
// (their shapes are @abacus/contract/errors-schema's; a type-only import, so no zod here).
import type { AxiosError } from 'axios';
import type { ErrorBody } from '@abacus/contract/errors-schema';

/** axios's own test (its `isAxiosError` flag), without loading axios: the client loads it on its first call. */
export const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** A failed call's answer as it came (a route's extra keys included, e.g. `days`, `short`); undefined otherwise. */
export const errorBody = (error: unknown): unknown => (isAxiosError(error) ? error.response?.data : undefined);

const bodyOf = (error: unknown): ErrorBody | null => {
  const data = errorBody(error);
  return data && typeof data === 'object' ? (data as ErrorBody) : null;
};

const first = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
};

export const statusOf = (error: unknown): number | undefined =>
  isAxiosError(error) ? error.response?.status : undefined;

/** The first message of each field, e.g. {email: "User with such email already exists"}. */
export function fieldErrors(error: unknown): Record<string, string> {
  const body = bodyOf(error) ?? {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const message = first(value);
    if (message && key !== 'code') out[key] = message;
  }
  return out;
}

/** detail, else the first non-field error, else undefined. */
export function errorMessage(error: unknown): string | undefined {
  const body = bodyOf(error);
  if (!body) return undefined;
  return first(body.detail) ?? first(body.non_field_errors);
}

export const errorCode = (error: unknown): string | undefined => {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
};
