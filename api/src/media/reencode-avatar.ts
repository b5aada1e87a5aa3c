import sharp from 'sharp';
import type { ImageType } from './image-type.ts';

/** The longest side a stored avatar keeps (it is shown at most 200 px wide, twice that on dense screens). */
export const AVATAR_MAX_SIDE = 512;

/**
 * Decodes the upload and encodes a new image of the same type from its pixels only: EXIF and every other metadata (a
 * child photo's GPS position included) are dropped, the picture is turned upright by its EXIF orientation first, and
 * anything hidden in the file beside the pixels (a polyglot's HTML or script) does not survive. Null when the bytes do
 * not decode as an image.
 */
export async function reencodeAvatar(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    return await (type.ext === 'png'
      ? image.png({ compressionLevel: 9 })
      : image.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
  } catch {
    return null;
  }
}
