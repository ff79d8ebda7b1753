import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { passwordResetMail } from '../../mail/templates.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './oneTimeTokens.ts';
import type { AccountMailDeps } from './registration.ts';
import { revokeOtherTokens } from './sessions.ts';

export const BAD_RESET_LINK = 'This password reset link is invalid or has expired; ask for a new one.';

export const resetLink = (appOrigin: string, userId: string, token: string) =>
  `${appOrigin}/reset-password/${userId}?token=${encodeURIComponent(token)}`;

/**
 * Mails a reset link when the email belongs to an active account; otherwise does nothing, so the caller's
 * answer never reveals which emails have accounts.
 */
export async function requestPasswordReset(deps: AccountMailDeps, email: string): Promise<void> {
  const sent = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(and(eq(users.email, email), eq(users.isActive, true)))
      .limit(1);
    if (!user) return false;
    const token = await issueOneTimeToken(tx, user.id, 'reset');
    await deps.mail.enqueue(tx, passwordResetMail(email, user.displayName, resetLink(deps.appOrigin, user.id, token)));
    return true;
  });
  if (sent) deps.mail.flush();
}

/**
 * Sets a new password with a mailed reset token (single use) and ends every session of the user.
 * Following the link proves the mailbox is theirs, so an unverified address counts as verified afterwards.
 */
export async function resetPassword(db: Db, userId: string, token: string, newPassword: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The token is spent before the (slow) hash, so bad tokens cost no hashing work.
    if (!(await consumeOneTimeToken(tx, userId, 'reset', token))) throw badRequest(BAD_RESET_LINK);
    const passwordHash = await hashPassword(newPassword);
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await revokeOtherTokens(tx, userId, null);
  });
}
