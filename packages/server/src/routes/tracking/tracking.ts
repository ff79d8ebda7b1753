import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { createSiteSession, recordPageSession, recordUiEvent, rememberSiteSession, updateSiteSession, type Sender } from '../../services/analytics/tracking.ts';

const SiteSession = z.object({ id: z.string(), created: z.string(), accountId: z.string().nullable() });
const SiteSessionBody = z.strictObject({ accountId: z.string().max(100).nullable().optional().describe('Your own account id when signed in; null or absent for a guest') });
const EntityType = z.enum(['folio', 'website']);
export const PageSessionBody = z.strictObject({
  siteSessionId: z.string().max(100),
  pageUrl: z.string().max(2000).describe('The page address; only its path is kept'),
  pageUrlParams: z.string().max(2000).optional().describe('The query string; only utm_* campaign parameters are kept'),
  entityType: EntityType,
  entityId: z.string().max(100),
  referrer: z.string().max(2000).optional().describe("document.referrer; only its host is kept (none for the site's own pages)"),
});
export const UiEventBody = z.strictObject({
  pageSessionId: z.string().max(100),
  trackingInfo: z.strictObject({
    elementType: z.string().min(1).max(40),
    elementId: z.string().max(100).optional(),
    eventType: z.string().min(1).max(40),
    eventData: z.record(z.string(), z.unknown()).optional().describe('Small details (kept when under 1 KB)'),
    entityType: EntityType,
    entityId: z.string().max(100),
    userId: z.string().max(100).nullable().optional().describe('Kept only when it is the signed-in caller'),
  }),
});

/** The derived facts of a beacon's sender (the address and user agent are hashed and dropped, never stored). */
export function senderOf(req: FastifyRequest, referrer?: string): Sender {
  return { address: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), host: req.hostname, referrer, headers: req.headers };
}

/** Spec §7 Tracking: site sessions, page sessions and UI events (anonymous; issue 14). */
export async function trackingRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const tags = ['tracking'];
  app.post('/public/api/siteSessions', { schema: { tags, summary: 'Start a site session (§4: when none exists)', body: SiteSessionBody, response: { 201: SiteSession } } }, async (req, reply) => {
    const session = await createSiteSession(db, req.auth, req.body.accountId);
    rememberSiteSession(session.id);
    return reply.code(201).send(session);
  });
  app.post(
    '/public/api/siteSessions/:id',
    { schema: { tags, summary: 'Update a site session when the signed-in account changes: only to your own account or none, and one naming an account only with that account’s token', params: z.object({ id: z.string().max(100) }), body: SiteSessionBody, response: { 200: SiteSession } } },
    async (req) => updateSiteSession(db, req.auth, req.params.id, req.body.accountId),
  );
  app.post(
    '/public/api/pageSessions',
    {
      // Beacons come by the thousand a second: their requests are not logged one by one (errors still are).
      logLevel: 'warn',
      schema: {
        tags,
        summary: "A page view of a published folio or website (202 at once; written in batches; nothing kept under Do-Not-Track, Global Privacy Control or for bots)",
        body: PageSessionBody,
        description:
          'pageUrl is kept as its path only and pageUrlParams as its campaign parameters only (utm_source, utm_medium, utm_campaign, utm_term, utm_content); other query parameters can carry personal data, so they are dropped (decision 35). The answer shows what was kept.',
        response: { 202: z.object({ id: z.string(), created: z.string(), siteSessionId: z.string(), pageUrl: z.string().describe('The path only'), pageUrlParams: z.string().describe('The campaign (utm_*) parameters kept, as a query string') }) },
      },
    },
    async (req, reply) => reply.code(202).send(await recordPageSession(db, app.analytics, senderOf(req, req.body.referrer), req.body)),
  );
  app.post(
    '/public/api/uiEvents',
    { logLevel: 'warn', schema: { tags, summary: 'An interaction on a published page (202 at once; written in batches)', body: UiEventBody, response: { 202: z.object({ id: z.string() }) } } },
    async (req, reply) => reply.code(202).send(await recordUiEvent(db, app.analytics, senderOf(req), req.body, req.auth?.userId ?? null)),
  );
}
