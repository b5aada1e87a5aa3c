// The counts of each staff user's subtree (spec 002 section 3 "Statistic"), for one page of a staff list in one
// query: down the parent_id links (master franchise > franchise > teacher), then their groups' counters of students
// and the counters of parent users created under them (group_counters and owner_counters, kept by triggers on
// users, migration 0016: a master franchise's page adds up a few thousand counters instead of 16,000 students).
import { sql } from 'drizzle-orm';
import type { Statistic } from '@abacus/contract/staff-lists-schema';
import { rowsOf } from '../db/rows.ts';
import type { Db } from '../db/client.ts';

const EMPTY: Statistic = {
  students_total: 0,
  students_active: 0,
  students_inactive: 0,
  groups_total: 0,
  teachers_total: 0,
  franchises_total: 0,
  parents_total: 0,
};

export async function statisticsOf(db: Db, ids: number[]): Promise<Map<number, Statistic>> {
  const found = new Map<number, Statistic>(ids.map((id) => [id, { ...EMPTY }]));
  if (ids.length === 0) return found;
  const result = await db.execute(sql`
    with recursive tree(root, id, role) as (
      select u.id, u.id, u.role from users u where u.id in (${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      union
      select t.root, c.id, c.role from users c join tree t on c.parent_id = t.id
       where c.role in ('master_franchise', 'franchise', 'teacher')
    ),
    grp as (select t.root, g.id from tree t join groups g on g.teacher_id = t.id),
    -- One pass each, grouped by root (correlated counts per root re-read the whole subtree for every row).
    staff as (
      select root,
        count(*) filter (where role = 'franchise' and id <> root) as franchises,
        count(*) filter (where role = 'teacher' and id <> root) as teachers
      from tree group by root),
    grp_n as (select root, count(*) as n from grp group by root),
    stu as (
      select grp.root, sum(c.students_total) as total, sum(c.students_active) as active
      from grp join group_counters c on c.group_id = grp.id group by grp.root),
    par as (
      select t.root, sum(c.parents_total) as n from tree t join owner_counters c on c.owner_id = t.id
      group by t.root)
    select staff.root,
      staff.franchises::int as franchises_total,
      staff.teachers::int as teachers_total,
      coalesce(grp_n.n, 0)::int as groups_total,
      coalesce(stu.total, 0)::int as students_total,
      coalesce(stu.active, 0)::int as students_active,
      coalesce(par.n, 0)::int as parents_total
    from staff
      left join grp_n on grp_n.root = staff.root
      left join stu on stu.root = staff.root
      left join par on par.root = staff.root`);
  for (const row of rowsOf(result)) {
    const total = Number(row.students_total);
    const active = Number(row.students_active);
    found.set(Number(row.root), {
      students_total: total,
      students_active: active,
      students_inactive: total - active,
      groups_total: Number(row.groups_total),
      teachers_total: Number(row.teachers_total),
      franchises_total: Number(row.franchises_total),
      parents_total: Number(row.parents_total),
    });
  }
  return found;
}
