import { createReadStream, type Stats } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from './byte-range.ts';

/** Sending files from disk: the built site (gateway/) and /media/ (media/). */

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
  '.ogv': 'video/ogg',
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
/** For files whose name changes whenever their content does (hashed builds, uploads). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
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

export interface FileToSend {
  file: string;
  stat: Stats;
  contentType: string;
  cacheControl: string;
  /** More headers for this file (CORS, CSP...). */
  headers?: Record<string, string>;
  /** Answer a `Range:` request with 206 (or 416), and say so with Accept-Ranges (videos need it to seek). */
  ranges?: boolean;
  /** `file` is a compressed copy (Content-Encoding); the answer then varies by Accept-Encoding. */
  encoding?: string;
  /** An error page's status (the shell's page of an unknown address): sent whole, never 304 or a range. */
  errorStatus?: number;
}

/** Sends a regular file for GET or HEAD, with a weak ETag (304 when the client has it) and Last-Modified. */
export async function sendFile(req: FastifyRequest, reply: FastifyReply, f: FileToSend): Promise<FastifyReply> {
  const { file, stat } = f;
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${f.encoding ? `-${f.encoding}` : ''}"`;
  reply
    .header('Content-Type', f.contentType)
    .header('Cache-Control', f.cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString());
  if (f.ranges) reply.header('Accept-Ranges', 'bytes');
  if (f.encoding) reply.header('Content-Encoding', f.encoding);
  for (const [name, value] of Object.entries(f.headers ?? {})) reply.header(name, value);
  if (f.errorStatus !== undefined) reply.code(f.errorStatus);
  else if (req.headers['if-none-match'] === etag) return reply.code(304).send();

  const range = f.ranges && f.errorStatus === undefined ? parseByteRange(req.headers.range, stat.size) : null;
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
