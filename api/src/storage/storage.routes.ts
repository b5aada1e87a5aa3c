// The materials storage (spec 002 "Storage screen", section 7 "Storage"): folders and files of the staff, seen and
// deleted by the rules of storage-scope.ts. Uploads: multipart field "file", at most 50 MB, teaching-material types
// only; the bytes go to the blob store under a random key and come back only as an attachment of type
// application/octet-stream (never rendered by the browser, so an uploaded page or picture cannot run script).
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertStaff } from '../access/staff-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { storageFiles, storageFolders, users } from '../db/schema.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { oneFileLimits, receiveFile } from '../http/receive-file.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { idParams } from '@abacus/contract/ids-schema';
import {
  FOLDER_HOLDS_OTHERS,
  NO_PERMISSION,
  FOLDER_NAME_TAKEN,
  NO_SUCH_CHOICE,
  STORAGE_FILE_TOO_LARGE,
} from '@abacus/contract/messages';
import {
  createFolderBody,
  STORAGE_FILE_MAX_BYTES,
  storageExtension,
  storageFile,
  storageFolder,
  storageFolderDetail,
  storageFolderQuery,
} from '@abacus/contract/storage-schema';
import { storageDeletableOwnerIds, storageOwnerIds } from './storage-scope.ts';

type Viewer = NonNullable<FastifyRequest['user']>;
const ownerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const deletable = (viewer: Viewer, owner: typeof storageFolders.ownerId | typeof storageFiles.ownerId) =>
  sql<boolean>`${owner} in (${storageDeletableOwnerIds(viewer)})`;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Students have no materials storage. */
function assertNotStudent(viewer: Viewer) {
  if (viewer.role === 'student') throw detail(403, NO_PERMISSION);
}

export function registerStorageRoutes(app: FastifyInstance, ctx: AppContext) {
  const tmpDir = ctx.blobs.tmpDir;

  /** The folders the viewer sees that match `where`, in the answer's shape. */
  const foldersSeenBy = (viewer: Viewer, where: SQL | undefined) =>
    ctx.db
      .select({
        id: storageFolders.id,
        name: storageFolders.name,
        parent: storageFolders.parentId,
        owner: ownerName,
        can_delete: deletable(viewer, storageFolders.ownerId),
      })
      .from(storageFolders)
      .innerJoin(users, eq(users.id, storageFolders.ownerId))
      .where(and(where, sql`${storageFolders.ownerId} in (${storageOwnerIds(viewer)})`));

  /** A folder the viewer sees, else 404 (an invisible folder looks like a missing one). */
  async function visibleFolder(viewer: Viewer, id: number) {
    const [folder] = await foldersSeenBy(viewer, eq(storageFolders.id, id));
    if (!folder) throw detail(404, NOT_FOUND);
    return folder;
  }

  const inFolder = (column: typeof storageFolders.parentId | typeof storageFiles.folderId, folder?: number) =>
    folder === undefined ? isNull(column) : eq(column, folder);

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: oneFileLimits(STORAGE_FILE_MAX_BYTES),
      throwFileSizeLimit: false,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/storage/files/`, {
      schema: {
        tags: ['storage'],
        summary: 'Upload a file into a folder (none: the top level): multipart field "file", at most 50 MB',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        querystring: storageFolderQuery,
        response: { 201: storageFile, 400: errorBody, 403: detailError, 404: detailError },
      },
      onRequest: requireAuth(ctx),
      handler: async (req, reply) => {
        const viewer = req.user!;
        assertStaff(viewer);
        const folder = req.query.folder;
        if (folder !== undefined) await visibleFolder(viewer, folder); // before a byte of the body is read
        const file = await receiveFile(req, tmpDir, {
          accept: (name) => storageExtension(name) !== null,
          tooLarge: STORAGE_FILE_TOO_LARGE,
        });
        const ext = storageExtension(file.name)!;
        const key = `${randomBytes(2).toString('hex')}/${randomBytes(16).toString('hex')}`;
        await ctx.blobs.putFile(key, file.tmp, CONTENT_TYPES[ext] ?? 'application/octet-stream');
        const [row] = await ctx.db
          .insert(storageFiles)
          .values({
            name: file.name,
            folderId: folder ?? null,
            ownerId: viewer.id,
            storageKey: key,
            contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
            size: file.size,
          })
          .returning();
        return reply.code(201).send({
          id: row.id,
          name: row.name,
          folder: row.folderId,
          size: row.size,
          link: `storage/files/${row.id}/download`,
          owner: `${viewer.firstName} ${viewer.lastName}`.trim(),
          created: row.created.toISOString(),
          can_delete: true,
        });
      },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/storage/folders/`, {
    schema: {
      tags: ['storage'],
      summary: 'The folders in a folder (none: the top level) that you see',
      security: [{ token: [] }],
      querystring: storageFolderQuery,
      response: { 200: z.array(storageFolder), 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      assertNotStudent(viewer);
      if (req.query.folder !== undefined) await visibleFolder(viewer, req.query.folder);
      return foldersSeenBy(viewer, inFolder(storageFolders.parentId, req.query.folder)).orderBy(
        asc(sql`lower(${storageFolders.name})`),
        asc(storageFolders.id),
      );
    },
  });

  r.get(`${API_PREFIX}/storage/folders/:id/`, {
    schema: {
      tags: ['storage'],
      summary: 'One folder, with the folders above it (top first)',
      security: [{ token: [] }],
      params: idParams,
      response: { 200: storageFolderDetail, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      assertNotStudent(viewer);
      const folder = await visibleFolder(viewer, req.params.id);
      const above = await ctx.db.execute<{ id: number; name: string; depth: number }>(sql`
        with recursive up(id, name, parent_id, depth) as (
          select id, name, parent_id, 0 from storage_folders where id = ${folder.id}
          union all
          select f.id, f.name, f.parent_id, up.depth + 1 from storage_folders f join up on f.id = up.parent_id
           where up.depth < 100
        )
        select id, name, depth from up order by depth desc`);
      const rows = Array.isArray(above) ? above : (above as { rows: { id: number; name: string }[] }).rows;
      return { ...folder, path: rows.map(({ id, name }) => ({ id, name })) };
    },
  });

  r.get(`${API_PREFIX}/storage/files/`, {
    schema: {
      tags: ['storage'],
      summary: 'The files in a folder (none: the top level) that you see',
      security: [{ token: [] }],
      querystring: storageFolderQuery,
      response: { 200: z.array(storageFile), 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      assertNotStudent(viewer);
      if (req.query.folder !== undefined) await visibleFolder(viewer, req.query.folder);
      const rows = await ctx.db
        .select({
          id: storageFiles.id,
          name: storageFiles.name,
          folder: storageFiles.folderId,
          size: storageFiles.size,
          owner: ownerName,
          created: storageFiles.created,
          can_delete: deletable(viewer, storageFiles.ownerId),
        })
        .from(storageFiles)
        .innerJoin(users, eq(users.id, storageFiles.ownerId))
        .where(
          and(
            inFolder(storageFiles.folderId, req.query.folder),
            sql`${storageFiles.ownerId} in (${storageOwnerIds(viewer)})`,
          ),
        )
        .orderBy(asc(sql`lower(${storageFiles.name})`), asc(storageFiles.id));
      return rows.map((f) => ({ ...f, link: `storage/files/${f.id}/download`, created: f.created.toISOString() }));
    },
  });

  r.post(`${API_PREFIX}/storage/folders/`, {
    schema: {
      tags: ['storage'],
      summary: 'Create a folder in a folder you see (none: the top level)',
      security: [{ token: [] }],
      body: createFolderBody,
      response: { 201: storageFolder, 400: errorBody, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const parent = req.body.parent ?? null;
      if (parent !== null) {
        await visibleFolder(viewer, parent).catch(() => {
          throw fieldErrors({ parent: [NO_SUCH_CHOICE] });
        });
      }
      const name = req.body.name;
      // Two folders of one name side by side would be told apart by nobody: refuse among what the viewer sees.
      const [twin] = await ctx.db
        .select({ id: storageFolders.id })
        .from(storageFolders)
        .where(
          and(
            parent === null ? isNull(storageFolders.parentId) : eq(storageFolders.parentId, parent),
            sql`lower(${storageFolders.name}) = lower(${name})`,
            sql`${storageFolders.ownerId} in (${storageOwnerIds(viewer)})`,
          ),
        )
        .limit(1);
      if (twin) throw fieldErrors({ name: [FOLDER_NAME_TAKEN] });
      const [row] = await ctx.db
        .insert(storageFolders)
        .values({ name, parentId: parent, ownerId: viewer.id })
        .returning();
      return reply.code(201).send({
        id: row.id,
        name: row.name,
        parent: row.parentId,
        owner: `${viewer.firstName} ${viewer.lastName}`.trim(),
        can_delete: true,
      });
    },
  });

  r.delete(`${API_PREFIX}/storage/folders/:id/`, {
    schema: {
      tags: ['storage'],
      summary: 'Delete a folder with everything in it: only when you may delete all of it',
      security: [{ token: [] }],
      params: idParams,
      response: { 204: z.null(), 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const folder = await visibleFolder(viewer, req.params.id);
      if (!folder.can_delete) throw detail(403, NO_PERMISSION);
      const keys = await ctx.db.transaction(async (tx) => {
        const tree = sql`
          with recursive sub(id) as (
            select ${folder.id}::int
            union
            select f.id from storage_folders f join sub on f.parent_id = sub.id
          ) select id from sub`;
        const [others] = await tx
          .execute<{ n: number }>(sql`
          select count(*)::int as n from (
            select owner_id from storage_folders where id in (${tree})
            union all
            select owner_id from storage_files where folder_id in (${tree})
          ) items where owner_id not in (${storageDeletableOwnerIds(viewer)})`)
          .then((res) => (Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows));
        if (others.n > 0) throw detail(400, FOLDER_HOLDS_OTHERS);
        const files = await tx
          .select({ key: storageFiles.storageKey })
          .from(storageFiles)
          .where(inArray(storageFiles.folderId, sql`(${tree})`));
        await tx.delete(storageFolders).where(eq(storageFolders.id, folder.id));
        return files.map((f) => f.key);
      });
      // The rows are gone first: a failed byte removal leaves an orphan blob, never a row without bytes.
      await Promise.all(
        keys.map((key) => ctx.blobs.delete(key).catch((err) => req.log.warn({ err, key }, 'blob kept'))),
      );
      return reply.code(204).send(null);
    },
  });

  /** A file the viewer sees, else 404. */
  async function visibleFile(viewer: Viewer, id: number) {
    const [file] = await ctx.db
      .select({
        id: storageFiles.id,
        name: storageFiles.name,
        key: storageFiles.storageKey,
        can_delete: deletable(viewer, storageFiles.ownerId),
      })
      .from(storageFiles)
      .where(and(eq(storageFiles.id, id), sql`${storageFiles.ownerId} in (${storageOwnerIds(viewer)})`));
    if (!file) throw detail(404, NOT_FOUND);
    return file;
  }

  r.delete(`${API_PREFIX}/storage/files/:id/`, {
    schema: {
      tags: ['storage'],
      summary: 'Delete a file you put in, or one of the staff under you',
      security: [{ token: [] }],
      params: idParams,
      response: { 204: z.null(), 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const file = await visibleFile(viewer, req.params.id);
      if (!file.can_delete) throw detail(403, NO_PERMISSION);
      await ctx.db.delete(storageFiles).where(eq(storageFiles.id, file.id));
      await ctx.blobs.delete(file.key).catch((err) => req.log.warn({ err, key: file.key }, 'blob kept'));
      return reply.code(204).send(null);
    },
  });

  r.get(`${API_PREFIX}/storage/files/:id/download`, {
    schema: {
      tags: ['storage'],
      summary: 'The bytes of a file you see, as an attachment (never shown inline)',
      security: [{ token: [] }],
      params: idParams,
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const viewer = req.user!;
      assertNotStudent(viewer);
      const file = await visibleFile(viewer, req.params.id);
      const blob = await ctx.blobs.get(file.key);
      if (!blob) throw detail(404, NOT_FOUND);
      const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Length', String(blob.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(blob.stream);
    },
  });
}
