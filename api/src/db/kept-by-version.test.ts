// keptByVersionPerId: rows kept by id with the version of the statement that read them (homework/month-progress.ts);
// keptByVersionPerKey: values kept by key at the newest version seen (users/students-list.routes.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Db } from './client.ts';
import { keptByVersionPerId, keptByVersionPerKey } from './kept-by-version.ts';

/** A pretend database: its rows by id at its current version, and every read's ids. */
function fakeDb() {
  const state = { version: 1 as number | null, rows: new Map<number, string>(), reads: [] as number[][] };
  const db = {} as Db;
  const at = keptByVersionPerId<string>(async (_db, ids) => {
    state.reads.push(ids);
    return {
      version: state.version,
      rows: new Map(ids.flatMap((id) => (state.rows.has(id) ? [[id, state.rows.get(id)!] as const] : []))),
    };
  }, 2);
  return { db, state, at };
}

test('reads only the ids not kept at the version asked, and again all of them at a new version', async () => {
  const { db, state, at } = fakeDb();
  state.rows.set(1, 'a').set(2, 'b');
  assert.deepEqual(
    [...(await at(db, 1, [1, 2]))],
    [
      [1, 'a'],
      [2, 'b'],
    ],
  );
  state.rows.set(1, 'a2');
  assert.deepEqual(
    [...(await at(db, 1, [2, 1]))],
    [
      [2, 'b'],
      [1, 'a'],
    ],
    'kept at version 1',
  );
  state.version = 2;
  assert.deepEqual([...(await at(db, 2, [1]))], [[1, 'a2']]);
  assert.deepEqual(state.reads, [[1, 2], [1]]);
});

test('rows read at another version than asked answer the call but are kept under their own', async () => {
  const { db, state, at } = fakeDb();
  state.rows.set(1, 'a');
  state.version = 5;
  assert.deepEqual([...(await at(db, 4, [1]))], [[1, 'a']], 'a write came between the two reads');
  await at(db, 5, [1]);
  assert.deepEqual(state.reads, [[1]], 'kept under version 5');
  await at(db, 4, [1]);
  assert.deepEqual(state.reads, [[1], [1]], 'an older version is read again, and does not replace the newer');
  await at(db, 5, [1]);
  assert.equal(state.reads.length, 2);
});

test('nothing is kept without a version row; a missing id is left out; past the limit the kept rows go', async () => {
  const { db, state, at } = fakeDb();
  state.version = null;
  state.rows.set(1, 'a');
  await at(db, null, [1]);
  await at(db, null, [1]);
  assert.equal(state.reads.length, 2);
  state.version = 1;
  assert.deepEqual([...(await at(db, 1, [1, 9]))], [[1, 'a']]);
  state.rows.set(2, 'b').set(3, 'c').set(4, 'd');
  await at(db, 1, [2, 3]);
  assert.deepEqual(state.reads.at(-1), [2, 3], 'over the limit of 2: the kept rows go, the new ones stay');
  await at(db, 1, [1, 2, 3]);
  assert.deepEqual(state.reads.at(-1), [1]);
});

test('per key: a value answers only at its version; a newer version drops the older, an older one is not kept', () => {
  const kept = keptByVersionPerKey<string>(2);
  const db = {} as Db;
  const other = {} as Db;
  kept.set(db, 3, 'a', 'A3');
  assert.equal(kept.get(db, 3, 'a'), 'A3');
  assert.equal(kept.get(db, 4, 'a'), undefined, 'another version');
  assert.equal(kept.get(db, 3, 'b'), undefined, 'another key');
  assert.equal(kept.get(other, 3, 'a'), undefined, "another database's");
  kept.set(db, 4, 'b', 'B4');
  assert.equal(kept.get(db, 3, 'a'), undefined, 'dropped with its version');
  kept.set(db, 3, 'a', 'A3 late');
  assert.equal(kept.get(db, 3, 'a'), undefined, 'a read at an older version than kept is not kept');
  kept.set(db, 4, 'c', 'C4');
  kept.set(db, 4, 'd', 'D4');
  assert.deepEqual(
    ['b', 'c', 'd'].map((key) => kept.get(db, 4, key)),
    [undefined, undefined, 'D4'],
    'past the limit the kept ones go',
  );
});
