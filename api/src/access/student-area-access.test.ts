import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_PASSWORD } from '../db/demo-users.ts';
import { groups, lessonActivations, users } from '../db/schema.ts';
import { multipart } from '../test/multipart.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { TEST_ARGON2 } from '../test/test-db.ts';

/**
 * Who may read and write a student's area, for every call of the student area (shop and games have their own):
 * read = canView (self, parent, staff of the student's tree), anyone else 404; writes = self only, 403 for the
 * read-only viewers, 404 for strangers.
 */

let t: TestApp;
let studentId: number;
let freeId: number;
let openLessonId: number;
const tokens: Record<string, string> = {};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAD0lEQVR4nGNgYPgHRmAKABfeA/n0AEaqAAAAAElFTkSuQmCC',
  'base64',
);

before(async () => {
  t = await createTestApp();
  studentId = await idOf(t, 'student@demo.school');
  freeId = await idOf(t, 'free@demo.school');
  const [group] = await t.database.db.select().from(groups).where(eq(groups.name, 'Demo group'));
  const [open] = await t.database.db
    .select()
    .from(lessonActivations)
    .where(eq(lessonActivations.groupId, group.id))
    .limit(1);
  openLessonId = open.lessonId;

  // A second, unrelated branch of the network: a franchise with its own teacher.
  const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_ARGON2);
  const [otherFranchise] = await t.database.db
    .insert(users)
    .values({ email: 'other-franchise@demo.school', passwordHash, role: 'franchise', emailVerified: true })
    .returning();
  await t.database.db.insert(users).values({
    email: 'other-teacher@demo.school',
    passwordHash,
    role: 'teacher',
    parentId: otherFranchise.id,
    emailVerified: true,
  });
  for (const who of [
    'student',
    'parent',
    'teacher',
    'franchise',
    'master',
    'super',
    'free',
    'other-teacher',
    'other-franchise',
  ]) {
    tokens[who] = await t.signIn(`${who}@demo.school`);
  }
});
after(() => t.close());

const readUrls = (id: number) => [
  `/api/v1/users/user/${id}`,
  `/api/v1/indigo_dollars/balance/${id}`,
  `/api/v1/lessons/grouped?user=${id}`,
  `/api/v1/lessons/${openLessonId}?user=${id}`,
  `/api/v1/billing/invoices?user=${id}`,
  `/api/v1/billing/invoices?user=${id}&status=paid`,
];

const get = (url: string, who?: string) =>
  t.req({ method: 'GET', url, headers: who ? { authorization: `Token ${tokens[who]}` } : {} });

describe("reading a student's area", () => {
  for (const who of ['student', 'parent', 'teacher', 'franchise', 'master', 'super']) {
    test(`${who} can read student@'s profile, balance, lessons and invoices`, async () => {
      for (const url of readUrls(studentId)) {
        const res = await get(url, who);
        assert.equal(res.statusCode, 200, `${who} ${url}: ${res.body}`);
      }
    });
  }

  for (const who of ['free', 'other-teacher', 'other-franchise']) {
    test(`${who} gets 404 Not found for every read of student@`, async () => {
      for (const url of readUrls(studentId)) {
        const res = await get(url, who);
        assert.equal(res.statusCode, 404, `${who} ${url}: ${res.body}`);
        assert.deepEqual(res.json(), { detail: 'Not found.' });
      }
    });
  }

  // The super franchise sees every student: a self-registered child (free, no group) waits for the head office to
  // place them (issue 10: one scope for every route, access/scope.ts).
  test('a free student (no group) is readable by themselves and the super franchise, not by the teacher or the franchise', async () => {
    for (const who of ['free', 'super'])
      assert.equal((await get(`/api/v1/users/user/${freeId}`, who)).statusCode, 200, who);
    for (const who of ['teacher', 'franchise', 'parent', 'student']) {
      for (const url of [
        `/api/v1/users/user/${freeId}`,
        `/api/v1/indigo_dollars/balance/${freeId}`,
        `/api/v1/lessons/grouped?user=${freeId}`,
        `/api/v1/billing/invoices?user=${freeId}`,
      ]) {
        const res = await get(url, who);
        assert.equal(res.statusCode, 404, `${who} ${url}`);
      }
    }
  });

  test('a staff profile is not readable through users/user/{id} by a student, and an unknown id is 404', async () => {
    const teacherId = await idOf(t, 'teacher@demo.school');
    assert.equal((await get(`/api/v1/users/user/${teacherId}`, 'student')).statusCode, 404);
    assert.equal((await get(`/api/v1/users/user/${teacherId}`, 'franchise')).statusCode, 404);
    assert.equal((await get('/api/v1/users/user/2147483647', 'super')).statusCode, 404);
  });

  test('without a token every read is 401', async () => {
    for (const url of readUrls(studentId)) assert.equal((await get(url)).statusCode, 401, url);
  });
});

describe("writing a student's area", () => {
  const patch = (who: string) =>
    t.req({
      method: 'PATCH',
      url: `/api/v1/users/user/${studentId}`,
      headers: { authorization: `Token ${tokens[who]}` },
      payload: { birthday: '2015-05-01' },
    });
  const upload = (who: string) => {
    const body = multipart([{ name: 'photo', filename: 'a.png', type: 'image/png', data: PNG }]);
    return t.req({
      method: 'POST',
      url: `/api/v1/users/user/${studentId}/avatar`,
      headers: { ...body.headers, authorization: `Token ${tokens[who]}` },
      payload: body.payload,
    });
  };

  for (const who of ['parent', 'teacher', 'franchise', 'master', 'super']) {
    test(`${who} (a read-only viewer) gets 403 on PATCH and avatar upload`, async () => {
      for (const res of [await patch(who), await upload(who)]) {
        assert.equal(res.statusCode, 403, res.body);
        assert.deepEqual(res.json(), { detail: 'You do not have permission to perform this action.' });
      }
      const [u] = await t.database.db.select().from(users).where(eq(users.id, studentId));
      assert.equal(u.birthday, '2015-04-12', 'unchanged');
      assert.equal(u.photo, null, 'unchanged');
    });
  }

  test('another student or an unrelated teacher gets 404 (the id stays hidden)', async () => {
    for (const who of ['free', 'other-teacher']) {
      for (const res of [await patch(who), await upload(who)]) assert.equal(res.statusCode, 404, `${who} ${res.body}`);
    }
  });

  test('a read-only viewer gets 403 even with an invalid body (permission first, validation after)', async () => {
    const res = await t.req({
      method: 'PATCH',
      url: `/api/v1/users/user/${studentId}`,
      headers: { authorization: `Token ${tokens.parent}` },
      payload: { birthday: 'nope' },
    });
    assert.equal(res.statusCode, 403);
  });

  test('without a token: 401', async () => {
    const res = await t.req({
      method: 'PATCH',
      url: `/api/v1/users/user/${studentId}`,
      payload: { birthday: '2015-05-01' },
    });
    assert.equal(res.statusCode, 401);
  });
});
