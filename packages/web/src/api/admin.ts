import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxItem, Page } from '@folio/model';
import { call } from './client.ts';

/** One mail of the dev outbox. */
export type OutboxMail = OutboxItem;

/** GET /api/admin/outbox?first&after: the dev outbox, newest first; super admins only. */
export function useOutbox(page: { first: number; after: number }) {
  return useQuery({
    queryKey: ['admin', 'outbox', page.first, page.after],
    queryFn: ({ signal }) => call<Page<OutboxMail>>('/api/admin/outbox', { query: page, signal }),
    placeholderData: keepPreviousData,
  });
}
