/**
 * Which part of the API a route belongs to, for personal access tokens (issue 30): a token reaches a route only when
 * its scopes name the route's area (`can()`'s `token.reach`). The table is read top to bottom, first match wins.
 *
 * - `{ area }`: the route is in that area (reads with `<area>:read`, everything else with `<area>:write`);
 * - 'profile': who the token's owner is (GET /api/users/me), open to every token;
 * - 'anonymous': public pages and `/public/api`: a token adds nothing there, the request is served as to a visitor;
 * - 'session': only a signed-in person in a browser (making tokens, passwords, sharing, notifications, co-editing).
 */
import type { ApiAccess, ApiArea } from '@folio/model';

export type RouteReach = { area: ApiArea } | 'profile' | 'anonymous' | 'session';

const AREA_ROUTES: Array<[RegExp, ApiArea | Exclude<RouteReach, { area: ApiArea }>]> = [
  [/^\/api\/docs(\/|$)/, 'anonymous'],
  [/^\/api\/users\/(me|management\/:id)\/tokens(\/|$)/, 'session'],
  [/^\/api\/users\/me$/, 'profile'],
  [/^\/api\/(admin|users\/management|users\/loginLogs)(\/|$)/, 'admin'],
  [/^\/api\/users\/:id\/(activate|deactivate|reset-password|change-email|changeAccountType)$/, 'admin'],
  [/^\/api\/users\/content\/folios\//, 'folios'],
  [/^\/api\/users\/content\/assets\//, 'assets'],
  [/^\/api\/users\/content\/libraries\//, 'libraries'],
  [/^\/api\/users\/check\/storageLimit$/, 'assets'],
  [/^\/api\/(folios\/:id\/(submissions|receivers|mailAddresses)|submissions|receiving)(\/|$)/, 'submissions'],
  [/^\/api\/(folios\/:id\/purchases|assets\/:id\/purchases|products|licenseOptions|orders|sales|purchases|payments|stripe[A-Za-z]*|cart|marketplace)(\/|$)/, 'commerce'],
  [/^\/api\/(foliosAnalytics[A-Za-z]*|analyticsSettings|analyticsLinks|pageSessions|uiEvents|folios\/:id\/uiEvents)(\/|$)/, 'analytics'],
  [/^\/api\/(folios|folio|comments|visualizations|templates)(\/|$)/, 'folios'],
  [/^\/api\/(assets|uploads)(\/|$)/, 'assets'],
  [/^\/api\/libraries(\/|$)/, 'libraries'],
  [/^\/api\/websites(\/|$)/, 'websites'],
  [/^\/api\/webhooks(\/|$)/, 'webhooks'],
];

/** The reach of the route registered as `url` (Fastify's pattern, e.g. `/api/folios/:id`). */
export function routeReach(url: string): RouteReach {
  if (!url.startsWith('/api/')) return 'anonymous';
  for (const [pattern, reach] of AREA_ROUTES) {
    if (!pattern.test(url)) continue;
    return reach === 'session' || reach === 'profile' || reach === 'anonymous' ? reach : { area: reach };
  }
  return 'session';
}

/** Reads need `<area>:read`; every other method `<area>:write`. */
export const accessOf = (method: string): ApiAccess => (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'read' : 'write');
