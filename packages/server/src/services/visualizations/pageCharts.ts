/**
 * Charts on published pages and websites: the submissions stamp that goes into a page's ETag, and the chart data
 * filled into visualization widgets before rendering (the render package draws them as SVG).
 */
import { createHash } from 'node:crypto';
import type { FieldAggregate, FolioDocument, NodeMap, VisualizationRoot } from '@folio/model';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PublicationStamp, PublishedDoc } from '../sites/publishedDocs.ts';
import { isUuid } from '../folios/folios.ts';
import { STAMP_SQL } from './aggregates.ts';
import { chartField, publishedDocument } from './folioData.ts';
import { parseRoot } from './root.ts';

type ChartSource = {
  id: string;
  folioId: string;
  folioIsPublic: boolean;
  isPublished: boolean;
  stamp: string;
};

/** The live charts among `ids` of this author, each with its folio's submissions stamp (one index probe each). */
async function chartSources(db: Executor, authorId: string, ids: string[]): Promise<ChartSource[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const { rows } = await db.execute<ChartSource>(sql`
    select v.id, v.folio_id as "folioId", f.is_public as "folioIsPublic", (v.is_published and v.published_root is not null) as "isPublished",
      ${STAMP_SQL(sql`v.folio_id`)} as stamp
    from visualizations v join folios f on f.id = v.folio_id
    where v.id = any(${`{${wanted.join(',')}}`}::uuid[]) and v.author_id = ${authorId} and not v.is_deleted and not f.is_deleted
    order by v.id`);
  return rows;
}

/** Visitors see a chart whose folio is public and that has been published (guestCan visualization.read). */
const visible = (s: ChartSource) => s.folioIsPublic && s.isPublished;

/** What the charts of some snapshots draw from, for a page's ETag and the cache of it (services/cluster). */
export interface ChartsStamp {
  /**
   * A short token that changes when anything the charts draw changes: a submission arriving, edited or deleted
   * (submissionsStamp), a chart deleted, its folio made private. '' when the snapshots show no chart.
   */
  key: string;
  /** the folios whose submissions the charts count */
  folioIds: string[];
}

/** The charts stamp of these snapshots (no query when they show no chart). */
export async function chartsStamp(db: Executor, stamps: Array<PublicationStamp | null | undefined>): Promise<ChartsStamp> {
  const parts: string[] = [];
  const folioIds = new Set<string>();
  for (const stamp of stamps) {
    if (!stamp || stamp.visIds.length === 0) continue;
    const sources = await chartSources(db, stamp.authorId, stamp.visIds);
    for (const s of sources) folioIds.add(s.folioId);
    parts.push(sources.map((s) => `${s.id}:${visible(s) ? s.stamp : 'hidden'}`).join(','));
  }
  if (parts.length === 0) return { key: '', folioIds: [] };
  return { key: createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 16), folioIds: [...folioIds] };
}

/** Change-feed tags (services/cluster/changeFeed.ts) of what a charts stamp was read from. */
export const chartTags = (charts: ChartsStamp): string[] => charts.folioIds.map((id) => `s:${id}`);

/**
 * How long a page's stamp may be kept when it shows charts: the submissions stamp counts edits and deletions from
 * PostgreSQL's statistics, which arrive up to about a second after the change notification.
 */
export const chartsMaxAge = (charts: ChartsStamp): number | undefined => (charts.key ? 1_000 : undefined);

export interface PageChart {
  root: VisualizationRoot;
  field: FieldAggregate | null;
}

/** The charts a published snapshot's widgets show, as visitors see them, by visualization id. */
export async function chartsOf(db: Executor, published: PublishedDoc): Promise<Map<string, PageChart>> {
  const charts = new Map<string, PageChart>();
  const sources = (await chartSources(db, published.authorId, published.visIds)).filter(visible);
  const docs = new Map<string, FolioDocument | null>([[published.folioId, published.doc]]);
  for (const source of sources) {
    const root = parseRoot(published.visStates[source.id]);
    if (!root) continue;
    if (!docs.has(source.folioId)) docs.set(source.folioId, await publishedDocument(db, source.folioId));
    charts.set(source.id, { root, field: await chartField(db, source.folioId, docs.get(source.folioId)!, root) });
  }
  return charts;
}

/**
 * A copy of the document whose visualization widgets carry their chart; any other `chart` in a widget's meta (a
 * stored document never carries one) is dropped, so only what the server computed is drawn.
 */
export function withCharts(doc: FolioDocument, charts: Map<string, PageChart>): FolioDocument {
  let nodes: NodeMap | null = null;
  for (const node of Object.values(doc.nodes)) {
    if (node.kind !== 'visualization-widget') continue;
    const chart = node.meta.visualizationId ? charts.get(node.meta.visualizationId) : undefined;
    if (!chart && !('chart' in node.meta)) continue;
    const { chart: _stored, ...meta } = node.meta as typeof node.meta & { chart?: unknown };
    nodes ??= { ...doc.nodes };
    nodes[node.id] = { ...node, meta: chart ? { ...meta, chart } : meta } as NodeMap[string];
  }
  return nodes ? { ...doc, nodes } : doc;
}
