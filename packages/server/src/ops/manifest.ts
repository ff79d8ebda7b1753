/** What a backup holds (`manifest.json` at its root) and the checksums restore checks before it changes anything. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

export const BACKUP_FORMAT = 1;

export interface TableEntry {
  /** schema-qualified, quoted as written in SQL */
  name: string;
  columns: string[];
  rows: number;
  file: string;
  bytes: number;
  sha256: string;
}

export interface PartitionEntry {
  name: string;
  parent: string;
  /** `FOR VALUES …`, as PostgreSQL prints it */
  bound: string;
}

export interface FileEntry {
  /** the blob store key (a path under the blob directory) */
  key: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  createdAt: string;
  /** how many migrations the database had: a backup restores only into a Folio that knows them all */
  migrations: number;
  /** `created_at` of the last of them (the journal's `when`): restore checks it is the same migration as its own */
  lastMigrationAt?: number;
  blobStore: 'local' | 'azure' | 's3';
  /** with an object store: where the files are (they are not in the backup) */
  objectStore?: string;
  partitions: PartitionEntry[];
  tables: TableEntry[];
  files: FileEntry[];
}

/** SHA-256 and size of a file, streamed. */
export async function digestFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** 1.5 MiB, 320 KiB, 12 B: sizes in progress lines and summaries. */
export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(2)} GiB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(0)} KiB`;
  return `${n} B`;
}
