// Statistics of answered expressions (spec 000 "Statistics"): a day and all time, and the last N days.
import { z } from 'zod';
import { STAT_CATEGORIES, type StatCategory } from './games.ts';
import { userQuery } from './ids-schema.ts';

const part = (min: number, max: number, digits: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${digits}}$`), `Enter a whole number from ${min} to ${max}.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `Enter a whole number from ${min} to ${max}.`)
    .optional();

/** GET lessons/game/data/statistic?day&month&year&user. */
export const statisticQuery = userQuery.extend({
  day: part(1, 31, 2).describe("1-31; default: today in the student's time zone"),
  month: part(1, 12, 2).describe('1-12; default: this month'),
  year: part(2000, 2100, 4).describe('default: this year'),
});

export const DAILY_DAYS_MAX = 92;
/** GET lessons/game/data/statistic/daily?user&days. */
export const dailyQuery = userQuery.extend({
  days: part(1, DAILY_DAYS_MAX, 2).describe(`1-${DAILY_DAYS_MAX}, default 30`),
});

const count = z.number().int();
export const statisticSchema = z.object({
  today: z.object({ total: count, right_answers: count }).describe('the chosen day (default today)'),
  all_time: z.object({
    total: count,
    total_right: count,
    ...(Object.fromEntries(STAT_CATEGORIES.map((c) => [c, count])) as Record<StatCategory, typeof count>),
  }),
});
export type DayStatistic = z.infer<typeof statisticSchema>;

export const dailyStatisticSchema = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  total: count,
  right_answers: count,
});
export type DailyStatistic = z.infer<typeof dailyStatisticSchema>;
