import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, lt } from 'drizzle-orm';
import { indigoTransactions, purchasedItems, shopItems } from '../db/schema.ts';
import { appendLedgerEntry, indigoBalance } from '../indigo/ledger.ts';
import { clientFor, createTestApp, type TestApp } from '../test/test-app.ts';
import { cents, createStudent, ownedCount, SHOP } from './test-support.ts';

/**
 * Purchases fired at the same time by one user. On PostgreSQL (CI) they really run side by side on
 * several connections, so only the ledger lock keeps the balance from being spent twice.
 */

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('50 parallel purchases of different items never overspend', async () => {
  const db = t.database.db;
  const buyer = await createStudent(db, 'race-many@example.com');
  await appendLedgerEntry(db, { userId: buyer, amount: '100.00', reason: 'Deposit' });
  const prices = Array.from(
    { length: 50 },
    (_, i) => `${3 + ((i * 7) % 11)}.${String((i * 37) % 100).padStart(2, '0')}`,
  );
  const items = await db
    .insert(shopItems)
    .values(
      prices.map((price, i) => ({
        name: { en: `Race item ${i}` },
        file: `/media/shop/race-${i}.svg`,
        price,
        category: 'ANIMALS' as const,
        order: 1000 + i,
      })),
    )
    .returning({ id: shopItems.id, price: shopItems.price });

  const asBuyer = await clientFor(t, 'race-many@example.com');
  const results = await Promise.all(items.map((item) => asBuyer('POST', `${SHOP}/${item.id}/purchase`)));

  const bought = items.filter((_, i) => results[i].statusCode === 201);
  const refused = items.filter((_, i) => results[i].statusCode !== 201);
  for (const [i, res] of results.entries()) {
    if (res.statusCode !== 201) {
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json(), { detail: 'not enough indigo dollars' }, `item ${i}`);
    }
  }
  assert.ok(bought.length > 0 && refused.length > 0, `bought ${bought.length}, refused ${refused.length}`);

  const balance = await indigoBalance(db, buyer);
  assert.ok(cents(balance) >= 0n, `balance ${balance}`);
  const spent = bought.reduce((sum, item) => sum + cents(item.price!), 0n);
  assert.equal(cents(balance), 10_000n - spent, 'the ledger holds exactly the deposit minus the owned prices');
  assert.equal(await ownedCount(db, buyer), bought.length);
  const withdrawals = await db
    .select()
    .from(indigoTransactions)
    .where(and(eq(indigoTransactions.userId, buyer), lt(indigoTransactions.amount, '0')));
  assert.equal(withdrawals.length, bought.length, 'one withdrawal per purchase');
  // A refusal is only right if the item costs more than even the final balance (balances only fall).
  for (const item of refused)
    assert.ok(cents(item.price!) > cents(balance), `refused ${item.price} with ${balance} left`);
  // Each success saw the balance its predecessors left: the answered balances are all different.
  const answered = results.filter((r) => r.statusCode === 201).map((r) => r.json().balance as string);
  assert.equal(new Set(answered).size, answered.length);
  assert.ok(answered.includes(balance));
});

test('20 parallel purchases of the same item create one purchase and one withdrawal', async () => {
  const db = t.database.db;
  const buyer = await createStudent(db, 'race-one@example.com');
  await appendLedgerEntry(db, { userId: buyer, amount: '50.00', reason: 'Deposit' });
  const [item] = await db
    .insert(shopItems)
    .values({
      name: { en: 'Race single' },
      file: '/media/shop/race-single.svg',
      price: '2.50',
      category: 'CAP',
      order: 2000,
    })
    .returning({ id: shopItems.id });

  const asBuyer = await clientFor(t, 'race-one@example.com');
  const results = await Promise.all(Array.from({ length: 20 }, () => asBuyer('POST', `${SHOP}/${item.id}/purchase`)));

  assert.equal(results.filter((r) => r.statusCode === 201).length, 1);
  for (const res of results.filter((r) => r.statusCode !== 201)) {
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { detail: 'Item already purchased.' });
  }
  const rows = await db.select().from(purchasedItems).where(eq(purchasedItems.userId, buyer));
  assert.equal(rows.length, 1);
  assert.equal(await indigoBalance(db, buyer), '47.50');
});
