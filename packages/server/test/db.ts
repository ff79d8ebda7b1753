import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { embeddedUrl } from '../src/db/embedded.ts';
import { TEMPLATE_DB } from './constants.ts';

/** The URL of the database `name` on the run's embedded PostgreSQL (`postgres` is its maintenance database). */
export function databaseUrl(name: string): string {
  return embeddedUrl(inject('pgPort'), name);
}

/** Creates a fresh database cloned from the migrated template and returns its URL. */
export async function cloneTestDatabase(): Promise<string> {
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
        break;
      } catch (err) {
        // Two clones at once can briefly see each other as users of the template.
        if (attempt > 20 || !String(err).includes('being accessed by other users')) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}
