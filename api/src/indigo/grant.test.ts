// Issue 10: i$ from the staff (spec 002 "Indigo-dollars modal"): one ledger row per active student, all or none,
// only in the viewer's subtree; a withdrawal never goes below zero.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';
import {
  FIELD_REQUIRED,
  INVALID_NUMBER,
  NO_PERMISSION,
  NOT_ENOUGH_INDIGO,
  NOT_FOUND,
  NOT_ZERO,
  STUDENT_OR_GROUP,
  TWO_DECIMALS,
} from '@abacus/contract/messages';

let t: TestApp;
const as: Record<string, Client> = {};
const ids: Record<string, number> = {};

before(async () => {
  t = await createTestApp();
  for (const who of ['franchise', 'teacher', 'teacher2', 'parent', 'student', 'blocked']) {
    ids[who] = await idOf(t, `${who}@demo.school`);
    if (who !== 'blocked') as[who] = await clientFor(t, `${who}@demo.school`);
  }
});
after(() => t.close());

const balance = async (who: string) => (await as[who]('GET', `/api/v1/indigo_dollars/balance/${ids[who]}`)).json();
const groupOf = async () => (await as.teacher('GET', `/api/v1/users/user/${ids.student}/profile`)).json().group.id;

describe('POST indigo_dollars/', () => {
  test('a whole group: each active student gets a row with the reason; the blocked one does not', async () => {
    const group = await groupOf();
    const before = await balance('student');
    const answer = await as.teacher('POST', '/api/v1/indigo_dollars/', { group, amount: '2.5', reason: 'Olympiad' });
    assert.equal(answer.statusCode, 201, answer.body);
    assert.deepEqual(answer.json(), { count: 1 }, 'the blocked student of the group gets nothing');
    const after = await balance('student');
    assert.equal(Number(after.balance) - Number(before.balance), 2.5);
    assert.equal(after.txns[0].reason, 'Olympiad');
    assert.equal(after.txns[0].kind, 'manual');
  });

  test('an amount refused says why: zero, past two decimals, past six digits, not a number (a tester met "Enter a number")', async () => {
    for (const [amount, message] of [
      ['0', NOT_ZERO],
      ['0.001', TWO_DECIMALS],
      ['1000000', 'Ensure this value is less than or equal to 999999.99.'],
      ['-1000000', 'Ensure this value is greater than or equal to -999999.99.'],
      ['1e3', INVALID_NUMBER],
    ]) {
      const res = await as.teacher('POST', '/api/v1/indigo_dollars/', { user: ids.student, amount, reason: '' });
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json(), { amount: [message] }, amount);
    }
    const most = await as.teacher('POST', '/api/v1/indigo_dollars/', { user: ids.student, amount: '999999.99' });
    assert.equal(most.statusCode, 201, most.body);
    const back = await as.teacher('POST', '/api/v1/indigo_dollars/', { user: ids.student, amount: '-999999.99' });
    assert.equal(back.statusCode, 201, back.body);
  });

  test('a withdrawal above the balance changes nothing', async () => {
    const { balance: now } = await balance('student');
    const tooMuch = await as.franchise('POST', '/api/v1/indigo_dollars/', {
      user: ids.student,
      amount: `-${Number(now) + 1}`,
      reason: 'x',
    });
    const { first_name, last_name } = (await as.franchise('GET', `/api/v1/users/user/${ids.student}/profile`)).json();
    assert.deepEqual(tooMuch.json(), {
      non_field_errors: [NOT_ENOUGH_INDIGO],
      short: [{ id: ids.student, first_name, last_name, balance: now }],
    });
    assert.equal((await balance('student')).balance, now);
  });

  test("a group's withdrawal refused names each student who has too little, and takes from nobody", async () => {
    const group = await groupOf();
    const { balance: poor } = await balance('student');
    const { rows } = await t.database.pool.query(
      `insert into users (email, password_hash, role, first_name, last_name, group_id)
       values ('rich-kid@demo.school', 'x', 'student', 'Rich', 'Kid', $1) returning id`,
      [group],
    );
    const rich = rows[0].id as number;
    const gift = await as.teacher('POST', '/api/v1/indigo_dollars/', { user: rich, amount: `${Number(poor) + 100}` });
    assert.equal(gift.statusCode, 201, gift.body);
    const take = `-${(Number(poor) + 1).toFixed(2)}`;
    const refused = await as.teacher('POST', '/api/v1/indigo_dollars/', { group, amount: take, reason: 'x' });
    assert.equal(refused.statusCode, 400, refused.body);
    const body = refused.json();
    assert.deepEqual(body.non_field_errors, [NOT_ENOUGH_INDIGO]);
    assert.deepEqual(
      body.short.map((s: { id: number; balance: string }) => [s.id, s.balance]),
      [[ids.student, poor]],
      'the poor child alone, with the balance',
    );
    assert.equal((await balance('student')).balance, poor);
    const richNow = (await as.teacher('GET', `/api/v1/indigo_dollars/balance/${rich}`)).json().balance;
    assert.equal(Number(richNow), Number(poor) + 100, 'the rich child kept everything');
    await t.database.pool.query('delete from indigo_transactions where user_id = $1', [rich]);
    await t.database.pool.query('delete from users where id = $1', [rich]);
  });

  test('only staff, only their own students and groups, and a student or a group is required', async () => {
    assert.deepEqual((await as.teacher2('POST', '/api/v1/indigo_dollars/', { user: ids.student, amount: 5 })).json(), {
      detail: NOT_FOUND,
    });
    const group = await groupOf();
    assert.equal((await as.teacher2('POST', '/api/v1/indigo_dollars/', { group, amount: 5 })).statusCode, 404);
    for (const who of ['parent', 'student']) {
      const answer = await as[who]('POST', '/api/v1/indigo_dollars/', { user: ids.student, amount: 5 });
      assert.deepEqual(answer.json(), { detail: NO_PERMISSION });
    }
    assert.deepEqual((await as.teacher('POST', '/api/v1/indigo_dollars/', { amount: 5 })).json(), {
      user: [FIELD_REQUIRED],
    });
    const before = await balance('student');
    const both = await as.teacher('POST', '/api/v1/indigo_dollars/', { user: ids.student, group, amount: 5 });
    assert.deepEqual(both.json(), { non_field_errors: [STUDENT_OR_GROUP] }, 'it used to give to the student alone');
    assert.equal((await balance('student')).balance, before.balance);
    assert.equal(
      (await as.teacher('POST', '/api/v1/indigo_dollars/', { user: ids.student, amount: 0 })).statusCode,
      400,
    );
  });

  test("a group's withdrawals and changes of its start at once never deadlock (an outside probe met 500s)", async () => {
    const db = t.database.pool;
    const { rows: made } = await db.query(
      `insert into groups (name, teacher_id, lessons_starts) values ('Race group', $1, '2099-01-01') returning id`,
      [ids.teacher],
    );
    const group = made[0].id as number;
    const groupBody = {
      name: 'Race group',
      address: 'Main street 1',
      age: 'junior',
      lesson_time: '16:00',
      working_days: ['Mo'],
      teacher: ids.teacher,
    };
    const kids: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      const { rows } = await db.query(
        `insert into users (email, password_hash, role, first_name, last_name, group_id)
         values ($1, 'x', 'student', 'Race', $2, $3) returning id`,
        [`race-${n}@demo.school`, `Kid ${n}`, group],
      );
      kids.push(rows[0].id);
    }
    try {
      const gift = await as.teacher('POST', '/api/v1/indigo_dollars/', { group, amount: '100' });
      assert.equal(gift.statusCode, 201, gift.body);
      const statuses: number[] = [];
      for (let round = 0; round < 6; round += 1) {
        const calls = [];
        for (let n = 0; n < 15; n += 1) {
          const start = n % 2 ? '2099-01-01' : `2098-06-0${1 + (round % 9)}`;
          calls.push(as.franchise('PATCH', `/api/v1/groups/${group}`, { ...groupBody, lessons_starts: start }));
          calls.push(as.teacher('POST', '/api/v1/indigo_dollars/', { group, amount: '-0.01', reason: 'race' }));
          calls.push(as.teacher('POST', '/api/v1/indigo_dollars/', { user: kids[(n * 3) % 8], amount: '-0.01' }));
          const kid = (n * 5) % 8;
          calls.push(
            as.teacher('PATCH', `/api/v1/users/user/${kids[kid]}/profile`, {
              email: `race-${kid}@demo.school`,
              phone_number: `+38050123456${kid}`,
              first_name: `Race ${n}`,
            }),
          );
        }
        for (const res of await Promise.all(calls)) statuses.push(res.statusCode);
      }
      assert.deepEqual(
        statuses.filter((status) => status !== 200 && status !== 201),
        [],
        'no 500 or 503 (a deadlock), nothing refused',
      );
      const { rows } = await db.query('select sum(amount)::text as total from indigo_transactions where user_id = $1', [
        kids[0],
      ]);
      // Kid 0: 90 group withdrawals and 12 of its own, 0.01 each.
      assert.equal(rows[0].total, '98.98', 'every withdrawal taken once');
    } finally {
      await db.query('delete from indigo_transactions where user_id = any($1)', [kids]);
      await db.query('delete from users where id = any($1)', [kids]);
      await db.query('delete from groups where id = $1', [group]);
    }
  });
});
