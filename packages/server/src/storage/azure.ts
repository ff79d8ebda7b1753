import type { Readable } from 'node:stream';
import { BlobServiceClient, RestError } from '@azure/storage-blob';
import { assertKey, BlobNotFoundError, type BlobStore } from './types.ts';

/** The spec's upload container. */
export const BLOB_CONTAINER = 'blob';

/** 8 MiB blocks, 5 in flight: the spec's stream buffer (§9); memory stays at about 40 MiB per upload. */
const BLOCK_SIZE = 8 * 1024 * 1024;
const CONCURRENCY = 5;

const isNotFound = (err: unknown) => err instanceof RestError && err.statusCode === 404;

/** Azure Blob Storage (or Azurite): block blobs in container `blob`, created on start if missing. */
export async function createAzureBlobStore(connectionString: string, container = BLOB_CONTAINER): Promise<BlobStore> {
  const service = BlobServiceClient.fromConnectionString(connectionString);
  const containerClient = service.getContainerClient(container);
  await containerClient.createIfNotExists();
  const blockBlob = (key: string) => {
    assertKey(key);
    return containerClient.getBlockBlobClient(key);
  };

  return {
    kind: 'azure',
    async put(key, stream, info) {
      await blockBlob(key).uploadStream(stream, BLOCK_SIZE, CONCURRENCY, {
        blobHTTPHeaders: { blobContentType: info.contentType },
      });
    },
    async putFile(key, filePath, info) {
      await blockBlob(key).uploadFile(filePath, {
        blockSize: BLOCK_SIZE,
        concurrency: CONCURRENCY,
        blobHTTPHeaders: { blobContentType: info.contentType },
      });
    },
    async get(key, range = {}) {
      const client = blockBlob(key);
      try {
        const start = range.start ?? 0;
        const count = range.end === undefined ? undefined : range.end - start + 1;
        const res = await client.download(start, count);
        const body = res.readableStreamBody as Readable | undefined;
        if (!body) throw new BlobNotFoundError(key);
        const total = res.contentRange ? Number(res.contentRange.split('/')[1]) : (res.contentLength ?? 0);
        return { stream: body, size: total, contentType: res.contentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) throw new BlobNotFoundError(key);
        throw err;
      }
    },
    async stat(key) {
      try {
        const p = await blockBlob(key).getProperties();
        return { size: p.contentLength ?? 0, contentType: p.contentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await blockBlob(key).deleteIfExists();
    },
    async exists(key) {
      return blockBlob(key).exists();
    },
  };
}
