/**
 * Daily roll-ups (issue 14): for one UTC day, the views and distinct visitors per folio or website, in total, per
 * hour, and by page, referrer host, device, browser and OS (one scan of the day's rows, GROUPING SETS), and the UI events by
 * element and event type. A day is rebuilt whole (delete + insert in one transaction), so running it again is
 * harmless; the job rebuilds today and yesterday every few minutes, and dashboards read these rows instead of the
 * raw events.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function rollupDay(db: Db, day: string): Promise<void> {
  const from = `${day}T00:00:00Z`;
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily where day = ${day}`);
    await tx.execute(sql`
      insert into analytics_daily (day, entity_type, entity_id, owner_id, dimension, value, views, visitors)
      select ${day}, entity_type, entity_id, min(owner_id::text)::uuid,
        case when grouping(page_url) = 0 then 'page' when grouping(referrer_host) = 0 then 'referrer' when grouping(device) = 0 then 'device'
             when grouping(browser) = 0 then 'browser' when grouping(os) = 0 then 'os'
             when grouping(to_char(ts at time zone 'UTC', 'HH24')) = 0 then 'hour' else 'total' end,
        coalesce(page_url, referrer_host, device, browser, os, to_char(ts at time zone 'UTC', 'HH24'), ''),
        count(*)::int, count(distinct visitor)::int
      from page_views where ts >= ${from} and ts < ${to}
      group by grouping sets ((entity_type, entity_id), (entity_type, entity_id, page_url), (entity_type, entity_id, referrer_host),
        (entity_type, entity_id, device), (entity_type, entity_id, browser), (entity_type, entity_id, os),
        (entity_type, entity_id, to_char(ts at time zone 'UTC', 'HH24')))
      having grouping(referrer_host) = 1 or referrer_host <> ''`);
    await tx.execute(sql`
      insert into analytics_daily (day, entity_type, entity_id, owner_id, dimension, value, views, visitors)
      select ${day}, entity_type, entity_id, min(owner_id::text)::uuid, 'event', element_type || ':' || event_type || ':' || element_id, count(*)::int, count(distinct visitor)::int
      from ui_events where ts >= ${from} and ts < ${to}
      group by entity_type, entity_id, element_type, event_type, element_id`);
  });
}
