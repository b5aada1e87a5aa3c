// Uploading a picture the super franchise sets (an area's background, a puzzle slide's image): the `image` file of a
// multipart body, checked by its content (JPEG or PNG), re-encoded without metadata, and the stored URL swapped
// under a row lock so that the replaced file can be deleted.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { ApiError, detail, fieldErrors } from '../http/errors.ts';
import { oneFileLimits } from '../http/receive-file.ts';
import { detectImageType, type ImageType } from '../media/image-type.ts';
import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED, NO_FILE_CHOSEN, NO_PERMISSION } from '@abacus/contract/messages';
import { BACKGROUND_MAX_BYTES } from '@abacus/contract/settings-schema';
import { reencodeBackground } from './reencode-background.ts';
import { backgroundUrlOf } from './settings-store.ts';

export const MALFORMED = 'Malformed multipart body.';

/** The limits of an image upload (a background, a puzzle's picture). */
export const IMAGE_UPLOAD_LIMITS = oneFileLimits(BACKGROUND_MAX_BYTES);

/** preValidation of every write (after requireAuth): the super franchise only, before the body is looked at. */
export async function superOnly(req: FastifyRequest): Promise<void> {
  if (req.user!.role !== 'super_franchise') throw detail(403, NO_PERMISSION);
}

/** The bytes of the `image` file of a multipart body; every failure is a 400 (never a 500, never a stall). */
async function readImage(req: FastifyRequest): Promise<Buffer> {
  const imageError = (message: string) => fieldErrors({ image: [message] });
  if (!req.isMultipart()) throw imageError(NO_FILE_CHOSEN);
  let image: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'image' && image === null) image = await part.toBuffer();
      else for await (const _ of part.file); // drain, or the iterator never moves on
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageError(IMAGE_TOO_LARGE);
    req.log.info({ err }, 'rejected multipart body');
    throw detail(400, MALFORMED);
  }
  if (image === null || image.length === 0) throw imageError(NO_FILE_CHOSEN);
  return image;
}

/**
 * Sets the URL kept under a settings key (null: none) under a row lock and answers the one it replaced, so that two writes at
 * once each delete exactly the file the other one replaced.
 */
export async function swapStoredUrl(db: Db, key: string, url: string | null, by: number) {
  return db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key, value: { url: null }, updatedBy: by })
      .onConflictDoNothing();
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update');
    await tx.update(settings).set({ value: { url }, updated: new Date(), updatedBy: by }).where(eq(settings.key, key));
    return backgroundUrlOf(row?.value);
  });
}

/** The re-encoded picture of the request's `image` file; a 400 on "image" for anything but a JPEG or PNG. */
export async function readCleanImage(req: FastifyRequest): Promise<[Buffer, ImageType]> {
  const bytes = await readImage(req);
  const type = detectImageType(bytes);
  const clean = type && (await reencodeBackground(bytes, type));
  if (!type || !clean) throw fieldErrors({ image: [IMAGE_TYPE_REFUSED] });
  return [clean, type];
}
