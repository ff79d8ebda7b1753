/**
 * What each analytics figure counts, as SQL shared by the daily roll-up (rollup.ts) and today's live figures
 * (reports.ts), so a day reads the same before and after it is rolled up (issue 26). Raw rows are aliased `r`.
 * Every builder answers rows of (entity_type, entity_id, owner_id, value, views, visitors).
 */
import { sql, type SQL } from 'drizzle-orm';

const param = (name: string) => `substring(r.page_url_params from '(?:^|&)${name}=([^&]*)')`;

/** Dimensions that are one column of a page view: `views` page views, `visitors` distinct visitors. */
export const VIEW_DIMENSIONS = {
  page: { column: 'r.page_url' },
  referrer: { column: 'r.referrer_host', keep: `r.referrer_host <> ''` },
  device: { column: 'r.device' },
  browser: { column: 'r.browser' },
  os: { column: 'r.os' },
  country: { column: 'r.country' },
  /** utm_campaign, still URL-encoded as kept (decoded when read) */
  campaign: { column: param('utm_campaign'), keep: `${param('utm_campaign')} is not null` },
  source: { column: param('utm_source'), keep: `${param('utm_source')} is not null` },
  hour: { column: `to_char(r.ts at time zone 'UTC', 'HH24')` },
} as const satisfies Record<string, { column: string; keep?: string }>;
export type ViewDimension = keyof typeof VIEW_DIMENSIONS;

/** UI events by element, event and which element: `views` times, `visitors` distinct visitors. */
export const EVENT_VALUE = `r.element_type || ':' || r.event_type || ':' || r.element_id`;

const between = (from: string, to: string) => sql`r.ts >= ${from} and r.ts < ${to}`;

/**
 * Every view dimension and the total in one scan (GROUPING SETS); `dimension` names the set, 'total' the entity's.
 */
export function viewDimensionsSql(from: string, to: string, filter: SQL): SQL {
  const dims = Object.entries(VIEW_DIMENSIONS) as Array<[ViewDimension, { column: string; keep?: string }]>;
  const which = dims.map(([name, d]) => `when grouping(${d.column}) = 0 then '${name}'`).join(' ');
  const keep = dims.filter(([, d]) => d.keep).map(([, d]) => `(grouping(${d.column}) = 1 or ${d.keep})`);
  return sql`select r.entity_type, r.entity_id, min(r.owner_id::text)::uuid as owner_id, ${sql.raw(`case ${which} else 'total' end`)} as dimension,
      ${sql.raw(`coalesce(${dims.map(([, d]) => d.column).join(', ')}, '')`)} as value, count(*)::int as views, count(distinct r.visitor)::int as visitors
    from page_views r where ${between(from, to)} and ${filter}
    group by grouping sets ((r.entity_type, r.entity_id), ${sql.raw(dims.map(([, d]) => `(r.entity_type, r.entity_id, ${d.column})`).join(', '))})
    having ${sql.raw(keep.join(' and '))}`;
}

/** One view dimension (or the total) of the raw rows. */
export function viewDimensionSql(dimension: ViewDimension | 'total', from: string, to: string, filter: SQL): SQL {
  if (dimension === 'total') {
    return sql`select r.entity_type, r.entity_id, min(r.owner_id::text)::uuid as owner_id, '' as value, count(*)::int as views, count(distinct r.visitor)::int as visitors
      from page_views r where ${between(from, to)} and ${filter} group by r.entity_type, r.entity_id`;
  }
  const d: { column: string; keep?: string } = VIEW_DIMENSIONS[dimension];
  return sql`select r.entity_type, r.entity_id, min(r.owner_id::text)::uuid as owner_id, ${sql.raw(d.column)} as value, count(*)::int as views, count(distinct r.visitor)::int as visitors
    from page_views r where ${between(from, to)} and ${filter} ${d.keep ? sql.raw(`and ${d.keep}`) : sql``} group by r.entity_type, r.entity_id, ${sql.raw(d.column)}`;
}

export function eventsSql(from: string, to: string, filter: SQL): SQL {
  return sql`select r.entity_type, r.entity_id, min(r.owner_id::text)::uuid as owner_id, ${sql.raw(EVENT_VALUE)} as value, count(*)::int as views, count(distinct r.visitor)::int as visitors
    from ui_events r where ${between(from, to)} and ${filter} group by r.entity_type, r.entity_id, ${sql.raw(EVENT_VALUE)}`;
}

/**
 * Entry or exit pages: the first or last page of each visit (a site session on one folio or website, within the
 * day). `views` counts visits, `visitors` distinct visitors.
 */
export function visitEdgesSql(kind: 'entry' | 'exit', from: string, to: string, filter: SQL): SQL {
  return sql`select entity_type, entity_id, min(owner_id::text)::uuid as owner_id, page_url as value, count(*)::int as views, count(distinct visitor)::int as visitors
    from (select r.entity_type, r.entity_id, r.owner_id, r.page_url, r.visitor,
            row_number() over (partition by r.entity_type, r.entity_id, r.site_session_id order by r.ts ${sql.raw(kind === 'entry' ? 'asc' : 'desc')}, r.id) as n
          from page_views r where ${between(from, to)} and r.site_session_id is not null and ${filter}) v
    where n = 1 group by entity_type, entity_id, page_url`;
}

/**
 * The form funnel in visitors, each step a part of the one before: 'view' every visitor who saw a page, 'start'
 * those of them who started (or sent) a form, 'submit' those of them who sent one. Submissions made without a
 * tracked visit (the API, visitors who opt out) are not in it, so no step can pass 100 %.
 */
export function funnelSql(from: string, to: string, filter: SQL): SQL {
  return sql`select v.entity_type, v.entity_id, min(v.owner_id)::uuid as owner_id, s.value, count(*)::int as views, count(*)::int as visitors
    from (select r.entity_type, r.entity_id, min(r.owner_id::text) as owner_id, r.visitor from page_views r where ${between(from, to)} and ${filter}
          group by r.entity_type, r.entity_id, r.visitor) v
    left join (select r.entity_type, r.entity_id, r.visitor, bool_or(r.event_type = 'submit') as submitted from ui_events r
          where ${between(from, to)} and r.element_type = 'form' and r.event_type in ('start', 'submit') and ${filter}
          group by r.entity_type, r.entity_id, r.visitor) e on e.entity_type = v.entity_type and e.entity_id = v.entity_id and e.visitor = v.visitor
    cross join lateral (values ('view', true), ('start', e.visitor is not null), ('submit', coalesce(e.submitted, false))) s(value, reached)
    where s.reached group by v.entity_type, v.entity_id, s.value`;
}

/** Dimensions with their own builder (not one column). */
export const BUILT_DIMENSIONS = {
  event: (from: string, to: string, filter: SQL) => eventsSql(from, to, filter),
  entry: (from: string, to: string, filter: SQL) => visitEdgesSql('entry', from, to, filter),
  exit: (from: string, to: string, filter: SQL) => visitEdgesSql('exit', from, to, filter),
  funnel: (from: string, to: string, filter: SQL) => funnelSql(from, to, filter),
} as const;
export type Dimension = ViewDimension | 'total' | keyof typeof BUILT_DIMENSIONS;

/** The raw rows of one dimension between two instants. */
export function dimensionSql(dimension: Dimension, from: string, to: string, filter: SQL): SQL {
  return dimension in BUILT_DIMENSIONS
    ? BUILT_DIMENSIONS[dimension as keyof typeof BUILT_DIMENSIONS](from, to, filter)
    : viewDimensionSql(dimension as ViewDimension | 'total', from, to, filter);
}

/** Distinct visitors per owner in the range (one row each), whatever item they saw. */
export function ownerVisitorsSql(from: string, to: string, filter: SQL): SQL {
  return sql`select distinct r.owner_id, r.visitor from page_views r where ${between(from, to)} and ${filter}`;
}
