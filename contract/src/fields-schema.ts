import { z } from 'zod';
import {
  BIRTHDAY_IN_FUTURE,
  MONEY_TOO_BIG,
  INVALID_CHOICE,
  INVALID_EMAIL,
  INVALID_PHONE,
  NULL_CHAR,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  NOT_A_STRING,
  TWO_DECIMALS,
} from './messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './registration.ts';
import { EMAIL_MAX_LENGTH, isEmail, normalizePhone } from './formats.ts';
import { PG_INT_MAX } from './ids-schema.ts';

/** Reusable zod field builders with the spec's messages. */

const noNull = (s: string) => !s.includes('\u0000');

/** A required string: missing, null or blank -> `requiredMsg`. */
export function requiredString(requiredMsg: string, max: number) {
  return z
    .string({ error: (iss) => (iss.input == null ? requiredMsg : NOT_A_STRING) })
    .trim()
    .min(1, requiredMsg)
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine(noNull, NULL_CHAR);
}

/** An optional string (missing/null -> ''). */
export function optionalString(max: number) {
  return z
    .string({ error: NOT_A_STRING })
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine(noNull, NULL_CHAR)
    .nullish()
    .transform((v) => v ?? '');
}

/** A search text of a query string: no NUL, which no column holds (`search=%00` reached PostgreSQL's own error). */
export function searchField(max: number) {
  return z
    .string()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine(noNull, NULL_CHAR)
    .optional();
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
    .string({ error: (iss) => (iss.input == null ? requiredMsg : NOT_A_STRING) })
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

/** A required id of a chosen row (a select's value; '' and null read as not chosen). */
export function chosenId(requiredMsg: string) {
  return z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z.number({ error: requiredMsg }).int(requiredMsg).positive(requiredMsg).max(PG_INT_MAX, INVALID_CHOICE),
  );
}

/** An optional id (null when not chosen). */
export const optionalId = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z.number({ error: 'Not a valid id.' }).int().positive().max(PG_INT_MAX).nullable(),
  );

/** Is this a real YYYY-MM-DD date (not 2026-02-31) from 1900 on? */
const isRealDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && d.getUTCFullYear() >= 1900;
};

/** YYYY-MM-DD, a real date. */
export function dateField(requiredMsg: string, invalidMsg: string) {
  return z
    .string({ error: (iss) => (iss.input == null ? requiredMsg : invalidMsg) })
    .min(1, requiredMsg)
    .refine(isRealDate, invalidMsg);
}

/** An optional YYYY-MM-DD (''/null -> null). */
export const optionalDate = (invalidMsg: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string({ error: invalidMsg }).refine(isRealDate, invalidMsg).nullable(),
  );

/** Today's date where it is latest (UTC+14): a date of birth is refused only when it is tomorrow everywhere. */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** An optional date of birth: a real YYYY-MM-DD, not in the future (''/null -> null). */
export const birthdayField = (invalidMsg: string) =>
  optionalDate(invalidMsg).refine((date) => date === null || date <= latestToday(), BIRTHDAY_IN_FUTURE);

/**
 * A non-negative decimal with at most 2 places (money, percentages), given as a number or a string; answered as a
 * string with 2 places, exact (no floats on the server). `max` caps it (100 for percentages). A third decimal other
 * than 0 is refused (TWO_DECIMALS), as an i$ amount's.
 */
export function decimalField(
  messages: { required: string; invalid: string; negative: string; tooBig: string },
  max?: number,
) {
  return z
    .union([z.number(), z.string()], { error: (iss) => (iss.input == null ? messages.required : messages.invalid) })
    .transform((v, ctx) => {
      const text = (typeof v === 'number' ? String(v) : v).trim().replace(',', '.');
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      if (/^-\d/.test(text)) {
        ctx.addIssue({ code: 'custom', message: messages.negative });
        return z.NEVER;
      }
      if (/^\d{11,}(?:\.\d*)?$/.test(text)) {
        // A number, too large for the column: said as such, not as "Enter a number".
        ctx.addIssue({ code: 'custom', message: max === undefined ? MONEY_TOO_BIG : messages.tooBig });
        return z.NEVER;
      }
      const match = /^(\d{1,10})(?:\.(\d{1,2})(\d*))?$/.exec(text);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      const [, whole, fraction = '', past = ''] = match;
      if (/[1-9]/.test(past)) {
        // 12.349 was kept as 12.34, and 0.004 as a free 0.00: a mistyped price is said, not cut.
        ctx.addIssue({ code: 'custom', message: TWO_DECIMALS });
        return z.NEVER;
      }
      const value = `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
      if (max !== undefined && Number(value) > max) {
        ctx.addIssue({ code: 'custom', message: messages.tooBig });
        return z.NEVER;
      }
      return value;
    });
}
