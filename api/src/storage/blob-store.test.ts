// The two blob stores behind the materials storage: the filesystem (default) and S3-compatible object storage,
// the latter against s3rver, a local S3 server from the npm registry.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import S3rver from 's3rver';
import { type BlobStore, blobStoreFromEnv, blobsUnder, fsBlobStore } from './blob-store.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-blobs-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

const tmpFile = (content: string) => {
  const file = path.join(root, `tmp-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, content);
  return file;
};

async function roundTrip(store: BlobStore) {
  const tmp = tmpFile('ten beads');
  await store.putFile('ab/0123456789abcdef', tmp, 'application/pdf');
  assert.equal(fs.existsSync(tmp), false, 'the temporary file is consumed');
  const blob = await store.get('ab/0123456789abcdef');
  assert.ok(blob);
  assert.equal(blob.size, 9);
  assert.equal(await text(blob.stream), 'ten beads');
  assert.equal(await store.size('ab/0123456789abcdef'), 9);
  const part = await store.get('ab/0123456789abcdef', { start: 4, end: 8 });
  assert.equal(part?.size, 9, 'the whole size, for Content-Range');
  assert.equal(await text(part!.stream), 'beads');
  await store.delete('ab/0123456789abcdef');
  assert.equal(await store.get('ab/0123456789abcdef'), null);
  assert.equal(await store.size('ab/0123456789abcdef'), null);
  await store.delete('ab/0123456789abcdef'); // twice is fine
  await assert.rejects(store.get('../etc/passwd'), /unsafe blob key/);

  // Bytes held in memory (the re-encoded pictures), seen whole, with their size and time.
  const before = Date.now() - 2000; // S3 keeps whole seconds
  await store.put('avatars/0123456789abcdef.png', Buffer.from('png bytes'), 'image/png');
  const info = await store.stat('avatars/0123456789abcdef.png');
  assert.equal(info?.size, 9);
  assert.ok(info.modified.getTime() >= before && info.modified.getTime() <= Date.now() + 1000, String(info.modified));
  assert.equal(await text((await store.get('avatars/0123456789abcdef.png'))!.stream), 'png bytes');
  assert.equal(await store.stat('avatars/missing.png'), null);
  await store.delete('avatars/0123456789abcdef.png');

  // A folder of the store: its own keys, the same bytes underneath.
  const documents = blobsUnder(store, 'documents');
  assert.equal(documents.shared, store.shared);
  assert.equal(documents.tmpDir, store.tmpDir);
  fs.mkdirSync(store.tmpDir, { recursive: true });
  const upload = path.join(store.tmpDir, '.0123.tmp');
  fs.writeFileSync(upload, 'contract');
  await documents.putFile('0123456789abcdef', upload, 'application/octet-stream');
  assert.equal(fs.existsSync(upload), false, 'the temporary file is consumed');
  assert.equal(await text((await store.get('documents/0123456789abcdef'))!.stream), 'contract');
  assert.equal(await documents.size('0123456789abcdef'), 8);
  await documents.delete('0123456789abcdef');
  assert.equal(await store.get('documents/0123456789abcdef'), null);
  await assert.rejects(documents.get('../x'), /unsafe blob key/);
}

describe('blob stores', () => {
  test('the filesystem store', async () => {
    const store = fsBlobStore(path.join(root, 'fs'));
    assert.equal(store.shared, false);
    assert.equal(store.tmpDir, path.join(root, 'fs'), 'beside the blobs: putFile is a rename');
    await roundTrip(store);
    assert.deepEqual(fs.readdirSync(path.join(root, 'fs'), { recursive: true }).sort(), ['ab', 'avatars', 'documents']);
  });

  describe('S3-compatible storage (s3rver)', () => {
    let server: S3rver;
    let port = 0;
    before(async () => {
      server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: path.join(root, 's3'),
        configureBuckets: [{ name: 'materials', configs: [] }],
      });
      const address = await server.run();
      port = address.port;
    });
    after(() => server.close());

    test('STORAGE_BACKEND=s3 stores, reads and deletes through the S3 API', async () => {
      const store = blobStoreFromEnv(
        {
          STORAGE_BACKEND: 's3',
          S3_BUCKET: 'materials',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
        root,
      );
      assert.equal(store.shared, true);
      assert.ok(!store.tmpDir.startsWith(root), 'uploads wait in the OS temporary folder, not under MEDIA_DIR');
      await roundTrip(store);
    });

    test('a missing setting is named', () => {
      assert.throws(() => blobStoreFromEnv({ STORAGE_BACKEND: 's3' }, root), /S3_BUCKET/);
    });
  });
});
