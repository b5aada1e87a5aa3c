import { isStaff, type Role } from '@abacus/contract/roles';
import type { Db } from '../db/client.ts';
import { batchedRead } from '../db/batched.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';

/** Which lessons are open ("is_active") for a user, and the curriculum's version read in the same statement. */
export interface ActiveLessons {
  has(lessonId: number): boolean;
  curriculumVersion: number | null;
  /** The same for every user who has the same lessons open (a group's students): `all`, `none` or the ids. */
  key: string;
}

/**
 * `read` is the read below, or the route's read that came with its session (auth/session-read.ts).
 * A student's lesson is active when it was opened for the student or for the student's group. Staff reading the
 * lessons for themselves see the whole curriculum open (they teach it); a parent has no lessons of their own
 * (they read their child's with ?user=).
 */
export async function activeLessonsOf(
  db: Db,
  userId: number,
  read: typeof roleAndOpenedLessons = roleAndOpenedLessons,
): Promise<ActiveLessons> {
  const [user] = await read(db)(userId);
  if (!user) throw detail(404, NOT_FOUND);
  const curriculumVersion = user.curriculumVersion;
  if (isStaff(user.role)) return { has: () => true, curriculumVersion, key: 'all' };
  if (user.role !== 'student') return { has: () => false, curriculumVersion, key: 'none' };
  const ids = new Set(user.opened);
  return { has: (id) => ids.has(id), curriculumVersion, key: [...ids].sort((a, b) => a - b).join(',') };
}

/**
 * The user's role, the lessons opened for them or for their group, and the curriculum's version, in one round trip,
 * batched across the requests of a turn (db/batched.ts).
 */
export const roleAndOpenedLessons = batchedRead<{ role: Role; opened: number[]; curriculumVersion: number | null }>(
  'active_lessons_of',
  `select u.role,
      array(select a.lesson_id from lesson_activations a where a.user_id = u.id or a.group_id = u.group_id) as opened,
      (select v.version from curriculum_version v where v.id = 1) as "curriculumVersion"
    from users u where u.id = $1`,
  ['int'],
);
