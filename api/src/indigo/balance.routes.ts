import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCanViewStudent } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { TRANSACTION_KINDS } from '../db/schema.ts';
import { idParams } from '../http/id-param.ts';
import { langQuery } from '../http/lang.ts';
import { readLedger } from './history.ts';

export const balanceSchema = z.object({
  balance: z.string().describe('i$, exact, 2 decimals: the sum of the ledger'),
  txns: z
    .array(
      z.object({
        id: z.number().int(),
        amount: z.string().describe('positive = deposit, negative = withdrawal'),
        modified: z.string().describe('ISO 8601'),
        kind: z.enum(TRANSACTION_KINDS).describe('the interface words each kind itself, except manual'),
        reason: z.string().describe('the staff\'s own words for a manual row; an English note for the others'),
        item: z
          .object({
            id: z.number().int().describe('the shop item'),
            name: z.string().describe('in ?lang= (English when that language is missing)'),
          })
          .nullable()
          .describe('the shop item a purchase paid for; null for other kinds or an item since deleted'),
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
      querystring: langQuery,
      response: { 200: balanceSchema },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const userId = req.params.id;
      await assertCanViewStudent(ctx.db, req.user!, userId);
      return readLedger(ctx.db, userId, req.query.lang);
    },
  });
}
