import { eq, or } from 'drizzle-orm';
import { isStaff } from '@abacus/contract/roles';
import type { Db } from '../db/client.ts';
import { lessonActivations, users } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';

/** Which lessons are open ("is_active") for a user. */
export interface ActiveLessons {
  has(lessonId: number): boolean;
}

/**
 * A student's lesson is active when it was opened for the student or for the student's group. Staff reading the
 * lessons for themselves see the whole curriculum open (they teach it); a parent has no lessons of their own
 * (they read their child's with ?user=).
 */
export async function activeLessonsOf(db: Db, userId: number): Promise<ActiveLessons> {
  const [user] = await db.select({ role: users.role, groupId: users.groupId }).from(users).where(eq(users.id, userId));
  if (!user) throw detail(404, NOT_FOUND);
  if (isStaff(user.role)) return { has: () => true };
  if (user.role !== 'student') return { has: () => false };
  const opened = eq(lessonActivations.userId, userId);
  const rows = await db
    .select({ lessonId: lessonActivations.lessonId })
    .from(lessonActivations)
    .where(user.groupId === null ? opened : or(opened, eq(lessonActivations.groupId, user.groupId)));
  const ids = new Set(rows.map((r) => r.lessonId));
  return { has: (id) => ids.has(id) };
}
