// What an attacker's probe (2026-12-01) found reaching PostgreSQL and coming back as its own "Invalid input.": a NUL
// or a lone surrogate in any text, an id past a serial column's 2^31-1, an impossible date. Each is now refused
// before any SQL, with the field it is in and the contract's message (translated by the admin kit).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';
import { INVALID_CHARACTERS, INVALID_CHOICE, INVALID_DATE, NULL_CHAR } from '@abacus/contract/messages';
import { PG_INT_MAX } from '@abacus/contract/ids-schema';
import { unstorableText } from './text-guard.ts';

let t: TestApp;
let superUser: Client;
let student: number;

before(async () => {
  t = await createTestApp();
  superUser = await clientFor(t, 'super@demo.school');
  student = await idOf(t, 'student@demo.school');
});
after(() => t.close());

describe('unstorableText', () => {
  test('finds a NUL or a lone surrogate in values and keys at any depth, by top-level field', () => {
    assert.equal(unstorableText({ a: 'fine', b: ['😀', { c: 'ok' }] }), null, 'a full surrogate pair is a character');
    assert.deepEqual(unstorableText({ a: 'x', b: [{ c: 'a\u0000b' }] }), { b: [NULL_CHAR] });
    assert.deepEqual(unstorableText({ name: 'x\ud800' }), { name: [INVALID_CHARACTERS] });
    assert.deepEqual(unstorableText({ name: '\udc00x' }), { name: [INVALID_CHARACTERS] });
    assert.deepEqual(unstorableText({ 'k\u0000': 1 }), { non_field_errors: [NULL_CHAR] });
    assert.deepEqual(unstorableText('\u0000'), { non_field_errors: [NULL_CHAR] });
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    assert.deepEqual(unstorableText({ x: deep }), { x: [NULL_CHAR] }, 'no recursion to overflow');
  });
});

describe('refused before SQL, with the field', () => {
  test('NUL and lone surrogates in the texts the probe named', async () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/v1/lessons/', { name_en: 'Lesson\u0000', body_en: '<p>x</p>' }, 'name_en'],
      ['POST', '/api/v1/lessons/', { name_en: 'Lesson', body_en: '<p>\ud800</p>' }, 'body_en'],
      ['PATCH', '/api/v1/settings', { address: 'Kyiv \ud83d' }, 'address'],
      ['PATCH', `/api/v1/users/user/${student}/comments`, { comments: 'a\u0000b' }, 'comments'],
      ['POST', '/api/v1/indigo_dollars/', { user: student, amount: '1', reason: 'prize\u0000' }, 'reason'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await superUser(method, url, body);
      assert.equal(res.statusCode, 400, `${url} ${res.body}`);
      const message = JSON.stringify(body).includes('\\u0000') ? NULL_CHAR : INVALID_CHARACTERS;
      assert.deepEqual(res.json(), { [field]: [message] }, url);
    }
  });

  test("a NUL in a list's search text, refused with its field (the probe of 2026-12-04)", async () => {
    for (const url of [
      '/api/v1/users/students?search=a%00b',
      '/api/v1/users/students?q=%00',
      '/api/v1/users/users-dropdown?role=teacher&q=%00',
    ]) {
      const res = await superUser('GET', url);
      assert.equal(res.statusCode, 400, `${url} ${res.body}`);
      const { errors } = res.json();
      assert.deepEqual(Object.values(errors), [[NULL_CHAR]], url);
    }
  });

  test('a route that takes no body ignores one with a NUL instead of answering 500 (the probe of 2026-12-02)', async () => {
    const studentClient = await clientFor(t, 'student@demo.school');
    for (const body of [{ a: '\u0000' }, { a: '\ud800' }]) {
      const purchase = await studentClient('POST', '/api/v1/eshop/items/999999/purchase', body);
      assert.equal(purchase.statusCode, 404, purchase.body);
      const group = await superUser('DELETE', '/api/v1/groups/999999', body);
      assert.equal(group.statusCode, 404, group.body);
    }
  });

  test('ids past 2^31-1 and an impossible date', async () => {
    const past = PG_INT_MAX + 1;
    const fieldError = async (method: string, url: string, body: Record<string, unknown>, field: string) => {
      const res = await superUser(method, url, body);
      assert.equal(res.statusCode, 400, `${url} ${res.body}`);
      assert.ok(field in res.json(), `${url}: ${res.body}`);
      assert.notEqual(res.json().detail, 'Invalid input.');
    };
    await fieldError('POST', '/api/v1/indigo_dollars/', { user: past, amount: '1', reason: 'x' }, 'user');
    await fieldError('POST', '/api/v1/users/user/assign_bonus_weeks', { users: [past], weeks: 1 }, 'users');
    await fieldError('POST', '/api/v1/users/sendmail', { subject: 's', body: 'b', to: [past] }, 'to');
    await fieldError('POST', '/api/v1/users/restore-hierarchy', { user: past }, 'user');
    await fieldError('POST', `/api/v1/users/user/${student}/lessons`, { lessons: [past] }, 'lessons');
    await fieldError('POST', '/api/v1/lessons/', { name_en: 'L', body_en: 'b', lesson_group: past }, 'lesson_group');
    const restore = await superUser('POST', '/api/v1/users/restore-hierarchy', { user: past });
    assert.deepEqual(restore.json(), { user: [INVALID_CHOICE] });
    const discounts = await superUser('GET', `/api/v1/users/discount?franchise=${past}`);
    assert.equal(discounts.statusCode, 400, discounts.body);
    const holiday = await superUser('POST', '/api/v1/users/user/assign_holidays_bonus', {
      users: [student],
      days: 3,
      start_date: '2026-02-31',
    });
    assert.deepEqual(holiday.json(), { start_date: [INVALID_DATE] });
  });
});
