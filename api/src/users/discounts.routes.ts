// Discounts (spec 002 sections 2 "Admin discounts page", 3 "Discount", 6 "Discounts are assigned to franchise or
// master franchise users", 7): GET users/discount (the super franchise sees all; a master franchise or franchise
// sees those of its subtree and its own), POST users/user/{id}/assign_discount?start&end&value and DELETE
// users/discount/{id} (the super franchise only). A franchise's periods never overlap.
import { and, asc, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visibleStaffIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { discounts, users } from '../db/schema.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { pageAnswer, pageWindow } from '../http/paging.ts';
import { personSearch } from './list-filters.ts';
import { assignDiscountQuery, discountRow, discountsQuery } from '@abacus/contract/discounts-schema';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { DISCOUNT_OVERLAP, NO_PERMISSION } from '@abacus/contract/messages';
import { page } from '@abacus/contract/paging-schema';

const onlySuper = (role: string) => {
  if (role !== 'super_franchise') throw detail(403, NO_PERMISSION);
};

export function registerDiscountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/users/discount`, {
    schema: {
      tags: ['staff'],
      summary:
        'The discounts of the franchises you may see, newest period first, 20 a page, by franchise name or e-mail',
      security: [{ token: [] }],
      querystring: discountsQuery,
      response: { 200: page(discountRow), 400: errorBody, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const window = pageWindow(req.query);
      const owners =
        viewer.role === 'super_franchise'
          ? undefined
          : or(
              eq(discounts.franchiseId, viewer.id),
              sql`${discounts.franchiseId} in (${visibleStaffIds(viewer, 'franchise')})`,
              sql`${discounts.franchiseId} in (${visibleStaffIds(viewer, 'master_franchise')})`,
            );
      const where = and(
        owners,
        req.query.franchise ? eq(discounts.franchiseId, req.query.franchise) : undefined,
        personSearch(req.query),
      );
      const [{ count }] = await ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(discounts)
        .innerJoin(users, eq(users.id, discounts.franchiseId))
        .where(where);
      const rows = await ctx.db
        .select({
          id: discounts.id,
          start: discounts.start,
          end: discounts.end,
          value: discounts.value,
          franchise: {
            id: users.id,
            role: users.role,
            first_name: users.firstName,
            last_name: users.lastName,
            middle_name: users.middleName,
            email: users.email,
          },
        })
        .from(discounts)
        .innerJoin(users, eq(users.id, discounts.franchiseId))
        .where(where)
        .orderBy(desc(discounts.start), asc(discounts.id))
        .limit(window.size)
        .offset(window.offset);
      return pageAnswer(req.url, window, count, rows);
    },
  });

  r.post(`${API_PREFIX}/users/user/:id/assign_discount`, {
    schema: {
      tags: ['staff'],
      summary: 'The super franchise gives a franchise or master franchise a discount for a period',
      security: [{ token: [] }],
      params: idParams,
      querystring: assignDiscountQuery,
      response: { 201: discountRow.omit({ franchise: true }), 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      onlySuper(req.user!.role);
      const { start, end, value } = req.query;
      const row = await ctx.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, req.params.id), sql`${users.role} in ('franchise', 'master_franchise')`))
          .for('update');
        if (!owner) throw detail(404, NOT_FOUND);
        const [overlap] = await tx
          .select({ id: discounts.id })
          .from(discounts)
          .where(and(eq(discounts.franchiseId, owner.id), lte(discounts.start, end), gte(discounts.end, start)))
          .limit(1);
        if (overlap) throw fieldErrors({ start: [DISCOUNT_OVERLAP] });
        const [created] = await tx
          .insert(discounts)
          .values({ franchiseId: owner.id, start, end, value, authorId: req.user!.id })
          .returning({ id: discounts.id, start: discounts.start, end: discounts.end, value: discounts.value });
        return created;
      });
      return reply.code(201).send(row);
    },
  });

  r.delete(`${API_PREFIX}/users/discount/:id`, {
    schema: {
      tags: ['staff'],
      summary: 'The super franchise deletes a discount',
      security: [{ token: [] }],
      params: idParams,
      response: { 204: z.null(), 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      onlySuper(req.user!.role);
      const gone = await ctx.db
        .delete(discounts)
        .where(eq(discounts.id, req.params.id))
        .returning({ id: discounts.id });
      if (!gone.length) throw detail(404, NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
}
