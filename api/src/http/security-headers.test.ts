import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 9: neither the site nor the API sent a CSP, frame-ancestors, nosniff, a Referrer-Policy (the reset token is in
// the URL) or no-store on signed-in answers.
let t: TestApp;
let root: string;
before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-headers-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Abacus</title>');
  t = await createTestApp({ staticRoot: root });
});
after(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

function assertSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = directives(String(headers['content-security-policy'] ?? ''));
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  assert.deepEqual(scripts, ["'self'"], `${what}: scripts only from this origin`);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], `${what}: nobody may frame the site`);
  assert.deepEqual(csp.get('object-src'), ["'none'"]);
  assert.equal(headers['x-frame-options'], 'DENY');
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'no-referrer');
}

test('pages and the reset-password route of the site carry the policy and stay cacheable by their own rules', async () => {
  for (const url of ['/', '/reset-password?token=secret', '/dashboard-student']) {
    const res = await t.req({ method: 'GET', url, headers: { accept: 'text/html' } });
    assert.equal(res.statusCode, 200, url);
    assertSecurityHeaders(res.headers, url);
    assert.notEqual(res.headers['cache-control'], 'no-store', `${url}: pages keep the gateway's cache rule`);
  }
});

test('API answers, signed in or not, carry the headers and no-store', async () => {
  const token = await t.signIn('student@demo.school');
  const cases: [string, Awaited<ReturnType<TestApp['req']>>][] = [
    ['me', await t.req({ method: 'GET', url: '/api/v1/users/user/me', headers: { authorization: `Token ${token}` } })],
    ['me without a token', await t.req({ method: 'GET', url: '/api/v1/users/user/me' })],
    [
      'sign-in',
      await t.req({
        method: 'POST',
        url: '/api/v1/users/user/auth',
        payload: { username: 'student@demo.school', password: 'demo1234' },
      }),
    ],
  ];
  for (const [what, res] of cases) {
    assertSecurityHeaders(res.headers, what);
    assert.equal(res.headers['cache-control'], 'no-store');
  }
});
