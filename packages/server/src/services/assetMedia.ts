/**
 * What a published page needs to know about the uploaded files its asset resources show. A resource stores only the
 * file's address (`/blob/{id}`), which has no extension, so without this an uploaded picture would be drawn as a
 * download link. Before rendering, each resource pointing at one of our blobs gets the blob's kind, MIME type and,
 * for images, intrinsic width and height (so the browser reserves the space: no layout shift). An image with a
 * display copy (a WebP fitted inside DISPLAY_SIZE, made after the upload) is shown through it rather than as
 * uploaded: a 4000 px photo or a screenshot PNG weighs a fraction as much. The first image of each page, the one
 * most likely above the fold, is marked `priority` (loaded eagerly, fetched first); the others stay lazy.
 */
import type { AssetResourceNode, FolioDocument, FolioNode, NodeMap } from '@folio/model';
import type { AssetResourceView } from '@folio/render';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { blobs } from '../db/schema.ts';
import { displayUrl } from './blobs.ts';

const BLOB_URL = /^\/blob\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The blob id of an asset resource showing one of our uploaded files, or null. */
export const blobIdOf = (node: AssetResourceNode): string | null => BLOB_URL.exec(node.url ?? '')?.[1] ?? null;

/** The nodes under `id` (itself included) in the order a visitor reads them: children, then resource slot. */
function* inReadingOrder(nodes: NodeMap, id: string): Generator<FolioNode> {
  const node = nodes[id];
  if (!node) return;
  yield node;
  if ('children' in node) for (const child of node.children) yield* inReadingOrder(nodes, child);
  if ('resource' in node && node.resource !== undefined) yield* inReadingOrder(nodes, node.resource);
}

type BlobMedia = Pick<
  typeof blobs.$inferSelect,
  'id' | 'kind' | 'mimeType' | 'mimeSubtype' | 'width' | 'height' | 'displayKey' | 'displayWidth' | 'displayHeight' | 'thumbnailPending'
>;

function mediaView(node: AssetResourceNode, blob: BlobMedia, priority: boolean): AssetResourceView {
  if (blob.kind === 'image' && blob.displayKey && blob.displayWidth !== null && blob.displayHeight !== null) {
    const view: AssetResourceView = {
      ...node,
      url: displayUrl(blob.id),
      type: 'image',
      mime: 'image/webp',
      width: blob.displayWidth,
      height: blob.displayHeight,
    };
    return priority ? { ...view, priority } : view;
  }
  const view: AssetResourceView = { ...node, type: blob.kind, mime: `${blob.mimeType}/${blob.mimeSubtype}` };
  if (blob.kind === 'image' && blob.width !== null && blob.height !== null) {
    view.width = blob.width;
    view.height = blob.height;
  }
  return priority ? { ...view, priority } : view;
}

export interface WithAssetMedia<T> {
  docs: T[];
  /**
   * False while an image shown is still waiting for its display copy: the page is then shown with the original
   * and should not be kept as rendered (the next visit renders it again, with the copy once made).
   */
  complete: boolean;
}

/**
 * The documents with their asset resources described from the blobs they show (one query for all of them);
 * undefined stays undefined (a website without a header part).
 */
export async function withAssetMedia<T extends FolioDocument | undefined>(db: Executor, docs: T[]): Promise<WithAssetMedia<T>> {
  const ids = new Set<string>();
  for (const doc of docs) {
    if (!doc) continue;
    for (const node of Object.values(doc.nodes)) {
      const id = node.kind === 'asset-resource' ? blobIdOf(node) : null;
      if (id) ids.add(id);
    }
  }
  if (ids.size === 0) return { docs, complete: true };
  const rows = await db
    .select({
      id: blobs.id,
      kind: blobs.kind,
      mimeType: blobs.mimeType,
      mimeSubtype: blobs.mimeSubtype,
      width: blobs.width,
      height: blobs.height,
      displayKey: blobs.displayKey,
      displayWidth: blobs.displayWidth,
      displayHeight: blobs.displayHeight,
      thumbnailPending: blobs.thumbnailPending,
    })
    .from(blobs)
    .where(inArray(blobs.id, [...ids]));
  const media = new Map(rows.map((row) => [row.id, row]));
  const complete = rows.every((row) => !row.thumbnailPending);
  const described = docs.map((doc) => {
    if (!doc) return doc;
    const first = new Set<string>();
    for (const pageId of doc.root.pages) {
      for (const node of inReadingOrder(doc.nodes, pageId)) {
        const blob = node.kind === 'asset-resource' ? media.get(blobIdOf(node) ?? '') : undefined;
        if (blob?.kind === 'image') {
          first.add(node.id);
          break;
        }
      }
    }
    let nodes: NodeMap | null = null;
    for (const node of Object.values(doc.nodes)) {
      if (node.kind !== 'asset-resource') continue;
      const blob = media.get(blobIdOf(node) ?? '');
      if (!blob) continue;
      nodes ??= { ...doc.nodes };
      nodes[node.id] = mediaView(node, blob, first.has(node.id));
    }
    return nodes ? ({ ...doc, nodes } as T) : doc;
  });
  return { docs: described, complete };
}
