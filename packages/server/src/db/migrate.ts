import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PoolClient } from 'pg';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}
const readJournal = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

/** This Folio's migrations, in order: `when` is what `drizzle.__drizzle_migrations.created_at` records of each. */
export function migrationList(): Journal['entries'] {
  return readJournal(migrationsFolder).entries;
}

/** How many migrations this Folio has (its journal's entries). */
export function migrationCount(): number {
  return migrationList().length;
}

/** A temporary migrations folder holding only the first `count` of ours (restore fills a backup at its own level). */
function folderUpTo(count: number): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-migrations-'));
  const journal = readJournal(migrationsFolder);
  const entries = journal.entries.slice(0, count);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** The advisory lock key migrations run under (any constant both servers agree on: "folio" in ASCII). */
export const MIGRATION_LOCK = 0x666f6c696f;

/**
 * Applies every committed SQL migration not yet applied; safe to run on each start. Several servers starting at
 * once take turns under a PostgreSQL advisory lock held by one connection: the first applies, the others wait and
 * then find nothing left to do. `thenUnderLock` runs before the lock is let go: other start-up work that makes
 * schema objects (pg-boss installs its own schema with `create schema if not exists`, which races).
 */
export async function runMigrations(
  database: Pick<Database, 'pool'>,
  thenUnderLock?: () => Promise<void>,
  /** apply only the first this many (restore, ops/restore.ts); default all */
  upTo?: number,
): Promise<void> {
  const partial = upTo === undefined ? null : folderUpTo(upTo);
  try {
    await underMigrationLock(database, async (client) => {
      await migrate(drizzle(client, { schema, casing: 'snake_case' }), { migrationsFolder: partial?.folder ?? migrationsFolder });
      await thenUnderLock?.();
    });
  } finally {
    partial?.remove();
  }
}

/**
 * Runs `work` holding the migrations' lock: start-up work that changes schema objects and that servers starting
 * together must not do at the same moment. pg-boss's queue creation adds a table, foreign keys and a partition to its
 * schema; two servers creating queues at once can deadlock, and the server that loses does not start.
 */
export async function underMigrationLock<T>(database: Pick<Database, 'pool'>, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  let failed: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const result = await work(client);
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    return result;
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    // A connection that failed is closed, not pooled: that also lets go of the lock.
    client.release(failed);
  }
}
