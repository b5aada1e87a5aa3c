import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { clear, hit, peek, peekMany, sweepExpired } from './counters.ts';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.close());

test('hit counts within a window, peek reads without counting, clear forgets', async () => {
  const { db } = database;
  assert.equal((await hit(db, 'k1', 60)).count, 1);
  assert.equal((await hit(db, 'k1', 60)).count, 2);
  const state = await hit(db, 'k1', 60, 3);
  assert.equal(state.count, 5);
  assert.ok(state.lastHit instanceof Date && state.resetsAt instanceof Date);
  assert.equal((await peek(db, 'k1')).count, 5);
  assert.equal((await peek(db, 'unknown')).count, 0);
  const many = await peekMany(db, ['k1', 'unknown']);
  assert.equal(many.get('k1')?.count, 5);
  assert.equal(many.has('unknown'), false);
  await clear(db, 'k1');
  assert.equal((await peek(db, 'k1')).count, 0);
});

test('a window that ended starts again from the next hit, and expired rows are swept', async () => {
  const { db } = database;
  await hit(db, 'k2', 60);
  await hit(db, 'k2', 60);
  await db.execute(sql`update rate_counters set expires = now() - interval '1 second' where key = 'k2'`);
  assert.equal((await peek(db, 'k2')).count, 0, 'an ended window reads as empty');
  assert.equal((await hit(db, 'k2', 60)).count, 1, 'the next hit opens a new window');
  await db.execute(sql`update rate_counters set expires = now() - interval '1 second' where key = 'k2'`);
  assert.ok((await sweepExpired(db)) >= 1);
  assert.equal((await peekMany(db, ['k2'])).size, 0);
  const left = (await db.execute(sql`select 1 from rate_counters where key = 'k2'`)) as unknown as { rows: unknown[] };
  assert.equal(left.rows.length, 0);
});

test('parallel hits on one key are all counted (one row, no lost update)', async () => {
  const { db } = database;
  await Promise.all(Array.from({ length: 20 }, () => hit(db, 'k3', 60)));
  assert.equal((await peek(db, 'k3')).count, 20);
});
