// Pictures and videos of lessons and static pages (issue 11: "Images and videos: self-hosted uploads through
// storage"): POST storage/media (the super franchise, who writes lessons and pages; multipart field "file", a PNG or
// JPEG up to 10 MB, re-encoded without metadata, or an MP4 or WebM video up to 100 MB) stores the bytes in the blob
// store under content/<random>.<ext>; GET /media/content/<name> serves them to everyone (a child reading a lesson
// is not asked for a token by an <img>), with ranges for videos, a fixed type, nosniff and a sandbox CSP.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { parseByteRange } from '../http/byte-range.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { oneFileLimits, receiveFile } from '../http/receive-file.ts';
import { IMMUTABLE } from '../http/static-file.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { FILE_TYPE_REFUSED, NO_PERMISSION } from '@abacus/contract/messages';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_MEDIA_EXTENSIONS,
  CONTENT_VIDEO_MAX_BYTES,
  contentMediaAnswer,
  MEDIA_TOO_LARGE,
} from '@abacus/contract/content-media-schema';
import { CONTENT_NAME, CONTENT_TYPES, detectMediaKind } from './media-kind.ts';

/** The widest picture kept: lessons are read on screens up to about 1000 px, twice that on dense ones. */
const IMAGE_MAX_SIDE = 2000;

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function registerContentMediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const tmpDir = ctx.blobs.tmpDir;

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: oneFileLimits(CONTENT_VIDEO_MAX_BYTES),
      throwFileSizeLimit: false,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/storage/media`, {
      schema: {
        tags: ['storage'],
        summary: 'Upload a picture (PNG, JPEG, 10 MB) or a video (MP4, WebM, 100 MB) for a lesson or a page',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: contentMediaAnswer, 400: errorBody, 403: detailError },
      },
      onRequest: requireAuth(ctx),
      handler: async (req, reply) => {
        if (req.user!.role !== 'super_franchise') throw detail(403, NO_PERMISSION);
        const file = await receiveFile(req, tmpDir, {
          accept: (name) => CONTENT_MEDIA_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(`.${ext}`)),
          tooLarge: MEDIA_TOO_LARGE,
        });
        const toRemove = [file.tmp];
        try {
          const kind = detectMediaKind(await readHead(file.tmp));
          if (!kind) throw fieldErrors({ file: [FILE_TYPE_REFUSED] });
          let stored = file.tmp;
          if (kind.kind === 'image') {
            if (file.size > CONTENT_IMAGE_MAX_BYTES) throw fieldErrors({ file: [MEDIA_TOO_LARGE] });
            // Decoded and encoded again from the pixels only: no metadata, nothing hidden beside the picture.
            stored = `${file.tmp}.clean`;
            toRemove.push(stored);
            const image = sharp(file.tmp, { failOn: 'error', limitInputPixels: 50_000_000 })
              .rotate()
              .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
            await (kind.ext === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true }))
              .toFile(stored)
              .catch(() => {
                throw fieldErrors({ file: [FILE_TYPE_REFUSED] });
              });
          }
          const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
          await ctx.blobs.putFile(`content/${name}`, stored, kind.mime);
          return reply.code(201).send({ url: `/media/content/${name}`, kind: kind.kind });
        } finally {
          await Promise.all(toRemove.map((f) => fs.promises.rm(f, { force: true })));
        }
      },
    });
  });

  // More specific than /media/*, so it wins over the media folder route.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/content/:name',
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: async (req, reply) => {
      const { name } = req.params as { name: string };
      const notFound = () => reply.code(404).header('Cache-Control', 'no-cache').send({ detail: NOT_FOUND });
      if (!CONTENT_NAME.test(name)) return notFound();
      const key = `content/${name}`;
      const size = await ctx.blobs.size(key);
      if (size === null) return notFound();
      const range = parseByteRange(req.headers.range, size);
      reply
        .header('Content-Type', CONTENT_TYPES[name.split('.').pop()!])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', IMMUTABLE)
        .header('Accept-Ranges', 'bytes');
      if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
      const length = range ? range.end - range.start + 1 : size;
      reply.header('Content-Length', String(length));
      if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      if (req.method === 'HEAD') return reply.send();
      const blob = await ctx.blobs.get(key, range ?? undefined);
      if (!blob) return notFound();
      return reply.send(blob.stream);
    },
  });
}
