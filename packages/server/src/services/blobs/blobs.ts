import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../db/client.ts';
import { blobs } from '../../db/schema.ts';
import type { BlobStore } from '../../storage/types.ts';

export type BlobRow = typeof blobs.$inferSelect;

export const THUMBNAIL_SIZE = 400;
export const thumbnailKeyOf = (blobId: string) => `thumbnails/${blobId}.webp`;
/** The longer side of an image's display copy (sharp enough for a full-width picture on most screens). */
export const DISPLAY_SIZE = 1600;
export const displayKeyOf = (blobId: string) => `display/${blobId}.webp`;
/** Images sharp decodes from any stream: at most this many pixels (as for thumbnails). */
const MAX_PIXELS = 268_402_689;

/** Spec §3 upload metadata: images carry width and height; video, audio and files only type, mime and size. */
export interface BlobMeta {
  type: 'image' | 'video' | 'audio' | 'file';
  mime: { type: string; subtype: string };
  width?: number;
  height?: number;
  size: number;
}

export function blobMeta(blob: BlobRow): BlobMeta {
  const meta: BlobMeta = { type: blob.kind, mime: { type: blob.mimeType, subtype: blob.mimeSubtype }, size: blob.size };
  if (blob.kind === 'image' && blob.width !== null && blob.height !== null) {
    meta.width = blob.width;
    meta.height = blob.height;
  }
  return meta;
}

export const blobUrl = (blobId: string) => `/blob/${blobId}`;
export const thumbnailUrl = (blob: BlobRow) => (blob.thumbnailKey ? `/blob/${blob.id}/thumbnail` : null);
export const displayUrl = (blobId: string) => `/blob/${blobId}/display`;

export async function findBlob(db: Executor, id: string): Promise<BlobRow | null> {
  const [row] = await db.select().from(blobs).where(eq(blobs.id, id)).limit(1);
  return row ?? null;
}

/** Removes the stored file, its thumbnail and the row. The caller checks that nothing references the blob. */
export async function deleteBlob(db: Executor, store: BlobStore, id: string): Promise<void> {
  const blob = await findBlob(db, id);
  if (!blob) return;
  await db.delete(blobs).where(eq(blobs.id, id));
  await store.delete(id);
  if (blob.thumbnailKey) await store.delete(blob.thumbnailKey);
  if (blob.displayKey) await store.delete(blob.displayKey);
}

/**
 * Whether an image gets a display copy: not animations (GIF, APNG: a WebP still would lose the motion), and not a
 * WebP or AVIF that already fits DISPLAY_SIZE (it is already what the copy would be).
 */
export function wantsDisplayCopy(blob: Pick<BlobRow, 'kind' | 'mimeSubtype' | 'width' | 'height'>): boolean {
  if (blob.kind !== 'image' || blob.width === null || blob.height === null) return false;
  if (blob.mimeSubtype === 'gif' || blob.mimeSubtype === 'apng') return false;
  const fits = Math.max(blob.width, blob.height) <= DISPLAY_SIZE;
  return !(fits && (blob.mimeSubtype === 'webp' || blob.mimeSubtype === 'avif'));
}

type DisplayCopy = Pick<BlobRow, 'displayKey' | 'displayWidth' | 'displayHeight'>;

/**
 * Writes the WebP display copy of an image (turned upright, fitted inside DISPLAY_SIZE); answers its key and size,
 * or null when the copy came out no smaller than the original (which is then shown as it is).
 */
async function makeDisplayCopy(store: BlobStore, blob: BlobRow): Promise<DisplayCopy | null> {
  const key = displayKeyOf(blob.id);
  const size = await writeWebp(store, blob.id, key, DISPLAY_SIZE);
  const stored = await store.stat(key);
  if (!stored || stored.size >= blob.size || !size) {
    await store.delete(key);
    return null;
  }
  return { displayKey: key, displayWidth: size.width, displayHeight: size.height };
}

/**
 * Streams the stored image through sharp into `key`: turned upright, fitted inside a `box` px square (never
 * enlarged), WebP at quality 80. Answers the size written (null if sharp did not report one).
 */
async function writeWebp(store: BlobStore, blobId: string, key: string, box: number): Promise<{ width: number; height: number } | null> {
  const { stream } = await store.get(blobId);
  let size: { width: number; height: number } | null = null;
  const resize = sharp({ limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(box, box, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 });
  resize.on('info', (info: { width: number; height: number }) => (size = { width: info.width, height: info.height }));
  stream.on('error', (err) => resize.destroy(err));
  await store.put(key, stream.pipe(resize), { size: -1, contentType: 'image/webp' });
  return size;
}

/**
 * Makes the WebP thumbnail of an image blob (streamed through sharp) and, where it helps, its display copy for
 * published pages; records their keys. A display copy that fails leaves the thumbnail recorded (and is reported).
 */
export async function makeThumbnail(db: Executor, store: BlobStore, id: string): Promise<void> {
  const blob = await findBlob(db, id);
  if (!blob || !blob.thumbnailPending) return;
  const key = thumbnailKeyOf(id);
  try {
    await writeWebp(store, id, key, THUMBNAIL_SIZE);
  } catch (err) {
    // An image sharp cannot decode keeps no thumbnail; it is not retried forever.
    await db.update(blobs).set({ thumbnailPending: false }).where(eq(blobs.id, id));
    throw err;
  }
  let display: DisplayCopy | null = null;
  let displayError: unknown = null;
  if (wantsDisplayCopy(blob)) {
    try {
      display = await makeDisplayCopy(store, blob);
    } catch (err) {
      displayError = err;
    }
  }
  await db
    .update(blobs)
    .set({ thumbnailKey: key, thumbnailPending: false, ...display })
    .where(eq(blobs.id, id));
  if (displayError) throw displayError;
}

export interface ThumbnailQueue {
  /** Queues a blob; returns at once (the upload's answer does not wait for its thumbnail). */
  add(id: string): void;
  /** Queues every blob still marked pending (after a crash or restart). */
  sweep(): Promise<number>;
  /** Resolves once nothing is queued or running. */
  idle(): Promise<void>;
}

/**
 * Thumbnails are made in-process, one at a time, after the upload has been answered. The `thumbnail_pending`
 * flag is written with the blob row, so a thumbnail lost to a crash is made by the sweep on the next start.
 */
export function createThumbnailQueue(db: Executor, store: BlobStore, log: (msg: string) => void): ThumbnailQueue {
  const queue: string[] = [];
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    for (let id = queue.shift(); id; id = queue.shift()) {
      try {
        await makeThumbnail(db, store, id);
      } catch (err) {
        log(`thumbnail of blob ${id} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  const start = () => {
    running ??= drain().finally(() => {
      running = null;
      if (queue.length) start();
    });
  };

  return {
    add(id) {
      if (!queue.includes(id)) queue.push(id);
      start();
    },
    async sweep() {
      const rows = await db.select({ id: blobs.id }).from(blobs).where(eq(blobs.thumbnailPending, true));
      for (const row of rows) this.add(row.id);
      return rows.length;
    },
    async idle() {
      while (running) await running;
    },
  };
}
