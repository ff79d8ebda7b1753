/**
 * The Download button of a bought file (issue 25): on the buyer's own purchase list, each paid asset line carries
 * (and so does each paid asset line of the buyer's order page) the address of its file signed for the buyer (it stops working with their licence, decision 46) and asking for an
 * attachment (`download=1`), whatever the file's type.
 */
import { downloadUrl, type Order } from '@folio/model';
import { inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Executor } from '../../db/client.ts';
import { assets } from '../../db/schema.ts';
import { findBlobWithAccess } from '../blobs/access.ts';
import { blobUrlFor, blobUrlSigner } from '../blobs/signedUrls.ts';
import type { PurchaseList } from './purchases.ts';

/** The buyer's signed download address of each of these assets whose file they may read, by asset id. */
async function downloadUrls(db: Executor, user: AuthUser, assetIds: string[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  const ids = [...new Set(assetIds)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (!ids.length) return urls;
  const rows = await db.select({ id: assets.id, blobId: assets.blobId }).from(assets).where(inArray(assets.id, ids));
  const signer = await blobUrlSigner(db);
  for (const row of rows) {
    if (!row.blobId) continue;
    const found = await findBlobWithAccess(db, row.blobId, user.userId);
    if (found) urls.set(row.id, downloadUrl(blobUrlFor(user, found.access, row.blobId, 'original', signer)));
  }
  return urls;
}

export async function withDownloads(db: Executor, user: AuthUser, list: PurchaseList): Promise<PurchaseList> {
  const assetIds = list.items.filter((p) => p.itemType === 'asset' && p.status === 'paid' && p.itemId).map((p) => p.itemId!);
  if (!assetIds.length) return list;
  const urls = await downloadUrls(db, user, assetIds);
  return { ...list, items: list.items.map((p) => (p.itemType === 'asset' ? { ...p, downloadUrl: p.status === 'paid' && p.itemId ? (urls.get(p.itemId) ?? null) : null } : p)) };
}

/** The same on an order's page, for its buyer only: each paid asset line's Download. */
export async function withOrderDownloads(db: Executor, user: AuthUser, order: Order): Promise<Order> {
  if (order.status !== 'paid' || order.buyer.id !== user.userId) return order;
  const assetIds = order.items.filter((i) => i.itemType === 'asset' && i.itemId).map((i) => i.itemId!);
  if (!assetIds.length) return order;
  const urls = await downloadUrls(db, user, assetIds);
  return { ...order, items: order.items.map((i) => (i.itemType === 'asset' && i.itemId ? { ...i, downloadUrl: urls.get(i.itemId) ?? null } : i)) };
}
