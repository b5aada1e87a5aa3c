// A student's terms from the staff screens (spec 002 sections 2 "Lists" block dialog, 4 and 7): GET and PATCH
// users/user/{id}/prices (price and first-month price, only the changed ones sent, each change recorded with its
// author), POST users/user/{id}/set_deactivation_date {month} (May-August) and PATCH users/user/{id}/comments (the
// finance report's comment: franchise and above). Staff above the student only.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inScope, visibleStudentIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';
import { lockPrices, recordPriceChanges } from './student-prices.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { deactivationBody, studentPrices, studentPricesPatch } from '@abacus/contract/staff-tools-schema';
import { studentCommentAnswer, studentCommentBody } from '@abacus/contract/finance-schema';
import { NO_PERMISSION } from '@abacus/contract/messages';
import { RANK } from '@abacus/contract/roles';

async function assertManagesStudent(ctx: AppContext, req: FastifyRequest, id: number) {
  assertStaff(req.user!);
  if (!(await inScope(ctx.db, visibleStudentIds(req.user!), id))) throw detail(404, NOT_FOUND);
}

async function readTerms(db: Db, id: number) {
  const [row] = await db
    .select({
      price: users.price,
      price_first_month: users.priceFirstMonth,
      deactivation_month: users.deactivationMonth,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw detail(404, NOT_FOUND);
  return row;
}

export function registerStudentTermsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['staff'], security: [{ token: [] }], params: idParams };

  r.get(`${API_PREFIX}/users/user/:id/prices`, {
    schema: {
      ...base,
      summary: "A student's price, first-month price and deactivation month",
      response: { 200: studentPrices, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      await assertManagesStudent(ctx, req, req.params.id);
      return readTerms(ctx.db, req.params.id);
    },
  });

  r.patch(`${API_PREFIX}/users/user/:id/prices`, {
    schema: {
      ...base,
      summary: "Change a student's price or first-month price (recorded in the change history)",
      body: studentPricesPatch,
      response: { 200: studentPrices, 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      await assertManagesStudent(ctx, req, req.params.id);
      const { price, price_first_month } = req.body;
      const next = { price, priceFirstMonth: price_first_month };
      await ctx.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await lockPrices(tx, req.params.id);
        const set = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
        await tx.update(users).set(set).where(eq(users.id, req.params.id));
        await recordPriceChanges(tx, req.params.id, req.user!.id, before, next);
      });
      return readTerms(ctx.db, req.params.id);
    },
  });

  r.patch(`${API_PREFIX}/users/user/:id/comments`, {
    schema: {
      ...base,
      summary: "The finance report's comment on a student (franchise and above)",
      body: studentCommentBody,
      response: { 200: studentCommentAnswer, 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      if (RANK[req.user!.role] < RANK.franchise) throw detail(403, NO_PERMISSION);
      await assertManagesStudent(ctx, req, req.params.id);
      const [row] = await ctx.db
        .update(users)
        .set({ comments: req.body.comments })
        .where(eq(users.id, req.params.id))
        .returning({ comments: users.comments });
      return row;
    },
  });

  r.post(`${API_PREFIX}/users/user/:id/set_deactivation_date`, {
    schema: {
      ...base,
      summary: "Set a student's summer deactivation month (5-8, August by default)",
      body: deactivationBody,
      response: { 200: studentPrices, 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      await assertManagesStudent(ctx, req, req.params.id);
      await ctx.db.update(users).set({ deactivationMonth: req.body.month }).where(eq(users.id, req.params.id));
      return readTerms(ctx.db, req.params.id);
    },
  });
}
