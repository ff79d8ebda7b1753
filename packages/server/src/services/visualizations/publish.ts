/**
 * Publishing a folio publishes its charts (decision 30): each visualization its widgets show (of the same author)
 * and each of its own gets `publishedRoot` = `root`; the snapshot's `visStates` records the settings of the charts
 * its widgets show, so the published page draws them as they were when it was published.
 */
import type { NodeMap, VisualizationRoot } from '@folio/model';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { visualizations } from '../../db/schema.ts';
import { isUuid } from '../folios/folios.ts';
import { parseRoot } from './root.ts';

/** The visualization ids a document's visualization widgets name (well-formed ones only). */
export function shownVisualizationIds(nodes: NodeMap): string[] {
  const ids = new Set<string>();
  for (const node of Object.values(nodes)) {
    if (node.kind === 'visualization-widget' && node.meta.visualizationId && isUuid(node.meta.visualizationId)) ids.add(node.meta.visualizationId);
  }
  return [...ids];
}

/** Publishes the charts of a folio being published (in its transaction); answers the visStates to store. */
export async function publishVisualizations(
  tx: Executor,
  folio: { id: string; authorId: string },
  nodes: NodeMap,
): Promise<Record<string, VisualizationRoot>> {
  const shown = shownVisualizationIds(nodes);
  const mine = and(eq(visualizations.authorId, folio.authorId), eq(visualizations.isDeleted, false));
  const which = shown.length ? or(eq(visualizations.folioId, folio.id), inArray(visualizations.id, shown)) : eq(visualizations.folioId, folio.id);
  const rows = await tx.select({ id: visualizations.id, root: visualizations.root }).from(visualizations).where(and(mine, which)).for('update');
  const states: Record<string, VisualizationRoot> = {};
  for (const row of rows) {
    const root = parseRoot(row.root);
    if (!root) continue;
    await tx.update(visualizations).set({ publishedRoot: { ...root }, isPublished: true }).where(eq(visualizations.id, row.id));
    if (shown.includes(row.id)) states[row.id] = root;
  }
  return states;
}
