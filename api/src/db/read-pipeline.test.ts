import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { ReadPipeline, runBatchedRead } from './read-pipeline.ts';

let database: TestDatabase;
let connection: pg.ClientConfig;
before(async () => {
  database = await createTestDatabase();
  connection = { connectionString: (database.pool as unknown as { options: pg.PoolConfig }).options.connectionString };
});
after(() => database.destroy());

const PID = { name: 'test_pid', text: 'select pg_backend_pid() as pid, $1::int as n' };
const pidOf = async (p: Promise<pg.QueryResult<{ pid: number }>> | null) => {
  assert.ok(p, 'sent on the pipeline');
  return (await p).rows[0].pid;
};
const backendAlive = async (pid: number) =>
  (await database.pool.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount === 1;

async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail(what);
}

describe('ReadPipeline', () => {
  test('statements sent together go out on one connection, each answered in its own place', async () => {
    const reads = new ReadPipeline(connection);
    try {
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => reads.query<{ pid: number; n: number }>({ ...PID, values: [n] })),
      );
      assert.deepEqual(
        answers.map((a) => a!.rows[0].n),
        [1, 2, 3, 4, 5],
      );
      assert.equal(new Set(answers.map((a) => a!.rows[0].pid)).size, 1, 'one backend');
    } finally {
      await reads.close();
    }
  });

  test('a statement that fails fails alone; the ones beside it are answered', async () => {
    const reads = new ReadPipeline(connection);
    try {
      const results = await Promise.allSettled([
        reads.query({ ...PID, values: [1] }),
        reads.query({ text: 'select 1 / $1::int', values: [0] }),
        reads.query({ ...PID, values: [3] }),
      ]);
      assert.deepEqual(
        results.map((r) => (r.status === 'fulfilled' ? r.value!.rows[0].n : (r.reason as Error).message)),
        [1, 'division by zero', 3],
      );
    } finally {
      await reads.close();
    }
  });

  test('at its limit of statements in flight it answers null, and takes more once they are answered', async () => {
    const reads = new ReadPipeline(connection, 2);
    try {
      const first = reads.query({ text: 'select pg_sleep(0.05)' });
      const second = reads.query({ ...PID, values: [2] });
      assert.ok(first && second);
      assert.equal(reads.query({ ...PID, values: [3] }), null, 'full: the caller sends it another way');
      await Promise.all([first, second]);
      assert.ok(reads.query({ ...PID, values: [4] }), 'room again');
    } finally {
      await reads.close();
    }
  });

  test('a connection that breaks is replaced by a new one', async () => {
    const reads = new ReadPipeline(connection);
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const before = await pidOf(reads.query({ ...PID, values: [1] }));
      await database.pool.query('select pg_terminate_backend($1)', [before]);
      await eventually(async () => !(await backendAlive(before)), 'the backend ends');
      // The statement sent as the connection broke may fail; the ones after are answered by a new backend.
      await eventually(async () => {
        const sent = reads.query<{ pid: number }>({ ...PID, values: [2] });
        const pid = await sent?.then((a) => a.rows[0].pid).catch(() => null);
        return pid != null && pid !== before;
      }, 'a new connection answers');
    } finally {
      console.error = log;
      await reads.close();
    }
  });

  test('close ends its connection; later statements answer null', async () => {
    const reads = new ReadPipeline(connection);
    const pid = await pidOf(reads.query({ ...PID, values: [1] }));
    await reads.close();
    assert.equal(reads.query({ ...PID, values: [2] }), null);
    await eventually(async () => !(await backendAlive(pid)), 'its backend ends');
  });
});

describe('runBatchedRead', () => {
  test("a database's batched reads go on its pipelines' connections, by the fewest in flight; a transaction's on its own", async () => {
    const read = (n: number) => runBatchedRead<{ pid: number; n: number }>(database.db, PID.name, PID.text, [n]);
    const alone = [];
    for (const n of [1, 2, 3]) alone.push((await read(n))[0].pid);
    assert.equal(new Set(alone).size, 1, 'one at a time: the same connection');

    const rows = (await Promise.all([read(1), read(2), read(3), read(4)])).map(([row]) => row);
    assert.deepEqual(
      rows.map((r) => r.n),
      [1, 2, 3, 4],
    );
    const pids = rows.map((r) => r.pid);
    assert.equal(new Set(pids).size, 2, 'together: on both connections');
    assert.deepEqual(pids.slice(2), pids.slice(0, 2), 'each in turn to the less busy one');
    const { rows: named } = await database.pool.query(
      "select pid from pg_stat_activity where pid = any($1) and application_name = 'abacus batched reads'",
      [[...new Set(pids)]],
    );
    assert.equal(named.length, 2, "the pipelines' connections say what they are");

    const inTransaction = await database.db.transaction(async (tx) => {
      const [{ pid }] = await runBatchedRead<{ pid: number }>(tx, PID.name, PID.text, [1]);
      return pid;
    });
    assert.ok(!pids.includes(inTransaction), "the transaction's own connection");
  });
});
