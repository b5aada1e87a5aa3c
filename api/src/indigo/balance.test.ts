import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { indigoTransactions } from '../db/schema.ts';
import { idOf } from '../test/demo-ids.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let studentId: number;
let token: string;
before(async () => {
  t = await createTestApp();
  studentId = await idOf(t, 'student@demo.school');
  token = await t.signIn('student@demo.school');
});
after(() => t.close());

const balance = (id: number | string, tok = token) =>
  t.req({ method: 'GET', url: `/api/v1/indigo_dollars/balance/${id}`, headers: { authorization: `Token ${tok}` } });

test('the balance is the sum of the ledger; the transactions are all there, newest first', async () => {
  const rows = await t.database.db.select().from(indigoTransactions).where(eq(indigoTransactions.userId, studentId));
  const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
  const res = await balance(studentId);
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.equal(body.balance, (cents / 100).toFixed(2));
  assert.equal(body.txns.length, rows.length);
  assert.deepEqual(Object.keys(body.txns[0]).sort(), ['amount', 'id', 'modified', 'reason']);
  const times = body.txns.map((x: { modified: string }) => Date.parse(x.modified));
  assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first');
  const welcome = body.txns.find((x: { reason: string }) => x.reason === 'Welcome bonus');
  assert.deepEqual([welcome.amount, welcome.modified], ['25.00', '2025-01-10T09:00:00.000Z']);
  for (const x of body.txns) assert.match(x.amount, /^-?\d+\.\d{2}$/);
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
