/**
 * A backup as one file: the backup directory packed as tar (`.tar`) or gzipped tar (`.tar.gz`, `.tgz`). Both
 * commands take a directory or such a file; the manifest's checksums inside it are what restore trusts.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';

export const isArchive = (target: string) => /\.(tar|tar\.gz|tgz)$/i.test(target);

/** Packs the backup directory `dir` into `file` (written under a temporary name and renamed when complete). */
export async function packBackup(dir: string, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await tar.c({ file: partial, cwd: dir, gzip: /gz$/i.test(file), portable: true }, fs.readdirSync(dir).sort());
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Unpacks a backup file into the empty directory `dir`; a file that is not a whole tar says so. */
export async function unpackBackup(file: string, dir: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  try {
    // strict: a damaged header or a cut-off archive is an error, not a warning; no entry may leave `dir`.
    await tar.x({ file, cwd: dir, strict: true, preservePaths: false });
  } catch (err) {
    throw new Error(`the backup is damaged: ${path.basename(file)} is not a whole tar archive (${err instanceof Error ? err.message : String(err)})`);
  }
}

/** Runs `write` on a backup directory: `target` itself, or for a file a temporary directory beside it, packed after. */
export async function writeBackupTo<T>(target: string, write: (dir: string) => Promise<T>): Promise<T> {
  if (!isArchive(target)) return write(target);
  if (fs.existsSync(target)) throw new Error(`${target} exists: back up into a new file`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const dir = fs.mkdtempSync(path.join(path.dirname(path.resolve(target)), '.folio-backup-'));
  try {
    const result = await write(path.join(dir, 'backup'));
    await packBackup(path.join(dir, 'backup'), target);
    return result;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `read` on a backup directory: `source` itself, or a file unpacked into a temporary directory under `scratch`. */
export async function readBackupFrom<T>(source: string, scratch: string, read: (dir: string) => Promise<T>): Promise<T> {
  if (!isArchive(source)) return read(source);
  fs.mkdirSync(scratch, { recursive: true });
  const dir = fs.mkdtempSync(path.join(scratch, '.folio-restore-'));
  try {
    await unpackBackup(source, dir);
    return await read(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
