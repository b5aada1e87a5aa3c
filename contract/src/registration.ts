// Limits of the public forms (registration, trial lesson, password reset). Plain TypeScript, no zod: the landing
// page's trial form and the reset page use them; the schemas in registration-schema.ts apply them on both sides.

/** Spec 000 section 5: "Max length 20 chars"; the minimum of 6 is the school's (docs/decisions.md). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

/** Spec 000 section 5: birth years 2005-2016. */
export const BIRTH_YEAR_MIN = 2005;
export const BIRTH_YEAR_MAX = 2016;

/** Trial lesson: the school's ages, 5 to 14. */
export const CHILD_AGE_MIN = 5;
export const CHILD_AGE_MAX = 14;

/** The longest text each public form field takes: the schemas refuse more, the inputs stop there (maxLength). */
export const REGISTRATION_TEXT_MAX = {
  first_name: 150,
  last_name: 150,
  parent_first_name: 150,
  parent_last_name: 150,
  country: 100,
  city: 100,
  school: 200,
} as const;
export const TRIAL_TEXT_MAX = { parent_name: 200, country: 100, city: 100 } as const;

export const passwordLengthOk = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
