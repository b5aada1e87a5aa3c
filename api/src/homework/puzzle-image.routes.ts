// The puzzle's picture per slide (spec 002 section 7 "Storage": download_puzzle_image, upload_puzzle_image,
// delete_puzzle_image with ?slide=n). Every signed-in user may read it (the student's puzzle, the staff calendar);
// only the super franchise changes it. The pictures are kept like the areas' backgrounds (re-encoded JPEG or PNG under
// a new random name each time, media/stored-images.ts); the URL is kept in the settings table under `puzzle.<slide>`.
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { settings } from '../db/schema.ts';
import { deleteImage, saveImage } from '../media/stored-images.ts';
import { imageStore } from '../media/upload-stores.ts';
import { IMAGE_UPLOAD_LIMITS, readCleanImage, superOnly, swapStoredUrl } from '../settings/background-upload.ts';
import { backgroundUrlOf } from '../settings/settings-store.ts';
import { detailError, errorBody, parameterError } from '@abacus/contract/errors-schema';
import { FIRST_SLIDE, LAST_SLIDE } from '@abacus/contract/homework';

const slideQuery = z.object({
  slide: z
    .string()
    .regex(/^\d{1,2}$/, 'A valid integer is required.')
    .transform(Number)
    .pipe(z.number().int().min(FIRST_SLIDE).max(LAST_SLIDE))
    .describe('the slide, 1-64'),
});
const linkSchema = z.object({ link: z.string().nullable().describe("the slide's picture, or null: the default one") });
const keyOf = (slide: number) => `puzzle.${slide}`;
const BASE = `${API_PREFIX}/storage/files`;

export function registerPuzzleImageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const images = imageStore(ctx);
  const auth = requireAuth(ctx);

  r.get(`${BASE}/download_puzzle_image/`, {
    schema: {
      tags: ['homework'],
      summary: "A puzzle slide's picture (null when the super franchise set none: the screens show their default)",
      security: [{ token: [] }],
      querystring: slideQuery,
      response: { 200: linkSchema, 400: parameterError },
    },
    onRequest: auth,
    handler: async (req) => {
      const [row] = await ctx.db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, keyOf(req.query.slide)));
      return { link: backgroundUrlOf(row?.value) };
    },
  });

  r.delete(`${BASE}/delete_puzzle_image/`, {
    schema: {
      tags: ['homework'],
      summary: "Remove a puzzle slide's picture (super franchise): the default picture comes back",
      security: [{ token: [] }],
      querystring: slideQuery,
      response: { 200: linkSchema, 400: parameterError, 403: detailError },
    },
    onRequest: auth,
    preValidation: superOnly,
    handler: async (req) => {
      const previous = await swapStoredUrl(ctx.db, keyOf(req.query.slide), null, req.user!.id);
      await deleteImage(images, 'backgrounds', previous).catch((err) =>
        req.log.warn({ err }, 'old puzzle image not deleted'),
      );
      return { link: null };
    },
  });

  app.register(async (scope) => {
    await scope.register(multipart, { limits: IMAGE_UPLOAD_LIMITS });
    scope.withTypeProvider<ZodTypeProvider>().post(`${BASE}/upload_puzzle_image/`, {
      schema: {
        tags: ['homework'],
        summary:
          'Set a puzzle slide\'s picture (super franchise): multipart field "image", JPEG or PNG, at most 5 MB; replaces the previous one',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        querystring: slideQuery,
        response: { 200: linkSchema, 400: errorBody, 403: detailError },
      },
      onRequest: auth,
      preValidation: superOnly,
      handler: async (req) => {
        const url = await saveImage(images, 'backgrounds', ...(await readCleanImage(req)));
        let previous: string | null;
        try {
          previous = await swapStoredUrl(ctx.db, keyOf(req.query.slide), url, req.user!.id);
        } catch (err) {
          await deleteImage(images, 'backgrounds', url);
          throw err;
        }
        await deleteImage(images, 'backgrounds', previous).catch((err) =>
          req.log.warn({ err }, 'old puzzle image not deleted'),
        );
        return { link: url };
      },
    });
  });
}
