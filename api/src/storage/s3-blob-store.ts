// The blob store in S3-compatible object storage (MinIO, Ceph, AWS, ...), through the AWS SDK, loaded only when
// configured (STORAGE_BACKEND=s3, see blob-store.ts). Every API process pointed at the bucket sees the same bytes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey } from './blob-key.ts';
import type { BlobStore } from './blob-store.ts';

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
  /** One PUT: an object appears whole or not at all. */
  const putObject = async (key: string, body: Readable | Buffer, size: number, contentType: string) => {
    const { s3, client: c } = await client;
    await c.send(
      new s3.PutObjectCommand({
        Bucket: settings.bucket,
        Key: objectKey(key),
        Body: body,
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  };
  const stat = async (key: string) => {
    const { s3, client: c } = await client;
    try {
      const out = await c.send(new s3.HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
      return { size: Number(out.ContentLength ?? 0), modified: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  };
  return {
    shared: true,
    // Nothing under MEDIA_DIR: an upload waits in the OS temporary folder (TMPDIR) until it is sent.
    tmpDir: path.join(os.tmpdir(), 'abacus-uploads'),
    async putFile(key, tmpFile, contentType) {
      try {
        const size = (await fs.promises.stat(tmpFile)).size;
        await putObject(key, fs.createReadStream(tmpFile), size, contentType);
      } finally {
        await fs.promises.rm(tmpFile, { force: true });
      }
    },
    put: (key, bytes, contentType) => putObject(key, bytes, bytes.length, contentType),
    stat,
    size: async (key) => (await stat(key))?.size ?? null,
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
