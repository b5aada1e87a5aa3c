// Where the bytes of uploads live (issue 11: "stored behind a storage interface (the filesystem by default,
// S3-compatible object storage by configuration)"; issue 14: "Uploads go to S3-compatible object storage when
// configured, so API replicas share nothing on local disk"). The database keeps names, owners and URLs; a blob store
// keeps bytes under opaque keys. STORAGE_BACKEND=s3 with S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and
// S3_SECRET_ACCESS_KEY selects object storage (s3-blob-store.ts) for every upload: the materials, the lesson media,
// avatars, backgrounds, puzzle pictures and profile documents (media/upload-stores.ts). Anything else: the filesystem
// under MEDIA_DIR, as before.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey } from './blob-key.ts';
import { s3BlobStore } from './s3-blob-store.ts';

export interface StoredBlob {
  stream: Readable;
  /** The whole blob's size in bytes (not the range's). */
  size: number;
}

export interface BlobInfo {
  size: number;
  /** When it was stored: the same answer on every API process (it makes the ETag of /media/ uploads). */
  modified: Date;
}

/** Bytes `start` to `end`, both included (an HTTP Range). */
export interface BlobRange {
  start: number;
  end: number;
}

export interface BlobStore {
  /** True when every API process sees the same bytes (object storage); false for this machine's disk. */
  readonly shared: boolean;
  /**
   * Where an upload's temporary file waits before putFile: beside the blobs on disk (so putFile is a rename), the OS
   * temporary folder for object storage (so nothing is written under MEDIA_DIR).
   */
  readonly tmpDir: string;
  /** Moves a finished temporary file into the store under `key`. */
  putFile(key: string, tmpFile: string, contentType: string): Promise<void>;
  /** Stores bytes held in memory under `key`; readers see the whole blob or none of it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The size and time of `key`, or null when it is gone. */
  stat(key: string): Promise<BlobInfo | null>;
  /** The size of `key` in bytes, or null when it is gone. */
  size(key: string): Promise<number | null>;
  /** The bytes of `key` (or of one range of it), or null when they are gone. */
  get(key: string, range?: BlobRange): Promise<StoredBlob | null>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** The default: files under `dir` (a dot folder of MEDIA_DIR for the materials, which /media/ never serves). */
export function fsBlobStore(dir: string): BlobStore {
  const file = (key: string) => {
    checkKey(key);
    return path.join(dir, key);
  };
  const stat = async (key: string) => {
    const found = await fs.promises.stat(file(key)).catch(() => null);
    return found?.isFile() ? { size: found.size, modified: found.mtime } : null;
  };
  return {
    shared: false,
    // Dot files beside the blobs: never a key (keys start with a letter or digit), never served by /media/.
    tmpDir: dir,
    async putFile(key, tmpFile) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(tmpFile, target).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EXDEV') throw err;
        await fs.promises.copyFile(tmpFile, target);
        await fs.promises.rm(tmpFile, { force: true });
      });
    },
    async put(key, bytes) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Atomically: a temporary dot file, then a rename.
      const tmp = path.join(path.dirname(target), `.${path.basename(target)}.tmp`);
      await fs.promises.writeFile(tmp, bytes, { flag: 'wx' });
      await fs.promises.rename(tmp, target);
    },
    stat,
    size: async (key) => (await stat(key))?.size ?? null,
    async get(key, range) {
      const target = file(key);
      const found = await fs.promises.stat(target).catch(() => null);
      if (!found?.isFile()) return null;
      return { stream: fs.createReadStream(target, range), size: found.size };
    },
    async delete(key) {
      await fs.promises.rm(file(key), { force: true });
    },
  };
}

/** The part of `store` whose keys start with `folder/` (keys given to it are relative to that folder). */
export function blobsUnder(store: BlobStore, folder: string): BlobStore {
  const inner = (key: string) => `${folder}/${key}`;
  return {
    shared: store.shared,
    tmpDir: store.tmpDir,
    putFile: (key, tmpFile, contentType) => store.putFile(inner(key), tmpFile, contentType),
    put: (key, bytes, contentType) => store.put(inner(key), bytes, contentType),
    stat: (key) => store.stat(inner(key)),
    size: (key) => store.size(inner(key)),
    get: (key, range) => store.get(inner(key), range),
    delete: (key) => store.delete(inner(key)),
  };
}

/** The store the configuration names. */
export function blobStoreFromEnv(env: NodeJS.ProcessEnv, mediaDir: string): BlobStore {
  if (env.STORAGE_BACKEND === 's3') {
    const need = (name: string) => {
      const value = env[name];
      if (!value) throw new Error(`STORAGE_BACKEND=s3 needs ${name}`);
      return value;
    };
    return s3BlobStore({
      bucket: need('S3_BUCKET'),
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: need('S3_ACCESS_KEY_ID'),
      secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
      prefix: env.S3_PREFIX ?? 'materials/',
    });
  }
  return fsBlobStore(path.join(mediaDir, '.storage'));
}
