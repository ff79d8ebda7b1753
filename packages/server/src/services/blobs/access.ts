/** What deciding who may read an uploaded file needs to know of it (auth/can.ts decides), in one query. */
import { VIEW_ONLY, grantFor, sharedWithSql } from '../shares/grants.ts';
import { receiverIdsSql } from '../submissions/receivers.ts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { LicenseDetails } from '@folio/model';
import type { BlobAccess, BlobAsset, PlacedFolio, SubmissionsAccess } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { blobs } from '../../db/schema.ts';
import type { BlobRow } from './blobs.ts';
import { boughtSql } from '../payments/purchased.ts';

/** A public asset with a price of its own or a published, priced licence option: its file is sold, not shown. */
const forSaleSql = sql`a.is_public and (a.price > 0 or exists (
  select 1 from license_options lo where lo.item_type = 'asset' and lo.item_id = a.id::text and not lo.is_deleted and lo.published_price > 0))`;

/**
 * The blob row with its access facts: the live assets made of it, whether it is someone's avatar, and whether a
 * public, live folio's published snapshot shows it (published_blobs) or a published website has it as logo or
 * favicon (through an asset of the website's author), and the folios whose submissions carry it (a file a visitor
 * sent with a form: their author and receiver accounts, from the folio's current settings).
 */
const VIEW_JSON = JSON.stringify(VIEW_ONLY);

interface PlacementRow {
  id: string;
  authorId: string;
  isPublic: boolean;
  licence: LicenseDetails | null;
  purchased: boolean;
  copy: 'working' | 'published';
}

/**
 * SQL: the live folios the viewer authors or is shared that show the file (issue 26), each once per copy that shows
 * it. A working copy counts when the folio is the uploader's, or a copy made (bought, a template, handed on, any
 * depth) from a folio whose published page showed the file (published_blobs): naming someone's file in an own page
 * opens nothing. A published snapshot counts through published_blobs, which records the author's own files only.
 */
function placementsSql(viewerId: string): SQL<PlacementRow[]> {
  const reaches = (folio: SQL) => sql`(${folio}.author_id = ${viewerId} or ${sharedWithSql(viewerId, 'folio', sql`${folio}.id`)})`;
  const columns = (copy: string) => sql`json_build_object('id', f.id, 'authorId', f.author_id, 'isPublic', f.is_public,
    'licence', f.license_details, 'purchased', f.has_been_purchased, 'copy', ${copy}::text)`;
  return sql<PlacementRow[]>`coalesce((select json_agg(p.o) from (
    select ${columns('working')} as o from folios f
    where not f.is_deleted and ${reaches(sql`f`)} and strpos(f.nodes::text, '/blob/' || blobs.id::text) > 0
      and (f.author_id = blobs.owner_id or exists (
        with recursive up (id, from_id, depth) as (
          select f.id, f.derived_from_id, 0
          union all
          select a.id, a.derived_from_id, up.depth + 1 from folios a join up on a.id = up.from_id where up.depth < 32)
        select 1 from up join published_blobs pb on pb.folio_id = up.id where up.depth > 0 and pb.blob_id = blobs.id))
    union all
    select ${columns('published')} from published_blobs pb join folios f on f.id = pb.folio_id
    where pb.blob_id = blobs.id and not f.is_deleted and ${reaches(sql`f`)}
  ) p), '[]'::json)`;
}

type Grant = Awaited<ReturnType<typeof grantFor>>;

/** The placements with what shares give the viewer on each folio (can() decides from there); grants are asked once per folio. */
async function placedFolios(db: Executor, viewerId: string, rows: PlacementRow[], grants: Map<string, Grant>): Promise<PlacedFolio[]> {
  for (const row of rows) {
    if (row.authorId !== viewerId && !grants.has(row.id)) grants.set(row.id, await grantFor(db, viewerId, { type: 'folio', id: row.id }));
  }
  return rows.map((r) => ({ authorId: r.authorId, isPublic: r.isPublic, share: grants.get(r.id) ?? null, licence: r.licence, purchased: r.purchased, copy: r.copy }));
}

export interface BlobWithAccess {
  blob: BlobRow;
  access: BlobAccess;
  /** the viewer is an active account */
  viewerActive: boolean;
}

export async function findBlobWithAccess(db: Executor, id: string, viewerId: string | null = null): Promise<BlobWithAccess | null> {
  return (await findBlobsWithAccess(db, [id], viewerId)).get(id) ?? null;
}

/** findBlobWithAccess for several files in one query (a page's images): the answer maps each found id to its facts. */
export async function findBlobsWithAccess(db: Executor, ids: string[], viewerId: string | null = null): Promise<Map<string, BlobWithAccess>> {
  const found = new Map<string, BlobWithAccess>();
  if (!ids.length) return found;
  // Whether a live share reaches the viewer on the asset (a sharee reads its file as a viewer of it).
  const shared = viewerId
    ? sql`case when a.author_id <> ${viewerId} and ${sharedWithSql(viewerId, 'asset', sql`a.id`)} then ${VIEW_JSON}::json end`
    : sql`null::json`;
  const bought = viewerId ? boughtSql(viewerId, 'asset', sql`a.id`) : sql`false`;
  const rows = await db
    .select({
      blob: blobs,
      assets: sql<BlobAsset[]>`coalesce((
        select json_agg(json_build_object('authorId', a.author_id, 'isPublic', a.is_public, 'isForSale', ${forSaleSql}, 'share', ${shared}, 'bought', ${bought}))
        from assets a where a.blob_id = blobs.id and not a.is_deleted), '[]'::json)`,
      isAvatar: sql<boolean>`exists (select 1 from users u where u.avatar_blob_id = blobs.id)`,
      isPublished: sql<boolean>`(
        exists (
          select 1 from published_blobs pb join folios f on f.id = pb.folio_id
          where pb.blob_id = blobs.id and f.is_public and not f.is_deleted)
        or exists (
          select 1 from assets a join websites w on w.favicon_asset_id = a.id or w.logo_asset_id = a.id
          where a.blob_id = blobs.id and not a.is_deleted and a.author_id = w.author_id and w.published_at is not null))`,
      submissionFolios: sql<SubmissionsAccess[]>`coalesce((
        select json_agg(json_build_object(
          'authorId', f.author_id,
          'receiverIds', ${receiverIdsSql}))
        from submission_files sf join submissions s on s.id = sf.submission_id join folios f on f.id = s.folio_id
        where sf.blob_id = blobs.id and not f.is_deleted), '[]'::json)`,
      placements: viewerId ? placementsSql(viewerId) : sql<PlacementRow[]>`'[]'::json`,
      viewerActive: viewerId ? sql<boolean>`exists (select 1 from users v where v.id = ${viewerId} and v.is_active)` : sql<boolean>`false`,
    })
    .from(blobs)
    .where(inArray(blobs.id, ids));
  const grants = new Map<string, Grant>();
  for (const row of rows) {
    found.set(row.blob.id, {
      blob: row.blob,
      access: {
        ownerId: row.blob.ownerId,
        assets: row.assets,
        isAvatar: row.isAvatar,
        isPublished: row.isPublished,
        submissionFolios: row.submissionFolios,
        placedIn: viewerId ? await placedFolios(db, viewerId, row.placements, grants) : [],
      },
      viewerActive: row.viewerActive,
    });
  }
  return found;
}
