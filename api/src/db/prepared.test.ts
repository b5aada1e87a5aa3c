import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { rowsOf } from './rows.ts';
import { runByShape } from './prepared.ts';
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
