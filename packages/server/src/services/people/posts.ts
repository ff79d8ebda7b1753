/**
 * The feed: public, published folios as posts — newest first (`recent`), or for a signed-in reader the people they
 * follow first (`recentPosts`) — and one post's details (`postInfo`). A post's address is its page on the sites
 * origin.
 */
import type { Post as ModelPost } from '@folio/model';
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid, loadFolio, readable } from '../folios/folios.ts';

export type Post = ModelPost;

interface Row extends Record<string, unknown> {
  id: string;
  name: string;
  summary: string | null;
  url: string | null;
  page: string | null;
  author_id: string;
  display_name: string;
  friendly_url: string | null;
  avatar_blob_id: string | null;
  thumbnail_key: string | null;
  published_at: Date;
  comment_count: number;
  reaction_count: number;
  followed: boolean;
  total: string;
}

const postColumns = (viewerId: string | null) => sql`
  f.id, p.root->>'name' as name, p.root->>'summary' as summary, f.url, p.root->'pages'->>0 as page, f.author_id,
  u.display_name, u.friendly_url, u.avatar_blob_id, b.thumbnail_key, p.published_at,
  (select count(*)::int from comments c where c.folio_id = f.id and c.status = 'published') as comment_count,
  (select count(*)::int from reactions r where r.target_type = 'folio' and r.target_id = f.id) as reaction_count,
  ${viewerId ? sql`exists (select 1 from follows fo where fo.follower_id = ${viewerId} and fo.followee_id = f.author_id)` : sql`false`} as followed`;

const postFrom = sql`folios f join folio_publications p on p.folio_id = f.id join users u on u.id = f.author_id
  left join blobs b on b.id = u.avatar_blob_id`;
const isPost = sql`f.is_public and not f.is_deleted and u.is_active`;

function present(config: Config, r: Row): Post {
  const path = r.url ? `/${encodeURIComponent(r.url)}` : `/folio/${r.id}/page/${encodeURIComponent(r.page ?? '')}`;
  return {
    id: r.id,
    name: r.name,
    summary: r.summary ?? '',
    url: `${config.SITES_ORIGIN}${path}`,
    author: {
      id: r.author_id,
      displayName: r.display_name,
      friendlyUrl: r.friendly_url,
      avatarUrl: r.avatar_blob_id ? `/blob/${r.avatar_blob_id}${r.thumbnail_key ? '/thumbnail' : ''}` : null,
    },
    publishedAt: new Date(r.published_at).toISOString(),
    commentCount: r.comment_count,
    reactionCount: r.reaction_count,
    fromFollowed: r.followed,
  };
}

async function page(db: Executor, config: Config, viewerId: string | null, where: SQL, order: SQL, q: { first: number; after: number }) {
  const { rows } = await db.execute<Row>(sql`
    select ${postColumns(viewerId)}, count(*) over () as total
    from ${postFrom} where ${isPost} and ${where}
    order by ${order} limit ${q.first} offset ${q.after}`);
  // Past the last page no row carries the window count: count apart, so the total stays the real one.
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && q.after > 0) {
    const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${postFrom} where ${isPost} and ${where}`);
    total = counted.rows[0]?.n ?? 0;
  }
  return { items: rows.map((r) => present(config, r)), total };
}

/** Public folios, newest publication first. */
export function recentPosts(db: Executor, config: Config, viewer: AuthUser | null, q: { first: number; after: number; followedFirst: boolean }) {
  const viewerId = viewer?.userId ?? null;
  const followedFirst =
    q.followedFirst && viewerId ? sql`exists (select 1 from follows fo where fo.follower_id = ${viewerId} and fo.followee_id = f.author_id) desc, ` : sql``;
  return page(db, config, viewerId, sql`true`, sql`${followedFirst}p.published_at desc, f.id desc`, q);
}

/** One user's public folios, newest publication first. */
export function postsBy(db: Executor, config: Config, viewer: AuthUser | null, userId: string, q: { first: number; after: number }) {
  if (!isUuid(userId)) throw notFound('No user with this id');
  return page(db, config, viewer?.userId ?? null, sql`f.author_id = ${userId}`, sql`p.published_at desc, f.id desc`, q);
}

/** A published folio's post details, for anyone who may read it. */
export async function postInfo(db: Executor, config: Config, viewer: AuthUser | null, id: string): Promise<Post> {
  if (!isUuid(id)) throw notFound('No folio with this id');
  if (viewer) readable(viewer, await loadFolio(db, viewer, id));
  const { rows } = await db.execute<Row>(sql`
    select ${postColumns(viewer?.userId ?? null)} from ${postFrom}
    where f.id = ${id} and not f.is_deleted and u.is_active ${viewer ? sql`` : sql`and f.is_public`}`);
  const row = rows[0];
  if (!row) throw notFound('This folio has not been published');
  return present(config, row);
}
