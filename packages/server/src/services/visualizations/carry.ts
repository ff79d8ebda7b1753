/**
 * Copies carry their charts (issue 26): every live chart of the source's author that the copied document's widgets
 * show becomes a chart of the copy — counting the copy's own submissions, owned by the copy's owner, unpublished
 * until the copy is — and the copy's widgets point at the new charts. A copy of a published page (a template, a
 * purchase) takes the published settings, an own copy the working ones. Without this the copy's widgets named
 * charts of someone else's folio, which its new owner may not read.
 */
import { randomUUID } from 'node:crypto';
import type { FolioDocument, NodeMap, VisualizationRoot } from '@folio/model';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { visualizations } from '../../db/schema.ts';
import { shownVisualizationIds } from './publish.ts';
import { parseRoot, storedRoot } from './root.ts';

export interface CarriedCharts {
  /** the copy's document, its widgets naming the new charts */
  doc: FolioDocument;
  /** the new charts to insert once the copy exists (insertCarriedCharts) */
  charts: Array<{ id: string; root: VisualizationRoot }>;
}

export async function carryCharts(tx: Executor, sourceAuthorId: string, doc: FolioDocument, settings: 'working' | 'published'): Promise<CarriedCharts> {
  const shown = shownVisualizationIds(doc.nodes);
  if (shown.length === 0) return { doc, charts: [] };
  const rows = await tx
    .select({ id: visualizations.id, root: visualizations.root, publishedRoot: visualizations.publishedRoot })
    .from(visualizations)
    .where(and(inArray(visualizations.id, shown), eq(visualizations.authorId, sourceAuthorId), eq(visualizations.isDeleted, false)));
  const renamed = new Map<string, string>();
  const charts: CarriedCharts['charts'] = [];
  for (const row of rows) {
    const root = settings === 'published' ? (parseRoot(row.publishedRoot) ?? storedRoot(row.root)) : storedRoot(row.root);
    const id = randomUUID();
    renamed.set(row.id, id);
    charts.push({ id, root });
  }
  const nodes: NodeMap = { ...doc.nodes };
  for (const node of Object.values(doc.nodes)) {
    if (node.kind !== 'visualization-widget' || !node.meta.visualizationId) continue;
    // A widget naming a chart that does not travel shows nothing, as a deleted chart does.
    nodes[node.id] = { ...node, meta: { ...node.meta, visualizationId: renamed.get(node.meta.visualizationId) ?? null } };
  }
  return { doc: { ...doc, nodes }, charts };
}

/** The carried charts, as charts of the new copy (run in the transaction that inserted it). */
export async function insertCarriedCharts(tx: Executor, copy: { id: string; authorId: string }, charts: CarriedCharts['charts']): Promise<void> {
  if (charts.length === 0) return;
  await tx.insert(visualizations).values(charts.map((c) => ({ id: c.id, folioId: copy.id, authorId: copy.authorId, websiteId: null, root: { ...c.root } })));
}
