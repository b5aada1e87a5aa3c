import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { videos } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const RANDOM = '/api/v1/videos/random';
const assetsDir = path.resolve(import.meta.dirname, '../../assets');

let t: TestApp;
let token: string;
before(async () => {
  t = await createTestApp();
  token = await t.signIn('student@demo.school');
});
after(() => t.close());

const random = (authorization?: string) =>
  t.req({ method: 'GET', url: RANDOM, headers: authorization ? { authorization } : {} });

test('GET videos/random: {data: {id, title, mp4, webm, ogg}} from the seeded clips', async () => {
  const seen = new Set<number>();
  for (let i = 0; i < 30; i++) {
    const res = await random(`Token ${token}`);
    assert.equal(res.statusCode, 200, res.body);
    const { data } = res.json();
    assert.deepEqual(Object.keys(data).sort(), ['id', 'mp4', 'ogg', 'title', 'webm']);
    assert.match(data.mp4, /^\/media\/videos\/[\w-]+\.mp4$/);
    assert.match(data.webm, /^\/media\/videos\/[\w-]+\.webm$/);
    assert.match(data.ogg, /^\/media\/videos\/[\w-]+\.ogv$/);
    seen.add(data.id);
  }
  assert.ok(seen.size >= 2, 'random, not always the same clip');
  assert.equal((await random()).statusCode, 401);
});

test('every seeded source is a real, small file served under /media/ with its video type', async () => {
  const rows = await t.database.db.select().from(videos);
  assert.equal(rows.length, 3);
  const types: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg' };
  for (const row of rows) {
    for (const kind of ['mp4', 'webm', 'ogg'] as const) {
      const file = path.join(assetsDir, row[kind].replace(/^\/media\//, ''));
      const size = fs.statSync(file).size;
      assert.ok(size > 5_000 && size < 150_000, `${file}: ${size} bytes`);
      const res = await t.req({ method: 'GET', url: row[kind] });
      assert.equal(res.statusCode, 200, row[kind]);
      assert.equal(res.headers['content-type'], types[kind]);
      assert.equal(res.rawPayload.length, size);
    }
    const head = (kind: 'mp4' | 'webm' | 'ogg') =>
      fs.readFileSync(path.join(assetsDir, row[kind].replace(/^\/media\//, ''))).subarray(0, 40);
    assert.equal(head('mp4').subarray(4, 8).toString('latin1'), 'ftyp');
    assert.deepEqual([...head('webm').subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3], 'EBML (WebM)');
    assert.equal(head('ogg').subarray(0, 4).toString('latin1'), 'OggS');
    assert.ok(head('ogg').includes(Buffer.from('theora')), 'a Theora stream');
  }
});

test('no video at all -> 404 {"detail": "Not found."}', async () => {
  await t.database.db.delete(videos);
  const res = await random(`Token ${token}`);
  assert.equal(res.statusCode, 404);
  assert.deepEqual(res.json(), { detail: 'Not found.' });
});
