/** The website endpoints of issue 5 (contract: websites-api.md): one function and one React Query hook per endpoint. */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Page, Website, WebsitePatch, WebsiteSummary } from '@folio/model';
import { call } from './client.ts';

export type { Website, WebsitePage, WebsitePageInput, WebsitePatch, WebsiteSummary } from '@folio/model';

export interface WebsiteListQuery {
  first?: number;
  after?: number;
}

export interface WebsiteSlugCheck {
  available: boolean;
  message?: string;
}

const base = '/api/websites';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
const opt = (signal?: AbortSignal) => (signal ? { signal } : {});

export const websiteKeys = {
  all: ['websites'] as const,
  lists: ['websites', 'list'] as const,
  list: (query: WebsiteListQuery) => ['websites', 'list', query] as const,
  one: (id: string) => ['websites', 'one', id] as const,
  update: (id: string) => ['websites', 'update', id] as const,
  slugCheck: (slug: string, websiteId: string | undefined) => ['websites', 'check', 'slug', slug, websiteId ?? null] as const,
  associatedAll: ['websites', 'associated'] as const,
  associated: (folioId: string) => ['websites', 'associated', folioId] as const,
};

// --- plain calls ---------------------------------------------------------------------------------------------

/** GET /api/websites?first&after → the caller's websites, newest updated first. */
export const listWebsites = (query: WebsiteListQuery = {}, signal?: AbortSignal) =>
  call<Page<WebsiteSummary>>(base, { query: { ...query }, ...opt(signal) });

/** POST /api/websites {name, slug?} → 201 the website (with its site-menu library). */
export const createWebsite = (body: { name: string; slug?: string }) => call<Website>(base, { method: 'POST', body });

/** GET /api/websites/{id} */
export const getWebsite = (id: string, signal?: AbortSignal) => call<Website>(one(id), opt(signal));

/** PATCH /api/websites/{id} → the website, version bumped. */
export const updateWebsite = (id: string, patch: WebsitePatch) => call<Website>(one(id), { method: 'PATCH', body: patch });

/** DELETE /api/websites/{id} → 204; the folios stay. */
export const deleteWebsite = (id: string) => call<void>(one(id), { method: 'DELETE' });

/** POST /api/websites/{id}/publish → the website with publishedAt set (its pages, header and footer published). */
export const publishWebsite = (id: string) => call<Website>(`${one(id)}/publish`, { method: 'POST' });

/** GET /api/websites/check/slug/{slug}?websiteId → {available, message?} */
export const checkWebsiteSlug = (slug: string, websiteId?: string, signal?: AbortSignal) =>
  call<WebsiteSlugCheck>(`${base}/check/slug/${encodeURIComponent(slug)}`, { query: { websiteId }, ...opt(signal) });

/** GET /api/folios/{id}/associatedWebsites → the caller's websites showing the folio as a page, header or footer. */
export const associatedWebsites = (folioId: string, signal?: AbortSignal) =>
  call<WebsiteSummary[]>(`/api/folios/${encodeURIComponent(folioId)}/associatedWebsites`, opt(signal));

// --- hooks ---------------------------------------------------------------------------------------------------

export function useWebsites(query: WebsiteListQuery = {}) {
  return useQuery({ queryKey: websiteKeys.list(query), queryFn: ({ signal }) => listWebsites(query, signal), placeholderData: keepPreviousData });
}

export function useWebsite(id: string) {
  return useQuery({ queryKey: websiteKeys.one(id), queryFn: ({ signal }) => getWebsite(id, signal), retry: false });
}

/** Live address check; off while `enabled` is false (an invalid or unchanged slug needs no round trip). */
export function useWebsiteSlugAvailable(slug: string, websiteId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: websiteKeys.slugCheck(slug, websiteId),
    queryFn: ({ signal }) => checkWebsiteSlug(slug, websiteId, signal),
    enabled: enabled && slug !== '',
    staleTime: 10_000,
    retry: false,
  });
}

export function useAssociatedWebsites(folioId: string) {
  return useQuery({ queryKey: websiteKeys.associated(folioId), queryFn: ({ signal }) => associatedWebsites(folioId, signal), retry: false });
}

/** A changed website: its detail from the answer, lists and folio associations fetched again. */
function stored(client: QueryClient, website: Website) {
  client.setQueryData(websiteKeys.one(website.id), website);
  void client.invalidateQueries({ queryKey: websiteKeys.lists });
  void client.invalidateQueries({ queryKey: websiteKeys.associatedAll });
}

export function useCreateWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; slug?: string }) => createWebsite(body),
    onSuccess: (website) => stored(client, website),
  });
}

/**
 * PATCH a website. `optimistic` (the website as it will look) is shown at once, so a dragged page stays where it
 * was dropped. The PATCHes of one website run one after the other (each sends a whole page list computed from the
 * one before), and only the last answer replaces what is shown; a failure puts back what was there.
 */
export function useUpdateWebsite(id: string) {
  const client = useQueryClient();
  const mutationKey = websiteKeys.update(id);
  return useMutation({
    mutationKey,
    scope: { id: `website:${id}` },
    mutationFn: ({ patch }: { patch: WebsitePatch; optimistic?: Website | undefined }) => updateWebsite(id, patch),
    onMutate: async ({ optimistic }) => {
      if (!optimistic) return { previous: undefined };
      await client.cancelQueries({ queryKey: websiteKeys.one(id) });
      const previous = client.getQueryData<Website>(websiteKeys.one(id));
      client.setQueryData(websiteKeys.one(id), optimistic);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(websiteKeys.one(id), context.previous);
      void client.invalidateQueries({ queryKey: websiteKeys.one(id) });
    },
    onSuccess: (website) => {
      if (client.isMutating({ mutationKey }) <= 1) stored(client, website);
    },
  });
}

export function useDeleteWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWebsite(id),
    onSuccess: (_void, id) => {
      client.removeQueries({ queryKey: websiteKeys.one(id) });
      void client.invalidateQueries({ queryKey: websiteKeys.lists });
      void client.invalidateQueries({ queryKey: websiteKeys.associatedAll });
    },
  });
}

/** Publishing also publishes folios, so their publish status (editor top bar) is fetched again. */
export function usePublishWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => publishWebsite(id),
    onSuccess: (website) => {
      stored(client, website);
      void client.invalidateQueries({ queryKey: ['folios', 'publishStatus'] });
    },
  });
}
