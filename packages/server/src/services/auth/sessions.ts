import { effectiveAccountTypeId } from '../payments/accountLicenses.ts';
import type { SessionGrant } from '@folio/model';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema.ts';
import { newToken } from '../../auth/tokens.ts';
import { unauthorized } from '../../errors.ts';

export interface SessionLimits {
  /** SESSION_LIFETIME_MINUTES: how long a token lives from its (re)authentication */
  lifetimeMinutes: number;
  /** SESSION_MAX_AGE_DAYS: no token of a session outlives its first sign-in by more */
  maxAgeDays: number;
}

export const SESSION_EXPIRED = 'Session expired; please login again';

/**
 * Issues a new bearer token for the user; only its hash is stored. `sessionStartedAt` is the sign-in the token
 * continues (reauth), left out for a new sign-in; the token expires at the lifetime or the session's maximum age,
 * whichever comes first.
 */
export async function createAccessToken(
  db: Executor,
  userId: string,
  limits: SessionLimits,
  sessionStartedAt?: Date,
): Promise<{ token: string; tokenId: string; lastAuthAt: Date; expiresAt: Date }> {
  const { token, hash } = newToken();
  const lastAuthAt = new Date();
  const startedAt = sessionStartedAt ?? lastAuthAt;
  const expiresAt = new Date(
    Math.min(lastAuthAt.getTime() + limits.lifetimeMinutes * 60_000, startedAt.getTime() + limits.maxAgeDays * 86_400_000),
  );
  const [row] = await db
    .insert(accessTokens)
    .values({ userId, tokenHash: hash, lastAuthAt, sessionStartedAt: startedAt, expiresAt })
    .returning({ id: accessTokens.id });
  return { token, tokenId: row!.id, lastAuthAt, expiresAt };
}

/** Issues a token and shapes the grant the client keeps. */
export async function grantSession(
  db: Executor,
  userId: string,
  limits: SessionLimits,
  sessionStartedAt?: Date,
): Promise<SessionGrant> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`grantSession: no user ${userId}`);
  const t = await createAccessToken(db, userId, limits, sessionStartedAt);
  return {
    accessToken: t.token,
    currentUserId: user.id,
    isSuperAdmin: user.superAdmin,
    accountType: await effectiveAccountTypeId(db, user.id),
    showTipOfTheDay: user.showTipOfTheDay,
    showWelcomeMessage: user.showWelcomeMessage,
    showMgMiniVideo: user.showMgMiniVideo,
    timeSinceLastAuth: t.lastAuthAt.getTime(),
    expiresOn: t.expiresAt.getTime(),
  };
}

/**
 * Reauth: a fresh token for the same session in place of `tokenId`, which stops working. Past the session's
 * maximum age (counted from the first sign-in, however often it was renewed) the answer is 401 Session expired.
 */
export async function renewSession(db: Db, userId: string, tokenId: string, limits: SessionLimits): Promise<SessionGrant> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ sessionStartedAt: accessTokens.sessionStartedAt })
      .from(accessTokens)
      .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)))
      .for('update');
    if (!current || current.sessionStartedAt.getTime() + limits.maxAgeDays * 86_400_000 <= Date.now()) {
      throw unauthorized(SESSION_EXPIRED);
    }
    const grant = await grantSession(tx, userId, limits, current.sessionStartedAt);
    await revokeToken(tx, tokenId);
    return grant;
  });
}

/** The session limits the configuration sets. */
export const sessionLimits = (config: Pick<Config, 'SESSION_LIFETIME_MINUTES' | 'SESSION_MAX_AGE_DAYS'>): SessionLimits => ({
  lifetimeMinutes: config.SESSION_LIFETIME_MINUTES,
  maxAgeDays: config.SESSION_MAX_AGE_DAYS,
});

export async function revokeToken(db: Executor, tokenId: string): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of the user except `keepTokenId` (e.g. after a password change). */
export async function revokeOtherTokens(db: Executor, userId: string, keepTokenId: string | null): Promise<void> {
  const conditions = [eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)];
  if (keepTokenId) conditions.push(ne(accessTokens.id, keepTokenId));
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(and(...conditions));
}
