import assert from 'node:assert/strict';
import { issueForTest } from './test-support.ts';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { gameData, users } from '../db/schema.ts';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';
import { addDays, dayIn } from '../time/calendar-day.ts';
import { earlyDayParams } from './statistic.routes.ts';
import { dayParams } from './statistics.ts';

const STAT = '/api/v1/lessons/game/data/statistic';
const DAILY = `${STAT}/daily`;

let t: TestApp;
const clients: Record<string, Client> = {};
let studentId: number;
let freeId: number;

before(async () => {
  t = await createTestApp({ config: { authTokenIdleTtlMs: 60 * 60 * 1000 } });
  for (const who of ['student', 'free', 'teacher', 'parent', 'franchise', 'super'])
    clients[who] = await clientFor(t, `${who}@demo.school`);
  studentId = await idOf(t, 'student@demo.school');
  freeId = await idOf(t, 'free@demo.school');
});
after(() => t.close());

const ops = (...values: number[]) => values.map((v) => ({ number: Math.abs(v), sign: v < 0 ? -1 : 1 }));

async function get(who: string, url: string) {
  const res = await clients[who]('GET', url);
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json();
}

/** Records a game as the student and answers its expressions (or leaves them unanswered); returns the data ids. */
async function play(body: Record<string, unknown>, answers: (string | null)[] | 'unanswered', who = 'student') {
  await issueForTest(t.database.db, await idOf(t, `${who}@demo.school`), body.operations, String(body.type));
  const res = await clients[who]('POST', '/api/v1/lessons/games', body);
  assert.equal(res.statusCode, 201, res.body);
  const ids = res.json().data.map((d: { id: number }) => d.id) as number[];
  if (answers !== 'unanswered') {
    const answered = await clients[who](
      'POST',
      '/api/v1/lessons/game/data/set_columns_answers',
      ids.map((id, i) => ({ id, answer: answers[i], is_right_answer: true })),
    );
    assert.equal(answered.statusCode, 200, answered.body);
  }
  return ids;
}

const kievToday = () => dayIn(new Date(), 'Europe/Kiev');

describe('GET lessons/game/data/statistic', () => {
  test('shape; counts of answered expressions today and of all time, by category', async () => {
    const before = await get('student', STAT);
    assert.deepEqual(Object.keys(before).sort(), ['all_time', 'today']);
    assert.deepEqual(Object.keys(before.today).sort(), ['right_answers', 'total']);
    assert.deepEqual(Object.keys(before.all_time).sort(), [
      'abacus_random',
      'addition',
      'anzan',
      'columns',
      'divide',
      'multiply',
      'total',
      'total_right',
    ]);

    await play({ type: 'addition', operations: ops(1, 2) }, 'unanswered');
    assert.deepEqual(await get('student', STAT), before, 'an unanswered expression does not count');

    await play({ type: 'addition', operations: ops(1, 2) }, ['3']);
    await play({ type: 'negative', operations: ops(-1, -2) }, ['3']); // wrong
    await play({ type: 'anzan', digit_type: 'anzan_plus', operations: ops(10, 20) }, ['30']);
    await play({ type: 'abacus_random', operations: ops(5, 17) }, ['17']);
    await play({ type: 'multiply', operations: ops(3, 4) }, ['12']);
    await play({ type: 'multiply_quad', operations: ops(12) }, ['144']);
    await play({ type: 'multiply_50_100', operations: ops(98, 97) }, ['9506']);
    await play({ type: 'multiply_25x25', operations: ops(25, 25) }, ['624']); // wrong
    await play({ type: 'divide', operations: ops(100, 10) }, ['10']);
    await play({ type: 'addition', with_columns: true, operations: [ops(1, 1), ops(2, 2), ops(3, 3)] }, [
      '2',
      '4',
      null,
    ]);
    await play({ type: 'multiply', with_columns: true, operations: [ops(2, 3)] }, ['6']);

    const now = await get('student', STAT);
    const delta = (path: (s: typeof now) => number) => path(now) - path(before);
    assert.equal(
      delta((s) => s.today.total),
      13,
    );
    assert.equal(
      delta((s) => s.today.right_answers),
      10,
    );
    assert.equal(
      delta((s) => s.all_time.total),
      13,
    );
    assert.equal(
      delta((s) => s.all_time.total_right),
      10,
    );
    assert.deepEqual(
      Object.fromEntries(
        ['addition', 'anzan', 'abacus_random', 'multiply', 'divide', 'columns'].map((c) => [
          c,
          delta((s) => s.all_time[c]),
        ]),
      ),
      { addition: 2, anzan: 1, abacus_random: 1, multiply: 4, divide: 1, columns: 4 },
    );
    const categories = ['addition', 'anzan', 'abacus_random', 'multiply', 'divide', 'columns'];
    assert.equal(
      categories.reduce((sum, c) => sum + now.all_time[c], 0),
      now.all_time.total,
      'categories split the total',
    );
  });

  test("no date means today in the student's zone; an explicit date; invalid dates -> 400", async () => {
    const [y, m, d] = kievToday().split('-').map(Number);
    const implicit = await get('student', STAT);
    const explicit = await get('student', `${STAT}?day=${d}&month=${m}&year=${y}`);
    assert.deepEqual(explicit, implicit);
    // a missing part is taken from today
    assert.deepEqual(await get('student', `${STAT}?day=${d}`), implicit);
    const empty = await get('student', `${STAT}?day=1&month=1&year=2001`);
    assert.deepEqual(empty.today, { total: 0, right_answers: 0 });
    assert.deepEqual(empty.all_time, implicit.all_time, 'all_time does not depend on the date');

    for (const q of [
      'month=13',
      'month=0',
      'day=32',
      'day=31&month=4&year=2025',
      'day=29&month=2&year=2025',
      'year=1999',
      'day=x',
      'user=abc',
      'user=0',
      'day=1.5',
      'month=-1',
    ]) {
      const res = await clients.student('GET', `${STAT}?${q}`);
      assert.equal(res.statusCode, 400, `${q}: ${res.body}`);
      assert.equal(typeof res.json().detail, 'string');
    }
    assert.equal((await clients.student('GET', `${STAT}?day=29&month=2&year=2024`)).statusCode, 200);
  });

  test("the day boundary is the student's midnight: 23:30 UTC counts for the next day in Kyiv", async () => {
    const [late, early, justBefore] = [
      ...(await play({ type: 'addition', with_columns: true, operations: [ops(1, 1), ops(2, 2), ops(3, 3)] }, [
        '2',
        '4',
        '5',
      ])),
    ];
    const at = (id: number, iso: string) =>
      t.database.db
        .update(gameData)
        .set({ answeredAt: new Date(iso) })
        .where(eq(gameData.id, id));
    await at(late, '2025-03-10T23:30:00Z'); // 01:30 on the 11th in Kyiv (UTC+2)
    await at(early, '2025-03-10T22:00:00Z'); // 00:00 on the 11th
    await at(justBefore, '2025-03-10T21:59:59Z'); // 23:59:59 on the 10th, wrong answer
    const day = (n: number) => get('student', `${STAT}?day=${n}&month=3&year=2025`);
    assert.deepEqual((await day(11)).today, { total: 2, right_answers: 2 });
    assert.deepEqual((await day(10)).today, { total: 1, right_answers: 0 });

    // the same answers for a student in New York (UTC-4 after 9 March 2025): all on the 10th
    await t.database.db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, studentId));
    try {
      assert.deepEqual((await day(10)).today, { total: 3, right_answers: 2 });
      assert.deepEqual((await day(11)).today, { total: 0, right_answers: 0 });
      // read by the teacher: the STUDENT's zone decides, not the viewer's
      const byTeacher = await get('teacher', `${STAT}?day=10&month=3&year=2025&user=${studentId}`);
      assert.deepEqual(byTeacher.today, { total: 3, right_answers: 2 });
      // an unknown zone in the profile falls back to Europe/Kiev instead of failing
      await t.database.db.update(users).set({ timezone: 'Mars/Olympus' }).where(eq(users.id, studentId));
      assert.deepEqual((await day(11)).today, { total: 2, right_answers: 2 });
    } finally {
      await t.database.db.update(users).set({ timezone: 'Europe/Kiev' }).where(eq(users.id, studentId));
    }
  });

  test("the day is read with the session once the student's zone is known from their last request", async () => {
    const raw = (query: Record<string, string | undefined>) => ({ query }) as unknown as FastifyRequest;
    assert.equal(earlyDayParams(raw({ user: '2147483000' })), null, 'a student never read: the session alone');
    await get('student', `${STAT}?user=${studentId}`);
    const kiev = (day: string) => dayParams(studentId, day, 'Europe/Kiev');
    assert.deepEqual(earlyDayParams(raw({ user: String(studentId) })), kiev(kievToday()));
    assert.deepEqual(
      earlyDayParams(raw({ user: String(studentId), day: '10', month: '3', year: '2025' })),
      kiev('2025-03-10'),
    );
    for (const query of [
      {},
      { user: 'x' },
      { user: String(studentId), day: 'x' },
      { user: String(studentId), day: '31', month: '4' },
    ])
      assert.equal(earlyDayParams(raw(query)), null, JSON.stringify(query));

    // The zone changed: the next request is read again (the next test's New York figures), and the one after that early.
    await t.database.db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, studentId));
    try {
      await get('student', `${STAT}?user=${studentId}`);
      assert.deepEqual(
        earlyDayParams(raw({ user: String(studentId), day: '10', month: '3', year: '2025' })),
        dayParams(studentId, '2025-03-10', 'America/New_York'),
      );
    } finally {
      await t.database.db.update(users).set({ timezone: 'Europe/Kiev' }).where(eq(users.id, studentId));
    }
  });

  test('a year the contract refuses is not read early: 401 without a session, 400 with one (the 2026-12-04 probe)', async () => {
    await get('student', `${STAT}?user=${studentId}`); // the student's zone is known: the next requests read early
    const raw = (query: Record<string, string | undefined>) => ({ query }) as unknown as FastifyRequest;
    for (const year of ['1999', '2101', '10000', '275760'])
      assert.equal(earlyDayParams(raw({ user: String(studentId), year })), null, year);
    // Before, year 10000 threw in the onRequest hook, before the token was checked: 500 for a student read lately and
    // 401 for any other id, an anonymous oracle of which students use the platform.
    for (const year of ['10000', '275760', '9999']) {
      const url = `${STAT}?user=${studentId}&year=${year}`;
      const anonymous = await t.app.inject({ method: 'GET', url });
      assert.equal(anonymous.statusCode, 401, `${url}: ${anonymous.body}`);
      const forged = await t.app.inject({ method: 'GET', url, headers: { authorization: `Token ${'0'.repeat(40)}` } });
      assert.equal(forged.statusCode, 401, `${url}: ${forged.body}`);
      const own = await clients.student('GET', url);
      assert.equal(own.statusCode, 400, `${url}: ${own.body}`);
      assert.deepEqual(own.json().errors.year, ['Enter a whole number from 2000 to 2100.']);
    }
  });

  test('canView: the student, their parent and staff above their teacher; anyone else 404', async () => {
    const own = await get('student', STAT);
    for (const who of ['teacher', 'parent', 'franchise', 'super']) {
      assert.deepEqual(await get(who, `${STAT}?user=${studentId}`), own, who);
    }
    for (const [who, user] of [
      ['free', studentId],
      ['student', freeId],
      ['teacher', freeId],
      ['parent', freeId],
      ['student', 2_000_000_000],
    ] as const) {
      const res = await clients[who]('GET', `${STAT}?user=${user}`);
      assert.equal(res.statusCode, 404, `${who} -> ${user}`);
      assert.deepEqual(res.json(), { detail: 'Not found.' });
    }
    assert.equal((await t.req({ method: 'GET', url: STAT })).statusCode, 401);
  });
});

describe('GET lessons/game/data/statistic/daily', () => {
  test("every one of the last N days in the student's zone, oldest first, zeros included", async () => {
    const series = await get('teacher', DAILY); // the teacher never played: all zeros
    assert.equal(series.length, 30);
    const today = kievToday();
    assert.equal(series[29].date, today);
    assert.equal(series[0].date, addDays(today, -29));
    series.forEach((d: { date: string }, i: number) => {
      assert.equal(d.date, addDays(today, i - 29));
    });
    assert.ok(series.every((d: { total: number; right_answers: number }) => d.total === 0 && d.right_answers === 0));
    assert.deepEqual(Object.keys(series[0]).sort(), ['date', 'right_answers', 'total']);

    assert.equal((await get('student', `${DAILY}?days=1`)).length, 1);
    assert.equal((await get('student', `${DAILY}?days=92`)).length, 92);
    for (const q of ['days=0', 'days=93', 'days=x', 'days=-1', 'days=1.5']) {
      const res = await clients.student('GET', `${DAILY}?${q}`);
      assert.equal(res.statusCode, 400, q);
    }
  });

  test("today's answers land on the last day and match the day statistic", async () => {
    const before = await get('student', `${DAILY}?days=7`);
    await play({ type: 'divide', operations: ops(81, 9) }, ['9']);
    await play({ type: 'divide', operations: ops(81, 9) }, ['8']);
    const after = await get('student', `${DAILY}?days=7`);
    assert.equal(after[6].total - before[6].total, 2);
    assert.equal(after[6].right_answers - before[6].right_answers, 1);
    assert.deepEqual(after.slice(0, 6), before.slice(0, 6));
    const day = await get('student', STAT);
    assert.deepEqual({ total: after[6].total, right_answers: after[6].right_answers }, day.today);
  });

  test('canView rules as for the statistic', async () => {
    assert.deepEqual(await get('parent', `${DAILY}?user=${studentId}`), await get('student', DAILY));
    assert.equal((await get('teacher', `${DAILY}?user=${studentId}&days=5`)).length, 5);
    const res = await clients.free('GET', `${DAILY}?user=${studentId}`);
    assert.equal(res.statusCode, 404);
    assert.equal((await t.req({ method: 'GET', url: DAILY })).statusCode, 401);
  });
});

describe('the all-time counters (migration 0019)', () => {
  /** Every user's counters as the triggers keep them, and the same counted from game_data. */
  async function keptAndRecounted() {
    const rows = async (query: string) =>
      ((await t.database.pool.query(query)).rows as Record<string, unknown>[]).map((r) => JSON.stringify(r)).sort();
    const kept = await rows(`select user_id, type, with_columns, total, "right" from answer_counters
      where total <> 0 or "right" <> 0`);
    const recounted = await rows(`select d.user_id, g.type, g.with_columns, count(*)::int as total,
        (count(*) filter (where d.is_right_answer))::int as "right"
      from game_data d join games g on g.id = d.game_id where d.answered_at is not null
      group by 1, 2, 3`);
    return { kept, recounted };
  }

  test('match a recount after the seed, plays, a changed answer, deleted rows and a deleted user', async () => {
    let now = await keptAndRecounted();
    assert.ok(now.kept.length > 0, 'the seeded answers are counted');
    assert.deepEqual(now.kept, now.recounted);

    await play({ type: 'addition', with_columns: true, operations: [ops(1, 2), ops(2, 3)] }, ['3', '4']);
    await play({ type: 'anzan', operations: ops(4, 4) }, 'unanswered');
    const { db } = t.database;
    const [one] = await db.select().from(gameData).where(eq(gameData.userId, studentId)).limit(1);
    await db.update(gameData).set({ isRightAnswer: !one.isRightAnswer }).where(eq(gameData.id, one.id));
    await db
      .update(gameData)
      .set({ answeredAt: null })
      .where(eq(gameData.id, one.id + 1));
    await db.delete(gameData).where(eq(gameData.id, one.id + 2));
    now = await keptAndRecounted();
    assert.deepEqual(now.kept, now.recounted);

    const player = await idOf(t, 'student2@demo.school');
    await t.database.pool.query('delete from users where id = $1', [player]);
    now = await keptAndRecounted();
    const alive = (rows: string[]) => rows.filter((r) => JSON.parse(r).user_id !== player);
    assert.deepEqual(alive(now.kept), now.recounted, "a deleted user's answers leave the others' counts alone");
  });

  test('the statistic reads them: the all-time figures equal a recount for the student', async () => {
    const s = await get('student', STAT);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as total from game_data where user_id = $1 and answered_at is not null',
      [studentId],
    );
    assert.equal(s.all_time.total, rows[0].total);
  });
});
