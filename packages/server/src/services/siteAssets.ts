/** Image details for asset resources on published pages: size, type and responsive candidates from the stored blob. */
import type { FolioDocument, NodeMap } from '@folio/model';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { blobs } from '../db/schema.ts';
import { isUuid } from './folios.ts';

/** Thumbnails are WebP images at most this wide (services/blobs.ts). */
const THUMBNAIL_WIDTH = 400;
const BLOB_URL = /^\/blob\/([0-9a-f-]{36})$/i;

const blobIdOf = (url: string): string | null => {
  const id = BLOB_URL.exec(url)?.[1];
  return id && isUuid(id) ? id : null;
};

/**
 * A copy of the documents whose asset resources pointing at an uploaded file carry its media type, width and
 * height (no layout shift) and, for images wider than their thumbnail, a srcset with the thumbnail.
 */
export async function withAssetDetails(db: Executor, docs: FolioDocument[]): Promise<FolioDocument[]> {
  const ids = new Set<string>();
  for (const doc of docs) {
    for (const node of Object.values(doc.nodes)) {
      const id = node.kind === 'asset-resource' ? blobIdOf(node.url) : null;
      if (id) ids.add(id);
    }
  }
  if (ids.size === 0) return docs;
  const rows = await db
    .select({ id: blobs.id, kind: blobs.kind, mimeType: blobs.mimeType, mimeSubtype: blobs.mimeSubtype, width: blobs.width, height: blobs.height, thumbnailKey: blobs.thumbnailKey })
    .from(blobs)
    .where(inArray(blobs.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return docs.map((doc) => {
    let nodes: NodeMap | null = null;
    for (const node of Object.values(doc.nodes)) {
      if (node.kind !== 'asset-resource') continue;
      const blob = byId.get(blobIdOf(node.url) ?? '');
      if (!blob) continue;
      const details: Record<string, unknown> = { type: blob.kind, mime: `${blob.mimeType}/${blob.mimeSubtype}` };
      if (blob.width && blob.height) Object.assign(details, { width: blob.width, height: blob.height });
      if (blob.kind === 'image' && blob.thumbnailKey && blob.width && blob.width > THUMBNAIL_WIDTH) {
        details.srcset = `/blob/${blob.id}/thumbnail ${THUMBNAIL_WIDTH}w, /blob/${blob.id} ${blob.width}w`;
        details.sizes = `(max-width: ${blob.width}px) 100vw, ${blob.width}px`;
      }
      nodes ??= { ...doc.nodes };
      nodes[node.id] = { ...details, ...node } as NodeMap[string];
    }
    return nodes ? { ...doc, nodes } : doc;
  });
}
