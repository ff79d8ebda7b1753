/** The folio endpoints of issue 3: one function (and a React Query hook where a screen needs one) per endpoint. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FolioFull, FolioNode, FolioRoot, FolioSummary, Page } from '@folio/model';
import { ApiError, call } from './client.ts';

export type { FolioFull, FolioSummary } from '@folio/model';

export interface FolioLogEntry {
  action: string;
  path?: string;
}

/** PATCH body: root fields to set, nodes to upsert (null deletes), or the whole state with replaceNodes. */
export interface FolioPatch {
  baseVersion: number;
  log: FolioLogEntry[];
  root?: Partial<FolioRoot>;
  nodes?: Record<string, FolioNode | null>;
  replaceNodes?: boolean;
}

export interface FolioSaved {
  version: number;
  updatedAt: string;
}

export interface FolioListQuery {
  first?: number;
  after?: number;
  tag?: string[];
  isOwned?: boolean;
  isShared?: boolean;
  isPurchased?: boolean;
}

export interface FolioWidgetInfo {
  id: string;
  kind: string;
  name: string;
  label: string;
}

const base = '/api/folios';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const folioKeys = {
  all: ['folios'] as const,
  list: (query: FolioListQuery) => ['folios', 'list', query] as const,
  one: (id: string, mode: 'forEditing' | 'readOnly') => ['folios', 'one', id, mode] as const,
  dropDown: ['folios', 'dropDown'] as const,
  widgets: (id: string) => ['folios', 'widgets', id] as const,
};

// --- plain calls ---------------------------------------------------------------------------------------------

/** POST /api/folios {name?} → 201 the new folio (version 1, one empty page). */
export const createFolio = (name?: string) => call<FolioFull>(base, { method: 'POST', body: name === undefined ? {} : { name } });

/** GET /api/folios?first&after&tag&isOwned&isShared&isPurchased */
export const listFolios = (query: FolioListQuery = {}, signal?: AbortSignal) =>
  call<Page<FolioSummary>>(base, { query: { ...query }, ...(signal ? { signal } : {}) });

/** GET /api/folios/{id}?forEditing=true | ?readOnly=true */
export const getFolio = (id: string, mode: 'forEditing' | 'readOnly' = 'forEditing', signal?: AbortSignal) =>
  call<FolioFull>(one(id), { query: { [mode]: true }, ...(signal ? { signal } : {}) });

/** PATCH /api/folios/{id} → {version, updatedAt}; a stale baseVersion fails with 409. */
export const patchFolio = (id: string, patch: FolioPatch) => call<FolioSaved>(one(id), { method: 'PATCH', body: patch });

/** DELETE /api/folios/{id} → 204 (soft delete). */
export const deleteFolio = (id: string) => call<void>(one(id), { method: 'DELETE' });

/** POST /api/folios/{id}/copy → 201 the copy. */
export const copyFolio = (id: string) => call<FolioFull>(`${one(id)}/copy`, { method: 'POST' });

/** GET /public/api/folios/check/url/{url}?folioId → true when the url is valid and free. */
export const checkFolioUrl = (url: string, folioId?: string) =>
  call<boolean>(`/public/api/folios/check/url/${encodeURIComponent(url)}`, { query: { folioId } });

/** GET /public/api/folios/url/{url} → {id} of a public folio. */
export const folioIdByUrl = (url: string) => call<{ id: string }>(`/public/api/folios/url/${encodeURIComponent(url)}`);

/** GET /api/folios/myFoliosForDropDown → [{id, name}] */
export const myFoliosForDropDown = () => call<{ id: string; name: string }[]>(`${base}/myFoliosForDropDown`);

/** GET /api/folios/{id}/widgets */
export const folioWidgets = (id: string) => call<FolioWidgetInfo[]>(`${one(id)}/widgets`);

/** POST /api/folios/fixClientIds {folioId} → {version, idMap} */
export const fixClientIds = (folioId: string) =>
  call<{ version: number; idMap: Record<string, string> }>(`${base}/fixClientIds`, { method: 'POST', body: { folioId } });

// --- hooks ---------------------------------------------------------------------------------------------------

/** The list query, shared by the hook and the dashboard's early start (routes/home/prefetch.ts). */
export const foliosQuery = (query: FolioListQuery) =>
  queryOptions({ queryKey: folioKeys.list(query), queryFn: ({ signal }) => listFolios(query, signal) });

export function useFolios(query: FolioListQuery) {
  return useQuery({ ...foliosQuery(query), placeholderData: keepPreviousData });
}

/** Answers fetched for the editor while its code was still loading, each taken once by the editor's query. */
const preloaded = new Map<string, Promise<FolioFull>>();

/**
 * Starts fetching a folio for the editor as its route opens, so the data arrives alongside the editor's code instead
 * of after it. An answer is taken once, and dropped when the route closes before taking it, so the editor never
 * opens an older copy.
 */
export function preloadFolioForEditing(id: string): void {
  if (preloaded.has(id)) return;
  const answer = getFolio(id, 'forEditing');
  answer.catch(() => {}); // the editor's query reports the failure when it takes the answer
  preloaded.set(id, answer);
}

/** Forgets an answer the editor never took (the user left before its code arrived). */
export function discardFolioPreload(id: string): void {
  preloaded.delete(id);
}

/** The folio for the editor. Never refetched behind the editor's back: the editor owns its copy once loaded. */
export function useFolioForEditing(id: string) {
  return useQuery({
    queryKey: folioKeys.one(id, 'forEditing'),
    queryFn: ({ signal }) => {
      const answer = preloaded.get(id);
      preloaded.delete(id);
      // A folio shared at view level (or a licence without edit rights) opens read-only: 403 for editing.
      return answer ?? getFolio(id, 'forEditing', signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 403) return getFolio(id, 'readOnly', signal);
        throw error;
      });
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useCreateFolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name?: string) => createFolio(name),
    onSuccess: () => client.invalidateQueries({ queryKey: folioKeys.all }),
  });
}

export function useDeleteFolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFolio(id),
    onSuccess: () => client.invalidateQueries({ queryKey: folioKeys.all }),
  });
}

export function useCopyFolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => copyFolio(id),
    onSuccess: () => client.invalidateQueries({ queryKey: folioKeys.all }),
  });
}

export function useMyFoliosForDropDown() {
  return useQuery({ queryKey: folioKeys.dropDown, queryFn: myFoliosForDropDown });
}

export function useFolioWidgets(id: string) {
  return useQuery({ queryKey: folioKeys.widgets(id), queryFn: () => folioWidgets(id) });
}

// --- publishing (issue 5) ------------------------------------------------------------------------------------

export interface FolioPublished {
  publishedVersion: number;
  publishedAt: string;
  /** whether visitors may open it */
  isPublic: boolean;
  /** 'sharedOnly': a private folio, seen by its owner and the people it is shared with */
  visibleTo: 'everyone' | 'sharedOnly';
  /** who sees it now, in plain words */
  message: string;
}

export interface FolioPublishStatus {
  isPublished: boolean;
  publishedVersion: number | null;
  publishedAt: string | null;
  /** true when the stored folio is newer than the published snapshot (or nothing is published) */
  hasUnpublishedChanges: boolean;
  /** where visitors open it on the sites origin; null unless published and public */
  publicUrl: string | null;
}

/** Optional PATCH {id}/publish body: root and nodes, when sent, must equal the stored version (409 otherwise). */
export interface FolioPublishBody {
  root?: FolioRoot;
  nodes?: Record<string, FolioNode>;
  visStates?: Record<string, unknown>;
  licenseOptionStates?: Record<string, unknown>;
}

export const publishStatusKey = (id: string) => ['folios', 'publishStatus', id] as const;

/** PATCH /api/folios/{id}/publish {root?, nodes?, visStates?, licenseOptionStates?} → {publishedVersion, publishedAt} */
export const publishFolio = (id: string, body: FolioPublishBody = {}) =>
  call<FolioPublished>(`${one(id)}/publish`, { method: 'PATCH', body });

/** GET /api/folios/{id}/itspublished → {isPublished, publishedVersion, publishedAt, hasUnpublishedChanges} */
export const folioPublishStatus = (id: string, signal?: AbortSignal) =>
  call<FolioPublishStatus>(`${one(id)}/itspublished`, signal ? { signal } : {});

export function usePublishStatus(id: string) {
  return useQuery({
    queryKey: publishStatusKey(id),
    queryFn: ({ signal }) => folioPublishStatus(id, signal),
  });
}

/** Publishes the stored folio; the status is fetched again afterwards (success or not). */
export function usePublishFolio(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body?: FolioPublishBody) => publishFolio(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: publishStatusKey(id) }),
  });
}
