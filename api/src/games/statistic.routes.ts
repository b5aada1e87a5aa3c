import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dailyQuery, dailyStatisticSchema, statisticQuery, statisticSchema } from '@abacus/contract/statistics-schema';
import { viewedStudentId } from '../access/student-access.ts';
import { requireAuth, type AuthUser } from '../auth/authenticate.ts';
import { sessionRead } from '../auth/session-read.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';
import { detail } from '../http/errors.ts';
import { calendarDay, dayIn, lastDays, resolveTimeZone } from '../time/calendar-day.ts';
import { dailyTotals, dayAndAllTime, dayAndAllTimeTotals, dayParams } from './statistics.ts';

/** The calendar zone of the student whose statistics are read (the viewer's own row when they read their own). */
async function timeZoneOf(ctx: AppContext, viewer: AuthUser, userId: number) {
  if (viewer.id === userId) return resolveTimeZone(viewer.timezone);
  const [row] = await ctx.db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return resolveTimeZone(row?.timezone);
}

/** The day and all-time counts of the student in `?user=` are read with the session (auth/session-read.ts). */
const statisticWithSession = sessionRead(dayAndAllTime);

/**
 * The zone each student's statistic was last read in. The day's bounds depend on the student's zone, which the
 * onRequest hook cannot know before the session is read; it takes the zone of the student's last request, and the
 * handler, which knows the zone, reads again when that was not it (a new student, a changed zone, midnight between).
 * Only ever a guess at which rows to read early, never an answer: bounded, and emptied when full.
 */
const zoneHints = new Map<number, string>();
const ZONE_HINTS_MAX = 100_000;

interface DayParts {
  year?: number;
  month?: number;
  day?: number;
}

/** The day a statistic asks for: the parts given, the others today's in `timeZone`; null when they form no date. */
function askedDay(timeZone: string, { year, month, day }: DayParts): string | null {
  const today = dayIn(new Date(), timeZone);
  if (year === undefined && month === undefined && day === undefined) return today;
  const [ty, tm, td] = today.split('-').map(Number);
  return calendarDay(year ?? ty, month ?? tm, day ?? td);
}

/**
 * The day's parameters the raw request will most likely ask for, or null (the session alone) when unsure. It runs
 * before the session is checked, so it reads the query as the route will validate it (the contract's limits: a year
 * past them made a date `Intl` threw on, a 500 instead of 401 for an anonymous caller) and never throws.
 */
export function earlyDayParams(req: FastifyRequest): [number, string, string] | null {
  const query = statisticQuery.safeParse(req.query);
  const userId = query.data?.user;
  const timeZone = userId === undefined ? undefined : zoneHints.get(userId);
  if (userId === undefined || timeZone === undefined) return null;
  const date = askedDay(timeZone, query.data!);
  return date === null ? null : dayParams(userId, date, timeZone);
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
    serializerCompiler: compiledSerializer,
    onRequest: statisticWithSession.requireAuth(ctx, earlyDayParams),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      const timeZone = await timeZoneOf(ctx, req.user!, userId);
      const date = askedDay(timeZone, req.query);
      if (!date) throw detail(400, 'Invalid request parameters.', { errors: { day: ['Enter a valid date.'] } });
      if (zoneHints.get(userId) !== timeZone) {
        if (zoneHints.size >= ZONE_HINTS_MAX) zoneHints.clear();
        zoneHints.set(userId, timeZone);
      }
      return dayAndAllTimeTotals(ctx.db, dayParams(userId, date, timeZone), statisticWithSession.readFor(req));
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
