// Issue 11, the background tester (spec 000 section 6: "Only the role super franchise sees the background tester on
// the landing/game area (upload jpeg or png, preview, save, remove)"; spec 002 section 5: "background image only jpeg
// or png"): POST and DELETE settings/backgrounds/{area} by the super franchise; the picture is checked by its bytes,
// re-encoded and stored under /media/backgrounds/; a new one replaces (and deletes) the old one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { multipart, type Part } from '../test/multipart.ts';
import { clientFor, createTestApp, type Client, type TestApp } from '../test/test-app.ts';
import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED, NO_FILE_CHOSEN, NO_PERMISSION } from '@abacus/contract/messages';
import { BACKGROUND_MAX_BYTES } from '@abacus/contract/settings';

// A real 2x2 PNG and a real 1x1 GIF (as in users/avatar.test.ts).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAD0lEQVR4nGNgYPgHRmAKABfeA/n0AEaqAAAAAElFTkSuQmCC',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

let t: TestApp;
let mediaDir: string;
let superToken: string;
const as: Record<string, Client> = {};

before(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-backgrounds-'));
  t = await createTestApp({ config: { mediaDir } });
  superToken = await t.signIn('super@demo.school');
  for (const who of ['super', 'master', 'franchise', 'teacher', 'student']) {
    as[who] = await clientFor(t, `${who}@demo.school`);
  }
});
after(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const image = (data: Buffer | string, filename = 'sky.png', type = 'image/png'): Part => ({
  name: 'image',
  filename,
  type,
  data,
});
const upload = (area: string, parts: Part[], token = superToken) => {
  const body = multipart(parts);
  return t.req({
    method: 'POST',
    url: `/api/v1/settings/backgrounds/${area}`,
    headers: { ...body.headers, authorization: `Token ${token}` },
    payload: body.payload,
  });
};
const files = () =>
  fs.existsSync(path.join(mediaDir, 'backgrounds')) ? fs.readdirSync(path.join(mediaDir, 'backgrounds')).sort() : [];
const publicBackgrounds = async () =>
  (await t.req({ method: 'GET', url: '/api/v1/settings/public' })).json().backgrounds as Record<string, string | null>;
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1' } })
    .toBuffer();

describe('settings/backgrounds/{area}', { concurrency: 1 }, () => {
  test('only the super franchise uploads or removes; refused before the body is read', async () => {
    for (const who of ['master', 'franchise', 'teacher', 'student']) {
      const token = await t.signIn(`${who}@demo.school`);
      const res = await upload('landing', [image(PNG)], token);
      assert.equal(res.statusCode, 403, `${who}: ${res.body}`);
      assert.deepEqual(res.json(), { detail: NO_PERMISSION });
      const removed = await as[who]('DELETE', '/api/v1/settings/backgrounds/landing');
      assert.equal(removed.statusCode, 403, who);
    }
    const body = multipart([image(PNG)]);
    const anonymous = await t.req({
      method: 'POST',
      url: '/api/v1/settings/backgrounds/landing',
      headers: body.headers,
      payload: body.payload,
    });
    assert.equal(anonymous.statusCode, 401);
    assert.equal((await t.req({ method: 'DELETE', url: '/api/v1/settings/backgrounds/games' })).statusCode, 401);
    assert.deepEqual(files(), [], 'nothing was written');
    assert.deepEqual(await publicBackgrounds(), { landing: null, games: null });
  });

  test('a PNG is stored re-encoded under backgrounds/ with a random name, shown to visitors and served', async () => {
    const res = await upload('landing', [image(PNG)]);
    assert.equal(res.statusCode, 200, res.body);
    const url = res.json().backgrounds.landing as string;
    assert.match(url, /^\/media\/backgrounds\/[0-9a-f]{32}\.png$/);
    assert.equal(res.json().backgrounds.games, null, 'the other area is untouched');
    assert.ok(res.json().updated);
    assert.deepEqual(files(), [path.basename(url)]);
    assert.deepEqual(await publicBackgrounds(), { landing: url, games: null });
    const served = await t.req({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 2, 2]);
  });

  test('a new picture replaces the old one, whose file is deleted; EXIF is dropped, the size is capped', async () => {
    const old = (await publicBackgrounds()).landing!;
    const big = await jpeg(3000, 1200);
    const res = await upload('landing', [image(big, 'photo.png', 'image/png')]);
    assert.equal(res.statusCode, 200, res.body);
    const url = res.json().backgrounds.landing as string;
    assert.match(url, /\.jpg$/, 'the extension follows the content, not the name');
    assert.deepEqual(files(), [path.basename(url)], 'only the new file is left');
    assert.equal((await t.req({ method: 'GET', url: old })).statusCode, 404);
    const stored = fs.readFileSync(path.join(mediaDir, 'backgrounds', path.basename(url)));
    const meta = await sharp(stored).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 2560, 1024], 'at most 2560 px wide');
    assert.equal(meta.exif, undefined);
    assert.ok(!stored.includes('PhoneCo'));
    const small = await upload('landing', [image(await jpeg(800, 600), 'small.jpg', 'image/jpeg')]);
    const smallMeta = await sharp(
      fs.readFileSync(path.join(mediaDir, 'backgrounds', path.basename(small.json().backgrounds.landing))),
    ).metadata();
    assert.deepEqual([smallMeta.width, smallMeta.height], [800, 600], 'never enlarged');
    assert.equal(files().length, 1);
  });

  test('GIF, SVG, text named .png, a cut file: refused by their bytes; nothing changes', async () => {
    const before = await publicBackgrounds();
    const beforeFiles = files();
    for (const [data, name, type] of [
      [GIF, 'a.gif', 'image/gif'],
      [GIF, 'a.png', 'image/png'],
      [SVG, 'a.svg', 'image/svg+xml'],
      [SVG, 'a.png', 'image/png'],
      ['<html><script>alert(1)</script></html>', 'x.jpg', 'image/jpeg'],
      [PNG.subarray(0, 40), 'cut.png', 'image/png'],
    ] as const) {
      const res = await upload('landing', [image(data, name, type)]);
      assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
      assert.deepEqual(res.json(), { image: [IMAGE_TYPE_REFUSED] }, name);
    }
    assert.deepEqual(await publicBackgrounds(), before);
    assert.deepEqual(files(), beforeFiles);
  });

  test('over 5 MB is refused with a clear 400; exactly 5 MB is accepted', async () => {
    const before = await publicBackgrounds();
    const big = Buffer.concat([PNG, Buffer.alloc(BACKGROUND_MAX_BYTES + 1 - PNG.length)]);
    const res = await upload('landing', [image(big)]);
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), { image: [IMAGE_TOO_LARGE] });
    assert.deepEqual(await publicBackgrounds(), before);
    assert.equal(files().length, 1);
    const max = Buffer.concat([PNG, Buffer.alloc(BACKGROUND_MAX_BYTES - PNG.length)]);
    const ok = await upload('landing', [image(max)]);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(files().length, 1);
  });

  test('no file, an empty file, the wrong field, a JSON body, a broken body, an unknown area: 4xx, never 5xx', async () => {
    const before = await publicBackgrounds();
    for (const [label, parts] of [
      ['no parts', []],
      ['text field only', [{ name: 'image', data: 'hello' }]],
      ['wrong field', [{ ...image(PNG), name: 'photo' }]],
      ['empty file', [image(Buffer.alloc(0))]],
    ] as [string, Part[]][]) {
      const res = await upload('games', parts);
      assert.equal(res.statusCode, 400, `${label}: ${res.body}`);
      assert.deepEqual(res.json(), { image: [NO_FILE_CHOSEN] }, label);
    }
    const two = await upload('games', [image(PNG), image(PNG)]);
    assert.ok(two.statusCode === 400 || two.statusCode === 413, `two files: ${two.statusCode}`);
    const json = await as.super('POST', '/api/v1/settings/backgrounds/games', { image: 'x' });
    assert.deepEqual([json.statusCode, json.json()], [400, { image: [NO_FILE_CHOSEN] }]);
    const auth = { authorization: `Token ${superToken}` };
    for (const [payload, type] of [
      [
        '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
        'multipart/form-data; boundary=b',
      ],
      ['garbage', 'multipart/form-data'],
      ['--b\r\nno headers\r\n--b--', 'multipart/form-data; boundary=b'],
    ]) {
      const res = await t.req({
        method: 'POST',
        url: '/api/v1/settings/backgrounds/games',
        headers: { ...auth, 'content-type': type },
        payload,
      });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(payload)}: ${res.statusCode}`);
    }
    for (const area of ['puzzle', 'LANDING', '..%2Fusers']) {
      const res = await upload(area, [image(PNG)]);
      assert.equal(res.statusCode, 400, area);
      assert.equal((await as.super('DELETE', `/api/v1/settings/backgrounds/${area}`)).statusCode, 400, area);
    }
    assert.deepEqual(await publicBackgrounds(), before);
  });

  test('each area has its own picture; removing one deletes its file and leaves the other', async () => {
    const games = await upload('games', [image(PNG, 'games.png')]);
    assert.equal(games.statusCode, 200, games.body);
    const { landing, games: gamesUrl } = games.json().backgrounds;
    assert.ok(landing && gamesUrl && landing !== gamesUrl);
    assert.equal(files().length, 2);
    const removed = await as.super('DELETE', '/api/v1/settings/backgrounds/landing');
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(removed.json().backgrounds, { landing: null, games: gamesUrl });
    assert.deepEqual(files(), [path.basename(gamesUrl)]);
    assert.equal((await t.req({ method: 'GET', url: landing })).statusCode, 404);
    assert.deepEqual(await publicBackgrounds(), { landing: null, games: gamesUrl });
    const again = await as.super('DELETE', '/api/v1/settings/backgrounds/landing');
    assert.equal(again.statusCode, 200, 'removing what is not there is fine');
    await as.super('DELETE', '/api/v1/settings/backgrounds/games');
    assert.deepEqual(files(), []);
    assert.deepEqual(await publicBackgrounds(), { landing: null, games: null });
  });

  test('two uploads at once: one wins, and no file is left behind', async () => {
    const results = await Promise.all([
      upload('games', [image(PNG, 'a.png')]),
      upload('games', [image(await jpeg(10, 10), 'b.jpg', 'image/jpeg')]),
    ]);
    for (const res of results) assert.equal(res.statusCode, 200, res.body);
    const now = (await publicBackgrounds()).games!;
    assert.deepEqual(files(), [path.basename(now)]);
  });

  test('other routes still refuse multipart bodies (the parser is scoped to the upload)', async () => {
    const body = multipart([{ name: 'phone', data: '+48221234567' }]);
    const res = await t.req({
      method: 'PATCH',
      url: '/api/v1/settings',
      headers: { ...body.headers, authorization: `Token ${superToken}` },
      payload: body.payload,
    });
    assert.equal(res.statusCode, 415);
  });
});
