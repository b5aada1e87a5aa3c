import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { isStaff } from '@abacus/contract/roles';
import { detail, NOT_FOUND } from '../http/errors.ts';

/**
 * May `viewer` read (and, for self, change) the data of user `targetId`?
 * - everyone: themselves;
 * - a parent: their children (students whose parent_id is the parent);
 * - staff: the students of their subtree: the student's group teacher and that teacher's
 *   franchise, master franchise and super franchise (users.parent_id chain upwards).
 * Students' data only: staff profiles are the staff area's business.
 */
export async function canViewStudent(db: Db, viewer: AuthUser, targetId: number): Promise<boolean> {
  if (viewer.id === targetId) return true;
  if (viewer.role === 'student') return false;
  if (viewer.role === 'parent') {
    const rows = await db.execute(
      sql`select 1 from users where id = ${targetId} and role = 'student' and parent_id = ${viewer.id}`,
    );
    return rowsOf(rows).length > 0;
  }
  if (!isStaff(viewer.role)) return false;
  const rows = await db.execute(sql`
    with recursive chain(id, parent_id, depth) as (
      select t.id, t.parent_id, 0
        from users s
        join groups g on g.id = s.group_id
        join users t on t.id = g.teacher_id
       where s.id = ${targetId} and s.role = 'student'
      union all
      select u.id, u.parent_id, c.depth + 1 from users u join chain c on u.id = c.parent_id where c.depth < 5
    )
    select 1 from chain where id = ${viewer.id} limit 1`);
  return rowsOf(rows).length > 0;
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

// node-postgres answers { rows }; drizzle passes them through.
function rowsOf(result: unknown): unknown[] {
  return (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
}
