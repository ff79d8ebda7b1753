/**
 * What shares give a caller on one item (can.ts ShareGrant): every live share (not revoked, not expired) that
 * reaches them — to them, to a group they are a member of, to the owner's followers when they follow the owner,
 * through the link whose token they hold — merged by OR. A share of a library gives view on the folios and
 * assets in it. One query; null when nothing reaches the caller.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ShareGrant } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { hashToken } from '../../auth/tokens.ts';

/** What a share with no right set gives: reading. */
export const VIEW_ONLY: ShareGrant = { canEditContent: false, canEditSettings: false, canPublish: false, canShare: false };

export type ShareItemType = 'folio' | 'asset' | 'library';

export interface ShareItemRef {
  type: ShareItemType;
  id: string;
}

/** The share conditions reaching `userId` (or the link token's hash), for queries over the `s` alias. */
export function reachesCaller(userId: string | null, tokenHash: Buffer | null) {
  const byUser = userId
    ? sql`(s.permittee_type = 'user' and s.permittee_id = ${userId})
        or (s.permittee_type = 'group' and s.permittee_id in (select m.group_id from account_group_members m where m.user_id = ${userId}))
        or (s.permittee_type = 'followers' and exists (select 1 from follows f where f.follower_id = ${userId} and f.followee_id = s.owner_id))`
    : sql`false`;
  const byLink = tokenHash ? sql`(s.permittee_type = 'link' and s.token_hash = ${tokenHash})` : sql`false`;
  return sql`s.revoked_at is null and (s.expires_at is null or s.expires_at > now()) and (${byUser} or ${byLink})`;
}

export async function grantFor(
  db: Executor,
  userId: string | null,
  item: ShareItemRef,
  linkToken: string | null = null,
): Promise<ShareGrant | null> {
  if (!userId && !linkToken) return null;
  const tokenHash = linkToken ? hashToken(linkToken) : null;
  // A library share reaches the folios and assets in it, as view.
  const viaLibrary =
    item.type === 'library'
      ? sql`false`
      : sql`(s.item_type = 'library' and s.item_id in (select li.library_id::text from library_items li where li.item_id = ${item.id}::uuid))`;
  const direct = sql`(s.item_type = ${item.type} and s.item_id = ${item.id})`;
  const mine = sql`s.item_type = ${item.type}`;
  const { rows } = await db.execute<{ n: string; content: boolean; settings: boolean; publish: boolean; share: boolean }>(sql`
    select count(*) as n,
      coalesce(bool_or(s.can_edit_content and ${mine}), false) as content,
      coalesce(bool_or(s.can_edit_settings and ${mine}), false) as settings,
      coalesce(bool_or(s.can_publish and ${mine}), false) as publish,
      coalesce(bool_or(s.can_share and ${mine}), false) as share
    from shares s
    where (${direct} or ${viaLibrary}) and ${reachesCaller(userId, tokenHash)}`);
  const row = rows[0];
  if (!row || Number(row.n) === 0) return null;
  return { canEditContent: row.content, canEditSettings: row.settings, canPublish: row.publish, canShare: row.share };
}

const live = sql`s.revoked_at is null and (s.expires_at is null or s.expires_at > now())`;

/**
 * SQL: the live shares (alias-free rows of `shares`) of items of `type` that reach `userId` — to them, to a group
 * they are in, to the followers of an account they follow — as a union of three index scans (by permittee, by
 * group membership, by followed owner), so listing what is shared with someone never walks every share.
 */
export function reachingShares(userId: string, type: ShareItemType | null): SQL {
  const ofType = type ? sql`and s.item_type = ${type}` : sql``;
  return sql`(
    select s.* from shares s where s.permittee_type = 'user' and s.permittee_id = ${userId} ${ofType} and ${live}
    union all
    select s.* from account_group_members m join shares s on s.permittee_type = 'group' and s.permittee_id = m.group_id
      where m.user_id = ${userId} ${ofType} and ${live}
    union all
    select s.* from follows f join shares s on s.permittee_type = 'followers' and s.owner_id = f.followee_id
      where f.follower_id = ${userId} ${ofType} and ${live})`;
}

/** SQL: whether a live share reaches `userId` on the item whose id is `idColumn` (a folio, asset or library column). */
export function sharedWithSql(userId: string, type: ShareItemType, idColumn: SQLWrapper): SQL<boolean> {
  const cast = type === 'library' ? sql`int` : sql`uuid`;
  return sql<boolean>`(${idColumn} in (select r.item_id::${cast} from ${reachingShares(userId, type)} r))`;
}
