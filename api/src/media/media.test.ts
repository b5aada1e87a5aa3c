import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { parseByteRange } from '../http/byte-range.ts';

let t: TestApp;
let tmp: string;
const assetsDir = () => path.join(tmp, 'assets');
const mediaDir = () => path.join(tmp, 'media');
const siteDir = () => path.join(tmp, 'site');
const write = (file: string, body: string | Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
};
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const REPO_ASSETS = path.resolve(import.meta.dirname, '../../assets');

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-media-serve-'));
  write(
    path.join(assetsDir(), 'shop/hero-1.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"/>',
  );
  write(path.join(assetsDir(), 'videos/reward.mp4'), VIDEO);
  write(path.join(assetsDir(), 'videos/reward.webm'), Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  write(path.join(assetsDir(), 'videos/reward.ogg'), Buffer.from('OggS'));
  write(path.join(assetsDir(), 'page.html'), '<script>alert(1)</script>');
  write(path.join(assetsDir(), 'script.js'), 'alert(1)');
  write(path.join(assetsDir(), '.secret.png'), 'x');
  write(path.join(mediaDir(), 'avatars/0123456789abcdef0123456789abcdef.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write(path.join(mediaDir(), 'avatars/face.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  write(path.join(tmp, 'outside.png'), 'outside');
  fs.symlinkSync(path.join(tmp, 'outside.png'), path.join(mediaDir(), 'avatars/link.png'));
  write(path.join(siteDir(), 'index.html'), '<!doctype html><title>Abacus</title>');
  // The committed lesson clips (and their README, which must not be served) as they are in the repository.
  fs.cpSync(path.join(REPO_ASSETS, 'lessons'), path.join(assetsDir(), 'lessons'), { recursive: true });
  t = await createTestApp({ staticRoot: siteDir(), config: { assetsDir: assetsDir(), mediaDir: mediaDir() } });
});
after(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.req({ method: 'GET', url, headers });

describe('GET /media/*', () => {
  test('seed assets: svg with a long cache, nosniff and a script-free CSP', async () => {
    const res = await get('/media/shop/hero-1.svg');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml');
    assert.equal(res.headers['cache-control'], 'public, max-age=2592000');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'.*sandbox/);
    assert.match(res.body, /^<svg/);
  });

  test('uploads from MEDIA_DIR: immutable', async () => {
    const res = await get('/media/avatars/0123456789abcdef0123456789abcdef.png');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/media/avatars/face.jpg')).headers['content-type'], 'image/jpeg');
    assert.equal((await get('//media//avatars/face.jpg')).statusCode, 200, 'duplicate slashes');
    assert.equal((await get('/media/avatars/face.jpg?v=2')).statusCode, 200, 'a query string is ignored');
  });

  test('video types, ranges for seeking, HEAD and ETag revalidation', async () => {
    assert.equal((await get('/media/videos/reward.webm')).headers['content-type'], 'video/webm');
    assert.equal((await get('/media/videos/reward.ogg')).headers['content-type'], 'video/ogg');
    const full = await get('/media/videos/reward.mp4');
    assert.equal(full.headers['content-type'], 'video/mp4');
    assert.equal(full.headers['accept-ranges'], 'bytes');
    assert.equal(full.headers['content-length'], '1000');
    assert.deepEqual(full.rawPayload, VIDEO);

    const part = await get('/media/videos/reward.mp4', { range: 'bytes=100-199' });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], 'bytes 100-199/1000');
    assert.equal(part.headers['content-length'], '100');
    assert.deepEqual(part.rawPayload, VIDEO.subarray(100, 200));

    const tail = await get('/media/videos/reward.mp4', { range: 'bytes=-10' });
    assert.equal(tail.statusCode, 206);
    assert.deepEqual(tail.rawPayload, VIDEO.subarray(990));

    const open = await get('/media/videos/reward.mp4', { range: 'bytes=990-' });
    assert.equal(open.headers['content-range'], 'bytes 990-999/1000');

    const beyond = await get('/media/videos/reward.mp4', { range: 'bytes=5000-' });
    assert.equal(beyond.statusCode, 416);
    assert.equal(beyond.headers['content-range'], 'bytes */1000');

    const head = await t.req({ method: 'HEAD', url: '/media/videos/reward.mp4' });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-length'], '1000');
    assert.equal(head.body, '');

    const etag = String(full.headers.etag);
    const again = await get('/media/videos/reward.mp4', { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
  });

  test('the lesson clips embedded by the seed: WebM and MP4 from /media/lessons/, their README is not served', async () => {
    for (const [file, type] of [
      ['count-to-ten.webm', 'video/webm'],
      ['count-to-ten.mp4', 'video/mp4'],
    ]) {
      const size = fs.statSync(path.join(REPO_ASSETS, 'lessons', file)).size;
      const res = await get(`/media/lessons/${file}`);
      assert.equal(res.statusCode, 200, file);
      assert.equal(res.headers['content-type'], type);
      assert.equal(res.headers['content-length'], String(size));
      assert.ok(size > 10_000 && size < 300_000, `${file}: ${size} bytes`);
      assert.equal((await get(`/media/lessons/${file}`, { range: 'bytes=0-99' })).statusCode, 206);
    }
    assert.equal((await get('/media/lessons/README.md')).statusCode, 404);
  });

  test('traversal, dotfiles, symlinks out of the root and non-media files are 404', async () => {
    for (const url of [
      '/media/../package.json',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/avatars/..%2F..%2Foutside.png',
      '/media/avatars/%00.png',
      '/media/avatars/..\\..\\outside.png',
      '/media/.secret.png',
      '/media/avatars/link.png',
      '/media/page.html',
      '/media/script.js',
      '/media/%E0%A4%A',
      '/media/',
      '/media/avatars/',
      '/media/shop',
      '/media/missing.png',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, url.includes('%E0%A4%A') ? res.statusCode : 404, `${url}: ${res.statusCode}`);
      assert.ok(res.statusCode === 404 || res.statusCode === 400, `${url}: ${res.statusCode}`);
      assert.ok(!res.body.includes('outside') && !res.body.includes('alert'), url);
    }
  });

  test('the static-site gateway does not swallow /media/: a missing file is a JSON 404 even for a browser', async () => {
    const res = await get('/media/avatars/gone.png', { accept: 'text/html,*/*' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { detail: 'Not found.' });
    // ...while other unknown paths still get the SPA page
    const page = await get('/dashboard-student', { accept: 'text/html' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<title>Abacus/);
  });

  test('only GET and HEAD', async () => {
    const res = await t.req({ method: 'POST', url: '/media/shop/hero-1.svg' });
    assert.equal(res.statusCode, 404);
  });
});

describe('parseByteRange', () => {
  test('single ranges, suffixes, open ends; junk is ignored; out of range is unsatisfiable', () => {
    assert.equal(parseByteRange(undefined, 10), null);
    assert.deepEqual(parseByteRange('bytes=0-4', 10), { start: 0, end: 4 });
    assert.deepEqual(parseByteRange('bytes=5-', 10), { start: 5, end: 9 });
    assert.deepEqual(parseByteRange('bytes=-3', 10), { start: 7, end: 9 });
    assert.deepEqual(parseByteRange('bytes=-30', 10), { start: 0, end: 9 });
    assert.deepEqual(parseByteRange('bytes=8-100', 10), { start: 8, end: 9 });
    assert.equal(parseByteRange('bytes=10-', 10), 'unsatisfiable');
    assert.equal(parseByteRange('bytes=-0', 10), 'unsatisfiable');
    assert.equal(parseByteRange('bytes=5-2', 10), null);
    assert.equal(parseByteRange('bytes=0-1,3-4', 10), null);
    assert.equal(parseByteRange('items=0-1', 10), null);
    assert.equal(parseByteRange('bytes=-', 10), null);
  });
});
