import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { accessTokens, users } from '../db/schema.ts';
import { unauthorized } from '../errors.ts';
import { ACCOUNT_DEACTIVATED } from '../services/auth/login.ts';
import { hashToken } from './tokens.ts';

export interface AuthUser {
  userId: string;
  tokenId: string;
  isSuperAdmin: boolean;
  /** manages ordinary users (issue 15); absent: no */
  isAdmin?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carried a valid, unrevoked, unexpired bearer token. */
    auth: AuthUser | null;
    /** Set when the bearer token was refused because its account is deactivated (the 401 then says so). */
    authDeactivated: boolean;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
}

/** Looks a bearer token up; null when it is unknown, revoked, expired or its user is deactivated. */
export async function resolveToken(db: Executor, token: string): Promise<AuthUser | null> {
  const rows = await db
    .select({ tokenId: accessTokens.id, userId: users.id, superAdmin: users.superAdmin, isAdmin: users.isAdmin })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { userId: row.userId, tokenId: row.tokenId, isSuperAdmin: row.superAdmin, isAdmin: row.isAdmin } : null;
}

/** Whether a refused token is one of a deactivated account (asked only after `resolveToken` refused it). */
export async function tokenOfDeactivated(db: Executor, token: string): Promise<boolean> {
  const rows = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), eq(users.isActive, false)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The signed-in user, or a 401 that the client turns into a forced logout; for a deactivated account the 401 says
 * so, and the client's sign-in page tells them.
 */
export function requireUser(req: FastifyRequest, withoutToken = 'Authorized use only'): AuthUser {
  if (!req.auth) {
    if (req.authDeactivated) throw unauthorized(ACCOUNT_DEACTIVATED);
    throw bearerToken(req) ? unauthorized('Session expired; please login again') : unauthorized(withoutToken);
  }
  return req.auth;
}
