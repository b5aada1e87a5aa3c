// The staff lists' subtree counts (spec 002 section 3 "Statistic") read counters kept by triggers on users
// (migration 0016). Whatever happens to students and parents (created one by one or in bulk, moved, blocked,
// restored, deleted, their group deleted, a parent moved to another teacher), the counters equal a count of the rows.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { statisticsOf } from './staff-statistic.ts';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.destroy());

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
const one = async (query: ReturnType<typeof sql>) => rowsOf(await run(query))[0] as Record<string, number>;
const idOf = async (email: string) => Number((await one(sql`select id from users where email = ${email}`)).id);

/** The counters that differ from a count of the users table (none when the triggers are right). */
async function countersOffBy() {
  const groups = rowsOf(
    await run(sql`
      select g.id, coalesce(c.students_total, 0) as kept_total, coalesce(c.students_active, 0) as kept_active,
        (select count(*) from users s where s.group_id = g.id and s.role = 'student')::int as total,
        (select count(*) from users s where s.group_id = g.id and s.role = 'student' and s.is_active)::int as active
      from groups g left join group_counters c on c.group_id = g.id`),
  ).filter((r) => r.kept_total !== r.total || r.kept_active !== r.active);
  const owners = rowsOf(
    await run(sql`
      select u.id, coalesce(c.parents_total, 0) as kept,
        (select count(*) from users p where p.parent_id = u.id and p.role = 'parent')::int as counted
      from users u left join owner_counters c on c.owner_id = u.id`),
  ).filter((r) => r.kept !== r.counted);
  return { groups, owners };
}

const NONE = { groups: [], owners: [] };

describe('the subtree counters', { concurrency: 1 }, () => {
  test('match the demo school after its seed', async () => {
    assert.deepEqual(await countersOffBy(), NONE);
  });

  test('follow students and parents created, moved, blocked, deleted and their group deleted', async () => {
    const teacher = await idOf('teacher@demo.school');
    const teacher2 = await idOf('teacher2@demo.school');
    const group = await one(sql`insert into groups (name, teacher_id) values ('Counted', ${teacher}) returning id`);
    const other = await one(sql`insert into groups (name, teacher_id) values ('Other', ${teacher2}) returning id`);
    // One statement, many rows: 30 students in two groups and 5 parents.
    await run(sql`
      insert into users (email, password_hash, first_name, last_name, role, group_id, parent_id, is_active)
      select 'counted' || i || '@demo.school', '-', 'C', 'S' || i, 'student',
        case when i % 2 = 0 then ${group.id}::int else ${other.id}::int end, ${teacher}::int, i % 3 <> 0
      from generate_series(1, 30) i`);
    await run(sql`
      insert into users (email, password_hash, first_name, last_name, role, parent_id)
      select 'counted-parent' || i || '@demo.school', '-', 'P', 'P' || i, 'parent', ${teacher}::int
      from generate_series(1, 5) i`);
    assert.deepEqual(await countersOffBy(), NONE);

    await run(
      sql`update users set group_id = ${other.id} where email in ('counted2@demo.school', 'counted4@demo.school')`,
    );
    await run(sql`update users set is_active = not is_active where email like 'counted1%@demo.school'`);
    await run(sql`update users set parent_id = ${teacher2} where email = 'counted-parent1@demo.school'`);
    await run(sql`update users set last_name = 'Renamed' where email like 'counted%'`);
    assert.deepEqual(await countersOffBy(), NONE);

    await run(sql`delete from users where email in ('counted3@demo.school', 'counted-parent2@demo.school')`);
    await run(sql`delete from groups where id = ${group.id}`);
    assert.deepEqual(await countersOffBy(), NONE);
    const moved = await one(sql`select count(*)::int as n from users where email like 'counted%' and group_id is null`);
    assert.ok(moved.n > 0, 'the deleted group left its students without a group');
  });

  test("a master franchise's statistic equals a count of its subtree", async () => {
    const master = await idOf('master@demo.school');
    const stats = (await statisticsOf(database.db, [master])).get(master)!;
    const counted = await one(sql`
      with recursive tree(id) as (
        select ${master}::int union
        select c.id from users c join tree t on c.parent_id = t.id
         where c.role in ('master_franchise', 'franchise', 'teacher'))
      select
        (select count(*) from users s join groups g on g.id = s.group_id
          where s.role = 'student' and g.teacher_id in (select id from tree))::int as students,
        (select count(*) from users s join groups g on g.id = s.group_id
          where s.role = 'student' and s.is_active and g.teacher_id in (select id from tree))::int as active,
        (select count(*) from users p where p.role = 'parent' and p.parent_id in (select id from tree))::int as parents`);
    assert.ok(stats.students_total > 0);
    assert.equal(stats.students_total, counted.students);
    assert.equal(stats.students_active, counted.active);
    assert.equal(stats.students_inactive, counted.students - counted.active);
    assert.equal(stats.parents_total, counted.parents);
  });
});
