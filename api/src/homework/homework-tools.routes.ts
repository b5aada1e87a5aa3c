// The other homework calls: copy to other days, close for students or groups (spec 002 section 7), the results
// table of a day (issue 12, beyond the spec) and a Matific activity marked done by the student.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope, visibleGroupIds } from '../access/scope.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { homeworkGames, homeworkMarks } from '../db/schema.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { errorBody } from '@abacus/contract/errors-schema';
import { NOT_A_MATIFIC_GAME, NOT_YOUR_HOMEWORK } from '@abacus/contract/homework';
import {
  closedSchema,
  copyRefusedSchema,
  closeForGroupsBody,
  closeForUsersBody,
  homeworkCopyBody,
  homeworkGameParams,
  homeworkListSchema,
  homeworkResultsSchema,
  homeworkRewardSchema,
} from '@abacus/contract/homework-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { assertMayManage, findHomework, reaches, targetOf, targetOfRow } from './homework-access.ts';
import { resultsOf, summaries } from './homework-queries.ts';
import { isDone, lockStudent, settleHomework } from './homework-rewards.ts';
import { closeFor, copyHomework, studentsOfGroups } from './homework-writes.ts';

export function registerHomeworkToolRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const auth = requireAuth(ctx);
  const base = `${API_PREFIX}/lessons/homeworks/:id`;

  typed.post(`${base}/copy`, {
    schema: {
      tags: ['homework'],
      summary:
        "Copy a homework's games to other days (orders, months zero-based) of the same or another student or group; " +
        'a day that already has homework refuses the copy (400 with the days)',
      security: [{ token: [] }],
      params: idParams,
      body: homeworkCopyBody,
      response: {
        201: homeworkListSchema,
        400: z.union([copyRefusedSchema, errorBody]),
        403: errorBody,
        404: errorBody,
      },
    },
    onRequest: auth,
    handler: async (req, reply) => {
      const source = await findHomework(ctx.db, req.params.id);
      await assertMayManage(ctx.db, req.user!, targetOfRow(source));
      const b = req.body;
      const target = b.user != null || b.group != null ? targetOf(b) : targetOfRow(source);
      await assertMayManage(ctx.db, req.user!, target);
      const created = await copyHomework(ctx.db, req.user!.id, source, target, b.orders);
      return reply.code(201).send(await summaries(ctx.db, created));
    },
  });

  typed.post(`${base}/close_for_users`, {
    schema: {
      tags: ['homework'],
      summary: 'Close the homework for these students: what they did so far stops counting and they do it again',
      security: [{ token: [] }],
      params: idParams,
      body: closeForUsersBody,
      response: { 200: closedSchema, 403: errorBody, 404: errorBody },
    },
    onRequest: auth,
    handler: async (req) => {
      const h = await findHomework(ctx.db, req.params.id);
      await assertMayManage(ctx.db, req.user!, targetOfRow(h));
      return { closed: await closeFor(ctx.db, h, req.body.users) };
    },
  });

  typed.post(`${base}/close_for_groups`, {
    schema: {
      tags: ['homework'],
      summary: "Close the homework for every student of these groups (groups of the viewer's subtree)",
      security: [{ token: [] }],
      params: idParams,
      body: closeForGroupsBody,
      response: { 200: closedSchema, 403: errorBody, 404: errorBody },
    },
    onRequest: auth,
    handler: async (req) => {
      const h = await findHomework(ctx.db, req.params.id);
      await assertMayManage(ctx.db, req.user!, targetOfRow(h));
      for (const group of req.body.groups) {
        if (!(await inScope(ctx.db, visibleGroupIds(req.user!), group))) throw detail(404, NOT_FOUND);
      }
      return { closed: await closeFor(ctx.db, h, await studentsOfGroups(ctx.db, req.body.groups)) };
    },
  });

  typed.get(`${base}/results`, {
    schema: {
      tags: ['homework'],
      summary: "Each student's result per game of a homework: right answers, answers, seconds (staff)",
      security: [{ token: [] }],
      params: idParams,
      response: { 200: homeworkResultsSchema, 403: errorBody, 404: errorBody },
    },
    onRequest: auth,
    handler: async (req) => {
      const h = await findHomework(ctx.db, req.params.id);
      await assertMayManage(ctx.db, req.user!, targetOfRow(h));
      return resultsOf(ctx.db, h);
    },
  });

  typed.post(`${base}/games/:game/done`, {
    schema: {
      tags: ['homework'],
      summary: 'The student marks a Matific activity of their homework done (it is played on Matific, not here)',
      security: [{ token: [] }],
      params: homeworkGameParams,
      response: { 200: homeworkRewardSchema, 400: errorBody, 403: errorBody, 404: errorBody },
    },
    onRequest: auth,
    handler: async (req) => {
      const viewer = req.user!;
      if (viewer.role !== 'student') throw detail(403, 'Only students can do homework.');
      const h = await findHomework(ctx.db, req.params.id);
      if (!(await reaches(ctx.db, h, viewer.id))) throw fieldErrors({ homework: [NOT_YOUR_HOMEWORK] });
      const [entry] = await ctx.db.select().from(homeworkGames).where(eq(homeworkGames.id, req.params.game));
      if (!entry || entry.homeworkId !== h.id) throw detail(404, NOT_FOUND);
      if (entry.type !== 'matific') throw fieldErrors({ game: [NOT_A_MATIFIC_GAME] });
      return ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        await lockStudent(db, viewer.id);
        const wasDone = await isDone(db, h.id, viewer.id);
        await tx
          .insert(homeworkMarks)
          .values({ homeworkGameId: entry.id, userId: viewer.id, year: h.year, month: h.month })
          .onConflictDoUpdate({
            target: [homeworkMarks.homeworkGameId, homeworkMarks.userId],
            set: { markedAt: new Date() },
          });
        return settleHomework(db, viewer.id, h.id, wasDone);
      });
    },
  });
}
