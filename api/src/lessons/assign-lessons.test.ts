// Issue 10, the lesson assignment (spec 002 "Lesson-assignment modal": "Lessons that are already active are
// pre-checked"): the checked set replaces what was open for the target; the student then reads exactly those (and
// their group's); only staff, only their subtree.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';
import { NO_PERMISSION, NO_SUCH_CHOICE } from '@abacus/contract/messages';

let t: TestApp;
const as: Record<string, Client> = {};
const ids: Record<string, number> = {};

before(async () => {
  t = await createTestApp();
  for (const who of ['teacher', 'teacher2', 'parent', 'student']) {
    as[who] = await clientFor(t, `${who}@demo.school`);
    ids[who] = await idOf(t, `${who}@demo.school`);
  }
});
after(() => t.close());

type Row = { id: number; is_active: boolean; via_group: boolean; name_en: string };
const assigned = async (query: string) => (await as.teacher('GET', `/api/v1/lessons/?${query}`)).json() as Row[];
const open = (rows: Row[]) => rows.filter((r) => r.is_active).map((r) => r.id);

describe('lesson assignment', { concurrency: 1 }, () => {
  test("a student's checked set replaces theirs; the group's stay open through the group", async () => {
    const group = (await as.teacher('GET', `/api/v1/users/user/${ids.student}/profile`)).json().group.id;
    const all = await assigned(`group=${group}`);
    assert.ok(all.length >= 3, 'the seeded curriculum');
    const [a, b, c] = all.map((l) => l.id);
    assert.equal((await as.teacher('POST', `/api/v1/groups/${group}/lessons`, { lessons: [a] })).statusCode, 204);
    assert.equal(
      (await as.teacher('POST', `/api/v1/users/user/${ids.student}/lessons`, { lessons: [b, c] })).statusCode,
      204,
    );
    assert.deepEqual(open(await assigned(`group=${group}`)), [a]);
    const mine = await assigned(`user=${ids.student}`);
    assert.deepEqual(open(mine), [b, c]);
    assert.deepEqual(
      mine.filter((r) => r.via_group).map((r) => r.id),
      [a],
    );
    await as.teacher('POST', `/api/v1/users/user/${ids.student}/lessons`, { lessons: [c] });
    assert.deepEqual(open(await assigned(`user=${ids.student}`)), [c], 'b is closed again');
    const curriculum = (await as.student('GET', '/api/v1/lessons/grouped')).json();
    const openForStudent = curriculum
      .flatMap((g: { lessons: { id: number; is_active: boolean }[] }) => g.lessons)
      .filter((l: { is_active: boolean }) => l.is_active)
      .map((l: { id: number }) => l.id)
      .sort((x: number, y: number) => x - y);
    assert.deepEqual(
      openForStudent,
      [a, c].sort((x, y) => x - y),
    );
  });

  test('unknown lessons, other trees, parents and students are refused', async () => {
    assert.deepEqual(
      (await as.teacher('POST', `/api/v1/users/user/${ids.student}/lessons`, { lessons: [999999] })).json(),
      {
        lessons: [NO_SUCH_CHOICE],
      },
    );
    assert.equal((await as.teacher2('GET', `/api/v1/lessons/?user=${ids.student}`)).statusCode, 404);
    assert.equal(
      (await as.teacher2('POST', `/api/v1/users/user/${ids.student}/lessons`, { lessons: [] })).statusCode,
      404,
    );
    assert.deepEqual((await as.parent('GET', `/api/v1/lessons/?user=${ids.student}`)).json(), {
      detail: NO_PERMISSION,
    });
    assert.equal(
      (await as.teacher('GET', `/api/v1/lessons/?user=${ids.student}&group=1`)).statusCode,
      400,
      'a user or a group, not both',
    );
    assert.equal((await as.teacher('GET', `/api/v1/lessons/?user=${ids.teacher}`)).statusCode, 404, 'not a student');
  });
});

describe('group notification', { concurrency: 1 }, () => {
  test("staff set a group's banner, sanitized; its students see it after their own", async () => {
    const group = (await as.teacher('GET', `/api/v1/users/user/${ids.student}/profile`)).json().group.id;
    const saved = await as.teacher('POST', `/api/v1/groups/${group}/notification`, {
      notification: '<p>Olympiad on <strong>Friday</strong><img src=x onerror=alert(1)></p>',
    });
    assert.deepEqual(saved.json(), { notification: '<p>Olympiad on <strong>Friday</strong></p>' });
    const me = (await as.student('GET', '/api/v1/users/user/me')).json();
    assert.match(me.notification, /Olympiad on <strong>Friday<\/strong>/);
    assert.doesNotMatch(me.notification, /onerror/);
    assert.equal(
      (await as.teacher2('POST', `/api/v1/groups/${group}/notification`, { notification: 'x' })).statusCode,
      404,
    );
    assert.deepEqual((await as.parent('POST', `/api/v1/groups/${group}/notification`, { notification: 'x' })).json(), {
      detail: NO_PERMISSION,
    });
    assert.equal((await as.teacher('POST', `/api/v1/groups/${group}/notification`, {})).statusCode, 400);
  });
});
