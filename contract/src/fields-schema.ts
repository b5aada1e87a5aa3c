import { z } from 'zod';
import { INVALID_EMAIL, INVALID_PHONE, NULL_CHAR, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './registration.ts';
import { EMAIL_MAX_LENGTH, isEmail, normalizePhone } from './formats.ts';

/** Reusable zod field builders with the spec's messages. */

const noNull = (s: string) => !s.includes('\u0000');

/** A required string: missing, null or blank -> `requiredMsg`. */
export function requiredString(requiredMsg: string, max: number) {
  return z
    .string({ error: (iss) => (iss.input == null ? requiredMsg : 'Not a valid string.') })
    .trim()
    .min(1, requiredMsg)
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine(noNull, NULL_CHAR);
}

/** An optional string (missing/null -> ''). */
export function optionalString(max: number) {
  return z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine(noNull, NULL_CHAR)
    .nullish()
    .transform((v) => v ?? '');
}

/** E-mail, trimmed and lowercased. */
export function emailField(requiredMsg: string) {
  return z
    .string({ error: (iss) => (iss.input == null ? requiredMsg : INVALID_EMAIL) })
    .trim()
    .toLowerCase()
    .min(1, requiredMsg)
    .max(EMAIL_MAX_LENGTH, INVALID_EMAIL)
    .refine(isEmail, INVALID_EMAIL);
}

/** A phone number with its country code (normalizePhone in formats.ts), answered without separators. */
export function phoneField(requiredMsg: string) {
  return z
    .string({ error: (iss) => (iss.input == null ? requiredMsg : INVALID_PHONE) })
    .trim()
    .min(1, requiredMsg)
    .max(40, INVALID_PHONE)
    .refine((s) => normalizePhone(s) !== null, INVALID_PHONE)
    .transform((s) => normalizePhone(s)!);
}

export function passwordField(requiredMsg: string) {
  return z
    .string({ error: (iss) => (iss.input == null ? requiredMsg : 'Not a valid string.') })
    .min(1, requiredMsg)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
    .refine(noNull, NULL_CHAR);
}

/** An integer in [min, max], given as a number or a numeric string; any failure -> `msg`. */
export function intInRange(min: number, max: number, msg: string, requiredMsg: string) {
  return z
    .union([z.number(), z.string()], { error: (iss) => (iss.input == null ? requiredMsg : msg) })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: msg });
        return z.NEVER;
      }
      return n;
    });
}
