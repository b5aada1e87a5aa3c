import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCanViewStudent } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { indigoTransactions } from '../db/schema.ts';
import { idParams } from '../http/id-param.ts';

export const balanceSchema = z.object({
  balance: z.string().describe('i$, exact, 2 decimals: the sum of the ledger'),
  txns: z
    .array(
      z.object({
        id: z.number().int(),
        amount: z.string().describe('positive = deposit, negative = withdrawal'),
        modified: z.string().describe('ISO 8601'),
        reason: z.string(),
      }),
    )
    .describe('newest first'),
});

export function registerBalanceRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/indigo_dollars/balance/:id`, {
    schema: {
      tags: ['indigo_dollars'],
      summary: "A student's i$ balance and ledger",
      security: [{ token: [] }],
      params: idParams,
      response: { 200: balanceSchema },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const userId = req.params.id;
      await assertCanViewStudent(ctx.db, req.user!, userId);
      // The balance comes from the same statement as the rows, so the two always agree.
      const rows = await ctx.db
        .select({
          id: indigoTransactions.id,
          amount: indigoTransactions.amount,
          reason: indigoTransactions.reason,
          created: indigoTransactions.created,
          balance: sql<string>`(sum(${indigoTransactions.amount}) over ())::numeric(14, 2)::text`,
        })
        .from(indigoTransactions)
        .where(eq(indigoTransactions.userId, userId))
        .orderBy(desc(indigoTransactions.created), desc(indigoTransactions.id));
      return {
        balance: rows[0]?.balance ?? '0.00',
        txns: rows.map((r) => ({ id: r.id, amount: r.amount, modified: r.created.toISOString(), reason: r.reason })),
      };
    },
  });
}
