/** What an asset's uploaded file is. */
export type AssetKind = 'image' | 'video' | 'audio' | 'file';

/** The uploaded file's metadata as spec §3 describes it (width and height for images only). */
export interface AssetMeta {
  type: AssetKind;
  mime: { type: string; subtype: string };
  size: number;
  width?: number;
  height?: number;
}

/** An asset as every asset endpoint answers it (GET/POST/PATCH /api/assets…, the lists and the marketplace). */
export interface Asset {
  id: string;
  authorId: string;
  authorName: string;
  title: string;
  url: string | null;
  tags: string[];
  isPublic: boolean;
  isShared: boolean;
  isPurchased: boolean;
  isOwned: boolean;
  isPurchasable: boolean;
  /** decimal text in `currency`, e.g. "0" or "12.50" */
  price: string;
  currency: string;
  licenseTypes: string[];
  licenseOptionRefs: string[];
  data: { id: string; url: string; meta: AssetMeta };
  blobUrl: string;
  blobUrlShort: string;
  thumbnailUrl: string | null;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  updatedAt: string;
}
