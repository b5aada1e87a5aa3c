// The Documents tab of a staff profile (spec 002 sections 2 "Profile screen", 3 "Document", 7): GET
// billing/files?user=, POST billing/files?user= (multipart field "file", at most 10 MB, the accepted types only),
// DELETE billing/files/{id} and GET billing/files/{id}/download. For staff, on themselves and the users of their
// subtree. The bytes are private: stored outside what /media/ serves (media/upload-stores.ts: MEDIA_DIR/.documents/, or
// documents/ in the object storage) and sent only as an attachment.
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope, managedUserIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { userDocuments, users } from '../db/schema.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { oneFileLimits, receiveFile } from '../http/receive-file.ts';
import { documentStore } from '../media/upload-stores.ts';
import {
  acceptedExtension,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PER_USER_MAX,
  documentRow,
  documentsQuery,
} from '@abacus/contract/documents-schema';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { FILE_TOO_LARGE, TOO_MANY_DOCUMENTS } from '@abacus/contract/messages';

/** The viewer is staff and the user is themself or theirs; else 403 or 404. */
async function assertReaches(ctx: AppContext, req: FastifyRequest, userId: number) {
  const viewer = req.user!;
  assertStaff(viewer);
  if (userId !== viewer.id && !(await inScope(ctx.db, managedUserIds(viewer), userId))) throw detail(404, NOT_FOUND);
}

export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext) {
  const documents = documentStore(ctx);
  const uploader = alias(users, 'uploader');

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: oneFileLimits(DOCUMENT_MAX_BYTES),
      throwFileSizeLimit: false,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/billing/files`, {
      schema: {
        tags: ['staff'],
        summary: 'Upload a document to a profile: multipart field "file", at most 10 MB, pdf, images, office files',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        querystring: documentsQuery,
        response: { 201: documentRow, 400: errorBody, 403: detailError, 404: detailError },
      },
      onRequest: requireAuth(ctx),
      handler: async (req, reply) => {
        const userId = req.query.user;
        await assertReaches(ctx, req, userId); // before a byte of the body is read
        const [{ n }] = await ctx.db.select({ n: count() }).from(userDocuments).where(eq(userDocuments.userId, userId));
        if (n >= DOCUMENTS_PER_USER_MAX) throw fieldErrors({ file: [TOO_MANY_DOCUMENTS] });
        const file = await receiveFile(req, documents.tmpDir, {
          accept: (name) => acceptedExtension(name) !== null,
          tooLarge: FILE_TOO_LARGE,
        });
        const storedName = randomBytes(16).toString('hex');
        await documents.putFile(storedName, file.tmp, 'application/octet-stream');
        const [row] = await ctx.db
          .insert(userDocuments)
          .values({ userId, name: file.name, storedName, size: file.size, uploadedBy: req.user!.id })
          .returning()
          .catch(async (err) => {
            await documents.delete(storedName).catch(() => undefined);
            throw err;
          });
        const me = `${req.user!.firstName} ${req.user!.lastName}`.trim();
        return reply.code(201).send({
          id: row.id,
          name: row.name,
          size: row.size,
          created: row.created.toISOString(),
          uploaded_by: me,
        });
      },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/billing/files`, {
    schema: {
      tags: ['staff'],
      summary: "A profile's documents, oldest first",
      security: [{ token: [] }],
      querystring: documentsQuery,
      response: { 200: z.array(documentRow), 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      await assertReaches(ctx, req, req.query.user);
      const rows = await ctx.db
        .select({
          id: userDocuments.id,
          name: userDocuments.name,
          size: userDocuments.size,
          created: userDocuments.created,
          first: uploader.firstName,
          last: uploader.lastName,
        })
        .from(userDocuments)
        .leftJoin(uploader, eq(uploader.id, userDocuments.uploadedBy))
        .where(eq(userDocuments.userId, req.query.user))
        .orderBy(asc(userDocuments.created), asc(userDocuments.id));
      return rows.map(({ first, last, created, ...row }) => ({
        ...row,
        created: created.toISOString(),
        uploaded_by: `${first ?? ''} ${last ?? ''}`.trim(),
      }));
    },
  });

  /** The document and whether the viewer reaches its owner (else 404 as if it did not exist). */
  const documentOf = async (req: FastifyRequest, id: number) => {
    const [doc] = await ctx.db.select().from(userDocuments).where(eq(userDocuments.id, id));
    if (!doc) throw detail(404, NOT_FOUND);
    await assertReaches(ctx, req, doc.userId);
    return doc;
  };

  r.get(`${API_PREFIX}/billing/files/:id/download`, {
    schema: {
      tags: ['staff'],
      summary: 'Download a document (an attachment, never shown inline)',
      security: [{ token: [] }],
      params: idParams,
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const doc = await documentOf(req, req.params.id);
      const blob = await documents.get(doc.storedName);
      if (!blob) throw detail(404, NOT_FOUND);
      const ascii = doc.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
        )
        .send(blob.stream);
    },
  });

  r.delete(`${API_PREFIX}/billing/files/:id`, {
    schema: {
      tags: ['staff'],
      summary: 'Delete a document of a profile',
      security: [{ token: [] }],
      params: idParams,
      response: { 204: z.null(), 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const doc = await documentOf(req, req.params.id);
      await ctx.db.delete(userDocuments).where(eq(userDocuments.id, doc.id));
      await documents.delete(doc.storedName).catch((err) => req.log.warn({ err, id: doc.id }, 'document bytes kept'));
      return reply.code(204).send(null);
    },
  });
}
