import type { Config } from '../config.ts';
import { BLOB_CONTAINER } from '../storage/azure.ts';

/**
 * Where the files are when they are not in the local blob store, in words an operator can act on: a backup then
 * holds the database only and the store is backed up with the provider's own tools.
 */
export function objectStoreName(config: Config): string | null {
  if (config.BLOB_STORE === 'azure') {
    const account = /AccountName=([^;]+)/i.exec(config.AZURE_STORAGE_CONNECTION_STRING ?? '')?.[1] ?? 'of AZURE_STORAGE_CONNECTION_STRING';
    return `Azure Blob container "${BLOB_CONTAINER}" of storage account ${account}`;
  }
  if (config.BLOB_STORE === 's3') return `S3 bucket "${config.S3_BUCKET}" at ${config.S3_ENDPOINT ?? `AWS (${config.S3_REGION})`}`;
  return null;
}

/** What to do about the files of an object store (`where` from objectStoreName). */
export function objectStoreAdvice(where: string): string {
  const tools = where.startsWith('Azure') ? 'azcopy copy, or blob versioning with point-in-time restore' : 'aws s3 sync or rclone, or bucket versioning with replication';
  return `the files are not in this backup: they stay in the ${where}; back it up with the provider's tools (${tools}) at about the same time`;
}
