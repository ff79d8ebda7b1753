/**
 * The database of a Folio instance, for the backup and restore commands: DATABASE_URL when set, else the embedded
 * PostgreSQL of FOLIO_DATA_DIR — the running one, for a backup taken while Folio serves, or one started for the
 * command under the data dir's lock (`folio.pid`, so `npm start` waits its turn) and stopped after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { DataDirInUseError, takeDataDirLock } from '../dataDirLock.ts';
import { embeddedUrl, startEmbedded } from '../db/embedded.ts';
import { localBlobDir } from '../storage/index.ts';

export interface Instance {
  connectionString: string;
  /** the local blob directory, when files are stored there */
  blobDir: string | null;
  close(): Promise<void>;
}

/** The port of the embedded PostgreSQL running on this data dir, if one is (line 4 of postmaster.pid). */
function runningPort(dataDir: string): number | null {
  const file = path.join(dataDir, 'db', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  return Number(fs.readFileSync(file, 'utf8').split('\n')[3]) || null;
}

/**
 * `purpose` backup: the data dir must hold a database; a running Folio's is read through its own PostgreSQL.
 * `purpose` restore: Folio must be stopped (the data dir may be new).
 */
export async function openInstance(config: Config, log: (message: string) => void, purpose: 'backup' | 'restore'): Promise<Instance> {
  const blobDir = config.BLOB_STORE === 'local' ? localBlobDir(config) : null;
  if (config.DATABASE_URL) return { blobDir, connectionString: config.DATABASE_URL, close: async () => {} };
  const dbDir = path.join(config.dataDir, 'db');
  if (purpose === 'backup' && !fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new Error(`${config.dataDir} holds no Folio database: set FOLIO_DATA_DIR (or DATABASE_URL) to the instance to back up`);
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  let release: () => void;
  try {
    release = takeDataDirLock(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    if (purpose === 'restore') {
      throw new Error(`Folio (pid ${err.pid}) is running on ${config.dataDir}: stop it first, or restore into a new FOLIO_DATA_DIR`);
    }
    const port = runningPort(config.dataDir);
    if (!port) throw new Error(`Folio (pid ${err.pid}) holds ${config.dataDir} but its PostgreSQL is not running: wait until it has started`);
    log(`Folio (pid ${err.pid}) is running: reading its database on port ${port}`);
    return { blobDir, connectionString: embeddedUrl(port), close: async () => {} };
  }
  try {
    const embedded = await startEmbedded(dbDir, log);
    return {
      blobDir,
      connectionString: embedded.url,
      close: async () => {
        try {
          await embedded.stop();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
