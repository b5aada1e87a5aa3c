// The homework calls of spec 002 section 7: list a month (by group or user, month zero-based), get one (with a
// student's progress), save a day, delete it. Copy, close and results are in homework-tools.routes.ts.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/authenticate.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';
import { queryInts, sessionRead } from '../auth/session-read.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { homeworks } from '../db/schema.ts';
import { fieldErrors, nestedValidationBody } from '../http/errors.ts';
import { errorBody } from '@abacus/contract/errors-schema';
import {
  homeworkDetailSchema,
  homeworkListQuery,
  homeworkListSchema,
  homeworkSaveBody,
} from '@abacus/contract/homework-schema';
import { idParams, userQuery } from '@abacus/contract/ids-schema';
import { assertMayManage, assertMayRead, findHomework, reaches, targetOf, targetOfRow } from './homework-access.ts';
import { detailOf, groupMonth, summaries } from './homework-queries.ts';
import { monthAnswers, studentMonthSummaries } from './month-progress.ts';
import { saveHomework } from './homework-writes.ts';
import { assertStaff } from '../access/staff-only.ts';
import { assertCanViewStudent } from '../access/student-access.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';

/** A student's month (`?user=&year=&month=`) is read with the session (one statement; auth/session-read.ts). */
const monthWithSession = sessionRead(monthAnswers);

export function registerHomeworkRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const auth = requireAuth(ctx);

  typed.get(`${API_PREFIX}/lessons/homeworks`, {
    schema: {
      tags: ['homework'],
      summary:
        "A month of homework: a student's (their own and their group's, with their complete_status) or a group's " +
        '(with how many of its students finished each)',
      security: [{ token: [] }],
      querystring: homeworkListQuery,
      response: { 200: homeworkListSchema, 404: errorBody },
    },
    serializerCompiler: compiledSerializer,
    onRequest: monthWithSession.requireAuth(ctx, queryInts('user', 'year', 'month')),
    handler: async (req) => {
      const { user, group, year, month } = req.query;
      const target = targetOf({ user, group });
      // A group's calendar (with its students' counts) is the staff's; a student or parent reads a student's.
      if (target.group != null) assertStaff(req.user!);
      await assertMayRead(ctx.db, req.user!, target);
      if (target.user != null) {
        return studentMonthSummaries(ctx.db, target.user, year, month, monthWithSession.readFor(req));
      }
      return summaries(ctx.db, await groupMonth(ctx.db, target.group!, year, month));
    },
  });

  typed.get(`${API_PREFIX}/lessons/homeworks/:id`, {
    schema: {
      tags: ['homework'],
      summary: "One homework with its games; with ?user= (or for a student) each game with that student's progress",
      security: [{ token: [] }],
      params: idParams,
      querystring: userQuery,
      response: { 200: homeworkDetailSchema, 404: errorBody },
    },
    onRequest: auth,
    handler: async (req) => {
      const viewer = req.user!;
      const h = await findHomework(ctx.db, req.params.id);
      await assertMayRead(ctx.db, viewer, targetOfRow(h));
      const student = req.query.user ?? (viewer.role === 'student' ? viewer.id : undefined);
      if (student !== undefined) {
        await assertCanViewStudent(ctx.db, viewer, student);
        if (!(await reaches(ctx.db, h, student))) throw detail(404, NOT_FOUND);
      }
      return detailOf(ctx.db, h, student);
    },
  });

  typed.post(`${API_PREFIX}/lessons/homeworks`, {
    schema: {
      tags: ['homework'],
      summary:
        "Set a day's homework for a student or a group (201), or replace the games of the one there (200): " +
        'answers to the old games stop counting, so students who had finished it do it again',
      security: [{ token: [] }],
      body: homeworkSaveBody,
      response: { 200: homeworkDetailSchema, 201: homeworkDetailSchema, 400: errorBody, 403: errorBody },
    },
    attachValidation: true,
    onRequest: auth,
    handler: async (req, reply) => {
      if (req.validationError) {
        const issues = (req.validationError as { validation?: { instancePath?: string; message?: string }[] })
          .validation;
        throw fieldErrors(nestedValidationBody(issues ?? []));
      }
      const b = req.body;
      const target = targetOf(b);
      await assertMayManage(ctx.db, req.user!, target);
      const day = { year: b.year, month: b.month, order: b.order };
      const { homework, created } = await saveHomework(ctx.db, req.user!.id, target, day, b.games, b.only_new);
      return reply.code(created ? 201 : 200).send(await detailOf(ctx.db, homework));
    },
  });

  typed.delete(`${API_PREFIX}/lessons/homeworks/:id`, {
    schema: {
      tags: ['homework'],
      summary: 'Delete a homework (its games and the progress on them)',
      security: [{ token: [] }],
      params: idParams,
      response: { 204: z.null(), 403: errorBody, 404: errorBody },
    },
    onRequest: auth,
    handler: async (req, reply) => {
      const h = await findHomework(ctx.db, req.params.id);
      await assertMayManage(ctx.db, req.user!, targetOfRow(h));
      await ctx.db.delete(homeworks).where(eq(homeworks.id, h.id));
      return reply.code(204).send(null);
    },
  });
}
