import { z } from 'zod';

/** Reusable zod field builders with the spec's messages. */

export const NULL_CHAR = 'Null characters are not allowed.';
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
export const INVALID_EMAIL = 'Enter a valid email address.';

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

export const INVALID_PHONE = 'The phone number entered is not valid';

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

export const PASSWORD_MIN = 'Min length 6 chars';
export const PASSWORD_MAX = 'Max length 20 chars';

export function passwordField(requiredMsg: string) {
  return z
    .string({ error: (iss) => (iss.input == null ? requiredMsg : 'Not a valid string.') })
    .min(1, requiredMsg)
    .min(6, PASSWORD_MIN)
    .max(20, PASSWORD_MAX)
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

/** Response status body {"status": "OK"}. */
export const statusOk = z.object({ status: z.literal('OK') });
export const okTrue = z.object({ ok: z.literal(true) });
export const detailBody = z.object({ detail: z.string() });
