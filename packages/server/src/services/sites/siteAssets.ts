/**
 * What a published page needs to know about the uploaded files its asset resources show. A resource stores only the
 * file's address (`/blob/{id}`, no extension), so without this an uploaded picture would be drawn as a download
 * link. Before rendering, each resource pointing at one of our blobs gets the blob's kind and MIME type and, for
 * images, the intrinsic width and height (the browser reserves the space: no layout shift) and a srcset with the
 * 400 px thumbnail. An image with a display copy (a WebP fitted inside DISPLAY_SIZE, made after the upload) is shown
 * through it rather than as uploaded: a 4000 px photo or a screenshot PNG weighs a fraction as much. The first image
 * of each page, the one most likely above the fold, is marked `priority` (eager, fetched first); the rest stay lazy.
 */
import { subtreeIds, type AssetResourceNode, type FolioDocument, type NodeMap } from '@folio/model';
import type { AssetResourceView } from '@folio/render';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blobs } from '../../db/schema.ts';
import { blobUrl, displayUrl, THUMBNAIL_SIZE } from '../blobs/blobs.ts';

/** `/blob/{id}`, or a signed URL of it pasted from the app (published, the file is public; the signature is dropped). */
const BLOB_URL = /^\/blob\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?exp=\d+(?:&u=[0-9a-f-]{36})?&sig=[\w-]+)?$/;

/** The blob id of an asset resource showing one of our uploaded files, or null. */
const blobIdOf = (node: AssetResourceNode): string | null => BLOB_URL.exec(node.url ?? '')?.[1] ?? null;

export type BlobMedia = Pick<
  typeof blobs.$inferSelect,
  'id' | 'kind' | 'mimeType' | 'mimeSubtype' | 'width' | 'height' | 'thumbnailKey' | 'thumbnailPending' | 'displayKey' | 'displayWidth' | 'displayHeight'
>;

/** The picture a visitor is sent: the display copy when there is one, else the upload itself. */
function shownImage(blob: BlobMedia): { url: string; mime: string; width: number | null; height: number | null } {
  if (blob.displayKey && blob.displayWidth !== null && blob.displayHeight !== null) {
    return { url: displayUrl(blob.id), mime: 'image/webp', width: blob.displayWidth, height: blob.displayHeight };
  }
  return { url: blobUrl(blob.id), mime: `${blob.mimeType}/${blob.mimeSubtype}`, width: blob.width, height: blob.height };
}

function mediaView(node: AssetResourceNode, blob: BlobMedia, priority: boolean): AssetResourceView {
  if (blob.kind !== 'image') return { ...node, url: blobUrl(blob.id), type: blob.kind, mime: `${blob.mimeType}/${blob.mimeSubtype}` };
  const shown = shownImage(blob);
  const view: AssetResourceView = { ...node, url: shown.url, type: 'image', mime: shown.mime };
  if (shown.width !== null && shown.height !== null) {
    view.width = shown.width;
    view.height = shown.height;
    // The thumbnail is fitted inside a THUMBNAIL_SIZE square, so a portrait one is narrower than that.
    const thumbWidth = Math.round(shown.width * Math.min(1, THUMBNAIL_SIZE / Math.max(shown.width, shown.height)));
    if (blob.thumbnailKey && thumbWidth < shown.width) {
      view.srcset = `/blob/${blob.id}/thumbnail ${thumbWidth}w, ${shown.url} ${shown.width}w`;
      view.sizes = `(max-width: ${shown.width}px) 100vw, ${shown.width}px`;
    }
  }
  return priority ? { ...view, priority } : view;
}

export interface WithAssetDetails<T> {
  docs: T[];
  /**
   * False while an image shown is still waiting for its thumbnail and display copy: the page is then shown with
   * the original and should not be kept as rendered (the next visit renders it again, with the copy once made).
   */
  complete: boolean;
}

/** The first image of each page of the document, by node id. */
function firstImages(doc: FolioDocument, media: Map<string, BlobMedia>): Set<string> {
  const first = new Set<string>();
  for (const pageId of doc.root.pages) {
    // subtreeIds lists a page's nodes in the order a visitor reads them.
    for (const id of subtreeIds(doc.nodes, pageId)) {
      const node = doc.nodes[id]!;
      if (node.kind === 'asset-resource' && media.get(blobIdOf(node) ?? '')?.kind === 'image') {
        first.add(id);
        break;
      }
    }
  }
  return first;
}

/** The blob ids the documents' asset resources show. */
function shownBlobIds(docs: FolioDocument[]): Set<string> {
  const ids = new Set<string>();
  for (const doc of docs) {
    for (const node of Object.values(doc.nodes)) {
      const id = node.kind === 'asset-resource' ? blobIdOf(node) : null;
      if (id) ids.add(id);
    }
  }
  return ids;
}

/** The documents (in the order given) with their asset resources described from the blobs they show, in one query. */
export async function withAssetDetails(db: Executor, docs: FolioDocument[]): Promise<WithAssetDetails<FolioDocument>> {
  const ids = shownBlobIds(docs);
  if (ids.size === 0) return { docs, complete: true };
  const rows = await db
    .select({
      id: blobs.id,
      kind: blobs.kind,
      mimeType: blobs.mimeType,
      mimeSubtype: blobs.mimeSubtype,
      width: blobs.width,
      height: blobs.height,
      thumbnailKey: blobs.thumbnailKey,
      thumbnailPending: blobs.thumbnailPending,
      displayKey: blobs.displayKey,
      displayWidth: blobs.displayWidth,
      displayHeight: blobs.displayHeight,
    })
    .from(blobs)
    .where(inArray(blobs.id, [...ids]));
  return describeAssets(docs, rows);
}

/**
 * withAssetDetails from blob rows read already (at least those of the blobs the documents show: rows of others are
 * ignored), as `publishedSnapshot` reads them with the snapshot.
 */
export function withAssetDetailsFrom(docs: FolioDocument[], blobRows: BlobMedia[]): WithAssetDetails<FolioDocument> {
  const ids = shownBlobIds(docs);
  if (ids.size === 0) return { docs, complete: true };
  return describeAssets(docs, blobRows.filter((row) => ids.has(row.id)));
}

/** The SQL of a JSON array of the BlobMedia rows of the blobs a snapshot's `nodes` (a jsonb column) show. */
export const SHOWN_BLOBS_SQL = (nodes: SQL) => sql`(
  select coalesce(json_agg(json_build_object(
    'id', b.id, 'kind', b.kind, 'mimeType', b.mime_type, 'mimeSubtype', b.mime_subtype, 'width', b.width,
    'height', b.height, 'thumbnailKey', b.thumbnail_key, 'thumbnailPending', b.thumbnail_pending,
    'displayKey', b.display_key, 'displayWidth', b.display_width, 'displayHeight', b.display_height)), '[]'::json)
  from ${blobs} b
  where b.id in (
    -- every blob id BLOB_URL finds, and maybe more (withAssetDetailsFrom keeps the rows of the ids it finds)
    select substring(n->>'url' from '^/blob/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})')::uuid
    from jsonb_each(${nodes}) as e(k, n)
    where n->>'kind' = 'asset-resource'))`;

function describeAssets(docs: FolioDocument[], rows: BlobMedia[]): WithAssetDetails<FolioDocument> {
  const media = new Map(rows.map((row) => [row.id, row]));
  const described = docs.map((doc) => {
    const first = firstImages(doc, media);
    let nodes: NodeMap | null = null;
    for (const node of Object.values(doc.nodes)) {
      if (node.kind !== 'asset-resource') continue;
      const blob = media.get(blobIdOf(node) ?? '');
      if (!blob) continue;
      nodes ??= { ...doc.nodes };
      nodes[node.id] = mediaView(node, blob, first.has(node.id));
    }
    return nodes ? { ...doc, nodes } : doc;
  });
  return { docs: described, complete: rows.every((row) => !row.thumbnailPending) };
}
