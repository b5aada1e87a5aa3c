import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { manifestUrl, REMOTES } from '@abacus/contract/releases';

/**
 * Throws malformed input at every route (taken from the OpenAPI document plus the hidden ones):
 * the server must never answer 5xx, and every error body must be a Django REST shape.
 */

let t: TestApp;
let root: string;
before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-garbage-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
  // A site of its own for the release routes too (remotes/map reads its state there): without it they read the
  // repository's dist/, and a checkout never built answered 503 to every probe of remotes/map.
  const map = Object.fromEntries(REMOTES.map((remote) => [remote, manifestUrl(remote, '0.1.0')]));
  fs.writeFileSync(path.join(root, 'remotes.json'), JSON.stringify(map));
  t = await createTestApp({ staticRoot: root, config: { bodyLimit: 10_000, staticRoot: root } });
});
after(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const GOOD: Record<string, Record<string, unknown>> = {
  '/api/v1/users/user/auth': { username: 'student@demo.school', password: 'demo1234' },
  '/api/v1/users/user/restore': { email: 'student@demo.school' },
  '/api/v1/users/user/restore/confirm': { password: 'abcdef1', token: 'abc' },
  '/api/v1/users/create-student': {
    email: 'g@example.com',
    first_name: 'G',
    last_name: 'H',
    phone_number: '+380671234000',
    birth_year: 2010,
    parent_first_name: 'P',
    parent_last_name: 'Q',
    country: 'UA',
    city: 'Kyiv',
    school: 'S',
    password: 'secret12',
  },
  '/api/v1/trial_lessons': { parent_name: 'P', child_age: 7, phone_number: '+380671234001', country: 'UA', city: 'K' },
};

const BAD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀'.repeat(50),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  [],
  ['x'],
  {},
  { $gt: '' },
  [[[[[]]]]],
  '2010',
  '+',
  '++380671234567',
  '１２３４５６７８９',
  '%00',
  '../../etc/passwd',
];

const RAW_BODIES: [string | Buffer, string][] = [
  ['', 'application/json'],
  ['null', 'application/json'],
  ['[]', 'application/json'],
  ['"str"', 'application/json'],
  ['123', 'application/json'],
  ['{', 'application/json'],
  ['{"a":', 'application/json'],
  ['{"__proto__":{"x":1}}', 'application/json'],
  ['{"constructor":{"prototype":{"x":1}}}', 'application/json'],
  [Buffer.from([0xff, 0xfe, 0xfd, 0x7b]), 'application/json'],
  ['{"username": "a"}'.repeat(1), 'application/json; charset=latin1'],
  ['x'.repeat(20_000), 'application/json'],
  [`{"a":"${'x'.repeat(20_000)}"}`, 'application/json'],
  ['username=a&password=b', 'application/x-www-form-urlencoded'],
  ['plain text', 'text/plain'],
  ['<xml/>', 'application/xml'],
  ['--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--b--', 'multipart/form-data; boundary=b'],
  ['{}', 'garbage/!!'],
  ['{}', ''],
];

const BAD_HEADERS: Record<string, string>[] = [
  { authorization: 'Token' },
  { authorization: `Token ${'f'.repeat(40)}` },
  { authorization: 'Token \u00ff\u00fe' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: 'Token a b c' },
  { device: 'x'.repeat(10_000), fingerprint: '\u00ff'.repeat(300) },
  { 'x-forwarded-for': 'not-an-ip, 999.999.1.1' },
  { accept: 'text/html' },
  { 'content-length': '5' },
];

function assertShape(opts: InjectOptions, status: number, body: string, contentType: unknown) {
  const label = `${opts.method} ${String(opts.url).slice(0, 120)}`;
  assert.ok(status < 500, `${label} -> ${status} ${body.slice(0, 200)}`);
  if (status >= 400 && String(contentType).includes('json')) {
    const parsed = JSON.parse(body);
    const ok =
      typeof parsed.detail === 'string' ||
      Object.entries(parsed).every(
        ([k, v]) => k === 'code' || (Array.isArray(v) && v.every((m) => typeof m === 'string')),
      );
    assert.ok(ok, `${label}: not a DRF error shape: ${body.slice(0, 200)}`);
    assert.ok(!('statusCode' in parsed) && !('error' in parsed), `${label}: Fastify error shape leaked: ${body}`);
  }
}

async function fire(opts: InjectOptions) {
  const res = await t.req(opts);
  assertShape(opts, res.statusCode, res.body, res.headers['content-type']);
}

test('no route answers 5xx to malformed requests', async () => {
  const doc = (await t.req({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const routes: [string, string][] = [];
  for (const [p, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
    for (const m of Object.keys(ops)) routes.push([m.toUpperCase(), p]);
  }
  routes.push(
    ['GET', '/api/v1/dev/outbox'],
    ['GET', '/api/v1/openapi.json'],
    ['GET', '/remotes.json'],
    ['GET', '/x/y'],
  );
  assert.ok(routes.length >= 10, `found ${routes.length} routes`);

  const token = await t.signIn('teacher@demo.school');
  const paramValues = [
    'x',
    '%00',
    '%E0%A4%A',
    '..%2F..%2Fetc',
    'MQ',
    '0',
    '-1',
    'a'.repeat(300),
    '%F0%9F%98%80',
    "'or'1'='1",
  ];
  for (const [method, openapiPath] of routes) {
    const urls = openapiPath.includes('{')
      ? paramValues.map((v) => openapiPath.replace(/\{[^}]+\}/g, v))
      : [
          openapiPath,
          `${openapiPath}/`,
          `${openapiPath}?a=%ZZ&b[]=1&b[x]=2&to=%00`,
          `${openapiPath}?${'q=1&'.repeat(500)}`,
        ];
    for (const url of urls) {
      for (const auth of [{}, { authorization: `Token ${token}` }]) {
        await fire({ method: method as 'GET', url, headers: auth });
        for (const h of BAD_HEADERS) await fire({ method: method as 'GET', url, headers: { ...auth, ...h } });
      }
      if (method === 'GET') continue;
      for (const [payload, type] of RAW_BODIES) {
        await fire({ method: method as 'POST', url, payload, headers: type ? { 'content-type': type } : {} });
      }
    }
    if (method !== 'POST') continue;
    const good = GOOD[openapiPath] ?? {};
    const fields = Object.keys(good);
    for (const field of fields) {
      for (const bad of BAD_VALUES) {
        await fire({ method: 'POST', url: openapiPath, payload: { ...good, [field]: bad } as object });
      }
      const without = { ...good };
      delete without[field];
      await fire({ method: 'POST', url: openapiPath, payload: without });
    }
    for (const bad of BAD_VALUES) {
      await fire({
        method: 'POST',
        url: openapiPath,
        payload: Object.fromEntries(fields.map((f) => [f, bad])) as object,
      });
    }
    await fire({ method: 'POST', url: openapiPath, payload: { ...good, extra: 'ignored', nested: { deep: [1, 2] } } });
  }
});

test('other methods on API paths answer 404 JSON, not 5xx', async () => {
  for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
    for (const url of ['/api/v1/users/user/auth', '/api/v1/users/user/me', '/api/v1/nope', '/']) {
      await fire({ method, url, payload: '{}', headers: { 'content-type': 'application/json' } });
    }
  }
  await fire({ method: 'GET', url: '/api/v1/%E0%A4%A' });
  await fire({ method: 'GET', url: '/%E0%A4%A', headers: { accept: 'text/html' } });
});
