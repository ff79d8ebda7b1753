import fs from 'node:fs';
import path from 'node:path';
import type { Executor } from '../../db/client.ts';
import type { BlobStore } from '../../storage/index.ts';
import { dropStaged } from './objectStaging.ts';

/**
 * Deletes what an unfinished upload left, wherever it was staged: tus's files on this server's disk (`<id>`,
 * `<id>.json`) and, on an object store, its parts and row. Used by the form-upload sweep and account deletion.
 */
export async function discardUnfinishedUpload(db: Executor, store: BlobStore, stagingDir: string, id: string): Promise<void> {
  await fs.promises.rm(path.join(stagingDir, id), { force: true });
  await fs.promises.rm(path.join(stagingDir, `${id}.json`), { force: true });
  await dropStaged(db, store, id);
}
