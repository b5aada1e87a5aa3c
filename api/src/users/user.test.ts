import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { parseIsoDate } from '../time/calendar-day.ts';
import { isValidBirthday, todayIn } from './birthday.ts';

let t: TestApp;
let studentId: number;
let token: string;
before(async () => {
  t = await createTestApp();
  studentId = await idOf(t, 'student@demo.school');
  token = await t.signIn('student@demo.school');
});
after(() => t.close());

const patch = (payload: unknown, id = studentId) =>
  t.req({
    method: 'PATCH',
    url: `/api/v1/users/user/${id}`,
    headers: { authorization: `Token ${token}` },
    payload: payload as object,
  });

describe('GET users/user/{id}', () => {
  test('the same profile shape as users/user/me', async () => {
    const me = await t.req({
      method: 'GET',
      url: '/api/v1/users/user/me',
      headers: { authorization: `Token ${token}` },
    });
    const byId = await t.req({
      method: 'GET',
      url: `/api/v1/users/user/${studentId}`,
      headers: { authorization: `Token ${token}` },
    });
    assert.equal(byId.statusCode, 200);
    assert.deepEqual(byId.json(), me.json());
  });

  test("a parent reads the child's profile, with the child's balance", async () => {
    const parent = await t.signIn('parent@demo.school');
    const res = await t.req({
      method: 'GET',
      url: `/api/v1/users/user/${studentId}`,
      headers: { authorization: `Token ${parent}` },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().email, 'student@demo.school');
    assert.equal(res.json().indigo_dollars, '18.50');
  });

  test('malformed ids are 400, never 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999', '%00', ' 1']) {
      const res = await t.req({
        method: 'GET',
        url: `/api/v1/users/user/${id}`,
        headers: { authorization: `Token ${token}` },
      });
      assert.equal(res.statusCode, 400, `${id}: ${res.body}`);
      assert.equal(res.json().detail, 'Invalid request parameters.');
    }
  });
});

describe('PATCH users/user/{id} {birthday}', () => {
  test('saves a valid past date and answers the profile', async () => {
    const res = await patch({ birthday: '2014-02-28' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().birthday, '2014-02-28');
    assert.equal(res.json().email, 'student@demo.school');
    const [u] = await t.database.db.select().from(users).where(eq(users.id, studentId));
    assert.equal(u.birthday, '2014-02-28');
  });

  test('a leap day is a real date', async () => {
    assert.equal((await patch({ birthday: '2016-02-29' })).json().birthday, '2016-02-29');
  });

  test('other fields are read-only and ignored', async () => {
    const res = await patch({ birthday: '2015-04-12', first_name: 'Hacker', role: 'super_franchise', email: 'x@y.z' });
    assert.equal(res.statusCode, 200);
    const p = res.json();
    assert.equal(p.first_name, 'Maksym');
    assert.equal(p.role, 'student');
    assert.equal(p.email, 'student@demo.school');
    assert.equal(p.birthday, '2015-04-12');
  });

  test('bad, impossible and future dates: 400 {"birthday": ["Enter a valid date."]}', async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    for (const bad of [
      '2015-02-29',
      '2023-13-01',
      '2023-00-10',
      '2023-04-31',
      '12.04.2015',
      '2015/04/12',
      '2015-4-12',
      '20150412',
      '',
      ' 2015-04-12',
      '2015-04-12T00:00:00Z',
      tomorrow,
      '2999-01-01',
      '1899-12-31',
      'x'.repeat(5000),
      20150412,
      true,
      null,
      [],
      {},
    ]) {
      const res = await patch({ birthday: bad });
      assert.equal(res.statusCode, 400, `${JSON.stringify(bad)}: ${res.body}`);
      assert.deepEqual(res.json(), { birthday: ['Enter a valid date.'] }, JSON.stringify(bad));
    }
    const [u] = await t.database.db.select().from(users).where(eq(users.id, studentId));
    assert.equal(u.birthday, '2015-04-12', 'unchanged');
  });

  test('a missing birthday or body is a clear 400', async () => {
    assert.deepEqual((await patch({})).json(), { birthday: ['Field is required'] });
    const empty = await t.req({
      method: 'PATCH',
      url: `/api/v1/users/user/${studentId}`,
      headers: { authorization: `Token ${token}` },
    });
    assert.equal(empty.statusCode, 400);
    assert.equal(typeof empty.json().detail, 'string');
  });
});

describe('birthday rules', () => {
  test('parseIsoDate accepts only real calendar dates', () => {
    assert.equal(parseIsoDate('2024-02-29'), '2024-02-29');
    assert.equal(parseIsoDate('2023-02-29'), null);
    assert.equal(parseIsoDate('2023-06-31'), null);
    assert.equal(parseIsoDate('2023-6-3'), null);
  });

  test('"today" depends on the user\'s time zone; an unknown zone falls back to UTC', () => {
    const now = new Date('2025-03-10T22:30:00Z');
    assert.equal(todayIn('UTC', now), '2025-03-10');
    assert.equal(todayIn('Europe/Kiev', now), '2025-03-11');
    assert.equal(todayIn('America/New_York', now), '2025-03-10');
    assert.equal(todayIn('Not/AZone', now), '2025-03-10');
    assert.equal(isValidBirthday('2025-03-11', 'Europe/Kiev', now), true, 'already the 11th in Kyiv');
    assert.equal(isValidBirthday('2025-03-11', 'UTC', now), false, 'still the 10th in UTC');
    assert.equal(isValidBirthday('1900-01-01', 'UTC', now), true);
    assert.equal(isValidBirthday('1899-12-31', 'UTC', now), false);
  });
});
