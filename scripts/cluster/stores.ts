// The object stores a cluster can run with on one machine.
import { startAzurite } from '../../packages/server/src/routes/uploads/testing.ts';
import { startSwift } from '../../packages/server/test/objectStores/swift.ts';
import type { ObjectStore } from './cluster.ts';

/** Azurite (Azure Blob Storage's emulator, from npm) on loopback: BLOB_STORE=azure. */
export async function azuriteStore(): Promise<ObjectStore> {
  const azurite = await startAzurite();
  return { env: { BLOB_STORE: 'azure', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString }, stop: () => azurite.stop() };
}

/** OpenStack Swift from Debian with its S3 layer on loopback: BLOB_STORE=s3. */
export async function swiftStore(): Promise<ObjectStore> {
  const swift = await startSwift();
  return { env: swift.env('folio'), stop: () => swift.stop() };
}
