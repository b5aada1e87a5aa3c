import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { authTokens, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { sha256 } from './tokens.ts';

const AUTH = '/api/v1/users/user/auth';
let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const signIn = (username: unknown, password: unknown, ip = '10.0.0.1', headers: Record<string, string> = {}) =>
  t.req({ method: 'POST', url: AUTH, payload: { username, password }, remoteAddress: ip, headers });

describe('POST users/user/auth', () => {
  test('right credentials give a token; e-mail is case-insensitive; Device and Fingerprint are stored', async () => {
    const res = await signIn('  Teacher@Demo.School ', 'demo1234', '10.0.0.2', {
      device: 'Linux 6.1 desktop',
      fingerprint: 'abc123',
    });
    assert.equal(res.statusCode, 200);
    const { token } = res.json();
    assert.match(token, /^[0-9a-f]{40}$/);
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)));
    assert.equal(row.device, 'Linux 6.1 desktop');
    assert.equal(row.fingerprint, 'abc123');
    // the raw token is not stored
    const all = await t.database.db.select({ h: authTokens.tokenHash }).from(authTokens);
    assert.ok(all.every((r) => r.h !== token));
  });

  test('trailing slash is accepted', async () => {
    const res = await t.req({
      method: 'POST',
      url: `${AUTH}/`,
      payload: { username: 'teacher@demo.school', password: 'demo1234' },
      remoteAddress: '10.0.0.3',
    });
    assert.equal(res.statusCode, 200);
  });

  test('wrong password and unknown user give the same 400', async () => {
    for (const [u, p, ip] of [
      ['teacher@demo.school', 'nope1234', '10.0.1.1'],
      ['nobody@demo.school', 'demo1234', '10.0.1.2'],
    ]) {
      const res = await signIn(u, p, ip);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        non_field_errors: ['Password or login is not correct'],
        code: 'invalid_credentials',
      });
    }
  });

  test('a deactivated user with the right password is refused', async () => {
    const res = await signIn('blocked@demo.school', 'demo1234', '10.0.2.1');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      non_field_errors: ['Your account has been deactivated'],
      code: 'account_deactivated',
    });
  });

  test('a deactivated user with a wrong password gets the generic message', async () => {
    const res = await signIn('blocked@demo.school', 'wrong-pass', '10.0.2.2');
    assert.equal(res.json().code, 'invalid_credentials');
  });

  test('missing fields are field errors', async () => {
    const res = await t.req({ method: 'POST', url: AUTH, payload: {}, remoteAddress: '10.0.3.1' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { username: ['Field is required'], password: ['Field is required'] });
  });
});

describe('POST users/user/logout', () => {
  test('deletes the token (204), which then stops working', async () => {
    const token = await t.signIn('parent@demo.school');
    const headers = { authorization: `Token ${token}` };
    assert.equal((await t.req({ method: 'GET', url: '/api/v1/users/user/me', headers })).statusCode, 200);
    const res = await t.req({ method: 'POST', url: '/api/v1/users/user/logout', headers });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    const again = await t.req({ method: 'GET', url: '/api/v1/users/user/me', headers });
    assert.equal(again.statusCode, 401);
    assert.deepEqual(again.json(), { detail: 'Invalid token.', code: 'token_invalid' });
  });

  test('without a token -> 401', async () => {
    const res = await t.req({ method: 'POST', url: '/api/v1/users/user/logout' });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { detail: 'Authentication credentials were not provided.' });
  });

  test('other tokens of the user stay valid', async () => {
    const a = await t.signIn('super@demo.school');
    const b = await t.signIn('super@demo.school');
    await t.req({ method: 'POST', url: '/api/v1/users/user/logout', headers: { authorization: `Token ${a}` } });
    const res = await t.req({ method: 'GET', url: '/api/v1/users/user/me', headers: { authorization: `Token ${b}` } });
    assert.equal(res.statusCode, 200);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'super@demo.school'));
    assert.equal(res.json().id, u.id);
  });
});
