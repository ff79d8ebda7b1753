import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'outbox' | 'queued' | 'sent' | 'failed';
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** GET /api/admin/outbox?first&after: the dev outbox, newest first; super admins only. */
export function useOutbox(page: { first: number; after: number }) {
  return useQuery({
    queryKey: ['admin', 'outbox', page.first, page.after],
    queryFn: ({ signal }) => call<Page<OutboxMail>>('/api/admin/outbox', { query: page, signal }),
    placeholderData: keepPreviousData,
  });
}
