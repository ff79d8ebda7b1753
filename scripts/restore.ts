// `npm run restore -- <backup directory | file.tar | file.tar.gz>`: a backup made by `npm run backup` into an empty
// instance (a new FOLIO_DATA_DIR, or an empty DATABASE_URL database). Folio must not be running on it.
import { readBackupFrom } from '../packages/server/src/ops/archive.ts';
import { runOpsCommand } from '../packages/server/src/ops/command.ts';
import { restoreBackup } from '../packages/server/src/ops/restore.ts';

await runOpsCommand('restore', '<backup directory, or a backup file ending in .tar, .tar.gz or .tgz>', async ({ target, config, instance, log, elapsed }) => {
  // A backup file is unpacked inside the data dir, on the disk its files are restored to.
  const m = await readBackupFrom(target, config.dataDir, (dir) => restoreBackup({ connectionString: instance.connectionString, blobDir: instance.blobDir, from: dir, log }));
  const rows = m.tables.reduce((n, t) => n + t.rows, 0);
  return `restored ${m.tables.length} tables, ${rows} rows and ${m.files.length} files from ${target} in ${elapsed()}; start Folio with npm start`;
});
