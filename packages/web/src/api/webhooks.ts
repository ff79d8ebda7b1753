/**
 * Outgoing webhooks (issue 30): the account's webhooks, made (secret shown once), changed, turned off or on, their
 * secret rotated, deleted; each one's delivery log, read a page at a time, and a delivery replayed.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, WebhookDeliverySummary, WebhookEvent, WebhookSummary } from '@folio/model';
import { call } from './client.ts';

export type Webhook = WebhookSummary;
export type WebhookDelivery = WebhookDeliverySummary;

export interface NewWebhook {
  url: string;
  description: string;
  events: WebhookEvent[];
  folioId?: string;
  websiteId?: string;
}

export interface WebhookChange {
  url?: string;
  description?: string;
  events?: WebhookEvent[];
  enabled?: boolean;
}

/** A webhook with its signing secret: the answer of making one and of rotating its secret (shown this once). */
export interface WebhookWithSecret {
  webhook: Webhook;
  secret: string;
}

/** How many deliveries each page of the log holds. */
export const DELIVERIES_PAGE = 10;

const base = '/api/webhooks';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};

export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.list, queryFn: ({ signal }) => call<{ webhooks: Webhook[] }>(base, { signal }) });
}

/** Runs a call, then reads the list again (whatever the answer: a failure may still have changed something). */
function useWebhookMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.list }) });
}

export function useCreateWebhook() {
  return useWebhookMutation((input: NewWebhook) => call<WebhookWithSecret>(base, { method: 'POST', body: input }));
}

export function useUpdateWebhook() {
  return useWebhookMutation(({ id, change }: { id: string; change: WebhookChange }) => call<Webhook>(one(id), { method: 'PATCH', body: change }));
}

export function useDeleteWebhook() {
  return useWebhookMutation((id: string) => call<void>(one(id), { method: 'DELETE' }));
}

export function useRotateWebhookSecret() {
  return useWebhookMutation((id: string) => call<WebhookWithSecret>(`${one(id)}/secret`, { method: 'POST' }));
}

/** Where the next page of a list read by offset starts; undefined once every item is read. */
export function nextOffset<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const read = pages.reduce((n, p) => n + p.items.length, 0);
  return last.items.length > 0 && read < last.total ? read : undefined;
}

/** A pending delivery whose next attempt is due within the minute. */
const dueSoon = (d: WebhookDelivery) => d.status === 'pending' && (d.nextAttemptAt === null || Date.parse(d.nextAttemptAt) < Date.now() + 60_000);

/** The delivery log, newest first, a page at a time ("Load more" reads the next). */
export function useWebhookDeliveries(id: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ pageParam, signal }) => call<Page<WebhookDelivery>>(`${one(id)}/deliveries`, { query: { first: DELIVERIES_PAGE, after: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    // A delivery about to be tried (just made or replayed) is read again until its attempt is in.
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.items.some(dueSoon)) ? 2000 : false),
    enabled,
  });
  const pages = query.data?.pages ?? [];
  return {
    isPending: query.isPending,
    isFetching: query.isFetching,
    isRefetching: query.isRefetching,
    isError: query.isError,
    error: query.error,
    items: pages.flatMap((p) => p.items),
    total: pages[0]?.total ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    more: () => void query.fetchNextPage(),
    refresh: () => void query.refetch(),
  };
}

export function useReplayDelivery(webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => call<WebhookDelivery>(`${one(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) }),
  });
}
