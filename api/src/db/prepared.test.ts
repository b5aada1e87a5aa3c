import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { rowsOf } from './rows.ts';
import { runByShape, statementByShape } from './prepared.ts';
import { users } from './schema.ts';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.destroy());

const statements = (tx: TestDatabase['db']) =>
  tx.execute(sql`select name, statement from pg_prepared_statements where name like 'shape_%' order by name`);

test('a query run by its shape is one named statement per SQL text, its values parameters, its rows mapped', async () => {
  await database.db.transaction(async (tx) => {
    const byRole = (role: 'student' | 'teacher', active: boolean) =>
      tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.role, role), eq(users.isActive, active)))
        .orderBy(users.id);
    const students = await runByShape(byRole('student', true));
    const teachers = await runByShape(byRole('teacher', true));
    assert.ok(
      students.some((s) => s.email === 'student@demo.school'),
      'rows come back mapped to their fields',
    );
    assert.ok(
      teachers.some((s) => s.email === 'teacher@demo.school'),
      'the second run uses its own values',
    );
    assert.ok(!teachers.some((s) => s.email === 'student@demo.school'));

    const afterSameShape = rowsOf<{ name: string; statement: string }>(await statements(tx));
    assert.equal(afterSameShape.length, 1, 'the same SQL text is one statement, whatever the values');
    assert.match(afterSameShape[0].statement, /"role" = \$1/);

    await runByShape(tx.select({ id: users.id }).from(users).where(eq(users.id, 1)));
    const named = rowsOf<{ name: string }>(await statements(tx));
    assert.equal(named.length, 2, 'another SQL text is another statement');
  });
});

test('a statement by shape is built once per shape; each request of the shape is answered for its own values', async () => {
  const builds: string[] = [];
  const byRole = statementByShape<{ active: boolean }, { email: string }>('test_by_role', (shape) => {
    builds.push(JSON.stringify(shape));
    return sql`select ${users.email} as email from ${users}
      where ${and(eq(users.role, sql.placeholder('role')), eq(users.isActive, shape.active))} order by ${users.email}`;
  });
  const emails = async (role: string, active: boolean) =>
    (await byRole(database.db, { active }, { role })).map((r) => r.email);
  const students = await emails('student', true);
  const teachers = await emails('teacher', true);
  assert.ok(students.includes('student@demo.school') && !students.includes('teacher@demo.school'));
  assert.ok(teachers.includes('teacher@demo.school') && !teachers.includes('student@demo.school'));
  const blocked = await emails('student', false);
  assert.ok(blocked.includes('blocked@demo.school') && !blocked.includes('student@demo.school'));
  assert.deepEqual(builds, ['{"active":true}', '{"active":false}'], 'built once per shape, whatever the values');
});
