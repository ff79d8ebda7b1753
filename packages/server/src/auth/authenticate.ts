import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_DEACTIVATED, SESSION_EXPIRED } from '@folio/model';
import type { Executor } from '../db/client.ts';
import { accessTokens, users } from '../db/schema.ts';
import { unauthorized } from '../errors.ts';
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
    /** Set when a token was refused because its account is deactivated: the 401 then says so. */
    authRefusal?: 'deactivated';
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

/** Why a token that resolveToken refused was refused, when the holder should be told: its account was deactivated. */
export async function tokenRefusal(db: Executor, token: string): Promise<'deactivated' | undefined> {
  const rows = await db
    .select({ isActive: users.isActive })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, hashToken(token)))
    .limit(1);
  return rows[0] && !rows[0].isActive ? 'deactivated' : undefined;
}

/** The signed-in user, or a 401 that the client turns into a forced logout. */
export function requireUser(req: FastifyRequest, withoutToken = 'Authorized use only'): AuthUser {
  if (!req.auth) {
    if (!bearerToken(req)) throw unauthorized(withoutToken);
    throw unauthorized(req.authRefusal === 'deactivated' ? ACCOUNT_DEACTIVATED : SESSION_EXPIRED);
  }
  return req.auth;
}
