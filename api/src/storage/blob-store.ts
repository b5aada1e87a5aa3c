// Where the bytes of uploaded materials live (issue 11: "stored behind a storage interface (the filesystem by default,
// S3-compatible object storage by configuration)"). The database keeps names, folders and owners; a blob store keeps
// bytes under opaque keys. STORAGE_BACKEND=s3 with S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and
// S3_SECRET_ACCESS_KEY selects object storage (MinIO, Ceph, AWS, ...); anything else the filesystem under MEDIA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredBlob {
  stream: Readable;
  /** The whole blob's size in bytes (not the range's). */
  size: number;
}

/** Bytes `start` to `end`, both included (an HTTP Range). */
export interface BlobRange {
  start: number;
  end: number;
}

export interface BlobStore {
  /** Moves a finished temporary file into the store under `key`. */
  putFile(key: string, tmpFile: string, contentType: string): Promise<void>;
  /** The size of `key` in bytes, or null when it is gone. */
  size(key: string): Promise<number | null>;
  /** The bytes of `key` (or of one range of it), or null when they are gone. */
  get(key: string, range?: BlobRange): Promise<StoredBlob | null>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/._-]{0,127}$/;

function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe blob key: ${key}`);
}

/** The default: files in a dot folder of MEDIA_DIR, which /media/ never serves (dotfiles are refused). */
export function fsBlobStore(dir: string): BlobStore {
  const file = (key: string) => {
    checkKey(key);
    return path.join(dir, key);
  };
  return {
    async putFile(key, tmpFile) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(tmpFile, target).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EXDEV') throw err;
        await fs.promises.copyFile(tmpFile, target);
        await fs.promises.rm(tmpFile, { force: true });
      });
    },
    async size(key) {
      const stat = await fs.promises.stat(file(key)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async get(key, range) {
      const target = file(key);
      const stat = await fs.promises.stat(target).catch(() => null);
      if (!stat?.isFile()) return null;
      return { stream: fs.createReadStream(target, range), size: stat.size };
    },
    async delete(key) {
      await fs.promises.rm(file(key), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (MinIO and most self-hosted servers need them). */
  forcePathStyle: boolean;
  prefix: string;
}

const missing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as { name?: string }).name ?? '');

/** S3-compatible object storage, through the AWS SDK (loaded only when configured). */
export function s3BlobStore(settings: S3Settings): BlobStore {
  const client = import('@aws-sdk/client-s3').then((s3) => ({
    s3,
    client: new s3.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Plain bodies, no aws-chunked checksums: what every S3-compatible server (MinIO, Ceph, s3rver) understands.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    }),
  }));
  const objectKey = (key: string) => {
    checkKey(key);
    return `${settings.prefix}${key}`;
  };
  return {
    async putFile(key, tmpFile, contentType) {
      const { s3, client: c } = await client;
      const size = (await fs.promises.stat(tmpFile)).size;
      try {
        await c.send(
          new s3.PutObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            Body: fs.createReadStream(tmpFile),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      } finally {
        await fs.promises.rm(tmpFile, { force: true });
      }
    },
    async size(key) {
      const { s3, client: c } = await client;
      try {
        const out = await c.send(new s3.HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return Number(out.ContentLength ?? 0);
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async get(key, range) {
      const { s3, client: c } = await client;
      try {
        const out = await c.send(
          new s3.GetObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // With a range, the whole size is the part after the slash of "Content-Range: bytes 0-9/1234".
        const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : Number(out.ContentLength ?? 0);
        return { stream: out.Body as Readable, size: total };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      const { s3, client: c } = await client;
      await c.send(new s3.DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
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
