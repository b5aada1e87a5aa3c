// A group (spec 002 section 3 "Group"; section 5 "Group create"): POST groups/, GET/PATCH/DELETE groups/{id}.
import { z } from 'zod';
import { chosenId, dateField, optionalString, requiredString } from './fields-schema.ts';
import { FIELD_REQUIRED, INVALID_CHOICE, INVALID_DATE, INVALID_TIME, NOT_A_STRING } from './messages.ts';
import { GROUP_AGES, TIME_STEP_MINUTES, WORKING_DAYS } from './staff.ts';

const isLessonTime = (s: string) => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(s);
  return m !== null && Number(m[2]) % TIME_STEP_MINUTES === 0;
};

/** POST groups/ and PATCH groups/{id}; the form validates with it too. A teacher's own id is their teacher. */
export const groupBody = z.object({
  name: requiredString(FIELD_REQUIRED, 200),
  address: requiredString(FIELD_REQUIRED, 255),
  district: optionalString(150),
  street: optionalString(150),
  location_name: optionalString(150),
  age: z.enum(GROUP_AGES, { error: INVALID_CHOICE }),
  age_name: optionalString(50).describe('for age "class": the name shown instead ("5-B")'),
  lessons_starts: dateField(FIELD_REQUIRED, INVALID_DATE).describe('YYYY-MM-DD'),
  lesson_time: z
    .string({ error: FIELD_REQUIRED })
    .min(1, FIELD_REQUIRED)
    .refine(isLessonTime, INVALID_TIME)
    .describe('HH:mm in 5-minute steps'),
  working_days: z
    .array(z.enum(WORKING_DAYS, { error: INVALID_CHOICE }), { error: FIELD_REQUIRED })
    .min(1, FIELD_REQUIRED)
    .max(WORKING_DAYS.length)
    .transform((days) => WORKING_DAYS.filter((d) => days.includes(d))),
  teacher: chosenId(FIELD_REQUIRED).describe("the teacher's id (a teacher creating a group is its teacher)"),
});
export type GroupInput = z.input<typeof groupBody>;
export type GroupBody = z.output<typeof groupBody>;

/** GET groups/{id}. */
export const groupDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  district: z.string(),
  street: z.string(),
  location_name: z.string(),
  age: z.enum(GROUP_AGES),
  age_name: z.string(),
  lessons_starts: z.string().nullable(),
  lesson_time: z.string().nullable(),
  working_days: z.array(z.enum(WORKING_DAYS)),
  teacher: z.number().int().nullable(),
  teacher_first_name: z.string(),
  teacher_last_name: z.string(),
  notification: z.string(),
  count_students: z.number().int(),
  count_students_active: z.number().int(),
  count_students_inactive: z.number().int(),
  count_parents: z.number().int(),
});
export type GroupDetail = z.infer<typeof groupDetail>;

/** POST groups/{id}/notification: the group's banner for its students (HTML from the editor, sanitized on save). */
export const groupNotificationBody = z.object({
  notification: z
    .string({ error: NOT_A_STRING })
    .max(20_000, 'Ensure this field has no more than 20000 characters.')
    .refine((s) => !s.includes('\0'), 'Null characters are not allowed.'),
});
export const groupNotificationAnswer = z.object({ notification: z.string().describe('as stored: sanitized') });
