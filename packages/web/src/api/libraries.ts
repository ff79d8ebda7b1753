/** The library endpoints of issue 4 (spec §7 Libraries): one function and one React Query hook per endpoint. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Library, LibraryItemRef, LibraryItemType, LibraryItemView, LibrarySummary, LibraryType, Page } from '@folio/model';
import { call } from './client.ts';

export type { Library, LibraryItemRef, LibraryItemType, LibraryItemView, LibrarySummary, LibraryType } from '@folio/model';

export const LIBRARY_TYPE_LABELS: Record<LibraryType, string> = {
  standard: 'Folios and assets',
  folio: 'Folios only',
  asset: 'Assets only',
  search: 'Search (items by tags)',
};

export interface LibraryListQuery {
  first?: number;
  after?: number;
  itemType?: LibraryItemType;
  libraryType?: LibraryType;
  itemId?: string;
  tags?: string[];
  websiteId?: string;
  includeSiteMenus?: boolean;
  /** the libraries others shared with the user instead of the own ones */
  isShared?: boolean;
}

export interface LibraryGetFlags {
  forEditing?: boolean;
  forFolio?: boolean;
  full?: boolean;
  includeSiteMenus?: boolean;
}

export interface PublicItemsQuery {
  first?: number;
  after?: number;
  share?: string;
  fromSidePanel?: boolean;
  includeProducts?: boolean;
}

/** What a library commit sends: the library minus what the server keeps, items with itemType, itemId and idx. */
export interface LibraryChanges {
  name?: string;
  description?: string;
  libraryType?: LibraryType;
  isPublic?: boolean;
  tags?: string[];
  websiteId?: string | null;
  items?: LibraryItemRef[];
  licenseOptions?: unknown[];
}

export interface LibraryConnection {
  folioId: string;
  name: string;
  authorId: string;
  libraryMenuType: string | null;
  canDisconnect: boolean;
}

export const GUEST_LIBRARY_ID = 9;
const base = '/api/libraries';
const one = (id: number) => `${base}/${id}`;
const opt = (signal?: AbortSignal) => (signal ? { signal } : {});

export const libraryKeys = {
  all: ['libraries'] as const,
  list: (query: LibraryListQuery) => ['libraries', 'list', query] as const,
  guest: ['libraries', 'guest'] as const,
  one: (id: number, flags: LibraryGetFlags) => ['libraries', 'one', id, flags] as const,
  items: (id: number, query: { first?: number; after?: number }) => ['libraries', 'items', id, query] as const,
  publicItems: (id: number, query: PublicItemsQuery) => ['libraries', 'publicItems', id, query] as const,
  tags: (libraryId?: number) => ['libraries', 'tags', libraryId ?? null] as const,
  connections: (id: number) => ['libraries', 'connections', id] as const,
};

// --- plain calls ---------------------------------------------------------------------------------------------

/** GET /api/libraries?first&after&itemType&libraryType&itemId&tags&websiteId&includeSiteMenus */
export const listLibraries = (query: LibraryListQuery = {}, signal?: AbortSignal) =>
  call<Page<LibrarySummary>>(base, { query: { ...query }, ...opt(signal) });

/** GET /public/api/libraries/9: the guest library, no token needed. */
export const getGuestLibrary = (signal?: AbortSignal) =>
  call<Library<LibraryItemView>>(`/public/api/libraries/${GUEST_LIBRARY_ID}`, opt(signal));

/** GET /api/libraries/{id}?forEditing&forFolio&full&includeSiteMenus */
export const getLibrary = (id: number, flags: LibraryGetFlags = {}, signal?: AbortSignal) =>
  call<Library>(one(id), { query: { ...flags }, ...opt(signal) });

/** GET /api/libraries/{id}/items?first&after */
export const libraryItems = (id: number, query: { first?: number; after?: number } = {}, signal?: AbortSignal) =>
  call<Page<LibraryItemView>>(`${one(id)}/items`, { query, ...opt(signal) });

/** GET /public/api/libraries/{id}/items?first&after&share&fromSidePanel&includeProducts */
export const publicLibraryItems = (id: number, query: PublicItemsQuery = {}, signal?: AbortSignal) =>
  call<Page<LibraryItemView>>(`/public/api/libraries/${id}/items`, { query: { ...query }, ...opt(signal) });

/** GET /api/libraries/items/tags?libraryId */
export const libraryItemTags = (libraryId?: number, signal?: AbortSignal) =>
  call<string[]>(`${base}/items/tags`, { query: { libraryId }, ...opt(signal) });

/** GET /api/libraries/{id}/connections */
export const libraryConnections = (id: number, signal?: AbortSignal) =>
  call<Page<LibraryConnection>>(`${one(id)}/connections`, opt(signal));

/** POST /api/libraries → 201 the new library. */
export const createLibrary = (body: LibraryChanges & { name: string }) => call<Library>(base, { method: 'POST', body });

/** POST /api/libraries/item {libraryId, itemId, itemType} → 201 the link with its idx. */
export const addLibraryItem = (body: { libraryId: number; itemId: string; itemType: LibraryItemType }) =>
  call<LibraryItemRef & { libraryId: number }>(`${base}/item`, { method: 'POST', body });

/** PATCH /api/libraries/positions {libraries: [{id, position}]} */
export const setLibraryPositions = (libraries: Array<{ id: number; position: number }>) =>
  call<{ libraries: Array<{ id: number; position: number }> }>(`${base}/positions`, { method: 'PATCH', body: { libraries } });

/** PATCH /api/libraries/{id}: fields, and items (in idx order) when given. */
export const updateLibrary = (id: number, changes: LibraryChanges) => call<Library>(one(id), { method: 'PATCH', body: changes });

/** DELETE /api/libraries/{id} → 204 */
export const deleteLibrary = (id: number) => call<void>(one(id), { method: 'DELETE' });

/** DELETE /api/libraries/item/{libraryId}/{itemId} → 204 */
export const removeLibraryItem = (libraryId: number, itemId: string) =>
  call<void>(`${base}/item/${libraryId}/${encodeURIComponent(itemId)}`, { method: 'DELETE' });

/** POST /api/libraries/{id}/connections/disconnectAll → {disconnected} */
export const disconnectAllFromLibrary = (id: number) =>
  call<{ disconnected: number }>(`${one(id)}/connections/disconnectAll`, { method: 'POST' });

// --- hooks ---------------------------------------------------------------------------------------------------

export function useLibraries(query: LibraryListQuery = {}) {
  return useQuery({ queryKey: libraryKeys.list(query), queryFn: ({ signal }) => listLibraries(query, signal), placeholderData: keepPreviousData });
}

export function useGuestLibrary() {
  return useQuery({ queryKey: libraryKeys.guest, queryFn: ({ signal }) => getGuestLibrary(signal) });
}

export function useLibrary(id: number, flags: LibraryGetFlags = {}, enabled = true) {
  return useQuery({
    queryKey: libraryKeys.one(id, flags),
    queryFn: ({ signal }) => getLibrary(id, flags, signal),
    enabled: enabled && Number.isInteger(id),
    retry: false,
  });
}

export function useLibraryItems(id: number, query: { first?: number; after?: number } = {}) {
  return useQuery({ queryKey: libraryKeys.items(id, query), queryFn: ({ signal }) => libraryItems(id, query, signal), placeholderData: keepPreviousData });
}

export function usePublicLibraryItems(id: number, query: PublicItemsQuery = {}) {
  return useQuery({ queryKey: libraryKeys.publicItems(id, query), queryFn: ({ signal }) => publicLibraryItems(id, query, signal) });
}

export function useLibraryItemTags(libraryId?: number) {
  return useQuery({ queryKey: libraryKeys.tags(libraryId), queryFn: ({ signal }) => libraryItemTags(libraryId, signal) });
}

export function useLibraryConnections(id: number) {
  return useQuery({ queryKey: libraryKeys.connections(id), queryFn: ({ signal }) => libraryConnections(id, signal) });
}

/** Every library query is refreshed after a change: lists, details, items and tags all depend on each other. */
function useLibraryMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: libraryKeys.all }) });
}

export const useCreateLibrary = () => useLibraryMutation((body: LibraryChanges & { name: string }) => createLibrary(body));
export const useAddLibraryItem = () =>
  useLibraryMutation((body: { libraryId: number; itemId: string; itemType: LibraryItemType }) => addLibraryItem(body));
export const useSetLibraryPositions = () =>
  useLibraryMutation((libraries: Array<{ id: number; position: number }>) => setLibraryPositions(libraries));
export const useUpdateLibrary = () => useLibraryMutation(({ id, changes }: { id: number; changes: LibraryChanges }) => updateLibrary(id, changes));
export const useDeleteLibrary = () => useLibraryMutation((id: number) => deleteLibrary(id));
export const useRemoveLibraryItem = () =>
  useLibraryMutation(({ libraryId, itemId }: { libraryId: number; itemId: string }) => removeLibraryItem(libraryId, itemId));
export const useDisconnectAllFromLibrary = () => useLibraryMutation((id: number) => disconnectAllFromLibrary(id));
