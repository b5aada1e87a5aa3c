import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { gameData, users } from '../db/schema.ts';
import { planGameHistory, type PlannedGame } from '../db/seeds/game-history.ts';
import { demoHistories } from '../db/seeds/games.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { addDays, dayIn } from '../time/calendar-day.ts';
import { operationsProblem } from '@abacus/contract/expressions';
import { isRightAnswer } from './expected-answer.ts';
import { STAT_CATEGORIES, statCategory } from '@abacus/contract/games';

const HATCH = 300; // spec 001 section 9: the egg hatches at 300 right answers

const expressionsOf = (plan: PlannedGame[]) =>
  plan.flatMap((g) => g.expressions.map((e) => ({ ...e, game: g, category: statCategory(g.type, g.withColumns) })));

describe('the planned demo history', () => {
  // Late evening, just after midnight and mid-afternoon in Kyiv, across a DST change.
  for (const iso of ['2025-03-30T20:59:00Z', '2025-03-30T21:00:30Z', '2025-11-04T13:00:00Z']) {
    test(`dated back from ${iso}: today has games, none in the future, three months covered`, () => {
      const now = new Date(iso);
      const today = dayIn(now, 'Europe/Kiev');
      const { student, free } = demoHistories(now);
      const plan = planGameHistory({ ...student, player: 'Maksym' });
      const rows = expressionsOf(plan);
      const answered = rows.filter((r) => r.answeredAt);
      const days = new Set(answered.map((r) => dayIn(r.answeredAt!, 'Europe/Kiev')));
      assert.ok(days.has(today), 'games today');
      assert.ok(
        answered.every((r) => r.answeredAt!.getTime() <= now.getTime()),
        'nothing in the future',
      );
      assert.ok(plan.every((g) => g.expressions.every((e) => !e.answeredAt || e.answeredAt >= g.created)));
      assert.ok(
        [...days].every((d) => d >= addDays(today, -91)),
        'within 92 days',
      );
      assert.ok(
        days.has(addDays(today, -91)) || days.has(addDays(today, -90)) || days.has(addDays(today, -89)),
        'reaches back three months',
      );
      const last30 = [...days].filter((d) => d > addDays(today, -30)).length;
      assert.ok(last30 >= 15, `played on ${last30} of the last 30 days`);
      for (const c of STAT_CATEGORIES) {
        assert.ok(
          answered.filter((r) => r.category === c && r.answeredAt! > new Date(now.getTime() - 30 * 86_400_000)).length >
            0,
          c,
        );
      }

      const freePlan = expressionsOf(planGameHistory({ ...free, player: 'Sofia' }));
      assert.ok(freePlan.length > 0);
      assert.ok(freePlan.every((r) => ['addition', 'abacus_random'].includes(r.game.type)));
      assert.ok(freePlan.every((r) => r.game.digitType === null || r.game.digitType === 'elementary'));
    });
  }

  test('every expression is well formed and judged by the same rule as the API', () => {
    const { student, free } = demoHistories(new Date('2025-06-01T12:00:00Z'));
    for (const rows of [
      expressionsOf(planGameHistory({ ...student, player: 'M' })),
      expressionsOf(planGameHistory({ ...free, player: 'S' })),
    ]) {
      assert.ok(rows.length < 3000, `${rows.length} rows`);
      for (const r of rows) {
        assert.equal(operationsProblem(r.game, r.operations), null, JSON.stringify(r.operations));
        if (r.answeredAt)
          assert.equal(r.isRightAnswer, isRightAnswer(r.game, r.operations, r.answer), JSON.stringify(r));
        else assert.deepEqual([r.answer, r.isRightAnswer], [null, null]);
        assert.equal(r.player !== null, r.game.withColumns);
      }
    }
  });

  test('deterministic: the same plan for the same moment', () => {
    const { student } = demoHistories(new Date('2025-06-01T12:00:00Z'));
    assert.deepEqual(planGameHistory({ ...student, player: 'M' }), planGameHistory({ ...student, player: 'M' }));
  });
});

describe('the seeded demo school', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  async function statistic(email: string) {
    const token = await t.signIn(email);
    const res = await t.req({
      method: 'GET',
      url: '/api/v1/lessons/game/data/statistic',
      headers: { authorization: `Token ${token}` },
    });
    assert.equal(res.statusCode, 200);
    return res.json().all_time;
  }

  test(`student@ has hatched the egg (>= ${HATCH} right answers) and played every category; free@ has not`, async () => {
    const student = await statistic('student@demo.school');
    assert.ok(student.total_right >= HATCH, `${student.total_right} right`);
    for (const c of STAT_CATEGORIES) assert.ok(student[c] > 0, c);
    const free = await statistic('free@demo.school');
    assert.ok(free.total_right > 0 && free.total_right < 20, `${free.total_right} right`);
    const teacher = await statistic('teacher@demo.school');
    assert.equal(teacher.total, 0);
  });

  test('a few thousand rows at most, some left unanswered', async () => {
    const rows = await t.database.db
      .select({ userId: gameData.userId, answeredAt: gameData.answeredAt })
      .from(gameData);
    assert.ok(rows.length > 500 && rows.length < 3000, `${rows.length} rows`);
    const [student] = await t.database.db.select().from(users).where(eq(users.email, 'student@demo.school'));
    assert.ok(rows.some((r) => r.userId === student.id && r.answeredAt === null));
  });
});
