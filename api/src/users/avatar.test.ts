import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../db/schema.ts';
import { detectImageType } from '../media/image-type.ts';
import { multipart, type Part } from '../test/multipart.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { AVATAR_MAX_BYTES } from './avatar.routes.ts';

// Real 2x2 images (made with ffmpeg) and a real 1x1 GIF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAD0lEQVR4nGNgYPgHRmAKABfeA/n0AEaqAAAAAElFTkSuQmCC',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABgcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAACAAIDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCLAFF/f//Z',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let t: TestApp;
let mediaDir: string;
let studentId: number;
let token: string;
before(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-media-'));
  t = await createTestApp({ config: { mediaDir } });
  studentId = await idOf(t, 'student@demo.school');
  token = await t.signIn('student@demo.school');
});
after(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const upload = (parts: Part[], id = studentId) => {
  const body = multipart(parts);
  return t.req({
    method: 'POST',
    url: `/api/v1/users/user/${id}/avatar`,
    headers: { ...body.headers, authorization: `Token ${token}` },
    payload: body.payload,
  });
};
const photo = (data: Buffer | string, filename = 'me.png', type = 'image/png'): Part => ({
  name: 'photo',
  filename,
  type,
  data,
});
const avatarFiles = () =>
  fs.existsSync(path.join(mediaDir, 'avatars')) ? fs.readdirSync(path.join(mediaDir, 'avatars')) : [];
const storedPhoto = async () => (await t.database.db.select().from(users).where(eq(users.id, studentId)))[0].photo;

describe('POST users/user/{id}/avatar', () => {
  test('a PNG is stored under avatars/ with a random name, set as the photo, and served', async () => {
    const res = await upload([photo(PNG)]);
    assert.equal(res.statusCode, 200, res.body);
    const url = res.json().photo as string;
    assert.match(url, /^\/media\/avatars\/[0-9a-f]{32}\.png$/);
    assert.equal(await storedPhoto(), url);
    assert.deepEqual(avatarFiles(), [path.basename(url)]);
    const served = await t.req({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    const stored = await sharp(served.rawPayload).metadata();
    assert.deepEqual([stored.format, stored.width, stored.height], ['png', 2, 2], 're-encoded, the same picture');
    const me = await t.req({
      method: 'GET',
      url: '/api/v1/users/user/me',
      headers: { authorization: `Token ${token}` },
    });
    assert.equal(me.json().photo, url);
  });

  test('a JPEG replaces it, the old file is deleted; the extension follows the content, not the name', async () => {
    const before = await storedPhoto();
    const res = await upload([photo(JPEG, 'holiday.png', 'image/png')]);
    assert.equal(res.statusCode, 200, res.body);
    const url = res.json().photo as string;
    assert.match(url, /^\/media\/avatars\/[0-9a-f]{32}\.jpg$/);
    assert.notEqual(url, before);
    assert.deepEqual(avatarFiles(), [path.basename(url)], 'only the new file is left');
    assert.equal((await t.req({ method: 'GET', url: before! })).statusCode, 404);
    const served = await t.req({ method: 'GET', url });
    assert.equal(served.headers['content-type'], 'image/jpeg');
    assert.equal((await sharp(served.rawPayload).metadata()).format, 'jpeg');
  });

  test('a GIF, a text file named .png and an HTML page declared as image/jpeg are refused', async () => {
    const before = await storedPhoto();
    for (const [data, name, type] of [
      [GIF, 'a.gif', 'image/gif'],
      [GIF, 'a.png', 'image/png'],
      ['just some text, not an image', 'notes.png', 'image/png'],
      ['<html><script>alert(1)</script></html>', 'x.jpg', 'image/jpeg'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'cut.png', 'image/png'],
      [Buffer.from([0xff, 0xd8]), 'cut.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload([photo(data, name, type)]);
      assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
      assert.deepEqual(res.json(), { photo: ['Upload a valid image. Only JPEG and PNG files are accepted.'] });
    }
    assert.equal(await storedPhoto(), before, 'unchanged');
    assert.equal(avatarFiles().length, 1, 'nothing new written');
  });

  test('a file over 5 MB is refused with a clear 400, never a 500', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)]);
    const res = await upload([photo(big)]);
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), { photo: ['The file is too large: at most 5 MB.'] });
    assert.equal(avatarFiles().length, 1);
  });

  test('exactly 5 MB is accepted, and only the picture is kept', async () => {
    const max = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    const res = await upload([photo(max)]);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(avatarFiles().length, 1);
    assert.ok(fs.statSync(path.join(mediaDir, 'avatars', avatarFiles()[0])).size < 1000, 'the padding is gone');
  });

  test('EXIF is dropped on upload: a child photo’s GPS position is not stored', async () => {
    const withGps = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aaff' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1' } })
      .toBuffer();
    assert.ok((await sharp(withGps).metadata()).exif, 'the upload carries EXIF');
    const res = await upload([photo(withGps, 'park.jpg', 'image/jpeg')]);
    assert.equal(res.statusCode, 200, res.body);
    const stored = fs.readFileSync(path.join(mediaDir, 'avatars', path.basename(res.json().photo)));
    const meta = await sharp(stored).metadata();
    assert.equal(meta.exif, undefined);
    assert.deepEqual([meta.width, meta.height], [40, 30]);
    assert.ok(!stored.includes('PhoneCo'));
  });

  test('a polyglot (image bytes followed by HTML and script) is stored as the image alone', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await upload([photo(polyglot)]);
    assert.equal(res.statusCode, 200, res.body);
    const stored = fs.readFileSync(path.join(mediaDir, 'avatars', path.basename(res.json().photo)));
    assert.ok(!stored.includes('<script>'));
  });

  test('a huge picture is scaled down to 512 px; the refusal follows the request language', async () => {
    const huge = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload([photo(huge)]);
    const meta = await sharp(
      fs.readFileSync(path.join(mediaDir, 'avatars', path.basename(res.json().photo))),
    ).metadata();
    assert.deepEqual([meta.width, meta.height], [512, 256]);
    const body = multipart([photo('not an image', 'x.png')]);
    const german = await t.req({
      method: 'POST',
      url: `/api/v1/users/user/${studentId}/avatar`,
      headers: { ...body.headers, authorization: `Token ${token}`, 'accept-language': 'de' },
      payload: body.payload,
    });
    assert.deepEqual(german.json(), {
      photo: ['Laden Sie ein gültiges Bild hoch. Nur JPEG- und PNG-Dateien werden angenommen.'],
    });
  });

  test('no file, an empty file, the wrong field, two files, a JSON body, a broken multipart body: 4xx', async () => {
    const cases: [string, Awaited<ReturnType<typeof upload>>][] = [
      ['no parts', await upload([])],
      ['text field only', await upload([{ name: 'photo', data: 'hello' }])],
      ['wrong field', await upload([{ ...photo(PNG), name: 'avatar' }])],
      ['empty file', await upload([photo(Buffer.alloc(0))])],
      ['two files', await upload([photo(PNG), photo(PNG)])],
      ['proto', await upload([{ ...photo(PNG), name: '__proto__' }])],
    ];
    for (const [label, res] of cases) {
      assert.equal(res.statusCode, 400, `${label}: ${res.body}`);
      assert.ok(res.json().photo || res.json().detail, label);
    }
    const auth = { authorization: `Token ${token}` };
    const url = `/api/v1/users/user/${studentId}/avatar`;
    const json = await t.req({ method: 'POST', url, headers: auth, payload: { photo: 'x' } });
    assert.deepEqual([json.statusCode, json.json()], [400, { photo: ['No file was submitted.'] }]);
    for (const [payload, type] of [
      [
        '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nabc',
        'multipart/form-data; boundary=b',
      ],
      ['garbage', 'multipart/form-data'],
      ['', 'multipart/form-data; boundary=b'],
      ['--b\r\nno headers\r\n--b--', 'multipart/form-data; boundary=b'],
    ]) {
      const res = await t.req({ method: 'POST', url, headers: { ...auth, 'content-type': type }, payload });
      assert.ok(
        res.statusCode >= 400 && res.statusCode < 500,
        `${JSON.stringify(payload)}: ${res.statusCode} ${res.body}`,
      );
    }
    assert.equal(avatarFiles().length, 1);
  });

  test('other routes still refuse multipart bodies (the parser is scoped to this route)', async () => {
    const body = multipart([{ name: 'birthday', data: '2015-01-01' }]);
    const res = await t.req({
      method: 'PATCH',
      url: `/api/v1/users/user/${studentId}`,
      headers: { ...body.headers, authorization: `Token ${token}` },
      payload: body.payload,
    });
    assert.equal(res.statusCode, 415);
  });
});

describe('detectImageType', () => {
  test('by content only', () => {
    assert.deepEqual(detectImageType(PNG), { ext: 'png', mime: 'image/png' });
    assert.deepEqual(detectImageType(JPEG), { ext: 'jpg', mime: 'image/jpeg' });
    assert.equal(detectImageType(GIF), null);
    assert.equal(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), null);
    assert.equal(detectImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')), null);
    assert.equal(detectImageType(Buffer.alloc(0)), null);
    assert.equal(detectImageType(PNG.subarray(0, 12)), null, 'signature without IHDR');
  });
});
