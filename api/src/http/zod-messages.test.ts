import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { z } from 'zod';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';
import {
  FIELD_IS_REQUIRED,
  INVALID_CHOICE,
  INVALID_EMAIL,
  INVALID_NUMBER,
  NOT_A_BOOLEAN,
  NOT_A_LIST,
  NOT_A_STRING,
  NOT_AN_OBJECT,
} from '@abacus/contract/messages';

let t: TestApp;
let student: Client;
let teacher: Client;
let studentId: number;
before(async () => {
  t = await createTestApp(); // installs the messages, as every API process does
  student = await clientFor(t, 'student@demo.school');
  teacher = await clientFor(t, 'teacher@demo.school');
  studentId = await idOf(t, 'student@demo.school');
});
after(() => t.close());

const first = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe("zod's own messages read as Django REST's", () => {
  test('each kind of check the contract leaves at its default', () => {
    assert.equal(first(z.object({ a: z.string() }), {}), FIELD_IS_REQUIRED);
    assert.equal(first(z.string(), ['x', 'y']), NOT_A_STRING);
    assert.equal(first(z.number(), 'x'), INVALID_NUMBER);
    assert.equal(first(z.array(z.number()), 3), NOT_A_LIST);
    assert.equal(first(z.object({ a: z.number() }), []), NOT_AN_OBJECT);
    assert.equal(first(z.boolean(), 'NaN'), NOT_A_BOOLEAN);
    assert.equal(first(z.string().max(200), 'x'.repeat(201)), 'Ensure this field has no more than 200 characters.');
    assert.equal(
      first(z.array(z.number()).max(5), [1, 2, 3, 4, 5, 6]),
      'Ensure this field has no more than 5 elements.',
    );
    assert.equal(first(z.number().max(100), 101), 'Ensure this value is less than or equal to 100.');
    assert.equal(first(z.number().min(0), -1), 'Ensure this value is greater than or equal to 0.');
    assert.equal(first(z.string().min(1), ''), FIELD_IS_REQUIRED);
    assert.equal(first(z.string().min(3), 'ab'), 'Ensure this field has at least 3 characters.');
    assert.equal(first(z.enum(['a', 'b']), 'c'), INVALID_CHOICE);
    assert.equal(first(z.email(), 'x'), INVALID_EMAIL);
  });

  test("a schema's own message still wins", () => {
    assert.equal(first(z.string().max(2, 'Two at most.'), 'abc'), 'Two at most.');
    assert.equal(first(z.string({ error: 'Own.' }), 1), 'Own.');
  });

  test('through the routes the probe met them on', async () => {
    const noYear = await student('GET', `/api/v1/lessons/homeworks?user=${studentId}&month=11`);
    assert.equal(noYear.statusCode, 400);
    assert.deepEqual(noYear.json().errors.year, [FIELD_IS_REQUIRED]);
    const twice = await student('GET', `/api/v1/lessons/homeworks?user=${studentId}&month=11&month=10&year=2026`);
    assert.equal(twice.statusCode, 400);
    assert.deepEqual(twice.json().errors.month, [NOT_A_STRING]);
    const long = await teacher('GET', `/api/v1/users/students?search=${'o'.repeat(300)}`);
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json().errors.search, ['Ensure this field has no more than 200 characters.']);
    // A body that is a list or a text, not an object: said as such (it read "Invalid value.").
    for (const payload of [[], 'text', 7]) {
      const res = await t.req({
        method: 'POST',
        url: '/api/v1/users/user/restore',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(res.json(), { non_field_errors: [NOT_AN_OBJECT] }, JSON.stringify(payload));
    }
  });
});
