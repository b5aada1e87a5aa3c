import type { AuthUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';
import { inScope, visibleStudentIds } from './scope.ts';

/**
 * May `viewer` read (and, for self, change) the data of user `targetId`? Themselves; a parent their children;
 * staff the students of their subtree (scope.ts). Students' data only: staff profiles are the staff area's.
 */
export async function canViewStudent(db: Db, viewer: AuthUser, targetId: number): Promise<boolean> {
  if (viewer.id === targetId) return true;
  if (viewer.role === 'student') return false;
  return inScope(db, visibleStudentIds(viewer), targetId);
}

/** 404 (not 403) when the viewer may not see that user: the id's existence is not revealed either. */
export async function assertCanViewStudent(db: Db, viewer: AuthUser, targetId: number): Promise<void> {
  if (!(await canViewStudent(db, viewer, targetId))) throw detail(404, NOT_FOUND);
}

/**
 * The student a read is about: `?user=` (see `userQuery`), or the signed-in user; 404 unless the viewer may see them.
 * For routes behind requireAuth.
 */
export async function viewedStudentId(
  ctx: AppContext,
  req: { user?: AuthUser; query: { user?: number } },
): Promise<number> {
  const userId = req.query.user ?? req.user!.id;
  await assertCanViewStudent(ctx.db, req.user!, userId);
  return userId;
}

/** Only the user themselves may change their data (read-only viewers cannot). */
export function assertSelf(viewer: AuthUser, targetId: number): void {
  if (viewer.id !== targetId) throw detail(403, 'You do not have permission to perform this action.');
}
