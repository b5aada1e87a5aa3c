import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { gameData, games } from '../db/schema.ts';
import { clientFor, createTestApp, idOf, type Client, type TestApp } from '../test/test-app.ts';
import { issueForTest, unrecordedIssues } from './test-support.ts';

const GAMES = '/api/v1/lessons/games';
const DATA = '/api/v1/lessons/game/data';
const COLUMNS = `${DATA}/set_columns_answers`;

let t: TestApp;
const clients: Record<string, Client> = {};
let studentId: number;
let freeId: number;

before(async () => {
  t = await createTestApp({ config: { authTokenIdleTtlMs: 60 * 60 * 1000 } });
  for (const who of ['student', 'free', 'teacher', 'parent', 'franchise'])
    clients[who] = await clientFor(t, `${who}@demo.school`);
  studentId = await idOf(t, 'student@demo.school');
  freeId = await idOf(t, 'free@demo.school');
});
after(() => t.close());

const ops = (...values: number[]) => values.map((v) => ({ number: Math.abs(v), sign: v < 0 ? -1 : 1 }));

const ids: Record<string, number> = {};
/** Records as `who`, the numbers first issued to them as the generator would (tests of forgery skip this). */
async function record(who: string, body: Record<string, unknown>) {
  ids[who] ??= await idOf(t, `${who}@demo.school`);
  await issueForTest(t.database.db, ids[who], body.operations, String(body.type));
  return clients[who]('POST', GAMES, body);
}
function answer(who: string, id: number, body: unknown) {
  return clients[who]('PATCH', `${DATA}/${id}`, body as object);
}

const addition = (over: Record<string, unknown> = {}) => ({
  type: 'addition',
  digit_type: 'elementary',
  digit: [3, 4, 5],
  speed: 1.6,
  difficult: 1,
  operation_number: 3,
  calculation_method: 'oral',
  is_muted: false,
  numbers: [],
  with_columns: false,
  option: null,
  operations: ops(4, 3, -2),
  ...over,
});

/** Records a one-expression game and returns its game_data id. */
async function recordOne(who: string, body: Record<string, unknown>): Promise<number> {
  const res = await record(who, body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data[0].id;
}

describe('POST lessons/games', () => {
  test('the student records a game: 201 {id, data} with one unanswered row', async () => {
    const res = await record('student', addition({ user: studentId }));
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.equal(typeof body.id, 'number');
    assert.equal(body.data.length, 1);
    assert.deepEqual(Object.keys(body.data[0]).sort(), ['answer', 'id', 'is_right_answer', 'operations', 'player']);
    assert.deepEqual(body.data[0].operations, ops(4, 3, -2));
    assert.equal(body.data[0].answer, null);
    assert.equal(body.data[0].is_right_answer, null);
    const [game] = await t.database.db.select().from(games).where(eq(games.id, body.id));
    assert.equal(game.userId, studentId);
    assert.equal(game.type, 'addition');
    assert.equal(game.speed, '1.60');
    assert.equal(game.digitType, 'elementary');
    assert.deepEqual(game.digit, [3, 4, 5]);
    const [row] = await t.database.db.select().from(gameData).where(eq(gameData.id, body.data[0].id));
    assert.equal(row.gameId, body.id);
    assert.equal(row.userId, studentId);
    assert.equal(row.answeredAt, null);
  });

  test('`user` defaults to the caller; another user -> 403; staff and parents cannot record', async () => {
    assert.equal((await record('student', addition())).statusCode, 201);
    for (const [who, body] of [
      ['student', addition({ user: freeId })],
      ['teacher', addition({ user: studentId })],
      ['teacher', addition()],
      ['parent', addition({ user: studentId })],
      ['franchise', addition()],
    ] as const) {
      const res = await record(who, body);
      assert.equal(res.statusCode, 403, `${who} ${res.body}`);
      assert.equal(typeof res.json().detail, 'string');
    }
    assert.equal((await t.req({ method: 'POST', url: GAMES, payload: addition() })).statusCode, 401);
  });

  test('a free student keeps to elementary addition, columns and abacus games', async () => {
    assert.equal((await record('free', addition())).statusCode, 201);
    assert.equal((await record('free', { type: 'abacus_random', operations: ops(5, 12) })).statusCode, 201);
    for (const body of [
      { type: 'multiply', operations: ops(3, 4) },
      { type: 'divide', operations: ops(12, 4) },
      { type: 'anzan', digit_type: 'anzan_plus', operations: ops(12, 40) },
      { type: 'negative', operations: ops(-3, 4) },
      addition({ digit_type: 'big_friends' }),
    ]) {
      const res = await record('free', body);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json(), { type: ['This game is not available on the free plan.'] });
    }
  });

  test('validates the configuration and the expression of each type', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [addition({ type: 'chess' }), 'type'],
      [addition({ type: undefined }), 'type'],
      [addition({ operations: undefined }), 'operations'],
      [addition({ operations: [] }), 'operations'],
      [addition({ operations: [{ number: 1, sign: 2 }] }), 'operations'],
      [addition({ operations: [{ number: 1.5, sign: 1 }] }), 'operations'],
      [addition({ operations: [{ number: 100_000_000, sign: 1 }] }), 'operations'],
      [addition({ operations: Array.from({ length: 101 }, () => ({ number: 1, sign: 1 })) }), 'operations'],
      [addition({ operations: [ops(1, 2), ops(3, 4)] }), 'operations'],
      [{ type: 'multiply', operations: ops(2, 3, 4) }, 'operations'],
      [{ type: 'multiply_quad', operations: ops(12, 12) }, 'operations'],
      [{ type: 'divide', operations: ops(12, 0) }, 'operations'],
      [{ type: 'divide', operations: ops(12) }, 'operations'],
      [addition({ speed: 0 }), 'speed'],
      [addition({ speed: 'fast' }), 'speed'],
      [addition({ speed: 61 }), 'speed'],
      [addition({ difficult: 0 }), 'difficult'],
      [addition({ operation_number: 101 }), 'operation_number'],
      [addition({ digit: [10] }), 'digit'],
      [addition({ digit_type: 'hard' }), 'digit_type'],
      [addition({ calculation_method: 'magic' }), 'calculation_method'],
      [addition({ option: 'x' }), 'option'],
      [addition({ numbers: Array.from({ length: 101 }, () => 1) }), 'numbers'],
      [addition({ is_muted: 'yes' }), 'is_muted'],
      [addition({ with_columns: true, operations: [ops(1, 2), ops(3, 4)], players: ['A'] }), 'players'],
      [addition({ with_columns: true, operations: [ops(1, 2)], players: ['x'.repeat(17)] }), 'players'],
    ];
    for (const [body, field] of cases) {
      const res = await record('student', body);
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.ok(Array.isArray(res.json()[field]), `${field}: ${res.body}`);
    }
  });

  test("the generator's base modes are stored under the spec's option names", async () => {
    for (const [sent, stored] of [
      ['greater', 'more_than_digit'],
      ['less', 'less_than_digit'],
      ['universal', 'universal'],
    ]) {
      const res = await record('student', {
        type: 'multiply_50_100',
        difficult: 100,
        option: sent,
        operations: ops(97, 96),
      });
      assert.equal(res.statusCode, 201, res.body);
      const [game] = await t.database.db.select().from(games).where(eq(games.id, res.json().id));
      assert.equal(game.option, stored);
    }
  });

  test('a columns game: one row per column with its player name', async () => {
    const res = await record('student', {
      type: 'addition',
      with_columns: true,
      digit_type: 'elementary',
      operations: [ops(1, 2), ops(3, 4), ops(5, -1)],
      players: ['Maksym', ' Sofia ', null],
    });
    assert.equal(res.statusCode, 201, res.body);
    const data = res.json().data;
    assert.deepEqual(
      data.map((d: { player: string | null }) => d.player),
      ['Maksym', 'Sofia', null],
    );
    assert.deepEqual(data[2].operations, ops(5, -1));
    const [game] = await t.database.db.select().from(games).where(eq(games.id, res.json().id));
    assert.equal(game.withColumns, true);
    // a flat expression is one column
    const one = await record('student', { type: 'columns', operations: ops(7, 1) });
    assert.equal(one.statusCode, 201, one.body);
    assert.equal(one.json().data.length, 1);
  });
});

describe('PATCH lessons/game/data/{id}', () => {
  test("the server judges the answer; the client's verdict is ignored", async () => {
    const right = await recordOne('student', addition());
    let res = await answer('student', right, { answer: '05', is_right_answer: false });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { id: right, answer: '5', is_right_answer: true });

    const wrong = await recordOne('student', addition());
    res = await answer('student', wrong, { answer: 6, is_right_answer: true });
    assert.deepEqual(res.json(), { id: wrong, answer: '6', is_right_answer: false });

    const [row] = await t.database.db.select().from(gameData).where(eq(gameData.id, wrong));
    assert.equal(row.isRightAnswer, false);
    assert.equal(row.answer, '6');
    assert.ok(row.answeredAt instanceof Date);
  });

  test('every game type is judged by its own rule', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'multiply', operations: ops(7, 8) }, '56', '15'],
      [{ type: 'multiply_quad', operations: ops(17) }, '289', '34'],
      [{ type: 'multiply_50_100', option: 'universal', operations: ops(97, 104) }, '10088', '201'],
      [{ type: 'multiply_25x25', operations: ops(35, 35) }, '1225', '70'],
      [{ type: 'divide', operations: ops(97, 10) }, '9', '90'],
      [{ type: 'abacus_random', operations: ops(345, 12, 7008) }, '7008', '7365'],
      [addition({ option: 'abacus', operations: ops(3, 4, -5) }), '-5', '2'],
      [{ type: 'negative', operations: ops(-4, -6, 3) }, '-7', '7'],
      [{ type: 'anzan', digit_type: 'anzan_minus', operations: ops(90, -15, -20) }, '55', '125'],
    ];
    for (const [body, rightAnswer, wrongAnswer] of cases) {
      const a = await recordOne('student', body);
      const b = await recordOne('student', body);
      assert.equal(
        (await answer('student', a, { answer: rightAnswer })).json().is_right_answer,
        true,
        `${body.type} ${rightAnswer}`,
      );
      assert.equal(
        (await answer('student', b, { answer: wrongAnswer })).json().is_right_answer,
        false,
        `${body.type} ${wrongAnswer}`,
      );
    }
  });

  test('once only: a second answer -> 400 and the first stays', async () => {
    const id = await recordOne('student', addition());
    assert.equal((await answer('student', id, { answer: '5' })).statusCode, 200);
    const res = await answer('student', id, { answer: '4', is_right_answer: true });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { detail: 'This expression has already been answered.' });
    const [row] = await t.database.db.select().from(gameData).where(eq(gameData.id, id));
    assert.equal(row.answer, '5');
    assert.equal(row.isRightAnswer, true);
  });

  test('no answer (time is over) counts as answered and wrong', async () => {
    for (const empty of [null, '', '  ']) {
      const id = await recordOne('student', addition());
      const res = await answer('student', id, { answer: empty, is_right_answer: true });
      assert.deepEqual(res.json(), { id, answer: null, is_right_answer: false });
    }
  });

  test('only the owner: another student 404, the teacher and the parent 403, unknown 404', async () => {
    const id = await recordOne('student', addition());
    assert.deepEqual((await answer('free', id, { answer: '5' })).json(), { detail: 'Not found.' });
    assert.equal((await answer('free', id, { answer: '5' })).statusCode, 404);
    assert.equal((await answer('teacher', id, { answer: '5' })).statusCode, 403);
    assert.equal((await answer('parent', id, { answer: '5' })).statusCode, 403);
    assert.equal((await answer('student', 2_000_000_000, { answer: '5' })).statusCode, 404);
    const unauthenticated = await t.req({ method: 'PATCH', url: `${DATA}/${id}`, payload: { answer: '5' } });
    assert.equal(unauthenticated.statusCode, 401);
    const [row] = await t.database.db.select().from(gameData).where(eq(gameData.id, id));
    assert.equal(row.answeredAt, null, 'still unanswered');
    assert.equal((await answer('student', id, { answer: '5' })).json().is_right_answer, true);
  });

  test('a bad answer or id is a 400 with a message', async () => {
    const id = await recordOne('student', addition());
    for (const bad of ['abc', '1.5', '1e3', true, [], {}, 1.5, 'x'.repeat(100)]) {
      const res = await answer('student', id, { answer: bad });
      assert.equal(res.statusCode, 400, `${JSON.stringify(bad)} ${res.body}`);
      assert.ok(Array.isArray(res.json().answer));
    }
    assert.deepEqual((await answer('student', id, {})).json(), { answer: ['This field is required.'] });
    assert.equal((await answer('student', id, { answer: '5', is_right_answer: 'yes' })).statusCode, 400);
    for (const badId of ['x', '0', '-1', '1.5', '99999999999']) {
      const res = await clients.student('PATCH', `${DATA}/${badId}`, { answer: '1' });
      assert.equal(res.statusCode, 400, `${badId} ${res.body}`);
    }
  });
});

describe('POST lessons/game/data/set_columns_answers', () => {
  async function columnsGame(who = 'student') {
    const res = await record(who, {
      type: 'addition',
      with_columns: true,
      operations: [ops(1, 2), ops(3, 4), ops(5, -1)],
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data.map((d: { id: number }) => d.id) as number[];
  }

  test('answers every column in one call, judged by the server, in the order sent', async () => {
    const [a, b, c] = await columnsGame();
    const res = await clients.student('POST', COLUMNS, [
      { id: c, answer: '4', is_right_answer: false },
      { id: a, answer: '3', is_right_answer: false },
      { id: b, answer: '8', is_right_answer: true },
    ]);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), [
      { id: c, answer: '4', is_right_answer: true },
      { id: a, answer: '3', is_right_answer: true },
      { id: b, answer: '8', is_right_answer: false },
    ]);
  });

  test('a division in columns is judged by the quotient, squared by the square', async () => {
    const res = await record('student', {
      ...addition({ type: 'divide', digit_type: null, digit: [], numbers: [100, 10] }),
      with_columns: true,
      operations: [ops(84, 7), ops(96, 8)],
      players: ['Ann', 'Ben'],
    });
    assert.equal(res.statusCode, 201, res.body);
    const [a, b] = res.json().data.map((d: { id: number }) => d.id);
    const answered = await clients.student('POST', COLUMNS, [
      { id: a, answer: '12' },
      { id: b, answer: '13' },
    ]);
    assert.deepEqual(
      answered.json().map((r: { is_right_answer: boolean }) => r.is_right_answer),
      [true, false],
    );
    const squared = await record('student', {
      ...addition({ type: 'multiply_quad', digit_type: null, digit: [], numbers: [11, 19] }),
      with_columns: true,
      operations: [ops(13)],
    });
    assert.equal(squared.statusCode, 201, squared.body);
    const [c] = squared.json().data.map((d: { id: number }) => d.id);
    const right = await clients.student('POST', COLUMNS, [{ id: c, answer: '169' }]);
    assert.equal(right.json()[0].is_right_answer, true);
  });

  test('all or nothing: one answered, foreign or unknown id changes none', async () => {
    const [a, b, c] = await columnsGame();
    assert.equal((await answer('student', c, { answer: '4' })).statusCode, 200);
    const send = (who: string, payload: unknown) => clients[who]('POST', COLUMNS, payload as object);
    let res = await send('student', [
      { id: a, answer: '3' },
      { id: b, answer: '7' },
      { id: c, answer: '4' },
    ]);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { detail: 'This expression has already been answered.' });

    const [foreign] = await columnsGame('free');
    res = await send('student', [
      { id: a, answer: '3' },
      { id: foreign, answer: '3' },
    ]);
    assert.equal(res.statusCode, 404);
    res = await send('student', [
      { id: a, answer: '3' },
      { id: 2_000_000_000, answer: '3' },
    ]);
    assert.equal(res.statusCode, 404);
    res = await send('teacher', [{ id: a, answer: '3' }]);
    assert.equal(res.statusCode, 403);
    res = await send('student', [
      { id: a, answer: '3' },
      { id: a, answer: '3' },
    ]);
    assert.equal(res.statusCode, 400, 'the same id twice');
    res = await send('student', [
      { id: a, answer: 'x' },
      { id: b, answer: '7' },
    ]);
    assert.equal(res.statusCode, 400);

    const rows = await t.database.db
      .select()
      .from(gameData)
      .where(inArray(gameData.id, [a, b]));
    assert.ok(
      rows.every((r) => r.answeredAt === null),
      'nothing was answered',
    );
    res = await send('student', [
      { id: a, answer: '3' },
      { id: b, answer: '7' },
    ]);
    assert.deepEqual(
      res.json().map((r: { is_right_answer: boolean }) => r.is_right_answer),
      [true, true],
    );
  });

  test('malformed lists -> 400', async () => {
    for (const payload of [
      [],
      {},
      [{}],
      [{ id: 'x', answer: '1' }],
      [{ id: 1 }],
      Array.from({ length: 31 }, (_, i) => ({ id: i + 1, answer: '1' })),
    ]) {
      const res = await clients.student('POST', COLUMNS, payload as object);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload).slice(0, 50)} ${res.body}`);
    }
  });
});

test('garbage never answers 5xx', async () => {
  const bad: unknown[] = [
    null,
    true,
    0,
    -1,
    1.5,
    1e308,
    '',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x'.repeat(5000),
    [],
    ['x'],
    {},
    { $gt: '' },
    [[[[[]]]]],
    [null],
    [{ number: null, sign: null }],
    [[{ number: 1, sign: 1 }], 'x'],
  ];
  const body = addition();
  for (const field of [...Object.keys(body), 'players', 'user']) {
    for (const value of bad) {
      const res = await record('student', { ...body, [field]: value });
      assert.ok(
        res.statusCode < 500,
        `${field}=${JSON.stringify(value)?.slice(0, 40)} -> ${res.statusCode} ${res.body}`,
      );
    }
  }
  const id = await recordOne('student', addition());
  for (const value of bad) {
    for (const payload of [{ answer: value }, { answer: '1', is_right_answer: value }, value]) {
      const res = await clients.student('PATCH', `${DATA}/${id}`, payload as object);
      assert.ok(res.statusCode < 500, `${JSON.stringify(payload)?.slice(0, 40)} -> ${res.statusCode} ${res.body}`);
    }
    const res = await clients.student('POST', COLUMNS, [{ id: value, answer: value }] as object);
    assert.ok(res.statusCode < 500, `${res.statusCode} ${res.body}`);
  }
});

describe('forged results (issue 9): only numbers the generator issued to the student, once', () => {
  const GENERATE = '/generator/v1/generate';
  const issued = async (userId: number | null) => {
    const res = await t.req({
      method: 'POST',
      url: GENERATE,
      payload: { type: 'addition', digit_type: 'elementary', digit: [3], complexity: 1, length: 3, user_id: userId },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().items as { number: number; sign: number }[];
  };
  const post = (operations: unknown) =>
    clients.student('POST', GAMES, addition({ user: studentId, operations, operation_number: null }));

  test('the 1 + 1 script: numbers the generator never gave are refused', async () => {
    const res = await post(ops(1, 1));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'not_issued');
    assert.equal(await unrecordedIssues(t.database.db, studentId, ops(1, 1)), 0);
  });

  test('numbers issued to the student are recorded once; a replay is refused', async () => {
    const items = await issued(studentId);
    const first = await post(items);
    assert.equal(first.statusCode, 201, first.body);
    const again = await post(items);
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().code, 'not_issued');
  });

  test('numbers the generator gives again (an easy game comes up twice) are recorded once per issue', async () => {
    const items = ops(4, 2);
    await issueForTest(t.database.db, studentId, items);
    assert.equal((await post(items)).statusCode, 201);
    assert.equal((await post(items)).statusCode, 400);
    await issueForTest(t.database.db, studentId, items);
    await issueForTest(t.database.db, studentId, items);
    assert.equal(await unrecordedIssues(t.database.db, studentId, items), 2);
    assert.equal((await post(items)).statusCode, 201);
    assert.equal((await post(items)).statusCode, 201);
    assert.equal((await post(items)).statusCode, 400);
    assert.equal(await unrecordedIssues(t.database.db, studentId, items), 0);
  });

  test('a columns record claims each expression as often as it occurs, all or none', async () => {
    const columns = (operations: unknown) =>
      clients.student('POST', GAMES, addition({ user: studentId, type: 'columns', operations }));
    const [a, b] = [ops(5, 1), ops(6, 2)];
    await issueForTest(t.database.db, studentId, [a, b], 'columns');
    const twice = await columns([a, a, b]);
    assert.equal(twice.statusCode, 400, 'a was issued once, not twice');
    assert.equal(twice.json().code, 'not_issued');
    assert.equal(await unrecordedIssues(t.database.db, studentId, b, 'columns'), 1, 'the refusal claimed nothing');
    assert.equal((await columns([a, b])).statusCode, 201);
  });

  test('numbers are recorded only as the game they were drawn for, and with the settings they show (probe 2026-12-02)', async () => {
    const multiply = await t.req({
      method: 'POST',
      url: GENERATE,
      payload: { type: 'multiply', complexity: 1, numbers: [3], user_id: studentId },
    });
    assert.equal(multiply.statusCode, 200, multiply.body);
    const asDivision = await clients.student('POST', GAMES, {
      type: 'divide',
      difficult: 1000,
      difficult_2: 100,
      operations: multiply.json().items,
    });
    assert.equal(asDivision.statusCode, 400, asDivision.body);
    assert.equal(asDivision.json().code, 'not_issued');

    const oneDigit = await issued(studentId);
    for (const claim of [{ difficult: 1000 }, { difficult: 10 }, { operation_number: 25 }]) {
      const res = await clients.student('POST', GAMES, addition({ user: studentId, operations: oneDigit, ...claim }));
      assert.equal(res.statusCode, 400, `${JSON.stringify(claim)}: ${res.body}`);
      assert.equal(res.json().code, 'not_the_settings');
    }
    assert.equal((await post(oneDigit)).statusCode, 201, 'the refusals claimed nothing');
  });

  test('columns drilling division are issued and recorded under division; other columns as columns', async () => {
    const generate = async (payload: Record<string, unknown>) => {
      const res = await t.req({ method: 'POST', url: GENERATE, payload: { ...payload, tasks: 2, user_id: studentId } });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().tasks[0];
    };
    const division = await generate({ type: 'columns', digit_type: 'divide', numbers: [1000, 10] });
    const asColumns = { with_columns: true, difficult: 1, players: ['Ann'] };
    const recorded = await clients.student('POST', GAMES, { type: 'divide', ...asColumns, operations: [division] });
    assert.equal(recorded.statusCode, 201, recorded.body);
    const sums = await generate({ type: 'columns', digit_type: 'elementary', digit: [3], complexity: 1, length: 3 });
    const summed = await clients.student('POST', GAMES, { type: 'columns', ...asColumns, operations: [sums] });
    assert.equal(summed.statusCode, 201, summed.body);
  });

  test("another student's numbers, and anonymous ones, cannot be recorded", async () => {
    const theirs = await issued(freeId);
    assert.equal((await post(theirs)).statusCode, 400);
    const anonymous = await issued(null);
    assert.equal((await post(anonymous)).statusCode, 400);
  });

  test('generator calls per client address are limited', async () => {
    const limited = await createTestApp({ database: t.database, config: { generatorPerMinute: 3 } });
    try {
      const call = () =>
        limited.req({
          method: 'POST',
          url: GENERATE,
          payload: { type: 'addition', digit_type: 'elementary', digit: [3], complexity: 1, length: 3 },
          remoteAddress: '10.7.0.1',
        });
      for (let i = 0; i < 3; i++) assert.equal((await call()).statusCode, 200);
      const refused = await call();
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
    } finally {
      await limited.close();
    }
  });

  test('a columns request makes at most 12 tasks (one per player)', async () => {
    const res = await t.req({
      method: 'POST',
      url: GENERATE,
      payload: { type: 'columns', digit_type: 'elementary', digit: [3], complexity: 1, length: 3, tasks: 50 },
    });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().tasks);
  });
});
