/** The asset endpoints of issue 4 (spec §7 Assets): one function (and a React Query hook where a screen needs one) per endpoint. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_TOKEN_MISSING, type Asset, type AssetKind, type Page } from '@folio/model';
import { call } from './client.ts';
import { useCursorPages, type CursorPage } from './cursorPages.ts';

export type { Asset, AssetKind, AssetMeta } from '@folio/model';

export interface AssetListQuery {
  first?: number;
  after?: number;
  /** the nextCursor of the previous page (replaces after) */
  cursor?: string;
  user?: string;
  tag?: string[];
  isPublic?: boolean;
  isShared?: boolean;
  isPurchased?: boolean;
  isOwned?: boolean;
  notInLibraries?: boolean;
  includeFullUrl?: boolean;
  type?: AssetKind;
  /** only assets of these uploaded files (blob ids) */
  blob?: string[];
}

export interface MarketplaceQuery {
  first?: number;
  after?: number;
  /** the nextCursor of the previous page (replaces after) */
  cursor?: string;
  tag?: string[];
  title?: string;
  authorName?: string;
  isPublic?: boolean;
  isPurchasable?: boolean;
  price?: string;
  license?: string[];
  /** signed-in variant only */
  isShared?: boolean;
  isPurchased?: boolean;
  isOwned?: boolean;
  type?: AssetKind;
}

export interface AssetCreate {
  /** the uploaded blob's uuid (from the upload token) */
  uuid: string;
  title?: string;
  tags?: string[];
  isPublic?: boolean;
  url?: string;
}

export interface AssetPatch {
  title?: string;
  tags?: string[];
  isPublic?: boolean;
  /** null clears the custom URL */
  url?: string | null;
}

export interface UploadToken {
  /** bearer token for the tus endpoint: short-lived, bound to the user and the uuid */
  token: string;
  uuid: string;
  /** the tus endpoint */
  url: string;
}

export interface StorageLimit {
  allowed: boolean;
  used: number;
  limit: number;
}

export interface AssetPurchase {
  id: string;
  [field: string]: unknown;
}

/**
 * A search of the user's assets. GET /api/assets has no title filter (spec §7), so a search with a title goes
 * to the signed-in marketplace listing, which has one and takes the same source flags (isOwned, isShared, isPurchased).
 */
export type AssetSearch = { via: 'list'; query: AssetListQuery } | { via: 'marketplace'; query: MarketplaceQuery };

const base = '/api/assets';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const assetKeys = {
  all: ['assets'] as const,
  list: (search: AssetSearch) => ['assets', 'list', search] as const,
  one: (id: string) => ['assets', 'one', id] as const,
  urlCheck: (url: string, assetId: string | undefined) => ['assets', 'check', 'url', url, assetId] as const,
};

// --- plain calls ---------------------------------------------------------------------------------------------

/** GET /api/assets?first&after&user&tag&isPublic&isShared&isPurchased&isOwned&notInLibraries&includeFullUrl&type */
export const listAssets = (query: AssetListQuery = {}, signal?: AbortSignal) =>
  call<CursorPage<Asset>>(base, { query: { ...query }, ...withSignal(signal) });

/**
 * GET /api/folios/{id}/files → the files the folio's page shows, with addresses the caller may load (its readers:
 * a sharee, a buyer), so their editor draws the page as visitors see it.
 */
export const folioFiles = (folioId: string, signal?: AbortSignal) =>
  call<{ items: Asset[] }>(`/api/folios/${encodeURIComponent(folioId)}/files`, withSignal(signal));

/** GET /public/api/assets/recent?first&after (no token needed) */
export const recentAssets = (query: { first?: number; after?: number } = {}, signal?: AbortSignal) =>
  call<Page<Asset>>('/public/api/assets/recent', { query: { ...query }, ...withSignal(signal) });

/** GET /api/marketplace/assets when signed in, /public/api/marketplace/assets for guests. */
export const marketplaceAssets = (query: MarketplaceQuery = {}, signedIn = true, signal?: AbortSignal) =>
  call<CursorPage<Asset>>(signedIn ? '/api/marketplace/assets' : '/public/api/marketplace/assets', { query: { ...query }, ...withSignal(signal) });

/** GET /api/assets/{id}?forEditing&forFolio&full */
export const getAsset = (id: string, flags: { forEditing?: boolean; forFolio?: string; full?: boolean } = {}, signal?: AbortSignal) =>
  call<Asset>(one(id), { query: { ...flags }, ...withSignal(signal) });

/** GET /public/api/assets/{id}?forUnauth=true: a public asset for guests. */
export const getPublicAsset = (id: string, signal?: AbortSignal) =>
  call<Asset>(`/public/api/assets/${encodeURIComponent(id)}`, { query: { forUnauth: true }, ...withSignal(signal) });

/** GET /api/assets/url/{url}: the asset with this custom URL. */
export const assetByUrl = (url: string) => call<Asset>(`${base}/url/${encodeURIComponent(url)}`);

/** GET /api/assets/check/url/{url}?assetId → true when the url is valid and free (the asset being edited excluded). */
export const checkAssetUrl = (url: string, assetId?: string, signal?: AbortSignal) =>
  call<boolean>(`${base}/check/url/${encodeURIComponent(url)}`, { query: { assetId }, ...withSignal(signal) });

/** POST /api/assets {uuid, title?, tags?, isPublic?, url?} → 201 the asset. */
export const createAsset = (body: AssetCreate) => call<Asset>(base, { method: 'POST', body });

/** PATCH /api/assets/{id} → the updated asset. */
export const updateAsset = (id: string, patch: AssetPatch) => call<Asset>(one(id), { method: 'PATCH', body: patch });

/** DELETE /api/assets/{id} → 204 (the stored file goes once nothing references it). */
export const deleteAsset = (id: string) => call<void>(one(id), { method: 'DELETE' });

/** GET /api/assets/{id}/purchases?first&after */
export const assetPurchases = (id: string, query: { first?: number; after?: number } = {}) =>
  call<Page<AssetPurchase>>(`${one(id)}/purchases`, { query: { ...query } });

/** GET /api/assets/upload-token?fileSize&contentType&replaceAssetId → {token, uuid, url}; 413 over the storage limit. */
export async function getUploadToken(query: { fileSize: number; contentType: string; replaceAssetId?: string }, signal?: AbortSignal): Promise<UploadToken> {
  const token = await call<UploadToken | null>(`${base}/upload-token`, { query: { ...query }, ...withSignal(signal) });
  // spec §8: an answer without a token is a broken server, said in the spec's words
  if (!token?.token || !token.uuid) throw new Error(UPLOAD_TOKEN_MISSING);
  return token;
}

/** GET /api/users/check/storageLimit?fileSize&replaceAssetId → {allowed, used, limit} */
export const checkStorageLimit = (fileSize: number, replaceAssetId?: string) =>
  call<StorageLimit>('/api/users/check/storageLimit', { query: { fileSize, replaceAssetId } });

// --- hooks ---------------------------------------------------------------------------------------------------

export const searchAssets = (search: AssetSearch, signal?: AbortSignal) =>
  search.via === 'list' ? listAssets(search.query, signal) : marketplaceAssets(search.query, true, signal);

/** Thumbnails are made by a background job after the upload; a new image's list is re-read until it has one. */
const THUMBNAIL_WAIT_MS = 2 * 60 * 1000;
export const awaitingThumbnail = (asset: Asset, now: number = Date.now()) =>
  asset.data?.meta?.type === 'image' && !asset.thumbnailUrl && now - Date.parse(asset.createdAt) < THUMBNAIL_WAIT_MS;

export function useAssets(search: AssetSearch) {
  return useQuery({
    queryKey: assetKeys.list(search),
    queryFn: ({ signal }) => searchAssets(search, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((asset) => awaitingThumbnail(asset)) ? 1500 : false),
  });
}

/** The asset grid's pages (keyset): each "Show more" reads the page after the last card. */
export function useAssetPages(search: AssetSearch, pageSize: number) {
  return useCursorPages<Asset>(
    [...assetKeys.all, 'pages', search, pageSize],
    (cursor, signal) => {
      const query = { ...search.query, first: pageSize, ...(cursor ? { cursor } : {}) };
      return search.via === 'list' ? listAssets(query, signal) : marketplaceAssets(query, true, signal);
    },
    true,
    (items) => items.some((asset) => awaitingThumbnail(asset)),
  );
}

export function useAsset(id: string | null) {
  return useQuery({
    queryKey: assetKeys.one(id ?? ''),
    queryFn: ({ signal }) => getAsset(id!, { forEditing: true }, signal),
    enabled: id !== null,
  });
}

/** Live custom-URL check; off for an empty url. */
export function useAssetUrlAvailable(url: string, assetId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: assetKeys.urlCheck(url, assetId),
    queryFn: ({ signal }) => checkAssetUrl(url, assetId, signal),
    enabled: enabled && url !== '',
    staleTime: 10_000,
    retry: false,
  });
}

export function useCreateAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssetCreate) => createAsset(body),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all }),
  });
}

export function useUpdateAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AssetPatch }) => updateAsset(id, patch),
    onSuccess: (asset) => {
      client.setQueryData(assetKeys.one(asset.id), asset);
      void client.invalidateQueries({ queryKey: ['assets', 'list'] });
    },
  });
}

export function useDeleteAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAsset(id),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all }),
  });
}
