/**
 * Daily roll-ups (issue 14): for one UTC day, the views and distinct visitors per folio or website, in total and
 * by page, referrer host, device, browser and OS, and the UI events by element and event type. A day is rebuilt
 * whole (delete + insert in one transaction), so running it again is harmless; the job rebuilds today and
 * yesterday every few minutes, and dashboards read these rows instead of the raw events.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const DIMENSIONS: Array<[string, string]> = [
  ['total', `''`],
  ['page', 'page_url'],
  ['referrer', 'referrer_host'],
  ['device', 'device'],
  ['browser', 'browser'],
  ['os', 'os'],
];

export async function rollupDay(db: Db, day: string): Promise<void> {
  const from = `${day}T00:00:00Z`;
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily where day = ${day}`);
    for (const [dimension, column] of DIMENSIONS) {
      await tx.execute(sql`
        insert into analytics_daily (day, entity_type, entity_id, owner_id, dimension, value, views, visitors)
        select ${day}, entity_type, entity_id, min(owner_id::text)::uuid, ${dimension}, ${sql.raw(column)}, count(*)::int, count(distinct visitor)::int
        from page_views where ts >= ${from} and ts < ${to} ${dimension === 'referrer' ? sql`and referrer_host <> ''` : sql``}
        group by entity_type, entity_id${sql.raw(column === `''` ? '' : `, ${column}`)}`);
    }
    await tx.execute(sql`
      insert into analytics_daily (day, entity_type, entity_id, owner_id, dimension, value, views, visitors)
      select ${day}, entity_type, entity_id, min(owner_id::text)::uuid, 'event', element_type || ':' || event_type || ':' || element_id, count(*)::int, count(distinct visitor)::int
      from ui_events where ts >= ${from} and ts < ${to}
      group by entity_type, entity_id, element_type, event_type, element_id`);
  });
}
