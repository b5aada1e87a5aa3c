// Issue 11, pictures and videos of lessons and pages ("self-hosted uploads through storage"): only the super franchise
// uploads; what is stored is what the first bytes say (PNG, JPEG re-encoded; MP4, WebM), served to anyone with a
// fixed type, nosniff, a sandbox CSP and byte ranges.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { multipart, type Part } from '../test/multipart.ts';
import { FILE_TYPE_REFUSED, MEDIA_TOO_LARGE, NO_PERMISSION } from '@abacus/contract/messages';

let t: TestApp;
const tokens: Record<string, string> = {};

before(async () => {
  t = await createTestApp({ config: { mediaDir: fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-content-')) } });
  for (const who of ['super', 'franchise', 'teacher']) tokens[who] = await t.signIn(`${who}@demo.school`);
});
after(async () => {
  await t.close();
  fs.rmSync(t.config.mediaDir, { recursive: true, force: true });
});

const upload = (who: string, parts: Part[]) => {
  const body = multipart(parts);
  return t.req({
    method: 'POST',
    url: '/api/v1/storage/media',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Token ${tokens[who]}` },
  });
};

/** An MP4's first bytes: a size, "ftyp", a brand. */
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(200, 7)]);

describe('content media', { concurrency: 1 }, () => {
  test('the super franchise uploads a picture: re-encoded, served to anyone as image/png', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer();
    const sent = await upload('super', [{ name: 'file', filename: 'Beads.png', type: 'image/png', data: png }]);
    assert.equal(sent.statusCode, 201, sent.body);
    const { url, kind } = sent.json();
    assert.equal(kind, 'image');
    assert.match(url, /^\/media\/content\/[0-9a-f]{32}\.png$/);
    const served = await t.req({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.match(String(served.headers['content-security-policy']), /sandbox/);
    assert.ok(!served.rawPayload.includes(Buffer.from('secret-gps')), 'metadata is dropped');
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height], [40, 30]);
  });

  test('a video is stored as it came and served in ranges', async () => {
    const sent = await upload('super', [{ name: 'file', filename: 'Count.mp4', type: 'video/mp4', data: mp4 }]);
    assert.equal(sent.statusCode, 201, sent.body);
    const { url, kind } = sent.json();
    assert.equal(kind, 'video');
    const part = await t.req({ method: 'GET', url, headers: { range: 'bytes=4-11' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.body, 'ftypisom');
    assert.equal(part.headers['content-range'], `bytes 4-11/${mp4.length}`);
    assert.equal(part.headers['content-type'], 'video/mp4');
    const head = await t.req({ method: 'HEAD', url });
    assert.equal(head.headers['content-length'], String(mp4.length));
    assert.equal((await t.req({ method: 'GET', url, headers: { range: 'bytes=9999-' } })).statusCode, 416);
  });

  test('what the bytes are decides, not the name; other roles may not upload', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [filename, data] of [
      ['evil.png', svg],
      ['page.mp4', Buffer.from('<html><script>alert(1)</script></html>')],
    ] as const) {
      const sent = await upload('super', [{ name: 'file', filename, type: 'image/png', data }]);
      assert.deepEqual(sent.json(), { file: [FILE_TYPE_REFUSED] }, filename);
    }
    assert.deepEqual((await upload('super', [{ name: 'file', filename: 'x.svg', data: svg }])).json(), {
      file: [FILE_TYPE_REFUSED],
    });
    const bigPicture = Buffer.concat([
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
      Buffer.alloc(10 * 1024 * 1024 + 1),
    ]);
    assert.deepEqual((await upload('super', [{ name: 'file', filename: 'big.jpg', data: bigPicture }])).json(), {
      file: [MEDIA_TOO_LARGE],
    });
    for (const who of ['franchise', 'teacher']) {
      assert.deepEqual((await upload(who, [{ name: 'file', filename: 'c.mp4', data: mp4 }])).json(), {
        detail: NO_PERMISSION,
      });
    }
    assert.equal((await t.req({ method: 'GET', url: '/media/content/../../etc/passwd' })).statusCode, 404);
    assert.equal((await t.req({ method: 'GET', url: `/media/content/${'a'.repeat(32)}.png` })).statusCode, 404);
  });
});
