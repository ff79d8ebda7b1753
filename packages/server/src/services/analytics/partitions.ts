/**
 * Monthly partitions of page_views and ui_events (migration 0018): made ahead for this month and the next two, and
 * dropped whole once older than the retention (ANALYTICS_RETENTION_MONTHS) — no row-by-row deletes.
 */
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';

/** Servers starting together make partitions one at a time (two `create … partition of` at once can deadlock). */
const PARTITION_LOCK = 0x666f6c696f01;

const TABLES = ['page_views', 'ui_events'] as const;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const name = (table: string, d: Date) => `${table}_y${d.getUTCFullYear()}m${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

export async function ensurePartitions(db: Db, now = new Date(), ahead = 2): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    for (let i = 0; i <= ahead; i++) {
      const from = monthStart(now.getUTCFullYear(), now.getUTCMonth() + i);
      const to = monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1);
      for (const table of TABLES) {
        await tx.execute(
          sql.raw(`create table if not exists "${name(table, from)}" partition of "${table}" for values from ('${from.toISOString()}') to ('${to.toISOString()}')`),
        );
      }
    }
  });
}

/** Drops the monthly partitions that end before `months` months ago; answers their names. */
export async function dropExpiredPartitions(db: Executor, months: number, now = new Date()): Promise<string[]> {
  const cutoff = monthStart(now.getUTCFullYear(), now.getUTCMonth() - months);
  const { rows } = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname in ('page_views', 'ui_events') and c.relname ~ '_y[0-9]{4}m[0-9]{2}$'`);
  const dropped: string[] = [];
  for (const { name: partition } of rows) {
    const m = /_y(\d{4})m(\d{2})$/.exec(partition)!;
    const end = monthStart(Number(m[1]), Number(m[2]));
    if (end <= cutoff) {
      await db.execute(sql.raw(`drop table if exists "${partition}"`));
      dropped.push(partition);
    }
  }
  return dropped;
}
