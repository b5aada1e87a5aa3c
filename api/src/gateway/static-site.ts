import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built frontend (STATIC_ROOT) from the API server so the product is one URL:
 * - GET /remotes.json: re-read on every request (edited at runtime to ship/roll back a remote), no-cache;
 * - /remotes/**: versioned remote builds, immutable for a year, CORS *;
 * - other files: index.html, sw.js, shell-version.json, /config/*.json no-cache; hashed names long-cached;
 *   everything else no-cache (revalidated with ETag);
 * - unknown GETs that accept text/html (outside /api/ and /generator/): index.html with 200 (see spaFallback).
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.cjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/remotes/')) return IMMUTABLE;
  const base = path.posix.basename(urlPath);
  if (base === 'index.html' || base === 'sw.js' || base === 'shell-version.json') return NO_CACHE;
  if (urlPath.startsWith('/config/')) return NO_CACHE;
  return HASHED_NAME.test(base) ? IMMUTABLE : NO_CACHE;
}

/** Maps a URL path to a file strictly inside root, or null (traversal, dotfiles, bad encoding). */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return null;
  const file = path.join(root, ...segments);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

const isReserved = (urlPath: string) =>
  urlPath === '/api' || urlPath.startsWith('/api/') || urlPath === '/generator' || urlPath.startsWith('/generator/');

async function sendFile(req: FastifyRequest, reply: FastifyReply, file: string, urlPath: string) {
  let stat;
  try {
    stat = await fs.stat(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply
    .header('Content-Type', contentTypeOf(file))
    .header('Cache-Control', cacheControlFor(urlPath))
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString());
  if (urlPath.startsWith('/remotes/')) reply.header('Access-Control-Allow-Origin', '*');
  if (req.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return true;
  }
  reply.header('Content-Length', String(stat.size));
  if (req.method === 'HEAD') {
    await reply.send();
    return true;
  }
  await reply.send(createReadStream(file));
  return true;
}

const pathOf = (req: FastifyRequest) => req.url.split('?')[0];

/** Sends index.html for a browser navigation to an unknown path; false when not applicable. */
export async function spaFallback(root: string, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const urlPath = pathOf(req);
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isReserved(urlPath)) return false;
  if (!String(req.headers.accept ?? '').includes('text/html')) return false;
  return sendFile(req, reply, path.join(root, 'index.html'), '/index.html');
}

export function registerStaticSite(app: FastifyInstance, rootDir: string) {
  const root = path.resolve(rootDir);

  app.get('/remotes.json', { schema: { hide: true } }, async (req, reply) => {
    let body: string;
    try {
      body = await fs.readFile(path.join(root, 'remotes.json'), 'utf8');
    } catch {
      return reply.code(404).header('Cache-Control', NO_CACHE).send({ detail: 'Not found.' });
    }
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Cache-Control', NO_CACHE)
      .header('Access-Control-Allow-Origin', '*')
      .send(body);
  });

  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const urlPath = pathOf(req);
    if (isReserved(urlPath)) return reply.callNotFound();
    const file = resolveInside(root, urlPath === '/' ? '/index.html' : urlPath);
    if (file && (await sendFile(req, reply, file, urlPath === '/' ? '/index.html' : urlPath))) return reply;
    return reply.callNotFound();
  });
}
