import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { batchedRead } from '../db/batched.ts';
import { runBatchedRead } from '../db/read-pipeline.ts';
import { requireAuth } from './authenticate.ts';
import { rawInt, sessionRead } from './session-read.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());
const ctx = () => ({ db: t.database.db, config: t.config }) as AppContext;

/** A request as the onRequest hook sees it: the raw URL's parameters, the token's header. */
const rawRequest = (token: string, params: Record<string, string>) =>
  ({ headers: { authorization: `Token ${token}` }, params, query: {} }) as unknown as FastifyRequest;

/** A read of many rows a student (the ledger's own read sends one). */
const ledgerRows = batchedRead<{ id: number; amount: string; reason: string; balance: string }>(
  'test_session_read_transactions',
  `select id, amount, reason, (sum(amount) over ())::text as balance from indigo_transactions
    where user_id = $1 order by created desc, id desc`,
  ['int'],
);
const ledgerWithSession = sessionRead(ledgerRows);
const idOfUrl = (req: FastifyRequest) => [rawInt((req.params as { id: string }).id)];

describe('a read sent with the session (sessionRead)', () => {
  test('the session read with it is the one requireAuth reads, and the rows are the read of its own', async () => {
    const student = await idOf(t, 'student@demo.school');
    const token = await t.signIn('student@demo.school');
    const alone = rawRequest(token, {});
    const together = rawRequest(token, { id: String(student) });
    await requireAuth(ctx())(alone);
    await ledgerWithSession.requireAuth(ctx(), idOfUrl)(together);
    assert.deepEqual(together.user, alone.user);
    assert.equal(together.authTokenId, alone.authTokenId);

    const own = await ledgerRows(t.database.db)(student);
    assert.ok(own.length > 1, 'the demo student has a ledger');
    const early = await ledgerWithSession.readFor(together)(t.database.db)(student);
    const pick = (rows: typeof own) => rows.map(({ id, amount, balance, reason }) => ({ id, amount, balance, reason }));
    assert.deepEqual(pick(early), pick(own));
  });

  test('the rows read early serve only the same parameters; anything else is read again', async () => {
    const student = await idOf(t, 'student@demo.school');
    const other = await idOf(t, 'student2@demo.school');
    const token = await t.signIn('student@demo.school');
    const req = rawRequest(token, { id: String(student) });
    await ledgerWithSession.requireAuth(ctx(), idOfUrl)(req);
    // A transaction written after the session's read: the early rows do not have it, a read of its own does.
    await t.database.pool.query(
      `insert into indigo_transactions (user_id, amount, kind, reason) values ($1, 1.00, 'bonus', 'late')`,
      [student],
    );
    const read = ledgerWithSession.readFor(req)(t.database.db);
    const early = await read(student);
    assert.ok(!early.some((r) => r.reason === 'late'), 'the same parameters: the rows read with the session');
    const again = await ledgerWithSession.readFor(rawRequest(token, {}))(t.database.db)(student);
    assert.ok(
      again.some((r) => r.reason === 'late'),
      'a request that read nothing early reads now',
    );
    const others = await read(other);
    assert.deepEqual(
      others.map((r) => r.id),
      (await ledgerRows(t.database.db)(other)).map((r) => r.id),
      "another student's id is read, not served from the early rows",
    );
  });

  test('an unknown token is refused, whatever the URL asks for', async () => {
    const student = await idOf(t, 'student@demo.school');
    const req = rawRequest('0'.repeat(40), { id: String(student) });
    await assert.rejects(ledgerWithSession.requireAuth(ctx(), idOfUrl)(req), { statusCode: 401 });
    assert.equal(req.user, undefined);
  });

  test('parameters that cannot be found (a throw) read the session alone: 401 for an unknown token, never 500', async () => {
    const throwing = () => {
      throw new RangeError('Invalid time value');
    };
    const unknown = rawRequest('0'.repeat(40), { id: '1' });
    await assert.rejects(ledgerWithSession.requireAuth(ctx(), throwing)(unknown), { statusCode: 401 });
    const token = await t.signIn('student@demo.school');
    const known = rawRequest(token, { id: '1' });
    await ledgerWithSession.requireAuth(ctx(), throwing)(known);
    assert.equal(known.user?.id, await idOf(t, 'student@demo.school'));
    assert.equal(ledgerWithSession.earlyRows(known, [1]), null, 'nothing read early');
  });

  test("through the route: a student's balance, and another student's refused though it was read early", async () => {
    const student = await idOf(t, 'student@demo.school');
    const other = await idOf(t, 'student2@demo.school');
    const token = await t.signIn('student@demo.school');
    const balance = (id: number | string) =>
      t.req({
        method: 'GET',
        url: `/api/v1/indigo_dollars/balance/${id}`,
        headers: { authorization: `Token ${token}` },
      });
    const [own, foreign, malformed, huge] = await Promise.all([
      balance(student),
      balance(other),
      balance('abc'),
      balance('99999999999'),
    ]);
    assert.equal(own.statusCode, 200);
    assert.ok(own.json().txns.length > 0);
    assert.equal(foreign.statusCode, 404, "another family's ledger is never answered");
    assert.equal(malformed.statusCode, 400);
    assert.equal(huge.statusCode, 400);
  });

  test('a deactivated user is refused and signed out, as by requireAuth', async () => {
    const token = await t.signIn('student3@demo.school');
    const id = await idOf(t, 'student3@demo.school');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    const req = rawRequest(token, { id: String(id) });
    await assert.rejects(ledgerWithSession.requireAuth(ctx(), idOfUrl)(req), { statusCode: 401 });
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, id));
  });
});

test('rawInt takes only what PostgreSQL int holds', () => {
  assert.equal(rawInt('42'), 42);
  assert.equal(rawInt('0'), 0);
  assert.equal(rawInt('-7'), -7);
  assert.equal(rawInt('2147483647'), 2147483647);
  for (const bad of ['2147483648', '007', '1.5', '1e3', ' 1', '', 'abc', undefined, 12, ['1']]) {
    assert.equal(rawInt(bad), null, String(bad));
  }
});

test('the session lookups keep one generic plan: PostgreSQL does not plan them again on every request', async () => {
  const token = await t.signIn('student@demo.school');
  const headers = { authorization: `Token ${token}` };
  for (let i = 0; i < 8; i++) {
    await t.req({ method: 'GET', url: '/api/v1/users/user/me', headers });
    await t.req({ method: 'GET', url: '/api/v1/users/user/me/children', headers });
  }
  // A connection's statements are its own: asked on the connection the lookups went out on (db/read-pipeline.ts: one
  // at a time, the batched reads go on the same one of its connections).
  const rows = await runBatchedRead<{ name: string; generic_plans: number }>(
    t.database.db,
    'test_prepared_statements',
    `select name, generic_plans from pg_prepared_statements
      where name in ('auth_tokens_and_users', 'auth_tokens_users_and_profiles') order by name`,
    [],
  );
  assert.deepEqual(
    rows.map((r) => r.name),
    ['auth_tokens_and_users', 'auth_tokens_users_and_profiles'],
  );
  for (const row of rows) assert.ok(Number(row.generic_plans) >= 2, JSON.stringify(row));
});
