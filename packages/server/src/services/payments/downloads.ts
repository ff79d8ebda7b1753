/**
 * The Download button of a bought file (issue 25): on the buyer's own purchase list, each paid asset line carries
 * the address of its file signed for the buyer (it stops working with their licence, decision 46) and asking for an
 * attachment (`download=1`), whatever the file's type.
 */
import { downloadUrl } from '@folio/model';
import { inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Executor } from '../../db/client.ts';
import { assets } from '../../db/schema.ts';
import { findBlobWithAccess } from '../blobs/access.ts';
import { blobUrlFor, blobUrlSigner } from '../blobs/signedUrls.ts';
import type { PurchaseList } from './purchases.ts';

export async function withDownloads(db: Executor, user: AuthUser, list: PurchaseList): Promise<PurchaseList> {
  const assetIds = [...new Set(list.items.filter((p) => p.itemType === 'asset' && p.status === 'paid' && p.itemId).map((p) => p.itemId!))];
  if (!assetIds.length) return list;
  const rows = await db.select({ id: assets.id, blobId: assets.blobId }).from(assets).where(inArray(assets.id, assetIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id))));
  const signer = await blobUrlSigner(db);
  const urls = new Map<string, string>();
  for (const row of rows) {
    if (!row.blobId) continue;
    const found = await findBlobWithAccess(db, row.blobId, user.userId);
    if (found) urls.set(row.id, downloadUrl(blobUrlFor(user, found.access, row.blobId, 'original', signer)));
  }
  return { ...list, items: list.items.map((p) => (p.itemType === 'asset' ? { ...p, downloadUrl: p.status === 'paid' && p.itemId ? (urls.get(p.itemId) ?? null) : null } : p)) };
}
