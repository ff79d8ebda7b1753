/**
 * Addresses of our uploaded files. A file is stored in a folio as `/blob/{id}` (no origin, no query), whatever
 * form the author pasted: the full address the assets screen offers, the `/thumbnail` or `/display` copy, or a
 * signed address with a query string that expires. The browser normalises as the author types; the server does it
 * again on every save.
 */
import type { FolioNode } from './types.ts';

const BLOB_PATH = /^\/blob\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/(?:thumbnail|display))?\/?$/i;
const RELATIVE_BASE = 'http://relative.invalid';

/** The address of a file asking for it as an attachment (a Download button), signed or not (issue 25). */
export const downloadUrl = (address: string): string => `${address}${address.includes('?') ? '&' : '?'}download=1`;

/** The stored form of the address of blob `id`. */
export const blobAddress = (id: string): string => `/blob/${id.toLowerCase()}`;

const originOf = (address: string): string | null => {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};

/**
 * The blob id `address` points at, or null. A path (`/blob/…`) is always ours; an absolute address only on one of
 * `origins` (the app's and the sites' origins), so a look-alike path on another site stays an external address.
 */
export function blobIdOfAddress(address: string, origins: readonly string[] = []): string | null {
  const text = address.trim();
  if (!text) return null;
  const relative = text.startsWith('/') && !text.startsWith('//');
  let url: URL;
  try {
    url = new URL(text, RELATIVE_BASE);
  } catch {
    return null;
  }
  if (!relative && !origins.some((origin) => originOf(origin) === url.origin)) return null;
  const match = BLOB_PATH.exec(url.pathname);
  return match ? match[1]!.toLowerCase() : null;
}

/** `/blob/{id}` for an address of one of our blobs, else the address as given. */
export function normaliseBlobAddress(address: string, origins: readonly string[] = []): string {
  const id = blobIdOfAddress(address, origins);
  return id ? blobAddress(id) : address;
}

/**
 * The node with every file address it holds in stored form: an asset resource's url, a gallery's image urls and a
 * multiple-choice widget's image options. Answers the same node when nothing changed.
 */
export function normaliseNodeBlobAddresses(node: FolioNode, origins: readonly string[] = []): FolioNode {
  const norm = (url: unknown) => (typeof url === 'string' ? normaliseBlobAddress(url, origins) : url);
  switch (node.kind) {
    case 'asset-resource': {
      const url = norm(node.url) as string;
      return url === node.url ? node : { ...node, url };
    }
    case 'gallery-widget': {
      let changed = false;
      const items = node.meta.items.map((item) => {
        const url = norm(item?.url) as string;
        if (url === item?.url) return item;
        changed = true;
        return { ...item, url };
      });
      return changed ? { ...node, meta: { ...node.meta, items } } : node;
    }
    case 'multiple-choice-widget': {
      let changed = false;
      const options = node.meta.options.map((choice) => {
        if (choice?.option?.type !== 'asset') return choice;
        const url = norm(choice.option.url) as string;
        if (url === choice.option.url) return choice;
        changed = true;
        return { ...choice, option: { ...choice.option, url } };
      });
      return changed ? { ...node, meta: { ...node.meta, options } } : node;
    }
    default:
      return node;
  }
}

/** A place in a node that shows one of our blobs: which blob, and the asset it was chosen as (null when unknown). */
export interface BlobUse {
  nodeId: string;
  blobId: string;
  assetId: string | null;
}

/** Every use of one of our blobs (stored as `/blob/{id}`) by the nodes' asset resources, galleries and image options. */
export function blobUses(nodes: Iterable<FolioNode>): BlobUse[] {
  const uses: BlobUse[] = [];
  const add = (nodeId: string, url: unknown, assetId: unknown) => {
    const blobId = typeof url === 'string' ? blobIdOfAddress(url) : null;
    if (blobId) uses.push({ nodeId, blobId, assetId: typeof assetId === 'string' && assetId !== '' ? assetId : null });
  };
  for (const node of nodes) {
    if (node.kind === 'asset-resource') add(node.id, node.url, node.assetId);
    else if (node.kind === 'gallery-widget') for (const item of node.meta.items) add(node.id, item?.url, item?.assetId);
    else if (node.kind === 'multiple-choice-widget') {
      for (const choice of node.meta.options) if (choice?.option?.type === 'asset') add(node.id, choice.option.url, choice.option.assetId);
    }
  }
  return uses;
}

/**
 * The node with the asset id filled in wherever it shows one of our blobs without one, from `assetOfBlob`
 * (blob id → the author's asset of that file). Ids already there are kept.
 */
export function linkNodeAssets(node: FolioNode, assetOfBlob: ReadonlyMap<string, string>): FolioNode {
  const find = (url: unknown, assetId: unknown): string | null => {
    if (typeof assetId === 'string' && assetId !== '') return null;
    const blobId = typeof url === 'string' ? blobIdOfAddress(url) : null;
    return blobId ? (assetOfBlob.get(blobId) ?? null) : null;
  };
  switch (node.kind) {
    case 'asset-resource': {
      const assetId = find(node.url, node.assetId);
      return assetId ? { ...node, assetId } : node;
    }
    case 'gallery-widget': {
      let changed = false;
      const items = node.meta.items.map((item) => {
        const assetId = find(item?.url, item?.assetId);
        if (!assetId) return item;
        changed = true;
        return { ...item, assetId };
      });
      return changed ? { ...node, meta: { ...node.meta, items } } : node;
    }
    case 'multiple-choice-widget': {
      let changed = false;
      const options = node.meta.options.map((choice) => {
        if (choice?.option?.type !== 'asset') return choice;
        const assetId = find(choice.option.url, choice.option.assetId);
        if (!assetId) return choice;
        changed = true;
        return { ...choice, option: { ...choice.option, assetId } };
      });
      return changed ? { ...node, meta: { ...node.meta, options } } : node;
    }
    default:
      return node;
  }
}
