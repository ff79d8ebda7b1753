import type { FastifyRequest } from 'fastify';
import type { QueryConfig, QueryResult, QueryResultRow } from 'pg';
import { ACCOUNT_DEACTIVATED, SESSION_EXPIRED } from '@folio/model';
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

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = BEARER.exec(header);
  return m?.[1] ?? null;
}

/** What the token lookups need of the database: `pg`'s pool (its named queries are prepared once per connection). */
export interface TokenQueries {
  query<R extends QueryResultRow>(config: QueryConfig): Promise<QueryResult<R>>;
}

const LOOKUP: Omit<QueryConfig, 'values'> = {
  name: 'auth_token_lookup',
  text: `SELECT t.id AS token_id, t.expires_at, u.id AS user_id, u.super_admin, u.is_admin
         FROM access_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.is_active LIMIT 1`,
};

const REFUSAL: Omit<QueryConfig, 'values'> = {
  name: 'auth_token_refusal',
  text: 'SELECT u.is_active FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1 LIMIT 1',
};

interface LookupRow extends QueryResultRow {
  token_id: string;
  expires_at: Date;
  user_id: string;
  super_admin: boolean;
  is_admin: boolean;
}

/** A live token by its hash with when it expires; null when it is unknown, revoked, expired or its user is deactivated. */
export async function lookupToken(db: TokenQueries, hash: Buffer): Promise<{ auth: AuthUser; expiresAt: Date } | null> {
  const { rows } = await db.query<LookupRow>({ ...LOOKUP, values: [hash] });
  const row = rows[0];
  return row ? { auth: { userId: row.user_id, tokenId: row.token_id, isSuperAdmin: row.super_admin, isAdmin: row.is_admin }, expiresAt: row.expires_at } : null;
}

/** Looks a bearer token up in the database; null when it is unknown, revoked, expired or its user is deactivated. */
export async function resolveToken(db: TokenQueries, token: string): Promise<AuthUser | null> {
  return (await lookupToken(db, hashToken(token)))?.auth ?? null;
}

/** Why a token that resolveToken refused was refused, when the holder should be told: its account was deactivated. */
export async function tokenRefusal(db: TokenQueries, token: string): Promise<'deactivated' | undefined> {
  const { rows } = await db.query<{ is_active: boolean }>({ ...REFUSAL, values: [hashToken(token)] });
  return rows[0] && !rows[0].is_active ? 'deactivated' : undefined;
}

/** The signed-in user, or a 401 that the client turns into a forced logout. */
export function requireUser(req: FastifyRequest, withoutToken = 'Authorized use only'): AuthUser {
  if (!req.auth) {
    if (!bearerToken(req)) throw unauthorized(withoutToken);
    throw unauthorized(req.authRefusal === 'deactivated' ? ACCOUNT_DEACTIVATED : SESSION_EXPIRED);
  }
  return req.auth;
}
