import type { lessons } from '../db/schema.ts';
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import type { Lesson } from '@abacus/contract/lessons-schema';
import { sanitizeLessonHtml } from './lesson-html.ts';
import { trackTranslations } from './translation-tracker.ts';

/** A lesson as staff edit it: the stored texts as they are (blank where missing), its course and its tracker. */
export function toAdminLesson(row: typeof lessons.$inferSelect): Lesson {
  const texts = Object.fromEntries(
    DATA_LANGUAGES.flatMap((l) => [
      [`name_${l}`, row.name[l] ?? ''],
      [`body_${l}`, sanitizeLessonHtml(row.body[l] ?? '')],
    ]),
  );
  return {
    id: row.id,
    order: row.order,
    is_active: row.isActive,
    lesson_group: row.lessonGroupId,
    translations: trackTranslations(row),
    ...texts,
  } as Lesson;
}
