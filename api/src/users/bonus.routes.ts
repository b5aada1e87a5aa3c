// The bonus of franchises (spec 002 sections 2 "Bonus modal", bulk "Set bonus days" on the franchise lists, 7):
// POST users/user/assign_bonus_weeks {users, weeks} and POST users/user/assign_holidays_bonus {users, days,
// start_date}. A franchise has one bonus at a time: 0-3 weeks, or a holiday of some days from a date; setting one
// clears the other (0 weeks clears both). Only franchises and master franchises of the viewer's subtree.
import { and, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, dayIn } from '../time/calendar-day.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visibleStaffIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { bonusAnswer, bonusWeeksBody, holidaysBonusBody } from '@abacus/contract/staff-tools-schema';

type Bonus = { bonusWeeks: number; bonusDays: number; bonusStart: string | null };

/** Sets the bonus of every chosen franchise, or of none when any of them is not the viewer's (404). */
async function assignBonus(db: Db, viewer: AuthUser, ids: number[], bonus: Bonus): Promise<number> {
  assertStaff(viewer);
  const unique = [...new Set(ids)];
  const theirs = or(
    sql`${users.id} in (${visibleStaffIds(viewer, 'franchise')})`,
    sql`${users.id} in (${visibleStaffIds(viewer, 'master_franchise')})`,
  );
  // An update of fewer rows than asked throws inside the transaction: nobody's bonus changes.
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set(bonus)
      .where(and(inArray(users.id, unique), theirs))
      .returning({ id: users.id });
    if (rows.length !== unique.length) throw detail(404, NOT_FOUND);
    return rows.length;
  });
  return changed;
}

export function registerBonusRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['staff'],
    security: [{ token: [] }],
    response: { 200: bonusAnswer, 400: errorBody, 403: detailError, 404: detailError },
  };

  r.post(`${API_PREFIX}/users/user/assign_bonus_weeks`, {
    schema: { ...schema, summary: 'Give franchises of your subtree 0-3 bonus weeks', body: bonusWeeksBody },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const { users: ids, weeks } = req.body;
      // The weeks count from the day they are given (the finance report's bonus period, docs/finance.md).
      const bonus = {
        bonusWeeks: weeks,
        bonusDays: 0,
        bonusStart: weeks > 0 ? dayIn(new Date(), DEFAULT_TIME_ZONE) : null,
      };
      const count = await assignBonus(ctx.db, req.user!, ids, bonus);
      return { count };
    },
  });

  r.post(`${API_PREFIX}/users/user/assign_holidays_bonus`, {
    schema: {
      ...schema,
      summary: 'Give franchises of your subtree a holiday: days from a start date',
      body: holidaysBonusBody,
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const { users: ids, days, start_date } = req.body;
      const bonus = { bonusWeeks: 0, bonusDays: days, bonusStart: start_date };
      return { count: await assignBonus(ctx.db, req.user!, ids, bonus) };
    },
  });
}
