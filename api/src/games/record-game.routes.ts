import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertSelf } from '../access/student-access.ts';
import { requireAuth, type AuthUser } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { gameData, games } from '../db/schema.ts';
import { detail, fieldErrors } from '../http/errors.ts';
import { homeworkEntryFor } from '../homework/homework-entry.ts';
import { entryDraw } from './issued-draw.ts';
import { claimIssued, NOT_ISSUED } from './issued-expressions.ts';
import { NOT_THE_SETTINGS, numbersFitSettings } from './claimed-level.ts';
import { FREE_TYPES } from '@abacus/contract/games';
import { WRONG_HOMEWORK_GAME } from '@abacus/contract/homework';
import { recordedGameSchema, recordGameBody, type RecordGameBody } from '@abacus/contract/games-schema';

const NOT_ON_FREE_PLAN = 'This game is not available on the free plan.';

/** Only a student records games, and only their own (viewers with read_only cannot: spec 001 section 6). */
function assertMayRecord(viewer: AuthUser, b: RecordGameBody): void {
  if (viewer.role !== 'student') throw detail(403, 'Only students can record games.');
  if (b.user !== null) assertSelf(viewer, b.user);
  if (!viewer.isFree) return;
  // Spec 001 section 6: the free tier keeps the elementary level of addition, columns and abacus games.
  const restricted = !FREE_TYPES.has(b.type) || (b.digit_type !== null && b.digit_type !== 'elementary');
  if (restricted) throw fieldErrors({ type: [NOT_ON_FREE_PLAN] });
}

export function registerRecordGameRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/lessons/games`, {
    schema: {
      tags: ['games'],
      summary: 'Record a game the signed-in student plays: one game_data row per expression (column)',
      security: [{ token: [] }],
      body: recordGameBody,
      response: { 201: recordedGameSchema },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const viewer = req.user!;
      const b = req.body;
      assertMayRecord(viewer, b);
      if (!numbersFitSettings(b)) throw fieldErrors({ operations: [NOT_THE_SETTINGS] }, { code: 'not_the_settings' });
      const homework = b.homework_game === null ? null : await homeworkEntryFor(ctx.db, viewer.id, b);
      const result = await ctx.db.transaction(async (tx) => {
        // The server judges only numbers the generator gave this student, once (issue 9: forged results).
        const draws = await claimIssued(tx as typeof ctx.db, viewer.id, b.type, b.operations);
        if (!draws) throw fieldErrors({ operations: [NOT_ISSUED] }, { code: 'not_issued' });
        // A homework entry counts only numbers drawn at its settings (level, digit, table...), not an easier game's.
        const expected = homework && entryDraw(homework);
        if (homework && draws.some((drawn) => expected === null || !drawn.includes(expected))) {
          throw fieldErrors({ homework_game: [WRONG_HOMEWORK_GAME] });
        }
        const [game] = await tx
          .insert(games)
          .values({
            userId: viewer.id,
            homeworkId: homework?.homeworkId ?? null,
            homeworkGameId: homework?.id ?? null,
            type: b.type,
            digitType: b.digit_type,
            digit: b.digit,
            speed: b.speed,
            difficult: b.difficult,
            difficult2: b.difficult_2,
            operationNumber: b.operation_number ?? b.operations[0].length,
            calculationMethod: b.calculation_method,
            isMuted: b.is_muted,
            numbers: b.numbers,
            option: b.option,
            withColumns: b.with_columns || b.type === 'columns',
          })
          .returning({ id: games.id });
        const data = await tx
          .insert(gameData)
          .values(
            b.operations.map((operations, i) => ({
              gameId: game.id,
              userId: viewer.id,
              operations,
              player: b.players?.[i] || null,
            })),
          )
          .returning();
        return { id: game.id, data };
      });
      return reply.code(201).send({
        id: result.id,
        data: result.data
          .sort((a, b) => a.id - b.id)
          .map((d) => ({ id: d.id, operations: d.operations, player: d.player, answer: null, is_right_answer: null })),
      });
    },
  });
}
