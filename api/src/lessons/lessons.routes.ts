import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewedStudentId } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { queryInts, sessionRead } from '../auth/session-read.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';
import { lessons } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';
import { idParams, userQuery } from '@abacus/contract/ids-schema';
import { lessonGroupSchema, lessonSchema } from '@abacus/contract/lessons-schema';
import { perLanguage } from '../http/lang.ts';
import { isStaff } from '@abacus/contract/roles';
import { activeLessonsOf, roleAndOpenedLessons } from './active-lessons.ts';
import { curriculumAt } from './curriculum.ts';
import { toAdminLesson } from './admin-lesson.ts';
import { sanitizeLessonHtml } from './lesson-html.ts';

/** The opened lessons of the student in `?user=` are read with the session (one statement; auth/session-read.ts). */
const openedWithSession = sessionRead(roleAndOpenedLessons);

export function registerLessonRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/lessons/grouped`, {
    schema: {
      tags: ['lessons'],
      summary: 'The curriculum by lesson group, with is_active for that student',
      security: [{ token: [] }],
      querystring: userQuery,
      response: { 200: z.array(lessonGroupSchema) },
    },
    serializerCompiler: compiledSerializer,
    onRequest: openedWithSession.requireAuth(ctx, queryInts('user')),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      const active = await activeLessonsOf(ctx.db, userId, openedWithSession.readFor(req));
      const curriculum = await curriculumAt(ctx.db, active.curriculumVersion);
      return curriculum.map((g) => ({ ...g, lessons: g.lessons.map((l) => ({ ...l, is_active: active.has(l.id) })) }));
    },
  });

  r.get(`${API_PREFIX}/lessons/:id`, {
    schema: {
      tags: ['lessons'],
      summary:
        'One lesson; 404 when it is not open for that student. Staff without ?user= read the stored texts to edit',
      security: [{ token: [] }],
      params: idParams,
      querystring: userQuery,
      response: { 200: lessonSchema },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      if (isStaff(req.user!.role) && req.query.user === undefined) {
        const [row] = await ctx.db.select().from(lessons).where(eq(lessons.id, req.params.id)).limit(1);
        if (!row) throw detail(404, NOT_FOUND);
        return toAdminLesson(row);
      }
      const userId = await viewedStudentId(ctx, req);
      const [lesson] = await ctx.db.select().from(lessons).where(eq(lessons.id, req.params.id)).limit(1);
      // A locked lesson answers exactly like a missing one.
      if (!lesson?.isActive || !(await activeLessonsOf(ctx.db, userId)).has(lesson.id)) throw detail(404, NOT_FOUND);
      return {
        id: lesson.id,
        order: lesson.order,
        is_active: true,
        ...perLanguage('name', lesson.name),
        ...perLanguage('body', lesson.body, sanitizeLessonHtml),
      };
    },
  });
}
