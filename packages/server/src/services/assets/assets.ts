/** Asset rows: access, presenting, create, update, delete (with the stored file once nothing references it). */
import type { Asset as AssetJson, AssetMeta } from '@folio/model';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, type AssetAccess, type BlobAccess, type ShareGrant } from '../../auth/can.ts';
import { boughtSql, pricedOptionSql } from '../payments/purchased.ts';
import { purchasesOfItem, type PurchaseList, type PurchasePage } from '../payments/purchases.ts';
import { grantFor } from '../shares/grants.ts';
import { lowestOfferSql, offerRefsSql } from '../selling/liveOffers.ts';
import type { Db, Executor } from '../../db/client.ts';
import { assets, blobs, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { blobUrlFor, blobUrlSigner, type BlobUrlSigner, type BlobVariant } from '../blobs/signedUrls.ts';
import { isUniqueViolation, isUuid } from '../folios/folios.ts';

export type AssetRow = typeof assets.$inferSelect;
export type AssetKind = AssetRow['kind'];
export const ASSET_KINDS: readonly AssetKind[] = ['image', 'video', 'audio', 'file'];

export const ASSET_LIMITS = {
  /** lowercase letters, digits and hyphens, like folio and user friendly URLs */
  urlPattern: /^[a-z0-9-]{3,60}$/,
  titleMax: 200,
  tagsMax: 50,
  tagLengthMax: 40,
  licenseTypesMax: 20,
  licenseTypeLengthMax: 40,
  /** CAD 100,000.00 in cents */
  priceMaxMinor: 10_000_000,
  /** a price as text: whole dollars and up to two decimals */
  pricePattern: /^\d{1,6}(\.\d{1,2})?$/,
} as const;

export const ASSET_CURRENCY = 'CAD';
export const DEFAULT_ASSET_TITLE = 'Untitled asset';

export const ASSET_TEXTS = {
  notFound: 'No asset with this id',
  urlNotFound: 'No asset has this URL',
  urlTaken: 'This URL is already used by another asset',
  cannotModify: 'You can only change your own assets',
  blobNotFound: 'No uploaded file with this uuid; upload the file first',
  blobNotYours: 'This uploaded file belongs to another user',
} as const;

/** The columns every asset answer needs: the asset, its blob's metadata and its author's name. */
export const assetRecordColumns = {
  asset: assets,
  blobId: blobs.id,
  size: blobs.size,
  mimeType: blobs.mimeType,
  mimeSubtype: blobs.mimeSubtype,
  width: blobs.width,
  height: blobs.height,
  thumbnailKey: blobs.thumbnailKey,
  authorName: users.displayName,
};

export interface AssetRecord {
  asset: AssetRow;
  /** what shares give the viewer it was loaded for (findAssetRecord); lists load none */
  share?: ShareGrant | null;
  blobId: string;
  size: number;
  mimeType: string;
  mimeSubtype: string;
  width: number | null;
  height: number | null;
  thumbnailKey: string | null;
  authorName: string;
  /** a published licence option has a price (findAssetRecord; lists know only the asset's own price) */
  pricedOption?: boolean;
  /** the viewer it was loaded for holds a paid licence to it (findAssetRecord) */
  bought?: boolean;
  /** the lowest price (minor units) of its live published licence options; null without any (offers.ts) */
  offerPrice?: number | null;
  /** the ids of its live published licence options, in order */
  offerRefs?: string[];
  /** who reads its file, when known beyond the asset (services/folios/folioFiles.ts: the pages showing it) */
  fileAccess?: BlobAccess;
}

/** The columns that add what an asset is offered for now to an asset query (over `assets`). */
export const assetOfferColumns = {
  offerPrice: lowestOfferSql('asset', assets.id).mapWith((v: unknown) => (v === null ? null : Number(v))),
  offerRefs: offerRefsSql('asset', assets.id),
};

/**
 * What the asset sells for: the lowest price of its live published licence options, else (none published) the
 * price set on the asset itself. Purchasable: public and that price above 0.
 */
export function assetPriceOf(r: Pick<AssetRecord, 'asset' | 'offerPrice'>): number {
  return r.offerPrice ?? r.asset.price;
}

/**
 * Who is looking and how URLs are written: relative (`/blob/{id}`) or with the app origin in front. The file URLs
 * of a private asset are signed (only those who may read it are shown it), so its owner's browser can show them.
 */
export interface PresentOptions {
  viewer: AuthUser | null;
  fullUrlOrigin?: string;
}

export function formatPrice(minor: number): string {
  return minor === 0 ? '0' : (minor / 100).toFixed(2);
}

export function parsePrice(text: string): number {
  return Math.round(Number(text) * 100);
}

/** What deciding who reads an asset's file knows from the asset alone (the file may be public for other reasons too). */
export const fileAccessOf = (
  a: Pick<AssetRow, 'authorId' | 'isPublic' | 'price'>,
  share: ShareGrant | null = null,
  sale: { pricedOption?: boolean | undefined; bought?: boolean | undefined } = {},
): BlobAccess => ({
  ownerId: a.authorId,
  assets: [{ authorId: a.authorId, isPublic: a.isPublic, isForSale: a.isPublic && (a.price > 0 || sale.pricedOption === true), share, bought: sale.bought === true }],
  isAvatar: false,
  isPublished: false,
});

export function presentAsset(r: AssetRecord, opts: PresentOptions, signer: BlobUrlSigner): AssetJson {
  const a = r.asset;
  // data.url is the file's address, what a folio document stores; the URLs to load it from may carry a signature.
  const address = `/blob/${r.blobId}`;
  const urlOf = (variant: BlobVariant) => blobUrlFor(opts.viewer, r.fileAccess ?? fileAccessOf(a, r.share ?? null, r), r.blobId, variant, signer);
  const short = urlOf('original');
  const thumbnail = urlOf('thumbnail');
  const prefix = opts.fullUrlOrigin ?? '';
  const meta: AssetMeta = { type: a.kind, mime: { type: r.mimeType, subtype: r.mimeSubtype }, size: Number(r.size) };
  if (a.kind === 'image') {
    if (r.width !== null) meta.width = r.width;
    if (r.height !== null) meta.height = r.height;
  }
  return {
    id: a.id,
    authorId: a.authorId,
    authorName: r.authorName,
    title: a.title,
    url: a.url,
    tags: a.tags,
    isPublic: a.isPublic,
    isShared: (r.share ?? null) !== null,
    isPurchased: r.bought === true,
    isOwned: opts.viewer !== null && a.authorId === opts.viewer.userId,
    isPurchasable: a.isPublic && assetPriceOf(r) > 0,
    price: formatPrice(assetPriceOf(r)),
    currency: ASSET_CURRENCY,
    licenseTypes: a.licenseTypes,
    licenseOptionRefs: r.offerRefs ?? [],
    data: { id: r.blobId, url: address, meta },
    blobUrl: `${prefix}${short}`,
    blobUrlShort: short,
    thumbnailUrl: r.thumbnailKey ? `${prefix}${thumbnail}` : null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** The live asset with its blob and author, and what shares give `viewer` on it; a malformed id is simply unknown. */
export async function findAssetRecord(db: Executor, id: string, viewer: AuthUser | null): Promise<AssetRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...assetRecordColumns,
      ...assetOfferColumns,
      pricedOption: pricedOptionSql(assets.id),
      bought: viewer ? boughtSql(viewer.userId, 'asset', assets.id) : sql<boolean>`false`,
    })
    .from(assets)
    .innerJoin(blobs, eq(blobs.id, assets.blobId))
    .innerJoin(users, eq(users.id, assets.authorId))
    .where(and(eq(assets.id, id), eq(assets.isDeleted, false)))
    .limit(1);
  if (!row) return null;
  const share = viewer && viewer.userId !== row.asset.authorId ? await grantFor(db, viewer.userId, { type: 'asset', id: row.asset.id }) : null;
  return { ...row, share };
}

const accessOf = (r: AssetRecord): AssetAccess => ({ authorId: r.asset.authorId, isPublic: r.asset.isPublic, share: r.share ?? null });

/** The record if the user may read it; 404 otherwise, so others' private assets are indistinguishable from none. */
export function readableAsset(user: AuthUser | null, r: AssetRecord | null): AssetRecord {
  if (!r) throw notFound(ASSET_TEXTS.notFound);
  const ok = user ? can(user, { kind: 'asset.read', asset: accessOf(r) }) : r.asset.isPublic;
  if (!ok) throw notFound(ASSET_TEXTS.notFound);
  return r;
}

/** The record if the user may change it: 404 when they cannot even see it, 403 otherwise. */
function editableAsset(user: AuthUser, r: AssetRecord | null, kind: 'asset.edit' | 'asset.delete'): AssetRecord {
  const record = readableAsset(user, r);
  if (!can(user, { kind, asset: accessOf(record) })) throw forbidden(ASSET_TEXTS.cannotModify);
  return record;
}

export async function getAsset(
  db: Executor,
  user: AuthUser,
  id: string,
  opts: { forEditing: boolean; fullUrlOrigin?: string },
): Promise<AssetJson> {
  const record = opts.forEditing
    ? editableAsset(user, await findAssetRecord(db, id, user), 'asset.edit')
    : readableAsset(user, await findAssetRecord(db, id, user));
  return presentAsset(record, { viewer: user, ...(opts.fullUrlOrigin ? { fullUrlOrigin: opts.fullUrlOrigin } : {}) }, await blobUrlSigner(db));
}

/** A public asset for a visitor without a token; 404 for private, deleted or unknown ones. */
export async function getPublicAsset(db: Executor, viewer: AuthUser | null, id: string): Promise<AssetJson> {
  const record = readableAsset(null, await findAssetRecord(db, id, null));
  return presentAsset(record, { viewer }, await blobUrlSigner(db));
}

/** The Postgres error behind a (possibly Drizzle-wrapped) failure, if it is a foreign key violation of `constraint`. */
function isForeignKeyViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: unknown; constraint?: unknown };
    if (pg.code === '23503' && pg.constraint === constraint) return true;
  }
  return false;
}

/** A taken URL becomes 409; a blob removed between the check and the insert (its last asset deleted) 400. */
export async function withAssetUrlConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'assets_url_key')) throw conflict(ASSET_TEXTS.urlTaken);
    if (isForeignKeyViolation(err, 'assets_blob_id_blobs_id_fk')) throw badRequest(ASSET_TEXTS.blobNotFound);
    throw err;
  }
}

export interface CreateAssetInput {
  uuid: string;
  title?: string | undefined;
  tags?: string[] | undefined;
  isPublic?: boolean | undefined;
  url?: string | null | undefined;
  price?: string | undefined;
  licenseTypes?: string[] | undefined;
}

/** A new asset of an uploaded file; the file must be the caller's own upload. Tags default to the user's. */
export async function createAsset(db: Executor, user: AuthUser, input: CreateAssetInput): Promise<AssetJson> {
  const [blob] = isUuid(input.uuid)
    ? await db.select({ id: blobs.id, ownerId: blobs.ownerId, kind: blobs.kind }).from(blobs).where(eq(blobs.id, input.uuid)).limit(1)
    : [];
  if (!blob) throw badRequest(ASSET_TEXTS.blobNotFound);
  if (!can(user, { kind: 'asset.useBlob', blob: { ownerId: blob.ownerId } })) throw forbidden(ASSET_TEXTS.blobNotYours);
  let tags = input.tags;
  if (tags === undefined) {
    const [author] = await db.select({ tags: users.assetDefaultTags }).from(users).where(eq(users.id, user.userId)).limit(1);
    tags = author?.tags ?? [];
  }
  const [row] = await withAssetUrlConflict(() =>
    db
      .insert(assets)
      .values({
        authorId: user.userId,
        blobId: blob.id,
        kind: blob.kind,
        title: input.title ?? DEFAULT_ASSET_TITLE,
        url: input.url ?? null,
        tags: tags ?? [],
        isPublic: input.isPublic ?? false,
        price: input.price === undefined ? 0 : parsePrice(input.price),
        licenseTypes: input.licenseTypes ?? [],
      })
      .returning({ id: assets.id }),
  );
  const record = await findAssetRecord(db, row!.id, user);
  return presentAsset(record!, { viewer: user }, await blobUrlSigner(db));
}

export type UpdateAssetInput = Omit<CreateAssetInput, 'uuid'>;

export async function updateAsset(db: Executor, user: AuthUser, id: string, input: UpdateAssetInput): Promise<AssetJson> {
  const record = editableAsset(user, await findAssetRecord(db, id, user), 'asset.edit');
  const set: Partial<typeof assets.$inferInsert> = { updatedAt: new Date() };
  if (input.title !== undefined) set.title = input.title;
  if (input.tags !== undefined) set.tags = input.tags;
  if (input.isPublic !== undefined) set.isPublic = input.isPublic;
  if (input.url !== undefined) set.url = input.url;
  if (input.price !== undefined) set.price = parsePrice(input.price);
  if (input.licenseTypes !== undefined) set.licenseTypes = input.licenseTypes;
  await withAssetUrlConflict(() => db.update(assets).set(set).where(eq(assets.id, record.asset.id)));
  return presentAsset((await findAssetRecord(db, record.asset.id, user))!, { viewer: user }, await blobUrlSigner(db));
}

/** What deleting an asset needs of the blob store (storage/BlobStore). */
export interface BlobDeleter {
  delete(key: string): Promise<void>;
}

/**
 * Soft-deletes the asset (its URL becomes free). When no live asset and no avatar references its blob any more,
 * the blobs row goes in the same transaction and the stored file (and thumbnail) after it commits. A failure to
 * remove the bytes does not undo the delete: it is reported through `onStoreError` and the file is left orphaned.
 */
export async function deleteAsset(
  db: Db,
  store: BlobDeleter,
  user: AuthUser,
  id: string,
  onStoreError: (err: unknown, key: string) => void,
): Promise<void> {
  const orphanKeys = await db.transaction(async (tx) => {
    const record = editableAsset(user, await findAssetRecord(tx, id, user), 'asset.delete');
    const blobId = record.blobId;
    await tx.update(assets).set({ isDeleted: true, updatedAt: new Date() }).where(eq(assets.id, record.asset.id));
    // Lock the blob so a concurrent delete of another asset of it sees this one gone, and a concurrent create waits.
    const [blob] = await tx
      .select({ thumbnailKey: blobs.thumbnailKey, displayKey: blobs.displayKey })
      .from(blobs)
      .where(eq(blobs.id, blobId))
      .for('update');
    if (!blob) return [];
    const [live] = await tx
      .select({ n: count() })
      .from(assets)
      .where(and(eq(assets.blobId, blobId), eq(assets.isDeleted, false)));
    const [avatars] = await tx.select({ n: count() }).from(users).where(eq(users.avatarBlobId, blobId));
    if ((live?.n ?? 0) > 0 || (avatars?.n ?? 0) > 0) return [];
    await tx.delete(blobs).where(eq(blobs.id, blobId));
    return [blobId, blob.thumbnailKey, blob.displayKey].filter((key): key is string => key !== null);
  });
  for (const key of orphanKeys) {
    try {
      await store.delete(key);
    } catch (err) {
      onStoreError(err, key);
    }
  }
}

/** Purchases of an own asset (services/payments/purchases.ts lists them). */
export async function assetPurchases(db: Executor, user: AuthUser, id: string, page: PurchasePage): Promise<PurchaseList> {
  const record = readableAsset(user, await findAssetRecord(db, id, user));
  if (!can(user, { kind: 'asset.listPurchases', asset: accessOf(record) })) throw forbidden(ASSET_TEXTS.cannotModify);
  return purchasesOfItem(db, 'asset', record.asset.id, page);
}

