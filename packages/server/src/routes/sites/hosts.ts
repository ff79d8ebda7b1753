import type { FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import type { Config } from '../../config.ts';
import { hostOf, sitesHost } from '../../plugins/sites.ts';
import { notFoundDocument } from './document.ts';
import { SITES_CSP } from './csp.ts';

/**
 * Requests to the app's host reach the app; any other host is a visitor's: the sites origin, or a website's
 * custom domain. Site routes carry the constraint `{ site: true }`, so the app's routes keep every path on its own
 * host. Unconstrained routes (the API, /blob) still match on every host unless the guard below refuses them.
 */
type Strategy = Parameters<App['addConstraintStrategy']>[0];
type RouteHandler = NonNullable<ReturnType<ReturnType<Strategy['storage']>['get']>>;

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

  // The sites origin runs user HTML and tag managers: only pages, their files and uploaded blobs answer there, and
  // what a published form posts to its own origin (submissions, their upload tokens and the tus uploads), and the
  // page's own analytics beacons (site and page sessions, UI events).
  const SITE_PATHS =
    /^\/(?:_folio\/|folio\/|site\/|user\/|library\/|blob\/|healthz$|readyz$|uploads(?:\/|\?|$)|public\/api\/submissions(?:\/|\?|$)|public\/api\/(?:siteSessions|pageSessions|uiEvents)(?:\/|\?|$)|public\/api\/folios\/[^/?]+\/submissions\/submit-send-email(?:\?|$)|[^/?]+(?:\?|$))/;
  app.addHook('onRequest', async (req, reply) => {
    if (sites && requestHost(req) === sites && !SITE_PATHS.test(req.url)) {
      return reply
        .code(404)
        .header('content-security-policy', SITES_CSP)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(notFoundDocument());
    }
  });
}

/** The request's host, lower-cased, as browsers send it (port included unless the scheme's default). */
export function requestHost(req: Pick<FastifyRequest, 'headers'> | { headers: Record<string, string | string[] | undefined> }): string {
  const host = req.headers.host;
  return (Array.isArray(host) ? host[0] : host)?.toLowerCase() ?? '';
}

/** The host without its port: how a custom domain is stored. */
export const domainOf = (host: string): string => host.replace(/:\d+$/, '').replace(/\.$/, '');
