import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import {
  connectTo,
  killSpawnedApis,
  postgresPid,
  postgresProcesses,
  spawnApi,
  stopApi,
  untilHealthy,
  type ApiProcess,
} from '../../test/api-process.ts';

// Faults of issue 8, each against the API as `npm start` runs it, on the embedded PostgreSQL server with fsync on.

const dirs: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-fault-'));
  fs.chmodSync(dir, 0o755); // the server may run as the OS user postgres
  dirs.push(dir);
  return path.join(dir, 'postgres');
}
after(() => {
  killSpawnedApis();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Anonymous writes (trial-lesson requests), `parallel` at a time; `onAck` after each acknowledged one. */
async function burst(api: ApiProcess, label: string, count: number, onAck: (acked: number) => void) {
  const acked: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const name = `${label}-${next++}`;
      let status = 0;
      try {
        const res = await fetch(`${api.base}/trial_lessons`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ parent_name: name, child_age: 7, phone_number: '+380501234567' }),
          signal: AbortSignal.timeout(20_000),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0; // the connection broke: not acknowledged
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201) {
        acked.push(name);
        onAck(acked.length);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { acked, statuses };
}

async function storedNames(pgDataDir: string, label: string): Promise<Set<string>> {
  const client = await connectTo(pgDataDir);
  try {
    const { rows } = await client.query('select parent_name from trial_lessons where parent_name like $1', [
      `${label}-%`,
    ]);
    return new Set(rows.map((r) => r.parent_name as string));
  } finally {
    await client.end();
  }
}

function assertAllStored(acked: string[], stored: Set<string>) {
  const lost = acked.filter((name) => !stored.has(name));
  assert.deepEqual(lost, [], `${lost.length} acknowledged writes lost`);
}

/** The API's error log lines, shortened, for a failure message. */
const errorLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('"level":50'))
    .map((line) => line.slice(0, 1500))
    .join('\n');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL under faults', { timeout: 240_000 }, () => {
  test('a replica of the stack ends with the process that started it: its stdin closes, it stops its database', async () => {
    const dir = dataDir();
    const api = await spawnApi(dir, undefined, { exitWithParent: true });
    await untilHealthy(api);
    const server = postgresPid(dir);
    api.child.stdin!.end(); // what the system does to the pipe when the parent ends, however it ends
    assert.equal(await api.exited, 0, api.output());
    assert.equal(alive(server), false, 'its database server has stopped too');
  });

  test('a second start on the same data folder is refused with a clear message; the first keeps running', async () => {
    const dir = dataDir();
    const first = await spawnApi(dir);
    await untilHealthy(first);
    const second = await spawnApi(dir);
    assert.equal(await second.exited, 1);
    assert.match(second.output(), /The database folder .* is already in use by another Abacus server \(process \d+\)/);
    assert.equal((await fetch(`${first.base}/healthz`)).status, 200);
    const server = postgresPid(dir);
    assert.equal(await stopApi(first), 0);
    assert.equal(alive(server), false, 'stopping the API stops its PostgreSQL server');
  });

  test('SIGKILL of the API in a burst of writes loses no acknowledged write, and the next start comes up by itself', async () => {
    const dir = dataDir();
    const api = await spawnApi(dir);
    await untilHealthy(api);
    const { acked } = await burst(api, 'api-kill', 400, (n) => {
      if (n === 60) api.child.kill('SIGKILL');
    });
    assert.ok(acked.length >= 60);
    const orphan = postgresPid(dir);
    assert.ok(alive(orphan), 'the server outlives the killed API');

    const again = await spawnApi(dir);
    await untilHealthy(again);
    assert.match(again.output(), /left running .* by a previous start/);
    assertAllStored(acked, await storedNames(dir, 'api-kill'));
    await stopApi(again);
  });

  test('SIGKILL of the database in a burst: 503s, never 500s; it is restarted; then SIGKILL of both: the next start comes up; no acknowledged write is lost', async () => {
    const dir = dataDir();
    const api = await spawnApi(dir);
    await untilHealthy(api);
    const killed = postgresPid(dir);
    const first = await burst(api, 'db-kill', 300, (n) => {
      if (n === 60) process.kill(killed, 'SIGKILL');
    });
    for (const status of first.statuses.keys())
      assert.ok([201, 503].includes(status), `status ${status} during the outage:\n${errorLines(api.output())}`);
    assert.ok(first.statuses.has(503), 'the outage was seen (503) before the server came back');
    await untilHealthy(api, 60_000);
    assert.notEqual(postgresPid(dir), killed, 'the API started the server again');
    assertAllStored(first.acked, await storedNames(dir, 'db-kill'));

    const second = await burst(api, 'both-kill', 300, (n) => {
      if (n === 60) {
        process.kill(postgresPid(dir), 'SIGKILL');
        api.child.kill('SIGKILL');
      }
    });
    const again = await spawnApi(dir);
    await untilHealthy(again);
    assertAllStored(first.acked, await storedNames(dir, 'db-kill'));
    assertAllStored(second.acked, await storedNames(dir, 'both-kill'));
    await stopApi(again);
  });

  test('healthz answers 200 only while the database answers; a database that stops answering gets 503 at once, and the API recovers', async () => {
    const dir = dataDir();
    const api = await spawnApi(dir);
    await untilHealthy(api);
    const auth = await fetch(`${api.base}/users/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student@demo.school', password: 'demo1234' }),
    });
    const { token } = (await auth.json()) as { token: string };
    const me = () =>
      fetch(`${api.base}/users/user/me`, {
        headers: { authorization: `Token ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
    assert.equal((await me()).status, 200);

    const frozen = postgresProcesses(dir);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      const health = await fetch(`${api.base}/healthz`, { signal: AbortSignal.timeout(10_000) });
      assert.equal(health.status, 503);
      assert.deepEqual(await health.json(), { status: 'unavailable', database: 'unavailable' });
      const res = await me();
      assert.equal(res.status, 503);
      assert.equal(res.headers.get('retry-after'), '5');
      assert.equal((await fetch(`${api.base}/livez`)).status, 200, 'the process itself is alive');
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await untilHealthy(api, 30_000);
    assert.equal((await me()).status, 200);
    await stopApi(api);
  });
});
