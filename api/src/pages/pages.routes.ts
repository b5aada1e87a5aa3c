// The public static pages (spec 002 "Static pages", section 7): GET pages/{static} for everyone, signed in or not;
// POST pages/{static} by the super franchise. A page never saved answers its built-in text (./default-pages.ts), so a
// new school has real pages before anyone edits them. HTML is sanitized on save and again when sent.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { staticPages, type Translations } from '../db/schema.ts';
import { detail } from '../http/errors.ts';
import { sanitizeLessonHtml } from '../lessons/lesson-html.ts';
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { NO_PERMISSION } from '@abacus/contract/messages';
import {
  isStaticPage,
  type StaticPage,
  staticPageBody,
  staticPageParams,
  staticPageSchema,
  STATIC_PAGE_TEXT_MAX,
  type StaticPageTexts,
  UNKNOWN_PAGE,
} from '@abacus/contract/static-pages-schema';
import { isBlankHtml } from '@abacus/contract/lessons-schema';
import { DEFAULT_PAGES } from './default-pages.ts';

function pageOf(slug: string): StaticPage {
  // Spec 002 section 8: "Static page 400: Dashboard 404 page".
  if (!isStaticPage(slug)) throw detail(400, UNKNOWN_PAGE);
  return slug;
}

const answer = (text: Translations, updated: Date | null): StaticPageTexts =>
  ({
    ...Object.fromEntries(DATA_LANGUAGES.map((l) => [`text_${l}`, sanitizeLessonHtml(text[l] ?? '')])),
    updated: updated?.toISOString() ?? null,
  }) as StaticPageTexts;

export function registerStaticPageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/pages/:static`, {
    schema: {
      tags: ['pages'],
      summary: 'A public static page in the 12 languages (400 for a page that does not exist)',
      params: staticPageParams,
      response: { 200: staticPageSchema, 400: detailError },
    },
    handler: async (req, reply) => {
      const slug = pageOf(req.params.static);
      const [row] = await ctx.db.select().from(staticPages).where(eq(staticPages.slug, slug));
      // Asked again each time: the editor must never start from an old copy, and an edit shows at once.
      reply.header('Cache-Control', 'no-cache');
      return row ? answer(row.text, row.updated) : answer(DEFAULT_PAGES[slug], null);
    },
  });

  r.post(`${API_PREFIX}/pages/:static`, {
    // The 12 texts of up to STATIC_PAGE_TEXT_MAX characters each (the app's default body limit is 100 KB).
    bodyLimit: 12 * STATIC_PAGE_TEXT_MAX * 2,
    schema: {
      tags: ['pages'],
      summary: 'Save a static page (super franchise); the texts sent replace those languages',
      security: [{ token: [] }],
      params: staticPageParams,
      body: staticPageBody,
      response: { 200: staticPageSchema, 400: errorBody, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      if (req.user!.role !== 'super_franchise') throw detail(403, NO_PERMISSION);
      const slug = pageOf(req.params.static);
      return ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(staticPages).where(eq(staticPages.slug, slug)).for('update');
        const text: Translations = { ...(row?.text ?? DEFAULT_PAGES[slug]) };
        for (const l of DATA_LANGUAGES) {
          const sent = req.body[`text_${l}`];
          if (sent !== undefined) text[l] = isBlankHtml(sent) ? '' : sanitizeLessonHtml(sent);
        }
        const [saved] = await tx
          .insert(staticPages)
          .values({ slug, text, updatedBy: req.user!.id, updated: new Date() })
          .onConflictDoUpdate({
            target: staticPages.slug,
            set: { text, updatedBy: req.user!.id, updated: new Date() },
          })
          .returning();
        return answer(saved.text, saved.updated);
      });
    },
  });
}
