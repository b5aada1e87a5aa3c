// The one file of a multipart body (field "file"), streamed to a temporary name in `dir` as it arrives. The size limit
// is @fastify/multipart's `limits.fileSize` (set where the plugin is registered: it does not obey bodyLimit); a file
// cut at that limit, a refused name, an empty or a missing file are field errors on "file", anything malformed a 400.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { FILE_TYPE_REFUSED, NO_FILE_CHOSEN } from '@abacus/contract/messages';
import { ApiError, detail, fieldErrors } from './errors.ts';

const MALFORMED = 'Malformed multipart body.';

/**
 * The limits of a one-file multipart body, for registering @fastify/multipart (it does not obey bodyLimit: every limit
 * is set here). `fileSize` is the upload's own; a few small fields may come beside the file.
 */
export const oneFileLimits = (fileSize: number) => ({
  fileSize,
  files: 1,
  fields: 5,
  fieldNameSize: 100,
  fieldSize: 1000,
  parts: 10,
  headerPairs: 50,
});

export interface ReceivedFile {
  /** The file's own name, without any folder part, at most 255 characters. */
  name: string;
  tmp: string;
  size: number;
}

export interface ReceiveOptions {
  accept: (name: string) => boolean;
  /** The message of a file over the plugin's size limit. */
  tooLarge: string;
}

export async function receiveFile(req: FastifyRequest, dir: string, options: ReceiveOptions): Promise<ReceivedFile> {
  const fileError = (message: string) => fieldErrors({ file: [message] });
  if (!req.isMultipart()) throw fileError(NO_FILE_CHOSEN);
  let received: ReceivedFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || received) {
        for await (const _ of part.file); // drain
        continue;
      }
      const name = path.basename((part.filename || '').replace(/\\/g, '/')).slice(-255);
      if (!options.accept(name)) {
        for await (const _ of part.file);
        throw fileError(FILE_TYPE_REFUSED);
      }
      await fs.promises.mkdir(dir, { recursive: true });
      const tmp = path.join(dir, `.${randomBytes(16).toString('hex')}.tmp`);
      let size = 0;
      const out = fs.createWriteStream(tmp, { flags: 'wx' });
      try {
        for await (const chunk of part.file) {
          size += chunk.length;
          if (!out.write(chunk)) await once(out, 'drain');
        }
      } finally {
        await new Promise<void>((resolve) => out.end(() => resolve()));
      }
      received = { name, tmp, size };
      if (part.file.truncated) throw fileError(options.tooLarge);
    }
  } catch (err) {
    if (received) await fs.promises.rm(received.tmp, { force: true });
    if (err instanceof ApiError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(options.tooLarge);
    req.log.info({ err }, 'rejected multipart body');
    throw detail(400, MALFORMED);
  }
  if (!received) throw fileError(NO_FILE_CHOSEN);
  if (received.size === 0) {
    await fs.promises.rm(received.tmp, { force: true });
    throw fileError(NO_FILE_CHOSEN);
  }
  return received;
}
