import type { ObjectStore } from './cluster.ts';
/** Azurite (Azure Blob Storage's emulator, from npm) on loopback: BLOB_STORE=azure. */
export declare function azuriteStore(): Promise<ObjectStore>;
