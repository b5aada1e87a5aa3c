// Formats of e-mails and phone numbers, as the API accepts them. Plain TypeScript, no zod: the sign-in modal checks
// an e-mail with it before sending, and the schemas in fields-schema.ts use the same rules.

const EMAIL_RE = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail the API accepts (surrounding spaces aside). */
export const isEmail = (text: string) => {
  const email = text.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_RE.test(email);
};

/** Digits of a phone number with its country code: "+" and 8 to 15 digits. */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/**
 * The national numbers of the school's home markets, which have one length: Ukraine's and Poland's 9 digits (a
 * tester's "+380 67 123" was saved as a phone). Other countries keep the general 8 to 15 digits in all.
 */
const NATIONAL_DIGITS: readonly [dial: string, digits: number][] = [
  ['380', 9],
  ['48', 9],
];

/** +<country code><national number>; spaces, dashes, dots and parentheses are dropped. Null when not valid. */
export function normalizePhone(raw: string): string | null {
  const s = raw.replace(/[\s\-().]/g, '');
  if (!new RegExp(`^\\+\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(s)) return null;
  const home = NATIONAL_DIGITS.find(([dial]) => s.startsWith(`+${dial}`));
  return home && s.length !== 1 + home[0].length + home[1] ? null : s;
}
