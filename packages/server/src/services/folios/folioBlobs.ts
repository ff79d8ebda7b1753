/**
 * Addresses of uploaded files in a saved folio: whatever form the browser sent (the app's full address, a
 * thumbnail or display copy, a signed address that expires) is stored as `/blob/{id}`, and a file shown without
 * its asset id gets the id of the saving user's own asset of that file.
 */
import { blobUses, linkNodeAssets, normaliseNodeBlobAddresses, type FolioDocument, type NodeMap } from '@folio/model';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assets } from '../../db/schema.ts';

/** blob id → the user's newest live asset of that file. */
async function ownAssetsOfBlobs(db: Executor, userId: string, blobIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: assets.id, blobId: assets.blobId })
    .from(assets)
    .where(and(inArray(assets.blobId, blobIds), eq(assets.authorId, userId), eq(assets.isDeleted, false)))
    .orderBy(desc(assets.createdAt));
  const found = new Map<string, string>();
  for (const row of rows) if (row.blobId && !found.has(row.blobId)) found.set(row.blobId, row.id);
  return found;
}

/** `origins`: the app's and the sites' origins, whose full addresses are ours. */
export async function normaliseFolioBlobs(db: Executor, userId: string, doc: FolioDocument, origins: readonly string[]): Promise<FolioDocument> {
  let nodes: NodeMap = {};
  let changed = false;
  for (const [id, node] of Object.entries(doc.nodes)) {
    const normal = normaliseNodeBlobAddresses(node, origins);
    nodes[id] = normal;
    changed ||= normal !== node;
  }
  const missing = [...new Set(blobUses(Object.values(nodes)).filter((use) => use.assetId === null).map((use) => use.blobId))];
  if (missing.length > 0) {
    const assetOfBlob = await ownAssetsOfBlobs(db, userId, missing);
    if (assetOfBlob.size > 0) {
      const linked: NodeMap = {};
      for (const [id, node] of Object.entries(nodes)) {
        linked[id] = linkNodeAssets(node, assetOfBlob);
        changed ||= linked[id] !== node;
      }
      nodes = linked;
    }
  }
  return changed ? { ...doc, nodes } : doc;
}
