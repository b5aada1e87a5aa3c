// The lesson assignment of the staff lists (spec 002 sections 2 "Lesson-assignment modal", 7): GET lessons/?user=
// or ?group= (every lesson, those open for the target checked) and POST users/user/{id}/lessons or groups/{id}/lessons
// {lessons} (the checked set: what is not in it is closed for that target, in one transaction). Staff only, on the
// students and groups of their subtree. A student's lesson opened for their group stays open through the group.
import { and, asc, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope, visibleGroupIds, visibleStudentIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { lessonActivations, lessons, users } from '../db/schema.ts';
import { perLanguage } from '../http/lang.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { assignedLesson, assignedLessonsQuery, assignLessonsBody } from '@abacus/contract/lessons-schema';
import { NO_SUCH_CHOICE } from '@abacus/contract/messages';
import { trackTranslations } from './translation-tracker.ts';

type Target = { user: number } | { group: number };

async function assertTarget(ctx: AppContext, req: FastifyRequest, target: Target) {
  const viewer = req.user!;
  assertStaff(viewer);
  const ok =
    'user' in target
      ? await inScope(ctx.db, visibleStudentIds(viewer), target.user)
      : await inScope(ctx.db, visibleGroupIds(viewer), target.group);
  if (!ok) throw detail(404, NOT_FOUND);
}

const activationOf = (target: Target): SQL =>
  'user' in target ? eq(lessonActivations.userId, target.user) : eq(lessonActivations.groupId, target.group);

/** Replaces the target's open lessons by `ids`, in one transaction. */
async function setLessons(db: Db, target: Target, ids: number[]) {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    if (unique.length) {
      const known = await tx.select({ id: lessons.id }).from(lessons).where(inArray(lessons.id, unique));
      if (known.length !== unique.length) throw fieldErrors({ lessons: [NO_SUCH_CHOICE] });
    }
    await tx
      .delete(lessonActivations)
      .where(and(activationOf(target), unique.length ? notInArray(lessonActivations.lessonId, unique) : undefined));
    if (unique.length) {
      await tx
        .insert(lessonActivations)
        .values(
          unique.map((lessonId) => ({
            lessonId,
            ...('user' in target ? { userId: target.user } : { groupId: target.group }),
          })),
        )
        .onConflictDoNothing();
    }
  });
}

export function registerAssignLessonRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/lessons/`, {
    schema: {
      tags: ['lessons'],
      summary:
        'Every lesson with its translation tracker (staff); with ?user= or ?group= those open for that target checked',
      security: [{ token: [] }],
      querystring: assignedLessonsQuery,
      response: { 200: z.array(assignedLesson), 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      assertStaff(req.user!);
      const target: Target | null =
        req.query.user !== undefined
          ? { user: req.query.user }
          : req.query.group !== undefined
            ? { group: req.query.group }
            : null;
      const all = await ctx.db.select().from(lessons).orderBy(asc(lessons.order), asc(lessons.id));
      const item = (l: (typeof all)[number], isActive: boolean, viaGroup: boolean) => ({
        id: l.id,
        order: l.order,
        is_active: isActive,
        via_group: viaGroup,
        lesson_group: l.lessonGroupId,
        translations: trackTranslations(l),
        ...perLanguage('name', l.name),
      });
      if (!target) return all.map((l) => item(l, l.isActive, false));
      await assertTarget(ctx, req, target);
      let groupId: number | null = null;
      if ('user' in target) {
        const [student] = await ctx.db.select({ groupId: users.groupId }).from(users).where(eq(users.id, target.user));
        groupId = student?.groupId ?? null;
      }
      const open = await ctx.db
        .select({ lessonId: lessonActivations.lessonId, groupId: lessonActivations.groupId })
        .from(lessonActivations)
        .where(or(activationOf(target), groupId === null ? undefined : eq(lessonActivations.groupId, groupId)));
      const direct = new Set(open.filter((a) => a.groupId === null || !('user' in target)).map((a) => a.lessonId));
      const viaGroup = new Set(open.filter((a) => 'user' in target && a.groupId !== null).map((a) => a.lessonId));
      return all.map((l) => item(l, direct.has(l.id), viaGroup.has(l.id)));
    },
  });

  for (const kind of ['user', 'group'] as const) {
    r.post(`${API_PREFIX}/${kind === 'user' ? 'users/user' : 'groups'}/:id/lessons`, {
      schema: {
        tags: ['lessons'],
        summary: `Open exactly these lessons for a ${kind === 'user' ? 'student' : 'group'} of your subtree`,
        security: [{ token: [] }],
        params: idParams,
        body: assignLessonsBody,
        response: { 204: z.null(), 400: errorBody, 403: detailError, 404: detailError },
      },
      onRequest: requireAuth(ctx),
      handler: async (req, reply) => {
        const target: Target = kind === 'user' ? { user: req.params.id } : { group: req.params.id };
        await assertTarget(ctx, req, target);
        await setLessons(ctx.db, target, req.body.lessons);
        return reply.code(204).send(null);
      },
    });
  }
}
