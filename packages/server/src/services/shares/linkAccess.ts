/**
 * Opening an item through an anonymous link: the token's hash must match a live (not revoked, not expired) link
 * share of exactly that item, made by someone who may still give it. Each opening is counted (viewCount, lastAccessAt) for the owner's list.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens.ts';
import type { Executor } from '../../db/client.ts';
import { shares } from '../../db/schema.ts';
import type { ShareItemRef } from './grants.ts';

/** Share tokens are 43 base64url characters; anything else is no token at all. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export async function openLink(db: Executor, item: ShareItemRef, token: string): Promise<{ shareId: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .update(shares)
    .set({ viewCount: sql`${shares.viewCount} + 1`, lastAccessAt: sql`now()` })
    .where(
      and(
        eq(shares.tokenHash, hashToken(token)),
        eq(shares.itemType, item.type),
        eq(shares.itemId, item.id),
        eq(shares.permitteeType, 'link'),
        isNull(shares.revokedAt),
        or(isNull(shares.expiresAt), gt(shares.expiresAt, sql`now()`)),
        // made by someone who may still give it (a sharee's link ends with their right, decision 42)
        sql`(share_effective(${shares.id})).can_share is not null`,
      ),
    )
    .returning({ id: shares.id });
  return row ? { shareId: row.id } : null;
}
