/** The raw rows, newest first, for an owner's own look (spec §7 `GET /api/pageSessions`, `/api/uiEvents`). */
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../../errors.ts';
import { parseFilterObject, parseSort } from '../lists/filterSort.ts';
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

/** The page-session fields `filter` and `sort` may name, and their columns. */
export const PAGE_SESSION_FIELDS = {
  created: 'ts',
  siteSessionId: 'site_session_id',
  pageUrl: 'page_url',
  pageUrlParams: 'page_url_params',
  referrerHost: 'referrer_host',
  device: 'device',
  browser: 'browser',
  os: 'os',
} as const;
type PageSessionField = keyof typeof PAGE_SESSION_FIELDS;
const FIELD_NAMES = Object.keys(PAGE_SESSION_FIELDS).join(', ');
const FILTER_NAMES = Object.keys(PAGE_SESSION_FIELDS).filter((k) => k !== 'created').join(', ');
const isField = (key: string): key is PageSessionField => Object.hasOwn(PAGE_SESSION_FIELDS, key);

/** filter (lists/filterSort.ts): field → the exact text it must have (days are chosen by startDate and endDate). */
function pageSessionFilter(filter: string | undefined): SQL[] {
  return parseFilterObject(filter, 'page-session field → value', '{"pageUrl":"/pricing"}').map(([key, value]) => {
    if (!isField(key) || key === 'created') throw badRequest(`filter: "${key}" is not a field to filter on; use ${FILTER_NAMES}`);
    if (typeof value !== 'string') throw badRequest(`filter.${key}: must be text`);
    return sql`${sql.raw(PAGE_SESSION_FIELDS[key])}::text = ${value}`;
  });
}

/** sort (lists/filterSort.ts): a field, '-' in front for descending; newest first by default. */
function pageSessionOrder(sort: string | undefined): SQL {
  const { key, desc } = parseSort(sort, '-created');
  if (!isField(key)) throw badRequest(`sort: ${FIELD_NAMES}, with - in front for descending`);
  const dir = sql.raw(desc ? 'desc' : 'asc');
  return sql`${sql.raw(PAGE_SESSION_FIELDS[key])} ${dir}, ts desc, id desc`;
}

export async function listPageSessions(
  db: Executor,
  scope: Scope,
  range: Range,
  q: { first: number; after: number; filter?: string | undefined; sort?: string | undefined },
) {
  const where = sql.join([scopeSql(scope), between(range), ...pageSessionFilter(q.filter)], sql` and `);
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select id, ts, site_session_id, entity_type, entity_id, page_url, page_url_params, referrer_host, device, browser, os, count(*) over ()::int as total
    from page_views where ${where} order by ${pageSessionOrder(q.sort)} limit ${q.first} offset ${q.after}`);
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
