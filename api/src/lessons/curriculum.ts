// The curriculum every student's dashboard reads (lessons/grouped): the lesson groups and their published lessons, in
// order, with their names in every language. It changes only when staff edit lessons, so each API process keeps the
// one it last read, with the curriculum version it read (a row the database moves on in the writer's transaction,
// migration 0020), and reads it again when a request sees another version: a replica never serves a curriculum older
// than the version its request saw, and no replica has to be told of an edit.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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

/** Per database (the tests run several in one process): the curriculum last read and its version. */
const kept = new WeakMap<Db, { version: number; curriculum: Promise<Curriculum> }>();

/** The curriculum at `version` (or newer): the one kept when it is that version's, else read again and kept. */
export function curriculumAt(db: Db, version: number | null): Promise<Curriculum> {
  // No version row (a database emptied by hand): nothing can be kept safely.
  if (version === null) return readCurriculum(db);
  const known = kept.get(db);
  if (known?.version === version) return known.curriculum;
  const curriculum = readCurriculum(db);
  kept.set(db, { version, curriculum });
  // A failed read is not kept: the next request reads again.
  curriculum.catch(() => {
    if (kept.get(db)?.curriculum === curriculum) kept.delete(db);
  });
  return curriculum;
}
