// GET users/teachers and GET users/franchises?role=franchise|master franchise: the staff lists of spec 002
// section 2 "Lists", 20 a page, searched, filtered by the user they were created under and by state, with the
// counts of each one's subtree; only ever users under the viewer.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visibleStaffIds } from '../access/scope.ts';
import { requireAuth, type AuthUser } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { runByShape } from '../db/prepared.ts';
import { pageAnswer, pageWindow } from '../http/paging.ts';
import { personSearch, stateFilter } from './list-filters.ts';
import { currentDiscounts } from './current-discounts.ts';
import { statisticsOf } from './staff-statistic.ts';
import {
  franchisesQuery,
  peopleQuery,
  type PeopleQuery,
  staffPage,
  type StaffListRole,
} from '@abacus/contract/staff-lists-schema';

const owners = alias(users, 'owners');

async function staffPageOf(ctx: AppContext, viewer: AuthUser, role: StaffListRole, query: PeopleQuery, url: string) {
  const window = pageWindow(query);
  const where = and(
    sql`${users.id} in (${visibleStaffIds(viewer, role)})`,
    query.parent ? eq(users.parentId, query.parent) : undefined,
    stateFilter(query),
    personSearch(query),
  );
  // The count and the page at once, each a statement per shape (its scope is planned once per connection).
  const counted = ctx.db.select({ count: sql<number>`count(*)::int` }).from(users).where(where);
  const paged = ctx.db
    .select({
      user: {
        id: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
        middle_name: users.middleName,
        email: users.email,
        phone_number: users.phoneNumber,
        is_active: users.isActive,
        date_deactivated: users.dateDeactivated,
        region: users.region,
      },
      terms: {
        currency: users.currency,
        royalty: users.royalty,
        royalty_en: users.royaltyEn,
        price_min: users.priceMin,
        price_min_en: users.priceMinEn,
        pr_deposit: users.prDeposit,
        bonus_weeks: users.bonusWeeks,
        bonus_days: users.bonusDays,
        bonus_start: users.bonusStart,
      },
      owner: { id: owners.id, first_name: owners.firstName, last_name: owners.lastName },
    })
    .from(users)
    .leftJoin(owners, eq(owners.id, users.parentId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(window.size)
    .offset(window.offset);
  const [[{ count }], rows] = await Promise.all([runByShape(counted), runByShape(paged)]);
  const ids = rows.map((r) => r.user.id);
  const statistics = await statisticsOf(ctx.db, ids);
  const discountsOf = role === 'teacher' ? new Map<number, string[]>() : await currentDiscounts(ctx.db, ids);
  return pageAnswer(
    url,
    window,
    count,
    rows.map(({ user, owner, terms }) => ({
      ...user,
      role,
      terms: role === 'teacher' ? null : { ...terms, discounts: discountsOf.get(user.id) ?? [] },
      date_deactivated: user.date_deactivated?.toISOString() ?? null,
      parent: owner?.id ? owner : null,
      statistic: statistics.get(user.id)!,
    })),
  );
}

export function registerStaffListRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(`${API_PREFIX}/users/teachers`, {
    schema: {
      tags: ['staff'],
      summary: 'The teachers under the viewer, 20 a page, with their counts',
      security: [{ token: [] }],
      querystring: peopleQuery,
      response: { 200: staffPage },
    },
    onRequest: requireAuth(ctx),
    handler: (req) => staffPageOf(ctx, req.user!, 'teacher', req.query, req.url),
  });
  typed.get(`${API_PREFIX}/users/franchises`, {
    schema: {
      tags: ['staff'],
      summary: 'The franchises or master franchises under the viewer, 20 a page, with their counts',
      security: [{ token: [] }],
      querystring: franchisesQuery,
      response: { 200: staffPage },
    },
    onRequest: requireAuth(ctx),
    handler: (req) => staffPageOf(ctx, req.user!, req.query.role, req.query, req.url),
  });
}
