import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { resolveInside } from '../http/static-file.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { cacheControlFor } from './static-site.ts';

let t: TestApp;
let root: string;
const write = (rel: string, body: string | Buffer) => {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
};

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-static-'));
  write('index.html', '<!doctype html><title>Abacus</title><div id="root"></div>');
  write('remotes.json', JSON.stringify({ public: '/remotes/public/1.0.0/mf-manifest.json' }));
  write('remotes/public/1.0.0/mf-manifest.json', '{"name":"public"}');
  write('remotes/public/1.0.0/remoteEntry.js', 'console.log(1)');
  write('main.3f9a1c2b7d.js', 'console.log("shell")');
  write('sw.js', 'self.addEventListener("fetch", () => {})');
  write('shell-version.json', '{"version":"1"}');
  write('config/regions.json', '{"hosts":{}}');
  write('locales/en/common.json', '{"hello":"Hello"}');
  write('assets/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('assets/click.mp3', Buffer.from([0xff, 0xfb, 0x90]));
  write('assets/intro.webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  write('assets/font.a1b2c3d4e5.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  write('.env', 'SECRET=1');
  t = await createTestApp({ staticRoot: root });
});
after(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.req({ method: 'GET', url, headers });

describe('static site gateway', () => {
  test('remotes.json is re-read on every request, no-cache', async () => {
    let res = await get('/remotes.json');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.json().public, '/remotes/public/1.0.0/mf-manifest.json');
    write('remotes.json', JSON.stringify({ public: '/remotes/public/1.0.1/mf-manifest.json' }));
    res = await get('/remotes.json');
    assert.equal(res.json().public, '/remotes/public/1.0.1/mf-manifest.json');
  });

  test('/remotes/** is immutable with CORS *', async () => {
    const res = await get('/remotes/public/1.0.0/remoteEntry.js');
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, 'console.log(1)');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.match(String(res.headers['content-type']), /^application\/javascript/);
    const manifest = await get('/remotes/public/1.0.0/mf-manifest.json');
    assert.match(String(manifest.headers['content-type']), /^application\/json/);
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
  });

  test('shell files: index.html, sw.js, shell-version.json, /config/*.json are no-cache; hashed assets long-cached', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/shell-version.json', '/config/regions.json']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
    assert.match(String((await get('/')).headers['content-type']), /^text\/html/);
    const hashed = await get('/main.3f9a1c2b7d.js');
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/locales/en/common.json')).json().hello, 'Hello');
  });

  test('content types', async () => {
    const types: Record<string, RegExp> = {
      '/assets/logo.svg': /^image\/svg\+xml/,
      '/assets/click.mp3': /^audio\/mpeg/,
      '/assets/intro.webm': /^video\/webm/,
      '/assets/font.a1b2c3d4e5.woff2': /^font\/woff2/,
      '/sw.js': /^application\/javascript/,
      '/shell-version.json': /^application\/json/,
    };
    for (const [url, re] of Object.entries(types))
      assert.match(String((await get(url)).headers['content-type']), re, url);
  });

  test('ETag revalidation gives 304', async () => {
    const first = await get('/sw.js');
    const res = await get('/sw.js', { 'if-none-match': String(first.headers.etag) });
    assert.equal(res.statusCode, 304);
  });

  test('SPA fallback: unknown browser navigations get app.html (index.html where the build wrote none), 404 where no area is', async () => {
    const navigations = ['/dashboard-student/shop', '/reset-password?token=abc', '/no/such/page', '/activate/MQ/abc'];
    const status = (url: string) => (url.startsWith('/no/') ? 404 : 200);
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    for (const url of navigations) {
      const res = await get(url, html);
      assert.equal(res.statusCode, status(url), url);
      assert.match(res.body, /<title>Abacus<\/title>/);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
    // The page's ETag is every address's: an unknown one is sent whole with 404, never 304.
    const known = await get('/dashboard-student/shop', html);
    const etag = String(known.headers.etag);
    assert.equal((await get('/dashboard-student/shop', { ...html, 'if-none-match': etag })).statusCode, 304);
    const revalidated = await get('/no/such/page', { ...html, 'if-none-match': etag });
    assert.equal(revalidated.statusCode, 404);
    assert.match(revalidated.body, /<title>Abacus<\/title>/);
    write('app.html', '<!doctype html><title>Abacus app</title>');
    try {
      for (const url of navigations) {
        const res = await get(url, html);
        assert.equal(res.statusCode, status(url), url);
        assert.match(res.body, /<title>Abacus app<\/title>/);
        assert.equal(res.headers['cache-control'], 'no-cache');
      }
      assert.match((await get('/', html)).body, /<title>Abacus<\/title>/);
    } finally {
      fs.rmSync(path.join(root, 'app.html'));
    }
  });

  test('a missing asset (not text/html) is a 404; a page of the site is its page whatever the client accepts', async () => {
    const res = await get('/missing.js', { accept: '*/*' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { detail: 'Not found.' });
    for (const accept of ['*/*', 'application/json', '']) {
      const page = await get('/login', accept ? { accept } : {});
      assert.equal(page.statusCode, 200, accept);
      assert.match(page.body, /<title>Abacus<\/title>/, accept);
      assert.equal((await get('/no/such/page', accept ? { accept } : {})).statusCode, 404, accept);
    }
  });

  test('unknown /api/* paths are JSON 404 even for browsers; /generator/* is not the SPA', async () => {
    for (const url of ['/api/v1/nope', '/api/v1/users/nope/x/', '/api/', '/generator/x']) {
      const res = await get(url, { accept: 'text/html' });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { detail: 'Not found.' });
    }
  });

  test('no traversal, no dotfiles', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/.env', '/assets/..%2f..%2f.env']) {
      const res = await get(url);
      assert.notEqual(res.statusCode, 200, url);
      assert.ok(!res.body.includes('SECRET'), url);
    }
    assert.equal(resolveInside('/srv/site', '/../x'), null);
    assert.equal(resolveInside('/srv/site', '/a/b.js'), '/srv/site/a/b.js');
  });

  test("text files go as the build's brotli or gzip copy the client accepts, with their own ETag", async () => {
    const js = 'console.log("compressed");'.repeat(100);
    write('app.0123abcd.js', js);
    write('app.0123abcd.js.br', brotliCompressSync(js));
    write('app.0123abcd.js.gz', gzipSync(js));
    const etags = new Set<string>();
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const res = await t.req({
        method: 'GET',
        url: '/app.0123abcd.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      assert.equal(res.statusCode, 200, accept);
      assert.equal(res.headers['content-encoding'], encoding, accept);
      assert.equal(res.headers.vary, 'Accept-Encoding');
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(String(res.headers['content-type']), /^application\/javascript/);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      assert.equal(body.toString(), js, accept);
      assert.equal(Number(res.headers['content-length']), res.rawPayload.length);
      etags.add(String(res.headers.etag));
    }
    assert.equal(etags.size, 3, 'one ETag per encoding');
    const again = await t.req({
      method: 'GET',
      url: '/app.0123abcd.js',
      headers: {
        'accept-encoding': 'br',
        'if-none-match': String((await get('/app.0123abcd.js', { 'accept-encoding': 'br' })).headers.etag),
      },
    });
    assert.equal(again.statusCode, 304);
  });

  test('a compressed copy older than its file is not sent (the file was rewritten after the build)', async () => {
    write('page.html', '<p>old</p>'.repeat(200));
    write('page.html.br', brotliCompressSync('<p>old</p>'.repeat(200)));
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(root, 'page.html.br'), past, past);
    write('page.html', '<p>new</p>'.repeat(200));
    const res = await get('/page.html', { 'accept-encoding': 'br' });
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body, '<p>new</p>'.repeat(200));
  });

  test('binary files are never looked for compressed', async () => {
    write('assets/click.mp3.br', 'not an mp3');
    const res = await get('/assets/click.mp3', { 'accept-encoding': 'br' });
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.headers.vary, undefined);
    assert.deepEqual(res.rawPayload, Buffer.from([0xff, 0xfb, 0x90]));
  });

  test('cache policy table', () => {
    assert.equal(cacheControlFor('/remotes/x/1/a.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/index.html'), 'no-cache');
    assert.equal(cacheControlFor('/app.html'), 'no-cache');
    assert.equal(cacheControlFor('/config/regions.json'), 'no-cache');
    assert.equal(cacheControlFor('/static/app.0123abcd.css'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/favicon.ico'), 'no-cache');
  });
});

test('without a static root, unknown paths are JSON 404', async () => {
  const api = await createTestApp({ database: t.database });
  try {
    const res = await api.req({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { detail: 'Not found.' });
  } finally {
    await api.close();
  }
});
