/**
 * The bearer tokens this server resolved, kept in memory so a signed-in request needs no token lookup (issue 28).
 * An entry names its token (t:<id>) and its user (u:<id>); the change feed announces both (migration 0030) when a
 * token is revoked or deleted, or its user deactivated, deleted or given or denied a role, and the entry goes.
 * Read only while the feed is live (services/cluster/visitorCache.ts), never past the token's expiry, and no
 * longer than maxAgeMs in any case. Unknown and refused tokens are never kept.
 */
import type { ChangeFeed } from '../services/cluster/changeFeed.ts';
import { VisitorCache } from '../services/cluster/visitorCache.ts';
import { lookupToken, type AuthUser, type TokenQueries } from './authenticate.ts';
import { hashToken } from './tokens.ts';

export class TokenCache {
  private readonly cache: VisitorCache<AuthUser>;
  private readonly db: TokenQueries;

  constructor(feed: ChangeFeed, db: TokenQueries, options: { maxAgeMs: number; maxEntries?: number }) {
    this.db = db;
    this.cache = new VisitorCache<AuthUser>(feed, options);
  }

  /** The token's user, or null when it is unknown, revoked, expired or its user is deactivated. */
  resolve(token: string): Promise<AuthUser | null> {
    const hash = hashToken(token);
    return this.cache.get(hash.toString('base64'), async () => {
      const found = await lookupToken(this.db, hash);
      if (!found) return null;
      return { value: found.auth, tags: [`t:${found.auth.tokenId}`, `u:${found.auth.userId}`], maxAgeMs: found.expiresAt.getTime() - Date.now() };
    });
  }

  get hits(): number {
    return this.cache.hits;
  }
}
