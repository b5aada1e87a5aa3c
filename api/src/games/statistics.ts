import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOn } from '../db/prepared.ts';
import { answerCounters, gameData } from '../db/schema.ts';
import { addDays, startOfDay } from '../time/calendar-day.ts';
import { STAT_CATEGORIES, statCategory, type StatCategory } from '@abacus/contract/games';

// Only answered expressions count: an unanswered one was shown but never played out.
const total = sql<number>`count(*)::int`;
const right = sql<number>`(count(*) filter (where ${gameData.isRightAnswer}))::int`;

/**
 * Answered expressions of a user from the start of `first` to the end of `last`, calendar days in `timeZone`.
 * Day boundaries are computed here (Intl), not by the database, so a zone name the database's tz data lacks
 * cannot fail the query.
 */
const answeredBetween = (userId: number, first: string, last: string, timeZone: string) =>
  and(
    eq(gameData.userId, userId),
    gte(gameData.answeredAt, startOfDay(first, timeZone)),
    lt(gameData.answeredAt, startOfDay(addDays(last, 1), timeZone)),
  );

const answeredIn = preparedOn((db) =>
  db
    .select({ total, right })
    .from(gameData)
    .where(
      and(
        eq(gameData.userId, sql.placeholder('user')),
        gte(gameData.answeredAt, sql`${sql.placeholder('from')}::timestamptz`),
        lt(gameData.answeredAt, sql`${sql.placeholder('to')}::timestamptz`),
      ),
    )
    .prepare('statistic_day_totals'),
);

export async function dayTotals(db: Db, userId: number, day: string, timeZone: string) {
  const [row] = await answeredIn(db).execute({
    user: userId,
    from: startOfDay(day, timeZone).toISOString(),
    to: startOfDay(addDays(day, 1), timeZone).toISOString(),
  });
  return { total: row?.total ?? 0, right_answers: row?.right ?? 0 };
}

export type AllTime = { total: number; total_right: number } & Record<StatCategory, number>;

const answeredByCategory = preparedOn((db) =>
  db
    .select({
      type: answerCounters.type,
      withColumns: answerCounters.withColumns,
      total: answerCounters.total,
      right: answerCounters.right,
    })
    .from(answerCounters)
    .where(eq(answerCounters.userId, sql.placeholder('user')))
    .prepare('statistic_all_time'),
);

/**
 * All-time counts, split into the dashboard's categories (`statCategory` of @abacus/contract/games), from the
 * counters the triggers of migration 0019 keep (a student's answers grow for years; the dashboard reads this often).
 */
export async function allTimeTotals(db: Db, userId: number): Promise<AllTime> {
  const rows = await answeredByCategory(db).execute({ user: userId });
  const out = { total: 0, total_right: 0, ...Object.fromEntries(STAT_CATEGORIES.map((c) => [c, 0])) } as AllTime;
  for (const r of rows) {
    out.total += r.total;
    out.total_right += r.right;
    out[statCategory(r.type, r.withColumns)] += r.total;
  }
  return out;
}

/** Totals of each of `days` (consecutive, oldest first), zeros included. */
export async function dailyTotals(db: Db, userId: number, days: string[], timeZone: string) {
  const starts = days.map((day) => sql`${startOfDay(day, timeZone).toISOString()}::timestamptz`);
  // width_bucket: 1 for an answer on days[0], 2 for days[1]... (answeredBetween keeps out the rest)
  const bucket = sql<number>`width_bucket(${gameData.answeredAt}, array[${sql.join(starts, sql`, `)}])::int`;
  const rows = await db
    .select({ bucket, total, right })
    .from(gameData)
    .where(answeredBetween(userId, days[0], days[days.length - 1], timeZone))
    .groupBy(sql`1`);
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  return days.map((date, i) => ({
    date,
    total: byBucket.get(i + 1)?.total ?? 0,
    right_answers: byBucket.get(i + 1)?.right ?? 0,
  }));
}
