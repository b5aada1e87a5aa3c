import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { appendLedgerEntry } from '../indigo/ledger.ts';
import { itemIdOf, SHOP } from '../eshop/test-support.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';

// Spec 000: every request carries a JSON content type, so calls without a body arrive with one and nothing else.
let t: TestApp;
let token: string;
before(async () => {
  t = await createTestApp();
  token = await t.signIn('student@demo.school');
  await appendLedgerEntry(t.database.db, {
    userId: await idOf(t, 'student@demo.school'),
    amount: '100.00',
    reason: 'test',
  });
});
after(() => t.close());

const emptyJson = (method: 'POST' | 'PATCH', url: string, body = '') =>
  t.req({
    method,
    url,
    payload: body,
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
  });

test('purchase, activate and deactivate accept a JSON content type with an empty body', async () => {
  const item = await itemIdOf(t.database.db, 'cap-baseball');
  const bought = await emptyJson('POST', `${SHOP}/${item}/purchase`);
  assert.equal(bought.statusCode, 201, bought.body);
  const owned = bought.json().id as number;
  assert.equal((await emptyJson('PATCH', `${SHOP}/purchased/${owned}/activate`)).statusCode, 200);
  assert.equal((await emptyJson('PATCH', `${SHOP}/purchased/${owned}/deactivate`, '  \n')).statusCode, 200);
});

test('logout with an empty JSON body revokes the token', async () => {
  const own = await t.signIn('student@demo.school');
  const out = await t.req({
    method: 'POST',
    url: '/api/v1/users/user/logout',
    payload: '',
    headers: { authorization: `Token ${own}`, 'content-type': 'application/json' },
  });
  assert.equal(out.statusCode, 204, out.body);
  const after = await t.req({
    method: 'GET',
    url: '/api/v1/users/user/me',
    headers: { authorization: `Token ${own}` },
  });
  assert.equal(after.statusCode, 401);
});

test('malformed and poisoned JSON still answer 400, never 500', async () => {
  for (const body of ['{', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {"x": 1}}}']) {
    const res = await t.req({
      method: 'POST',
      url: '/api/v1/users/user/auth',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.statusCode, 400, `${body}: ${res.body}`);
  }
});
