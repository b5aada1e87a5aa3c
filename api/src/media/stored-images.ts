// The pictures uploaded for everyone to see (avatars; areas' backgrounds and puzzle slides, both in backgrounds/):
// `<folder>/<32 hex>.<png|jpg>` in the image store (upload-stores.ts), public at /media/<folder>/<name>. A new random
// name for every upload, so a URL never changes content and is cached forever.
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../storage/blob-store.ts';
import type { ImageType } from './image-type.ts';

export const IMAGE_FOLDERS = ['avatars', 'backgrounds'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

/** Stores the picture under a new random name and returns its public URL. */
export async function saveImage(store: BlobStore, folder: ImageFolder, bytes: Buffer, type: ImageType) {
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await store.put(`${folder}/${name}`, bytes, type.mime);
  return `/media/${folder}/${name}`;
}

/**
 * Deletes the picture behind a URL that we stored ourselves in that folder; any other value (null, an external URL,
 * a seed asset, something odd) is left alone. A picture already gone is fine.
 */
export async function deleteImage(store: BlobStore, folder: ImageFolder, url: string | null): Promise<void> {
  const prefix = `/media/${folder}/`;
  if (!url?.startsWith(prefix)) return;
  const name = url.slice(prefix.length);
  if (!STORED_NAME.test(name)) return;
  await store.delete(`${folder}/${name}`);
}

/** The store key of a stored picture for a path under /media/ (still percent-encoded), or null for anything else. */
export function imageKeyOf(mediaPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(mediaPath);
  } catch {
    return null;
  }
  const [folder, name, ...rest] = decoded.split('/').filter(Boolean);
  if (rest.length || !(IMAGE_FOLDERS as readonly string[]).includes(folder) || !STORED_NAME.test(name ?? '')) {
    return null;
  }
  return `${folder}/${name}`;
}
