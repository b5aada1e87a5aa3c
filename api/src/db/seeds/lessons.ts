import { and, asc, eq, lte } from 'drizzle-orm';
import { DATA_LANGUAGES, type DataLanguage } from '@abacus/contract/languages';
import { sanitizeLessonHtml } from '../../lessons/lesson-html.ts';
import { lessonActivations, lessonGroups, lessons } from '../schema.ts';
import type { DemoSchool, SeedTx } from '../seed.ts';
import { BIG_FRIENDS } from './lesson-course-big-friends.ts';
import { FIRST_STEPS } from './lesson-course-first-steps.ts';
import { SMALL_FRIENDS } from './lesson-course-small-friends.ts';

/** A text in every data language (checked when seeding: a missing translation is a seed error). */
export type AllLanguages = Record<DataLanguage, string>;

export interface SeedLesson {
  name: AllLanguages;
  /** HTML; sanitized on the way in like any lesson body. */
  body: AllLanguages;
}

export interface SeedLessonGroup {
  name: AllLanguages;
  lessons: SeedLesson[];
  /** How many of its lessons are opened for "Demo group". */
  openedForDemoGroup: 'all' | number;
}

/**
 * The curriculum of the demo school. "Demo group" has finished the first group (every lesson open: completed),
 * is in the middle of the second (in progress) and has not started the third (locked).
 */
export const COURSE: SeedLessonGroup[] = [FIRST_STEPS, SMALL_FRIENDS, BIG_FRIENDS];

function assertComplete(t: AllLanguages, what: string): void {
  for (const l of DATA_LANGUAGES) if (!t[l]?.trim()) throw new Error(`seed: ${what} has no ${l} text`);
}

const sanitizeAll = (t: AllLanguages) =>
  Object.fromEntries(DATA_LANGUAGES.map((l) => [l, sanitizeLessonHtml(t[l])])) as AllLanguages;

/** The course: its lesson groups and lessons, in order (part of every new school: `seed-catalogue.ts`). */
export async function seedCourse(tx: SeedTx): Promise<void> {
  for (const [g, group] of COURSE.entries()) {
    assertComplete(group.name, `lesson group ${g + 1}`);
    const [{ id: groupId }] = await tx
      .insert(lessonGroups)
      .values({ order: g + 1, name: group.name })
      .returning({ id: lessonGroups.id });
    for (const [i, lesson] of group.lessons.entries()) {
      assertComplete(lesson.name, `lesson ${g + 1}.${i + 1} name`);
      assertComplete(lesson.body, `lesson ${g + 1}.${i + 1} body`);
      await tx
        .insert(lessons)
        .values({ lessonGroupId: groupId, order: i + 1, name: lesson.name, body: sanitizeAll(lesson.body) });
    }
  }
}

/** The demo school: "Demo group" has the course's lessons opened as far as `openedForDemoGroup` says. */
export async function seedLessons(tx: SeedTx, school: DemoSchool): Promise<void> {
  for (const [g, group] of COURSE.entries()) {
    const opened = group.openedForDemoGroup === 'all' ? group.lessons.length : group.openedForDemoGroup;
    const rows = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(lessonGroups, eq(lessonGroups.id, lessons.lessonGroupId))
      .where(and(eq(lessonGroups.order, g + 1), lte(lessons.order, opened)))
      .orderBy(asc(lessons.order));
    if (rows.length !== opened) throw new Error(`seed: lesson group ${g + 1} has ${rows.length} of ${opened} lessons`);
    for (const { id: lessonId } of rows)
      await tx.insert(lessonActivations).values({ lessonId, groupId: school.groupId });
  }
}
