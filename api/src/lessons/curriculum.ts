// The curriculum every student's dashboard reads (lessons/grouped): the lesson groups and their published lessons, in
// order, with their names in every language. It changes only when staff edit lessons, so each API process keeps the
// one it last read, with the curriculum version it read (migration 0020; db/kept-by-version.ts).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { keptByVersion } from '../db/kept-by-version.ts';
import { preparedOn } from '../db/prepared.ts';
import { lessonGroups, lessons } from '../db/schema.ts';
import { perLanguage } from '../http/lang.ts';

const curriculumGroups = preparedOn((db) =>
  db.select().from(lessonGroups).orderBy(asc(lessonGroups.order), asc(lessonGroups.id)).prepare('curriculum_groups'),
);
const curriculumLessons = preparedOn((db) =>
  db
    .select({ id: lessons.id, groupId: lessons.lessonGroupId, order: lessons.order, name: lessons.name })
    .from(lessons)
    .where(eq(lessons.isActive, true))
    .orderBy(asc(lessons.order), asc(lessons.id))
    .prepare('curriculum_lessons'),
);

async function readCurriculum(db: Db) {
  const [groups, all] = await Promise.all([curriculumGroups(db).execute(), curriculumLessons(db).execute()]);
  return groups.map((g) => ({
    id: g.id,
    order: g.order,
    ...perLanguage('name', g.name),
    lessons: all
      .filter((l) => l.groupId === g.id)
      .map((l) => ({ id: l.id, order: l.order, ...perLanguage('name', l.name) })),
  }));
}

export type Curriculum = Awaited<ReturnType<typeof readCurriculum>>;

/** The curriculum at `version` (or newer): the one kept when it is that version's, else read again and kept. */
export const curriculumAt = keptByVersion(readCurriculum);
