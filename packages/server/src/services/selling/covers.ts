/**
 * The picture a marketplace card shows of a folio (issue 26): the cover its owner chose (the published root's
 * thumbnail: one of our files, or an http(s) address), else an image its published snapshot shows (published_blobs,
 * the earliest uploaded), as its 400 px thumbnail when there is one. Only for the page's public folios, whose
 * published files anyone may read (services/blobs/access.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

const OWN_FILE = /^\/blob\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/thumbnail)?$/;

/** A chosen cover address a card may show: one of our files or an http(s) URL, nothing else. */
export function safeCover(url: string | null | undefined): string | null {
  if (!url) return null;
  if (OWN_FILE.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A subquery of one row and column `image`: the earliest image the published folio `folioId` shows, as its address. */
export const coverImageOf = (folioId: SQL): SQL => sql`
  select '/blob/' || b.id || case when b.thumbnail_key is not null then '/thumbnail' else '' end as image
  from published_blobs pb join blobs b on b.id = pb.blob_id
  where pb.folio_id = ${folioId} and b.kind = 'image'
  order by b.created_at, b.id limit 1`;

/** The cover of each of these folios, by id (absent: none to show). */
export async function coversOf(db: Executor, folioIds: string[]): Promise<Map<string, string>> {
  const covers = new Map<string, string>();
  if (!folioIds.length) return covers;
  const { rows } = await db.execute<{ id: string; chosen: string | null; image: string | null }>(sql`
    select p.folio_id::text as id, p.root->>'thumbnailUrl' as chosen, (${coverImageOf(sql`p.folio_id`)}) as image
    from folio_publications p
    where p.folio_id in (${sql.join(folioIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  for (const r of rows) {
    const cover = safeCover(r.chosen) ?? r.image;
    if (cover) covers.set(r.id, cover);
  }
  return covers;
}
