import type { Readable } from 'node:stream';
import fs from 'node:fs';
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, BlobNotFoundError, type BlobStore } from './types.ts';

export interface S3Settings {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** 8 MiB parts, 4 in flight: memory stays near 32 MiB per upload, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE = 4;

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * An S3-compatible object store (AWS S3, MinIO, Ceph, OpenStack Swift's s3api…): objects in one bucket, made on
 * start if missing. Checksums are sent only where the protocol requires them, which S3-compatible servers other
 * than AWS's expect (the SDK's default adds CRC headers some refuse).
 */
export async function createS3BlobStore(s: S3Settings): Promise<BlobStore> {
  const client = new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(s.accessKeyId && s.secretAccessKey ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
  } catch (err) {
    if (!isNotFound(err)) throw err;
    try {
      await client.send(new CreateBucketCommand({ Bucket: s.bucket }));
    } catch (createErr) {
      // Another app server starting at the same moment made it first.
      if (!(createErr instanceof S3ServiceException && ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(createErr.name))) throw createErr;
    }
  }
  const Bucket = s.bucket;
  const keyOf = (key: string) => {
    assertKey(key);
    return key;
  };
  const put = async (key: string, body: Readable, contentType: string) => {
    await new Upload({ client, params: { Bucket, Key: keyOf(key), Body: body, ContentType: contentType }, partSize: PART_SIZE, queueSize: QUEUE }).done();
  };

  const store: BlobStore = {
    kind: 's3',
    put: (key, stream, info) => put(key, stream, info.contentType),
    putFile: (key, filePath, info) => put(key, fs.createReadStream(filePath), info.contentType),
    async get(key, range = {}) {
      const start = range.start ?? 0;
      const wanted = range.start !== undefined || range.end !== undefined ? `bytes=${start}-${range.end ?? ''}` : undefined;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key), ...(wanted ? { Range: wanted } : {}) }));
        const total = res.ContentRange ? Number(res.ContentRange.split('/')[1]) : (res.ContentLength ?? 0);
        return { stream: res.Body as Readable, size: total, contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) throw new BlobNotFoundError(key);
        throw err;
      }
    },
    async stat(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: res.ContentLength ?? 0, contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async exists(key) {
      return (await store.stat(key)) !== null;
    },
  };
  return store;
}
