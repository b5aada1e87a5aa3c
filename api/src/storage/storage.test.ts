// Issue 11, the materials storage (spec 002 "Storage screen"; section 5 "Other": "folder create needs a non-empty
// name; file add needs a chosen file"): nested folders, uploads limited by size and type, downloads as attachments
// that cannot run script, and who sees whose materials (docs/decisions.md): a franchise tree sees its own and what
// the levels above it share; deleting is for the owner and the staff above the owner.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { multipart, type Part } from '../test/multipart.ts';
import {
  FIELD_REQUIRED,
  FILE_TYPE_REFUSED,
  FOLDER_HOLDS_OTHERS,
  FOLDER_NAME_TAKEN,
  NO_FILE_CHOSEN,
  NO_PERMISSION,
  NOT_FOUND,
  STORAGE_FILE_TOO_LARGE,
} from '@abacus/contract/messages';
import { STORAGE_FILE_MAX_BYTES } from '@abacus/contract/storage-schema';

let t: TestApp;
const tokens: Record<string, string> = {};
const PEOPLE = ['super', 'master', 'franchise', 'teacher', 'master2', 'franchise3', 'teacher3', 'parent', 'student'];

before(async () => {
  t = await createTestApp({ config: { mediaDir: fs.mkdtempSync(path.join(os.tmpdir(), 'abacus-storage-')) } });
  for (const who of PEOPLE) tokens[who] = await t.signIn(`${who}@demo.school`);
});
after(async () => {
  await t.close();
  fs.rmSync(t.config.mediaDir, { recursive: true, force: true });
});

const auth = (who: string) => ({ authorization: `Token ${tokens[who]}` });
const call = (who: string, method: 'GET' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.req({ method, url: `/api/v1/${url}`, headers: auth(who), ...(payload === undefined ? {} : { payload }) });
const upload = (who: string, folder: number | null, parts: Part[]) => {
  const body = multipart(parts);
  return t.req({
    method: 'POST',
    url: `/api/v1/storage/files/${folder === null ? '' : `?folder=${folder}`}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(who) },
  });
};
const names = async (who: string, url: string) =>
  ((await call(who, 'GET', url)).json() as { name: string }[]).map((x) => x.name);

describe('materials storage', { concurrency: 1 }, () => {
  let top = 0;
  let inner = 0;
  let pdf = 0;
  const tag = Date.now().toString(36);

  test('a teacher creates nested folders and uploads a PDF; the name rules hold', async () => {
    assert.deepEqual((await call('teacher', 'POST', 'storage/folders/', { name: '  ' })).json(), {
      name: [FIELD_REQUIRED],
    });
    assert.equal((await call('teacher', 'POST', 'storage/folders/', { name: '../x' })).statusCode, 400);
    const created = await call('teacher', 'POST', 'storage/folders/', { name: `Lessons ${tag}` });
    assert.equal(created.statusCode, 201);
    top = created.json().id;
    assert.deepEqual((await call('teacher', 'POST', 'storage/folders/', { name: `LESSONS ${tag}` })).json(), {
      name: [FOLDER_NAME_TAKEN],
    });
    inner = (await call('teacher', 'POST', 'storage/folders/', { name: 'Week 1', parent: top })).json().id;
    const sent = await upload('teacher', inner, [
      { name: 'file', filename: 'Counting to ten.pdf', type: 'application/pdf', data: '%PDF-1.4 ten beads' },
    ]);
    assert.equal(sent.statusCode, 201, sent.body);
    pdf = sent.json().id;
    assert.equal(sent.json().link, `storage/files/${pdf}/download`);
    const detail = (await call('teacher', 'GET', `storage/folders/${inner}/`)).json();
    assert.deepEqual(detail.path, [
      { id: top, name: `Lessons ${tag}` },
      { id: inner, name: 'Week 1' },
    ]);
    assert.deepEqual(await names('teacher', `storage/folders/?folder=${top}`), ['Week 1']);
  });

  test('uploads are limited by type and size, and need a file', async () => {
    const refused = await upload('teacher', inner, [
      { name: 'file', filename: 'page.html', type: 'text/html', data: '<script>alert(1)</script>' },
    ]);
    assert.deepEqual(refused.json(), { file: [FILE_TYPE_REFUSED] });
    assert.deepEqual((await upload('teacher', inner, [{ name: 'note', data: 'x' }])).json(), {
      file: [NO_FILE_CHOSEN],
    });
    const big = await upload('teacher', inner, [
      { name: 'file', filename: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(STORAGE_FILE_MAX_BYTES + 1) },
    ]);
    assert.deepEqual(big.json(), { file: [STORAGE_FILE_TOO_LARGE] });
    assert.deepEqual(await names('teacher', `storage/files/?folder=${inner}`), ['Counting to ten.pdf']);
  });

  test('the same franchise tree and the levels above download the same bytes, as an attachment', async () => {
    for (const who of ['franchise', 'master', 'super', 'parent']) {
      const file = await call(who, 'GET', `storage/files/${pdf}/download`);
      assert.equal(file.statusCode, 200, who);
      assert.equal(file.body, '%PDF-1.4 ten beads');
      assert.equal(file.headers['content-type'], 'application/octet-stream');
      assert.equal(file.headers['x-content-type-options'], 'nosniff');
      assert.match(String(file.headers['content-disposition']), /^attachment; filename="Counting to ten.pdf"/);
      assert.match(String(file.headers['content-security-policy']), /sandbox/);
    }
  });

  test('other franchise trees do not see it; students have no storage', async () => {
    for (const who of ['franchise3', 'teacher3', 'master2']) {
      assert.ok(!(await names(who, 'storage/folders/')).includes(`Lessons ${tag}`), who);
      assert.deepEqual((await call(who, 'GET', `storage/files/${pdf}/download`)).json(), { detail: NOT_FOUND });
      assert.equal((await call(who, 'GET', `storage/folders/?folder=${top}`)).statusCode, 404);
      assert.equal((await upload(who, top, [{ name: 'file', filename: 'a.pdf', data: 'x' }])).statusCode, 404);
    }
    assert.equal((await call('student', 'GET', 'storage/folders/')).statusCode, 403);
  });

  test('what the super franchise shares is seen by every tree, and deleted only from above', async () => {
    const shared = (await call('super', 'POST', 'storage/folders/', { name: `Network ${tag}` })).json().id;
    for (const who of ['teacher3', 'franchise', 'parent']) {
      assert.ok((await names(who, 'storage/folders/')).includes(`Network ${tag}`), who);
    }
    const row = (
      (await call('teacher3', 'GET', 'storage/folders/')).json() as { id: number; can_delete: boolean }[]
    ).find((f) => f.id === shared);
    assert.equal(row?.can_delete, false);
    assert.deepEqual((await call('teacher3', 'DELETE', `storage/folders/${shared}/`)).json(), {
      detail: NO_PERMISSION,
    });
    // teacher3 puts a file into the shared folder: teacher3's tree sees it, the demo franchise's does not.
    const own = await upload('teacher3', shared, [{ name: 'file', filename: 'Rainbow plan.docx', data: 'plan' }]);
    assert.equal(own.statusCode, 201);
    assert.deepEqual(await names('franchise3', `storage/files/?folder=${shared}`), ['Rainbow plan.docx']);
    assert.deepEqual(await names('teacher', `storage/files/?folder=${shared}`), []);
    // The super franchise deletes the folder and what teacher3 put in (everyone is under it).
    assert.equal((await call('super', 'DELETE', `storage/folders/${shared}/`)).statusCode, 204);
  });

  test('a folder holding a colleague’s file cannot be deleted by its owner; the boss deletes both', async () => {
    const franchiseFile = await upload('franchise', top, [{ name: 'file', filename: 'Boss notes.txt', data: 'n' }]);
    assert.equal(franchiseFile.statusCode, 201);
    assert.deepEqual((await call('teacher', 'DELETE', `storage/folders/${top}/`)).json(), {
      detail: FOLDER_HOLDS_OTHERS,
    });
    assert.equal((await call('teacher', 'DELETE', `storage/files/${franchiseFile.json().id}/`)).statusCode, 403);
    assert.equal((await call('parent', 'DELETE', `storage/files/${pdf}/`)).statusCode, 403);
    assert.equal((await call('franchise', 'DELETE', `storage/folders/${top}/`)).statusCode, 204);
    assert.equal((await call('teacher', 'GET', `storage/files/${pdf}/download`)).statusCode, 404);
    const left = fs.readdirSync(path.join(t.config.mediaDir, '.storage'), { recursive: true, withFileTypes: true });
    assert.equal(left.filter((e) => e.isFile()).length, 0, 'the bytes went with the rows');
  });
});
