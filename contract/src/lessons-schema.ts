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

/** GET lessons/?user={id} | ?group={id}: the lessons of the assignment modal (spec 002 "Lesson-assignment modal"). */
export const assignedLessonsQuery = z
  .object({
    user: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('a student of your subtree'),
    group: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('a group of your subtree'),
  })
  .refine((q) => (q.user === undefined) !== (q.group === undefined), {
    message: 'Give either user or group.',
    path: ['user'],
  });
export const assignedLesson = lessonSummarySchema.extend({
  via_group: z.boolean().describe("a student's lesson opened for their whole group (unchecked there, not here)"),
});
export type AssignedLesson = z.infer<typeof assignedLesson>;

/** POST users/user/{id}/lessons and POST groups/{id}/lessons: the lessons open for them afterwards (the checked set). */
export const assignLessonsBody = z.object({
  lessons: z.array(z.number().int().positive()).max(1000, 'Ensure this field has no more than 1000 elements.'),
});
export type AssignLessonsInput = z.infer<typeof assignLessonsBody>;
