import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertCanViewStudent } from '../access/student-access.ts';
import { rawInt, sessionRead } from '../auth/session-read.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';
import { idParams } from '@abacus/contract/ids-schema';
import { langQuery } from '@abacus/contract/languages-schema';
import { ledgerRows, readLedger } from './history.ts';
import { balanceSchema } from '@abacus/contract/indigo-schema';

/** The ledger of the student in the URL is read with the session (one statement; auth/session-read.ts). */
const ledgerWithSession = sessionRead(ledgerRows);

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
    serializerCompiler: compiledSerializer,
    onRequest: ledgerWithSession.requireAuth(ctx, (req) => [rawInt((req.params as { id?: unknown }).id)]),
    handler: async (req) => {
      const userId = req.params.id;
      await assertCanViewStudent(ctx.db, req.user!, userId);
      return readLedger(ctx.db, userId, req.query.lang, ledgerWithSession.readFor(req));
    },
  });
}
