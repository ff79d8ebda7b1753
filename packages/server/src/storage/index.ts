import path from 'node:path';
import type { Config } from '../config.ts';
import { createAzureBlobStore } from './azure.ts';
import { createLocalBlobStore } from './local.ts';
import { createS3BlobStore } from './s3.ts';
import type { BlobStore } from './types.ts';

export type { BlobStore, BlobInfo, BlobRange } from './types.ts';
export { BlobNotFoundError } from './types.ts';

/**
 * The local blob directory. With the local store tus stages unfinished uploads in its `.uploads` folder; on an
 * object store they are staged there (services/uploads/objectStaging.ts) and only finished uploads pass through it.
 */
export const localBlobDir = (config: Config) => path.join(config.dataDir, 'blob');
/** Where tus keeps unfinished uploads on this server's disk (`<id>` and `<id>.json`), in every store mode. */
export const uploadStagingDir = (config: Config) => path.join(localBlobDir(config), '.uploads');

/** Picks the store from configuration: `BLOB_STORE=azure` (with AZURE_STORAGE_CONNECTION_STRING), `s3` (S3_* settings) or local files. */
export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.BLOB_STORE === 'azure') {
    if (!config.AZURE_STORAGE_CONNECTION_STRING) {
      throw new Error('BLOB_STORE=azure needs AZURE_STORAGE_CONNECTION_STRING');
    }
    return createAzureBlobStore(config.AZURE_STORAGE_CONNECTION_STRING);
  }
  if (config.BLOB_STORE === 's3') {
    return createS3BlobStore({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalBlobStore(localBlobDir(config));
}
