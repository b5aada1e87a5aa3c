import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { acquirePgliteLock, LOCK_FILE_NAME, PgliteLockedError } from './pglite-lock.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-lock-'));

test('the lock file holds our pid and is removed on release', () => {
  const dir = tmp();
  const lock = acquirePgliteLock(dir);
  assert.equal(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'), String(process.pid));
  assert.throws(() => acquirePgliteLock(dir), PgliteLockedError, 'a second open in the same process is refused');
  lock.release();
  assert.ok(!fs.existsSync(path.join(dir, LOCK_FILE_NAME)));
  acquirePgliteLock(dir).release();
  fs.rmSync(dir, { recursive: true });
});

test('a lock held by another live process is refused with a clear message', async () => {
  const dir = tmp();
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
  try {
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), String(child.pid));
    assert.throws(
      () => acquirePgliteLock(dir),
      (err: unknown) => err instanceof PgliteLockedError && err.message.includes(`pid ${child.pid}`) && err.message.includes('PGLITE_DIR'),
    );
  } finally {
    child.kill();
    await new Promise((r) => child.once('exit', r));
  }
  // now the holder is dead: the stale lock is taken over
  const lock = acquirePgliteLock(dir);
  assert.equal(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'), String(process.pid));
  lock.release();
  fs.rmSync(dir, { recursive: true });
});
