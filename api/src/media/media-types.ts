import path from 'node:path';
import { contentTypeOf } from '../http/static-file.ts';

/**
 * What /media/ may serve: images, the reward videos and the lesson clips. Any other extension is not served at all, so a stray
 * .html or .js dropped into a media folder can never run on the site's origin.
 */
const MEDIA_EXTENSIONS = new Set([
  '.svg',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.gif',
  '.mp4',
  '.webm',
  '.ogg',
  '.ogv',
  '.mp3',
]);

export function mediaTypeOf(file: string): string | null {
  const ext = path.extname(file).toLowerCase();
  if (!MEDIA_EXTENSIONS.has(ext)) return null;
  // An Ogg file under /media/ is a reward video (the site's own .ogg files are sounds).
  return ext === '.ogg' ? 'video/ogg' : contentTypeOf(file);
}

/** Committed seed assets change only with a release: cached for 30 days, revalidated by ETag after that. */
export const ASSET_CACHE = 'public, max-age=2592000';

/** An SVG opened directly must not run scripts on our origin (harmless inside <img>, which ignores this). */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
