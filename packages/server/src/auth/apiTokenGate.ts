/**
 * Personal access tokens at the door (issue 30): after the bearer token is resolved (tokenCache.ts), a request made
 * with a personal access token reaches its route only if `can()` says the token's scopes cover the route's area
 * (apiAreas.ts) — else 403 naming the scope it needs. On public pages and `/public/api` the token is set aside (the
 * request is a visitor's). Each token may make API_TOKEN_REQUESTS_PER_MINUTE requests (429 past it), and its
 * last use is written at most once a minute per server.
 */
import { scopeRefusal } from '@folio/model';
import { sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { forbidden, tooManyRequests } from '../errors.ts';
import { BatchedRateLimits } from '../services/auth/rateBatch.ts';
import { accessOf, routeReach } from './apiAreas.ts';
import { can } from './can.ts';

const TOUCH_EVERY_MS = 60_000;

export function registerApiTokenGate(app: App): void {
  const { db } = app.deps.database;
  const limits = new BatchedRateLimits(db);
  app.addHook('onClose', () => limits.close());
  const touched = new Map<string, number>();
  const touch = (tokenId: string) => {
    const now = Date.now();
    if (now - (touched.get(tokenId) ?? 0) < TOUCH_EVERY_MS) return;
    touched.set(tokenId, now);
    if (touched.size > 10_000) touched.clear();
    db.execute(sql`update api_tokens set last_used_at = now() where id = ${tokenId}`).catch((error: unknown) => app.log.warn({ err: error }, 'api token: last use not written'));
  };

  app.addHook('onRequest', async (req) => {
    const auth = req.auth;
    if (!auth?.scopes) return;
    const reach = routeReach(req.routeOptions.url ?? '');
    if (reach === 'anonymous') {
      req.auth = null;
      return;
    }
    const access = accessOf(req.method);
    if (!can(auth, { kind: 'token.reach', reach, access })) throw forbidden(scopeRefusal(typeof reach === 'object' ? reach.area : null, access));
    const limit = limits.hit(`token:${auth.tokenId}`, app.deps.config.API_TOKEN_REQUESTS_PER_MINUTE, 60);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    touch(auth.tokenId);
  });
}
