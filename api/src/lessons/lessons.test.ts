import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { lessonActivations, lessonGroups, lessons } from '../db/schema.ts';
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';

interface LessonRow {
  id: number;
  order: number;
  is_active: boolean;
  [k: string]: unknown;
}
interface GroupRow {
  id: number;
  order: number;
  lessons: LessonRow[];
  [k: string]: unknown;
}

let t: TestApp;
let studentId: number;
let freeId: number;
const clients: Record<string, Client> = {};
before(async () => {
  t = await createTestApp();
  studentId = await idOf(t, 'student@demo.school');
  freeId = await idOf(t, 'free@demo.school');
  for (const who of ['student', 'teacher', 'parent', 'free']) clients[who] = await clientFor(t, `${who}@demo.school`);
});
after(() => t.close());

const get = (url: string, who = 'student') => clients[who]('GET', url);
const grouped = async (who = 'student', user?: number) =>
  (await get(`/api/v1/lessons/grouped${user ? `?user=${user}` : ''}`, who)).json() as GroupRow[];
const state = (g: GroupRow) =>
  g.lessons.every((l) => l.is_active) ? 'completed' : g.lessons.some((l) => l.is_active) ? 'in progress' : 'locked';

describe('GET lessons/grouped', () => {
  test('three groups by order: completed, in progress, locked for the demo student', async () => {
    const groups = await grouped();
    assert.equal(groups.length, 3);
    assert.deepEqual(
      groups.map((g) => g.order),
      [1, 2, 3],
    );
    assert.deepEqual(groups.map(state), ['completed', 'in progress', 'locked']);
    assert.equal(groups[0].name_en, 'First steps with the abacus');
    assert.deepEqual(
      groups[1].lessons.map((l) => l.is_active),
      [true, true, false, false],
    );
    for (const g of groups) {
      assert.ok(g.lessons.length >= 4, 'a group has 4-5 lessons');
      assert.deepEqual(
        g.lessons.map((l) => l.order),
        [...g.lessons.map((l) => l.order)].sort((a, b) => a - b),
      );
    }
  });

  test('every name in all 12 languages, no bodies in the list', async () => {
    const [g] = await grouped();
    for (const lang of DATA_LANGUAGES) {
      assert.ok(
        typeof g[`name_${lang}`] === 'string' && (g[`name_${lang}`] as string).length > 0,
        `group name_${lang}`,
      );
      for (const l of g.lessons) assert.ok((l[`name_${lang}`] as string).length > 0, `lesson name_${lang}`);
    }
    assert.equal(g.lessons[0].body_en, undefined);
    assert.notEqual(g.name_en, g.name_ru, 'translated, not copied');
  });

  test("a teacher reads the student's states with ?user=, and sees everything open for themselves", async () => {
    assert.deepEqual((await grouped('teacher', studentId)).map(state), ['completed', 'in progress', 'locked']);
    assert.deepEqual((await grouped('parent', studentId)).map(state), ['completed', 'in progress', 'locked']);
    assert.deepEqual((await grouped('teacher')).map(state), ['completed', 'completed', 'completed']);
  });

  test('a free student (no group) has every group locked', async () => {
    assert.deepEqual((await grouped('free')).map(state), ['locked', 'locked', 'locked']);
  });

  test('a lesson opened for one student only is active for that student only', async () => {
    const [, , locked] = await grouped();
    const lessonId = locked.lessons[0].id;
    await t.database.db.insert(lessonActivations).values({ lessonId, userId: freeId });
    try {
      assert.equal((await grouped('free'))[2].lessons[0].is_active, true);
      assert.equal((await grouped('student'))[2].lessons[0].is_active, false);
      assert.equal((await get(`/api/v1/lessons/${lessonId}`, 'free')).statusCode, 200);
      assert.equal((await get(`/api/v1/lessons/${lessonId}`, 'student')).statusCode, 404);
    } finally {
      await t.database.db.delete(lessonActivations).where(eq(lessonActivations.userId, freeId));
    }
  });
});

describe('the curriculum each API process keeps (lessons/grouped)', () => {
  // Written straight to the database, as another API replica would: no process is told, the version row says it.
  test('a lesson renamed, added, unpublished or a group reordered shows on the next read', async () => {
    const db = t.database.db;
    const [first] = await grouped();
    const lesson = first.lessons[0];
    const [row] = await db.select().from(lessons).where(eq(lessons.id, lesson.id));
    try {
      await db
        .update(lessons)
        .set({ name: { ...row.name, en: 'Renamed elsewhere' } })
        .where(eq(lessons.id, lesson.id));
      assert.equal((await grouped())[0].lessons[0].name_en, 'Renamed elsewhere');
      await db.update(lessons).set({ isActive: false }).where(eq(lessons.id, lesson.id));
      assert.ok(!(await grouped())[0].lessons.some((l) => l.id === lesson.id), 'an unpublished lesson leaves the list');
      const [added] = await db
        .insert(lessons)
        .values({ lessonGroupId: first.id, order: 99, name: { en: 'Added elsewhere' } })
        .returning({ id: lessons.id });
      try {
        assert.equal((await grouped())[0].lessons.at(-1)?.name_en, 'Added elsewhere');
      } finally {
        await db.delete(lessons).where(eq(lessons.id, added.id));
      }
      assert.ok(!(await grouped())[0].lessons.some((l) => l.id === added.id), 'a deleted lesson leaves the list');
      await db.update(lessonGroups).set({ order: 9 }).where(eq(lessonGroups.id, first.id));
      assert.equal((await grouped()).at(-1)?.id, first.id);
    } finally {
      await db.update(lessons).set({ name: row.name, isActive: row.isActive }).where(eq(lessons.id, lesson.id));
      await db.update(lessonGroups).set({ order: first.order }).where(eq(lessonGroups.id, first.id));
    }
    assert.deepEqual(await grouped(), await grouped());
    assert.equal((await grouped())[0].lessons[0].name_en, lesson.name_en);
  });
});

describe('GET lessons/{id}', () => {
  test('an open lesson: names and sanitized bodies in 12 languages; the first one embeds our own video', async () => {
    const [first] = await grouped();
    const res = await get(`/api/v1/lessons/${first.lessons[0].id}`);
    assert.equal(res.statusCode, 200);
    const l = res.json();
    assert.equal(l.is_active, true);
    assert.equal(l.order, 1);
    for (const lang of DATA_LANGUAGES) {
      assert.ok(l[`name_${lang}`].length > 0);
      assert.match(l[`body_${lang}`], /^<p>/, `body_${lang}`);
      assert.match(
        l[`body_${lang}`],
        /<video controls preload="metadata" title="[^"<>]+"><source src="\/media\/lessons\/count-to-ten\.webm" type="video\/webm" \/><source src="\/media\/lessons\/count-to-ten\.mp4" type="video\/mp4" \/><\/video>$/,
        `body_${lang}`,
      );
      assert.doesNotMatch(l[`body_${lang}`], /<iframe/, `body_${lang}`);
    }
    assert.notEqual(l.body_en, l.body_de);
  });

  test('a locked lesson is 404 for the student, the parent and the teacher viewing the student; 200 for the teacher', async () => {
    const [, progress, locked] = await grouped();
    for (const lessonId of [progress.lessons[2].id, locked.lessons[0].id]) {
      for (const [who, q] of [
        ['student', ''],
        ['parent', `?user=${studentId}`],
        ['teacher', `?user=${studentId}`],
      ]) {
        const res = await get(`/api/v1/lessons/${lessonId}${q}`, who);
        assert.equal(res.statusCode, 404, `${who} ${lessonId}`);
        assert.deepEqual(res.json(), { detail: 'Not found.' });
      }
      assert.equal((await get(`/api/v1/lessons/${lessonId}`, 'teacher')).statusCode, 200, 'staff read the curriculum');
    }
    assert.equal((await get(`/api/v1/lessons/${progress.lessons[1].id}?user=${studentId}`, 'teacher')).statusCode, 200);
  });

  test('unknown and malformed ids', async () => {
    assert.equal((await get('/api/v1/lessons/2147483647')).statusCode, 404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      assert.equal((await get(`/api/v1/lessons/${id}`)).statusCode, 400, id);
    for (const q of ['?user=abc', '?user=', '?user=0', '?user=1&user=2']) {
      assert.equal((await get(`/api/v1/lessons/grouped${q}`)).statusCode, 400, q);
    }
  });

  test('bodies are sanitized on the way out too: scripts, handlers, foreign iframes and videos are removed', async () => {
    const [first] = await grouped();
    const lessonId = first.lessons[1].id;
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, lessonId));
    const evil =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">x</a><iframe src="https://evil.example/x"></iframe>' +
      '<iframe src="https://player.vimeo.com/video/1"></iframe><style>body{display:none}</style>' +
      '<video autoplay onplay="alert(4)"><source src="https://evil.example/v.webm" /><source src="/media/lessons/v.mp4" /></video>';
    await t.database.db
      .update(lessons)
      .set({ body: { ...row.body, en: evil } })
      .where(eq(lessons.id, lessonId));
    try {
      const body = (await get(`/api/v1/lessons/${lessonId}`)).json().body_en as string;
      for (const bad of [
        '<script',
        'alert(1)',
        'onerror',
        'onclick',
        'javascript:',
        'evil.example',
        '<style',
        'display:none',
        'autoplay',
        'onplay',
      ]) {
        assert.ok(!body.includes(bad), `${bad} in ${body}`);
      }
      assert.match(body, /<p>Hi<\/p>/);
      assert.match(body, /<img src="x" \/>/);
      assert.match(body, /<iframe src="https:\/\/player\.vimeo\.com\/video\/1"><\/iframe>/);
      assert.match(body, /<video controls><source src="\/media\/lessons\/v\.mp4" \/><\/video>/);
    } finally {
      await t.database.db.update(lessons).set({ body: row.body }).where(eq(lessons.id, lessonId));
    }
  });

  test('a missing translation falls back to English', async () => {
    const [first] = await grouped();
    const lessonId = first.lessons[2].id;
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, lessonId));
    const { az: _az, ...withoutAz } = row.name;
    await t.database.db.update(lessons).set({ name: withoutAz }).where(eq(lessons.id, lessonId));
    try {
      const l = (await get(`/api/v1/lessons/${lessonId}`)).json();
      assert.equal(l.name_az, l.name_en);
    } finally {
      await t.database.db.update(lessons).set({ name: row.name }).where(eq(lessons.id, lessonId));
    }
  });
});
