import type { Readable } from 'node:stream';

export interface BlobInfo {
  size: number;
  contentType: string;
}

export interface BlobRange {
  /** First byte, inclusive (default 0). */
  start?: number;
  /** Last byte, inclusive (default the last byte). */
  end?: number;
}

/**
 * Where uploaded files live, addressed by key (the blob uuid, or `thumbnails/<uuid>.webp`). Every method streams:
 * nothing holds a whole file in memory. Writes are acknowledged only once the bytes are durable.
 */
export interface BlobStore {
  readonly kind: 'local' | 'azure' | 's3';
  put(key: string, stream: Readable, info: BlobInfo): Promise<void>;
  /** Moves (local) or uploads (remote) a finished file from the local disk; the source is left to the caller. */
  putFile(key: string, filePath: string, info: BlobInfo): Promise<void>;
  get(key: string, range?: BlobRange): Promise<{ stream: Readable; size: number; contentType: string }>;
  stat(key: string): Promise<BlobInfo | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`No blob ${key}`);
  }
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of safe segments: no `..`, no leading dot or slash. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid blob key: ${key}`);
}
