// Several app servers starting together against one empty database: the migrations run once, under an advisory
// lock, and every server starts on the complete schema.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../../test/db.ts';
import { connect } from './client.ts';
import { runMigrations } from './migrate.ts';

const name = `m_${randomUUID().replaceAll('-', '')}`;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

afterAll(() => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

describe('migrations on start', () => {
  it('run once when three servers start at the same moment on an empty database', async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const servers = [0, 1, 2].map(() => connect(databaseUrl(name), 2));
    try {
      await Promise.all(servers.map((s) => runMigrations(s)));
      const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const { rows } = await servers[0]!.pool.query<{ n: number; distinct_hashes: number }>('select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations');
      expect(rows[0]).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
      // The schema is whole: the last migration's trigger function is there.
      const fn = await servers[1]!.pool.query(`select 1 from pg_proc where proname = 'folio_notify'`);
      expect(fn.rowCount).toBe(1);
      // And the lock is free again.
      const free = await servers[2]!.pool.query<{ locked: boolean }>(`select count(*) > 0 as locked from pg_locks where locktype = 'advisory'`);
      expect(free.rows[0]!.locked).toBe(false);
      // A later start finds nothing to do.
      await runMigrations(servers[2]!);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});
