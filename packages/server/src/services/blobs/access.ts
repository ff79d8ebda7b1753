/** What deciding who may read an uploaded file needs to know of it (auth/can.ts decides), in one query. */
import { VIEW_ONLY, sharedWithSql } from '../shares/grants.ts';
import { receiverIdsSql } from '../submissions/receivers.ts';
import { eq, sql } from 'drizzle-orm';
import type { BlobAccess, BlobAsset, SubmissionsAccess } from '../../auth/can.ts';
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

export async function findBlobWithAccess(
  db: Executor,
  id: string,
  viewerId: string | null = null,
): Promise<{ blob: BlobRow; access: BlobAccess; /** the viewer is an active account */ viewerActive: boolean } | null> {
  // Whether a live share reaches the viewer on the asset (a sharee reads its file as a viewer of it).
  const shared = viewerId
    ? sql`case when a.author_id <> ${viewerId} and ${sharedWithSql(viewerId, 'asset', sql`a.id`)} then ${VIEW_JSON}::json end`
    : sql`null::json`;
  const bought = viewerId ? boughtSql(viewerId, 'asset', sql`a.id`) : sql`false`;
  const [row] = await db
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
      viewerActive: viewerId ? sql<boolean>`exists (select 1 from users v where v.id = ${viewerId} and v.is_active)` : sql<boolean>`false`,
    })
    .from(blobs)
    .where(eq(blobs.id, id))
    .limit(1);
  if (!row) return null;
  return {
    blob: row.blob,
    access: { ownerId: row.blob.ownerId, assets: row.assets, isAvatar: row.isAvatar, isPublished: row.isPublished, submissionFolios: row.submissionFolios },
    viewerActive: row.viewerActive,
  };
}
