// Sends an upload kept in a blob store (object storage) the way http/static-file.ts sends a file from disk: the same
// headers, a weak ETag and Last-Modified made from the blob's size and time (the same on every API process), 304 for
// a matching If-None-Match, one byte range (206, or 416), and HEAD with the full Content-Length.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from '../http/byte-range.ts';
import type { BlobStore } from '../storage/blob-store.ts';

export interface BlobToSend {
  key: string;
  contentType: string;
  cacheControl: string;
  /** More headers (nosniff, CSP...). */
  headers: Record<string, string>;
}

/** The answer, or null when the store has no such blob (the caller answers 404). */
export async function sendBlob(
  req: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  f: BlobToSend,
): Promise<FastifyReply | null> {
  const info = await store.stat(f.key);
  if (!info) return null;
  const { size, modified } = info;
  const etag = `W/"${size.toString(16)}-${Math.floor(modified.getTime()).toString(16)}"`;
  const range = parseByteRange(req.headers.range, size);
  const { start, end } = range && range !== 'unsatisfiable' ? range : { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  const notModified = req.headers['if-none-match'] === etag;
  const withBody = !notModified && range !== 'unsatisfiable' && req.method !== 'HEAD' && length > 0;
  // Fetched before any header is set: a blob deleted in between is a clean 404.
  const blob = withBody ? await store.get(f.key, range ?? undefined) : null;
  if (withBody && !blob) return null;

  reply
    .header('Content-Type', f.contentType)
    .header('Cache-Control', f.cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', modified.toUTCString())
    .header('Accept-Ranges', 'bytes');
  for (const [name, value] of Object.entries(f.headers)) reply.header(name, value);
  if (notModified) return reply.code(304).send();
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Range', `bytes */${size}`)
      .send({ detail: 'Range not satisfiable.' });
  }
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
  reply.header('Content-Length', String(length));
  return reply.send(blob?.stream);
}
