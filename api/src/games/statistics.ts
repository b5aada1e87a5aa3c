import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { batchedRead } from '../db/batched.ts';
import { gameData } from '../db/schema.ts';
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

// The two reads of the dashboard's statistic, batched across the requests of a turn (db/batched.ts).
const answeredIn = batchedRead<{ total: number; right: number }>(
  'statistic_day_totals',
  `select count(*)::int as total, (count(*) filter (where is_right_answer))::int as "right"
    from game_data where user_id = $1 and answered_at >= $2 and answered_at < $3`,
  ['int', 'timestamptz', 'timestamptz'],
);

export async function dayTotals(db: Db, userId: number, day: string, timeZone: string) {
  const [row] = await answeredIn(db)(userId, startOfDay(day, timeZone), startOfDay(addDays(day, 1), timeZone));
  return { total: row?.total ?? 0, right_answers: row?.right ?? 0 };
}

export type AllTime = { total: number; total_right: number } & Record<StatCategory, number>;

export const answeredByCategory = batchedRead<{ type: string; withColumns: boolean; total: number; right: number }>(
  'statistic_all_time',
  `select type, with_columns as "withColumns", total, "right" from answer_counters where user_id = $1`,
  ['int'],
);

/**
 * All-time counts, split into the dashboard's categories (`statCategory` of @abacus/contract/games), from the
 * counters the triggers of migration 0019 keep (a student's answers grow for years; the dashboard reads this often).
 */
export async function allTimeTotals(
  db: Db,
  userId: number,
  read: typeof answeredByCategory = answeredByCategory,
): Promise<AllTime> {
  const rows = await read(db)(userId);
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
