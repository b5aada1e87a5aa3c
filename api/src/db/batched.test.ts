import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { batchedByShape, batchedRead, batchInTurn } from './batched.ts';
import { rowsOf } from './rows.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchInTurn', () => {
  test('the inputs of one turn go to one load, each caller gets the answer at its own place', async () => {
    const loads: number[][] = [];
    const double = batchInTurn(async (inputs: number[]) => {
      loads.push(inputs);
      return inputs.map((n) => n * 2);
    });
    assert.deepEqual(await Promise.all([double(1), double(2), double(3)]), [2, 4, 6]);
    assert.deepEqual(loads, [[1, 2, 3]]);
    // A later turn is a batch of its own: nothing is kept between batches.
    assert.equal(await double(1), 2);
    assert.deepEqual(loads, [[1, 2, 3], [1]]);
  });

  test("a failed batch is read again one input at a time: one request's bad input fails that request only", async () => {
    const loads: string[][] = [];
    const read = batchInTurn(async (inputs: string[]) => {
      loads.push(inputs);
      if (inputs.includes('bad')) throw new Error('invalid input syntax');
      return inputs.map((s) => s.toUpperCase());
    });
    const results = await Promise.allSettled([read('a'), read('bad'), read('b')]);
    assert.deepEqual(
      results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
      ['A', 'invalid input syntax', 'B'],
    );
    assert.deepEqual(loads, [['a', 'bad', 'b'], ['a'], ['bad'], ['b']]);
  });

  test('when the database fails, every request of the batch fails, and the next batch reads again', async () => {
    let fail = true;
    const read = batchInTurn(async (inputs: string[]) => {
      if (fail) throw new Error('connection lost');
      return inputs;
    });
    const results = await Promise.allSettled([read('a'), read('b')]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['rejected', 'rejected'],
    );
    fail = false;
    await turn();
    assert.equal(await read('c'), 'c');
  });

  test('a full batch is sent alone; the inputs after it start the next', async () => {
    const loads: number[][] = [];
    const read = batchInTurn(async (inputs: number[]) => {
      loads.push(inputs);
      return inputs;
    }, 2);
    assert.deepEqual(await Promise.all([read(1), read(2), read(3)]), [1, 2, 3]);
    assert.deepEqual(loads, [[1, 2], [3]]);
  });
});

describe('batchedRead', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.destroy());

  const byRole = batchedRead<{ email: string; role: string }>(
    'test_users_by_role',
    'select email, role from users where role = $1 and email like $2 order by email desc',
    ['text', 'text'],
  );

  test("requests of one turn read in one statement, each its own rows in the read's order", async () => {
    const read = byRole(database.db);
    const [students, teachers, none] = await Promise.all([
      read('student', '%@demo.school'),
      read('teacher', '%@demo.school'),
      read('teacher', '%@nowhere'),
    ]);
    assert.ok(students.length > 1 && students.every((u) => u.role === 'student'));
    assert.ok(teachers.length > 0 && teachers.every((u) => u.role === 'teacher'));
    assert.deepEqual(none, []);
    assert.deepEqual(
      students.map((u) => u.email),
      students
        .map((u) => u.email)
        .sort()
        .reverse(),
      "the read's own order is kept",
    );
    assert.deepEqual(Object.keys(students[0]).sort(), ['email', 'role'], 'no batch column in the rows');
  });

  test('PostgreSQL keeps one generic plan for a batched read instead of planning each execution', async () => {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) await byRole(tx)('student', '%@demo.school');
      const [plans] = rowsOf<{ generic_plans: number; custom_plans: number }>(
        await tx.execute(
          sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'test_users_by_role'`,
        ),
      );
      assert.ok(plans.generic_plans >= 2, JSON.stringify(plans));
    });
  });

  test('the same read later sees what was written in between', async () => {
    const read = byRole(database.db);
    assert.deepEqual(await read('student', '%@nowhere.test'), []);
    await database.db.execute(sql`update users set email = 'moved@nowhere.test' where email = 'student2@demo.school'`);
    assert.deepEqual(await read('student', '%@nowhere.test'), [{ email: 'moved@nowhere.test', role: 'student' }]);
  });
});

describe('batchedByShape', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.destroy());

  interface Shape {
    byRole: boolean;
  }
  // A page with its window count, as the teacher's student list reads; `%@demo.school` is a value the shape wrote.
  const build = (shape: Shape) => sql`select email, count(*) over ()::int as total from users
    where email like ${'%@demo.school'} ${shape.byRole ? sql`and role = ${sql.placeholder('role')}` : sql``}
    order by email limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  const page = batchedByShape<Shape, { email: string; total: number }>('test_page', build, {
    role: 'text',
    limit: 'int',
    offset: 'int',
  });
  const expected = async (role: string, limit: number, offset: number) =>
    rowsOf<{ email: string; total: number }>(
      await database.db.execute(sql`select email, count(*) over ()::int as total from users
        where email like '%@demo.school' and role = ${role} order by email limit ${limit} offset ${offset}`),
    );

  test('the requests of one shape in a turn are one execution; each gets its own page, count and order', async () => {
    await database.db.transaction(async (tx) => {
      const asked: [string, number, number][] = [
        ['student', 2, 0],
        ['student', 2, 2],
        ['teacher', 5, 0],
        ['nobody', 5, 0],
      ];
      const pages = await Promise.all(
        asked.map(([role, limit, offset]) => page(tx, { byRole: true }, { role, limit, offset })),
      );
      for (const [i, [role, limit, offset]] of asked.entries())
        assert.deepEqual(pages[i], await expected(role, limit, offset), `${role} ${limit} ${offset}`);
      assert.equal(pages[0].length, 2);
      assert.ok(pages[0][0].total > 2, 'the count is of all the students, not of the page');
      assert.deepEqual(pages[3], []);
      const runs = rowsOf<{ runs: number }>(
        await tx.execute(sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements
          where name like 'test_page_%'`),
      );
      assert.deepEqual(runs, [{ runs: 1 }], 'one statement for the four requests');
    });
  });

  test('a request without a value for a placeholder fails alone; the others of its batch get their pages', async () => {
    const [ok, missing] = await Promise.allSettled([
      page(database.db, { byRole: true }, { role: 'teacher', limit: 5, offset: 0 }),
      page(database.db, { byRole: true }, { limit: 5, offset: 0 }),
    ]);
    assert.deepEqual(ok.status === 'fulfilled' && ok.value, await expected('teacher', 5, 0));
    assert.match(String(missing.status === 'rejected' && missing.reason), /No value for placeholder "role"/);
  });

  test('another shape is a statement of its own; a placeholder without a type is refused', async () => {
    const all = await page(database.db, { byRole: false }, { limit: 100, offset: 0 });
    const users = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from users where email like '%@demo.school'`),
    );
    assert.equal(all.length, users[0].n);
    const untyped = batchedByShape<Shape, unknown>('test_untyped', build, { limit: 'int', offset: 'int' });
    assert.throws(() => untyped(database.db, { byRole: true }, { role: 'student', limit: 1, offset: 0 }), {
      message: /no type for the placeholder role/,
    });
  });
});
