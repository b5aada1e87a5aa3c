import sharp from 'sharp';
import type { ImageType } from '../media/image-type.ts';

/** The widest a stored background is (a 1280 px wide screen at twice the density); the height follows. */
export const BACKGROUND_MAX_WIDTH = 2560;
/** The tallest, so a very narrow picture cannot make a huge file either. */
export const BACKGROUND_MAX_HEIGHT = 2560;

/**
 * Like the avatars (media/reencode-avatar.ts): decodes the upload and encodes a new picture of the same type from
 * its pixels only, turned upright by its EXIF orientation, with no metadata (a phone photo's GPS position) and
 * nothing hidden beside the pixels; scaled down to fit 2560 x 2560, never up. Null when the bytes do not decode.
 */
export async function reencodeBackground(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(BACKGROUND_MAX_WIDTH, BACKGROUND_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true });
    return await (type.ext === 'png'
      ? image.png({ compressionLevel: 9, adaptiveFiltering: true })
      : image.jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer();
  } catch {
    return null;
  }
}
