// Issue 14: "Uploads (avatars, storage, backgrounds) go to S3-compatible object storage when configured, so API
// replicas share nothing on local disk." Two apps (two replicas) on one database and one bucket (s3rver, a local S3
// server), each with its own empty MEDIA_DIR: an avatar, a background, a puzzle picture and a profile document sent to
// one are served by the other at once, with the headers of /media/ and of the document download, deleting through one
// is seen by the other, and neither writes anything under its MEDIA_DIR.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { userDocuments } from '../db/schema.ts';
import { IMMUTABLE } from '../http/static-file.ts';
import { type BlobStore, blobStoreFromEnv } from '../storage/blob-store.ts';
import { multipart, type Part } from '../test/multipart.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';

// A real 2x2 PNG (made with ffmpeg).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAD0lEQVR4nGNgYPgHRmAKABfeA/n0AEaqAAAAAElFTkSuQmCC',
  'base64',
);
const S3_ENV = ['STORAGE_BACKEND', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'];

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-uploads-s3-'));
const mediaDirs = [path.join(root, 'media-a'), path.join(root, 'media-b')];
let server: S3rver;
let a: TestApp;
let b: TestApp;
/** The bucket, read directly: what the replicas stored. */
let bucket: BlobStore;
const tokens: Record<string, string> = {};

before(async () => {
  for (const dir of mediaDirs) fs.mkdirSync(dir);
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const { port } = await server.run();
  // buildApp reads the storage settings from the environment, as a deployed replica does.
  Object.assign(process.env, {
    STORAGE_BACKEND: 's3',
    S3_BUCKET: 'uploads',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'school/',
  });
  bucket = blobStoreFromEnv(process.env, root);
  a = await createTestApp({ config: { mediaDir: mediaDirs[0] } });
  b = await createTestApp({ config: { mediaDir: mediaDirs[1] }, database: a.database });
  for (const who of ['student', 'super', 'franchise']) tokens[who] = await a.signIn(`${who}@demo.school`);
});
after(async () => {
  await b?.close();
  await a?.close();
  await server?.close();
  for (const name of S3_ENV) delete process.env[name];
  fs.rmSync(root, { recursive: true, force: true });
});

const as = (who: string) => ({ authorization: `Token ${tokens[who]}` });
const send = (app: TestApp, who: string, url: string, parts: Part[]) => {
  const body = multipart(parts);
  return app.req({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...as(who) } });
};
const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.req({ method: 'GET', url, headers });
const picture = (name: string): Part => ({ name, filename: 'p.png', type: 'image/png', data: PNG });
const keyOf = (url: string) => url.replace(/^\/media\//, '');

/** Asserts that `url` is a stored picture the other replica serves like /media/ serves uploads from disk. */
async function assertServedPicture(url: string) {
  assert.match(url, /^\/media\/(avatars|backgrounds)\/[0-9a-f]{32}\.png$/);
  assert.ok(await bucket.stat(keyOf(url)), 'the picture is in the bucket');
  const res = await get(b, url);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['content-type'], 'image/png');
  assert.equal(res.headers['cache-control'], IMMUTABLE);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['accept-ranges'], 'bytes');
  assert.equal(res.headers['content-length'], String(res.rawPayload.length));
  const meta = await sharp(res.rawPayload).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height], ['png', 2, 2]);
  return res;
}

describe('uploads with STORAGE_BACKEND=s3, two replicas', { concurrency: 1 }, () => {
  test('an avatar sent to A is served by B: ETag, 304, HEAD and ranges as from disk; a new one deletes it for both', async () => {
    const studentId = await idOf(a, 'student@demo.school');
    const sent = await send(a, 'student', `/api/v1/users/user/${studentId}/avatar`, [picture('photo')]);
    assert.equal(sent.statusCode, 200, sent.body);
    const url = sent.json().photo as string;
    const full = await assertServedPicture(url);
    const etag = String(full.headers.etag);
    assert.equal((await get(a, url)).headers.etag, etag, 'both replicas name the same version');
    assert.ok(full.headers['last-modified']);
    assert.equal((await get(b, url, { 'if-none-match': etag })).statusCode, 304);

    const head = await b.req({ method: 'HEAD', url });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-length'], String(full.rawPayload.length));
    assert.equal(head.body, '');
    const part = await get(b, url, { range: 'bytes=0-7' });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 0-7/${full.rawPayload.length}`);
    assert.deepEqual(part.rawPayload, full.rawPayload.subarray(0, 8));
    const beyond = await get(b, url, { range: 'bytes=99999-' });
    assert.equal(beyond.statusCode, 416);
    assert.equal(beyond.headers['content-range'], `bytes */${full.rawPayload.length}`);

    const next = await send(b, 'student', `/api/v1/users/user/${studentId}/avatar`, [picture('photo')]);
    assert.equal(next.statusCode, 200, next.body);
    await assertServedPicture(next.json().photo);
    const gone = await get(a, url);
    assert.equal(gone.statusCode, 404, 'the replaced avatar is gone for every replica');
    assert.equal(gone.headers['cache-control'], 'no-cache');
    assert.equal(await bucket.stat(keyOf(url)), null);
  });

  test("an area's background set through A is shown and served by B; removing it through B deletes it", async () => {
    const sent = await send(a, 'super', '/api/v1/settings/backgrounds/landing', [picture('image')]);
    assert.equal(sent.statusCode, 200, sent.body);
    const url = sent.json().backgrounds.landing as string;
    const shown = await get(b, '/api/v1/settings/public');
    assert.equal(shown.json().backgrounds.landing, url);
    await assertServedPicture(url);
    const removed = await b.req({
      method: 'DELETE',
      url: '/api/v1/settings/backgrounds/landing',
      headers: as('super'),
    });
    assert.equal(removed.statusCode, 200);
    assert.equal((await get(a, url)).statusCode, 404);
    assert.equal(await bucket.stat(keyOf(url)), null);
  });

  test("a puzzle slide's picture set through A is read and served by B", async () => {
    const sent = await send(a, 'super', '/api/v1/storage/files/upload_puzzle_image/?slide=5', [picture('image')]);
    assert.equal(sent.statusCode, 200, sent.body);
    const link = sent.json().link as string;
    const read = await b.req({
      method: 'GET',
      url: '/api/v1/storage/files/download_puzzle_image/?slide=5',
      headers: as('student'),
    });
    assert.deepEqual(read.json(), { link });
    await assertServedPicture(link);
  });

  test('a document sent to A is downloaded from B as the same private attachment; deleting through B is seen by A', async () => {
    const teacher = await idOf(a, 'teacher@demo.school');
    const sent = await send(a, 'franchise', `/api/v1/billing/files?user=${teacher}`, [
      { name: 'file', filename: 'Contract 2026.pdf', type: 'application/pdf', data: '%PDF-1.4 contract' },
    ]);
    assert.equal(sent.statusCode, 201, sent.body);
    const id = sent.json().id as number;
    const [row] = await a.database.db.select().from(userDocuments).where(eq(userDocuments.id, id));
    assert.ok(await bucket.stat(`documents/${row.storedName}`), 'the document is in the bucket');

    const file = await b.req({ method: 'GET', url: `/api/v1/billing/files/${id}/download`, headers: as('franchise') });
    assert.equal(file.statusCode, 200, file.body);
    assert.equal(file.body, '%PDF-1.4 contract');
    assert.equal(file.headers['content-type'], 'application/octet-stream');
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    assert.equal(file.headers['cache-control'], 'private, no-store');
    assert.match(String(file.headers['content-disposition']), /^attachment; filename="Contract 2026.pdf"/);
    for (const url of [`/media/documents/${row.storedName}`, `/media/.documents/${row.storedName}`]) {
      assert.equal((await get(b, url)).statusCode, 404, `${url}: never public`);
    }

    const removed = await b.req({ method: 'DELETE', url: `/api/v1/billing/files/${id}`, headers: as('franchise') });
    assert.equal(removed.statusCode, 204);
    const again = await a.req({ method: 'GET', url: `/api/v1/billing/files/${id}/download`, headers: as('franchise') });
    assert.equal(again.statusCode, 404);
    assert.equal(await bucket.stat(`documents/${row.storedName}`), null);
  });

  test('the seed assets still come from api/assets/; odd names never reach the bucket', async () => {
    const asset = await get(b, '/media/shop/bg-sea.svg');
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=2592000');
    assert.match(String(asset.headers['content-security-policy']), /sandbox/);
    for (const url of ['/media/avatars/face.png', '/media/content/x.png', '/media/avatars/../backgrounds/x.png']) {
      assert.equal((await get(b, url)).statusCode, 404, url);
    }
  });

  test('nothing was written under either MEDIA_DIR', () => {
    for (const dir of mediaDirs) assert.deepEqual(fs.readdirSync(dir, { recursive: true }), [], dir);
  });
});
