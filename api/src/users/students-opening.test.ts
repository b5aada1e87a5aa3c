// The student list as a teacher opens it (users/students without a filter or a search) is read in the statement that
// reads the session (students-list.routes.ts `openingPage`, issue 16): the same rows and count as the list read apart,
// for teachers only, one statement where there were two.
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

describe("the teacher's opening list", { concurrency: 1 }, () => {
  test('is read with the session, in one statement', async () => {
    const { names, result } = await statementsOf(() => list(teacher, 'page=1'));
    assert.ok(result.count > 0);
    assert.equal(sent(names, 'session_students_opening_page'), 1, names.join(', '));
    assert.equal(sent(names, 'students_page'), 0, names.join(', '));
    // A filter is another statement, read after the session's.
    const filtered = await statementsOf(() => list(teacher, 'page=1&is_active=true'));
    assert.equal(sent(filtered.names, 'students_page_counted'), 1, filtered.names.join(', '));
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

  test("is not a franchise's: another role reads its list after the session", async () => {
    const { names, result } = await statementsOf(() => list(franchise, 'page=1'));
    const mine = await list(teacher, 'step=50');
    assert.ok(result.count >= mine.count, "the franchise sees its teacher's students and more");
    assert.equal(sent(names, 'students_page'), 1, names.join(', '));
    const page = await list(franchise, 'step=50&page=1');
    assert.equal(page.results.length, Math.min(50, result.count));
  });
});
