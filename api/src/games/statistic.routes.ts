import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewedStudentId } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { detail } from '../http/errors.ts';
import { userQuery } from '../http/id-param.ts';
import { calendarDay, dayIn, lastDays, resolveTimeZone } from '../time/calendar-day.ts';
import { STAT_CATEGORIES } from './game-types.ts';
import { allTimeTotals, dailyTotals, dayTotals } from './statistics.ts';

const part = (min: number, max: number, digits: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${digits}}$`), `Enter a whole number from ${min} to ${max}.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `Enter a whole number from ${min} to ${max}.`)
    .optional();

const statisticQuery = userQuery.extend({
  day: part(1, 31, 2).describe('1-31; default: today in the student\'s time zone'),
  month: part(1, 12, 2).describe('1-12; default: this month'),
  year: part(2000, 2100, 4).describe('default: this year'),
});

const dailyQuery = userQuery.extend({ days: part(1, 92, 2).describe('1-92, default 30') });

const counts = z.number().int();
const statisticSchema = z.object({
  today: z.object({ total: counts, right_answers: counts }).describe('the chosen day (default today)'),
  all_time: z.object({
    total: counts,
    total_right: counts,
    ...(Object.fromEntries(STAT_CATEGORIES.map((c) => [c, counts])) as Record<(typeof STAT_CATEGORIES)[number], typeof counts>),
  }),
});
const dailySchema = z.array(z.object({ date: z.string(), total: counts, right_answers: counts }));

/** The calendar zone of the student whose statistics are read. */
async function timeZoneOf(ctx: AppContext, userId: number) {
  const [row] = await ctx.db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return resolveTimeZone(row?.timezone);
}

export function registerStatisticRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/lessons/game/data/statistic`, {
    schema: {
      tags: ['games'],
      summary: "Answered expressions on a day (in the student's time zone) and of all time, by category",
      security: [{ token: [] }],
      querystring: statisticQuery,
      response: { 200: statisticSchema },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      const timeZone = await timeZoneOf(ctx, userId);
      const [ty, tm, td] = dayIn(new Date(), timeZone).split('-').map(Number);
      const { year = ty, month = tm, day = td } = req.query;
      const date = calendarDay(year, month, day);
      if (!date) throw detail(400, 'Invalid request parameters.', { errors: { day: ['Enter a valid date.'] } });
      const [today, allTime] = await Promise.all([dayTotals(ctx.db, userId, date, timeZone), allTimeTotals(ctx.db, userId)]);
      return { today, all_time: allTime };
    },
  });

  r.get(`${API_PREFIX}/lessons/game/data/statistic/daily`, {
    schema: {
      tags: ['games'],
      summary: "Answered and right expressions on each of the last N days in the student's time zone, oldest first",
      security: [{ token: [] }],
      querystring: dailyQuery,
      response: { 200: dailySchema },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      const timeZone = await timeZoneOf(ctx, userId);
      const days = lastDays(dayIn(new Date(), timeZone), req.query.days ?? 30);
      return dailyTotals(ctx.db, userId, days, timeZone);
    },
  });
}
