import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { outboxEmails, users } from '../db/schema.ts';
import { createTestApp, lastMail, type TestApp } from '../test/test-app.ts';
import { INVALID_RESET_LINK } from './password-reset.routes.ts';

// Issue 9: 40 reset mails to one address in seconds; restore/confirm hashed the password before checking the token;
// an older reset link kept working after a newer one was sent; mails were in English for everyone.
const RESTORE = '/api/v1/users/user/restore';
const CONFIRM = '/api/v1/users/user/restore/confirm';
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const restore = (email: string, ip = '10.9.0.1') =>
  t.req({ method: 'POST', url: RESTORE, payload: { email }, remoteAddress: ip });
const tokenIn = async (email: string) => {
  const mail = await lastMail(t, email);
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
};

test('a new reset link makes the older one useless', async () => {
  await restore('teacher@demo.school', '10.9.1.1');
  const older = await tokenIn('teacher@demo.school');
  await restore('teacher@demo.school', '10.9.1.2');
  const newer = await tokenIn('teacher@demo.school');
  assert.notEqual(older, newer);
  const refused = await t.req({ method: 'POST', url: CONFIRM, payload: { password: 'newpass1', token: older } });
  assert.equal(refused.statusCode, 400);
  assert.deepEqual(refused.json(), { detail: INVALID_RESET_LINK });
  const used = await t.req({ method: 'POST', url: CONFIRM, payload: { password: 'newpass1', token: newer } });
  assert.equal(used.statusCode, 200);
});

test('reset mails per recipient are limited, the same for unknown addresses (nothing to learn from the answer)', async () => {
  for (const email of ['parent@demo.school', 'nobody-here@demo.school']) {
    for (let i = 0; i < 3; i++) assert.equal((await restore(email, `10.9.2.${i}`)).statusCode, 200);
    const limited = await restore(email, '10.9.2.9');
    assert.equal(limited.statusCode, 429, email);
    assert.equal(limited.json().code, 'mail_limited');
    assert.ok(Number(limited.headers['retry-after']) > 0);
  }
  const sent = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'parent@demo.school'));
  assert.equal(sent.length, 3, 'three mails reached the inbox, not more');
});

test('mail-sending calls per client address are limited across recipients', async () => {
  const ip = '10.9.3.1';
  for (let i = 0; i < 10; i++) assert.equal((await restore(`someone-${i}@example.com`, ip)).statusCode, 200);
  assert.equal((await restore('someone-else@example.com', ip)).statusCode, 429);
  assert.equal((await restore('someone-else@example.com', '10.9.3.2')).statusCode, 200);
});

test('the reset mail is in the user’s language and carries no name', async () => {
  await t.database.db.update(users).set({ defaultLanguage: 'pl' }).where(eq(users.email, 'free@demo.school'));
  await restore('free@demo.school', '10.9.4.1');
  const mail = await lastMail(t, 'free@demo.school');
  assert.equal(mail.subject, 'Resetowanie hasła w Szkole Abacus');
  assert.match(mail.text, /^Dzień dobry,\n/);
  const [free] = await t.database.db.select().from(users).where(eq(users.email, 'free@demo.school'));
  assert.ok(!mail.text.includes(free.firstName));
});

test('restore/confirm checks the token before hashing the password', async () => {
  // A hasher that fails: reached only if the token is checked second (then a 500 instead of the 400).
  const broken = await createTestApp({
    database: t.database,
    config: { argon2: { memoryCost: 1, timeCost: 0, parallelism: 0 } },
  });
  try {
    const res = await broken.req({
      method: 'POST',
      url: CONFIRM,
      payload: { password: 'newpass1', token: 'x'.repeat(40) },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { detail: INVALID_RESET_LINK });
  } finally {
    await broken.close();
  }
});
