import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings, COMPRESSIBLE_FILE, ENCODING_SUFFIX } from '../http/content-encoding.ts';
import { contentTypeOf, IMMUTABLE, NO_CACHE, resolveInside, sendFile } from '../http/static-file.ts';
import { ownerOf } from '@abacus/contract/remote-paths';

/**
 * Serves the built frontend (STATIC_ROOT) from the API server so the product is one URL:
 * - GET /remotes.json: re-read on every request (edited at runtime to ship/roll back a remote), no-cache;
 * - /remotes/**: versioned remote builds, immutable for a year, CORS *;
 * - other files: index.html, app.html, sw.js, shell-version.json, /config/*.json no-cache; hashed names long-cached;
 *   everything else no-cache (revalidated with ETag);
 * - text files as the build's brotli or gzip copy (`name.br`, `name.gz`) when the client accepts it and the copy is
 *   not older than the file;
 * - releases.json, releases.log and staging folders of `pnpm release`: never served;
 * - GETs of a path some area of the site owns: app.html (or index.html) with 200, whatever they accept; of any other
 *   path (outside /api/ and /generator/), for a browser (text/html): the same page with 404, whose screen the shell
 *   shows as its 404 (see spaFallback).
 */

const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/remotes/')) return IMMUTABLE;
  const base = path.posix.basename(urlPath);
  if (base === 'index.html' || base === 'app.html' || base === 'sw.js' || base === 'shell-version.json')
    return NO_CACHE;
  if (urlPath.startsWith('/config/')) return NO_CACHE;
  return HASHED_NAME.test(base) ? IMMUTABLE : NO_CACHE;
}

const isReserved = (urlPath: string) =>
  urlPath === '/api' || urlPath.startsWith('/api/') || urlPath === '/generator' || urlPath.startsWith('/generator/');

/** The release state, its log (who released what) and lock live in the site root but are not the site's. */
export const isPrivateSiteFile = (urlPath: string) => /^\/releases\.|\/\.staging-/.test(urlPath);

type Stats = import('node:fs').Stats;

async function fileStat(file: string): Promise<Stats | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** The build's compressed copy of a file that the client accepts; a copy older than its file is stale (ignored). */
async function compressedCopy(file: string, stat: Stats, acceptEncoding: string | undefined) {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const copy = `${file}${ENCODING_SUFFIX[encoding]}`;
    const copyStat = await fileStat(copy);
    if (copyStat && copyStat.mtimeMs >= stat.mtimeMs) return { encoding, copy, copyStat };
  }
  return null;
}

/** Sends a file of the site (with `errorStatus`, as an error page); false when there is no such file. */
async function sendSiteFile(
  req: FastifyRequest,
  reply: FastifyReply,
  file: string,
  urlPath: string,
  errorStatus?: number,
) {
  const stat = await fileStat(file);
  if (!stat) return false;
  const compressible = COMPRESSIBLE_FILE.test(file);
  const compressed = compressible ? await compressedCopy(file, stat, req.headers['accept-encoding']) : null;
  await sendFile(req, reply, {
    file: compressed?.copy ?? file,
    stat: compressed?.copyStat ?? stat,
    encoding: compressed?.encoding,
    errorStatus,
    contentType: contentTypeOf(file),
    cacheControl: cacheControlFor(urlPath),
    headers: {
      ...(urlPath.startsWith('/remotes/') ? { 'Access-Control-Allow-Origin': '*' } : {}),
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    },
  });
  return true;
}

const pathOf = (req: FastifyRequest) => req.url.split('?')[0];

/**
 * Sends the page of every path but / (app.html, scripts/prerender.mjs; index.html where the build wrote none) for a
 * browser navigation to an unknown path; false when not applicable. A path no area owns (the contract's ownerOf)
 * gets the page with 404: the shell shows its 404 screen there, and search engines do not keep the address.
 */
export async function spaFallback(root: string, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const urlPath = pathOf(req);
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isReserved(urlPath)) return false;
  const known = ownerOf(urlPath) !== null;
  // A page of the site is its page whatever the client accepts (an uptime check, a link preview); an unknown path
  // is the 404 page for a browser, the API's JSON 404 for anything else.
  if (!known && !String(req.headers.accept ?? '').includes('text/html')) return false;
  // Sent whole with 404 (never 304: the page's ETag is every address's, and a once-known address must not stay valid).
  const status = known ? undefined : 404;
  reply.code(200);
  return (
    (await sendSiteFile(req, reply, path.join(root, 'app.html'), '/app.html', status)) ||
    sendSiteFile(req, reply, path.join(root, 'index.html'), '/index.html', status)
  );
}

export function registerStaticSite(app: FastifyInstance, rootDir: string) {
  const root = path.resolve(rootDir);

  app.get('/remotes.json', { schema: { hide: true } }, async (_req, reply) => {
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
    if (isReserved(urlPath) || isPrivateSiteFile(urlPath)) return reply.callNotFound();
    const file = resolveInside(root, urlPath === '/' ? '/index.html' : urlPath);
    if (file && (await sendSiteFile(req, reply, file, urlPath === '/' ? '/index.html' : urlPath))) return reply;
    return reply.callNotFound();
  });
}
