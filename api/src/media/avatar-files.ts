import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './image-type.ts';

const AVATARS = 'avatars';
const URL_PREFIX = `/media/${AVATARS}/`;
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

/** Writes an avatar under `<mediaDir>/avatars/<random>.<ext>` (atomically) and returns its public URL. */
export async function saveAvatar(mediaDir: string, bytes: Buffer, type: ImageType): Promise<string> {
  const dir = path.join(mediaDir, AVATARS);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const tmp = path.join(dir, `.${name}.tmp`);
  await fs.writeFile(tmp, bytes, { flag: 'wx' });
  await fs.rename(tmp, path.join(dir, name));
  return URL_PREFIX + name;
}

/**
 * Deletes the file behind an avatar URL that we stored ourselves; any other value (null, an external URL, a seed
 * asset, something odd) is left alone. A file already gone is fine.
 */
export async function deleteAvatar(mediaDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(URL_PREFIX)) return;
  const name = url.slice(URL_PREFIX.length);
  if (!STORED_NAME.test(name)) return;
  await fs.rm(path.join(mediaDir, AVATARS, name), { force: true });
}
