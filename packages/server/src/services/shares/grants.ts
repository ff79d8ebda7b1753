/**
 * What shares give a caller on one item (can.ts ShareGrant): every live share (not revoked, not expired) that
 * reaches them — to them, to a group they are a member of, to the owner's followers when they follow the owner,
 * through the link whose token they hold — merged by OR, each held to what its maker may give now (a grant is only
 * as good as its grantor, decision 42). A share of a library gives view on the folios and assets in it that the
 * library's owner may share. The rules live in SQL functions (migration 0023) so lists and loaders agree.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ShareGrant } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { hashToken } from '../../auth/tokens.ts';

/** What a share with no right set gives: reading. */
export const VIEW_ONLY: ShareGrant = { canEditContent: false, canEditSettings: false, canPublish: false, canShare: false, workingCopy: true };

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

interface GrantRow extends Record<string, unknown> {
  can_edit_content: boolean | null;
  can_edit_settings: boolean | null;
  can_publish: boolean | null;
  can_share: boolean | null;
  working_copy: boolean | null;
}

const grantOf = (row: GrantRow | undefined): ShareGrant | null =>
  !row || row.can_share === null
    ? null
    : {
        canEditContent: row.can_edit_content === true,
        canEditSettings: row.can_edit_settings === true,
        canPublish: row.can_publish === true,
        canShare: row.can_share === true,
        workingCopy: row.working_copy === true,
      };

/**
 * What shares give the caller on the item now (the database's `item_grant`, migration 0023): every live share
 * reaching them, each held to what its maker may give now, and view through a shared library that holds the item
 * when the library's owner may share it. One query; null when nothing reaches the caller.
 */
export async function grantFor(
  db: Executor,
  userId: string | null,
  item: ShareItemRef,
  linkToken: string | null = null,
): Promise<ShareGrant | null> {
  if (!userId && !linkToken) return null;
  const tokenHash = linkToken ? hashToken(linkToken) : null;
  const { rows } = await db.execute<GrantRow>(
    sql`select g.* from item_grant(${userId}::uuid, ${tokenHash}::bytea, ${item.type}, ${item.id}) g`,
  );
  return grantOf(rows[0]);
}

const live = sql`s.revoked_at is null and (s.expires_at is null or s.expires_at > now())`;

const UUID_FORM = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * SQL: the owner of share `q`'s item, as `share_item_owner` (migration 0023) gives it: a folio's or asset's author
 * while it is not deleted, a library's owner; null for an id of the wrong form. By primary key, no function call.
 */
const itemOwnerOf = (q: SQL) => sql`case ${q}.item_type
  when 'folio' then (select o.author_id from folios o where o.id = case when ${q}.item_id ~* ${UUID_FORM} then ${q}.item_id::uuid end and not o.is_deleted)
  when 'asset' then (select o.author_id from assets o where o.id = case when ${q}.item_id ~* ${UUID_FORM} then ${q}.item_id::uuid end and not o.is_deleted)
  when 'library' then (select o.owner_id from libraries o where o.id = case when ${q}.item_id ~ '^[0-9]{1,9}$' then ${q}.item_id::int end)
  end`;

/**
 * SQL: the live shares of items of `type` that reach `userId` — to them, to a group they are in, to the followers
 * of an account they follow — as a union of three index scans (by permittee, by group membership, by followed
 * owner), so listing what is shared with someone never walks every share. Each row carries what the share gives
 * now (`share_effective`: held to its maker's rights); shares whose maker may no longer give them are left out.
 *
 * A share its item's owner made gives its own rights (the first case of `share_effective`): those are read here
 * from the row, with the owner found by primary key, and `share_effective` runs only for shares a sharee made. It
 * ran for every share before, a plpgsql call of its own: a user reached by 1,000 shares waited 4–5 times longer
 * for their lists (issue 28).
 */
export function reachingShares(userId: string | SQLWrapper, type: ShareItemType | null): SQL {
  const ofType = type ? sql`and s.item_type = ${type}` : sql``;
  return sql`(
    select q.id, q.item_type, q.item_id, q.owner_id, q.permittee_type, q.created_at,
      e.can_edit_content, e.can_edit_settings, e.can_publish, e.can_share, e.working_copy
    from (
      select s.* from shares s where s.permittee_type = 'user' and s.permittee_id = ${userId} ${ofType} and ${live}
      union all
      select s.* from account_group_members m join shares s on s.permittee_type = 'group' and s.permittee_id = m.group_id
        where m.user_id = ${userId} ${ofType} and ${live}
      union all
      select s.* from follows f join shares s on s.permittee_type = 'followers' and s.owner_id = f.followee_id
        where f.follower_id = ${userId} ${ofType} and ${live}) q
    -- offset 0: the owner is looked up once, not once for each branch below.
    cross join lateral (select coalesce(q.created_by = q.owner_id and q.owner_id = ${itemOwnerOf(sql`q`)}, false) as by_owner offset 0) k
    cross join lateral (
      select q.can_edit_content, q.can_edit_settings, q.can_publish, q.can_share, not q.published_only as working_copy where k.by_owner
      union all
      select r.can_edit_content, r.can_edit_settings, r.can_publish, r.can_share, r.working_copy from share_effective(q.id) r where not k.by_owner
    ) e
    where e.can_share is not null)`;
}

/** SQL: whether a live share reaches `userId` on the item whose id is `idColumn` (a folio, asset or library column). */
export function sharedWithSql(userId: string | SQLWrapper, type: ShareItemType, idColumn: SQLWrapper): SQL<boolean> {
  const cast = type === 'library' ? sql`int` : sql`uuid`;
  return sql<boolean>`(${idColumn} in (select r.item_id::${cast} from ${reachingShares(userId, type)} r))`;
}
