import type { SessionGrant } from '@folio/model';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema.ts';
import { newToken } from '../../auth/tokens.ts';


/** Issues a new bearer token for the user; only its hash is stored. */
export async function createAccessToken(
  db: Executor,
  userId: string,
  lifetimeMinutes: number,
): Promise<{ token: string; tokenId: string; lastAuthAt: Date; expiresAt: Date }> {
  const { token, hash } = newToken();
  const lastAuthAt = new Date();
  const expiresAt = new Date(lastAuthAt.getTime() + lifetimeMinutes * 60_000);
  const [row] = await db
    .insert(accessTokens)
    .values({ userId, tokenHash: hash, lastAuthAt, expiresAt })
    .returning({ id: accessTokens.id });
  return { token, tokenId: row!.id, lastAuthAt, expiresAt };
}

/** Issues a token and shapes the grant the client keeps. */
export async function grantSession(db: Executor, userId: string, lifetimeMinutes: number): Promise<SessionGrant> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`grantSession: no user ${userId}`);
  const t = await createAccessToken(db, userId, lifetimeMinutes);
  return {
    accessToken: t.token,
    currentUserId: user.id,
    isSuperAdmin: user.superAdmin,
    accountType: user.accountTypeId,
    showTipOfTheDay: user.showTipOfTheDay,
    showWelcomeMessage: user.showWelcomeMessage,
    showMgMiniVideo: user.showMgMiniVideo,
    timeSinceLastAuth: t.lastAuthAt.getTime(),
    expiresOn: t.expiresAt.getTime(),
  };
}

export async function revokeToken(db: Executor, tokenId: string): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of the user except `keepTokenId` (e.g. after a password change). */
export async function revokeOtherTokens(db: Executor, userId: string, keepTokenId: string | null): Promise<void> {
  const conditions = [eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)];
  if (keepTokenId) conditions.push(ne(accessTokens.id, keepTokenId));
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(and(...conditions));
}
