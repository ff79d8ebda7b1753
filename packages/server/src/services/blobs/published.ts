/** The uploaded files a published snapshot shows, kept in published_blobs so visitors may read them. */
import type { FolioDocument } from '@folio/model';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assets, blobs, publishedBlobs } from '../../db/schema.ts';

const BLOB_ID = /\/blob\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Replaces the folio's published files with those its new snapshot names: every `/blob/{id}` anywhere in the root
 * and nodes (asset resources, images in rich text, the thumbnail) and the files of the assets its logo widgets name
 * — only the author's own, so naming someone else's private file in a page does not publish it. Runs in the
 * publishing transaction, after the snapshot row is written.
 */
export async function recordPublishedBlobs(tx: Executor, folioId: string, authorId: string, doc: Pick<FolioDocument, 'root' | 'nodes'>): Promise<void> {
  await tx.delete(publishedBlobs).where(eq(publishedBlobs.folioId, folioId));
  const named = new Set<string>();
  for (const match of `${JSON.stringify(doc.root)}${JSON.stringify(doc.nodes)}`.matchAll(BLOB_ID)) named.add(match[1]!);
  const logoAssets = new Set<string>();
  for (const node of Object.values(doc.nodes)) {
    if (node.kind === 'logo-widget' && node.meta.websitePartLogoId && UUID.test(node.meta.websitePartLogoId)) logoAssets.add(node.meta.websitePartLogoId);
  }
  const ids = new Set<string>();
  if (named.size > 0) {
    const own = await tx
      .select({ id: blobs.id })
      .from(blobs)
      .where(and(inArray(blobs.id, [...named]), eq(blobs.ownerId, authorId)));
    for (const row of own) ids.add(row.id);
  }
  if (logoAssets.size > 0) {
    const own = await tx
      .select({ blobId: assets.blobId })
      .from(assets)
      .where(and(inArray(assets.id, [...logoAssets]), eq(assets.authorId, authorId), eq(assets.isDeleted, false), isNotNull(assets.blobId)));
    for (const row of own) ids.add(row.blobId!);
  }
  if (ids.size > 0) await tx.insert(publishedBlobs).values([...ids].map((blobId) => ({ folioId, blobId })));
}
