// Lessons (spec 000 "Lessons", spec 002 "Lesson"): a name and a sanitized HTML body per data language.
import { z } from 'zod';
import { DATA_LANGUAGES, type DataLanguage } from './languages.ts';
import { perLanguageTexts } from './languages-schema.ts';
import { bodyId } from './ids-schema.ts';
import { FIELD_REQUIRED } from './messages.ts';

/**
 * The translation tracker (issue 11): per language, `missing` when its name or body is blank, `stale` when it was
 * last changed before the ru text it is translated from, else `ok`.
 */
export const TRANSLATION_STATUSES = ['ok', 'missing', 'stale'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];
export const translationsSchema = z
  .object(
    Object.fromEntries(DATA_LANGUAGES.map((l) => [l, z.enum(TRANSLATION_STATUSES)])) as Record<
      DataLanguage,
      z.ZodEnum<{ ok: 'ok'; missing: 'missing'; stale: 'stale' }>
    >,
  )
  .describe('the translation tracker: per data language ok, missing or stale (older than the ru text)');
export type TranslationTracker = z.infer<typeof translationsSchema>;

export const lessonSummarySchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  is_active: z.boolean().describe("opened for that student (or the student's group)"),
  ...perLanguageTexts('name', 'name').shape,
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** GET lessons/grouped: the curriculum by lesson group. */
export const lessonGroupSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  ...perLanguageTexts('name', 'name').shape,
  lessons: z.array(lessonSummarySchema),
});
export type LessonGroup = z.infer<typeof lessonGroupSchema>;

/**
 * GET lessons/{id}. A student (or staff with `?user=`) reads it with each language falling back to English; staff
 * without `?user=` read the stored texts as they are (blank where missing), with the course and the tracker.
 */
export const lessonSchema = lessonSummarySchema.extend({
  ...perLanguageTexts('body', 'sanitized HTML').shape,
  lesson_group: z.number().int().nullable().optional().describe('the course (lesson group) it belongs to'),
  translations: translationsSchema.optional(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** GET lessons/courses: the courses (lesson groups) a lesson can belong to. */
export const lessonCourseSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  ...perLanguageTexts('name', 'name').shape,
});
export type LessonCourse = z.infer<typeof lessonCourseSchema>;

export const LESSON_NAME_MAX = 200;
export const LESSON_BODY_MAX = 200_000;

const textFields = <P extends string>(prefix: P, max: number) =>
  z.object(
    Object.fromEntries(
      DATA_LANGUAGES.map((l) => [
        `${prefix}_${l}`,
        z.string().max(max, `Ensure this field has no more than ${max} characters.`).optional(),
      ]),
    ) as Record<`${P}_${DataLanguage}`, z.ZodOptional<z.ZodString>>,
  );

/** The fields a lesson is written with (POST lessons/, PATCH lessons/{id}); a PATCH sends only what changed. */
export const lessonFieldsSchema = z.object({
  order: z
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(100_000, 'Ensure this value is less than or equal to 100000.'),
  lesson_group: bodyId().nullable().optional().describe("the course; none hides it from the students' list"),
  is_active: z.boolean().optional().describe('ignored: a saved lesson is active (spec 002 section 4)'),
  ...textFields('name', LESSON_NAME_MAX).shape,
  ...textFields('body', LESSON_BODY_MAX).shape,
});
export type LessonFields = z.infer<typeof lessonFieldsSchema>;

/** No visible text and no picture, video or player: an emptied editor. */
export const isBlankHtml = (text: string | undefined) =>
  !text || (text.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<(img|video|iframe)\b/i.test(text));

/**
 * Spec 002 "Lessons administration": a lesson can be created only when all 12 names and the bodies of every language
 * but en are filled. The fields still missing, in tab order (the form's Create stays disabled until none is left).
 */
export function missingLessonFields(values: Partial<LessonFields>): (keyof LessonFields)[] {
  const missing: (keyof LessonFields)[] = [];
  for (const l of DATA_LANGUAGES) {
    if (!values[`name_${l}`]?.trim()) missing.push(`name_${l}`);
    if (l !== 'en' && isBlankHtml(values[`body_${l}`])) missing.push(`body_${l}`);
  }
  return missing;
}

/** POST lessons/: every field, with the rule above. */
export const lessonCreateBody = lessonFieldsSchema.superRefine((values, ctx) => {
  for (const field of missingLessonFields(values))
    ctx.addIssue({ code: 'custom', path: [field], message: FIELD_REQUIRED });
});
/**
 * PATCH lessons/{id}: only the changed fields; a name or a required body sent empty is refused as at creation (a
 * tester cleared the German name and the lesson was saved without a title for German-speaking children).
 */
export const lessonPatchBody = lessonFieldsSchema.partial().superRefine((values, ctx) => {
  const sent = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const complete = Object.fromEntries(
    DATA_LANGUAGES.flatMap((l) => [
      [`name_${l}`, 'x'],
      [`body_${l}`, '<p>x</p>'],
    ]),
  );
  for (const field of missingLessonFields({ ...complete, ...sent }))
    ctx.addIssue({ code: 'custom', path: [field], message: FIELD_REQUIRED });
});

/**
 * GET lessons/ (staff): every lesson with its tracker, for the lessons screen; with ?user={id} or ?group={id} those
 * open for that target are checked (spec 002 "Lesson-assignment modal").
 */
export const assignedLessonsQuery = z
  .object({
    user: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('a student of your subtree'),
    group: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('a group of your subtree'),
  })
  .refine((q) => q.user === undefined || q.group === undefined, {
    message: 'Give either user or group.',
    path: ['user'],
  });
export const assignedLesson = lessonSummarySchema.extend({
  via_group: z.boolean().describe("a student's lesson opened for their whole group (unchecked there, not here)"),
  lesson_group: z.number().int().nullable().describe('the course it belongs to'),
  translations: translationsSchema,
});
export type AssignedLesson = z.infer<typeof assignedLesson>;

/** POST users/user/{id}/lessons and POST groups/{id}/lessons: the lessons open for them afterwards (the checked set). */
export const assignLessonsBody = z.object({
  lessons: z.array(bodyId()).max(1000, 'Ensure this field has no more than 1000 elements.'),
});
export type AssignLessonsInput = z.infer<typeof assignLessonsBody>;
