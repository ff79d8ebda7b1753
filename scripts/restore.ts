// `npm run restore -- <dir>`: a backup made by `npm run backup` into an empty instance (a new FOLIO_DATA_DIR, or an
// empty DATABASE_URL database). Stop Folio first when it runs on this data dir.
import { loadConfig } from '../packages/server/src/config.ts';
import { openInstance } from '../packages/server/src/ops/instance.ts';
import { restoreBackup } from '../packages/server/src/ops/restore.ts';

const from = process.argv[2];
if (!from) {
  console.error('usage: npm run restore -- <backup directory>');
  process.exit(2);
}
const log = (message: string) => console.error(`[restore] ${message}`);
const config = loadConfig();
const started = performance.now();
const instance = await openInstance(config, log, { mustBeStopped: true });
try {
  const m = await restoreBackup({ connectionString: instance.connectionString, blobDir: instance.blobDir, from, log });
  console.log(`restored ${m.tables.reduce((n, t) => n + t.rows, 0)} rows and ${m.files.length} files from ${from} in ${((performance.now() - started) / 1000).toFixed(1)} s; start Folio with npm start`);
} catch (err) {
  console.error(`[restore] refused: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await instance.close();
}
