/** Charts of a folio's submissions (spec §7 Visualizations) and the aggregates they draw (GET /api/folios/{id}/data). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldAggregate, FolioData, Visualization, VisualizationRoot } from '@folio/model';
import { call } from './client.ts';

export const visualizationKeys = {
  one: (id: string) => ['visualizations', id] as const,
  data: (folioId: string) => ['folios', 'data', folioId] as const,
  chart: (id: string) => ['visualizations', id, 'chart'] as const,
};

/** A chart as a reader of its folio sees it (a sharee, a buyer): its settings and the answers it draws. */
export interface ReaderChart {
  visualizationId: string;
  root: VisualizationRoot;
  copy: 'working' | 'published';
  field: FieldAggregate | null;
}

/** GET /api/visualizations/{id}/chart → the chart as the caller may see it (404 unless they may read its folio). */
export const getReaderChart = (id: string) => call<ReaderChart>(`/api/visualizations/${encodeURIComponent(id)}/chart`);

export function useReaderChart(id: string | null) {
  return useQuery({ queryKey: visualizationKeys.chart(id ?? ''), queryFn: () => getReaderChart(id!), enabled: id !== null, retry: false });
}

/** GET /api/folios/{id}/data → the form fields per submit button with their answers' aggregates. */
export const getFolioData = (folioId: string) => call<FolioData>(`/api/folios/${encodeURIComponent(folioId)}/data`);

/** GET /api/visualizations/{id}?forEditing=true → the chart with its working settings. */
export const getVisualization = (id: string) =>
  call<Visualization>(`/api/visualizations/${encodeURIComponent(id)}`, { query: { forEditing: true, editContent: true } });

/** POST /api/visualizations/create/{folioId} {root} → 201 the new chart. */
export const createVisualization = (folioId: string, root: VisualizationRoot) =>
  call<Visualization>(`/api/visualizations/create/${encodeURIComponent(folioId)}`, { method: 'POST', body: { root } });

/** POST /api/visualizations/update/{id} {root} → the chart. */
export const updateVisualization = (id: string, root: VisualizationRoot) =>
  call<Visualization>(`/api/visualizations/update/${encodeURIComponent(id)}`, { method: 'POST', body: { root } });

export function useFolioData(folioId: string | null) {
  return useQuery({ queryKey: visualizationKeys.data(folioId ?? ''), queryFn: () => getFolioData(folioId!), enabled: folioId !== null });
}

export function useVisualization(id: string | null) {
  return useQuery({ queryKey: visualizationKeys.one(id ?? ''), queryFn: () => getVisualization(id!), enabled: id !== null, retry: false });
}

export function useCreateVisualization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ folioId, root }: { folioId: string; root: VisualizationRoot }) => createVisualization(folioId, root),
    onSuccess: (v) => {
      client.setQueryData(visualizationKeys.one(v.id), v);
      void client.invalidateQueries({ queryKey: visualizationKeys.data(v.folioId) });
    },
  });
}

export function useUpdateVisualization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, root }: { id: string; root: VisualizationRoot }) => updateVisualization(id, root),
    onSuccess: (v) => {
      client.setQueryData(visualizationKeys.one(v.id), v);
      void client.invalidateQueries({ queryKey: visualizationKeys.data(v.folioId) });
    },
  });
}
