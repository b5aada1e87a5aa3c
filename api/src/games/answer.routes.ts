import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { answerBody, answerResult, columnsAnswersBody } from '@abacus/contract/games-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { answerExpressions } from './answer-expressions.ts';

export function registerAnswerRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.patch(`${API_PREFIX}/lessons/game/data/:id`, {
    schema: {
      tags: ['games'],
      summary: "Answer one expression of the caller's game, once; the server judges it",
      security: [{ token: [] }],
      params: idParams,
      body: answerBody,
      response: { 200: answerResult },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const [result] = await answerExpressions(ctx.db, req.user!, [{ id: req.params.id, answer: req.body.answer }]);
      return result;
    },
  });

  typed.post(`${API_PREFIX}/lessons/game/data/set_columns_answers`, {
    schema: {
      tags: ['games'],
      summary: "Answer the columns of the caller's game together, in one transaction; the server judges them",
      security: [{ token: [] }],
      body: columnsAnswersBody,
      response: { 200: z.array(answerResult) },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => answerExpressions(ctx.db, req.user!, req.body),
  });
}
