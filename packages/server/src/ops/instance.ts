/**
 * The database of a Folio instance, for the backup and restore commands: DATABASE_URL when set, else the embedded
 * PostgreSQL of FOLIO_DATA_DIR — the running one (a backup is taken while Folio serves) or, when Folio is stopped,
 * one started for the command and stopped after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { startEmbedded } from '../db/embedded.ts';
import { localBlobDir } from '../storage/index.ts';

export interface Instance {
  connectionString: string;
  /** the local blob directory, when files are stored there */
  blobDir: string | null;
  blobStore: Config['BLOB_STORE'];
  close(): Promise<void>;
}

/** The port of the embedded PostgreSQL running on this data dir, if one is. */
function runningPort(dataDir: string): number | null {
  const file = path.join(dataDir, 'db', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const [pid, , , port] = fs.readFileSync(file, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  return Number(port) || null;
}

export async function openInstance(config: Config, log: (message: string) => void, options: { mustBeStopped?: boolean } = {}): Promise<Instance> {
  const blobDir = config.BLOB_STORE === 'local' ? localBlobDir(config) : null;
  const base = { blobDir, blobStore: config.BLOB_STORE };
  if (config.DATABASE_URL) return { ...base, connectionString: config.DATABASE_URL, close: async () => {} };
  const port = runningPort(config.dataDir);
  if (port && options.mustBeStopped) throw new Error(`Folio is running on ${config.dataDir}: stop it first`);
  if (port) return { ...base, connectionString: `postgres://folio:folio@127.0.0.1:${port}/folio`, close: async () => {} };
  const embedded = await startEmbedded(path.join(config.dataDir, 'db'), log);
  return { ...base, connectionString: embedded.url, close: () => embedded.stop() };
}
