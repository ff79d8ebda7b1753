import { eq } from 'drizzle-orm';
import { DUMMY_HASH, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError, forbidden, unauthorized } from '../../errors.ts';
import { recordLoginAttempt, type LoginOutcome } from './loginLog.ts';
import type { SessionGrant } from '@folio/model';
import { grantSession, type SessionLimits } from './sessions.ts';

export const LOGIN_FAILED = 'Authorization failed: the username or password is incorrect';
export const EMAIL_NOT_VERIFIED = 'Please verify your email address before signing in; we can send the link again.';
import { ACCOUNT_DEACTIVATED } from '@folio/model';
export { ACCOUNT_DEACTIVATED };

export interface LoginInput {
  /** Normalised (trimmed, lowercased) email. */
  email: string;
  password: string;
  ip: string;
  userAgent: string;
}

/**
 * Checks the credentials, logs the attempt and issues a session. The account's state (unverified,
 * deactivated) is only revealed to someone who knows its password.
 */
export async function login(db: Db, input: LoginInput, limits: SessionLimits): Promise<SessionGrant> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  // Hash verification happens for unknown emails too, so timing does not tell which emails exist.
  const passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);

  const log = (outcome: LoginOutcome) =>
    recordLoginAttempt(db, { email: input.email, userId: user?.id ?? null, outcome, ip: input.ip, userAgent: input.userAgent });

  if (!user) {
    await log('unknown_email');
    throw unauthorized(LOGIN_FAILED);
  }
  if (!passwordOk) {
    await log('wrong_password');
    throw unauthorized(LOGIN_FAILED);
  }
  if (!user.isActive) {
    await log('deactivated');
    throw forbidden(ACCOUNT_DEACTIVATED);
  }
  if (!user.emailVerifiedAt) {
    await log('unverified');
    throw new HttpError(403, 'Email Not Verified', EMAIL_NOT_VERIFIED);
  }
  return db.transaction(async (tx) => {
    const grant = await grantSession(tx, user.id, limits);
    await recordLoginAttempt(tx, { email: input.email, userId: user.id, outcome: 'success', ip: input.ip, userAgent: input.userAgent });
    return grant;
  });
}
