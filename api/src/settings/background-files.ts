// The background pictures on disk: `<mediaDir>/backgrounds/<random>.<ext>`, served by the media route at
// /media/backgrounds/... (a new random name for every upload, so a URL never changes content and is cached forever).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from '../media/image-type.ts';

const BACKGROUNDS = 'backgrounds';
export const BACKGROUND_URL_PREFIX = `/media/${BACKGROUNDS}/`;
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

export const backgroundsDir = (mediaDir: string) => path.join(mediaDir, BACKGROUNDS);

/** Writes the picture atomically (a temporary dot-file, then a rename) and returns its public URL. */
export async function saveBackground(mediaDir: string, bytes: Buffer, type: ImageType): Promise<string> {
  const dir = backgroundsDir(mediaDir);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const tmp = path.join(dir, `.${name}.tmp`);
  await fs.writeFile(tmp, bytes, { flag: 'wx' });
  await fs.rename(tmp, path.join(dir, name));
  return BACKGROUND_URL_PREFIX + name;
}

/** Deletes the file behind a URL we stored; anything else (null, another folder, an odd name) is left alone. */
export async function deleteBackground(mediaDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(BACKGROUND_URL_PREFIX)) return;
  const name = url.slice(BACKGROUND_URL_PREFIX.length);
  if (!STORED_NAME.test(name)) return;
  await fs.rm(path.join(backgroundsDir(mediaDir), name), { force: true });
}
