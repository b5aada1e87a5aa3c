// Lessons (spec 000 "Lessons", spec 002 "Lesson"): a name and a sanitized HTML body per data language.
import { z } from 'zod';
import { perLanguageTexts } from './languages-schema.ts';

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

/** GET lessons/{id}. */
export const lessonSchema = lessonSummarySchema.extend(perLanguageTexts('body', 'sanitized HTML').shape);
export type Lesson = z.infer<typeof lessonSchema>;
