import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { resolveInside } from '../gateway/static-site.ts';
import { NOT_FOUND } from '../http/errors.ts';
import { parseByteRange } from './byte-range.ts';
import { ASSET_CACHE, mediaTypeOf, SVG_CSP, UPLOAD_CACHE } from './media-types.ts';

export const MEDIA_PREFIX = '/media/';

interface MediaRoot {
  dir: string;
  cacheControl: string;
}

/** The file for a /media/ path: the committed assets first, then the uploads; null if neither has it. */
async function findFile(roots: MediaRoot[], rel: string) {
  if (mediaTypeOf(rel) === null) return null;
  for (const root of roots) {
    const file = resolveInside(root.dir, rel);
    if (!file) return null; // traversal, dotfile or bad encoding: the same answer for every root
    try {
      // A symlink must not lead out of its root either.
      const [real, realRoot] = await Promise.all([fs.realpath(file), fs.realpath(root.dir)]);
      if (!real.startsWith(realRoot + path.sep)) continue;
      const stat = await fs.stat(real);
      if (stat.isFile()) return { file: real, stat, cacheControl: root.cacheControl };
    } catch {
      // not in this root
    }
  }
  return null;
}

async function sendMedia(roots: MediaRoot[], req: FastifyRequest, reply: FastifyReply) {
  // From the raw URL (decoded once, by resolveInside); indexOf copes with "//media/..." (duplicate slashes are routed).
  const urlPath = req.url.split('?')[0];
  const rel = urlPath.slice(urlPath.indexOf(MEDIA_PREFIX) + MEDIA_PREFIX.length);
  const found = await findFile(roots, `/${rel}`);
  if (!found) return reply.code(404).header('Cache-Control', 'no-cache').send({ detail: NOT_FOUND });
  const { file, stat, cacheControl } = found;
  const type = mediaTypeOf(file)!;
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply
    .header('Content-Type', type)
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString())
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff');
  if (type === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_CSP);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();

  const range = parseByteRange(req.headers.range, stat.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Range', `bytes */${stat.size}`)
      .send({ detail: 'Range not satisfiable.' });
  }
  const { start, end } = range ?? { start: 0, end: stat.size - 1 };
  const length = stat.size === 0 ? 0 : end - start + 1;
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${stat.size}`);
  reply.header('Content-Length', String(length));
  if (req.method === 'HEAD' || length === 0) return reply.send();
  return reply.send(createReadStream(file, { start, end }));
}

/**
 * GET /media/*: the committed seed assets (`api/assets/`: shop artwork, reward videos, lesson clips) and the uploads
 * (`MEDIA_DIR`: avatars). Only media types are served; a miss is a JSON 404 even for a browser navigation (this
 * route is more specific than the gateway's `/*`, so the SPA fallback never sees /media/).
 */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const roots: MediaRoot[] = [
    { dir: path.resolve(ctx.config.assetsDir), cacheControl: ASSET_CACHE },
    { dir: path.resolve(ctx.config.mediaDir), cacheControl: UPLOAD_CACHE },
  ];
  // HEAD is ours, not Fastify's generated one: that one would answer Content-Length: 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}*`,
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: (req, reply) => sendMedia(roots, req, reply),
  });
}
