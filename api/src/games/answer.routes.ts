import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { idParams, INVALID_ID, PG_INT_MAX } from '../http/id-param.ts';
import { answerExpressions, answerField, answerResult, clientVerdictField } from './answer-expressions.ts';
import { MAX_EXPRESSIONS } from './record-game-body.ts';

const answerBody = z.object({ answer: answerField, is_right_answer: clientVerdictField });

const columnsAnswersBody = z
  .array(z.object({ id: z.number({ error: INVALID_ID }).int().min(1).max(PG_INT_MAX), ...answerBody.shape }), {
    error: 'Expected a list of {id, answer, is_right_answer}.',
  })
  .min(1, 'Send at least one answer.')
  .max(MAX_EXPRESSIONS, `At most ${MAX_EXPRESSIONS} answers at once.`)
  .refine((list) => new Set(list.map((a) => a.id)).size === list.length, 'Each expression may be answered once.');

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
