import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { authTokens, indigoTransactions, users } from '../db/schema.ts';
import { sha256 } from '../auth/tokens.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const ME = '/api/v1/users/user/me';
let t: TestApp;
before(async () => {
  t = await createTestApp({ config: { authTokenIdleTtlMs: 60 * 60 * 1000 } });
});
after(() => t.close());

const me = (authorization?: string) =>
  t.req({ method: 'GET', url: ME, headers: authorization === undefined ? {} : { authorization } });

describe('GET users/user/me', () => {
  test('returns the profile with the ledger balance as an exact string', async () => {
    const token = await t.signIn('student@demo.school');
    const res = await me(`Token ${token}`);
    assert.equal(res.statusCode, 200);
    const p = res.json();
    const [parent] = await t.database.db.select().from(users).where(eq(users.email, 'parent@demo.school'));
    assert.deepEqual(Object.keys(p).sort(), [
      'birthday',
      'default_language',
      'email',
      'first_name',
      'group',
      'id',
      'indigo_dollars',
      'is_active',
      'is_free',
      'last_name',
      'middle_name',
      'notification',
      'parent',
      'phone_number',
      'photo',
      'role',
      'timezone',
    ]);
    assert.equal(p.email, 'student@demo.school');
    assert.equal(p.role, 'student');
    assert.equal(p.first_name, 'Maksym');
    assert.equal(p.birthday, '2015-04-12');
    assert.equal(p.indigo_dollars, '18.50');
    assert.equal(p.is_free, false);
    assert.equal(p.timezone, 'Europe/Kiev');
    assert.equal(p.default_language, 'en');
    assert.equal(p.photo, null);
    assert.equal(p.parent, parent.id);
    assert.equal(typeof p.group, 'number');
    assert.equal(p.is_active, true);

    // exact numeric: 0.1 + 0.2 is 0.30, not 0.30000000000000004
    await t.database.db.insert(indigoTransactions).values([
      { userId: p.id, amount: '0.10' },
      { userId: p.id, amount: '0.20' },
    ]);
    assert.equal((await me(`Token ${token}`)).json().indigo_dollars, '18.80');
  });

  test('a user without ledger rows has "0.00"; free flag; staff parent is the superior', async () => {
    const free = (await me(`Token ${await t.signIn('free@demo.school')}`)).json();
    assert.equal(free.indigo_dollars, '0.00');
    assert.equal(free.is_free, true);
    assert.equal(free.group, null);
    assert.equal(free.birthday, null);
    const teacher = (await me(`Token ${await t.signIn('teacher@demo.school')}`)).json();
    const [franchise] = await t.database.db.select().from(users).where(eq(users.email, 'franchise@demo.school'));
    assert.equal(teacher.parent, franchise.id);
    assert.equal(teacher.role, 'teacher');
  });

  test('no header -> 401 not provided; bad or unknown token -> 401 Invalid token', async () => {
    const none = await me();
    assert.equal(none.statusCode, 401);
    assert.deepEqual(none.json(), { detail: 'Authentication credentials were not provided.' });
    assert.equal(none.headers['www-authenticate'], 'Token');
    for (const h of ['Token abc', `Token ${'0'.repeat(40)}`, `Token ${'x'.repeat(5000)}`]) {
      const res = await me(h);
      assert.equal(res.statusCode, 401, h.slice(0, 20));
      assert.deepEqual(res.json(), { detail: 'Invalid token.', code: 'token_invalid' });
    }
    assert.equal((await me('Bearer abc')).statusCode, 401);
  });

  test("a deactivated user's token stops working, says so, and is deleted", async () => {
    const token = await t.signIn('franchise@demo.school');
    assert.equal((await me(`Token ${token}`)).statusCode, 200);
    await t.database.db
      .update(users)
      .set({ isActive: false, dateDeactivated: new Date() })
      .where(eq(users.email, 'franchise@demo.school'));
    const res = await me(`Token ${token}`);
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { detail: 'Your account has been deactivated', code: 'account_deactivated' });
    const [f] = await t.database.db.select().from(users).where(eq(users.email, 'franchise@demo.school'));
    assert.equal((await t.database.db.select().from(authTokens).where(eq(authTokens.userId, f.id))).length, 0);
    await t.database.db
      .update(users)
      .set({ isActive: true, dateDeactivated: null })
      .where(eq(users.email, 'franchise@demo.school'));
  });

  test('requests that arrive together are read in one batch, and each gets its own session or its own refusal', async () => {
    const emails = ['student@demo.school', 'parent@demo.school', 'teacher2@demo.school', 'master2@demo.school'];
    const tokens = await Promise.all(emails.map((email) => t.signIn(email)));
    const gone = await t.signIn('student2@demo.school');
    await t.database.db
      .update(users)
      .set({ isActive: false, dateDeactivated: new Date() })
      .where(eq(users.email, 'student2@demo.school'));
    const children = (token: string) =>
      t.req({ method: 'GET', url: `${ME}/children`, headers: { authorization: `Token ${token}` } });
    // All sent before any answer: the API reads their sessions in the same turn of its event loop.
    const [profiles, lists, unknown, deactivated] = await Promise.all([
      Promise.all(tokens.map((token) => me(`Token ${token}`))),
      Promise.all(tokens.map(children)),
      me(`Token ${'0'.repeat(40)}`),
      me(`Token ${gone}`),
    ]);
    assert.deepEqual(
      profiles.map((res) => res.json().email),
      emails,
    );
    assert.deepEqual(
      lists.map((res) => res.statusCode),
      [200, 200, 200, 200],
    );
    assert.ok(lists[1].json().length > 0, "the parent's children");
    assert.deepEqual(lists[0].json(), [], 'a student has none');
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json().code, 'token_invalid');
    assert.equal(deactivated.statusCode, 401);
    assert.equal(deactivated.json().code, 'account_deactivated');
    await t.database.db
      .update(users)
      .set({ isActive: true, dateDeactivated: null })
      .where(eq(users.email, 'student2@demo.school'));
  });

  test('a token idle for longer than the configured time expires', async () => {
    const token = await t.signIn('master@demo.school');
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'master@demo.school'));
    await t.database.db
      .update(authTokens)
      .set({ lastUsed: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(authTokens.userId, u.id));
    const res = await me(`Token ${token}`);
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), {
      detail: 'Your session has expired. Please sign in again.',
      code: 'session_expired',
    });
  });

  test('a token older than its absolute lifetime expires however often it is used, and is deleted', async () => {
    const token = await t.signIn('teacher@demo.school');
    const lifetime = t.config.authTokenLifetimeMs;
    await t.database.db
      .update(authTokens)
      .set({ created: new Date(Date.now() - lifetime - 60_000), lastUsed: new Date() })
      .where(eq(authTokens.tokenHash, sha256(token)));
    const res = await me(`Token ${token}`);
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().code, 'session_expired');
    assert.equal(
      (
        await t.database.db
          .select()
          .from(authTokens)
          .where(eq(authTokens.tokenHash, sha256(token)))
      ).length,
      0,
    );
  });

  test('trailing slash works', async () => {
    const res = await t.req({
      method: 'GET',
      url: `${ME}/`,
      headers: { authorization: `Token ${await t.signIn('super@demo.school')}` },
    });
    assert.equal(res.statusCode, 200);
  });
});

describe('GET users/user/me/children', () => {
  test("a parent gets their children; others get none; a parent reads a child's data but not another family's", async () => {
    const parent = await t.signIn('parent@demo.school');
    const res = await t.req({
      method: 'GET',
      url: '/api/v1/users/user/me/children',
      headers: { authorization: `Token ${parent}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    const children = res.json() as { id: number; first_name: string; group: number | null }[];
    const studentId = (await t.database.db.select().from(users).where(eq(users.email, 'student@demo.school')))[0].id;
    assert.deepEqual(
      children.map((c) => c.id),
      [studentId],
    );
    const asParent = (url: string) => t.req({ method: 'GET', url, headers: { authorization: `Token ${parent}` } });
    assert.equal((await asParent(`/api/v1/users/user/${studentId}`)).statusCode, 200);
    const freeId = (await t.database.db.select().from(users).where(eq(users.email, 'free@demo.school')))[0].id;
    assert.equal((await asParent(`/api/v1/users/user/${freeId}`)).statusCode, 404, 'another family');
    const teacher = await t.signIn('teacher@demo.school');
    const none = await t.req({
      method: 'GET',
      url: '/api/v1/users/user/me/children',
      headers: { authorization: `Token ${teacher}` },
    });
    assert.deepEqual(none.json(), []);
  });
});
