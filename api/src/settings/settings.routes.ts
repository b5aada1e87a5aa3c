// The network owner's settings (issue 11; spec 002 "Settings" is the super franchise's only; spec 000 section 6: only
// the super franchise sees the background tester): GET settings/public for every visitor (the footer's contact
// details and social links, the backgrounds; cached 60 s), GET and PATCH settings, POST and DELETE
// settings/backgrounds/{area} for the super franchise (403 for everyone else, before the body is read).
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { settings } from '../db/schema.ts';
import { detailError, errorBody, parameterError } from '@abacus/contract/errors-schema';
import { deleteImage, saveImage } from '../media/stored-images.ts';
import { imageStore } from '../media/upload-stores.ts';
import {
  backgroundParams,
  DEFAULT_CONTACTS,
  publicSettingsSchema,
  settingsPatchBody,
  settingsSchema,
} from '@abacus/contract/settings-schema';
import { IMAGE_UPLOAD_LIMITS, readCleanImage, superOnly, swapStoredUrl } from './background-upload.ts';
import { backgroundKey, CONTACTS_KEY, publicPart, readSettings } from './settings-store.ts';

export const PUBLIC_SETTINGS_CACHE = 'public, max-age=60';

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const images = imageStore(ctx);

  r.get(`${API_PREFIX}/settings/public`, {
    schema: {
      tags: ['settings'],
      summary:
        "The school’s public settings: contact details and social links of the footer ('' = not shown), the background of each area (or null)",
      response: { 200: publicSettingsSchema },
    },
    handler: async (_req, reply) => {
      // The same for everyone and changed rarely: every visitor's page asks for it, so browsers may keep it a minute.
      reply.header('Cache-Control', PUBLIC_SETTINGS_CACHE);
      return publicPart(await readSettings(ctx.db));
    },
  });

  r.get(`${API_PREFIX}/settings`, {
    schema: {
      tags: ['settings'],
      summary: 'The settings for the Settings page (super franchise)',
      security: [{ token: [] }],
      response: { 200: settingsSchema, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    preValidation: superOnly,
    handler: () => readSettings(ctx.db),
  });

  r.patch(`${API_PREFIX}/settings`, {
    schema: {
      tags: ['settings'],
      summary:
        'Change contact details and social links (super franchise): fields not sent keep their value; e-mails valid, links https only',
      security: [{ token: [] }],
      body: settingsPatchBody,
      response: { 200: settingsSchema, 400: errorBody, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    preValidation: superOnly,
    handler: async (req) => {
      const sent = Object.fromEntries(Object.entries(req.body).filter(([, value]) => value !== undefined));
      const by = req.user!.id;
      // One statement: a first save starts from the defaults, a later one merges into what is stored (jsonb ||), so
      // two owners saving different fields at once both keep theirs.
      await ctx.db
        .insert(settings)
        .values({ key: CONTACTS_KEY, value: { ...DEFAULT_CONTACTS, ...sent }, updatedBy: by })
        .onConflictDoUpdate({
          target: settings.key,
          set: {
            value: sql`${settings.value} || ${JSON.stringify(sent)}::jsonb`,
            updated: new Date(),
            updatedBy: by,
          },
        });
      return readSettings(ctx.db);
    },
  });

  r.delete(`${API_PREFIX}/settings/backgrounds/:area`, {
    schema: {
      tags: ['settings'],
      summary: 'Remove an area’s background (super franchise): the built-in look comes back; the file is deleted',
      security: [{ token: [] }],
      params: backgroundParams,
      response: { 200: settingsSchema, 400: parameterError, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    preValidation: superOnly,
    handler: async (req) => {
      const previous = await swapStoredUrl(ctx.db, backgroundKey(req.params.area), null, req.user!.id);
      await deleteImage(images, 'backgrounds', previous).catch((err) =>
        req.log.warn({ err }, 'old background not deleted'),
      );
      return readSettings(ctx.db);
    },
  });

  // Multipart is parsed only by the upload route: everywhere else it stays an unsupported media type.
  app.register(async (scope) => {
    await scope.register(multipart, {
      // @fastify/multipart does not obey bodyLimit: every limit is set here.
      limits: IMAGE_UPLOAD_LIMITS,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/settings/backgrounds/:area`, {
      schema: {
        tags: ['settings'],
        summary:
          'Upload an area’s background (super franchise): multipart/form-data, field "image", JPEG or PNG (by content), at most 5 MB; stored re-encoded (no metadata), at most 2560 px; replaces (and deletes) the previous one',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        params: backgroundParams,
        response: { 200: settingsSchema, 400: errorBody, 403: detailError },
      },
      onRequest: requireAuth(ctx),
      preValidation: superOnly,
      handler: async (req) => {
        const url = await saveImage(images, 'backgrounds', ...(await readCleanImage(req)));
        let previous: string | null;
        try {
          previous = await swapStoredUrl(ctx.db, backgroundKey(req.params.area), url, req.user!.id);
        } catch (err) {
          await deleteImage(images, 'backgrounds', url);
          throw err;
        }
        await deleteImage(images, 'backgrounds', previous).catch((err) =>
          req.log.warn({ err }, 'old background not deleted'),
        );
        return readSettings(ctx.db);
      },
    });
  });
}
