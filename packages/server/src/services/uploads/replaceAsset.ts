/** Replacing an asset's file: an upload made with replaceAssetId becomes the asset's file when it finishes. */
import { and, count, eq, ne } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { assets, blobs, users } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { ASSET_TEXTS, findAssetRecord, readableAsset } from '../assets/assets.ts';
import type { UploadTokenRow } from './uploads.ts';

type BlobRow = typeof blobs.$inferSelect;

/** Before an upload token is issued: the asset to replace must be one the user may edit (404 unseen, 403 else). */
export async function assertReplaceable(db: Executor, user: AuthUser, assetId: string): Promise<void> {
  const record = readableAsset(user, await findAssetRecord(db, assetId, user));
  if (!can(user, { kind: 'asset.edit', asset: { authorId: record.asset.authorId, isPublic: record.asset.isPublic, share: record.share ?? null } })) {
    throw forbidden(ASSET_TEXTS.cannotModify);
  }
}

/** Whether anything but `exceptAssetId` still uses the blob: another live asset, or someone's avatar. */
export async function blobStillUsed(db: Executor, blobId: string, exceptAssetId: string): Promise<boolean> {
  const [live] = await db
    .select({ n: count() })
    .from(assets)
    .where(and(eq(assets.blobId, blobId), eq(assets.isDeleted, false), ne(assets.id, exceptAssetId)));
  const [avatars] = await db.select({ n: count() }).from(users).where(eq(users.avatarBlobId, blobId));
  return (live?.n ?? 0) > 0 || (avatars?.n ?? 0) > 0;
}

/**
 * Runs in the transaction that records the finished upload's blob: when the upload was made to replace an asset
 * that is still the uploader's own and live, the asset takes the new blob (and its kind), and the old blob's row
 * is deleted unless something else still uses it. Answers the store keys to delete after commit (the old file,
 * its thumbnail and display copy). A replaced asset that has gone meanwhile leaves the upload a plain blob.
 */
export async function replaceAssetFile(tx: Executor, row: UploadTokenRow, blob: BlobRow): Promise<string[]> {
  if (!row.replaceAssetId) return [];
  const [asset] = await tx
    .select({ id: assets.id, blobId: assets.blobId })
    .from(assets)
    .where(and(eq(assets.id, row.replaceAssetId), eq(assets.authorId, row.userId), eq(assets.isDeleted, false)))
    .for('update');
  if (!asset) return [];
  await tx.update(assets).set({ blobId: blob.id, kind: blob.kind, updatedAt: new Date() }).where(eq(assets.id, asset.id));
  const oldId = asset.blobId;
  if (!oldId || oldId === blob.id) return [];
  // Locked, so a concurrent asset delete or avatar change of the old blob sees this replacement.
  const [old] = await tx
    .select({ thumbnailKey: blobs.thumbnailKey, displayKey: blobs.displayKey })
    .from(blobs)
    .where(eq(blobs.id, oldId))
    .for('update');
  if (!old || (await blobStillUsed(tx, oldId, asset.id))) return [];
  await tx.delete(blobs).where(eq(blobs.id, oldId));
  return [oldId, old.thumbnailKey, old.displayKey].filter((key): key is string => key !== null);
}
