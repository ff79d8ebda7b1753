import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

/** Applies every committed SQL migration not yet applied; safe to run on each start. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
