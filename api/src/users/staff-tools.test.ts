// Issue 10, the staff tools (spec 002 sections 2 "Bonus modal", "Restore screen", 4 "Restore" and the student's
// block dialog, 7): prices and the deactivation month, restore and restore-hierarchy, bonus weeks and holidays,
// sendmail. Each only on the viewer's subtree: another franchise's users are 404.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { indigoTransactions } from '../db/schema.ts';
import { clientFor, createTestApp, idOf, lastMail, type Client, type TestApp } from '../test/test-app.ts';
import {
  ALREADY_ACTIVE,
  DISCOUNT_OVERLAP,
  END_BEFORE_START,
  FIELD_REQUIRED,
  HOLIDAY_DAYS_RANGE,
  INVALID_CHOICE,
  NO_PERMISSION,
  NO_SUCH_CHOICE,
  NOT_FOUND,
  TWO_DECIMALS,
} from '@abacus/contract/messages';

let t: TestApp;
const as: Record<string, Client> = {};
const ids: Record<string, number> = {};
const PEOPLE = ['super', 'master', 'franchise', 'teacher', 'teacher2', 'franchise2', 'parent', 'student', 'student2'];

before(async () => {
  t = await createTestApp();
  for (const who of [...PEOPLE, 'blocked', 'master2']) ids[who] = await idOf(t, `${who}@demo.school`);
  for (const who of PEOPLE) as[who] = await clientFor(t, `${who}@demo.school`);
});
after(() => t.close());

const groupOf = async (who: string) =>
  (await as.super('GET', `/api/v1/users/user/${ids[who]}/profile`)).json().group.id as number;
const history = async (id: number) => (await as.super('GET', `/api/v1/users/user/${id}/changes_history`)).json();

describe("a student's prices and deactivation month", { concurrency: 1 }, () => {
  test('only the changed price is written and recorded with its author', async () => {
    const url = `/api/v1/users/user/${ids.student}/prices`;
    const before = (await as.teacher('GET', url)).json();
    assert.equal(before.deactivation_month, 8, 'August by default (spec 002 section 9)');
    const saved = await as.teacher('PATCH', url, { price: '777.5' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().price, '777.50');
    assert.equal(saved.json().price_first_month, before.price_first_month);
    const [latest] = await history(ids.student);
    assert.equal(latest.field_name, 'price');
    assert.equal(latest.new_value, '777.50');
    assert.equal(latest.author.id, ids.teacher);
    assert.deepEqual((await as.teacher('PATCH', url, {})).json(), { price: [FIELD_REQUIRED] });
    assert.equal((await as.teacher('PATCH', url, { price: '-1' })).statusCode, 400);
    // An emptied price is refused, not saved as none (it took the student out of the month's turnover).
    assert.deepEqual((await as.teacher('PATCH', url, { price: '' })).json(), { price: [FIELD_REQUIRED] });
    assert.deepEqual((await as.teacher('PATCH', url, { price_first_month: null })).json(), {
      price_first_month: [FIELD_REQUIRED],
    });
    // A third decimal is refused, not cut (0.004 was saved as a free 0.00, and recorded as typed).
    assert.deepEqual((await as.teacher('PATCH', url, { price: 0.004 })).json(), { price: [TWO_DECIMALS] });
    assert.deepEqual((await as.teacher('PATCH', url, { price: '12.349' })).json(), { price: [TWO_DECIMALS] });
    assert.equal((await as.teacher('GET', url)).json().price, '777.50', 'unchanged');
  });

  test('the deactivation month is May to August', async () => {
    const url = `/api/v1/users/user/${ids.student}/set_deactivation_date`;
    assert.equal((await as.franchise('POST', url, { month: 6 })).json().deactivation_month, 6);
    assert.deepEqual((await as.franchise('POST', url, { month: 9 })).json(), { month: [INVALID_CHOICE] });
    assert.deepEqual((await as.franchise('POST', url, { month: 'x' })).json(), { month: [INVALID_CHOICE] });
  });

  test('another franchise, a parent and a student get nothing', async () => {
    const url = `/api/v1/users/user/${ids.student}/prices`;
    assert.deepEqual((await as.teacher2('GET', url)).json(), { detail: NOT_FOUND });
    assert.equal((await as.teacher2('PATCH', url, { price: 1 })).statusCode, 404);
    assert.equal(
      (await as.franchise2('POST', `${url.replace('prices', 'set_deactivation_date')}`, { month: 5 })).statusCode,
      404,
    );
    for (const who of ['parent', 'student']) {
      assert.deepEqual((await as[who]('GET', url)).json(), { detail: NO_PERMISSION });
    }
  });
});

describe('restore', { concurrency: 1 }, () => {
  test('the list: blocked users of the subtree, by the roles the viewer may restore, with a balance for students', async () => {
    // A ledger of the student's own (and one of another student), so that the balance is theirs, not a neighbour's.
    const db = t.database.db;
    await db.insert(indigoTransactions).values([
      { userId: ids.blocked, amount: '2.50', reason: 'test' },
      { userId: ids.blocked, amount: '-0.75', reason: 'test' },
      { userId: ids.student, amount: '40.00', reason: 'test' },
    ]);
    const [{ sum }] = await db
      .select({ sum: sql<string>`coalesce(sum(${indigoTransactions.amount}), 0)::numeric(14, 2)::text` })
      .from(indigoTransactions)
      .where(eq(indigoTransactions.userId, ids.blocked));
    const list = (await as.teacher('GET', '/api/v1/users/restore')).json();
    const blocked = list.results.find((row: { id: number }) => row.id === ids.blocked);
    assert.ok(blocked, 'the blocked student of the teacher');
    assert.equal(blocked.role, 'student');
    assert.equal(blocked.indigo_dollars, sum, "the student's own balance");
    assert.equal(
      (await as.teacher2('GET', '/api/v1/users/restore'))
        .json()
        .results.some((r: { id: number }) => r.id === ids.blocked),
      false,
    );
    const parents = (await as.teacher('GET', '/api/v1/users/restore?roles=parent')).json();
    assert.equal(
      parents.results.some((r: { role: string }) => r.role !== 'parent'),
      false,
    );
    const asked = (await as.teacher('GET', '/api/v1/users/restore?roles=franchise')).json();
    assert.equal(asked.count, 0, 'a teacher may not restore franchises');
    assert.equal((await as.teacher('GET', '/api/v1/users/restore?roles=nobody')).statusCode, 400);
    assert.deepEqual((await as.parent('GET', '/api/v1/users/restore')).json(), { detail: NO_PERMISSION });
  });

  test('a student comes back into a chosen group of the viewer; the change is recorded', async () => {
    const url = `/api/v1/users/user/${ids.blocked}/restore`;
    assert.deepEqual((await as.teacher('POST', url, {})).json(), { group: [FIELD_REQUIRED] });
    const foreign = await groupOf('student2');
    assert.deepEqual((await as.teacher('POST', url, { group: foreign })).json(), { group: [NO_SUCH_CHOICE] });
    assert.equal((await as.teacher2('POST', url, { group: foreign })).statusCode, 404);
    const group = await groupOf('student');
    const restored = await as.teacher('POST', url, { group });
    assert.equal(restored.statusCode, 204, restored.body);
    assert.deepEqual((await as.teacher('POST', url, { group })).json(), { non_field_errors: [ALREADY_ACTIVE] });
    const [latest] = await history(ids.blocked);
    assert.deepEqual([latest.field_name, latest.new_value, latest.author.id], ['is_active', 'true', ids.teacher]);
    assert.equal((await as.teacher('DELETE', `/api/v1/users/user/${ids.blocked}`)).statusCode, 204, 'blocked again');
  });

  test('a teacher comes back under a franchise; the hierarchy comes back with its top (super franchise only)', async () => {
    assert.equal((await as.super('DELETE', `/api/v1/users/user/${ids.teacher2}`)).statusCode, 204);
    assert.equal((await as.super('DELETE', `/api/v1/users/user/${ids.student2}`)).statusCode, 204);
    const url = `/api/v1/users/user/${ids.teacher2}/restore`;
    assert.deepEqual((await as.super('POST', url, {})).json(), { parent: [FIELD_REQUIRED] });
    assert.deepEqual((await as.super('POST', url, { parent: ids.master2 })).json(), { parent: [NO_SUCH_CHOICE] });
    assert.equal((await as.franchise('POST', url, {})).statusCode, 404, 'not in the franchise subtree');
    assert.deepEqual((await as.franchise2('POST', '/api/v1/users/restore-hierarchy', { user: ids.teacher2 })).json(), {
      detail: NO_PERMISSION,
    });
    const all = await as.super('POST', '/api/v1/users/restore-hierarchy', { user: ids.teacher2 });
    assert.deepEqual(all.json(), { count: 2 }, 'the teacher and their blocked student');
    assert.equal((await as.super('GET', `/api/v1/users/user/${ids.student2}/profile`)).json().is_active, true);
  });

  test('a franchise restoring a teacher needs no choice: the teacher comes back under them', async () => {
    const teacher = ids.teacher;
    assert.equal((await as.franchise('DELETE', `/api/v1/users/user/${teacher}`)).statusCode, 204);
    assert.equal((await as.franchise('POST', `/api/v1/users/user/${teacher}/restore`, {})).statusCode, 204);
    assert.equal((await as.franchise('GET', `/api/v1/users/user/${teacher}/profile`)).json().parent.id, ids.franchise);
    as.teacher = await clientFor(t, 'teacher@demo.school');
  });
});

describe('bonus', { concurrency: 1 }, () => {
  test('weeks or a holiday, for franchises of the subtree only, all or none', async () => {
    const weeks = await as.master('POST', '/api/v1/users/user/assign_bonus_weeks', {
      users: [ids.franchise],
      weeks: 2,
    });
    assert.deepEqual(weeks.json(), { count: 1 });
    assert.deepEqual(
      (await as.master('POST', '/api/v1/users/user/assign_bonus_weeks', { users: [ids.franchise], weeks: 4 })).json(),
      { weeks: [INVALID_CHOICE] },
    );
    const mixed = await as.master('POST', '/api/v1/users/user/assign_holidays_bonus', {
      users: [ids.franchise, ids.franchise2],
      days: 5,
      start_date: '2026-12-28',
    });
    assert.deepEqual(mixed.json(), { detail: NOT_FOUND }, 'another master franchise tree');
    const holiday = await as.super('POST', '/api/v1/users/user/assign_holidays_bonus', {
      users: [ids.franchise, ids.franchise2],
      days: 5,
      start_date: '2026-12-28',
    });
    assert.deepEqual(holiday.json(), { count: 2 });
    assert.equal(
      (await as.teacher('POST', '/api/v1/users/user/assign_bonus_weeks', { users: [ids.franchise], weeks: 1 }))
        .statusCode,
      404,
    );
    assert.deepEqual(
      (
        await as.super('POST', '/api/v1/users/user/assign_holidays_bonus', { users: [], days: 0, start_date: 'x' })
      ).json(),
      {
        users: [FIELD_REQUIRED],
        days: [HOLIDAY_DAYS_RANGE],
        start_date: ['Enter a valid date.'],
      },
    );
  });
});

describe('sendmail', { concurrency: 1 }, () => {
  test('a franchise writes to its teacher; the mail leaves escaped and signed', async () => {
    const sent = await as.franchise('POST', '/api/v1/users/sendmail', {
      subject: 'Staff meeting',
      body: 'Tomorrow at 10 <b>sharp</b>',
      to: [ids.teacher],
    });
    assert.deepEqual(sent.json(), { count: 1 });
    const mail = await lastMail(t, 'teacher@demo.school');
    assert.equal(mail.subject, 'Staff meeting');
    assert.match(mail.html, /&lt;b&gt;sharp/);
    assert.doesNotMatch(mail.html, /<b>/);
  });

  test('nobody outside the subtree, and every field required', async () => {
    const foreign = await as.franchise('POST', '/api/v1/users/sendmail', {
      subject: 's',
      body: 'b',
      to: [ids.teacher2],
    });
    assert.deepEqual(foreign.json(), { detail: NOT_FOUND });
    assert.deepEqual((await as.franchise('POST', '/api/v1/users/sendmail', {})).json(), {
      subject: [FIELD_REQUIRED],
      body: [FIELD_REQUIRED],
      to: [FIELD_REQUIRED],
    });
    assert.deepEqual(
      (await as.student('POST', '/api/v1/users/sendmail', { subject: 's', body: 'b', to: [1] })).json(),
      {
        detail: NO_PERMISSION,
      },
    );
  });
});

describe('discounts', { concurrency: 1 }, () => {
  const assign = (who: string, id: number, q: string) =>
    as[who]('POST', `/api/v1/users/user/${id}/assign_discount?${q}`);

  test('the super franchise adds one; periods of a franchise never overlap; the end is not before the start', async () => {
    const added = await assign('super', ids.franchise, 'start=2026-01-01&end=2026-01-31&value=10');
    assert.equal(added.statusCode, 201, added.body);
    assert.deepEqual(added.json().value, '10.00');
    assert.deepEqual((await assign('super', ids.franchise, 'start=2026-01-31&end=2026-02-10&value=5')).json(), {
      start: [DISCOUNT_OVERLAP],
    });
    const backwards = await assign('super', ids.franchise, 'start=2026-03-10&end=2026-03-01&value=5');
    assert.deepEqual(backwards.json().errors, { end: [END_BEFORE_START] }, 'a query error names its parameter');
    assert.equal((await assign('super', ids.franchise, 'start=2026-04-01&end=2026-04-30&value=101')).statusCode, 400);
    assert.equal((await assign('super', ids.franchise, 'start=2026-04-01&end=2026-04-30&value=0')).statusCode, 400);
    assert.deepEqual((await assign('super', ids.teacher, 'start=2026-04-01&end=2026-04-30&value=5')).json(), {
      detail: NOT_FOUND,
    });
    assert.equal((await assign('super', ids.master2, 'start=2026-01-01&end=2026-12-31&value=3')).statusCode, 201);
  });

  test('the list: all for the super franchise, the subtree for the others; only the super franchise writes', async () => {
    const all = (await as.super('GET', '/api/v1/users/discount')).json();
    assert.deepEqual(
      all.results.map((d: { franchise: { id: number } }) => d.franchise.id).sort(),
      [ids.franchise, ids.master2, ids.franchise2].sort(),
      "with the demo seed's discount of franchise2",
    );
    const mine = (await as.master('GET', '/api/v1/users/discount')).json();
    assert.deepEqual(
      mine.results.map((d: { franchise: { id: number } }) => d.franchise.id),
      [ids.franchise],
    );
    const theirs = (await as.franchise2('GET', '/api/v1/users/discount')).json();
    assert.deepEqual(
      theirs.results.map((d: { value: string }) => d.value),
      ['5.00'],
      'their own, seeded',
    );
    assert.deepEqual((await assign('master', ids.franchise, 'start=2027-01-01&end=2027-01-31&value=5')).json(), {
      detail: NO_PERMISSION,
    });
    const id = mine.results[0].id;
    assert.equal((await as.master('DELETE', `/api/v1/users/discount/${id}`)).statusCode, 403);
    assert.equal((await as.super('DELETE', `/api/v1/users/discount/${id}`)).statusCode, 204);
    assert.equal((await as.super('DELETE', `/api/v1/users/discount/${id}`)).statusCode, 404);
    assert.deepEqual((await as.parent('GET', '/api/v1/users/discount')).json(), { detail: NO_PERMISSION });
  });
});

describe('the student list statistics', () => {
  test("?statistics=true adds games played and this month's homeworks left to each row", async () => {
    const plain = (await as.teacher('GET', '/api/v1/users/students')).json();
    assert.equal(plain.results[0].statistic, undefined);
    const withStats = (await as.teacher('GET', '/api/v1/users/students?statistics=true')).json();
    for (const row of withStats.results) {
      assert.equal(typeof row.statistic.games_total, 'number');
      assert.equal(typeof row.statistic.homeworks_left, 'number');
    }
    // The demo month (db/seeds/homework.ts): tiles 1-5 done, 6 in progress, 7 not started.
    const maksym = withStats.results.find((r: { email: string }) => r.email === 'student@demo.school');
    assert.equal(maksym.statistic.homeworks_left, 2);
    assert.equal((await as.teacher('GET', '/api/v1/users/students?statistics=maybe')).statusCode, 400);
  });
});
