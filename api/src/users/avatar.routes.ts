import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { selfOnly } from '../access/self-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { ApiError, detail, fieldErrors } from '../http/errors.ts';
import { oneFileLimits } from '../http/receive-file.ts';
import { idParams } from '@abacus/contract/ids-schema';
import { avatarAnswer } from '@abacus/contract/users-schema';
import { deleteImage, saveImage } from '../media/stored-images.ts';
import { imageStore } from '../media/upload-stores.ts';
import { detectImageType } from '../media/image-type.ts';
import { reencodeAvatar } from '../media/reencode-avatar.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { EN, text } from '../i18n/server-texts.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
// In the request's language (server-texts: avatar.*); the English ones are exported for the tests.
export const NOT_AN_IMAGE = EN['avatar.notAnImage'];
export const TOO_LARGE = EN['avatar.tooLarge'];
export const NO_FILE = EN['avatar.noFile'];
export const EMPTY_FILE = EN['avatar.empty'];
export const ONE_FILE = EN['avatar.oneFile'];
export const MALFORMED = 'Malformed multipart body.';

type AvatarText = 'avatar.notAnImage' | 'avatar.tooLarge' | 'avatar.noFile' | 'avatar.empty' | 'avatar.oneFile';

/** The bytes of the `photo` file of a multipart body; every failure is a 400 (never a 500, never a stall). */
async function readPhoto(req: FastifyRequest): Promise<Buffer> {
  const photoError = (key: AvatarText) => fieldErrors({ photo: [text(requestLanguage(req), key)] });
  if (!req.isMultipart()) throw photoError('avatar.noFile');
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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoError('avatar.tooLarge');
    if (code === 'FST_FILES_LIMIT') throw photoError('avatar.oneFile');
    req.log.info({ err }, 'rejected multipart body');
    throw detail(400, MALFORMED);
  }
  if (photo === null) throw photoError('avatar.noFile');
  if (photo.length === 0) throw photoError('avatar.empty');
  return photo;
}

export function registerAvatarRoutes(app: FastifyInstance, ctx: AppContext) {
  const images = imageStore(ctx);
  // Multipart is parsed only by this route: everywhere else it stays an unsupported media type.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { ...oneFileLimits(AVATAR_MAX_BYTES), fields: 10, parts: 20 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/users/user/:id/avatar`, {
      schema: {
        tags: ['users'],
        summary:
          'Upload your own avatar: multipart/form-data, field "photo", JPEG or PNG (by content), at most 5 MB; stored re-encoded (no metadata), at most 512 px',
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
        const clean = type && (await reencodeAvatar(bytes, type));
        if (!type || !clean) throw fieldErrors({ photo: [text(requestLanguage(req), 'avatar.notAnImage')] });
        const url = await saveImage(images, 'avatars', clean, type);
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
          await deleteImage(images, 'avatars', url);
          throw err;
        }
        await deleteImage(images, 'avatars', previous).catch((err) => req.log.warn({ err }, 'old avatar not deleted'));
        return { photo: url };
      },
    });
  });
}
