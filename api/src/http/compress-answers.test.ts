import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { lessonActivations } from '../db/schema.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { COMPRESS_FROM_BYTES } from './compress-answers.ts';

// `npm start` sent the API's answers raw: the curriculum every dashboard opens with is 8.4 KB of JSON.
let t: TestApp;
let token: string;
let curriculum: string;
let student: number;
before(async () => {
  t = await createTestApp();
  token = await t.signIn('student@demo.school');
  student = await idOf(t, 'student@demo.school');
  curriculum = `/api/v1/lessons/grouped?user=${student}`;
});
after(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.req({
    method: 'GET',
    url,
    headers: { authorization: `Token ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

test('a large answer goes gzipped to a client that accepts gzip, and unzips to the very answer', async () => {
  const raw = await get(curriculum);
  assert.equal(raw.statusCode, 200);
  assert.ok(raw.body.length > COMPRESS_FROM_BYTES, 'the curriculum is large enough to be compressed');
  assert.equal(raw.headers['content-encoding'], undefined, 'no Accept-Encoding: sent as it is');

  const zipped = await get(curriculum, 'gzip, deflate, br');
  assert.equal(zipped.statusCode, 200);
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.match(String(zipped.headers.vary), /Accept-Encoding/);
  assert.match(String(zipped.headers['content-type']), /^application\/json/);
  assert.equal(zipped.headers['cache-control'], 'no-store', 'the security headers stay');
  assert.ok(zipped.rawPayload.length < raw.body.length / 2, `${zipped.rawPayload.length} bytes of ${raw.body.length}`);
  assert.equal(gunzipSync(zipped.rawPayload).toString('utf8'), raw.body);
});

test('a client that refuses gzip, or accepts only brotli, gets the answer raw', async () => {
  for (const header of ['gzip;q=0, br', 'br', 'identity']) {
    const res = await get(curriculum, header);
    assert.equal(res.headers['content-encoding'], undefined, header);
    assert.deepEqual(res.json(), (await get(curriculum)).json(), header);
  }
});

test('small answers and error answers under the threshold go raw', async () => {
  const me = await get('/api/v1/users/user/me', 'gzip');
  assert.ok(me.body.length < COMPRESS_FROM_BYTES);
  assert.equal(me.headers['content-encoding'], undefined);
  const refused = await t.req({ method: 'GET', url: curriculum, headers: { 'accept-encoding': 'gzip' } });
  assert.equal(refused.statusCode, 401);
  assert.equal(refused.headers['content-encoding'], undefined);
});

test('a kept compressed answer is only ever the very same answer: a lesson opened in between is in the next one', async () => {
  const unzip = async () => {
    const res = await get(curriculum, 'gzip');
    assert.equal(res.headers['content-encoding'], 'gzip');
    return JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as {
      lessons: { id: number; is_active: boolean }[];
    }[];
  };
  const first = await unzip();
  assert.deepEqual(await unzip(), first, 'the same answer twice');
  const closed = first.flatMap((g) => g.lessons).find((l) => !l.is_active);
  assert.ok(closed, 'the demo student has a lesson still closed');
  await t.database.db.insert(lessonActivations).values({ lessonId: closed.id, userId: student });
  const after = (await unzip()).flatMap((g) => g.lessons).find((l) => l.id === closed.id);
  assert.equal(after?.is_active, true, 'the lesson opened since shows open');
  assert.deepEqual(await unzip(), (await get(curriculum)).json());
});
