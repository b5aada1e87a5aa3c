// The two blob stores behind the materials storage: the filesystem (default) and S3-compatible object storage,
// the latter against s3rver, a local S3 server from the npm registry.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import S3rver from 's3rver';
import { type BlobStore, blobStoreFromEnv, fsBlobStore } from './blob-store.ts';

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
}

describe('blob stores', () => {
  test('the filesystem store', async () => {
    await roundTrip(fsBlobStore(path.join(root, 'fs')));
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
      await roundTrip(store);
    });

    test('a missing setting is named', () => {
      assert.throws(() => blobStoreFromEnv({ STORAGE_BACKEND: 's3' }, root), /S3_BUCKET/);
    });
  });
});
