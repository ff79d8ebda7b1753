import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import type { Config } from '../../config.ts';
import { hostOf, sitesHost } from '../../plugins/sites.ts';
import { findVisitorWebsite } from '../../services/sites/sites.ts';
import { notFoundDocument } from './document.ts';
import { SITES_CSP } from './csp.ts';
import { visitorCacheOf } from './visitorCaches.ts';

/**
 * Which origin a request is for, by its Host header:
 * - `app`: exactly the app origin's host. Only there do the web app, its files and the API answer, so a session
 *   only ever lives in the storage of an origin that runs no author's script.
 * - `visitor`: the sites host, a name variant of it (another port, a trailing dot) or a published website's custom
 *   domain. Pages and their files answer there (the site path guard below), never the app or the API.
 * - `unknown`: any other host. Nothing but health checks and metrics (load balancers and scrapers ask servers by
 *   address) answers there: 421 Misdirected Request.
 */
export type HostKind = 'app' | 'visitor' | 'unknown';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the host guard before any route runs (routes/sites/hosts.ts). */
    hostKind: HostKind;
  }
}

type Strategy = Parameters<App['addConstraintStrategy']>[0];
type RouteHandler = NonNullable<ReturnType<ReturnType<Strategy['storage']>['get']>>;

// The sites origin runs user HTML and tag managers: only pages (licence options' product pages and their Buy form
// included), their files and uploaded blobs answer there, and
// what a published form posts to its own origin (submissions, their upload tokens and the tus uploads, its proof-of-work challenge, the
// answers it keeps to continue later), and the
// page's own analytics beacons (site and page sessions, UI events). A custom domain's website starts at `/`, and its
// pages (or the sites host's friendly URLs) are one segment each.
const SITE_PATHS =
  /^\/(?:$|\?|_folio\/|folio\/|site\/|user\/|library\/|buy\/|blob\/|healthz$|readyz$|uploads(?:\/|\?|$)|public\/api\/submissions(?:\/|\?|$)|public\/api\/(?:siteSessions|pageSessions|uiEvents)(?:\/|\?|$)|public\/api\/folios\/[^/?]+\/submissions\/submit-send-email(?:\?|$)|public\/api\/folios\/[^/?]+\/(?:challenge|drafts|formState)(?:\?|$)|public\/api\/drafts\/[^/?]+(?:\?|$)|[^/?]+(?:\?|$))/;
/** What answers on every host: load balancers' health checks and scrapers' metrics (they address servers directly). */
const ANY_HOST_PATHS = /^\/(?:healthz|readyz|metrics)(?:\?|$)/;

/**
 * Requests to the app's host reach the app; any other host is a visitor's or nobody's. Site routes carry the
 * constraint `{ site: true }`, so the app's routes keep every path on its own host; unconstrained routes (the API,
 * the web app's files) are refused on every other host by the guard below before they can match.
 */
export function registerSiteHosts(app: App, config: Config): void {
  const appHost = hostOf(config.APP_ORIGIN);
  const sites = sitesHost(config);
  if (!sites) app.log.warn('SITES_ORIGIN has the same host as APP_ORIGIN; published pages and websites are not served');
  app.addConstraintStrategy({
    name: 'site',
    storage() {
      const stores = new Map<unknown, RouteHandler>();
      return {
        get: (value: unknown) => stores.get(value) ?? null,
        set: (value: unknown, handler: RouteHandler) => void stores.set(value, handler),
      };
    },
    deriveConstraint: (req: { headers: Record<string, string | string[] | undefined> }) => sites !== null && requestHost(req) !== appHost,
    mustMatchWhenDerived: false,
  });

  const db = app.deps.database.db;
  /** Whether a published website has this custom domain; a yes is remembered until that website changes. */
  const isWebsiteDomain = async (domain: string) =>
    (await visitorCacheOf<true>(app, 'siteDomains').get(domain, async () => {
      const website = await findVisitorWebsite(db, { domain });
      return website && { value: true, tags: [`w:${website.id}`] };
    })) === true;

  async function kindOf(host: string): Promise<HostKind> {
    if (host === appHost) return 'app';
    if (sites === null) return 'unknown';
    const domain = domainOf(host);
    if (host === sites || domain === domainOf(sites)) return 'visitor';
    return domain && (await isWebsiteDomain(domain)) ? 'visitor' : 'unknown';
  }

  app.decorateRequest('hostKind', 'unknown');
  app.addHook('onRequest', async (req, reply) => {
    req.hostKind = await kindOf(requestHost(req));
    if (req.hostKind === 'app' || ANY_HOST_PATHS.test(req.url)) return;
    if (req.hostKind === 'unknown') return sendMisdirected(reply);
    if (!SITE_PATHS.test(req.url)) return sendVisitorNotFound(reply);
  });
}

/** A visitor's host asked for something only the app has: the visitors' 404 page, never the app. */
function sendVisitorNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('content-security-policy', SITES_CSP)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(notFoundDocument());
}

/** A host this server does not serve (a proxy that does not pass Host on, or a name that points here by mistake). */
function sendMisdirected(reply: FastifyReply): FastifyReply {
  return reply.code(421).header('cache-control', 'no-cache').send({
    error: 'Misdirected Request',
    message: 'This server answers only for its app address, its sites address and its websites’ domains; check the address, or that the proxy passes the Host header on',
  });
}

/** The request's host, lower-cased, as browsers send it (port included unless the scheme's default). */
export function requestHost(req: Pick<FastifyRequest, 'headers'> | { headers: Record<string, string | string[] | undefined> }): string {
  const host = req.headers.host;
  return (Array.isArray(host) ? host[0] : host)?.toLowerCase() ?? '';
}

/** The host without its port: how a custom domain is stored. */
export const domainOf = (host: string): string => host.replace(/:\d+$/, '').replace(/\.$/, '');
