// Issue 10, the Documents tab (spec 002 "Document"; section 5 "Other": a file add needs a chosen file): upload,
// list, download as an attachment, delete; only staff, on themselves and their subtree; never served by /media/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { multipart, type Part } from '../test/multipart.ts';
import { documentsDir } from '../media/upload-stores.ts';
import { DOCUMENT_MAX_BYTES } from '@abacus/contract/documents-schema';
import { FILE_TOO_LARGE, FILE_TYPE_REFUSED, NO_FILE_CHOSEN, NOT_FOUND, NO_PERMISSION } from '@abacus/contract/messages';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

before(async () => {
  // A media folder of its own: the counts of stored files below are exact.
  t = await createTestApp({ config: { mediaDir: fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-docs-')) } });
  for (const who of ['franchise', 'teacher', 'teacher2', 'parent']) {
    tokens[who] = await t.signIn(`${who}@demo.school`);
    ids[who] = await idOf(t, `${who}@demo.school`);
  }
});
after(async () => {
  await t.close();
  fs.rmSync(t.config.mediaDir, { recursive: true, force: true });
});

const upload = (who: string, user: number, parts: Part[]) => {
  const body = multipart(parts);
  return t.req({
    method: 'POST',
    url: `/api/v1/billing/files?user=${user}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Token ${tokens[who]}` },
  });
};
const call = (who: string, method: 'GET' | 'DELETE', url: string) =>
  t.req({ method, url, headers: { authorization: `Token ${tokens[who]}` } });

describe('documents of a profile', { concurrency: 1 }, () => {
  test("a franchise uploads its teacher's contract, lists it, downloads it as an attachment and deletes it", async () => {
    const sent = await upload('franchise', ids.teacher, [
      { name: 'file', filename: 'Договір 2026.pdf', type: 'application/pdf', data: '%PDF-1.4 contract' },
    ]);
    assert.equal(sent.statusCode, 201, sent.body);
    const doc = sent.json();
    assert.equal(doc.name, 'Договір 2026.pdf');
    assert.equal(doc.size, 17);
    assert.equal(doc.uploaded_by, 'Iryna Shevchenko');
    const list = (await call('teacher', 'GET', `/api/v1/billing/files?user=${ids.teacher}`)).json();
    assert.deepEqual(
      list.map((d: { id: number }) => d.id),
      [doc.id],
      'the teacher sees their own documents',
    );
    const file = await call('franchise', 'GET', `/api/v1/billing/files/${doc.id}/download`);
    assert.equal(file.statusCode, 200);
    assert.equal(file.body, '%PDF-1.4 contract');
    assert.equal(file.headers['content-type'], 'application/octet-stream');
    assert.match(
      String(file.headers['content-disposition']),
      /^attachment; filename="_+ 2026.pdf"; filename\*=UTF-8''/,
    );
    const stored = fs.readdirSync(documentsDir(t.config.mediaDir));
    assert.equal(stored.length, 1);
    assert.equal((await t.req({ method: 'GET', url: `/media/.documents/${stored[0]}` })).statusCode, 404);
    assert.equal((await call('franchise', 'DELETE', `/api/v1/billing/files/${doc.id}`)).statusCode, 204);
    assert.deepEqual(fs.readdirSync(documentsDir(t.config.mediaDir)), [], 'the bytes go with the row');
    assert.equal((await call('franchise', 'GET', `/api/v1/billing/files/${doc.id}/download`)).statusCode, 404);
  });

  test('no file, an empty one, a refused type or a too large one is a field error', async () => {
    assert.deepEqual((await upload('teacher', ids.teacher, [{ name: 'note', data: 'x' }])).json(), {
      file: [NO_FILE_CHOSEN],
    });
    assert.deepEqual((await upload('teacher', ids.teacher, [{ name: 'file', filename: 'a.pdf', data: '' }])).json(), {
      file: [NO_FILE_CHOSEN],
    });
    for (const filename of ['page.html', 'x.svg', 'run.exe', 'noext']) {
      const answer = await upload('teacher', ids.teacher, [{ name: 'file', filename, data: '<script>' }]);
      assert.deepEqual(answer.json(), { file: [FILE_TYPE_REFUSED] }, filename);
    }
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 1);
    assert.deepEqual(
      (await upload('teacher', ids.teacher, [{ name: 'file', filename: 'big.pdf', data: big }])).json(),
      {
        file: [FILE_TOO_LARGE],
      },
    );
    assert.deepEqual((await call('teacher', 'GET', `/api/v1/billing/files?user=${ids.teacher}`)).json(), []);
    const leftovers = fs.existsSync(documentsDir(t.config.mediaDir))
      ? fs.readdirSync(documentsDir(t.config.mediaDir))
      : [];
    assert.deepEqual(leftovers, [], 'nothing half-written stays');
  });

  test('another franchise, a parent and the teacher above nobody get nothing', async () => {
    const doc = (
      await upload('franchise', ids.franchise, [{ name: 'file', filename: 'mine.pdf', data: 'secret' }])
    ).json();
    assert.deepEqual((await call('teacher2', 'GET', `/api/v1/billing/files?user=${ids.franchise}`)).json(), {
      detail: NOT_FOUND,
    });
    assert.equal((await call('teacher', 'GET', `/api/v1/billing/files/${doc.id}/download`)).statusCode, 404);
    assert.equal((await call('teacher2', 'DELETE', `/api/v1/billing/files/${doc.id}`)).statusCode, 404);
    assert.equal(
      (await upload('teacher2', ids.teacher, [{ name: 'file', filename: 'a.pdf', data: 'x' }])).statusCode,
      404,
    );
    assert.deepEqual((await call('parent', 'GET', `/api/v1/billing/files?user=${ids.parent}`)).json(), {
      detail: NO_PERMISSION,
    });
    assert.equal((await call('franchise', 'GET', '/api/v1/billing/files?user=abc')).statusCode, 400);
  });
});
