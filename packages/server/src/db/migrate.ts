import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

/** How many migrations this Folio has (its journal's entries). */
export function migrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** The advisory lock key migrations run under (any constant both servers agree on: "folio" in ASCII). */
export const MIGRATION_LOCK = 0x666f6c696f;

/**
 * Applies every committed SQL migration not yet applied; safe to run on each start. Several servers starting at
 * once take turns under a PostgreSQL advisory lock held by one connection: the first applies, the others wait and
 * then find nothing left to do. `thenUnderLock` runs before the lock is let go: other start-up work that makes
 * schema objects (pg-boss installs its own schema with `create schema if not exists`, which races).
 */
export async function runMigrations(database: Pick<Database, 'pool'>, thenUnderLock?: () => Promise<void>): Promise<void> {
  const client = await database.pool.connect();
  let failed: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema, casing: 'snake_case' }), { migrationsFolder });
    await thenUnderLock?.();
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    // A connection that failed is closed, not pooled: that also lets go of the lock.
    client.release(failed);
  }
}
