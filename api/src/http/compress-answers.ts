import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../context.ts';
import { acceptedEncodings } from './content-encoding.ts';

/** Smaller answers go as they are: the gzip header and the work cost more than the bytes they save. */
export const COMPRESS_FROM_BYTES = 1024;
/** zlib's default: the curriculum's 8.4 KB compress to 2.7 KB in about 75 µs here (level 1: 3.0 KB, 58 µs). */
const GZIP_LEVEL = 6;
/** The recent answers kept with their compressed bytes: at most this many, and this many characters together. */
const KEPT_ANSWERS = 64;
const KEPT_CHARS = 2 * 1024 * 1024;
const kept = new Map<string, Buffer>();
let keptChars = 0;
/** The gzip of answers that are kept as bytes (compiled-serializer.ts keptAnswersSerializer), for as long as they are. */
const keptBytes = new WeakMap<Buffer, Buffer>();

/**
 * The gzip of `payload`, from the answers compressed last when it is one of them. Many answers are the same for many
 * callers (the curriculum for a group's students, the shop in one language, the OpenAPI document): compressing each
 * again halved lessons/grouped's requests per second. Keyed by the whole answer, so a kept copy is only ever the
 * compression of the very same bytes; the least recently used goes first.
 */
function gzipped(payload: string | Buffer): Buffer {
  if (Buffer.isBuffer(payload)) {
    // Kept bytes are never written to, so the same object is the same answer.
    let zipped = keptBytes.get(payload);
    if (zipped === undefined) {
      zipped = gzipSync(payload, { level: GZIP_LEVEL });
      keptBytes.set(payload, zipped);
    }
    return zipped;
  }
  const hit = kept.get(payload);
  if (hit) {
    kept.delete(payload);
    kept.set(payload, hit);
    return hit;
  }
  const zipped = gzipSync(payload, { level: GZIP_LEVEL });
  if (payload.length <= KEPT_CHARS / 4) {
    kept.set(payload, zipped);
    keptChars += payload.length;
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_ANSWERS && keptChars <= KEPT_CHARS) break;
      kept.delete(oldest);
      keptChars -= oldest.length;
    }
  }
  return zipped;
}

export function installAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload)) || payload.length < COMPRESS_FROM_BYTES)
      return payload;
    if (!req.url.startsWith(`${API_PREFIX}/`) || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!acceptedEncodings(req.headers['accept-encoding']).includes('gzip')) return payload;
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return gzipped(payload);
  });
}
