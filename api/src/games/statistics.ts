import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { batchedRead } from '../db/batched.ts';
import { gameData } from '../db/schema.ts';
import { addDays, dayBounds, startOfDay } from '../time/calendar-day.ts';
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

/**
 * The dashboard's statistic in one read, batched across the requests of a turn (db/batched.ts) and sent with the
 * session (statistic.routes.ts): the answers between `$2` and `$3`, and the all-time counters the triggers of
 * migration 0019 keep (a student's answers grow for years) as JSON `[type, with_columns, total, right]`, one row in
 * all: a row per counter made the API parse the session's columns with each.
 */
export const dayAndAllTime = batchedRead<{
  total: number;
  right: number;
  counters: [string, boolean, number, number][];
}>(
  'statistic_day_and_all_time',
  `select count(*)::int as total, (count(*) filter (where is_right_answer))::int as "right",
      (select coalesce(json_agg(json_build_array(type, with_columns, total, "right")), '[]')
        from answer_counters where user_id = $1) as counters
    from game_data where user_id = $1 and answered_at >= $2 and answered_at < $3`,
  ['int', 'timestamptz', 'timestamptz'],
);

/**
 * The parameters of dayAndAllTime for `day` of `userId` in `timeZone`: the day's bounds as ISO text, so that equal
 * days give equal parameters (sessionRead serves the rows read with the session only for the very same ones).
 */
export function dayParams(userId: number, day: string, timeZone: string): [number, string, string] {
  const [from, to] = dayBounds(day, timeZone);
  return [userId, from, to];
}

export type AllTime = { total: number; total_right: number } & Record<StatCategory, number>;

/** The answers of a day and of all time (split into the dashboard's categories, `statCategory` of @abacus/contract/games). */
export async function dayAndAllTimeTotals(
  db: Db,
  params: [number, string, string],
  read: typeof dayAndAllTime = dayAndAllTime,
): Promise<{ today: { total: number; right_answers: number }; all_time: AllTime }> {
  const [day] = await read(db)(...params);
  const allTime = { total: 0, total_right: 0, ...Object.fromEntries(STAT_CATEGORIES.map((c) => [c, 0])) } as AllTime;
  for (const [type, withColumns, total, right] of day.counters) {
    allTime.total += total;
    allTime.total_right += right;
    allTime[statCategory(type, withColumns)] += total;
  }
  return { today: { total: day.total, right_answers: day.right }, all_time: allTime };
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
