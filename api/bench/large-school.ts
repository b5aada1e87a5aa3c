// The large school of `pnpm bench staff` (issue 10): 50 franchises under the demo master franchise, 10 teachers
// each, 4 groups per teacher, 10 families of two children per group (40,000 students, every tenth blocked), all with
// the password demo1234. Set-based SQL: a few seconds.
import { sql } from 'drizzle-orm';
import type { openPg } from '../src/db/client.ts';

const FRANCHISES = 50;
const TEACHERS_PER_FRANCHISE = 10;
const GROUPS_PER_TEACHER = 4;
const STUDENTS_PER_GROUP = 20; // two children per family: 10 parents a group

/** The large school, in a few set-based statements under the demo master franchise (password demo1234). */
export async function seedLargeSchool(db: ReturnType<typeof openPg>['db']) {
  await db.transaction(async (tx) => {
    const common = sql`(select password_hash from users where email = 'master@demo.school')`;
    await tx.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name, parent_id, email_verified, region,
                         royalty, price_min, pr_deposit, currency, eng_status)
      select 'bench-franchise-' || i || '@bench.school', ${common}, 'franchise', 'Franchise', 'No' || i,
             (select id from users where email = 'master@demo.school'), true, 'Region ' || (i % 10),
             12, 1000, 3, 'uah', 'without'
        from generate_series(1, ${FRANCHISES}) i`);
    await tx.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name, parent_id, email_verified)
      select 'bench-teacher-' || f.id || '-' || j || '@bench.school', ${common}, 'teacher', 'Teacher', f.id || '-' || j,
             f.id, true
        from users f, generate_series(1, ${TEACHERS_PER_FRANCHISE}) j
       where f.email like 'bench-franchise-%'`);
    await tx.execute(sql`
      insert into groups (name, teacher_id, lessons_starts, lesson_time, working_days)
      select 'Bench group ' || t.id || '-' || k, t.id, date '2025-09-01', '16:30', '{Mo,We}'
        from users t, generate_series(1, ${GROUPS_PER_TEACHER}) k
       where t.email like 'bench-teacher-%'`);
    await tx.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name, parent_id, email_verified)
      select 'bench-family-' || g.id || '-' || p || '@bench.school', ${common}, 'parent', 'Parent', g.id || '-' || p,
             g.teacher_id, true
        from groups g, generate_series(1, ${STUDENTS_PER_GROUP / 2}) p
       where g.name like 'Bench group %'`);
    await tx.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name, parent_id, group_id, email_verified,
                         price, is_active, date_deactivated)
      select p.email, ${common}, 'student', 'Student', 'S' || g.id || '-' || s, p.id, g.id, true, 1000,
             s % 10 <> 0, case when s % 10 = 0 then now() end
        from groups g
        cross join generate_series(1, ${STUDENTS_PER_GROUP}) s
        join users p on p.email = 'bench-family-' || g.id || '-' || ((s + 1) / 2) || '@bench.school' and p.role = 'parent'
       where g.name like 'Bench group %'`);
  });
  // What autovacuum does after a bulk load in a running school: statistics, and the visibility map that lets the
  // counts read their indexes alone.
  await db.execute(sql`vacuum analyze`);
}
