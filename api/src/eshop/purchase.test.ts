import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { indigoTransactions, purchasedItems, shopItems } from '../db/schema.ts';
import { appendLedgerEntry, indigoBalance } from '../indigo/ledger.ts';
import { clientFor, createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { createStudent, itemIdOf, ownedCount, SHOP } from './test-support.ts';

let t: TestApp;
let studentId: number;
before(async () => {
  t = await createTestApp();
  studentId = await idOf(t, 'student@demo.school');
});
after(() => t.close());

const buy = async (email: string, id: number | string, q = '') =>
  (await clientFor(t, email))('POST', `${SHOP}/${id}/purchase${q}`);

describe('POST eshop/items/{id}/purchase', () => {
  test('a purchase lowers the balance exactly and answers 201 with the item and the new balance', async () => {
    assert.equal(await indigoBalance(t.database.db, studentId), '18.50');
    const capId = await itemIdOf(t.database.db, 'cap-baseball');
    const res = await buy('student@demo.school', capId, '?lang=pl');
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['balance', 'file', 'id', 'is_activated', 'item']);
    assert.equal(body.balance, '13.50');
    assert.equal(body.is_activated, false);
    assert.equal(body.file, '/media/shop/cap-baseball.svg');
    assert.equal(body.item.id, capId);
    assert.equal(body.item.name, 'Niebieska czapka z daszkiem');
    assert.equal(body.item.price, '5.00');
    assert.equal(body.item.is_purchased, true);
    assert.equal(await indigoBalance(t.database.db, studentId), '13.50');

    const [txn] = await t.database.db
      .select()
      .from(purchasedItems)
      .innerJoin(indigoTransactions, eq(indigoTransactions.id, purchasedItems.transactionId))
      .where(eq(purchasedItems.id, body.id));
    assert.equal(txn.indigo_transactions.amount, '-5.00');
    assert.equal(txn.indigo_transactions.reason, 'Shop: Blue cap');
    assert.equal(txn.indigo_transactions.userId, studentId);

    const me = (await (await clientFor(t, 'student@demo.school'))('GET', '/api/v1/users/user/me')).json();
    assert.equal(me.indigo_dollars, '13.50');
    const list = (await (await clientFor(t, 'student@demo.school'))('GET', SHOP)).json() as {
      id: number;
      is_purchased: boolean;
    }[];
    assert.equal(list.find((i) => i.id === capId)!.is_purchased, true);
    const owned = (await (await clientFor(t, 'student@demo.school'))('GET', `${SHOP}/purchased`)).json();
    assert.equal(owned[0].id, body.id, 'newest first');
  });

  test('not enough i$: 400 with the text the client matches, and nothing is written', async () => {
    const robotId = await itemIdOf(t.database.db, 'hero-robot'); // 25.00 > 13.50
    const before = await ownedCount(t.database.db, studentId);
    const res = await buy('student@demo.school', robotId);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { detail: 'not enough indigo dollars' });
    assert.equal(await indigoBalance(t.database.db, studentId), '13.50');
    assert.equal(await ownedCount(t.database.db, studentId), before);
  });

  test('a price equal to the balance can be bought, to the cent', async () => {
    const freeId = await idOf(t, 'free@demo.school');
    await appendLedgerEntry(t.database.db, { userId: freeId, amount: '10.99', reason: 'test' });
    const abacusId = await itemIdOf(t.database.db, 'device-abacus'); // 10.00
    const nightId = await itemIdOf(t.database.db, 'bg-night-sky'); // 10.00
    assert.equal((await buy('free@demo.school', abacusId)).json().balance, '0.99');
    assert.deepEqual((await buy('free@demo.school', nightId)).json(), { detail: 'not enough indigo dollars' });
    await appendLedgerEntry(t.database.db, { userId: freeId, amount: '9.01', reason: 'test' });
    const res = await buy('free@demo.school', nightId);
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().balance, '0.00');
  });

  test('an item already owned: 400 "Item already purchased."', async () => {
    const explorerId = await itemIdOf(t.database.db, 'hero-explorer');
    const res = await buy('student@demo.school', explorerId);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { detail: 'Item already purchased.' });
    assert.equal(await indigoBalance(t.database.db, studentId), '13.50');
  });

  test('COMING_SOON, DEPRECATED and souvenirs are not for sale: 400 "Item is not available."', async () => {
    await appendLedgerEntry(t.database.db, { userId: studentId, amount: '100.00', reason: 'test' });
    try {
      for (const slug of ['hero-fox', 'transport-hoverboard', 'accessory-medal', 'souvenir-pen', 'souvenir-tshirt']) {
        const id = await itemIdOf(t.database.db, slug);
        if (slug === 'accessory-medal') {
          await t.database.db.update(shopItems).set({ status: 'DEPRECATED' }).where(eq(shopItems.id, id));
        }
        const res = await buy('student@demo.school', id);
        assert.equal(res.statusCode, 400, slug);
        assert.deepEqual(res.json(), { detail: 'Item is not available.' }, slug);
      }
      assert.equal(await indigoBalance(t.database.db, studentId), '113.50');
    } finally {
      await t.database.db
        .delete(indigoTransactions)
        .where(and(eq(indigoTransactions.userId, studentId), eq(indigoTransactions.reason, 'test')));
      await t.database.db
        .update(shopItems)
        .set({ status: 'AVAILABLE' })
        .where(eq(shopItems.file, '/media/shop/accessory-medal.svg'));
    }
  });

  test('a free item is bought without a ledger row, even with a zero balance', async () => {
    const meadowId = await itemIdOf(t.database.db, 'bg-meadow');
    const email = 'parentless@example.com';
    const kid = await createStudent(t.database.db, email);
    const rowsBefore = await t.database.db.select().from(indigoTransactions).where(eq(indigoTransactions.userId, kid));
    assert.equal(rowsBefore.length, 0);
    const res = await buy(email, meadowId);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().balance, '0.00');
    assert.equal(res.json().item.price, '0.00');
    const rows = await t.database.db.select().from(indigoTransactions).where(eq(indigoTransactions.userId, kid));
    assert.equal(rows.length, 0);
    const [owned] = await t.database.db.select().from(purchasedItems).where(eq(purchasedItems.userId, kid));
    assert.equal(owned.transactionId, null);
    assert.deepEqual((await buy(email, meadowId)).json(), { detail: 'Item already purchased.' });
  });

  test('only students buy: staff and parents get 403 and nothing is written', async () => {
    const capId = await itemIdOf(t.database.db, 'cap-wizard');
    for (const email of ['teacher', 'parent', 'franchise', 'super'].map((n) => `${n}@demo.school`)) {
      const res = await buy(email, capId);
      assert.equal(res.statusCode, 403, email);
      assert.equal(typeof res.json().detail, 'string');
    }
    const rows = await t.database.db.select().from(purchasedItems).where(eq(purchasedItems.itemId, capId));
    assert.equal(rows.length, 0);
  });

  test('an unknown id is 404, a malformed one 400, never 500', async () => {
    for (const id of ['999999', '2147483647']) {
      const res = await buy('student@demo.school', id);
      assert.equal(res.statusCode, 404, id);
      assert.deepEqual(res.json(), { detail: 'Not found.' }, id);
    }
    for (const id of ['0', '-1', 'abc', '1.5', '1e3', '%00', '99999999999999999999', "1'or'1'='1", 'NaN']) {
      const res = await buy('student@demo.school', id);
      assert.equal(res.statusCode, 400, id);
      assert.equal(typeof res.json().detail, 'string', id);
    }
    assert.equal((await t.req({ method: 'POST', url: `${SHOP}/1/purchase` })).statusCode, 401);
    const bad = await buy('student@demo.school', await itemIdOf(t.database.db, 'cap-wizard'), '?lang=klingon');
    assert.equal(bad.statusCode, 400);
  });
});
