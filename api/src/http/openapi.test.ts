import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('GET /api/v1/openapi.json is an OpenAPI 3 document generated from the routes', async () => {
  const res = await t.req({ method: 'GET', url: '/api/v1/openapi.json' });
  assert.equal(res.statusCode, 200);
  const doc = res.json();
  assert.match(doc.openapi, /^3\./);
  for (const p of [
    '/api/v1/users/user/auth',
    '/api/v1/users/user/logout',
    '/api/v1/users/user/me',
    '/api/v1/users/user/restore',
    '/api/v1/users/user/restore/confirm',
    '/api/v1/users/create-student',
    '/api/v1/users/user/activate/{param1}/{param2}',
    '/api/v1/trial_lessons',
    '/api/v1/geoip/info',
  ]) {
    assert.ok(doc.paths[p], `missing ${p}`);
  }
  assert.ok(!doc.paths['/api/v1/dev/outbox'], 'the dev outbox is hidden');
  const body = doc.paths['/api/v1/users/create-student'].post.requestBody.content['application/json'].schema;
  assert.ok(body.properties.email && body.properties.birth_year && body.properties.password);
  assert.ok(
    doc.paths['/api/v1/users/user/me'].get.responses['200'].content['application/json'].schema.properties
      .indigo_dollars,
  );
});

test('unknown API path -> 404 {"detail": "Not found."}', async () => {
  const res = await t.req({ method: 'GET', url: '/api/v1/does-not-exist' });
  assert.equal(res.statusCode, 404);
  assert.deepEqual(res.json(), { detail: 'Not found.' });
});

test('malformed JSON, wrong content type and huge bodies are 4xx {detail}', async () => {
  const url = '/api/v1/trial_lessons';
  let res = await t.req({
    method: 'POST',
    url,
    payload: '{"parent_name":',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(res.statusCode, 400);
  assert.equal(typeof res.json().detail, 'string');
  res = await t.req({ method: 'POST', url, payload: '<a/>', headers: { 'content-type': 'application/xml' } });
  assert.equal(res.statusCode, 415);
  assert.equal(typeof res.json().detail, 'string');
  res = await t.req({
    method: 'POST',
    url,
    payload: JSON.stringify({ parent_name: 'x'.repeat(200_000) }),
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(res.statusCode, 413);
  assert.deepEqual(res.json(), { detail: 'Request body is too large.' });
  res = await t.req({ method: 'POST', url, payload: '[1,2]', headers: { 'content-type': 'application/json' } });
  assert.equal(res.statusCode, 400);
  assert.ok(res.json().non_field_errors || res.json().detail);
});

test('unexpected errors -> 500 {"detail": "Server error."}', async () => {
  const broken = await createTestApp({ database: t.database });
  // A route that throws cannot be added to a fresh instance before ready(): make every query fail under it instead,
  // at the driver's client that the pool's connections and the batched reads' pipeline (db/read-pipeline.ts) both are.
  const client = pg.Client.prototype as unknown as { query: unknown };
  const orig = client.query;
  client.query = () => Promise.reject(new Error('boom'));
  try {
    const token = 'a'.repeat(40);
    const res = await broken.req({
      method: 'GET',
      url: '/api/v1/users/user/me',
      headers: { authorization: `Token ${token}` },
    });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { detail: 'Server error.' });
  } finally {
    client.query = orig;
    await broken.close();
  }
});
