/** "Shared with you": the distinct items live shares reach the user with, newest share first, rights merged. */
import type { SharedItem as ModelSharedItem } from '@folio/model';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Executor } from '../../db/client.ts';
import { reachingShares, type ShareItemType } from './grants.ts';

export type SharedItem = ModelSharedItem;

interface Row extends Record<string, unknown> {
  item_type: ShareItemType;
  item_id: string;
  name: string | null;
  owner_id: string;
  owner_name: string;
  via: string[];
  shared_at: Date;
  content: boolean;
  settings: boolean;
  publish: boolean;
  share: boolean;
  total: string;
}

export async function sharedWithMe(
  db: Executor,
  user: AuthUser,
  q: { itemType?: ShareItemType | undefined; first: number; after: number },
): Promise<{ items: SharedItem[]; total: number }> {
  const { rows } = await db.execute<Row>(sql`
    with reached as (
      select s.item_type, s.item_id, s.owner_id, array_agg(distinct s.permittee_type) as via, max(s.created_at) as shared_at,
        bool_or(s.can_edit_content) as content, bool_or(s.can_edit_settings) as settings,
        bool_or(s.can_publish) as publish, bool_or(s.can_share) as share
      from ${reachingShares(user.userId, q.itemType ?? null)} s
      where s.owner_id <> ${user.userId}
      group by s.item_type, s.item_id, s.owner_id
    ), named as (
      select r.*, case r.item_type
          when 'folio' then (select f.name from folios f where f.id = r.item_id::uuid and not f.is_deleted)
          when 'asset' then (select a.title from assets a where a.id = r.item_id::uuid and not a.is_deleted)
          else (select l.name from libraries l where l.id = r.item_id::int) end as name
      from reached r
    )
    select n.*, u.display_name as owner_name, count(*) over () as total
    from named n join users u on u.id = n.owner_id
    where n.name is not null
    order by n.shared_at desc, n.item_id
    limit ${q.first} offset ${q.after}`);
  // Past the last page no row carries the window count: ask again from the start for the real total.
  const total = rows.length || q.after === 0 ? Number(rows[0]?.total ?? 0) : (await sharedWithMe(db, user, { ...q, first: 1, after: 0 })).total;
  return {
    total,
    items: rows.map((r) => ({
      itemType: r.item_type,
      itemId: r.item_id,
      name: r.name!,
      ownerId: r.owner_id,
      ownerName: r.owner_name,
      via: r.via,
      sharedAt: new Date(r.shared_at).toISOString(),
      canEditContent: r.content,
      canEditSettings: r.settings,
      canPublish: r.publish,
      canShare: r.share,
    })),
  };
}
