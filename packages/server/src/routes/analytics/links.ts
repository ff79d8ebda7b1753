import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { createAnalyticsLink, deleteAnalyticsLink, linkScope, listAnalyticsLinks } from '../../services/analytics/links.ts';
import { isDay, RANGE_TEXTS, rangeProblem } from '../../services/analytics/range.ts';
import { allowedRange, analyticsReport } from '../../services/analytics/reports.ts';
import { setWeeklyReport, weeklyReportSetting } from '../../services/analytics/weekly.ts';
import { Report } from './schemas.ts';

const day = z.string().max(10, RANGE_TEXTS.day).refine(isDay, RANGE_TEXTS.day).describe('YYYY-MM-DD (UTC)');
const Item = z.object({ entityType: z.enum(['folio', 'website']).default('folio'), entityId: z.string().max(100) });
const Link = z.object({ token: z.string(), url: z.string().describe('The address to give out: it opens the dashboard without signing in'), entityType: z.enum(['folio', 'website']), entityId: z.string(), created: z.string() });
const SharedQuery = z
  .object({ startDate: day.optional(), endDate: day.optional(), interval: z.enum(['hour', 'day', 'week', 'month']).default('day') })
  .superRefine((q, ctx) => {
    const problem = rangeProblem(q.startDate, q.endDate);
    if (problem && problem.message !== RANGE_TEXTS.day) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
const Setting = z.object({ weeklyReport: z.boolean().describe('Mail me a summary of last week’s analytics every Monday') });

/** Read-only dashboard links and the weekly mail setting (issue 26). */
export async function analyticsLinkRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const origin = app.deps.config.APP_ORIGIN;
  const tags = ['analytics'];
  const security = [{ bearer: [] }];
  app.post(
    '/api/foliosAnalytics/links',
    { schema: { tags, security, summary: 'Make a read-only link to one of your folio’s or website’s analytics dashboard', body: Item, response: { 201: Link } } },
    async (req, reply) => reply.code(201).send(await createAnalyticsLink(db, origin, requireUser(req), req.body.entityType, req.body.entityId)),
  );
  app.get(
    '/api/foliosAnalytics/links',
    { schema: { tags, security, summary: 'The live read-only links to a dashboard of yours, newest first', querystring: Item, response: { 200: z.object({ items: z.array(Link) }) } } },
    async (req) => ({ items: await listAnalyticsLinks(db, origin, requireUser(req), req.query.entityType, req.query.entityId) }),
  );
  app.delete(
    '/api/foliosAnalytics/links/:token',
    { schema: { tags, security, summary: 'Stop sharing a dashboard: the link answers 404 from now on', params: z.object({ token: z.string().max(100) }) } },
    async (req, reply) => {
      await deleteAnalyticsLink(db, requireUser(req), req.params.token);
      return reply.code(204).send();
    },
  );
  app.get(
    '/public/api/analyticsLinks/:token',
    {
      schema: {
        tags,
        summary: 'The dashboard a read-only link shows, without signing in (404 once the owner stops sharing it)',
        params: z.object({ token: z.string().max(100) }),
        querystring: SharedQuery,
        response: { 200: z.object({ name: z.string(), entityType: z.enum(['folio', 'website']), report: Report }) },
      },
    },
    async (req) => {
      const { scope, name, entityType } = await linkScope(db, req.params.token);
      const report = await analyticsReport(db, scope, await allowedRange(db, scope, req.query), req.query.interval);
      return { name, entityType, report };
    },
  );
  app.get('/api/analyticsSettings', { schema: { tags, security, summary: 'Your analytics settings', response: { 200: Setting } } }, async (req) =>
    weeklyReportSetting(db, requireUser(req).userId),
  );
  app.put('/api/analyticsSettings', { schema: { tags, security, summary: 'Change your analytics settings', body: Setting, response: { 200: Setting } } }, async (req) =>
    setWeeklyReport(db, requireUser(req).userId, req.body.weeklyReport),
  );
}
