import { z } from 'zod';
import { INVALID_EMAIL, INVALID_PHONE, NULL_CHAR, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './registration.ts';

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

const EMAIL_RE = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** E-mail, trimmed and lowercased. */
export function emailField(requiredMsg: string) {
  return z
    .string({ error: (iss) => (iss.input == null ? requiredMsg : INVALID_EMAIL) })
    .trim()
    .toLowerCase()
    .min(1, requiredMsg)
    .max(254, INVALID_EMAIL)
    .refine((s) => EMAIL_RE.test(s), INVALID_EMAIL);
}

/** +<country code><national number>; spaces, dashes, dots and parentheses are dropped. 8-15 digits. */
export function normalizePhone(raw: string): string | null {
  const s = raw.replace(/[\s\-().]/g, '');
  return /^\+\d{8,15}$/.test(s) ? s : null;
}

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
