// The balances kept by triggers (migration 0024, db/schema.ts indigoBalances) against the sum of the ledger they keep,
// after every kind of write: the API's (a purchase, a grant to a group, a withdrawal) and plain SQL's (several users
// in one statement, a changed amount, a row moved to another user, a delete, a rollback, concurrent deposits, a
// deleted user, a truncated ledger). The profile every page reads shows the kept balance (users/profile.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';
import { createStudent, itemIdOf, SHOP } from '../eshop/test-support.ts';

let t: TestApp;
const as: Record<string, Client> = {};
const ids: Record<string, number> = {};

before(async () => {
  t = await createTestApp();
  for (const who of ['student', 'teacher', 'franchise', 'student2', 'student3']) {
    ids[who] = await idOf(t, `${who}@demo.school`);
    as[who] = await clientFor(t, `${who}@demo.school`);
  }
});
after(() => t.close());

const sql = (query: string, values: unknown[] = []) => t.database.pool.query(query, values);

/** Every non-zero balance as kept, and as the ledger adds up, as `user_id=balance` lines in user order. */
async function keptAndSummed() {
  const lines = async (query: string) =>
    ((await sql(query)).rows as { user_id: number; balance: string }[]).map((r) => `${r.user_id}=${r.balance}`);
  return {
    kept: await lines('select user_id, balance::text from indigo_balances where balance <> 0 order by user_id'),
    summed: await lines(`select user_id, sum(amount)::numeric(14, 2)::text as balance from indigo_transactions
      group by user_id having sum(amount) <> 0 order by user_id`),
  };
}

async function sameAsSum(when: string): Promise<string[]> {
  const { kept, summed } = await keptAndSummed();
  assert.deepEqual(kept, summed, when);
  return kept;
}

const kept = async (user: number): Promise<string | null> =>
  (await sql('select balance::text from indigo_balances where user_id = $1', [user])).rows[0]?.balance ?? null;
const shown = async (who: string): Promise<string> =>
  (await as[who]('GET', '/api/v1/users/user/me')).json().indigo_dollars;
const deposit = (user: number, amount: string) =>
  sql(`insert into indigo_transactions (user_id, amount, kind, reason) values ($1, $2, 'manual', 'test')`, [
    user,
    amount,
  ]);

describe('indigo_balances', { concurrency: 1 }, () => {
  test('after the seed, each balance is the sum of the ledger, and the profile shows it', async () => {
    const balances = await sameAsSum('after the seed');
    assert.ok(balances.includes(`${ids.student}=18.50`), balances.join(' '));
    assert.equal(await shown('student'), '18.50');
  });

  test("the API's writes: a purchase, a grant to a whole group, a withdrawal; the profile shows each at once", async () => {
    const cap = await as.student('POST', `${SHOP}/${await itemIdOf(t.database.db, 'cap-baseball')}/purchase`);
    assert.equal(cap.statusCode, 201, cap.body);
    assert.equal(await shown('student'), '13.50');
    await sameAsSum('after a purchase');

    const group = (await as.teacher('GET', `/api/v1/users/user/${ids.student}/profile`)).json().group.id;
    const grant = await as.teacher('POST', '/api/v1/indigo_dollars/', { group, amount: '2.25', reason: 'Olympiad' });
    assert.equal(grant.statusCode, 201, grant.body);
    assert.equal(await shown('student'), '15.75');
    await sameAsSum('after a grant to a group');

    const take = await as.franchise('POST', '/api/v1/indigo_dollars/', {
      user: ids.student,
      amount: '-0.75',
      reason: 'Correction',
    });
    assert.equal(take.statusCode, 201, take.body);
    assert.equal(await shown('student'), '15.00');
    await sameAsSum('after a withdrawal');
  });

  test('plain SQL: several users in one statement, a changed amount, a moved row, a changed reason, a delete', async () => {
    const [a, b] = [ids.student2, ids.student3];
    // A balance back at zero keeps its row (0.00); no row is a zero too.
    const zeroOrKept = async (user: number) => (await kept(user)) ?? '0.00';
    const before = { a: await zeroOrKept(a), b: await zeroOrKept(b) };
    const { rows } = await sql(
      `insert into indigo_transactions (user_id, amount, kind, reason)
       values ($1, 1.10, 'manual', 'x'), ($2, 2.20, 'manual', 'x'), ($1, 3.30, 'manual', 'x') returning id`,
      [a, b],
    );
    await sameAsSum('after one statement for two users, one of them twice');
    const [first, second] = rows.map((r: { id: number }) => r.id);

    await sql('update indigo_transactions set amount = amount * 10 where id = $1', [first]);
    await sameAsSum('after a changed amount');
    await sql('update indigo_transactions set user_id = $2 where id = $1', [second, a]);
    await sameAsSum('after a row moved to another user');
    const unchanged = await kept(a);
    await sql(`update indigo_transactions set reason = 'y' where user_id = $1`, [a]);
    assert.equal(await kept(a), unchanged, 'a reason is not money');
    await sql('delete from indigo_transactions where id = any($1)', [rows.map((r: { id: number }) => r.id)]);
    await sameAsSum('after a delete');
    assert.deepEqual({ a: await zeroOrKept(a), b: await zeroOrKept(b) }, before, 'back where they were');
  });

  test('a rolled-back write leaves the balance as it was', async () => {
    const before = await kept(ids.student);
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`insert into indigo_transactions (user_id, amount, reason) values ($1, 99, 'no')`, [
        ids.student,
      ]);
      assert.notEqual(
        (await client.query('select balance::text from indigo_balances where user_id = $1', [ids.student])).rows[0]
          .balance,
        before,
        'inside the transaction, its own row counts',
      );
      await client.query('rollback');
    } finally {
      client.release();
    }
    assert.equal(await kept(ids.student), before);
    await sameAsSum('after a rollback');
  });

  test('deposits from many connections at once all count', async () => {
    const before = await kept(ids.student2);
    await Promise.all(Array.from({ length: 20 }, () => deposit(ids.student2, '0.05')));
    assert.equal(Number(await kept(ids.student2)) - Number(before ?? 0), 1);
    await sameAsSum('after concurrent deposits');
  });

  test('a user with a ledger can be deleted, and their balance goes with them', async () => {
    const id = await createStudent(t.database.db, 'leaving@demo.school');
    await deposit(id, '4.00');
    assert.equal(await kept(id), '4.00');
    await sql('delete from users where id = $1', [id]);
    assert.equal(await kept(id), null);
    await sameAsSum('after a deleted user');
  });

  test('a truncated ledger leaves no balance', async () => {
    await sql('truncate indigo_transactions cascade');
    assert.deepEqual(await sameAsSum('after a truncate'), []);
    assert.equal(await shown('student'), '0.00');
  });
});
