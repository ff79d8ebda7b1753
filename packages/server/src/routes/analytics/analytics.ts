import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { PAGE_SESSION_FIELDS, listPageSessions, listUiEvents } from '../../services/analytics/raw.ts';
import { isDay, rangeOf, rangeProblem, RANGE_TEXTS } from '../../services/analytics/range.ts';
import { allowedRange, analyticsItems, analyticsMeta, analyticsReport, entityScope, pageViewSeries, scopeFor } from '../../services/analytics/reports.ts';
import { PaginationQuery } from '../pagination.ts';
import { Range, Report, Series, Totals } from './schemas.ts';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const day = z.string().max(10, RANGE_TEXTS.day).refine(isDay, RANGE_TEXTS.day).describe('YYYY-MM-DD (UTC), from 2000 to 2999');
const ScopeQuery = z.object({
  startDate: day.optional().describe('First day (default: 29 days before endDate)'),
  endDate: day.optional().describe('Last day (default: today)'),
  checkSuperAdmin: bool.optional().describe('An administrator reads others’ (or, without an owner, everyone’s) analytics: a super admin anyone’s, an admin an ordinary user’s'),
  folioOwnerId: z.string().max(100).optional().describe('Whose folios and websites (default: your own)'),
  user: z.string().max(100).optional().describe('Same as folioOwnerId'),
});
/** A query with startDate and endDate, checked together: startDate first, at most 3 years apart (400 naming the field). */
const dated = <T extends z.ZodObject<{ startDate: z.ZodOptional<typeof day>; endDate: z.ZodOptional<typeof day> }>>(query: T) =>
  query.superRefine((q, ctx) => {
    const problem = rangeProblem(q.startDate, q.endDate);
    // A field that is no day at all is already reported by its own schema.
    if (problem && problem.message !== RANGE_TEXTS.day) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
const Interval = z.enum(['hour', 'day', 'week', 'month']).default('day').describe('hour: ranges of a week at most');
const EntityQuery = ScopeQuery.extend({ entityType: z.enum(['folio', 'website']).default('folio'), interval: Interval });
const IdParams = z.object({ id: z.string().max(100) });
const csvCell = (v: string | number) => (typeof v === 'number' ? String(v) : `"${v.replace(/"/g, '""').replace(/^([=+\-@\t\r])/, "'$1")}"`);

/** Analytics for owners (spec §7 Folios `foliosAnalytics*`, `{id}/uiEvents`; Tracking `GET`s; issue 14). */
export async function analyticsRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const tags = ['analytics'];
  const security = [{ bearer: [] }];
  app.get(
    '/api/foliosAnalytics',
    {
      schema: {
        tags,
        security,
        summary: 'Views and visitors per folio and website in the range',
        querystring: dated(ScopeQuery.extend(PaginationQuery.shape).extend({ filter: z.string().max(200).optional().describe('Part of the name'), sort: z.enum(['views', 'visitors', 'name']).optional() })),
        response: { 200: z.object({ items: z.array(z.object({ entityType: z.enum(['folio', 'website']), entityId: z.string(), name: z.string(), ownerId: z.string(), views: z.number().int(), visitors: z.number().int() })), total: z.number().int() }) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const scope = await scopeFor(db, user, req.query);
      return analyticsItems(db, scope, await allowedRange(db, scope, req.query), req.query);
    },
  );
  app.get(
    '/api/foliosAnalyticsMeta',
    { schema: { tags, security, summary: 'Totals in the range and live visitors', querystring: dated(ScopeQuery), response: { 200: z.object({ views: z.number().int(), visitors: z.number().int().describe('Each day’s distinct visitors over all the items, summed over the days'), items: z.number().int(), live: z.number().int(), range: Range, previous: Totals }) } } },
    async (req) => {
      const user = requireUser(req);
      const scope = await scopeFor(db, user, req.query);
      return analyticsMeta(db, scope, await allowedRange(db, scope, req.query));
    },
  );
  app.get(
    '/api/foliosAnalytics/chart/pageViews',
    {
      schema: {
        tags,
        security,
        summary: 'Views and visitors per day, week or month, with the previous period (of one folio or website with entityId)',
        querystring: dated(ScopeQuery.extend({ interval: Interval, entityType: z.enum(['folio', 'website']).default('folio'), entityId: z.string().max(100).optional() })),
        response: { 200: Series },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const scope = req.query.entityId ? await entityScope(db, user, req.query.entityType, req.query.entityId, req.query.checkSuperAdmin === true) : await scopeFor(db, user, req.query);
      return pageViewSeries(db, scope, await allowedRange(db, scope, req.query), req.query.interval);
    },
  );
  app.get(
    '/api/foliosAnalytics/chart/:id/all',
    { schema: { tags, security, summary: 'Everything of one folio or website: series, pages, referrers, devices, events, conversion, live', params: IdParams, querystring: dated(EntityQuery), response: { 200: Report } } },
    async (req) => {
      const user = requireUser(req);
      const scope = await entityScope(db, user, req.query.entityType, req.params.id, req.query.checkSuperAdmin === true);
      return analyticsReport(db, scope, await allowedRange(db, scope, req.query), req.query.interval);
    },
  );
  app.get(
    '/api/foliosAnalytics/chart/:id/export',
    { schema: { tags, security, summary: 'CSV: views and visitors per day of one folio or website', params: IdParams, querystring: dated(EntityQuery) } },
    async (req, reply) => {
      const user = requireUser(req);
      const scope = await entityScope(db, user, req.query.entityType, req.params.id, req.query.checkSuperAdmin === true);
      const range = await allowedRange(db, scope, req.query);
      const { current } = await pageViewSeries(db, scope, range, req.query.interval);
      const csv = ['date,views,visitors', ...current.map((p) => [csvCell(p.date), p.views, p.visitors].join(','))].join('\r\n');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="analytics-${range.start}-${range.end}.csv"`)
        .send(`${csv}\r\n`);
    },
  );
  const RawQuery = ScopeQuery.extend(PaginationQuery.shape).extend({ entityType: z.enum(['folio', 'website']).default('folio'), entityId: z.string().max(100).optional() });
  const rawScope = async (req: { query: z.infer<typeof RawQuery> } & Parameters<typeof requireUser>[0]) => {
    const user = requireUser(req);
    return req.query.entityId ? entityScope(db, user, req.query.entityType, req.query.entityId, req.query.checkSuperAdmin === true) : await scopeFor(db, user, req.query);
  };
  const PageSessionQuery = RawQuery.extend({
    filter: z
      .string()
      .max(2000)
      .optional()
      .describe(`JSON object of field → the exact text it must have, e.g. {"pageUrl":"/pricing"}; fields: ${Object.keys(PAGE_SESSION_FIELDS).filter((k) => k !== 'created').join(', ')}`),
    sort: z
      .string()
      .max(101)
      .optional()
      .describe(`${Object.keys(PAGE_SESSION_FIELDS).join(', ')}; - in front for descending (default -created)`),
  });
  app.get(
    '/api/pageSessions',
    {
      schema: {
        tags,
        security,
        summary: 'Page sessions (views) of your folios and websites, newest first unless sorted, narrowed by filter',
        description:
          'pageUrl is the path only and pageUrlParams keeps only the campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content): other query parameters can carry personal data (e-mail addresses, tokens), so they are dropped when the page session is recorded (decision 35).',
        querystring: dated(PageSessionQuery),
      },
    },
    async (req) =>
    listPageSessions(db, await rawScope(req), rangeOf(req.query.startDate, req.query.endDate), req.query),
  );
  app.get('/api/uiEvents', { schema: { tags, security, summary: 'UI events on your folios and websites, newest first', querystring: dated(RawQuery) } }, async (req) =>
    listUiEvents(db, await rawScope(req), rangeOf(req.query.startDate, req.query.endDate), req.query),
  );
  app.get(
    '/api/folios/:id/uiEvents',
    { schema: { tags: ['folios', ...tags], security, summary: 'UI events on one of your folios, newest first', params: IdParams, querystring: dated(ScopeQuery.extend(PaginationQuery.shape)) } },
    async (req) => listUiEvents(db, await entityScope(db, requireUser(req), 'folio', req.params.id, req.query.checkSuperAdmin === true), rangeOf(req.query.startDate, req.query.endDate), req.query),
  );
}
