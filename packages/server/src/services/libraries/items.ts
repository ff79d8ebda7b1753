/** The folios and assets a library holds: looking them up, who may see them, search libraries, item tags. */
import type { LibraryItemRef, LibraryItemView } from '@folio/model';
import { and, arrayContains, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, guestCan, type ShareGrant } from '../../auth/can.ts';
import { VIEW_ONLY, grantFor } from '../shares/grants.ts';
import type { Executor } from '../../db/client.ts';
import { assets, blobs, folios, libraries, libraryItems } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { fileAccessOf } from '../assets/assets.ts';
import { blobUrlFor, blobUrlSigner, type BlobUrlSigner } from '../blobs/signedUrls.ts';
import { isUuid } from '../folios/folios.ts';

export const ITEM_TYPES = ['folio', 'asset'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The signed-in user, or null for a guest (public endpoints). */
export type Viewer = AuthUser | null;

type ItemInfo = Omit<LibraryItemView, keyof LibraryItemRef>;

export const ASSET_NOT_FOUND = 'No asset with this id';
export const FOLIO_ITEM_NOT_FOUND = 'No folio with this id';

/**
 * Whether the viewer may see an item: its author, anyone when it is public, and those a share reaches (`share`:
 * the item's own grant, or view when it is listed inside a library shared with the viewer).
 */
function visible(viewer: Viewer, itemType: ItemType, info: { authorId: string; isPublic: boolean }, share: ShareGrant | null): boolean {
  const access = { ...info, share };
  if (!viewer) return guestCan({ kind: 'folio.read', folio: access });
  return itemType === 'folio' ? can(viewer, { kind: 'folio.read', folio: access }) : can(viewer, { kind: 'asset.read', asset: access });
}

const folioColumns = {
  id: folios.id,
  title: folios.name,
  tags: folios.tags,
  isPublic: folios.isPublic,
  authorId: folios.authorId,
  thumbnailUrl: sql<string | null>`${folios.root} ->> 'thumbnailUrl'`,
  updatedAt: folios.updatedAt,
};

const assetColumns = {
  id: assets.id,
  title: assets.title,
  tags: assets.tags,
  isPublic: assets.isPublic,
  authorId: assets.authorId,
  price: assets.price,
  kind: assets.kind,
  blobId: assets.blobId,
  thumbnailKey: blobs.thumbnailKey,
  updatedAt: assets.updatedAt,
};

type FolioInfoRow = { id: string; title: string; tags: string[]; isPublic: boolean; authorId: string; thumbnailUrl: string | null; updatedAt: Date };
type AssetInfoRow = { id: string; title: string; tags: string[]; isPublic: boolean; authorId: string; price: number; kind: string; blobId: string | null; thumbnailKey: string | null; updatedAt: Date };

const folioInfo = (r: FolioInfoRow): ItemInfo => ({
  title: r.title,
  tags: r.tags,
  isPublic: r.isPublic,
  authorId: r.authorId,
  kind: 'folio',
  thumbnailUrl: r.thumbnailUrl,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Who the URLs are for and the signer of the URLs of private files they may see (null: no URLs are needed);
 * `shareOf`: what a shared library gives them on one of its items (view, or nothing), for signing its files.
 */
type UrlContext = { viewer: Viewer; signer: BlobUrlSigner; shareOf: (key: string) => ShareGrant | null } | null;

const assetInfo = (r: AssetInfoRow, urls: UrlContext): ItemInfo => ({
  title: r.title,
  tags: r.tags,
  isPublic: r.isPublic,
  authorId: r.authorId,
  kind: r.kind,
  // Like the asset API: a thumbnail URL once the background job has made one, signed unless the asset is public.
  thumbnailUrl: r.blobId && r.thumbnailKey && urls ? blobUrlFor(urls.viewer, fileAccessOf(r, urls.shareOf(`asset:${r.id}`)), r.blobId, 'thumbnail', urls.signer) : null,
  updatedAt: r.updatedAt.toISOString(),
});

/** Live (not deleted) folios and assets by id. */
async function infoByKey(db: Executor, refs: ReadonlyArray<{ itemId: string; itemType: ItemType }>, urls: UrlContext): Promise<Map<string, ItemInfo>> {
  const folioIds = refs.filter((r) => r.itemType === 'folio').map((r) => r.itemId);
  const assetIds = refs.filter((r) => r.itemType === 'asset').map((r) => r.itemId);
  const out = new Map<string, ItemInfo>();
  if (folioIds.length > 0) {
    const rows = await db
      .select(folioColumns)
      .from(folios)
      .where(and(inArray(folios.id, folioIds), eq(folios.isDeleted, false)));
    for (const r of rows) out.set(`folio:${r.id}`, folioInfo(r));
  }
  if (assetIds.length > 0) {
    const rows = await db
      .select(assetColumns)
      .from(assets)
      .leftJoin(blobs, eq(blobs.id, assets.blobId))
      .where(and(inArray(assets.id, assetIds), eq(assets.isDeleted, false)));
    for (const r of rows) out.set(`asset:${r.id}`, assetInfo(r, urls));
  }
  return out;
}

/** The library listed, as showing its items needs it: its owner and what shares give the viewer on it. */
export interface ListedLibrary {
  ownerId: string | null;
  share: ShareGrant | null;
}

/**
 * The refs the viewer may see, with what they are; deleted items and items the viewer may not see are left out.
 * A library shared with the viewer shows them its items (view) that the library's owner may share: their own, and
 * those a share lets them pass on — never someone else's private item that the owner merely put in it.
 */
export async function viewItems(db: Executor, viewer: Viewer, refs: LibraryItemRef[], library: ListedLibrary | null = null): Promise<LibraryItemView[]> {
  const covered = library?.share ? await coveredItems(db, library.ownerId, refs) : new Set<string>();
  const shareOf = (key: string) => (covered.has(key) ? VIEW_ONLY : null);
  const signer = refs.some((r) => r.itemType === 'asset') ? await blobUrlSigner(db) : null;
  const info = await infoByKey(db, refs, signer && { viewer, signer, shareOf });
  const out: LibraryItemView[] = [];
  for (const ref of refs) {
    const key = `${ref.itemType}:${ref.itemId}`;
    const i = info.get(key);
    if (i && visible(viewer, ref.itemType, i, shareOf(key))) out.push({ ...ref, ...i });
  }
  return out;
}

/** The keys (`type:id`) of the refs a share of a library owned by `ownerId` reaches: what that owner may share. */
async function coveredItems(db: Executor, ownerId: string | null, refs: LibraryItemRef[]): Promise<Set<string>> {
  const out = new Set<string>();
  if (ownerId === null || refs.length === 0) return out;
  const { rows } = await db.execute<{ key: string }>(sql`
    select r.t || ':' || r.id as key
    from unnest(${sql.param(refs.map((r) => r.itemType))}::text[], ${sql.param(refs.map((r) => r.itemId))}::text[]) as r(t, id)
    where share_item_owner(r.t, r.id) = ${ownerId}::uuid or coalesce((account_share_grant(${ownerId}::uuid, r.t, r.id)).can_share, false)`);
  for (const row of rows) out.add(row.key);
  return out;
}

/** A folio or asset the user may see, or 404 (someone else's private item is indistinguishable from none). */
export async function requireVisibleItem(db: Executor, user: AuthUser, itemType: ItemType, itemId: string): Promise<void> {
  const message = itemType === 'folio' ? FOLIO_ITEM_NOT_FOUND : ASSET_NOT_FOUND;
  if (!isUuid(itemId)) throw notFound(message);
  const info = await infoByKey(db, [{ itemType, itemId }], null);
  const i = info.get(`${itemType}:${itemId}`);
  if (!i) throw notFound(message);
  const share = i.authorId === user.userId ? null : await grantFor(db, user.userId, { type: itemType, id: itemId });
  if (!visible(user, itemType, i, share)) throw notFound(message);
}

/** The stored refs of a library in order. */
export async function storedItems(db: Executor, libraryId: number): Promise<LibraryItemRef[]> {
  return db
    .select({ itemId: libraryItems.itemId, itemType: libraryItems.itemType, idx: libraryItems.idx })
    .from(libraryItems)
    .where(eq(libraryItems.libraryId, libraryId))
    .orderBy(asc(libraryItems.idx), asc(libraryItems.createdAt));
}

/** Upper bound on what a search library finds (it is a saved search, not an archive). */
export const SEARCH_LIMIT = 500;

/**
 * What a search library holds: its owner's live folios and assets carrying every one of its tags (all of them when
 * it has none), folios first, each by title. idx numbers the result.
 */
export async function searchItems(db: Executor, ownerId: string | null, tags: string[]): Promise<LibraryItemRef[]> {
  if (!ownerId) return [];
  const folioWhere: SQL[] = [eq(folios.authorId, ownerId), eq(folios.isDeleted, false)];
  const assetWhere: SQL[] = [eq(assets.authorId, ownerId), eq(assets.isDeleted, false)];
  if (tags.length > 0) {
    folioWhere.push(arrayContains(folios.tags, tags));
    assetWhere.push(arrayContains(assets.tags, tags));
  }
  const [fs, as] = await Promise.all([
    db
      .select({ id: folios.id })
      .from(folios)
      .where(and(...folioWhere))
      .orderBy(asc(sql`lower(${folios.name})`), asc(folios.id))
      .limit(SEARCH_LIMIT),
    db
      .select({ id: assets.id })
      .from(assets)
      .where(and(...assetWhere))
      .orderBy(asc(sql`lower(${assets.title})`), asc(assets.id))
      .limit(SEARCH_LIMIT),
  ]);
  const refs = [
    ...fs.map((r) => ({ itemId: r.id, itemType: 'folio' as const })),
    ...as.map((r) => ({ itemId: r.id, itemType: 'asset' as const })),
  ].slice(0, SEARCH_LIMIT);
  return refs.map((r, idx) => ({ ...r, idx }));
}

/** The distinct tags of the items in the user's libraries (or in one of them), sorted. */
export async function itemTags(db: Executor, user: AuthUser, libraryId?: number): Promise<string[]> {
  const own: SQL[] = [eq(libraries.ownerId, user.userId)];
  if (libraryId !== undefined) own.push(eq(libraries.id, libraryId));
  const refs = await db
    .select({ itemId: libraryItems.itemId, itemType: libraryItems.itemType, idx: libraryItems.idx })
    .from(libraryItems)
    .innerJoin(libraries, eq(libraries.id, libraryItems.libraryId))
    .where(and(...own));
  const seen = new Set<string>();
  for (const item of await viewItems(db, user, refs)) for (const tag of item.tags) seen.add(tag);
  return [...seen].sort((a, b) => a.localeCompare(b));
}
