import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The generator over HTTP: No-Auth, shapes, seeds, field errors, and the static site leaving it alone. */

let t: TestApp;
let root: string;
before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-generator-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>spa</title>');
  t = await createTestApp({ staticRoot: root });
});
after(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.req({ method: 'POST', url, payload: payload as object, headers });

test('generate: no token needed, items of number and sign, the seed returned', async () => {
  const res = await post('/generator/v1/generate', {
    type: 'addition',
    digit_type: 'small_friends',
    digit: [4],
    complexity: 10,
    length: 8,
    pro: false,
    numbers: [],
    mode: 'digits',
    speed: 1.6,
    withSound: true,
    language: 'en',
    user_id: 12,
  });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.items.length, 8);
  assert.equal(body.items[0].sign, 1);
  for (const it of body.items) {
    assert.deepEqual(Object.keys(it).sort(), ['number', 'sign']);
    assert.ok(Number.isInteger(it.number) && it.number >= 10 && it.number <= 99);
    assert.ok(it.sign === 1 || it.sign === -1);
  }
  assert.equal(typeof body.seed, 'string');
  assert.ok(body.seed.length > 0);
});

test('a signed-in user (or a stale token) makes no difference', async () => {
  const token = await t.signIn('student@demo.school');
  const payload = { type: 'anzan', digit_type: 'anzan_plus', complexity: 100, length: 5, seed: 'lesson-7' };
  const anonymous = await post('/generator/v1/generate', payload);
  const signedIn = await post('/generator/v1/generate', payload, { authorization: `Token ${token}` });
  const stale = await post('/generator/v1/generate', payload, { authorization: `Token ${'0'.repeat(40)}` });
  assert.equal(anonymous.statusCode, 200);
  assert.equal(signedIn.statusCode, 200);
  assert.equal(stale.statusCode, 200);
  assert.deepEqual(signedIn.json(), anonymous.json());
  assert.deepEqual(stale.json(), anonymous.json());
});

test('the same seed gives every column the same task; columns can ask for several', async () => {
  const payload = { type: 'columns', digit_type: 'family', digit: 7, complexity: 10, length: 6, seed: 42 };
  const a = (await post('/generator/v1/generate', payload)).json();
  const b = (await post('/generator/v1/generate', payload)).json();
  assert.deepEqual(a, b);
  assert.equal(a.seed, '42');
  const many = (await post('/generator/v1/generate', { ...payload, tasks: 3 })).json();
  assert.equal(many.tasks.length, 3);
  assert.deepEqual(many.items, a.items);
  const other = (await post('/generator/v1/generate', { ...payload, seed: 43 })).json();
  assert.notDeepEqual(other.items, a.items);
});

test('multiplication games and division answer their expressions', async () => {
  const mul = (await post('/generator/v1/generate', { type: 'multiply', complexity: 10, numbers: [6] })).json();
  assert.equal(mul.items.length, 2);
  assert.equal(mul.items[1].number, 6);
  const div = (await post('/generator/v1/generate', { type: 'divide', numbers: [1000, 100] })).json();
  assert.equal(div.items[0].number % div.items[1].number, 0);
  const sq = (await post('/generator/v1/generate', { type: 'multiply_quad', numbers: [20] })).json();
  assert.ok(sq.items[0].number >= 20 && sq.items[0].number <= 29);
  const base = await post('/generator/v1/generate', { type: 'multiply_50_100', complexity: 50, mode: 'greater' });
  assert.ok(base.json().items.every((i: { number: number }) => i.number > 50 && i.number <= 58));
  const five = await post('/generator/v1/generate/', { type: 'multiply_25x25', complexity: 50 });
  assert.equal(five.statusCode, 200, 'trailing slash works');
});

// Spec 001 section 3: columns levels include the multiplication types (issue 9: not only multiplication).
test('columns of squared, base, 25x25 and division are that game, one per player', async () => {
  const columns = async (body: Record<string, unknown>) => {
    const res = await post('/generator/v1/generate', { type: 'columns', tasks: 4, ...body });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().tasks as { number: number; sign: number }[][];
  };
  for (const [a, b] of await columns({ digit_type: 'divide', numbers: [1000, 100] })) {
    assert.ok(a.number >= 1000 && a.number <= 9999 && a.number % b.number === 0, `${a.number} / ${b.number}`);
  }
  for (const task of await columns({ digit_type: 'multiply_quad', numbers: [80] })) {
    assert.equal(task.length, 1);
    assert.ok(task[0].number >= 80 && task[0].number <= 120);
  }
  for (const task of await columns({ digit_type: 'multiply_50_100', complexity: 100, mode: 'less' })) {
    assert.ok(
      task.every((i) => i.number < 100),
      JSON.stringify(task),
    );
  }
  for (const [a, b] of await columns({ digit_type: 'multiply_25x25' })) assert.equal((a.number + b.number) % 10, 0);
  const wrong = await post('/generator/v1/generate', { type: 'columns', digit_type: 'divide', numbers: [10, 100] });
  assert.equal(wrong.statusCode, 400, wrong.body);
});

test('abacus service: type, digit, numbers', async () => {
  const res = await post('/generator/v1/abacus', { type: 'abacus_random', digit: [2], numbers: 12, user_id: 3 });
  assert.equal(res.statusCode, 200, res.body);
  const items = res.json().items as { number: number; sign: number }[];
  assert.equal(items.length, 12);
  assert.ok(items.every((i) => i.number >= 10 && i.number <= 99 && i.sign === 1));
  const homework = await post('/generator/v1/abacus', { digit: 1, numbers: 100, homework: 5 });
  assert.equal(homework.json().items.length, 100);
  const tooMany = await post('/generator/v1/abacus', { digit: 1, numbers: 100 });
  assert.deepEqual(tooMany.json(), { numbers: ['Ensure this value is less than or equal to 25.'] });
  const wrongType = await post('/generator/v1/abacus', { type: 'addition' });
  assert.deepEqual(wrongType.json(), { type: ['"addition" is not a valid choice.'] });
});

test('bad configurations are 400 field errors, never 500', async () => {
  let res = await post('/generator/v1/generate', {});
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json(), { type: ['This field is required.'] });
  res = await post('/generator/v1/generate', { type: 'addition', digit_type: 'small_friends', digit: 7, length: 40 });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json(), {
    length: ['Ensure this value is less than or equal to 25.'],
    digit: ['"7" is not a valid choice.'],
  });
  res = await post('/generator/v1/generate', { type: 'addition', digit_type: 'hundred', complexity: 1 });
  assert.deepEqual(res.json(), { complexity: ['The fifty and hundred levels need a complexity of 10 or more.'] });
  res = await post('/generator/v1/generate', { type: 'multiply', numbers: [] });
  assert.deepEqual(res.json(), { numbers: ['Choose at least one number.'] });
  for (const bad of [
    null,
    [],
    { type: ['addition'] },
    { type: 'addition', digit: { a: 1 } },
    { type: 'addition', complexity: 1e308 },
  ]) {
    res = await post('/generator/v1/generate', bad);
    assert.equal(res.statusCode, 400, `${JSON.stringify(bad)} -> ${res.statusCode} ${res.body}`);
  }
  const json = { 'content-type': 'application/json' };
  res = await t.req({ method: 'POST', url: '/generator/v1/generate', payload: '"x"', headers: json });
  assert.equal(res.statusCode, 400);
  res = await t.req({ method: 'POST', url: '/generator/v1/generate', payload: '{"type":', headers: json });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().detail, 'JSON parse error.');
});

test('the single-page fallback does not answer generator paths', async () => {
  const res = await t.req({ method: 'GET', url: '/generator/v1/generate', headers: { accept: 'text/html' } });
  assert.equal(res.statusCode, 404);
  assert.deepEqual(res.json(), { detail: 'Not found.' });
  const page = await t.req({ method: 'GET', url: '/games/game', headers: { accept: 'text/html' } });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /spa/);
});

test('the routes are in the OpenAPI document', async () => {
  const doc = (await t.req({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  assert.ok(doc.paths['/generator/v1/generate']?.post);
  assert.ok(doc.paths['/generator/v1/abacus']?.post);
  const body = doc.paths['/generator/v1/generate'].post.requestBody.content['application/json'].schema;
  assert.ok(body.properties.digit_type && body.properties.complexity && body.properties.seed);
});
