import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { purchasedItems } from '../db/schema.ts';
import { appendLedgerEntry } from '../indigo/ledger.ts';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';
import { itemIdOf, SHOP } from './test-support.ts';

let t: TestApp;
let studentId: number;
let student: Client;
before(async () => {
  t = await createTestApp();
  studentId = await idOf(t, 'student@demo.school');
  student = await clientFor(t, 'student@demo.school');
  await appendLedgerEntry(t.database.db, { userId: studentId, amount: '100.00', reason: 'test' });
});
after(() => t.close());

/** Buys the seeded item and returns the purchased row's id. */
async function own(slug: string): Promise<number> {
  const res = await student('POST', `${SHOP}/${await itemIdOf(t.database.db, slug)}/purchase`);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id;
}

/** slug -> is_activated for everything the student owns. */
async function worn(): Promise<Record<string, boolean>> {
  const owned = (await student('GET', `${SHOP}/purchased`)).json() as { is_activated: boolean; file: string }[];
  return Object.fromEntries(owned.map((p) => [p.file.replace(/^\/media\/shop\/|\.svg$/g, ''), p.is_activated]));
}

describe('PATCH eshop/items/purchased/{id}/activate and /deactivate', () => {
  test('activating takes off the other item of the same category only', async () => {
    const before = await worn();
    assert.deepEqual(before, { 'hero-explorer': true, 'accessory-scarf': false });
    const inventor = await own('hero-inventor');
    const glasses = await own('face-glasses');
    const mask = await own('face-mask');

    const res = await student('PATCH', `${SHOP}/purchased/${inventor}/activate?lang=fr`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['file', 'id', 'is_activated', 'item']);
    assert.equal(body.id, inventor);
    assert.equal(body.is_activated, true);
    assert.equal(body.item.name, 'Inventrice');
    assert.equal(body.item.category, 'HERO');

    await student('PATCH', `${SHOP}/purchased/${glasses}/activate`);
    assert.deepEqual(await worn(), {
      'hero-explorer': false,
      'hero-inventor': true,
      'face-glasses': true,
      'face-mask': false,
      'accessory-scarf': false,
    });
    await student('PATCH', `${SHOP}/purchased/${mask}/activate`);
    assert.deepEqual(await worn(), {
      'hero-explorer': false,
      'hero-inventor': true,
      'face-glasses': false,
      'face-mask': true,
      'accessory-scarf': false,
    });
    // Activating what is already worn changes nothing.
    assert.equal((await student('PATCH', `${SHOP}/purchased/${mask}/activate`)).json().is_activated, true);
  });

  test('deactivating takes the item off; an owned DEPRECATED item can still be worn', async () => {
    const owned = (await student('GET', `${SHOP}/purchased`)).json() as { id: number; file: string }[];
    const id = (slug: string) => owned.find((p) => p.file.endsWith(`/${slug}.svg`))!.id;
    const res = await student('PATCH', `${SHOP}/purchased/${id('face-mask')}/deactivate`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().is_activated, false);
    assert.equal(
      (await student('PATCH', `${SHOP}/purchased/${id('face-mask')}/deactivate`)).json().is_activated,
      false,
    );
    const scarf = await student('PATCH', `${SHOP}/purchased/${id('accessory-scarf')}/activate`);
    assert.equal(scarf.statusCode, 200);
    assert.equal(scarf.json().item.status, 'DEPRECATED');
    assert.deepEqual(await worn(), {
      'hero-explorer': false,
      'hero-inventor': true,
      'face-glasses': false,
      'face-mask': false,
      'accessory-scarf': true,
    });
  });

  test('parallel activations in one category end with exactly one item worn', async () => {
    const owned = (await student('GET', `${SHOP}/purchased`)).json() as { id: number; item: { category: string } }[];
    const heroes = owned.filter((p) => p.item.category === 'HERO').map((p) => p.id);
    const rounds = await Promise.all(
      Array.from({ length: 10 }, (_, i) => student('PATCH', `${SHOP}/purchased/${heroes[i % heroes.length]}/activate`)),
    );
    assert.ok(rounds.every((r) => r.statusCode === 200));
    const after = (await student('GET', `${SHOP}/purchased`)).json() as {
      is_activated: boolean;
      item: { category: string };
    }[];
    assert.equal(after.filter((p) => p.item.category === 'HERO' && p.is_activated).length, 1);
  });

  test("someone else's item is not found, for students, parents and staff alike", async () => {
    const [explorer] = await t.database.db
      .select()
      .from(purchasedItems)
      .where(eq(purchasedItems.itemId, await itemIdOf(t.database.db, 'hero-explorer')));
    for (const email of ['free', 'parent', 'teacher', 'super'].map((n) => `${n}@demo.school`)) {
      const other = await clientFor(t, email);
      for (const action of ['activate', 'deactivate']) {
        const res = await other('PATCH', `${SHOP}/purchased/${explorer.id}/${action}`);
        assert.equal(res.statusCode, 404, `${email} ${action}`);
        assert.deepEqual(res.json(), { detail: 'Not found.' });
      }
    }
    const [row] = await t.database.db.select().from(purchasedItems).where(eq(purchasedItems.id, explorer.id));
    assert.equal(row.isActivated, explorer.isActivated, 'unchanged');
  });

  test('an unknown id is 404, a malformed one 400; no token: 401', async () => {
    for (const action of ['activate', 'deactivate']) {
      const res = await student('PATCH', `${SHOP}/purchased/999999/${action}`);
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { detail: 'Not found.' });
      for (const id of ['0', '-5', 'x', '1.0', '%E0%A4%A', '99999999999999999999']) {
        const bad = await student('PATCH', `${SHOP}/purchased/${id}/${action}`);
        assert.equal(bad.statusCode, 400, `${id} ${action}`);
        assert.equal(typeof bad.json().detail, 'string');
      }
    }
    assert.equal((await t.req({ method: 'PATCH', url: `${SHOP}/purchased/1/activate` })).statusCode, 401);
  });
});
