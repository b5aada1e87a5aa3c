// The public site's forms: student registration (spec 000 "Student registration", section 5) and the trial lesson.
// The API validates the request bodies with them; the registration modal validates its form with them too.
import { z } from 'zod';
import { emailField, intInRange, optionalString, passwordField, phoneField, requiredString } from './fields-schema.ts';
import { FIELD_IS_REQUIRED, FIELD_REQUIRED, SELECT_AGE } from './messages.ts';
import {
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  REGISTRATION_TEXT_MAX as R,
  TRIAL_TEXT_MAX,
} from './registration.ts';

/** POST users/create-student (No-Auth). */
export const createStudentBody = z.object({
  email: emailField(FIELD_IS_REQUIRED),
  first_name: requiredString(FIELD_IS_REQUIRED, R.first_name),
  last_name: requiredString(FIELD_IS_REQUIRED, R.last_name),
  phone_number: phoneField(FIELD_IS_REQUIRED).describe('+<country code><national number>, 8-15 digits'),
  birth_year: intInRange(BIRTH_YEAR_MIN, BIRTH_YEAR_MAX, SELECT_AGE, FIELD_IS_REQUIRED).describe(
    `${BIRTH_YEAR_MIN}..${BIRTH_YEAR_MAX}`,
  ),
  parent_first_name: requiredString(FIELD_IS_REQUIRED, R.parent_first_name),
  parent_last_name: requiredString(FIELD_IS_REQUIRED, R.parent_last_name),
  country: requiredString(FIELD_IS_REQUIRED, R.country),
  city: requiredString(FIELD_IS_REQUIRED, R.city),
  school: requiredString(FIELD_IS_REQUIRED, R.school),
  password: passwordField(FIELD_IS_REQUIRED),
});
/** What the form sends (birth_year may still be the select's string). */
export type CreateStudentInput = z.input<typeof createStudentBody>;
export type CreateStudentBody = z.output<typeof createStudentBody>;

/** POST trial_lessons (No-Auth). */
export const trialLessonBody = z.object({
  parent_name: requiredString(FIELD_REQUIRED, TRIAL_TEXT_MAX.parent_name),
  child_age: intInRange(CHILD_AGE_MIN, CHILD_AGE_MAX, SELECT_AGE, FIELD_REQUIRED).describe(
    `${CHILD_AGE_MIN}..${CHILD_AGE_MAX}`,
  ),
  phone_number: phoneField(FIELD_REQUIRED).describe('+<country code><national number>, 8-15 digits'),
  country: optionalString(TRIAL_TEXT_MAX.country),
  city: optionalString(TRIAL_TEXT_MAX.city),
});
export type TrialLessonInput = z.input<typeof trialLessonBody>;

/** 201 {"ok": true}. */
export const okTrue = z.object({ ok: z.literal(true) });
