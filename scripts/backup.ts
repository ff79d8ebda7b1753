// `npm run backup -- <new directory | file.tar | file.tar.gz>`: a consistent backup of this instance (database and
// local files). Reads the same settings as `npm start` (FOLIO_DATA_DIR, DATABASE_URL, BLOB_STORE); Folio may be running.
import { writeBackupTo } from '../packages/server/src/ops/archive.ts';
import { writeBackup } from '../packages/server/src/ops/backup.ts';
import { runOpsCommand } from '../packages/server/src/ops/command.ts';
import { formatBytes } from '../packages/server/src/ops/manifest.ts';
import { objectStoreAdvice, objectStoreName } from '../packages/server/src/ops/objectStore.ts';

await runOpsCommand('backup', '<new directory, or a new file ending in .tar, .tar.gz or .tgz>', async ({ target, config, instance, log, elapsed }) => {
  const objectStore = objectStoreName(config);
  const m = await writeBackupTo(target, (dir) => writeBackup({ connectionString: instance.connectionString, blobDir: instance.blobDir, blobStore: config.BLOB_STORE, objectStore, out: dir, log }));
  if (objectStore) log(objectStoreAdvice(objectStore));
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  const bytes = [...m.tables, ...m.files].reduce((n, t) => n + t.bytes, 0);
  const files = objectStore ? 'no files (object store)' : `${m.files.length} files`;
  return `backup written to ${target}: ${m.tables.length} tables, ${rows} rows, ${files}, ${formatBytes(bytes)} in ${elapsed()}`;
});
