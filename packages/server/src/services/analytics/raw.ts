/** The raw rows, newest first, for an owner's own look (spec §7 `GET /api/pageSessions`, `/api/uiEvents`). */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Range } from './range.ts';
import { ownedByOrdinaryUser, type Scope } from './reports.ts';

const scopeSql = (scope: Scope) =>
  sql.join(
    [
      scope.ownerId ? sql`owner_id = ${scope.ownerId}` : sql`true`,
      scope.ordinaryOwnersOnly ? ownedByOrdinaryUser('owner_id') : sql`true`,
      scope.entity ? sql`entity_type = ${scope.entity.type} and entity_id = ${scope.entity.id}` : sql`true`,
    ],
    sql` and `,
  );

const between = (range: Range) => sql`ts >= ${`${range.start}T00:00:00Z`} and ts < (${range.end}::date + 1)::timestamptz`;

export async function listPageSessions(db: Executor, scope: Scope, range: Range, page: { first: number; after: number }) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select id, ts, site_session_id, entity_type, entity_id, page_url, page_url_params, referrer_host, device, browser, os, count(*) over ()::int as total
    from page_views where ${scopeSql(scope)} and ${between(range)} order by ts desc limit ${page.first} offset ${page.after}`);
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      id: String(r.id),
      created: new Date(r.ts as string).toISOString(),
      siteSessionId: (r.site_session_id as string | null) ?? null,
      entityType: String(r.entity_type),
      entityId: String(r.entity_id),
      pageUrl: String(r.page_url),
      pageUrlParams: String(r.page_url_params),
      referrerHost: String(r.referrer_host),
      device: String(r.device),
      browser: String(r.browser),
      os: String(r.os),
    })),
  };
}

export async function listUiEvents(db: Executor, scope: Scope, range: Range, page: { first: number; after: number }) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select id, ts, page_session_id, entity_type, entity_id, element_type, element_id, event_type, event_data, user_id, count(*) over ()::int as total
    from ui_events where ${scopeSql(scope)} and ${between(range)} order by ts desc limit ${page.first} offset ${page.after}`);
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      id: String(r.id),
      created: new Date(r.ts as string).toISOString(),
      pageSessionId: String(r.page_session_id),
      entityType: String(r.entity_type),
      entityId: String(r.entity_id),
      elementType: String(r.element_type),
      elementId: String(r.element_id),
      eventType: String(r.event_type),
      eventData: (r.event_data as Record<string, unknown> | null) ?? null,
      userId: (r.user_id as string | null) ?? null,
    })),
  };
}
