/**
 * Daily roll-ups (issue 14, 26): for one UTC day, per folio or website, the views and distinct visitors in total and
 * by every view dimension (one scan, GROUPING SETS), the UI events, entry and exit pages, the form funnel, and the
 * distinct visitors per owner (so totals over several items count a person once) with their number per owner (what
 * an owner's totals read). The SQL is dimensions.ts's, the same that today's live figures use. A day is rebuilt
 * whole (delete + insert in one transaction), so running it again is harmless; the job rebuilds today and yesterday
 * every few minutes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventsSql, funnelSql, ownerVisitorsSql, viewDimensionsSql, visitEdgesSql } from './dimensions.ts';

export async function rollupDay(db: Db, day: string): Promise<void> {
  const from = `${day}T00:00:00Z`;
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const all = sql`true`;
  const insert = (dimension: string | null, rows: ReturnType<typeof sql>) =>
    sql`insert into analytics_daily (day, entity_type, entity_id, owner_id, dimension, value, views, visitors)
      select ${day}, t.entity_type, t.entity_id, t.owner_id, ${dimension === null ? sql`t.dimension` : sql`${dimension}`}, t.value, t.views, t.visitors from (${rows}) t`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily where day = ${day}`);
    await tx.execute(sql`delete from analytics_daily_visitors where day = ${day}`);
    await tx.execute(sql`delete from analytics_owner_days where day = ${day}`);
    await tx.execute(insert(null, viewDimensionsSql(from, to, all)));
    await tx.execute(insert('event', eventsSql(from, to, all)));
    await tx.execute(insert('entry', visitEdgesSql('entry', from, to, all)));
    await tx.execute(insert('exit', visitEdgesSql('exit', from, to, all)));
    await tx.execute(insert('funnel', funnelSql(from, to, all)));
    await tx.execute(sql`
      with kept as (
        insert into analytics_daily_visitors (day, owner_id, visitor) select ${day}, t.owner_id, t.visitor from (${ownerVisitorsSql(from, to, all)}) t
        returning owner_id)
      insert into analytics_owner_days (owner_id, day, visitors) select owner_id, ${day}, count(*) from kept group by owner_id`);
  });
}
