// Who sees whose materials (issue 11; docs/decisions.md "Materials storage: who sees what"). Each franchise tree sees
// its own materials and what the levels above it share: a viewer sees what was put in by everyone above them
// (up the parent_id links: their franchise, master franchise and the super franchise) and by every staff user of
// their "home" tree (their franchise for a teacher or a parent; their own tree for a franchise and above). A viewer
// deletes what they put in themselves and what the staff under them put in, never what came from above or from a
// colleague beside them.
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate.ts';

type Viewer = Pick<AuthUser, 'id' | 'role'>;

/** The viewer and everyone above them, up the parent_id links. */
const aboveAndSelf = (viewer: Viewer) => sql`
  with recursive up(id, parent_id, role) as (
    select id, parent_id, role from users where id = ${viewer.id}
    union
    select u.id, u.parent_id, u.role from users u join up on u.id = up.parent_id
  )`;

/** Staff users under `root` (the root included), down the parent_id links. */
const staffBelow = (root: SQL) => sql`
  with recursive down(id) as (
    ${root}
    union
    select u.id from users u join down d on u.parent_id = d.id
     where u.role in ('master_franchise', 'franchise', 'teacher')
  )
  select id from down`;

/** The users whose materials the viewer sees. */
export function storageOwnerIds(viewer: Viewer): SQL {
  if (viewer.role === 'super_franchise') return sql`select id from users`;
  // Home: the nearest of the viewer and those above whose rank is franchise or higher.
  const home = sql`${aboveAndSelf(viewer)}
    select id from up where role in ('franchise', 'master_franchise', 'super_franchise')
     order by case role when 'franchise' then 0 when 'master_franchise' then 1 else 2 end limit 1`;
  return sql`
    (${aboveAndSelf(viewer)} select id from up)
    union
    (${staffBelow(sql`(${home})`)})`;
}

/** The users whose materials the viewer may delete: themselves and the staff under them. */
export function storageDeletableOwnerIds(viewer: Viewer): SQL {
  if (viewer.role === 'super_franchise') return sql`select id from users`;
  if (viewer.role === 'parent' || viewer.role === 'student') return sql`select null::int where false`;
  return staffBelow(sql`select ${viewer.id}::int`);
}
