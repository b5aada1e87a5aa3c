import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { emailTokens, outboxEmails, users } from '../db/schema.ts';
import { createTestApp, idOf, lastMail, type TestApp } from '../test/test-app.ts';
import { TEST_ARGON2 } from '../test/test-db.ts';
import { createEmailToken } from './email-tokens.ts';
import { hashPassword } from './passwords.ts';
import { PASSWORD_NOT_UNIQUE } from '@abacus/contract/messages';

const RESTORE = '/api/v1/users/user/restore';
const CONFIRM = '/api/v1/users/user/restore/confirm';
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const restore = (email: unknown) => t.req({ method: 'POST', url: RESTORE, payload: { email } });
const confirm = (payload: Record<string, unknown>) => t.req({ method: 'POST', url: CONFIRM, payload });

async function requestToken(email: string): Promise<string> {
  const res = await restore(email);
  assert.equal(res.statusCode, 200);
  const mail = await lastMail(t, email);
  const m = /http:\/\/school\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  assert.ok(m, mail.text);
  assert.ok(mail.html.includes(`href="http://school.test/reset-password?token=${m[1]}"`));
  return m[1];
}

describe('password recovery', () => {
  test('restore -> mail -> confirm -> the new password signs in, the old one no longer, old tokens revoked', async () => {
    const oldToken = await t.signIn('student@demo.school');
    const token = await requestToken('Student@Demo.school');
    const mail = await lastMail(t, 'student@demo.school');
    assert.equal(mail.to, 'student@demo.school');
    assert.match(mail.subject, /password/i);

    const res = await confirm({ password: 'newpass99', token });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'OK' });

    const me = await t.req({
      method: 'GET',
      url: '/api/v1/users/user/me',
      headers: { authorization: `Token ${oldToken}` },
    });
    assert.equal(me.statusCode, 401);
    await t.signIn('student@demo.school', 'newpass99');
    const old = await t.req({
      method: 'POST',
      url: '/api/v1/users/user/auth',
      payload: { username: 'student@demo.school', password: 'demo1234' },
    });
    assert.equal(old.statusCode, 400);

    // single use
    const again = await confirm({ password: 'another99', token });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { detail: 'Invalid or expired link.' });
  });

  test('unknown or deactivated e-mail: same 200 answer and no mail', async () => {
    const before = (await t.database.db.select().from(outboxEmails)).length;
    for (const email of ['nobody@demo.school', 'blocked@demo.school']) {
      const res = await restore(email);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { status: 'OK' });
    }
    assert.equal((await t.database.db.select().from(outboxEmails)).length, before);
  });

  test('restore validates the e-mail', async () => {
    const res = await restore('not-an-email');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { email: ['Enter a valid email address.'] });
  });

  test('the token is stored hashed', async () => {
    const token = await requestToken('free@demo.school');
    const rows = await t.database.db.select().from(emailTokens);
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => r.tokenHash !== token && r.tokenHash.length === 64));
  });

  test('an expired token is refused', async () => {
    const token = await requestToken('teacher@demo.school');
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'teacher@demo.school'));
    await t.database.db
      .update(emailTokens)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, u.id));
    const res = await confirm({ password: 'newpass99', token });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { detail: 'Invalid or expired link.' });
    await t.signIn('teacher@demo.school'); // unchanged
  });

  test('expiry follows the configured time to live (24 h by default)', async () => {
    await requestToken('master@demo.school');
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'master@demo.school'));
    const [row] = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, u.id));
    const ttl = row.expires.getTime() - row.created.getTime();
    assert.ok(Math.abs(ttl - 24 * 3600_000) < 60_000, `ttl ${ttl}`);
  });

  test("a family member's reset cannot take the password another account of the e-mail signs in with", async () => {
    // A child created under the parent with the family's e-mail (users/family-email.ts); sign-in tells them apart
    // by password, so the child taking the parent's password would make one of them unreachable.
    const parent = await idOf(t, 'parent@demo.school');
    const [child] = await t.database.db
      .insert(users)
      .values({
        email: 'parent@demo.school',
        passwordHash: await hashPassword('kidpass12', TEST_ARGON2),
        role: 'student',
        firstName: 'Kid',
        lastName: 'Family',
        parentId: parent,
      })
      .returning({ id: users.id });
    const token = await createEmailToken(t.database.db, child.id, 'reset', 3600_000);
    let res = await confirm({ password: 'demo1234', token });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), { password: [PASSWORD_NOT_UNIQUE] });
    await t.signIn('parent@demo.school', 'demo1234');
    res = await confirm({ password: 'kidpass34', token });
    assert.equal(res.statusCode, 200, 'the link still works with a password of its own');
  });

  test('password rules and a bad token', async () => {
    const token = await requestToken('super@demo.school');
    let res = await confirm({ password: 'x'.repeat(21), token });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { password: ['Max length 20 chars'] });
    res = await confirm({ password: '12345', token });
    assert.deepEqual(res.json(), { password: ['Min length 6 chars'] });
    res = await confirm({ token });
    assert.deepEqual(res.json(), { password: ['Field is required'] });
    res = await confirm({ password: 'goodpass1', token: 'garbage' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { detail: 'Invalid or expired link.' });
    // the real token still works after the failed attempts
    res = await confirm({ password: 'x'.repeat(20), token });
    assert.equal(res.statusCode, 200);
    await t.signIn('super@demo.school', 'x'.repeat(20));
  });
});
