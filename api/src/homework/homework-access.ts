// Who may read and who may set which homework (spec 002 section 6; issue 12 "scoped to the viewer's subtree").
// Reading: a student their own and their group's; a parent their children's; staff their subtree's students and
// groups. Setting, copying, deleting, closing: staff (teacher and above) only, on their subtree. Out of scope: 404.
import { eq } from 'drizzle-orm';
import { inScope, visibleGroupIds, visibleStudentIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import { canViewStudent } from '../access/student-access.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import type { Db } from '../db/client.ts';
import { homeworks, users } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';

export type HomeworkRow = typeof homeworks.$inferSelect;
export type Target = { user: number; group?: null } | { group: number; user?: null };

export const targetOf = (b: { user?: number | null; group?: number | null }): Target =>
  b.user != null ? { user: b.user } : { group: b.group! };

export const targetOfRow = (h: HomeworkRow): Target => (h.userId !== null ? { user: h.userId } : { group: h.groupId! });

/** May the viewer read a student's or a group's homework? */
async function mayRead(db: Db, viewer: AuthUser, target: Target): Promise<boolean> {
  if (target.user != null) return canViewStudent(db, viewer, target.user);
  return inScope(db, visibleGroupIds(viewer), target.group!);
}

export async function assertMayRead(db: Db, viewer: AuthUser, target: Target): Promise<void> {
  if (!(await mayRead(db, viewer, target))) throw detail(404, NOT_FOUND);
}

/** Staff only (403 for a student or parent), on a student or group of their subtree (404 otherwise). */
export async function assertMayManage(db: Db, viewer: AuthUser, target: Target): Promise<void> {
  assertStaff(viewer);
  const ok =
    target.user != null
      ? await inScope(db, visibleStudentIds(viewer), target.user)
      : await inScope(db, visibleGroupIds(viewer), target.group!);
  if (!ok) throw detail(404, NOT_FOUND);
}

export async function findHomework(db: Db, id: number): Promise<HomeworkRow> {
  const [row] = await db.select().from(homeworks).where(eq(homeworks.id, id));
  if (!row) throw detail(404, NOT_FOUND);
  return row;
}

/** The group a student is in, or null. */
export async function groupOf(db: Db, student: number): Promise<number | null> {
  const [row] = await db.select({ groupId: users.groupId }).from(users).where(eq(users.id, student));
  return row?.groupId ?? null;
}

/** Does the homework reach the student: their own, or their group's? */
export async function reaches(db: Db, h: HomeworkRow, student: number): Promise<boolean> {
  if (h.userId !== null) return h.userId === student;
  return h.groupId !== null && (await groupOf(db, student)) === h.groupId;
}
