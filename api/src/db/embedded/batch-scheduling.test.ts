import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import pg from 'pg';
import { underBatchScheduling } from './batch-scheduling.ts';
import { startEmbeddedPostgres } from './server.ts';

const SCHED_BATCH = 3; // linux/sched.h
const policyOf = (pid: number) =>
  Number(/^policy\s*:\s*(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/sched`, 'utf8'))?.[1]);
const hasChrt = ['/usr/bin/chrt', '/bin/chrt'].some((f) => fs.existsSync(f));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-sched-'));
fs.chmodSync(dir, 0o755); // the server may run as the OS user postgres
after(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the embedded server and the backends it forks run under SCHED_BATCH: a query does not preempt the API', {
  skip: process.platform !== 'linux' || !hasChrt ? 'needs Linux and util-linux chrt' : false,
}, async () => {
  const server = await startEmbeddedPostgres({ rootDir: path.join(dir, 'postgres'), fast: true, log: () => {} });
  try {
    assert.equal(policyOf(server.pid()!), SCHED_BATCH, 'the postmaster');
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number; one: number }>('select pg_backend_pid() as pid, 1 as one');
      assert.equal(rows[0].one, 1);
      assert.notEqual(rows[0].pid, server.pid());
      assert.equal(policyOf(rows[0].pid), SCHED_BATCH, 'the connection’s backend');
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
});

test('where chrt may not set the policy (a sandbox forbids it), the server starts directly', {
  skip: process.platform !== 'linux' ? 'Linux only' : false,
}, () => {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-chrt-'));
  const path0 = process.env.PATH;
  try {
    fs.writeFileSync(
      path.join(bin, 'chrt'),
      '#!/bin/sh\necho "chrt: failed to set pid 0\'s policy: Operation not permitted" >&2\nexit 1\n',
      {
        mode: 0o755,
      },
    );
    process.env.PATH = `${bin}${path.delimiter}${path0}`;
    assert.deepEqual(underBatchScheduling('/opt/pg/bin/postgres', ['-D', 'data']), {
      command: '/opt/pg/bin/postgres',
      args: ['-D', 'data'],
    });
  } finally {
    process.env.PATH = path0;
    fs.rmSync(bin, { recursive: true, force: true });
  }
  if (hasChrt)
    assert.equal(
      underBatchScheduling('/opt/pg/bin/postgres', ['-D', 'data']).args.join(' '),
      '--batch 0 /opt/pg/bin/postgres -D data',
    );
});
