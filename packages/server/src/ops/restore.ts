/**
 * `npm run restore -- <dir>`: a backup (backup.ts) into an empty instance. Everything is checked before anything
 * changes — the manifest, every file's size and SHA-256, that this Folio knows the backup's migrations, that the
 * target holds no accounts — then the schema is migrated, the tables filled in one transaction (all or nothing),
 * the sequences moved past the restored rows, and the files put back into the local blob store.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { connect, type Database } from '../db/client.ts';
import { migrationList, runMigrations } from '../db/migrate.ts';
import { BACKUP_FORMAT, digestFile, formatBytes, type Manifest } from './manifest.ts';

export interface RestoreOptions {
  connectionString: string;
  blobDir: string | null;
  from: string;
  log: (message: string) => void;
}

/** Reads the manifest and checks every file against it; throws saying what is wrong. */
export async function checkBackup(dir: string): Promise<Manifest> {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${dir} holds no backup (no manifest.json)`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new Error(`the backup's manifest.json is damaged (not JSON)`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`backup format ${manifest.format} is not one this Folio reads (${BACKUP_FORMAT})`);
  const entries = [...manifest.tables.map((t) => ({ path: t.file, bytes: t.bytes, sha256: t.sha256 })), ...manifest.files.map((f) => ({ path: `files/${f.key}`, bytes: f.bytes, sha256: f.sha256 }))];
  for (const entry of entries) {
    const full = path.resolve(dir, entry.path);
    if (!full.startsWith(path.resolve(dir) + path.sep)) throw new Error(`the backup names a file outside itself: ${entry.path}`);
    if (!fs.existsSync(full)) throw new Error(`the backup is damaged: ${entry.path} is missing`);
    const digest = await digestFile(full);
    if (digest.bytes !== entry.bytes || digest.sha256 !== entry.sha256) throw new Error(`the backup is damaged: ${entry.path} does not match its checksum`);
  }
  const ours = migrationList();
  if (manifest.migrations > ours.length) {
    throw new Error(`the backup was made by a newer Folio (${manifest.migrations} migrations, this one knows ${ours.length}): update Folio first`);
  }
  if (manifest.lastMigrationAt !== undefined && manifest.migrations > 0 && ours[manifest.migrations - 1]!.when !== manifest.lastMigrationAt) {
    throw new Error(`the backup's database schema is not one of this Folio's (its migration ${manifest.migrations} differs): restore it with the Folio that made it`);
  }
  return manifest;
}

/** Tables in an order where each comes after those its foreign keys point to. */
async function fillOrder(client: pg.ClientBase, names: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    select format('%I.%I', cn.nspname, c.relname) as child, format('%I.%I', pn.nspname, p.relname) as parent
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
      join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
    where k.contype = 'f' and c.oid <> p.oid`);
  const after = new Map(names.map((n) => [n, new Set<string>()]));
  for (const r of rows) if (after.has(r.child) && after.has(r.parent)) after.get(r.child)!.add(r.parent);
  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < names.length) {
    const ready = names.filter((n) => !done.has(n) && [...after.get(n)!].every((p) => done.has(p)));
    // A cycle: the rest in name order (checks are off for the restore where the role allows it).
    for (const n of ready.length ? ready : names.filter((x) => !done.has(x))) {
      done.add(n);
      order.push(n);
    }
  }
  return order;
}

/** Files in the local blob store (not its staging folders): a target that has some is not empty. */
function hasFiles(blobDir: string): boolean {
  if (!fs.existsSync(blobDir)) return false;
  return fs.readdirSync(blobDir).some((name) => name !== '.uploads' && name !== '.tmp');
}

/** Refuses a target that is not empty: one with accounts, or with files in its blob store. */
async function checkEmpty(database: Database, blobDir: string | null): Promise<void> {
  const { rows } = await database.pool.query<{ n: string }>(`select count(*) as n from pg_tables where schemaname = 'public' and tablename = 'users'`);
  if (Number(rows[0]!.n) > 0) {
    const users = await database.pool.query<{ n: string }>('select count(*) as n from users');
    if (Number(users.rows[0]!.n) > 0) {
      throw new Error('the target is not empty (its database holds accounts): restore into an empty instance — a new FOLIO_DATA_DIR, or a new empty DATABASE_URL database');
    }
  }
  if (blobDir && hasFiles(blobDir)) {
    throw new Error(`the target is not empty (${blobDir} holds files): restore into an empty instance — a new FOLIO_DATA_DIR`);
  }
}

export async function restoreBackup(o: RestoreOptions): Promise<Manifest> {
  const manifest = await checkBackup(o.from);
  const bytes = [...manifest.tables, ...manifest.files].reduce((n, t) => n + t.bytes, 0);
  o.log(`backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${manifest.files.length} files, ${formatBytes(bytes)}; checksums good`);
  if (manifest.files.length > 0 && !o.blobDir) throw new Error('the backup holds files, but this instance stores files on an object store: restore into BLOB_STORE=local, then copy them over');
  const database = connect(o.connectionString, 2);
  try {
    await checkEmpty(database, o.blobDir);
    // The schema as it was when the backup was made, so its rows fit; later migrations run on them afterwards.
    await runMigrations(database, undefined, manifest.migrations);
  } finally {
    await database.close();
  }

  const client = new pg.Client({ connectionString: o.connectionString });
  await client.connect();
  try {
    await client.query('begin');
    // Foreign keys and the change-feed triggers off while filling, where the role may (superuser); else the fill
    // order below keeps foreign keys satisfied.
    await client.query('savepoint replica');
    await client.query(`set local session_replication_role = replica`).catch(() => client.query('rollback to savepoint replica'));
    for (const p of manifest.partitions) await client.query(`create table if not exists ${p.name} partition of ${p.parent} ${p.bound}`);
    const byName = new Map(manifest.tables.map((t) => [t.name, t]));
    await client.query(`truncate ${manifest.tables.map((t) => t.name).join(', ')}`);
    for (const name of await fillOrder(client, [...byName.keys()])) {
      const table = byName.get(name)!;
      await pipeline(fs.createReadStream(path.join(o.from, table.file)), client.query(copyFrom(`copy ${table.name} (${table.columns.join(', ')}) from stdin`)));
      o.log(`table ${table.name}: ${table.rows} rows, ${formatBytes(table.bytes)}`);
    }
    const sequences = await client.query<{ tbl: string; col: string; seq: string }>(`
      select format('%I.%I', n.nspname, c.relname) as tbl, quote_ident(a.attname) as col,
        pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as seq
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`);
    for (const s of sequences.rows) await client.query(`select setval($1, coalesce((select max(${s.col}) from ${s.tbl}), 0) + 1, false)`, [s.seq]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }

  const upgrade = connect(o.connectionString, 2);
  try {
    await runMigrations(upgrade);
  } finally {
    await upgrade.close();
  }

  if (o.blobDir) {
    let shown = performance.now();
    for (const [i, f] of manifest.files.entries()) {
      const target = path.join(o.blobDir, f.key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(path.join(o.from, 'files', f.key), target);
      if (performance.now() - shown > 2000) {
        shown = performance.now();
        o.log(`files: ${i + 1}/${manifest.files.length}`);
      }
    }
    o.log(`files: ${manifest.files.length} put back`);
  }
  if (manifest.objectStore) {
    o.log(`the backup holds the database only; its files were in the ${manifest.objectStore}: point this instance at that store (BLOB_STORE and its settings), or restore the store's own backup into the store it uses`);
  }
  return manifest;
}
