// The lesson form's values and rules, apart from React (spec 002 "Lessons administration").
import { z } from 'zod';
import { DATA_LANGUAGES, dataLanguage, type Language } from '@abacus/contract/languages';
import {
  type Lesson,
  type LessonFields,
  lessonFieldsSchema,
  missingLessonFields,
  type TranslationStatus,
} from '@abacus/contract/lessons-schema';

/** The form reads the order and the course as the inputs give them (text) and checks them by the contract's rules. */
export const lessonFormSchema = lessonFieldsSchema.extend({
  order: z.preprocess((v) => (v === '' || v === undefined ? Number.NaN : Number(v)), lessonFieldsSchema.shape.order),
  lesson_group: z.preprocess((v) => (v === '' || v == null ? null : Number(v)), lessonFieldsSchema.shape.lesson_group),
});

export type LessonFormValues = Record<string, string>;

/**
 * The form's starting values: the lesson's, or blank ones with the next order number in the last course (a lesson
 * without a course is not listed to students, so a new one never starts without one).
 */
export function lessonFormValues(lesson: Lesson | undefined, nextOrder: number, lastCourse?: number): LessonFormValues {
  const course = lesson ? lesson.lesson_group : lastCourse;
  const values: LessonFormValues = {
    order: String(lesson?.order ?? nextOrder),
    lesson_group: course == null ? '' : String(course),
  };
  for (const l of DATA_LANGUAGES) {
    values[`name_${l}`] = lesson?.[`name_${l}`] ?? '';
    values[`body_${l}`] = lesson?.[`body_${l}`] ?? '';
  }
  return values;
}

/** Only what changed (spec 002: edits send only changed values); everything on create. */
export function changedFields(
  parsed: LessonFields,
  initial: LessonFormValues,
  creating: boolean,
): Partial<LessonFields> {
  if (creating) return parsed;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const before = initial[key];
    const now = value === null || value === undefined ? '' : String(value);
    if (before !== now) out[key] = value;
  }
  return out as Partial<LessonFields>;
}

/** The tab's state: missing (a name, or a body other than en, is empty), stale (older than ru), or ok. */
export function tabStatus(
  lang: Language,
  values: LessonFormValues,
  saved: Lesson['translations'] | undefined,
): TranslationStatus {
  const dl = dataLanguage(lang);
  const missing = missingLessonFields(values as Partial<LessonFields>);
  if (missing.includes(`name_${dl}`) || missing.includes(`body_${dl}`)) return 'missing';
  return saved?.[dl] === 'stale' ? 'stale' : 'ok';
}

/** The next free order number: one after the highest. */
export const nextOrder = (orders: number[]) => (orders.length ? Math.max(...orders) + 1 : 1);
