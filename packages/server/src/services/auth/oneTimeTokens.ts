import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { newToken, hashToken } from '../../auth/tokens.ts';
import type { Executor } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema.ts';

export type OneTimePurpose = 'verify' | 'reset';

/** How long a mailed link works. */
export const ONE_TIME_TOKEN_LIFETIME_MS: Record<OneTimePurpose, number> = {
  verify: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/**
 * Issues a single-use token for the user and returns it (only its hash is stored).
 * Side effect: every older unused token of the same purpose stops working, so only the newest mail counts.
 */
export async function issueOneTimeToken(db: Executor, userId: string, purpose: OneTimePurpose): Promise<string> {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  const { token, hash } = newToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks the token used in one statement; false when it is unknown, someone else's, used, or expired. */
export async function consumeOneTimeToken(
  db: Executor,
  userId: string,
  purpose: OneTimePurpose,
  token: string,
): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** Whether `token` was issued to the user for `purpose`, used or expired or not: a link they really were sent. */
export async function wasIssued(db: Executor, userId: string, purpose: OneTimePurpose, token: string): Promise<boolean> {
  const rows = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return rows.length === 1;
}
