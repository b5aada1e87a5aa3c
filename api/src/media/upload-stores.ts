// Where the uploads other than the materials keep their bytes. With object storage configured (STORAGE_BACKEND=s3)
// they go to the one blob store every API process shares (ctx.blobs), so a replica serves what another one received
// and nothing is written to local disk. Otherwise they stay where they always were, in this machine's MEDIA_DIR: the
// public pictures in avatars/ and backgrounds/ (served by /media/), the private documents in .documents/.
import path from 'node:path';
import type { AppContext } from '../context.ts';
import { type BlobStore, blobsUnder, fsBlobStore } from '../storage/blob-store.ts';

/** The avatars, backgrounds and puzzle pictures: keys `<folder>/<name>` (media/stored-images.ts). */
export function imageStore(ctx: AppContext): BlobStore {
  return ctx.blobs.shared ? ctx.blobs : fsBlobStore(ctx.config.mediaDir);
}

/** A dot folder on disk: /media/ never serves dotfiles, and the stored names have no extension either. */
export const documentsDir = (mediaDir: string) => path.join(mediaDir, '.documents');

/** The documents of staff profiles (users/documents.routes.ts): keys are their stored names. */
export function documentStore(ctx: AppContext): BlobStore {
  return ctx.blobs.shared ? blobsUnder(ctx.blobs, 'documents') : fsBlobStore(documentsDir(ctx.config.mediaDir));
}
