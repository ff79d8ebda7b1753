/** Analytics of the user's folios and websites (issue 14). */
import type { AnalyticsItem, AnalyticsPoint, AnalyticsReport } from '@folio/model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import { downloadAuthorized } from './download.ts';

export type { AnalyticsItem, AnalyticsPoint, AnalyticsReport } from '@folio/model';

export interface AnalyticsQuery {
  startDate: string;
  endDate: string;
  interval: 'hour' | 'day' | 'week' | 'month';
}

export interface Selected {
  entityType: 'folio' | 'website';
  entityId: string;
}

export function useAnalyticsItems(q: AnalyticsQuery, filter: string) {
  return useQuery({
    queryKey: ['analytics', 'items', q.startDate, q.endDate, filter],
    queryFn: () => call<{ items: AnalyticsItem[]; total: number }>('/api/foliosAnalytics', { query: { startDate: q.startDate, endDate: q.endDate, first: 100, ...(filter ? { filter } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsMeta(q: AnalyticsQuery) {
  return useQuery({
    queryKey: ['analytics', 'meta', q.startDate, q.endDate],
    queryFn: () => call<{ views: number; visitors: number; items: number; live: number }>('/api/foliosAnalyticsMeta', { query: { startDate: q.startDate, endDate: q.endDate } }),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAllSeries(q: AnalyticsQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'series', q],
    queryFn: () => call<{ current: AnalyticsPoint[]; previous: AnalyticsPoint[] }>('/api/foliosAnalytics/chart/pageViews', { query: { ...q } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsReport(q: AnalyticsQuery, selected: Selected | null) {
  return useQuery({
    queryKey: ['analytics', 'report', q, selected],
    queryFn: () => call<AnalyticsReport>(`/api/foliosAnalytics/chart/${encodeURIComponent(selected!.entityId)}/all`, { query: { ...q, entityType: selected!.entityType } }),
    enabled: selected !== null,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function downloadAnalytics(q: AnalyticsQuery, selected: Selected): Promise<void> {
  const params = new URLSearchParams({ ...q, entityType: selected.entityType });
  return downloadAuthorized(`/api/foliosAnalytics/chart/${encodeURIComponent(selected.entityId)}/export?${params}`, 'analytics.csv');
}
