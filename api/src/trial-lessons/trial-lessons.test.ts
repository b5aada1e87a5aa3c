import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { desc } from 'drizzle-orm';
import { trialLessons } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const post = (payload: unknown) => t.req({ method: 'POST', url: '/api/v1/trial_lessons', payload: payload as object });

test('stores a trial-lesson request', async () => {
  const res = await post({
    parent_name: 'Kateryna Savchuk',
    child_age: 7,
    phone_number: '+48 501 234 567',
    country: 'Poland',
    city: 'Gdańsk',
  });
  assert.equal(res.statusCode, 201);
  assert.deepEqual(res.json(), { ok: true });
  const [row] = await t.database.db.select().from(trialLessons).orderBy(desc(trialLessons.id)).limit(1);
  assert.equal(row.parentName, 'Kateryna Savchuk');
  assert.equal(row.childAge, 7);
  assert.equal(row.phoneNumber, '+48501234567');
  assert.equal(row.city, 'Gdańsk');
});

test('country and city are optional; trailing slash works', async () => {
  const res = await t.req({
    method: 'POST',
    url: '/api/v1/trial_lessons/',
    payload: { parent_name: 'Ivan', child_age: '14', phone_number: '+380501234567' },
  });
  assert.equal(res.statusCode, 201, res.body);
});

test('validation messages', async () => {
  let res = await post({});
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json(), {
    parent_name: ['Field required'],
    child_age: ['Field required'],
    phone_number: ['Field required'],
  });
  res = await post({ parent_name: 'A', child_age: 4, phone_number: '123' });
  assert.deepEqual(res.json(), { child_age: ['Select age'], phone_number: ['The phone number entered is not valid'] });
  res = await post({ parent_name: 'A', child_age: 15, phone_number: '', country: 5 });
  assert.deepEqual(res.json(), {
    child_age: ['Select age'],
    phone_number: ['Field required'],
    country: ['Not a valid string.'],
  });
});
