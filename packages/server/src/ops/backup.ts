/**
 * `npm run backup -- <dir>`: one consistent copy of an instance — every table of the database, read in one
 * REPEATABLE READ snapshot with COPY (the embedded PostgreSQL ships no pg_dump; decision 39), and the files of the
 * local blob store — with a manifest of row counts, sizes and SHA-256 sums. Taken while Folio runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { BACKUP_FORMAT, digestFile, formatBytes, type FileEntry, type Manifest, type PartitionEntry, type TableEntry } from './manifest.ts';

export interface BackupOptions {
  connectionString: string;
  blobDir: string | null;
  blobStore: Manifest['blobStore'];
  /** with an object store: where its files are (objectStore.ts) */
  objectStore?: string | null;
  out: string;
  log: (message: string) => void;
}

/** The tables whose rows are Folio's data: ours, in the public schema (partitions are copied through their parent). */
export async function dataTables(client: pg.ClientBase): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select format('%I.%I', n.nspname, c.relname) as name,
      array(select quote_ident(a.attname) from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  return rows;
}

async function partitions(client: pg.ClientBase): Promise<PartitionEntry[]> {
  const { rows } = await client.query<PartitionEntry>(`
    select format('%I.%I', cn.nspname, c.relname) as name, format('%I.%I', pn.nspname, p.relname) as parent,
      pg_get_expr(c.relpartbound, c.oid) as bound
    from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_namespace cn on cn.oid = c.relnamespace
      join pg_class p on p.oid = i.inhparent join pg_namespace pn on pn.oid = p.relnamespace
    where pn.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`);
  return rows;
}

/** Every file under `dir`, as keys relative to it; the tus staging and write-temporary folders are left out. */
function blobKeys(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (prefix === '' && (entry.name === '.uploads' || entry.name === '.tmp')) return [];
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? blobKeys(path.join(dir, entry.name), key) : entry.isFile() ? [key] : [];
  });
}

export async function writeBackup(o: BackupOptions): Promise<Manifest> {
  if (fs.existsSync(o.out) && fs.readdirSync(o.out).length > 0) throw new Error(`${o.out} is not empty: back up into a new directory`);
  fs.mkdirSync(path.join(o.out, 'db'), { recursive: true });
  const client = new pg.Client({ connectionString: o.connectionString });
  await client.connect();
  const tables: TableEntry[] = [];
  let parts: PartitionEntry[];
  let migrations: number;
  let lastMigrationAt: number | undefined;
  try {
    // One snapshot for every table: the backup is the database as it was at one moment.
    await client.query('begin isolation level repeatable read read only');
    const level = await client.query<{ n: string; last: string | null }>('select count(*) as n, max(created_at)::text as last from drizzle.__drizzle_migrations');
    migrations = Number(level.rows[0]!.n);
    lastMigrationAt = level.rows[0]!.last === null ? undefined : Number(level.rows[0]!.last);
    parts = await partitions(client);
    const all = await dataTables(client);
    for (const [i, table] of all.entries()) {
      const file = `db/${String(i).padStart(3, '0')}-${table.name.replace(/[^A-Za-z0-9_.]/g, '')}.copy`;
      const copy = client.query(copyTo(`copy (select ${table.columns.join(', ')} from ${table.name}) to stdout`));
      await pipeline(copy, fs.createWriteStream(path.join(o.out, file)));
      const digest = await digestFile(path.join(o.out, file));
      tables.push({ ...table, rows: copy.rowCount ?? 0, file, ...digest });
      o.log(`table ${i + 1}/${all.length} ${table.name}: ${tables.at(-1)!.rows} rows, ${formatBytes(digest.bytes)}`);
    }
    await client.query('commit');
  } finally {
    await client.end();
  }

  const files: FileEntry[] = [];
  if (o.blobDir) {
    const keys = blobKeys(o.blobDir);
    let vanished = 0;
    let shown = performance.now();
    const progress = () => `${files.length}/${keys.length}, ${formatBytes(files.reduce((n, f) => n + f.bytes, 0))}`;
    for (const key of keys) {
      const target = path.join(o.out, 'files', key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      try {
        await fs.promises.copyFile(path.join(o.blobDir, key), target);
      } catch (err) {
        // Deleted since it was listed (a user deleted the file meanwhile): not part of the backup.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          vanished++;
          continue;
        }
        throw err;
      }
      files.push({ key, ...(await digestFile(target)) });
      if (performance.now() - shown > 2000) {
        shown = performance.now();
        o.log(`files: ${progress()}`);
      }
    }
    o.log(`files: ${progress()}${vanished ? ` (${vanished} deleted while the backup ran, left out)` : ''}`);
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    migrations,
    ...(lastMigrationAt === undefined ? {} : { lastMigrationAt }),
    blobStore: o.blobStore,
    ...(o.objectStore ? { objectStore: o.objectStore } : {}),
    partitions: parts,
    tables,
    files,
  };
  fs.writeFileSync(path.join(o.out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
