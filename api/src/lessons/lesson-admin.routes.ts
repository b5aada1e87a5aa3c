// Lessons administration (spec 002 "Lessons administration", section 7 "Lessons"): the super franchise creates,
// edits and deletes lessons in the 12 languages; every other role reads them (GET lessons/ and lessons/{id} are in
// assign-lessons.routes.ts and lessons.routes.ts). Bodies are sanitized on save (and again when sent).
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertStaff } from '../access/staff-only.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { lessonGroups, lessons, type Translations } from '../db/schema.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { perLanguage } from '../http/lang.ts';
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { idParams } from '@abacus/contract/ids-schema';
import {
  isBlankHtml,
  type LessonFields,
  LESSON_BODY_MAX,
  LESSON_NAME_MAX,
  lessonCourseSchema,
  lessonCreateBody,
  lessonPatchBody,
  lessonSchema,
} from '@abacus/contract/lessons-schema';
import { FIELD_REQUIRED, NO_PERMISSION, NO_SUCH_CHOICE } from '@abacus/contract/messages';
import { sanitizeLessonHtml } from './lesson-html.ts';
import { toAdminLesson } from './admin-lesson.ts';
import { stampChanged } from './translation-tracker.ts';

/** 12 names and 12 bodies of up to LESSON_BODY_MAX characters each (UTF-8: up to 3 bytes a character, rarely). */
const LESSON_BODY_LIMIT = 12 * (LESSON_BODY_MAX + LESSON_NAME_MAX) * 2;

/** Only the super franchise writes lessons (spec 002 section 6). */
function assertSuper(viewer: AuthUser) {
  if (viewer.role !== 'super_franchise') throw detail(403, NO_PERMISSION);
}

/** The stored texts after applying the sent fields: names trimmed, bodies sanitized. */
function mergeTexts(name: Translations, body: Translations, fields: Partial<LessonFields>) {
  const next = { name: { ...name }, body: { ...body } };
  for (const l of DATA_LANGUAGES) {
    const n = fields[`name_${l}`];
    const b = fields[`body_${l}`];
    if (n !== undefined) next.name[l] = n.trim();
    if (b !== undefined) next.body[l] = isBlankHtml(b) ? '' : sanitizeLessonHtml(b);
  }
  return next;
}

async function assertCourse(ctx: AppContext, id: number | null | undefined) {
  if (id === undefined || id === null) return;
  const [course] = await ctx.db.select({ id: lessonGroups.id }).from(lessonGroups).where(eq(lessonGroups.id, id));
  if (!course) throw fieldErrors({ lesson_group: [NO_SUCH_CHOICE] });
}

export function registerLessonAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/lessons/courses`, {
    schema: {
      tags: ['lessons'],
      summary: 'The courses (lesson groups) a lesson can belong to (staff)',
      security: [{ token: [] }],
      response: { 200: z.array(lessonCourseSchema), 403: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      assertStaff(req.user!);
      const rows = await ctx.db.select().from(lessonGroups).orderBy(asc(lessonGroups.order), asc(lessonGroups.id));
      return rows.map((g) => ({ id: g.id, order: g.order, ...perLanguage('name', g.name) }));
    },
  });

  r.post(`${API_PREFIX}/lessons/`, {
    bodyLimit: LESSON_BODY_LIMIT,
    schema: {
      tags: ['lessons'],
      summary: 'Create a lesson: all 12 names and every body but en (super franchise)',
      security: [{ token: [] }],
      body: lessonCreateBody,
      response: { 201: lessonSchema, 400: errorBody, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      assertSuper(req.user!);
      await assertCourse(ctx, req.body.lesson_group);
      const texts = mergeTexts({}, {}, req.body);
      // A body that sanitizing emptied (only a script, say) is as missing as a blank one.
      const emptied = DATA_LANGUAGES.filter((l) => l !== 'en' && !texts.body[l]);
      if (emptied.length) throw fieldErrors(Object.fromEntries(emptied.map((l) => [`body_${l}`, [FIELD_REQUIRED]])));
      const now = new Date().toISOString();
      const [row] = await ctx.db
        .insert(lessons)
        .values({
          order: req.body.order,
          lessonGroupId: req.body.lesson_group ?? null,
          isActive: true,
          ...texts,
          textsUpdated: stampChanged({ name: {}, body: {}, textsUpdated: {} }, texts, now),
        })
        .returning();
      return reply.code(201).send(toAdminLesson(row));
    },
  });

  r.patch(`${API_PREFIX}/lessons/:id`, {
    bodyLimit: LESSON_BODY_LIMIT,
    schema: {
      tags: ['lessons'],
      summary: 'Change a lesson: only the sent fields (super franchise); the changed languages are stamped',
      security: [{ token: [] }],
      params: idParams,
      body: lessonPatchBody,
      response: { 200: lessonSchema, 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      assertSuper(req.user!);
      await assertCourse(ctx, req.body.lesson_group);
      return ctx.db.transaction(async (tx) => {
        const [before] = await tx.select().from(lessons).where(eq(lessons.id, req.params.id)).for('update');
        if (!before) throw detail(404, NOT_FOUND);
        const texts = mergeTexts(before.name, before.body, req.body);
        const [row] = await tx
          .update(lessons)
          .set({
            ...(req.body.order !== undefined ? { order: req.body.order } : {}),
            ...(req.body.lesson_group !== undefined ? { lessonGroupId: req.body.lesson_group } : {}),
            isActive: true,
            ...texts,
            textsUpdated: stampChanged(before, texts, new Date().toISOString()),
          })
          .where(eq(lessons.id, before.id))
          .returning();
        return toAdminLesson(row);
      });
    },
  });

  r.delete(`${API_PREFIX}/lessons/:id`, {
    schema: {
      tags: ['lessons'],
      summary: 'Delete a lesson and its assignments (super franchise)',
      security: [{ token: [] }],
      params: idParams,
      response: { 204: z.null(), 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      assertSuper(req.user!);
      const gone = await ctx.db.delete(lessons).where(eq(lessons.id, req.params.id)).returning({ id: lessons.id });
      if (!gone.length) throw detail(404, NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
}
