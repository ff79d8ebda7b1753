import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { MailService } from '../../mail/service.ts';
import { verificationMail } from '../../mail/templates.ts';
import { consumeOneTimeToken, issueOneTimeToken, wasIssued } from './oneTimeTokens.ts';

export interface AccountMailDeps {
  db: Db;
  mail: MailService;
  /** Links in mails point here, e.g. https://folio.example.org */
  appOrigin: string;
}

export const EMAIL_TAKEN = 'An account with this email already exists';
export const BAD_VERIFICATION_LINK = 'This verification link is invalid or has expired; ask for a new one.';

export const verificationLink = (appOrigin: string, userId: string, token: string) =>
  `${appOrigin}/verify/${userId}?token=${encodeURIComponent(token)}`;

/** PostgreSQL's unique_violation, which drizzle may wrap in its own error as `cause`. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates an unverified account and, in the same transaction, the mail with its verification link.
 * `email` must already be normalised (trimmed, lowercased).
 */
export async function registerUser(
  deps: AccountMailDeps,
  input: { email: string; password: string; displayName: string },
): Promise<{ id: string; email: string }> {
  const passwordHash = await hashPassword(input.password);
  let created: { id: string; email: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, displayName: input.displayName })
        .returning({ id: users.id, email: users.email });
      const token = await issueOneTimeToken(tx, user!.id, 'verify');
      await deps.mail.enqueue(tx, verificationMail(input.email, input.displayName, verificationLink(deps.appOrigin, user!.id, token)));
      return user!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  deps.mail.flush();
  return created;
}

/** Confirms the address with the mailed token; the token then stops working. */
/**
 * Verifies the user's email with the mailed token. A link opened again after it did its work (a used or since expired
 * token of an account that is verified) answers `alreadyVerified` instead of an error: the address is verified.
 */
export async function verifyEmail(db: Db, userId: string, token: string): Promise<{ alreadyVerified: boolean }> {
  return db.transaction(async (tx) => {
    if (await consumeOneTimeToken(tx, userId, 'verify', token)) {
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      return { alreadyVerified: false };
    }
    const [user] = await tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
    if (user?.verifiedAt && (await wasIssued(tx, userId, 'verify', token))) return { alreadyVerified: true };
    throw badRequest(BAD_VERIFICATION_LINK);
  });
}

/**
 * Mails a fresh verification link when the email belongs to an active, unverified account; otherwise does
 * nothing, so the caller's answer never reveals which emails have accounts.
 */
export async function resendVerification(deps: AccountMailDeps, email: string): Promise<void> {
  const sent = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.emailVerifiedAt), eq(users.isActive, true)))
      .limit(1);
    if (!user) return false;
    const token = await issueOneTimeToken(tx, user.id, 'verify');
    await deps.mail.enqueue(tx, verificationMail(email, user.displayName, verificationLink(deps.appOrigin, user.id, token)));
    return true;
  });
  if (sent) deps.mail.flush();
}

