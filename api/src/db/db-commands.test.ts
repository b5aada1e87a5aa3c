// The database commands of a deployment: migrate-cli.ts (the Kubernetes migration Job) applies the migrations and
// exits; a school installed without the demo data (SEED_DEMO=0) gets its first account from create-super-cli.ts: the
// input is checked, the super franchise can then sign in, and a second one is refused.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { createTestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

let database: TestDatabase;
let url: string;
before(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`truncate users restart identity cascade`);
  url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
});
after(() => database.destroy());

const run = (env: Record<string, string>, command = 'create-super-cli.ts') =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, command)], {
    env: { ...process.env, DATABASE_URL: url, ...env },
    encoding: 'utf8',
  });

test('the migration command applies the migrations (none left here) and exits', () => {
  const migrated = run({}, 'migrate-cli.ts');
  assert.equal(migrated.status, 0, migrated.stderr);
  assert.match(migrated.stdout, /Migrations applied/);
  assert.equal(run({ DATABASE_URL: '' }, 'migrate-cli.ts').status, 2);
});

test('SEED_DEMO=0 turns the demo school off; it is on by default', () => {
  assert.equal(loadConfig({}).seedDemo, true);
  assert.equal(loadConfig({ SEED_DEMO: '0' }).seedDemo, false);
});

test('the first super franchise: checked, created once, and able to sign in', async () => {
  const account = { SUPER_EMAIL: 'Head@School.example', SUPER_FIRST_NAME: 'Oksana', SUPER_LAST_NAME: 'Head' };
  const short = run({ ...account, SUPER_PASSWORD: 'abc' });
  assert.equal(short.status, 2);
  assert.match(short.stderr, /password/);
  const created = run({ ...account, SUPER_PASSWORD: 'a-long-pass-2026' });
  assert.equal(created.status, 0, created.stderr);
  const t = await createTestApp({ database });
  try {
    const token = await t.signIn('head@school.example', 'a-long-pass-2026');
    const me = await t.req({
      method: 'GET',
      url: '/api/v1/users/user/me',
      headers: { authorization: `Token ${token}` },
    });
    assert.equal(me.json().role, 'super_franchise');
  } finally {
    await t.close();
  }
  const again = run({ ...account, SUPER_EMAIL: 'other@school.example', SUPER_PASSWORD: 'a-long-pass-2026' });
  assert.equal(again.status, 1);
  assert.match(again.stderr, /exists already/);
});
