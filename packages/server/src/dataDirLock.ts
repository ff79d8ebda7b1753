import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './db/embedded.ts';

/** Another live process (a running Folio, or a backup or restore) holds the data dir. */
export class DataDirInUseError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(`another Folio process (pid ${pid}) is using ${dataDir}; stop it or set FOLIO_DATA_DIR`);
    this.pid = pid;
  }
}

/**
 * Refuses to share a data dir with a live Folio process (the server, `npm run backup` or `npm run restore` on an
 * embedded PostgreSQL they started); a stale lock from a killed one is taken over. The lock file `folio.pid` is
 * created exclusively, so two processes starting at once cannot both take it. Returns its release.
 */
export function takeDataDirLock(dataDir: string): () => void {
  const lock = path.join(dataDir, 'folio.pid');
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
      const pid = Number(fs.readFileSync(lock, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      fs.rmSync(lock, { force: true });
    }
  }
  return () => {
    try {
      if (fs.readFileSync(lock, 'utf8') === String(process.pid)) fs.rmSync(lock, { force: true });
    } catch {
      // already gone
    }
  };
}
