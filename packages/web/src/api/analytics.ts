/** Analytics of the user's folios and websites (issue 14), their read-only links and the weekly mail (issue 26). */
import type { AnalyticsItem, AnalyticsPoint, AnalyticsReport } from '@folio/model';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import { downloadAuthorized } from './download.ts';

export type { AnalyticsItem, AnalyticsPoint, AnalyticsReport } from '@folio/model';

export interface AnalyticsQuery {
  startDate: string;
  endDate: string;
  interval: 'hour' | 'day' | 'week' | 'month';
  /** an administrator's look at every account's folios and websites (spec §6: checkSuperAdmin) */
  everyone?: boolean;
}

/** The query string of a report: the range, and checkSuperAdmin for an administrator's look at everyone's. */
const rangeOf = (q: AnalyticsQuery) => ({ startDate: q.startDate, endDate: q.endDate, ...(q.everyone ? { checkSuperAdmin: 'true' } : {}) });

export interface Selected {
  entityType: 'folio' | 'website';
  entityId: string;
}

export function useAnalyticsItems(q: AnalyticsQuery, filter: string) {
  return useQuery({
    queryKey: ['analytics', 'items', q.startDate, q.endDate, q.everyone === true, filter],
    queryFn: () => call<{ items: AnalyticsItem[]; total: number }>('/api/foliosAnalytics', { query: { ...rangeOf(q), first: 100, ...(filter ? { filter } : {}) } }),
    // Visits are stored within a second or two of the beacon; the screen promises them "within a minute".
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsMeta(q: AnalyticsQuery) {
  return useQuery({
    queryKey: ['analytics', 'meta', q.startDate, q.endDate, q.everyone === true],
    queryFn: () =>
      call<{ views: number; visitors: number; items: number; live: number; previous: { views: number; visitors: number } }>('/api/foliosAnalyticsMeta', { query: rangeOf(q) }),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAllSeries(q: AnalyticsQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'series', q],
    queryFn: () => call<{ current: AnalyticsPoint[]; previous: AnalyticsPoint[] }>('/api/foliosAnalytics/chart/pageViews', { query: { ...rangeOf(q), interval: q.interval } }),
    enabled,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsReport(q: AnalyticsQuery, selected: Selected | null) {
  return useQuery({
    queryKey: ['analytics', 'report', q, selected],
    queryFn: () => call<AnalyticsReport>(`/api/foliosAnalytics/chart/${encodeURIComponent(selected!.entityId)}/all`, { query: { ...rangeOf(q), interval: q.interval, entityType: selected!.entityType } }),
    enabled: selected !== null,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function downloadAnalytics(q: AnalyticsQuery, selected: Selected): Promise<void> {
  const params = new URLSearchParams({ ...rangeOf(q), interval: q.interval, entityType: selected.entityType });
  return downloadAuthorized(`/api/foliosAnalytics/chart/${encodeURIComponent(selected.entityId)}/export?${params}`, 'analytics.csv');
}

export interface DashboardLink {
  token: string;
  url: string;
  entityType: 'folio' | 'website';
  entityId: string;
  created: string;
}

export function useDashboardLinks(selected: Selected) {
  return useQuery({
    queryKey: ['analytics', 'links', selected.entityType, selected.entityId],
    queryFn: () => call<{ items: DashboardLink[] }>('/api/foliosAnalytics/links', { query: { entityType: selected.entityType, entityId: selected.entityId } }),
  });
}

export function useDashboardLinkChanges(selected: Selected) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['analytics', 'links', selected.entityType, selected.entityId] });
  return {
    create: useMutation({ mutationFn: () => call<DashboardLink>('/api/foliosAnalytics/links', { method: 'POST', body: selected }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (token: string) => call<void>(`/api/foliosAnalytics/links/${encodeURIComponent(token)}`, { method: 'DELETE' }), onSuccess: refresh }),
  };
}

/** What a read-only link shows, without signing in. */
export function useSharedDashboard(token: string, q: Omit<AnalyticsQuery, 'everyone'>) {
  return useQuery({
    queryKey: ['analytics', 'shared', token, q],
    queryFn: () =>
      call<{ name: string; entityType: 'folio' | 'website'; report: AnalyticsReport }>(`/public/api/analyticsLinks/${encodeURIComponent(token)}`, {
        query: { startDate: q.startDate, endDate: q.endDate, interval: q.interval },
        auth: 'none',
      }),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useWeeklyReport() {
  const client = useQueryClient();
  const setting = useQuery({ queryKey: ['analytics', 'settings'], queryFn: () => call<{ weeklyReport: boolean }>('/api/analyticsSettings') });
  const change = useMutation({
    mutationFn: (weeklyReport: boolean) => call<{ weeklyReport: boolean }>('/api/analyticsSettings', { method: 'PUT', body: { weeklyReport } }),
    onSuccess: (data) => client.setQueryData(['analytics', 'settings'], data),
  });
  return { setting, change };
}
