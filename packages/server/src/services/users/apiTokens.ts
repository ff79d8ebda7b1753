/**
 * Personal access tokens (issue 30): made, listed and revoked by their owner in a signed-in session, or by an
 * administrator of the account (`can()`'s token.manage); admin scopes only by an administrator. The token is shown
 * once, when made; only its SHA-256 is kept (auth/authenticate.ts looks it up, auth/apiTokenGate.ts holds it to
 * its scopes).
 */
import { API_TOKEN_PREFIX, API_TOKENS_PER_USER, type ApiScope, type ApiTokenSummary } from '@folio/model';
import { and, count, desc, eq, isNull, or, gt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Executor } from '../../db/client.ts';
import { apiTokens } from '../../db/schema.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../errors.ts';
import type { ManagedUser } from '../../auth/can.ts';
import { isUuid } from '../folios/folios.ts';

export const API_TOKEN_TEXTS = {
  notAllowed: 'Access tokens are made, listed and revoked by their owner (signed in) or an administrator of the account',
  adminScope: 'Only an administrator can give a token an admin scope',
  tooMany: `An account has at most ${API_TOKENS_PER_USER} tokens; revoke one first`,
  past: 'The expiry must be in the future',
  notFound: 'No such token',
} as const;

const COLUMNS = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  createdAt: apiTokens.createdAt,
};

function present(row: { id: string; name: string; prefix: string; scopes: string[]; expiresAt: Date | null; lastUsedAt: Date | null; createdAt: Date }): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Live: not revoked and not expired. */
const live = () => and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)));

function mayManage(actor: AuthUser, owner: ManagedUser): void {
  if (!can(actor, { kind: 'token.manage', owner })) throw forbidden(API_TOKEN_TEXTS.notAllowed);
}

/** The account's live tokens, newest first. */
export async function listApiTokens(db: Executor, actor: AuthUser, owner: ManagedUser): Promise<ApiTokenSummary[]> {
  mayManage(actor, owner);
  const rows = await db.select(COLUMNS).from(apiTokens).where(and(eq(apiTokens.userId, owner.id), live())).orderBy(desc(apiTokens.createdAt));
  return rows.map(present);
}

/** Makes a token; the answer holds the token itself, the only time it is shown. */
export async function createApiToken(
  db: Executor,
  actor: AuthUser,
  owner: ManagedUser,
  input: { name: string; scopes: ApiScope[]; expiresAt?: string | null | undefined },
): Promise<ApiTokenSummary & { token: string }> {
  mayManage(actor, owner);
  const scopes = [...new Set(input.scopes)].sort();
  if (scopes.some((s) => s.startsWith('admin:')) && !can(actor, { kind: 'token.grantAdminScope' })) throw forbidden(API_TOKEN_TEXTS.adminScope);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw unprocessable(API_TOKEN_TEXTS.past, { field: 'expiresAt' });
  const [held] = await db.select({ n: count() }).from(apiTokens).where(and(eq(apiTokens.userId, owner.id), live()));
  if ((held?.n ?? 0) >= API_TOKENS_PER_USER) throw conflict(API_TOKEN_TEXTS.tooMany);
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId: owner.id, name: input.name, tokenHash: hashToken(token), prefix: token.slice(0, API_TOKEN_PREFIX.length + 6), scopes, expiresAt, createdBy: actor.userId })
    .returning(COLUMNS);
  return { ...present(row!), token };
}

/** Revokes a token at once (every server forgets it through the change feed: migration 0037). */
export async function revokeApiToken(db: Executor, actor: AuthUser, owner: ManagedUser, tokenId: string): Promise<void> {
  mayManage(actor, owner);
  const revoked = isUuid(tokenId)
    ? await db.update(apiTokens).set({ revokedAt: sql`now()` }).where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, owner.id), isNull(apiTokens.revokedAt))).returning({ id: apiTokens.id })
    : [];
  if (revoked.length === 0) throw notFound(API_TOKEN_TEXTS.notFound);
}
