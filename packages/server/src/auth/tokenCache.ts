/**
 * The bearer tokens this server resolved, kept in memory so a signed-in request needs no token lookup (issue 28).
 * An entry names its token (t:<id>) and its user (u:<id>); the change feed announces both (migration 0030) when a
 * token is revoked or deleted, or its user deactivated, deleted or given or denied a role, and the entry goes.
 * Read only while the feed is live (services/cluster/visitorCache.ts), never past the token's expiry, and no
 * longer than maxAgeMs in any case. Unknown and refused tokens are never kept.
 */
import type { App } from '../app.ts';
import { CHANNEL, type ChangeFeed } from '../services/cluster/changeFeed.ts';
import { VisitorCache } from '../services/cluster/visitorCache.ts';
import { bearerToken, isApiToken, lookupApiToken, lookupToken, tokenRefusal, type AuthUser, type TokenQueries } from './authenticate.ts';
import { hashToken } from './tokens.ts';

export class TokenCache {
  private readonly cache: VisitorCache<AuthUser>;
  private readonly db: TokenQueries;
  /** How many token or user changes this server has heard of (a write that caused one waits for every server). */
  changesHeard = 0;

  constructor(feed: ChangeFeed, db: TokenQueries, options: { maxAgeMs: number; maxEntries?: number }) {
    this.db = db;
    this.cache = new VisitorCache<AuthUser>(feed, options);
    feed.subscribe({
      changed: (tag) => {
        if (tag.startsWith('t:') || tag.startsWith('u:')) this.changesHeard++;
      },
      reset: () => {},
      size: 0,
    });
  }

  /** The token's user, or null when it is unknown, revoked, expired or its user is deactivated. */
  resolve(token: string): Promise<AuthUser | null> {
    const hash = hashToken(token);
    return this.cache.get(hash.toString('base64'), async () => {
      const found = isApiToken(token) ? await lookupApiToken(this.db, hash) : await lookupToken(this.db, hash);
      if (!found) return null;
      return { value: found.auth, tags: [`t:${found.auth.tokenId}`, `u:${found.auth.userId}`], maxAgeMs: Math.min(found.expiresAt.getTime() - Date.now(), 2 ** 31 - 1) };
    });
  }

  get hits(): number {
    return this.cache.hits;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LISTENERS = `select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN ${CHANNEL}'`;

declare module 'fastify' {
  interface FastifyRequest {
    /** TokenCache.changesHeard when a write arrived. */
    authChangesAtStart?: number;
  }
}

/**
 * Resolves every request's bearer token into `request.auth` through this server's token cache. A write that revoked
 * a token or changed a user (its notifications reached this server: plugins/changeFeed.ts waited for them) answers
 * only once every server has heard of it too, so the token is refused everywhere the moment the answer arrives.
 */
export function registerTokenCache(app: App): void {
  const { pool } = app.deps.database;
  const tokens = new TokenCache(app.changes, pool, { maxAgeMs: app.deps.config.AUTH_CACHE_SECONDS * 1000 });
  const countListeners = async () => (await pool.query<{ n: number }>(LISTENERS)).rows[0]?.n ?? 0;
  app.addHook('onRequest', async (req) => {
    if (!READS.has(req.method)) req.authChangesAtStart = tokens.changesHeard;
    const token = bearerToken(req);
    if (!token) return;
    req.auth = await tokens.resolve(token);
    if (!req.auth) req.authRefusal = await tokenRefusal(pool, token);
  });
  app.addHook('onSend', async (req) => {
    if (req.authChangesAtStart !== undefined && tokens.changesHeard > req.authChangesAtStart) await app.changes.syncEveryServer(countListeners);
  });
}
