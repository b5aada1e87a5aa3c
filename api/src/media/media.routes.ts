// The /media/ route: the seed assets shipped in api/assets/ and the uploaded pictures, with headers keeping them inert.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { NOT_FOUND } from '../http/errors.ts';
import { IMMUTABLE, resolveInside, sendFile } from '../http/static-file.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { ASSET_CACHE, mediaTypeOf, SVG_CSP } from './media-types.ts';
import { sendBlob } from './send-blob.ts';
import { imageKeyOf } from './stored-images.ts';
import { imageStore } from './upload-stores.ts';

export const MEDIA_PREFIX = '/media/';

interface MediaRoot {
  /** The folder's real path (symlinks resolved). */
  dir: string;
  cacheControl: string;
}

/** A root by its real path, resolved once at start; null when the folder cannot be had (nothing to serve from it). */
function mediaRoot(dir: string, cacheControl: string, create: boolean): MediaRoot | null {
  try {
    if (create) fs.mkdirSync(dir, { recursive: true });
    return { dir: fs.realpathSync(path.resolve(dir)), cacheControl };
  } catch {
    return null;
  }
}

/** The file for a /media/ path: the committed assets first, then the uploads; null if neither has it. */
async function findFile(roots: MediaRoot[], rel: string) {
  if (mediaTypeOf(rel) === null) return null;
  for (const root of roots) {
    const file = resolveInside(root.dir, rel);
    if (!file) return null; // traversal, dotfile or bad encoding: the same answer for every root
    try {
      // A symlink must not lead out of its root either.
      const real = await fs.promises.realpath(file);
      if (!real.startsWith(root.dir + path.sep)) continue;
      const stat = await fs.promises.stat(real);
      if (stat.isFile()) return { file: real, stat, cacheControl: root.cacheControl };
    } catch {
      // not in this root
    }
  }
  return null;
}

/** What every /media/ answer says beside its type: never sniffed, and an SVG never runs script. */
const mediaHeaders = (contentType: string): Record<string, string> => ({
  'X-Content-Type-Options': 'nosniff',
  ...(contentType === 'image/svg+xml' ? { 'Content-Security-Policy': SVG_CSP } : {}),
});

/** Where /media/ finds files: folders on disk, then (object storage configured) the stored pictures in the store. */
interface MediaSources {
  roots: MediaRoot[];
  images: BlobStore | null;
}

async function sendMedia(sources: MediaSources, req: FastifyRequest, reply: FastifyReply) {
  // From the raw URL (decoded once, by resolveInside); indexOf copes with "//media/..." (duplicate slashes are routed).
  const urlPath = req.url.split('?')[0];
  const rel = urlPath.slice(urlPath.indexOf(MEDIA_PREFIX) + MEDIA_PREFIX.length);
  const notFound = () => reply.code(404).header('Cache-Control', 'no-cache').send({ detail: NOT_FOUND });
  const found = await findFile(sources.roots, `/${rel}`);
  if (found) {
    const contentType = mediaTypeOf(found.file)!;
    return sendFile(req, reply, { ...found, contentType, headers: mediaHeaders(contentType), ranges: true });
  }
  const { images } = sources;
  const key = images ? imageKeyOf(rel) : null;
  if (!images || !key) return notFound();
  const contentType = mediaTypeOf(key)!;
  const sent = await sendBlob(req, reply, images, {
    key,
    contentType,
    // Uploads get a fresh random name each time, so a name never changes content.
    cacheControl: IMMUTABLE,
    headers: mediaHeaders(contentType),
  });
  return sent ?? notFound();
}

/**
 * GET /media/*: the committed seed assets (`api/assets/`: shop artwork, reward videos, lesson clips) and the uploads
 * (`MEDIA_DIR`; with STORAGE_BACKEND=s3 the object storage: avatars, backgrounds, puzzle pictures). Only media types
 * are served; a miss is a JSON 404 even for a browser navigation (this route is more specific than the gateway's `/*`,
 * so the SPA fallback never sees /media/).
 */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const shared = ctx.blobs.shared;
  const sources: MediaSources = {
    roots: [
      mediaRoot(ctx.config.assetsDir, ASSET_CACHE, false),
      // Uploads get a fresh random name each time, so a name never changes content. The folder is ours: made if new.
      // With object storage the uploads are all in the store, and MEDIA_DIR is not used at all.
      shared ? null : mediaRoot(ctx.config.mediaDir, IMMUTABLE, true),
    ].filter((root) => root !== null),
    images: shared ? imageStore(ctx) : null,
  };
  // HEAD is ours, not Fastify's generated one: that one would answer Content-Length: 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}*`,
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: (req, reply) => sendMedia(sources, req, reply),
  });
}
