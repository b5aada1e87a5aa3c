import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dailyQuery, dailyStatisticSchema, statisticQuery, statisticSchema } from '@abacus/contract/statistics-schema';
import { viewedStudentId } from '../access/student-access.ts';
import { requireAuth, type AuthUser } from '../auth/authenticate.ts';
import { queryInts, sessionRead } from '../auth/session-read.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { detail } from '../http/errors.ts';
import { calendarDay, dayIn, lastDays, resolveTimeZone } from '../time/calendar-day.ts';
import { allTimeTotals, answeredByCategory, dailyTotals, dayTotals } from './statistics.ts';

/** The calendar zone of the student whose statistics are read (the viewer's own row when they read their own). */
async function timeZoneOf(ctx: AppContext, viewer: AuthUser, userId: number) {
  if (viewer.id === userId) return resolveTimeZone(viewer.timezone);
  const [row] = await ctx.db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return resolveTimeZone(row?.timezone);
}

/** The all-time counts of the student in `?user=` are read with the session (auth/session-read.ts). */
const allTimeWithSession = sessionRead(answeredByCategory);

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
    onRequest: allTimeWithSession.requireAuth(ctx, queryInts('user')),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      const timeZone = await timeZoneOf(ctx, req.user!, userId);
      const [ty, tm, td] = dayIn(new Date(), timeZone).split('-').map(Number);
      const { year = ty, month = tm, day = td } = req.query;
      const date = calendarDay(year, month, day);
      if (!date) throw detail(400, 'Invalid request parameters.', { errors: { day: ['Enter a valid date.'] } });
      const [today, allTime] = await Promise.all([
        dayTotals(ctx.db, userId, date, timeZone),
        allTimeTotals(ctx.db, userId, allTimeWithSession.readFor(req)),
      ]);
      return { today, all_time: allTime };
    },
  });

  r.get(`${API_PREFIX}/lessons/game/data/statistic/daily`, {
    schema: {
      tags: ['games'],
      summary: "Answered and right expressions on each of the last N days in the student's time zone, oldest first",
      security: [{ token: [] }],
      querystring: dailyQuery,
      response: { 200: z.array(dailyStatisticSchema) },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      const timeZone = await timeZoneOf(ctx, req.user!, userId);
      const days = lastDays(dayIn(new Date(), timeZone), req.query.days ?? 30);
      return dailyTotals(ctx.db, userId, days, timeZone);
    },
  });
}
