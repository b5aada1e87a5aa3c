// A student list as it opens (users/students without a filter or a search) is kept by viewer and window at the
// students' version, which is read in the statement that reads the session (students-list.routes.ts `openingPages`,
// migration 0029, issue 16): the same rows and count as the list read apart; read again as soon as anything it shows
// or anyone it reaches has changed, and never before the change is committed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { clientFor, createTestApp, type Client, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let teacher: Client;
let franchise: Client;

before(async () => {
  t = await createTestApp();
  teacher = await clientFor(t, 'teacher@demo.school');
  franchise = await clientFor(t, 'franchise@demo.school');
});
after(() => t.close());

/** The names (or texts) of the statements sent to PostgreSQL while `run` runs, and what it answered. */
async function statementsOf<T>(run: () => Promise<T>): Promise<{ names: string[]; result: T }> {
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = client.query;
  const names: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as { name?: string; text?: string } | string;
    names.push(typeof config === 'string' ? config : (config?.name ?? config?.text ?? ''));
    return query.apply(this, args);
  };
  try {
    return { names, result: await run() };
  } finally {
    client.query = query;
  }
}

const list = async (who: Client, query: string) => {
  const res = await who('GET', `/api/v1/users/students?${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { count: number; results: { id: number }[] };
};
const byId = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id);
const sent = (names: string[], prefix: string) => names.filter((name) => name.startsWith(prefix)).length;

const STUDENT_PAGE = 'students_page';
const SESSION_WITH_VERSION = 'session_students_version';
/** Runs `text` on a connection of its own, as another API process or a person at psql would. */
const sql = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
const version = async () => (await sql('select version from students_version where id = 1')).rows[0].version as number;
type Row = { id: number; first_name: string; group: { id: number; name: string } | null };
type Parent = { id: number; first_name: string } | null;

describe("the teacher's opening list", { concurrency: 1 }, () => {
  test('is read with the session, then kept: one statement while nothing it shows changes', async () => {
    const first = await statementsOf(() => list(teacher, 'page=1'));
    assert.ok(first.result.count > 0);
    assert.equal(sent(first.names, SESSION_WITH_VERSION), 1, first.names.join(', '));
    const again = await statementsOf(() => list(teacher, 'page=1'));
    assert.deepEqual(again.names, [SESSION_WITH_VERSION]);
    assert.deepEqual(again.result, first.result);
    // A filter is another statement, read after the session's, and never kept.
    for (let n = 0; n < 2; n += 1) {
      const filtered = await statementsOf(() => list(teacher, 'page=1&is_active=true'));
      assert.equal(sent(filtered.names, 'students_page_counted'), 1, filtered.names.join(', '));
      assert.equal(sent(filtered.names, SESSION_WITH_VERSION), 0, filtered.names.join(', '));
    }
  });

  test('a page larger than the lists ask for is read every time, not kept', async () => {
    for (let n = 0; n < 2; n += 1) {
      const big = await statementsOf(() => list(teacher, 'step=100'));
      assert.equal(sent(big.names, 'students_page_counted'), 1, big.names.join(', '));
    }
  });

  test("is each viewer's and each window's own", async () => {
    const teacher2 = await clientFor(t, 'teacher2@demo.school');
    const mine = await list(teacher, 'step=50');
    const theirs = await list(teacher2, 'step=50');
    const ids = new Set(mine.results.map((r) => r.id));
    assert.ok(
      theirs.results.every((r) => !ids.has(r.id)),
      "no student of one teacher's list in the other's",
    );
    const two = await list(teacher, 'step=2');
    assert.deepEqual(
      two.results.map((r) => r.id),
      mine.results.slice(0, 2).map((r) => r.id),
    );
  });

  test('shows a committed change at once, and an uncommitted one not at all', async () => {
    const before = (await list(teacher, 'step=50')).results as Row[];
    const student = before[0];
    const other = await t.database.pool.connect();
    try {
      await other.query('begin');
      await other.query('update users set first_name = $2 where id = $1', [student.id, 'Uncommitted']);
      const during = await statementsOf(() => list(teacher, 'step=50'));
      assert.equal((during.result.results as Row[])[0].first_name, student.first_name);
      assert.deepEqual(during.names, [SESSION_WITH_VERSION], 'the version has not moved');
      await other.query('commit');
    } finally {
      other.release();
    }
    const after = await statementsOf(() => list(teacher, 'step=50'));
    const renamed = (after.result.results as Row[]).find((r) => r.id === student.id);
    assert.equal(renamed?.first_name, 'Uncommitted');
    assert.equal(sent(after.names, 'students_page_counted'), 1, 'read again');
    await sql('update users set first_name = $2 where id = $1', [student.id, student.first_name]);
    const back = (await list(teacher, 'step=50')).results as Row[];
    assert.equal(back.find((r) => r.id === student.id)?.first_name, student.first_name);
  });

  test("follows a group's name, a student's move out of the group, a parent's name and a new student", async () => {
    const rows = (await list(teacher, 'step=50')).results as (Row & { parent: Parent })[];
    const inGroup = rows.find((r) => r.group !== null)!;
    const group = inGroup.group!;
    await sql('update groups set name = $2 where id = $1', [group.id, 'Renamed group']);
    let now = (await list(teacher, 'step=50')).results as (Row & { parent: Parent })[];
    assert.equal(now.find((r) => r.id === inGroup.id)?.group?.name, 'Renamed group');
    await sql('update groups set name = $2 where id = $1', [group.id, group.name]);

    const withParent = rows.find((r) => r.parent !== null);
    if (withParent) {
      await sql('update users set first_name = $2 where id = $1', [withParent.parent!.id, 'Renamed parent']);
      now = (await list(teacher, 'step=50')).results as (Row & { parent: Parent })[];
      assert.equal(now.find((r) => r.id === withParent.id)?.parent?.first_name, 'Renamed parent');
      await sql('update users set first_name = $2 where id = $1', [
        withParent.parent!.id,
        withParent.parent!.first_name,
      ]);
    }

    const count = (await list(teacher, 'step=50')).count;
    const moved = rows.find((r) => r.group !== null && r.id !== withParent?.id) ?? inGroup;
    const { rows: before } = await sql('select group_id, parent_id from users where id = $1', [moved.id]);
    await sql('update users set group_id = null, parent_id = null where id = $1', [moved.id]);
    const without = await list(teacher, 'step=50');
    assert.equal(without.count, count - 1);
    assert.ok(!without.results.some((r) => r.id === moved.id));
    await sql('update users set group_id = $2, parent_id = $3 where id = $1', [
      moved.id,
      before[0].group_id,
      before[0].parent_id,
    ]);
    assert.equal((await list(teacher, 'step=50')).count, count);

    const { rows: added } = await sql(
      `insert into users (email, password_hash, role, first_name, last_name, group_id)
       values ('kept-page-new@demo.school', 'x', 'student', 'Aaron', 'Aardvark', $1) returning id`,
      [group.id],
    );
    const withNew = await list(teacher, 'step=50');
    assert.equal(withNew.count, count + 1);
    assert.equal(withNew.results[0].id, added[0].id, 'first by last name');
    await sql('delete from users where id = $1', [added[0].id]);
    assert.equal((await list(teacher, 'step=50')).count, count);
  });

  test('moves the version once a transaction, and not for what no list shows', async () => {
    const students = ((await list(teacher, 'step=50')).results as Row[]).map((r) => r.id);
    const start = await version();
    await sql('update users set notification = notification, photo = photo where id = any($1)', [students]);
    await sql(
      "update groups set address = address where teacher_id = (select id from users where email = 'teacher@demo.school')",
    );
    assert.equal(await version(), start, 'a photo, a notification or an address is on no list');
    const other = await t.database.pool.connect();
    try {
      await other.query('begin');
      await other.query('update users set first_name = first_name where id = any($1)', [students]);
      await other.query('update users set last_name = last_name where id = any($1)', [students]);
      await other.query('commit');
    } finally {
      other.release();
    }
    assert.equal(await version(), start + 1);
  });

  test("still checks the session every time: a blocked teacher's kept page is not answered", async () => {
    const blocked = await clientFor(t, 'teacher3@demo.school');
    await list(blocked, 'page=1');
    await list(blocked, 'page=1');
    await sql("update users set is_active = false where email = 'teacher3@demo.school'");
    try {
      assert.equal((await blocked('GET', '/api/v1/users/students?page=1')).statusCode, 401);
    } finally {
      await sql("update users set is_active = true where email = 'teacher3@demo.school'");
    }
    const signedOut = await clientFor(t, 'teacher2@demo.school');
    await list(signedOut, 'page=1');
    await sql("delete from auth_tokens where user_id = (select id from users where email = 'teacher2@demo.school')");
    assert.equal((await signedOut('GET', '/api/v1/users/students?page=1')).statusCode, 401);
  });

  test('has the rows and the count of the active and the blocked lists read apart', async () => {
    const opening = await list(teacher, 'step=50');
    const active = await list(teacher, 'step=50&is_active=true');
    const blocked = await list(teacher, 'step=50&is_active=false');
    assert.ok(blocked.count > 0, 'the demo teacher has a blocked student');
    assert.equal(opening.count, active.count + blocked.count);
    assert.deepEqual(byId(opening.results), byId([...active.results, ...blocked.results]));
    // A blank search is no search: the same list.
    assert.deepEqual(await list(teacher, 'step=50&search=%20'), opening);
  });

  test('pages as the list read apart does, and a page past the end keeps the count', async () => {
    const all = await list(teacher, 'step=50');
    const first = await list(teacher, 'step=2&page=1');
    const second = await list(teacher, 'step=2&page=2');
    assert.deepEqual(
      [...first.results, ...second.results].map((r) => r.id),
      all.results.slice(0, 4).map((r) => r.id),
    );
    const past = await list(teacher, 'step=2&page=500');
    assert.deepEqual([past.count, past.results], [all.count, []]);
  });

  test('bad paging is refused, not read', async () => {
    for (const query of ['page=0', 'page=-1', 'page=x', 'page=99999999&step=500', 'step=0']) {
      assert.equal((await teacher('GET', `/api/v1/users/students?${query}`)).statusCode, 400, query);
    }
  });

  test("is a franchise's too: its count and page are read apart once, then kept", async () => {
    const { names, result } = await statementsOf(() => list(franchise, 'page=1'));
    const mine = await list(teacher, 'step=50');
    assert.ok(result.count >= mine.count, "the franchise sees its teacher's students and more");
    assert.equal(sent(names, STUDENT_PAGE), 1, names.join(', '));
    assert.deepEqual((await statementsOf(() => list(franchise, 'page=1'))).names, [SESSION_WITH_VERSION]);
    const page = await list(franchise, 'step=50&page=1');
    assert.equal(page.results.length, Math.min(50, result.count));
  });
});
