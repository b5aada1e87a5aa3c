// Who sees whom: the one scope every staff route reads and writes through (spec 002 section 6; issue 10).
// The hierarchy is super franchise > master franchise > franchise > teacher (users.parent_id upwards) > group
// (groups.teacher_id) > student (users.group_id); a parent user hangs under the teacher it was created by and
// is the parent_id of its children. Each function returns a SELECT of ids, for `where x.id in (...)`.
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

type Viewer = Pick<AuthUser, 'id' | 'role'>;

/**
 * The viewer and every staff user under them, down the parent_id links (a recursive query). A teacher's tree is the
 * teacher alone: no staff user is ever placed under a teacher (users/create-user.routes.ts `placeOf`: a master
 * franchise under the super franchise, a franchise under a master, a teacher under a franchise; restoring keeps those
 * roles), so the walk would find nobody, and it cost a third of the statement of a teacher's list (the page a teacher
 * opens: 94 -> 61 µs of PostgreSQL). Were such a user ever there, the teacher would see less, never more.
 */
const staffTree = (viewer: Viewer) =>
  viewer.role === 'teacher'
    ? sql`select ${viewer.id}::int`
    : sql`
  with recursive tree(id) as (
    select ${viewer.id}::int
    union
    select u.id from users u join tree t on u.parent_id = t.id
     where u.role in ('master_franchise', 'franchise', 'teacher')
  )
  select id from tree`;

/** The ids of the groups the viewer may see: their subtree's teachers' groups; a parent's or student's own. */
export function visibleGroupIds(viewer: Viewer): SQL {
  switch (viewer.role) {
    case 'super_franchise':
      return sql`select id from groups`;
    case 'parent':
      return sql`select group_id from users where role = 'student' and parent_id = ${viewer.id} and group_id is not null`;
    case 'student':
      return sql`select group_id from users where id = ${viewer.id} and group_id is not null`;
    default:
      return sql`select id from groups where teacher_id in (${staffTree(viewer)})`;
  }
}

/**
 * The ids of the students the viewer may see: a student in a group of their subtree, or whose parent user was
 * created under a teacher of their subtree (a student between groups); a parent's children; a student themself.
 */
export function visibleStudentIds(viewer: Viewer): SQL {
  switch (viewer.role) {
    case 'super_franchise':
      return sql`select id from users where role = 'student'`;
    case 'parent':
      return sql`select id from users where role = 'student' and parent_id = ${viewer.id}`;
    case 'student':
      return sql`select ${viewer.id}::int`;
    default:
      // Two index-driven legs (an OR across both made PostgreSQL read every student), joined by UNION ALL: every
      // use asks whether an id is among them, so a student both legs find needs no sort to be named once.
      return sql`
        select s.id from groups g join users s on s.group_id = g.id
         where g.teacher_id in (${staffTree(viewer)}) and s.role = 'student'
        union all
        select s.id from users p join users s on s.parent_id = p.id
         where p.role = 'parent' and p.parent_id in (${staffTree(viewer)}) and s.role = 'student'`;
  }
}

/**
 * The students the viewer may see, as a condition on the `users` row itself. The super franchise sees every
 * student: a plain role test lets the planner walk the name index for a page of 40,000 (pnpm bench staff). A
 * teacher's students (a few groups') are read by id, an index scan of the primary key over the ids their two legs
 * found; as `in (...)` the planner joined every row of `users` it read against them (the demo school: a sequential scan
 * of users against the legs' result, 292-305 -> 218-229 µs a statement of six teachers' pages; a teacher of 80 students
 * among 40,000: 510 -> 421 µs a page). A franchise's thousands stay `in (...)`: its page walks the name index and
 * stops at 20 rows.
 */
export function studentScope(viewer: Viewer): SQL {
  if (viewer.role === 'super_franchise') return sql`users.role = 'student'`;
  if (viewer.role === 'teacher') return sql`users.id = any(array(${visibleStudentIds(viewer)}))`;
  return sql`users.id in (${visibleStudentIds(viewer)})`;
}

/** The ids of the parent users the viewer may see: created under their subtree, or a parent of a student they see. */
export function visibleParentIds(viewer: Viewer): SQL {
  switch (viewer.role) {
    case 'super_franchise':
      return sql`select id from users where role = 'parent'`;
    case 'parent':
      return sql`select ${viewer.id}::int`;
    case 'student':
      return sql`select parent_id from users where id = ${viewer.id} and parent_id is not null`;
    default:
      return sql`
        select id from users where role = 'parent' and parent_id in (${staffTree(viewer)})
        union
        select parent_id from users where id in (${visibleStudentIds(viewer)}) and parent_id is not null`;
  }
}

/** The ids of the master franchises, franchises or teachers under the viewer (none for a parent or a student). */
export function visibleStaffIds(viewer: Viewer, role: 'master_franchise' | 'franchise' | 'teacher'): SQL {
  switch (viewer.role) {
    case 'super_franchise':
      return sql`select id from users where role = ${role}`;
    case 'parent':
    case 'student':
      return sql`select null::int where false`;
    default:
      return sql`select id from users where role = ${role} and id <> ${viewer.id} and id in (${staffTree(viewer)})`;
  }
}

/**
 * The ids of the users the viewer manages (may block, restore, see the history of): every student, parent and
 * staff user of their subtree, never themselves; nobody for a parent or a student.
 */
export function managedUserIds(viewer: Viewer): SQL {
  if (viewer.role === 'parent' || viewer.role === 'student') return sql`select null::int where false`;
  return sql`
    ${visibleStudentIds(viewer)}
    union ${visibleParentIds(viewer)}
    union ${visibleStaffIds(viewer, 'teacher')}
    union ${visibleStaffIds(viewer, 'franchise')}
    union ${visibleStaffIds(viewer, 'master_franchise')}`;
}

/**
 * Would the viewer still see every one of `studentIds`? A student without a parent account is seen through their
 * group only, so moving them out of it, or deleting it, can take them out of the viewer's tree and its reports; the
 * profile and the group deletion check it after the change, inside its transaction.
 */
export async function allStudentsSeen(db: Db, viewer: Viewer, studentIds: number[]): Promise<boolean> {
  if (studentIds.length === 0 || viewer.role === 'super_franchise') return true;
  const ids = sql.join(
    studentIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const lost = await db.execute(sql`select 1 where exists (
    select 1 from users where id in (${ids}) and id not in (${visibleStudentIds(viewer)}))`);
  return rowsOf(lost).length === 0;
}

/** Is `targetId` one of the ids `scope` selects? */
export async function inScope(db: Db, scope: SQL, targetId: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 where ${targetId}::int in (${scope})`)).length > 0;
}
