import type { FastifyRequest } from 'fastify';
import type { QueryConfig, QueryResult, QueryResultRow } from 'pg';
import { ACCOUNT_DEACTIVATED, API_TOKEN_PREFIX, SESSION_EXPIRED, isApiScope, type ApiScope } from '@folio/model';
import { unauthorized } from '../errors.ts';
import { hashToken } from './tokens.ts';

export interface AuthUser {
  userId: string;
  tokenId: string;
  isSuperAdmin: boolean;
  /** manages ordinary users (issue 15); absent: no */
  isAdmin?: boolean;
  /**
   * Present when the request carries a personal access token (issue 30): what it may reach (`can()`'s `token.reach`).
   * Such a token holds the account's roles only with an `admin:` scope. Absent: a signed-in session, which reaches all.
   */
  scopes?: readonly ApiScope[];
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

const API_LOOKUP: Omit<QueryConfig, 'values'> = {
  name: 'auth_api_token_lookup',
  text: `SELECT t.id AS token_id, t.expires_at, t.scopes, u.id AS user_id, u.super_admin, u.is_admin
         FROM api_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now()) AND u.is_active LIMIT 1`,
};

const API_REFUSAL: Omit<QueryConfig, 'values'> = {
  name: 'auth_api_token_refusal',
  text: 'SELECT u.is_active FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1 LIMIT 1',
};

/** The expiry of a token that has none. */
const NEVER = new Date(8.64e15);

/** Whether a bearer token is a personal access token (they all start `fol_`), not a browser session's. */
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/**
 * A live personal access token by its hash: its owner as the token may act (the account's roles only with an admin
 * scope) and when it expires (never: Infinity).
 */
export async function lookupApiToken(db: TokenQueries, hash: Buffer): Promise<{ auth: AuthUser; expiresAt: Date } | null> {
  const { rows } = await db.query<Omit<LookupRow, 'expires_at'> & { expires_at: Date | null; scopes: string[] }>({ ...API_LOOKUP, values: [hash] });
  const row = rows[0];
  if (!row) return null;
  const scopes = row.scopes.filter(isApiScope);
  const admin = scopes.some((scope) => scope.startsWith('admin:'));
  return {
    auth: { userId: row.user_id, tokenId: row.token_id, isSuperAdmin: admin && row.super_admin, isAdmin: admin && row.is_admin, scopes },
    expiresAt: row.expires_at ?? NEVER,
  };
}

/** Looks a bearer token up in the database; null when it is unknown, revoked, expired or its user is deactivated. */
export async function resolveToken(db: TokenQueries, token: string): Promise<AuthUser | null> {
  const hash = hashToken(token);
  return ((isApiToken(token) ? await lookupApiToken(db, hash) : await lookupToken(db, hash)))?.auth ?? null;
}

/** Why a token that resolveToken refused was refused, when the holder should be told: its account was deactivated. */
export async function tokenRefusal(db: TokenQueries, token: string): Promise<'deactivated' | undefined> {
  const { rows } = await db.query<{ is_active: boolean }>({ ...(isApiToken(token) ? API_REFUSAL : REFUSAL), values: [hashToken(token)] });
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
