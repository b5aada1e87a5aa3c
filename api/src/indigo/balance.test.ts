import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { indigoTransactions, shopItems } from '../db/schema.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let studentId: number;
let token: string;
before(async () => {
  t = await createTestApp();
  studentId = await idOf(t, 'student@demo.school');
  token = await t.signIn('student@demo.school');
});
after(() => t.close());

const balance = (id: number | string, tok = token, query = '') =>
  t.req({
    method: 'GET',
    url: `/api/v1/indigo_dollars/balance/${id}${query}`,
    headers: { authorization: `Token ${tok}` },
  });

interface Txn {
  id: number;
  amount: string;
  modified: string;
  kind: string;
  reason: string;
  item: { id: number; name: string } | null;
}
const txns = async (query = ''): Promise<Txn[]> => (await balance(studentId, token, query)).json().txns;
const byAmount = (list: Txn[], amount: string) => list.find((x) => x.amount === amount)!;

test('the balance is the sum of the ledger; the transactions are all there, newest first', async () => {
  const rows = await t.database.db.select().from(indigoTransactions).where(eq(indigoTransactions.userId, studentId));
  const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
  const res = await balance(studentId);
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.equal(body.balance, (cents / 100).toFixed(2));
  assert.equal(body.txns.length, rows.length);
  assert.deepEqual(Object.keys(body.txns[0]).sort(), ['amount', 'id', 'item', 'kind', 'modified', 'reason']);
  const times = body.txns.map((x: { modified: string }) => Date.parse(x.modified));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
    'newest first',
  );
  const welcome = body.txns.find((x: { reason: string }) => x.reason === 'Welcome bonus');
  assert.deepEqual([welcome.amount, welcome.modified], ['20.00', '2025-01-10T09:00:00.000Z']);
  for (const x of body.txns) assert.match(x.amount, /^-?\d+\.\d{2}$/);
});

test('each row says its kind; the demo ledger still adds up to 18.50', async () => {
  const res = await balance(studentId);
  assert.equal(res.json().balance, '18.50');
  const list: Txn[] = res.json().txns;
  // This month's five finished homework tasks (db/seeds/homework.ts), then the older history.
  assert.deepEqual(
    list.filter((x) => x.modified < '2026-01-01').map((x) => [x.amount, x.kind]),
    [
      ['-7.50', 'purchase'],
      ['1.00', 'homework_task'],
      ['3.00', 'puzzle'],
      ['-3.00', 'purchase'],
      ['20.00', 'bonus'],
    ],
  );
  assert.deepEqual(
    list.filter((x) => x.modified >= '2026-01-01').map((x) => [x.amount, x.kind]),
    Array(5).fill(['1.00', 'homework_task']),
  );
  for (const x of list) if (x.kind !== 'purchase') assert.equal(x.item, null, x.reason);
});

test('a purchase names its shop item in ?lang= (default en; ua means uk)', async () => {
  const [explorer] = await t.database.db.select().from(shopItems).where(sql`${shopItems.name}->>'en' = 'Explorer'`);
  const en = await txns();
  assert.deepEqual(byAmount(en, '-7.50').item, { id: explorer.id, name: 'Explorer' });
  assert.deepEqual(byAmount(en, '-3.00').item?.name, 'Striped scarf', 'a DEPRECATED item keeps its name');
  assert.deepEqual(await txns('?lang=en'), en);
  const ru = await txns('?lang=ru');
  assert.deepEqual(byAmount(ru, '-7.50').item, { id: explorer.id, name: 'Исследователь' });
  assert.equal(byAmount(ru, '-3.00').item?.name, 'Полосатый шарф');
  assert.equal(byAmount(await txns('?lang=he'), '-7.50').item?.name, 'חוקר');
  assert.equal(byAmount(await txns('?lang=ua'), '-7.50').item?.name, 'Дослідник');
  // only the item's name follows the language: the rest of the row is the same
  assert.deepEqual(
    ru.map(({ item, ...rest }) => [rest, item?.id]),
    en.map(({ item, ...rest }) => [rest, item?.id]),
  );
});

test('a language the item lacks falls back to English', async () => {
  const [explorer] = await t.database.db.select().from(shopItems).where(sql`${shopItems.name}->>'en' = 'Explorer'`);
  const { de: _de, ...withoutGerman } = explorer.name;
  await t.database.db.update(shopItems).set({ name: withoutGerman }).where(eq(shopItems.id, explorer.id));
  try {
    assert.equal(byAmount(await txns('?lang=de'), '-7.50').item?.name, 'Explorer');
  } finally {
    await t.database.db.update(shopItems).set({ name: explorer.name }).where(eq(shopItems.id, explorer.id));
  }
});

test('a bad ?lang= is a 400 naming the field, never a 500', async () => {
  for (const lang of ['xx', 'EN', '', 'en,ru']) {
    const res = await balance(studentId, token, `?lang=${encodeURIComponent(lang)}`);
    assert.equal(res.statusCode, 400, lang);
    assert.ok(res.json().errors.lang, JSON.stringify(res.json()));
  }
});

test('a purchase through the shop is written as kind purchase with its item', async () => {
  const [cheapest] = await t.database.db
    .select()
    .from(shopItems)
    .where(sql`${shopItems.status} = 'AVAILABLE' and ${shopItems.price} > 0 and ${shopItems.price} <= 18.50`)
    .orderBy(shopItems.price, shopItems.id)
    .limit(1);
  const bought = await t.req({
    method: 'POST',
    url: `/api/v1/eshop/items/${cheapest.id}/purchase`,
    headers: { authorization: `Token ${token}` },
  });
  assert.equal(bought.statusCode, 201, bought.body);
  const [newest] = await txns('?lang=fr');
  assert.equal(newest.kind, 'purchase');
  assert.equal(newest.amount, `-${cheapest.price}`);
  assert.deepEqual(newest.item, { id: cheapest.id, name: cheapest.name.fr });
});

test("a manual row passes the staff's reason through as written, with no item", async () => {
  const reason = 'Olympiad: 2nd place — well done! <b>&</b>';
  await t.database.db.insert(indigoTransactions).values([
    { userId: studentId, amount: '5.00', reason, created: new Date('2029-06-01T10:00:00Z') },
    { userId: studentId, amount: '-1.00', reason: '', created: new Date('2029-06-01T10:00:01Z') },
  ]);
  for (const lang of ['en', 'he']) {
    const [empty, manual] = await txns(`?lang=${lang}`);
    assert.deepEqual([manual.kind, manual.reason, manual.item], ['manual', reason, null]);
    assert.deepEqual([empty.kind, empty.reason, empty.item], ['manual', '', null]);
  }
});

test('a row written or changed by plain SQL reads as it now is: its ledger entry is computed again (migration 0026)', async () => {
  const reason = 'He said "5 \\ 2", then\na new line\tand 🧮';
  const [{ id }] = await t.database.db
    .insert(indigoTransactions)
    .values({ userId: studentId, amount: '2.00', reason: 'first', created: new Date('2024-03-04T05:06:07.089Z') })
    .returning({ id: indigoTransactions.id });
  const first = (await txns()).find((x) => x.id === id)!;
  assert.deepEqual(
    [first.id, first.amount, first.kind, first.reason, first.modified, first.item],
    [id, '2.00', 'manual', 'first', '2024-03-04T05:06:07.089Z', null],
  );
  await t.database.pool.query(
    `update indigo_transactions set amount = -0.5, kind = 'bonus', reason = $2, created = '2024-03-04 07:06:07.1+02'
      where id = $1`,
    [id, reason],
  );
  const changed = (await txns()).find((x) => x.id === id)!;
  assert.deepEqual(
    [changed.id, changed.amount, changed.kind, changed.reason, changed.modified],
    [id, '-0.50', 'bonus', reason, '2024-03-04T05:06:07.100Z'],
  );
  const [row] = await t.database.db.select().from(indigoTransactions).where(eq(indigoTransactions.id, id));
  assert.equal(changed.modified, row.created.toISOString(), 'the time as toISOString writes it');
});

test('the database refuses an unknown kind', async () => {
  await assert.rejects(
    t.database.db.execute(
      sql`insert into indigo_transactions (user_id, amount, kind) values (${studentId}, 1, 'gift')`,
    ),
  );
});

test('exact decimals: 0.10 + 0.20 adds exactly 0.30 to the balance', async () => {
  const cents = (s: string) => Number(s.replace('.', ''));
  const before = (await balance(studentId)).json().balance as string;
  await t.database.db.insert(indigoTransactions).values([
    { userId: studentId, amount: '0.10', reason: 'a', created: new Date('2030-01-01T00:00:00Z') },
    { userId: studentId, amount: '0.20', reason: 'b', created: new Date('2030-01-01T00:00:01Z') },
  ]);
  const body = (await balance(studentId)).json();
  assert.equal(cents(body.balance), cents(before) + 30);
  assert.match(body.balance, /^-?\d+\.\d{2}$/);
  assert.equal(body.txns[0].reason, 'b');
  assert.equal(body.txns[0].amount, '0.20');
});

test('a user with no ledger rows: "0.00" and an empty list', async () => {
  const free = await t.signIn('free@demo.school');
  const res = await balance(await idOf(t, 'free@demo.school'), free);
  assert.deepEqual(res.json(), { balance: '0.00', txns: [] });
});

test('malformed ids: 400, never 500', async () => {
  for (const id of ['me', '0', '-5', '1.0', '%F0%9F%98%80', 'x'.repeat(300)]) {
    assert.equal((await balance(id)).statusCode, 400, id);
  }
});

test('a purchase whose item was deleted since stays a purchase, with item null', async () => {
  const [scarf] = await t.database.db.select().from(shopItems).where(sql`${shopItems.name}->>'en' = 'Striped scarf'`);
  await t.database.db.delete(shopItems).where(eq(shopItems.id, scarf.id));
  const row = (await txns()).find((x) => x.reason === 'Shop: Striped scarf')!;
  assert.deepEqual([row.kind, row.amount, row.item], ['purchase', '-3.00', null]);
});

test('a purchase with two items on one payment shows the first bought, once, and the balance counts it once', async () => {
  const before = (await balance(studentId)).json();
  const paid = before.txns.find((x: Txn) => x.kind === 'purchase' && x.item !== null) as Txn;
  const [other] = await t.database.db
    .select({ id: shopItems.id })
    .from(shopItems)
    .where(sql`${shopItems.id} not in (select item_id from purchased_items where user_id = ${studentId})`)
    .orderBy(shopItems.id)
    .limit(1);
  // A second item on the same payment, bought after the first (no route writes this; the ledger must read it right).
  await t.database.pool.query('insert into purchased_items (user_id, item_id, transaction_id) values ($1, $2, $3)', [
    studentId,
    other.id,
    paid.id,
  ]);
  const after = (await balance(studentId)).json();
  assert.equal(after.balance, before.balance);
  assert.equal(after.txns.length, before.txns.length);
  assert.equal((after.txns as Txn[]).find((x) => x.id === paid.id)!.item!.id, paid.item!.id);
});
