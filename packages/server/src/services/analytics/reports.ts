/**
 * What owners read of their analytics (spec §7 `foliosAnalytics*`, `{id}/uiEvents`, `pageSessions`, `uiEvents`;
 * issue 14). Past days come from the daily roll-ups, today from the raw rows (today's partition, by entity and
 * time), so a 30-day or 1-year range reads a few hundred small rows. "Visitors" over a range is the sum of each
 * day's distinct visitors (a visitor hash changes every day by design), counted once over the whole scope however
 * many of its items a person saw (issue 26).
 */
import type { AnalyticsItem, AnalyticsPoint, AnalyticsReport, AnalyticsTop } from '@folio/model';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, type Action, type Roles } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';
import { grantFor } from '../shares/grants.ts';
import { enforcePermit } from '../users/limits.ts';
import { addDays, DAY_MS, rangeOf, type Range } from './range.ts';
import { dimensionSql, ownerVisitorsSql, type Dimension } from './dimensions.ts';
import { utcDay } from './visitor.ts';

export const ANALYTICS_TEXTS = {
  notYours: 'You can only read the analytics of your own folios and websites',
  notFound: 'No folio or website with this id',
  hourRange: 'Hourly figures cover a week at most; choose a shorter range or interval=day',
} as const;

/**
 * The range, checked against how far back the owner's account type keeps analytics (issue 15); an administrator
 * reading through checkSuperAdmin (not as owner or sharee) reads any range.
 */
export async function allowedRange(db: Executor, scope: Scope, q: { startDate?: string | undefined; endDate?: string | undefined }): Promise<Range> {
  const range = rangeOf(q.startDate, q.endDate);
  if (scope.ownerId && !scope.asAdministrator) {
    const days = Math.round((Date.parse(utcDay()) - Date.parse(range.start)) / DAY_MS) + 1;
    await enforcePermit(db, scope.ownerId, 'analytics.history', { days });
  }
  return range;
}

export interface Scope {
  /** null: every owner (an administrator with checkSuperAdmin) */
  ownerId: string | null;
  entity?: { type: 'folio' | 'website'; id: string } | undefined;
  /** read only through the administrators' right (checkSuperAdmin), not as the owner or through a share */
  asAdministrator?: boolean | undefined;
  /** everyone's, as an admin reads them: only what ordinary users own (spec §6: an admin acts over ordinary users) */
  ordinaryOwnersOnly?: boolean | undefined;
}

/** `column` names an ordinary user (neither admin nor super admin). */
export const ownedByOrdinaryUser = (column: string): SQL => sql`${sql.raw(column)} in (select u.id from users u where not u.is_admin and not u.super_admin)`;

const ORDINARY: Roles = { isAdmin: false, isSuperAdmin: false };

const rolesOf = async (db: Executor, id: string): Promise<Roles | undefined> =>
  isUuid(id) ? (await db.select({ isAdmin: users.isAdmin, isSuperAdmin: users.superAdmin }).from(users).where(eq(users.id, id)))[0] : undefined;

/** Asks can(analytics.read) for one owner; whether it was granted only by the administrators' right. */
function decide(user: AuthUser, action: Extract<Action, { kind: 'analytics.read' }>): { asAdministrator: boolean } {
  if (!can(user, action)) throw forbidden(ANALYTICS_TEXTS.notYours);
  return { asAdministrator: action.checkSuperAdmin && !can(user, { ...action, checkSuperAdmin: false }) };
}

/**
 * Whose analytics the caller asks for: their own by default; another owner's or everyone's only as an
 * administrator asking with checkSuperAdmin (spec §6).
 */
export async function scopeFor(db: Executor, user: AuthUser, q: { checkSuperAdmin?: boolean | undefined; folioOwnerId?: string | undefined; user?: string | undefined }): Promise<Scope> {
  const wanted = q.folioOwnerId ?? q.user ?? (q.checkSuperAdmin ? null : user.userId);
  const checkSuperAdmin = q.checkSuperAdmin === true;
  if (wanted === null) {
    // Everyone's: every account's if the caller may, else ordinary users' (an admin's), else refused.
    const everyone = can(user, { kind: 'analytics.read', ownerId: null, checkSuperAdmin });
    decide(user, { kind: 'analytics.read', ownerId: null, checkSuperAdmin, ...(everyone ? {} : { ownerRoles: ORDINARY }) });
    return { ownerId: null, asAdministrator: true, ordinaryOwnersOnly: !everyone };
  }
  const ownerRoles = wanted !== user.userId && checkSuperAdmin ? await rolesOf(db, wanted) : undefined;
  const { asAdministrator } = decide(user, { kind: 'analytics.read', ownerId: wanted, checkSuperAdmin, ...(ownerRoles ? { ownerRoles } : {}) });
  return { ownerId: wanted, asAdministrator };
}

/** One folio's or website's scope, after checking the caller may read it (404 when there is no such item). */
export async function entityScope(db: Executor, user: AuthUser, type: 'folio' | 'website', id: string, checkSuperAdmin: boolean): Promise<Scope> {
  const [row] = isUuid(id)
    ? (
        await db.execute<{ owner: string; is_admin: boolean; super_admin: boolean }>(
          type === 'folio'
            ? sql`select f.author_id as owner, u.is_admin, u.super_admin from folios f join users u on u.id = f.author_id where f.id = ${id} and not f.is_deleted`
            : sql`select w.author_id as owner, u.is_admin, u.super_admin from websites w join users u on u.id = w.author_id where w.id = ${id}`,
        )
      ).rows
    : [];
  if (!row) throw notFound(ANALYTICS_TEXTS.notFound);
  // A folio shared with the caller at a level that includes its settings shows its analytics too.
  const share = type === 'folio' && row.owner !== user.userId ? await grantFor(db, user.userId, { type: 'folio', id }) : null;
  const { asAdministrator } = decide(user, { kind: 'analytics.read', ownerId: row.owner, checkSuperAdmin, share, ownerRoles: { isAdmin: row.is_admin, isSuperAdmin: row.super_admin } });
  return { ownerId: row.owner, entity: { type, id }, asAdministrator };
}

function where(scope: Scope, table: 'd' | 'r' | 'v'): SQL {
  const parts: SQL[] = [];
  if (scope.ownerId) parts.push(sql`${sql.raw(table)}.owner_id = ${scope.ownerId}`);
  if (scope.ordinaryOwnersOnly) parts.push(ownedByOrdinaryUser(`${table}.owner_id`));
  if (scope.entity) parts.push(sql`${sql.raw(table)}.entity_type = ${scope.entity.type} and ${sql.raw(table)}.entity_id = ${scope.entity.id}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * Daily rows of one dimension in the range: roll-ups before today, today's raw rows through the same SQL
 * (dimensions.ts).
 */
function dailySql(scope: Scope, range: Range, dimension: Dimension): SQL {
  const today = utcDay();
  const rolled = sql`select d.day, d.entity_type, d.entity_id, d.value, d.views, d.visitors from analytics_daily d
    where d.dimension = ${dimension} and d.day >= ${range.start} and d.day <= ${range.end} and d.day < ${today} and ${where(scope, 'd')}`;
  if (range.end < today) return rolled;
  return sql`${rolled} union all
    select ${today}, t.entity_type, t.entity_id, t.value, t.views, t.visitors from (${dimensionSql(dimension, `${today}T00:00:00Z`, `${addDays(today, 1)}T00:00:00Z`, where(scope, 'r'))}) t`;
}

/**
 * Distinct visitors per day over the whole scope: a person who saw several of its folios and websites that day is
 * one visitor. Past days from the roll-ups (an item's, an owner's count, or everyone's visitors counted), today from
 * the raw rows.
 */
async function visitorsByDay(db: Executor, scope: Scope, range: Range): Promise<Map<string, number>> {
  const today = utcDay();
  const todays = range.end < today ? null : ownerVisitorsSql(`${today}T00:00:00Z`, `${addDays(today, 1)}T00:00:00Z`, where(scope, 'r'));
  const past = sql`v.day >= ${range.start} and v.day <= ${range.end} and v.day < ${today}`;
  const query = scope.entity
    ? sql`select t.day, sum(t.visitors)::int as n from (${dailySql(scope, range, 'total')}) t group by t.day`
    : scope.ownerId
      ? sql`select v.day, v.visitors as n from analytics_owner_days v where v.owner_id = ${scope.ownerId} and ${past}
          ${todays ? sql`union all select ${today}, count(*)::int from (${todays}) o` : sql``}`
      : sql`select t.day, count(distinct t.visitor)::int as n from (
          select v.day, v.visitor from analytics_daily_visitors v where ${past} and ${where(scope, 'v')}
          ${todays ? sql`union all select ${today}, o.visitor from (${todays}) o` : sql``}
        ) t group by t.day`;
  const { rows } = await db.execute<{ day: string; n: number }>(query);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** Page views and visitors of the scope in the range: visitors are each day's distinct people, summed over the days. */
export async function totalsIn(db: Executor, scope: Scope, range: Range): Promise<{ views: number; visitors: number }> {
  const [{ rows }, visitors] = await Promise.all([
    db.execute<{ views: number }>(sql`select coalesce(sum(t.views), 0)::int as views from (${dailySql(scope, range, 'total')}) t`),
    visitorsByDay(db, scope, range),
  ]);
  return { views: Number(rows[0]?.views ?? 0), visitors: [...visitors.values()].reduce((n, v) => n + v, 0) };
}

/** The period of the same length just before the range. */
export function previousOf(range: Range): Range {
  const days = Math.round((Date.parse(range.end) - Date.parse(range.start)) / DAY_MS) + 1;
  return { start: addDays(range.start, -days), end: addDays(range.start, -1) };
}

/** Per folio and website: views and visitors in the range, with names; filter by name, sort, page. */
export async function analyticsItems(
  db: Executor,
  scope: Scope,
  range: Range,
  q: { filter?: string | undefined; sort?: string | undefined; first: number; after: number },
): Promise<{ items: AnalyticsItem[]; total: number }> {
  const order = q.sort === 'visitors' ? sql`visitors desc` : q.sort === 'name' ? sql`name asc` : sql`views desc`;
  const filter = q.filter ? sql`and name ilike ${`%${q.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``;
  const { rows } = await db.execute<{ entity_type: 'folio' | 'website'; entity_id: string; name: string; owner_id: string; views: number; visitors: number; total: number }>(sql`
    with t as (${dailySql(scope, range, 'total')}),
    sums as (select entity_type, entity_id, sum(views)::int as views, sum(visitors)::int as visitors from t group by entity_type, entity_id),
    named as (
      select s.*, coalesce(f.name, w.name, '') as name, coalesce(f.author_id, w.author_id) as owner_id from sums s
      left join folios f on s.entity_type = 'folio' and f.id::text = s.entity_id
      left join websites w on s.entity_type = 'website' and w.id::text = s.entity_id)
    select *, count(*) over ()::int as total from named where true ${filter} order by ${order}, entity_id limit ${q.first} offset ${q.after}`);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({ entityType: r.entity_type, entityId: r.entity_id, name: r.name, ownerId: r.owner_id, views: Number(r.views), visitors: Number(r.visitors) })),
  };
}

export type Interval = 'hour' | 'day' | 'week' | 'month';

/** Views and visitors per hour (ranges of a week at most), day, week or month, for the range and the period just before it. */
export async function pageViewSeries(db: Executor, scope: Scope, range: Range, interval: Interval): Promise<{ current: AnalyticsPoint[]; previous: AnalyticsPoint[] }> {
  const days = Math.round((Date.parse(range.end) - Date.parse(range.start)) / DAY_MS) + 1;
  const previous = previousOf(range);
  if (interval === 'hour' && days > 7) throw badRequest(ANALYTICS_TEXTS.hourRange);
  const hourly = async (r: Range): Promise<AnalyticsPoint[]> => {
    // One item: its hourly roll-ups. Several: the raw rows (a week at most), so a person is one visitor an hour.
    const { rows } = await db.execute<{ day: string; value: string; views: number; visitors: number }>(
      scope.entity
        ? sql`select t.day, t.value, sum(t.views)::int as views, sum(t.visitors)::int as visitors from (${dailySql(scope, r, 'hour')}) t group by 1, 2`
        : sql`select to_char(r.ts at time zone 'UTC', 'YYYY-MM-DD') as day, to_char(r.ts at time zone 'UTC', 'HH24') as value, count(*)::int as views, count(distinct r.visitor)::int as visitors
            from page_views r where r.ts >= ${`${r.start}T00:00:00Z`} and r.ts < ${`${addDays(r.end, 1)}T00:00:00Z`} and ${where(scope, 'r')} group by 1, 2`,
    );
    const byHour = new Map(rows.map((p) => [`${p.day}T${p.value}`, p]));
    const points: AnalyticsPoint[] = [];
    for (let d = r.start; d <= r.end; d = addDays(d, 1)) {
      for (let h = 0; h < 24; h++) {
        const date = `${d}T${String(h).padStart(2, '0')}`;
        const p = byHour.get(date);
        points.push({ date, views: Number(p?.views ?? 0), visitors: Number(p?.visitors ?? 0) });
      }
    }
    return points;
  };
  if (interval === 'hour') return { current: await hourly(range), previous: await hourly(previous) };
  const series = async (r: Range): Promise<AnalyticsPoint[]> => {
    const [{ rows }, visitors] = await Promise.all([
      db.execute<{ day: string; views: number }>(sql`select t.day, sum(t.views)::int as views from (${dailySql(scope, r, 'total')}) t group by 1`),
      visitorsByDay(db, scope, r),
    ]);
    const views = new Map(rows.map((p) => [p.day, Number(p.views)]));
    // Every step of the range, zeros included, so charts show gaps as zero; a week's or month's visitors are the
    // sum of its days' (as the range's total is).
    const points: AnalyticsPoint[] = [];
    for (let d = r.start; d <= r.end; d = addDays(d, 1)) {
      const step = interval === 'day' ? d : interval === 'month' ? `${d.slice(0, 8)}01` : weekStart(d);
      if (points.at(-1)?.date !== step) points.push({ date: step, views: 0, visitors: 0 });
      const p = points.at(-1)!;
      p.views += views.get(d) ?? 0;
      p.visitors += visitors.get(d) ?? 0;
    }
    return points;
  };
  return { current: await series(range), previous: await series(previous) };
}

const weekStart = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return addDays(day, -((d.getUTCDay() + 6) % 7));
};

const decoded = (v: string) => {
  try {
    return decodeURIComponent(v.replace(/\+/g, ' '));
  } catch {
    return v;
  }
};

async function top(db: Executor, scope: Scope, range: Range, dimension: Dimension, limit = 10): Promise<AnalyticsTop[]> {
  const { rows } = await db.execute<{ value: string; views: number; visitors: number }>(sql`
    select value, sum(views)::int as views, sum(visitors)::int as visitors from (${dailySql(scope, range, dimension)}) t
    group by value order by views desc, value limit ${limit}`);
  const keptEncoded = dimension === 'campaign' || dimension === 'source';
  return rows.map((r) => ({ value: keptEncoded ? decoded(r.value) : r.value, views: Number(r.views), visitors: Number(r.visitors) }));
}

/** Everything the analytics screen shows of one folio or website (or of all the owner's, without an entity). */
export async function analyticsReport(db: Executor, scope: Scope, range: Range, interval: Interval): Promise<AnalyticsReport> {
  const [series, totals, previous, pages, entries, exits, referrers, campaigns, sources, countries, devices, browsers, systems, eventRows, funnel, submissions, live] = await Promise.all([
    pageViewSeries(db, scope, range, interval),
    totalsIn(db, scope, range),
    totalsIn(db, scope, previousOf(range)),
    top(db, scope, range, 'page'),
    top(db, scope, range, 'entry'),
    top(db, scope, range, 'exit'),
    top(db, scope, range, 'referrer'),
    top(db, scope, range, 'campaign'),
    top(db, scope, range, 'source'),
    top(db, scope, range, 'country'),
    top(db, scope, range, 'device'),
    top(db, scope, range, 'browser'),
    top(db, scope, range, 'os'),
    top(db, scope, range, 'event', 50),
    top(db, scope, range, 'funnel'),
    submissionsIn(db, scope, range),
    liveVisitors(db, scope),
  ]);
  const formStops = await stopsIn(db, scope, range);
  const events = eventRows.map((r) => {
    const [elementType = '', eventType = '', ...rest] = r.value.split(':');
    return { elementType, eventType, elementId: rest.join(':'), count: r.views, visitors: r.visitors };
  });
  const step = (value: string) => funnel.find((f) => f.value === value)?.visitors ?? 0;
  const tracked = events.filter((e) => e.elementType === 'form' && e.eventType === 'submit').reduce((n, e) => n + e.count, 0);
  return {
    range,
    interval,
    ...totals,
    previous,
    live,
    series,
    pages,
    entries,
    exits,
    referrers,
    campaigns,
    sources,
    countries,
    devices,
    browsers,
    systems,
    events,
    conversion: { visitors: step('view'), starters: step('start'), submitters: step('submit'), submissions, trackedSubmissions: Math.min(tracked, submissions) },
    formStops,
  };
}

/** A folio's partial submissions last kept in the range, by the step (its published title) where each stopped. */
async function stopsIn(db: Executor, scope: Scope, range: Range): Promise<Array<{ value: string; views: number; visitors: number }>> {
  if (scope.entity?.type !== 'folio') return [];
  const { rows } = await db.execute<{ value: string; n: number }>(sql`
    select coalesce(p.nodes->d.step->'step'->>'title', case when d.step is null then 'No steps' else 'A step no longer in the form' end) as value, count(*)::int as n
    from form_drafts d left join folio_publications p on p.folio_id = d.folio_id
    where d.folio_id = ${scope.entity.id} and d.completed_at is null
      and d.updated_at >= ${`${range.start}T00:00:00Z`} and d.updated_at < ${`${addDays(range.end, 1)}T00:00:00Z`}
    group by 1 order by n desc, value`);
  return rows.map((r) => ({ value: r.value, views: r.n, visitors: r.n }));
}

/** Distinct visitors in the last 5 minutes. */
export async function liveVisitors(db: Executor, scope: Scope): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(distinct r.visitor)::int as n from page_views r where r.ts > now() - interval '5 minutes' and ${where(scope, 'r')}`);
  return Number(rows[0]?.n ?? 0);
}

/** Submissions of the scope's forms in the range (the conversion's last step, from the forms issue's table). */
async function submissionsIn(db: Executor, scope: Scope, range: Range): Promise<number> {
  const to = `${addDays(range.end, 1)}T00:00:00Z`;
  const from = `${range.start}T00:00:00Z`;
  const entity = scope.entity;
  const condition =
    entity?.type === 'folio'
      ? sql`s.folio_id = ${entity.id}`
      : entity?.type === 'website'
        ? sql`s.website_id = ${entity.id}`
        : scope.ownerId
          ? sql`f.author_id = ${scope.ownerId}`
          : scope.ordinaryOwnersOnly
            ? ownedByOrdinaryUser('f.author_id')
            : sql`true`;
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from submissions s join folios f on f.id = s.folio_id where s.created_at >= ${from} and s.created_at < ${to} and ${condition}`);
  return Number(rows[0]?.n ?? 0);
}

/** The totals the analytics screen opens with. */
export async function analyticsMeta(
  db: Executor,
  scope: Scope,
  range: Range,
): Promise<{ views: number; visitors: number; items: number; live: number; range: Range; previous: { views: number; visitors: number } }> {
  const [{ rows }, totals, previous, live] = await Promise.all([
    db.execute<{ items: number }>(sql`select count(distinct (entity_type, entity_id))::int as items from (${dailySql(scope, range, 'total')}) t`),
    totalsIn(db, scope, range),
    totalsIn(db, scope, previousOf(range)),
    liveVisitors(db, scope),
  ]);
  return { ...totals, items: Number(rows[0]?.items ?? 0), live, range, previous };
}
