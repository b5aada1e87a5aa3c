import { eq, sql } from 'drizzle-orm';
import { isStaff } from '@abacus/contract/roles';
import type { Db } from '../db/client.ts';
import { preparedOn } from '../db/prepared.ts';
import { curriculumVersion, lessonActivations, users } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';

/** Which lessons are open ("is_active") for a user, and the curriculum's version read in the same statement. */
export interface ActiveLessons {
  has(lessonId: number): boolean;
  curriculumVersion: number | null;
}

/**
 * A student's lesson is active when it was opened for the student or for the student's group. Staff reading the
 * lessons for themselves see the whole curriculum open (they teach it); a parent has no lessons of their own
 * (they read their child's with ?user=).
 */
export async function activeLessonsOf(db: Db, userId: number): Promise<ActiveLessons> {
  const [user] = await roleAndOpenedLessons(db).execute({ id: userId });
  if (!user) throw detail(404, NOT_FOUND);
  const curriculumVersion = user.curriculumVersion;
  if (isStaff(user.role)) return { has: () => true, curriculumVersion };
  if (user.role !== 'student') return { has: () => false, curriculumVersion };
  const ids = new Set(user.opened);
  return { has: (id) => ids.has(id), curriculumVersion };
}

/** The user's role, the lessons opened for them or for their group, and the curriculum's version, in one round trip. */
const roleAndOpenedLessons = preparedOn((db) =>
  db
    .select({
      role: users.role,
      // Qualified by hand: drizzle leaves the columns of a one-table query unqualified.
      opened: sql<number[]>`array(select a.lesson_id from ${lessonActivations} a
        where a.user_id = "users"."id" or a.group_id = "users"."group_id")`,
      curriculumVersion: sql<
        number | null
      >`(select ${curriculumVersion.version} from ${curriculumVersion} where ${curriculumVersion.id} = 1)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('active_lessons_of'),
);
