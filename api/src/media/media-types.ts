import path from 'node:path';

/**
 * What /media/ may serve: images, the reward videos and the lesson clips. Any other extension is not served at all, so a stray
 * .html or .js dropped into a media folder can never run on the site's origin.
 */
const MEDIA_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogg': 'video/ogg',
  '.ogv': 'video/ogg',
  '.mp3': 'audio/mpeg',
};

export function mediaTypeOf(file: string): string | null {
  return MEDIA_TYPES[path.extname(file).toLowerCase()] ?? null;
}

/** Committed seed assets change only with a release: cached for 30 days, revalidated by ETag after that. */
export const ASSET_CACHE = 'public, max-age=2592000';
/** Uploads get a fresh random name each time, so a name never changes content. */
export const UPLOAD_CACHE = 'public, max-age=31536000, immutable';

/** An SVG opened directly must not run scripts on our origin (harmless inside <img>, which ignores this). */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
