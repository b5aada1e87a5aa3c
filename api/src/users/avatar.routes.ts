import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { selfOnly } from '../access/self-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { ApiError, detail, fieldErrors } from '../http/errors.ts';
import { idParams } from '@abacus/contract/ids-schema';
import { avatarAnswer } from '@abacus/contract/users-schema';
import { deleteAvatar, saveAvatar } from '../media/avatar-files.ts';
import { detectImageType } from '../media/image-type.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Upload a valid image. Only JPEG and PNG files are accepted.';
export const TOO_LARGE = 'The file is too large: at most 5 MB.';
export const NO_FILE = 'No file was submitted.';
export const EMPTY_FILE = 'The submitted file is empty.';
export const ONE_FILE = 'Send one file, in the field "photo".';
export const MALFORMED = 'Malformed multipart body.';

const photoError = (message: string) => fieldErrors({ photo: [message] });

/** The bytes of the `photo` file of a multipart body; every failure is a 400 (never a 500, never a stall). */
async function readPhoto(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw photoError(NO_FILE);
  let photo: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'photo') photo = await part.toBuffer();
      else for await (const _ of part.file); // drain, or the iterator never moves on
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoError(TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw photoError(ONE_FILE);
    req.log.info({ err }, 'rejected multipart body');
    throw detail(400, MALFORMED);
  }
  if (photo === null) throw photoError(NO_FILE);
  if (photo.length === 0) throw photoError(EMPTY_FILE);
  return photo;
}

export function registerAvatarRoutes(app: FastifyInstance, ctx: AppContext) {
  // Multipart is parsed only by this route: everywhere else it stays an unsupported media type.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 20, headerPairs: 50 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/users/user/:id/avatar`, {
      schema: {
        tags: ['users'],
        summary: 'Upload your own avatar: multipart/form-data, field "photo", JPEG or PNG (by content), at most 5 MB',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: avatarAnswer },
      },
      onRequest: requireAuth(ctx),
      preValidation: selfOnly(ctx),
      handler: async (req) => {
        const bytes = await readPhoto(req);
        const type = detectImageType(bytes);
        if (!type) throw photoError(NOT_AN_IMAGE);
        const { mediaDir } = ctx.config;
        const url = await saveAvatar(mediaDir, bytes, type);
        let previous: string | null;
        try {
          previous = await ctx.db.transaction(async (tx) => {
            // Row lock: two uploads at once each delete exactly the file the other replaced.
            const [row] = await tx
              .select({ photo: users.photo })
              .from(users)
              .where(eq(users.id, req.user!.id))
              .for('update');
            await tx.update(users).set({ photo: url }).where(eq(users.id, req.user!.id));
            return row.photo;
          });
        } catch (err) {
          await deleteAvatar(mediaDir, url);
          throw err;
        }
        await deleteAvatar(mediaDir, previous).catch((err) => req.log.warn({ err }, 'old avatar not deleted'));
        return { photo: url };
      },
    });
  });
}
