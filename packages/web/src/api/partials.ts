/** Partial submissions of a form (issue 31): answers kept and never sent, with where visitors stopped. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';

export interface PartialList {
  items: Array<{ id: string; data: Record<string, unknown>; texts: Record<string, string>; step: string | null; updatedAt: string }>;
  total: number;
  fields: Array<{ widgetId: string; label: string }>;
  byStep: Array<{ step: string | null; title: string; count: number }>;
}

export function usePartials(folioId: string, page: { first: number; after: number }) {
  return useQuery({
    queryKey: ['submissions', folioId, 'partials', page],
    queryFn: () => call<PartialList>(`/api/folios/${encodeURIComponent(folioId)}/partials`, { query: { ...page } }),
    placeholderData: keepPreviousData,
  });
}
