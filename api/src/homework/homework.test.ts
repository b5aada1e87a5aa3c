// The homework calls of spec 002 section 7 and issue 12's server rules: scope, validation (sections 4 and 5), copy,
// re-save reopening, close_for_users, results, and "1 i$ per finished task and 3 i$ per opened puzzle, each paid
// exactly once per student and homework even when the last answer is sent twice, retried or raced".
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import {
  CHOOSE_A_DAY,
  HOMEWORK_EXISTS,
  MATIFIC_ALONE,
  MATIFIC_LINK,
  NUMBERS_REQUIRED,
  SLIDE_OUT_OF_RANGE,
  TARGET_REQUIRED,
  WRONG_HOMEWORK_GAME,
} from '@abacus/contract/homework';
import { games, indigoTransactions, users } from '../db/schema.ts';
import { studentMonth, summaries } from './homework-queries.ts';
import { entryDrawFor, issueForTest } from '../games/test-support.ts';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';

const HW = '/api/v1/lessons/homeworks';
let t: TestApp;
const as: Record<string, Client> = {};
let studentId: number;
let student2Id: number;
let groupId: number;
/** A month far from the demo data's (slide 40: May 2025), so the seeded homework never collides. */
const YEAR = 2025;
const MONTH = 4;

before(async () => {
  t = await createTestApp({ config: { authTokenIdleTtlMs: 60 * 60 * 1000 } });
  for (const who of ['student', 'student2', 'teacher', 'teacher2', 'parent', 'parent2', 'franchise', 'super']) {
    as[who] = await clientFor(t, `${who}@demo.school`);
  }
  studentId = await idOf(t, 'student@demo.school');
  student2Id = await idOf(t, 'student2@demo.school');
  const [s] = await t.database.db.select({ groupId: users.groupId }).from(users).where(eq(users.id, studentId));
  groupId = s.groupId!;
});
after(() => t.close());

const addition = (over: Record<string, unknown> = {}) => ({
  type: 'addition',
  repeat: 1,
  calculation_method: 'oral',
  digit_type: 'elementary',
  digit: [3],
  speed: 1,
  operation_number: 3,
  difficult: 1,
  ...over,
});
const day = (order: number, over: Record<string, unknown> = {}) => ({
  order,
  year: YEAR,
  month: MONTH,
  games: [addition()],
  group: groupId,
  ...over,
});
async function create(body: Record<string, unknown>, who = 'teacher') {
  const res = await as[who]('POST', HW, body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}
const remove = (id: number) => as.teacher('DELETE', `${HW}/${id}`);
const balance = async (user: number) => {
  const [row] = await t.database.db
    .select({ sum: sql<string>`coalesce(sum(${indigoTransactions.amount}), 0)::numeric(12,2)::text` })
    .from(indigoTransactions)
    .where(eq(indigoTransactions.userId, user));
  return row.sum;
};
const rewards = (user: number, key: string) =>
  t.database.db
    .select()
    .from(indigoTransactions)
    .where(and(eq(indigoTransactions.userId, user), eq(indigoTransactions.rewardKey, key)));

const ops = (...values: number[]) => values.map((v) => ({ number: Math.abs(v), sign: v < 0 ? -1 : 1 }));
/** Plays one expression (4 + 3 - 2 = 5) of an entry as the demo student; returns the game_data id. */
async function play(entry: number, over: Record<string, unknown> = {}, who = 'student') {
  const user = who === 'student' ? studentId : student2Id;
  const operations = ops(4, 3, -2);
  await issueForTest(t.database.db, user, operations, 'addition', await entryDrawFor(t.database.db, entry));
  const res = await as[who]('POST', '/api/v1/lessons/games', {
    type: 'addition',
    digit_type: 'elementary',
    digit: [3],
    speed: 1,
    difficult: 1,
    operation_number: 3,
    operations,
    homework_game: entry,
    ...over,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data[0].id as number;
}
const answer = (dataId: number, value: string, who = 'student') =>
  as[who]('PATCH', `/api/v1/lessons/game/data/${dataId}`, { answer: value });

describe('setting homework', { concurrency: 1 }, () => {
  test('a teacher sets a day for the demo group: 201 with its games, listed for the group and the student', async () => {
    const hw = await create(day(1, { games: [addition(), addition({ type: 'negative', digit_type: null })] }));
    assert.equal(hw.order, 1);
    assert.equal(hw.group, groupId);
    assert.deepEqual(
      hw.games.map((g: { type: string; is_created: boolean }) => [g.type, g.is_created]),
      [
        ['addition', true],
        ['negative', true],
      ],
    );
    const list = await as.teacher('GET', `${HW}?group=${groupId}&month=${MONTH}&year=${YEAR}`);
    assert.equal(list.statusCode, 200, list.body);
    const item = list.json().find((h: { id: number }) => h.id === hw.id);
    assert.equal(item.complete_status, null);
    assert.ok(item.students_total >= 1);
    assert.equal(item.students_done, 0);
    const mine = await as.student('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`);
    assert.equal(mine.statusCode, 200, mine.body);
    const own = mine.json().find((h: { id: number }) => h.id === hw.id);
    assert.equal(own.complete_status, 0);
    // The student's month writes its times in SQL (db/iso-time.ts), the group's from Dates: the same text.
    assert.deepEqual([own.created, own.updated], [item.created, item.updated]);
    assert.match(own.created, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const other = await as.teacher('GET', `${HW}?group=${groupId}&month=${MONTH + 1}&year=${YEAR}`);
    assert.deepEqual(other.json(), []);
    assert.equal((await remove(hw.id)).statusCode, 204);
    assert.equal((await as.teacher('GET', `${HW}/${hw.id}`)).statusCode, 404);
  });

  test("a student's own homework wins over the group's on the same tile", async () => {
    const group = await create(day(2, { games: [addition(), addition({ repeat: 2 })] }));
    const own = await create(day(2, { group: undefined, user: studentId, games: [addition({ repeat: 3 })] }));
    const list = (await as.student('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`)).json();
    assert.deepEqual(
      list
        .filter((h: { order: number }) => h.order === 2)
        .map((h: { id: number; games_count: number; complete_status: number }) => [
          h.id,
          h.games_count,
          h.complete_status,
        ]),
      [[own.id, 1, 0]],
      "the tile counts its own entries, not the hidden group homework's (the month's progress reads both)",
    );
    await remove(own.id);
    await remove(group.id);
  });

  test('re-saving a tile replaces its games (200) and keeps its id', async () => {
    const first = await create(day(3));
    const res = await as.teacher('POST', HW, day(3, { games: [addition({ repeat: 2 }), addition({ repeat: 4 })] }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().id, first.id);
    assert.deepEqual(
      res.json().games.map((g: { repeat: number }) => g.repeat),
      [2, 4],
    );
    await remove(first.id);
  });

  test("a create form's save (only_new) never replaces a day's homework made meanwhile", async () => {
    const first = await create(day(3, { only_new: true }));
    const stale = await as.teacher('POST', HW, day(3, { only_new: true, games: [addition({ repeat: 9 })] }));
    assert.equal(stale.statusCode, 400, stale.body);
    assert.deepEqual(stale.json(), { order: [HOMEWORK_EXISTS] });
    const kept = (await as.teacher('GET', `${HW}/${first.id}`)).json();
    assert.deepEqual(
      kept.games.map((g: { repeat: number }) => g.repeat),
      [first.games[0].repeat],
      'the stored games are untouched',
    );
    await remove(first.id);
  });

  test('spec 002 section 5: speed 0.1-10, repeat 1-10, lengths per type, multiply needs numbers, Matific alone', async () => {
    const errors = async (body: Record<string, unknown>) => {
      const res = await as.teacher('POST', HW, body);
      assert.equal(res.statusCode, 400, res.body);
      return res.json();
    };
    assert.deepEqual(await errors(day(4, { games: [addition({ speed: 10.5 })] })), {
      'games.0.speed': ['Ensure this value is less than or equal to 10.'],
    });
    assert.deepEqual(await errors(day(4, { games: [addition({ repeat: 11 })] })), {
      'games.0.repeat': ['Ensure this value is less than or equal to 10.'],
    });
    assert.deepEqual(await errors(day(4, { games: [addition(), addition({ operation_number: 26 })] })), {
      'games.1.operation_number': ['Ensure this value is between 2 and 25.'],
    });
    assert.ok(
      (await errors(day(4, { games: [addition({ type: 'anzan', digit_type: 'anzan_plus', operation_number: 2 })] })))[
        'games.0.operation_number'
      ],
    );
    assert.deepEqual(await errors(day(4, { games: [addition({ type: 'multiply', digit_type: null, numbers: [] })] })), {
      'games.0.numbers': [NUMBERS_REQUIRED],
    });
    // "Addition: fifty level forces places to at least 10, hundred at least 100."
    assert.ok(
      (await errors(day(4, { games: [addition({ digit_type: 'hundred', difficult: 10 })] })))['games.0.difficult'],
    );
    const matific = { type: 'matific', repeat: 1, link: 'https://www.matific.com/us/en/activity/123' };
    assert.deepEqual(await errors(day(4, { games: [matific, addition()] })), { games: [MATIFIC_ALONE] });
    assert.deepEqual(await errors(day(4, { games: [{ ...matific, link: 'javascript:alert(1)' }] })), {
      'games.0.link': [MATIFIC_LINK],
    });
    assert.deepEqual(await errors(day(4, { user: studentId })), { user: [TARGET_REQUIRED] });
    assert.deepEqual(await errors(day(4, { year: 2022, month: 0 })), { month: [SLIDE_OUT_OF_RANGE] });
    assert.ok((await errors(day(21))).order);
    assert.ok((await errors(day(4, { games: [] }))).games);
  });

  test('only staff of the subtree set homework: a student or parent 403, another franchise tree 404', async () => {
    assert.equal((await as.student('POST', HW, day(5))).statusCode, 403);
    assert.equal((await as.parent('POST', HW, day(5))).statusCode, 403);
    assert.equal((await as.teacher2('POST', HW, day(5))).statusCode, 404);
    assert.equal((await as.teacher2('POST', HW, day(5, { group: undefined, user: studentId }))).statusCode, 404);
    const hw = await create(day(5), 'franchise');
    assert.equal((await as.teacher2('DELETE', `${HW}/${hw.id}`)).statusCode, 404);
    assert.equal((await as.teacher2('GET', `${HW}/${hw.id}`)).statusCode, 404);
    assert.equal((await as.student2('GET', `${HW}/${hw.id}`)).statusCode, 404);
    assert.equal((await as.student('DELETE', `${HW}/${hw.id}`)).statusCode, 403);
    // Reading: the parent sees the child's, not another child's; a group's calendar is the staff's.
    assert.equal((await as.parent('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`)).statusCode, 200);
    assert.equal((await as.parent2('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`)).statusCode, 404);
    assert.equal((await as.student('GET', `${HW}?group=${groupId}&month=${MONTH}&year=${YEAR}`)).statusCode, 403);
    assert.equal((await as.student2('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`)).statusCode, 404);
    const detail = await as.parent('GET', `${HW}/${hw.id}?user=${studentId}`);
    assert.equal(detail.statusCode, 200, detail.body);
    assert.equal(detail.json().homeworks_left, 1);
    await remove(hw.id);
  });

  test('malformed queries are 400, never 500', async () => {
    for (const q of [
      '',
      '?group=x&month=1&year=2025',
      `?group=${groupId}&month=12&year=2025`,
      `?user=1&group=2&month=1&year=2025`,
    ]) {
      const res = await as.teacher('GET', `${HW}${q}`);
      assert.equal(res.statusCode, 400, `${q}: ${res.body}`);
    }
    assert.equal((await as.teacher('POST', HW, { games: 'x' } as never)).statusCode, 400);
  });
});

describe('the demo month', () => {
  test('the demo student has homework in every state this month: 5 done, 1 in progress, 1 not started, 13 locked', async () => {
    const now = new Date();
    const res = await as.student('GET', `${HW}?user=${studentId}&month=${now.getMonth()}&year=${now.getFullYear()}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().map((h: { order: number; complete_status: number }) => [h.order, h.complete_status]),
      [
        [1, 2],
        [2, 2],
        [3, 2],
        [4, 2],
        [5, 2],
        [6, 1],
        [7, 0],
      ],
    );
    const paid = await t.database.db
      .select()
      .from(indigoTransactions)
      .where(and(eq(indigoTransactions.userId, studentId), sql`${indigoTransactions.rewardKey} like 'homework:%'`));
    assert.equal(paid.length, 5);
  });
});

describe('copy', { concurrency: 1 }, () => {
  test('copies to two days (months zero-based), refuses a taken day with the days, needs a day', async () => {
    const source = await create(day(6, { games: [addition({ repeat: 2 })] }));
    const res = await as.teacher('POST', `${HW}/${source.id}/copy`, {
      year: YEAR,
      month: MONTH,
      orders: [
        { year: YEAR, month: MONTH, order: 7 },
        { year: YEAR, month: MONTH + 1, order: 1 },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
    const copies = res.json();
    assert.deepEqual(
      copies.map((h: { month: number; order: number; group: number; games_count: number }) => [
        h.month,
        h.order,
        h.group,
        h.games_count,
      ]),
      [
        [MONTH, 7, groupId, 1],
        [MONTH + 1, 1, groupId, 1],
      ],
    );
    const taken = await as.teacher('POST', `${HW}/${source.id}/copy`, {
      year: YEAR,
      month: MONTH,
      orders: [
        { year: YEAR, month: MONTH, order: 8 },
        { year: YEAR, month: MONTH, order: 7 },
      ],
    });
    assert.equal(taken.statusCode, 400);
    assert.deepEqual(taken.json(), { orders: [HOMEWORK_EXISTS], days: [{ year: YEAR, month: MONTH, order: 7 }] });
    const none = await as.teacher('POST', `${HW}/${source.id}/copy`, { year: YEAR, month: MONTH, orders: [] });
    assert.deepEqual(none.json(), { orders: [CHOOSE_A_DAY] });
    assert.equal(
      (
        await as.teacher2('POST', `${HW}/${source.id}/copy`, {
          year: YEAR,
          month: MONTH,
          orders: [{ year: YEAR, month: MONTH, order: 9 }],
        })
      ).statusCode,
      404,
    );
    for (const h of [source, ...copies]) await remove(h.id);
  });
});

describe('doing homework and its rewards', { concurrency: 1 }, () => {
  test('a right answer to each entry finishes it; the last pays 1 i$ once; the results show it', async () => {
    const hw = await create(day(10, { games: [addition(), addition({ repeat: 2 })] }));
    const [a, b] = hw.games.map((g: { id: number }) => g.id);
    const before = await balance(studentId);

    const wrong = await answer(await play(a), '4');
    assert.equal(wrong.statusCode, 200, wrong.body);
    assert.deepEqual(wrong.json().homework_reward, {
      homework: hw.id,
      task_done: false,
      puzzle_opened: false,
      paid: '0.00',
    });
    let mine = (await as.student('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`)).json();
    assert.equal(mine.find((h: { id: number }) => h.id === hw.id).complete_status, 1, 'in progress');

    await answer(await play(a), '5');
    await answer(await play(b), '5');
    const detail = (await as.student('GET', `${HW}/${hw.id}`)).json();
    assert.deepEqual(
      detail.games.map((g: { progress: { right_answers: number; answered: number; done: boolean } }) => [
        g.progress.right_answers,
        g.progress.answered,
        g.progress.done,
      ]),
      [
        [1, 2, true],
        [1, 1, false],
      ],
    );
    assert.equal(detail.homeworks_left, 1);
    const last = await answer(await play(b), '5');
    assert.deepEqual(last.json().homework_reward, {
      homework: hw.id,
      task_done: true,
      puzzle_opened: false,
      paid: '1.00',
    });
    assert.equal(Number(await balance(studentId)) - Number(before), 1);
    mine = (await as.student('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`)).json();
    assert.equal(mine.find((h: { id: number }) => h.id === hw.id).complete_status, 2, 'done');

    const results = await as.teacher('GET', `${HW}/${hw.id}/results`);
    assert.equal(results.statusCode, 200, results.body);
    const row = results.json().students.find((s: { id: number }) => s.id === studentId);
    assert.equal(row.complete_status, 2);
    assert.deepEqual(
      row.games.map((g: { right_answers: number; answered: number }) => [g.right_answers, g.answered]),
      [
        [1, 2],
        [2, 2],
      ],
    );
    assert.equal((await as.student('GET', `${HW}/${hw.id}/results`)).statusCode, 403);
    const group = (await as.teacher('GET', `${HW}?group=${groupId}&month=${MONTH}&year=${YEAR}`)).json();
    assert.equal(group.find((h: { id: number }) => h.id === hw.id).students_done, 1);

    // close_for_users: the student does it again; done again, nothing paid twice.
    const closed = await as.teacher('POST', `${HW}/${hw.id}/close_for_users`, { users: [studentId, student2Id] });
    assert.deepEqual(closed.json(), { closed: 1 }, 'student2 is not in the group');
    mine = (await as.student('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`)).json();
    assert.equal(mine.find((h: { id: number }) => h.id === hw.id).complete_status, 0);
    await answer(await play(a), '5');
    await answer(await play(b), '5');
    const again = await answer(await play(b), '5');
    assert.deepEqual(again.json().homework_reward, {
      homework: hw.id,
      task_done: true,
      puzzle_opened: false,
      paid: '0.00',
    });
    assert.equal((await rewards(studentId, `homework:${hw.id}`)).length, 1);
    await remove(hw.id);
  });

  test('the last answer sent 20 times in parallel pays once', async () => {
    const hw = await create(day(11));
    const data = await play(hw.games[0].id);
    const before = await balance(studentId);
    const replies = await Promise.all(Array.from({ length: 20 }, () => answer(data, '5')));
    const codes = replies.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [200, ...Array(19).fill(400)]);
    assert.equal((await rewards(studentId, `homework:${hw.id}`)).length, 1);
    assert.equal(Number(await balance(studentId)) - Number(before), 1);
    await remove(hw.id);
  });

  test('two last answers to different games raced: paid once, never zero times', async () => {
    const hw = await create(day(12, { games: [addition(), addition()] }));
    const [a, b] = [await play(hw.games[0].id), await play(hw.games[1].id)];
    const replies = await Promise.all([answer(a, '5'), answer(b, '5')]);
    assert.deepEqual(
      replies.map((r) => r.statusCode),
      [200, 200],
    );
    const done = replies.map((r) => r.json().homework_reward.task_done);
    assert.deepEqual(done.sort(), [false, true]);
    assert.equal((await rewards(studentId, `homework:${hw.id}`)).length, 1);
    await remove(hw.id);
  });

  test('re-saving reopens it: answers to the old games stop counting', async () => {
    const hw = await create(day(13));
    await answer(await play(hw.games[0].id), '5');
    const status = async () =>
      (await as.student('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`))
        .json()
        .find((h: { id: number }) => h.id === hw.id).complete_status;
    assert.equal(await status(), 2);
    assert.equal((await as.teacher('POST', HW, day(13, { games: [addition({ repeat: 2 })] }))).statusCode, 200);
    assert.equal(await status(), 0);
    await remove(hw.id);
  });

  test("a game is recorded only for an entry of the student's own homework, and of its kind", async () => {
    const hw = await create(day(14));
    const entry = hw.games[0].id;
    const operations = ops(4, 3, -2);
    await issueForTest(t.database.db, student2Id, operations);
    const foreign = await as.student2('POST', '/api/v1/lessons/games', {
      type: 'addition',
      operations,
      homework_game: entry,
    });
    assert.equal(foreign.statusCode, 400, foreign.body);
    await issueForTest(t.database.db, studentId, operations);
    const wrongKind = await as.student('POST', '/api/v1/lessons/games', {
      type: 'negative',
      operations,
      homework_game: entry,
    });
    assert.deepEqual(wrongKind.json(), { homework_game: [WRONG_HOMEWORK_GAME] });
    const data = await play(entry);
    await remove(hw.id);
    // The game stays in the student's history without its homework.
    const [row] = await t.database.db
      .select()
      .from(games)
      .where(sql`${games.id} = (select game_id from game_data where id = ${data})`);
    assert.equal(row.homeworkGameId, null);
  });

  test('a hard entry is not done with easy numbers: a game of place value and length must show them (probe 2026-12-02)', async () => {
    const hard = { digit_type: 'family', digit: [9], difficult: 1000, operation_number: 25 };
    const hw = await create(day(16, { games: [addition(hard)] }));
    const entry = hw.games[0].id;
    const record = (operations: unknown, settings: Record<string, unknown>) =>
      as.student('POST', '/api/v1/lessons/games', { type: 'addition', ...settings, operations, homework_game: entry });
    const easy = ops(4, 3, -2);
    await issueForTest(t.database.db, studentId, easy);
    // Claimed as the entry's settings, one-digit numbers give the claim away...
    const claimed = await record(easy, hard);
    assert.equal(claimed.statusCode, 400, claimed.body);
    assert.equal(claimed.json().code, 'not_the_settings');
    // ...and recorded as what they are, they are not the entry's game.
    const honest = await record(easy, { digit_type: 'elementary', digit: [3], difficult: 1, operation_number: 3 });
    assert.deepEqual(honest.json(), { homework_game: [WRONG_HOMEWORK_GAME] });
    // What the generator draws for the entry's settings counts.
    const generated = await t.req({
      method: 'POST',
      url: '/generator/v1/generate',
      payload: { type: 'addition', digit_type: 'family', digit: [9], complexity: 1000, length: 25, user_id: studentId },
    });
    const played = await record(generated.json().items, hard);
    assert.equal(played.statusCode, 201, played.body);
    await remove(hw.id);
  });

  test("an entry counts only numbers drawn at its settings: level, digit, table (an easier game's of the same size do not)", async () => {
    const bigFriends = { digit_type: 'big_friends', digit: [7], difficult: 10, operation_number: 5 };
    const hw = await create(
      day(17, {
        games: [addition(bigFriends), addition({ type: 'multiply', digit_type: null, digit: [], numbers: [6] })],
      }),
    );
    const [entry, table] = hw.games.map((g: { id: number }) => g.id);
    const draw = async (payload: Record<string, unknown>) =>
      (
        await t.req({
          method: 'POST',
          url: '/generator/v1/generate',
          payload: { ...payload, user_id: studentId, homework: hw.id },
        })
      ).json().items;
    const record = (homework_game: number, type: string, operations: unknown, settings: Record<string, unknown>) =>
      as.student('POST', '/api/v1/lessons/games', { type, ...settings, operations, homework_game });
    const settings = { ...bigFriends, digit: [7], speed: 1 };
    const drawn = { type: 'addition', complexity: 10, length: 5 };

    for (const easier of [
      { ...drawn, digit_type: 'elementary', digit: [4] },
      { ...drawn, digit_type: 'big_friends', digit: [3] },
      { ...drawn, digit_type: 'small_friends', digit: [4] },
    ]) {
      const res = await record(entry, 'addition', await draw(easier), settings);
      assert.deepEqual(res.json(), { homework_game: [WRONG_HOMEWORK_GAME] }, JSON.stringify(easier));
    }
    // What the games engine asks for the entry (the contract's entryGeneratorRequest) counts.
    const right = await record(
      entry,
      'addition',
      await draw({ ...drawn, digit_type: 'big_friends', digit: 7, pro: false }),
      settings,
    );
    assert.equal(right.statusCode, 201, right.body);

    // A multiplication entry of the 6 table: the 2 table does not count.
    const two = await record(table, 'multiply', await draw({ type: 'multiply', complexity: 1, numbers: [2] }), {
      numbers: [2],
    });
    assert.deepEqual(two.json(), { homework_game: [WRONG_HOMEWORK_GAME] });
    const six = await record(table, 'multiply', await draw({ type: 'multiply', complexity: 1, numbers: [6] }), {
      numbers: [6],
    });
    assert.equal(six.statusCode, 201, six.body);
    await remove(hw.id);
  });

  test('a Matific activity is marked done by the student only', async () => {
    const hw = await create(day(15, { games: [{ type: 'matific', repeat: 1, link: 'https://www.matific.com/a/1' }] }));
    const url = `${HW}/${hw.id}/games/${hw.games[0].id}/done`;
    assert.equal((await as.parent('POST', url)).statusCode, 403);
    assert.equal((await as.student2('POST', url)).statusCode, 400);
    const res = await as.student('POST', url);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().task_done, true);
    assert.equal((await as.student('POST', url)).json().task_done, false);
    const status = async () =>
      (await as.student('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`))
        .json()
        .find((h: { id: number }) => h.id === hw.id).complete_status;
    assert.equal(await status(), 2, 'marked: done');
    // Closed for the student: the mark before the reset no longer counts; marked again, it does.
    assert.equal((await as.teacher('POST', `${HW}/${hw.id}/close_for_users`, { users: [studentId] })).statusCode, 200);
    assert.equal(await status(), 0, 'the mark before the reset does not count');
    assert.equal((await as.student('POST', url)).json().task_done, true);
    assert.equal(await status(), 2, 'marked after the reset: done again');
    await remove(hw.id);
  });

  test('all 20 tiles done opens the puzzle: 3 i$ more, once', async () => {
    const first = await create(day(1, { month: MONTH + 2 }));
    const copy = await as.teacher('POST', `${HW}/${first.id}/copy`, {
      year: YEAR,
      month: MONTH + 2,
      orders: Array.from({ length: 19 }, (_, i) => ({ year: YEAR, month: MONTH + 2, order: i + 2 })),
    });
    assert.equal(copy.statusCode, 201, copy.body);
    const all = [first, ...copy.json()];
    const before = await balance(studentId);
    let last: { paid: string; puzzle_opened: boolean } | undefined;
    for (const h of all) {
      const detail = (await as.student('GET', `${HW}/${h.id}`)).json();
      last = (await answer(await play(detail.games[0].id), '5')).json().homework_reward;
    }
    assert.deepEqual(last, { homework: all.at(-1).id, task_done: true, puzzle_opened: true, paid: '4.00' });
    assert.equal(Number(await balance(studentId)) - Number(before), 23);
    assert.equal((await rewards(studentId, `puzzle:${YEAR}-${MONTH + 2}`)).length, 1);
    for (const h of all) await remove(h.id);
  });
});

describe('puzzle pictures', { concurrency: 1 }, () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAD0lEQVR4nGNgYPgHRmAKABfeA/n0AEaqAAAAAElFTkSuQmCC',
    'base64',
  );
  const upload = async (who: string, slide: string, data: Buffer | string) => {
    const { multipart } = await import('../test/multipart.ts');
    const body = multipart([{ name: 'image', filename: 'p.png', type: 'image/png', data }]);
    const token = await t.signIn(`${who}@demo.school`);
    return t.req({
      method: 'POST',
      url: `/api/v1/storage/files/upload_puzzle_image/?slide=${slide}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Token ${token}` },
    });
  };

  test("the super franchise sets and removes a slide's picture; everyone signed in reads it", async () => {
    assert.deepEqual((await as.student('GET', '/api/v1/storage/files/download_puzzle_image/?slide=7')).json(), {
      link: null,
    });
    assert.equal((await upload('teacher', '7', PNG)).statusCode, 403);
    assert.equal((await upload('super', '65', PNG)).statusCode, 400);
    const bad = await upload('super', '7', '<svg/>');
    assert.equal(bad.statusCode, 400);
    const res = await upload('super', '7', PNG);
    assert.equal(res.statusCode, 200, res.body);
    const link = res.json().link;
    assert.match(link, /^\/media\/backgrounds\/[0-9a-f]{32}\.png$/);
    assert.deepEqual((await as.student('GET', '/api/v1/storage/files/download_puzzle_image/?slide=7')).json(), {
      link,
    });
    assert.equal((await as.teacher('DELETE', '/api/v1/storage/files/delete_puzzle_image/?slide=7')).statusCode, 403);
    assert.equal((await as.super('DELETE', '/api/v1/storage/files/delete_puzzle_image/?slide=7')).statusCode, 200);
    assert.deepEqual((await as.student('GET', '/api/v1/storage/files/download_puzzle_image/?slide=7')).json(), {
      link: null,
    });
  });
});

describe('the entry counters (migration 0023)', { concurrency: 1 }, () => {
  /**
   * Every (entry, student) the triggers keep, and the same counted from game_data as the progress query counted it
   * before the counters: the answers of games recorded for the entry, after the student's reset of the homework.
   */
  async function keptAndRecounted() {
    const rows = async (query: string) =>
      ((await t.database.pool.query(query)).rows as Record<string, unknown>[]).map((r) => JSON.stringify(r)).sort();
    const kept = await rows(`select c.homework_game_id, c.user_id, c.year, c.month, c.answered, c.right_answers,
        c.seconds::text
      from homework_answer_counters c
      where c.answered <> 0 or c.right_answers <> 0 or c.seconds <> 0`);
    const recounted = await rows(`select g.homework_game_id, g.user_id, h.year, h.month, count(*)::int as answered,
        (count(*) filter (where d.is_right_answer))::int as right_answers,
        sum(extract(epoch from d.answered_at - d.created))::text as seconds
      from games g join homework_games hg on hg.id = g.homework_game_id
      join homeworks h on h.id = hg.homework_id
      join game_data d on d.game_id = g.id and d.answered_at is not null
      left join homework_resets r on r.homework_id = hg.homework_id and r.user_id = g.user_id
      where r.reset_at is null or d.answered_at > r.reset_at
      group by 1, 2, 3, 4`);
    return { kept, recounted };
  }
  const sameAsRecount = async (when: string) => {
    const { kept, recounted } = await keptAndRecounted();
    assert.deepEqual(kept, recounted, when);
    return kept.length;
  };
  const sql = (query: string, values: unknown[] = []) => t.database.pool.query(query, values);

  test('match a recount after the seed, answers, a reset, changed and deleted answers and a re-save', async () => {
    assert.ok((await sameAsRecount('after the seed and the tests above')) > 0, "the seed's homework answers count");

    const hw = await create(day(15, { games: [addition(), addition({ repeat: 2 })] }));
    const [a, b] = hw.games.map((g: { id: number }) => g.id);
    await answer(await play(a), '5');
    await answer(await play(b), '4');
    await answer(await play(b), '5');
    await play(b); // issued, not answered: it does not count
    await sameAsRecount('after answers');

    assert.equal((await as.teacher('POST', `${HW}/${hw.id}/close_for_users`, { users: [studentId] })).statusCode, 200);
    const [{ count }] = (
      await sql(
        `select count(*)::int from homework_answer_counters where user_id = $1 and homework_game_id = any($2) and answered > 0`,
        [studentId, [a, b]],
      )
    ).rows;
    assert.equal(count, 0, 'the reset leaves nothing of what came before it');
    await sameAsRecount('after the reset');

    const afterReset = await play(a);
    await answer(afterReset, '5');
    const wrong = await play(b);
    await answer(wrong, '1');
    await sameAsRecount('after answers since the reset');
    await sql('update game_data set is_right_answer = true where id = $1', [wrong]);
    await sameAsRecount('after an answer changed to right');
    await sql(
      `update game_data set answered_at = (select reset_at - interval '1 second' from homework_resets
        where homework_id = $2 and user_id = $3) where id = $1`,
      [afterReset, hw.id, studentId],
    );
    await sameAsRecount('after an answer moved before the reset');
    await sql('update game_data set answered_at = null where id = $1', [wrong]);
    await sameAsRecount('after an answer taken back');
    await answer(await play(b), '5');
    await sql('delete from game_data where id = (select max(id) from game_data where user_id = $1)', [studentId]);
    await sameAsRecount('after a deleted answer');

    assert.equal((await as.teacher('POST', HW, day(15, { games: [addition()] }))).statusCode, 200);
    await sameAsRecount('after a re-save (its reset dropped, its entries new)');
    await answer(await play((await as.student('GET', `${HW}/${hw.id}`)).json().games[0].id), '5');
    await sameAsRecount('after an answer to the new entry');

    await remove(hw.id);
    await sameAsRecount('after the homework was deleted (its counters with it)');
  });

  test("a month counts only its entries' answers, though it reads the student's counters by month (migration 0027)", async () => {
    const hw = await create(day(16));
    const status = async () =>
      (await as.student('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`))
        .json()
        .find((h: { id: number }) => h.id === hw.id).complete_status;
    assert.equal(await status(), 0);
    // A counter of an entry the month has not (one deleted while an answer to it was being counted): counters have
    // no foreign key.
    await sql(
      `insert into homework_answer_counters (homework_game_id, user_id, year, month, answered, right_answers)
        values (2147483647, $1, $2, $3, 3, 3)`,
      [studentId, YEAR, MONTH],
    );
    try {
      assert.equal(await status(), 0, 'an answer to no entry of the month does not count');
      await answer(await play(hw.games[0].id), '5');
      assert.equal(await status(), 2, 'an answer to its own entry does');
    } finally {
      await sql('delete from homework_answer_counters where homework_game_id = 2147483647');
      await remove(hw.id);
    }
  });
});

describe('a homework kept by each API process (migration 0025)', { concurrency: 1 }, () => {
  const sql = (query: string, values: unknown[] = []) => t.database.pool.query(query, values);
  const version = async () =>
    (await sql('select version from homework_version where id = 1')).rows[0].version as number;
  const month = async () =>
    (await as.student('GET', `${HW}?user=${studentId}&month=${MONTH}&year=${YEAR}`)).json() as {
      id: number;
      order: number;
      updated: string;
      games_count: number;
      matific: boolean;
      complete_status: number;
    }[];

  test('the version moves with every statement that writes homework or its entries, a truncate too', async () => {
    const hw = await create(day(17));
    const moves = async (write: string, values: unknown[] = []) => {
      const before = await version();
      await sql(write, values);
      assert.ok((await version()) > before, write);
    };
    await moves('update homeworks set updated = now() where id = $1', [hw.id]);
    await moves(
      `insert into homework_games (homework_id, type, repeat, position) select $1, type, repeat, position + 1
        from homework_games where homework_id = $1`,
      [hw.id],
    );
    await moves('update homework_games set repeat = 2 where homework_id = $1', [hw.id]);
    await moves('delete from homework_games where homework_id = $1 and position > 0', [hw.id]);
    await moves('delete from homeworks where id = $1', [hw.id]);
    // A statement that writes no row moves it too: the trigger is per statement.
    await moves('update homeworks set updated = updated where false');
    // A truncate, rolled back: the other tests keep their homework.
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      const before = (await client.query('select version from homework_version')).rows[0].version;
      await client.query('truncate homework_games, homeworks cascade');
      assert.ok((await client.query('select version from homework_version')).rows[0].version > before);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  // Written straight to the database, as another API replica would: no process is told, the version row says it.
  test("a homework changed, added or deleted shows in a student's month on the next read", async () => {
    const hw = await create(day(18));
    const mine = async () => (await month()).find((h) => h.id === hw.id);
    assert.equal((await mine())?.games_count, 1);
    assert.equal((await mine())?.games_count, 1, 'read again: kept');
    await sql(
      `insert into homework_games (homework_id, type, repeat, position, link)
        values ($1, 'matific', 1, 5, 'https://www.matific.com/x')`,
      [hw.id],
    );
    assert.deepEqual([(await mine())?.games_count, (await mine())?.matific], [2, true]);
    await sql(`delete from homework_games where homework_id = $1 and type = 'matific'`, [hw.id]);
    await sql(`update homeworks set "order" = 19, updated = '2025-05-06T07:08:09.123Z' where id = $1`, [hw.id]);
    assert.deepEqual(
      [(await mine())?.order, (await mine())?.updated, (await mine())?.matific],
      [19, '2025-05-06T07:08:09.123Z', false],
    );
    const [{ id: added }] = (
      await sql(`insert into homeworks (group_id, year, month, "order") values ($1, $2, $3, 20) returning id`, [
        groupId,
        YEAR,
        MONTH,
      ])
    ).rows;
    assert.ok((await month()).some((h) => h.id === added && h.order === 20 && h.games_count === 0));
    await sql('delete from homeworks where id = any($1)', [[hw.id, added]]);
    assert.ok(!(await month()).some((h) => h.id === hw.id || h.id === added), 'deleted homework leaves the month');
  });

  test("each student's progress is their own with the month kept: a finished entry shows at once", async () => {
    const hw = await create(day(16));
    const status = async (client: Client, user: number) =>
      (
        (await client('GET', `${HW}?user=${user}&month=${MONTH}&year=${YEAR}`)).json() as {
          id: number;
          complete_status: number;
        }[]
      ).find((h) => h.id === hw.id)?.complete_status;
    assert.equal(await status(as.student, studentId), 0);
    await answer(await play(hw.games[0].id), '5');
    assert.equal(await status(as.student, studentId), 2, 'its one entry answered right: done');
    await remove(hw.id);
  });

  test("a student's month answers what the general summaries answer for that student", async () => {
    const OTHER = MONTH + 2; // a month of its own: every tile free
    const started = await create(day(1, { month: OTHER, games: [addition(), addition()] }));
    const done = await create(day(2, { month: OTHER }));
    await create(day(3, { month: OTHER }));
    const own = await create(
      day(3, { month: OTHER, group: undefined, user: studentId, games: [addition({ repeat: 2 })] }),
    );
    const marked = await create(
      day(4, { month: OTHER, games: [{ type: 'matific', repeat: 1, link: 'https://www.matific.com/a/2' }] }),
    );
    await answer(await play(started.games[0].id), '5');
    await answer(await play(done.games[0].id), '5');
    await answer(await play(own.games[0].id), '1');
    assert.equal((await as.student('POST', `${HW}/${marked.id}/games/${marked.games[0].id}/done`)).statusCode, 200);
    const route = (await as.student('GET', `${HW}?user=${studentId}&month=${OTHER}&year=${YEAR}`)).json();
    const general = await summaries(
      t.database.db,
      await studentMonth(t.database.db, studentId, YEAR, OTHER),
      studentId,
    );
    assert.deepEqual(route, general);
    const byId = new Map(general.map((h) => [h.id, h.complete_status]));
    assert.deepEqual(
      [started, done, own, marked].map((h) => byId.get(h.id)),
      [1, 2, 1, 2],
      'in progress, done, own (wrong answer: in progress), marked',
    );
  });
});
