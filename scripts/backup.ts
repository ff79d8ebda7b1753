// `npm run backup -- <dir>`: a consistent backup of this instance (database and local files) into a new directory.
// Reads the same settings as `npm start` (FOLIO_DATA_DIR, DATABASE_URL, BLOB_STORE); Folio may be running.
import { loadConfig } from '../packages/server/src/config.ts';
import { writeBackup } from '../packages/server/src/ops/backup.ts';
import { openInstance } from '../packages/server/src/ops/instance.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: npm run backup -- <new directory>');
  process.exit(2);
}
const log = (message: string) => console.error(`[backup] ${message}`);
const config = loadConfig();
const started = performance.now();
const instance = await openInstance(config, log);
try {
  const m = await writeBackup({ connectionString: instance.connectionString, blobDir: instance.blobDir, blobStore: config.BLOB_STORE, out, log });
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  const bytes = [...m.tables, ...m.files].reduce((n, t) => n + t.bytes, 0);
  if (config.BLOB_STORE !== 'local') {
    log(`files are on the object store (${config.BLOB_STORE}): back up its container "blob" with the provider's tools (e.g. azcopy or a storage account's point-in-time restore)`);
  }
  console.log(`backup written to ${out}: ${m.tables.length} tables, ${rows} rows, ${m.files.length} files, ${(bytes / 1048576).toFixed(1)} MiB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(`[backup] failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await instance.close();
}
