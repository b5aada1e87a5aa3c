import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewedStudentId } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { queryInts, sessionRead } from '../auth/session-read.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { compiledSerializerOfKeptAnswers } from '../http/compiled-serializer.ts';
import { lessons } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';
import { idParams, userQuery } from '@abacus/contract/ids-schema';
import { lessonGroupSchema, lessonSchema } from '@abacus/contract/lessons-schema';
import { perLanguage } from '../http/lang.ts';
import { isStaff } from '@abacus/contract/roles';
import { type ActiveLessons, activeLessonsOf, roleAndOpenedLessons } from './active-lessons.ts';
import { type Curriculum, curriculumAt } from './curriculum.ts';
import { toAdminLesson } from './admin-lesson.ts';
import { sanitizeLessonHtml } from './lesson-html.ts';

/** The opened lessons of the student in `?user=` are read with the session (one statement; auth/session-read.ts). */
const openedWithSession = sessionRead(roleAndOpenedLessons);

type GroupedAnswer = z.infer<typeof lessonGroupSchema>[];
/** Per curriculum (a new version, a new object): the answers for each set of open lessons, at most this many. */
const KEPT_ANSWERS = 256;
const answersOf = new WeakMap<Curriculum, Map<string, GroupedAnswer>>();

/**
 * The curriculum with `is_active` for one set of open lessons. A group's students have the same lessons open, so the
 * answer is kept, frozen, per curriculum and set, and written once (compiledSerializerOfKeptAnswers): what is per
 * request is the session, the viewer's check and the student's open lessons, read with the session.
 */
function groupedAnswer(curriculum: Curriculum, active: ActiveLessons): GroupedAnswer {
  let answers = answersOf.get(curriculum);
  if (!answers) {
    answers = new Map();
    answersOf.set(curriculum, answers);
  }
  let answer = answers.get(active.key);
  if (!answer) {
    answer = Object.freeze(
      curriculum.map((g) =>
        Object.freeze({
          ...g,
          lessons: Object.freeze(g.lessons.map((l) => Object.freeze({ ...l, is_active: active.has(l.id) }))),
        }),
      ),
    ) as GroupedAnswer;
    if (answers.size >= KEPT_ANSWERS) answers.clear();
    answers.set(active.key, answer);
  }
  return answer;
}

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
    serializerCompiler: compiledSerializerOfKeptAnswers,
    onRequest: openedWithSession.requireAuth(ctx, queryInts('user')),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      const active = await activeLessonsOf(ctx.db, userId, openedWithSession.readFor(req));
      return groupedAnswer(await curriculumAt(ctx.db, active.curriculumVersion), active);
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
