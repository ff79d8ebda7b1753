/** Visualizations (spec §3, §7): charts of a folio's submissions, their settings and who may see or change them. */
import { FOLIO_TEXTS, type FieldAggregate, type Visualization, type VisualizationRoot } from '@folio/model';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, guestCan, type ShareGrant, type VisualizationAccess } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { folios, visualizations, websites } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { documentOf, isUuid, loadFolio, readable, type FolioRow } from '../folios/folios.ts';
import { grantFor } from '../shares/grants.ts';
import { chartField, publishedDocument } from './folioData.ts';
import { parseRoot, storedRoot } from './root.ts';

export const VISUALIZATION_NOT_FOUND = 'No visualization with this id';
export const NOT_YOUR_WEBSITE = 'websiteId must name one of your websites';

export type VisualizationRow = typeof visualizations.$inferSelect;

export interface VisualizationWithFolio {
  row: VisualizationRow;
  folio: Pick<FolioRow, 'id' | 'authorId' | 'isPublic'>;
}

/** `share`: what shares give the caller on the chart's folio (a chart follows its folio's rights, issue 26). */
export const accessOfVisualization = ({ row, folio }: VisualizationWithFolio, share: ShareGrant | null = null): VisualizationAccess => ({
  authorId: row.authorId,
  folio: { authorId: folio.authorId, isPublic: folio.isPublic, share },
  isPublished: row.isPublished && row.publishedRoot !== null,
});

/** What shares give the user on the chart's folio (none for its author or a guest). */
const folioShareOf = async (db: Executor, user: AuthUser | null, found: VisualizationWithFolio) =>
  user && user.userId !== found.folio.authorId ? grantFor(db, user.userId, { type: 'folio', id: found.folio.id }) : null;

/** A live visualization of a live folio, with that folio's access facts; null when unknown or deleted. */
export async function findVisualization(db: Executor, id: string, forUpdate = false): Promise<VisualizationWithFolio | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select({ row: visualizations, folio: { id: folios.id, authorId: folios.authorId, isPublic: folios.isPublic } })
    .from(visualizations)
    .innerJoin(folios, eq(folios.id, visualizations.folioId))
    .where(and(eq(visualizations.id, id), eq(visualizations.isDeleted, false), eq(folios.isDeleted, false)))
    .limit(1);
  const [found] = forUpdate ? await query.for('update', { of: visualizations }) : await query;
  return found ?? null;
}

export function presentVisualization(row: VisualizationRow, working: boolean): Visualization {
  return {
    id: row.id,
    folioId: row.folioId,
    authorId: row.authorId,
    websiteId: row.websiteId,
    isPublished: row.isPublished,
    isDeleted: row.isDeleted,
    root: working ? storedRoot(row.root) : null,
    publishedRoot: row.publishedRoot ? parseRoot(row.publishedRoot) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 404 unless the user may at least see it; 403 with the spec's text when they may see but not change it. */
function editableVisualization(user: AuthUser, found: VisualizationWithFolio | null): VisualizationWithFolio {
  if (!found) throw notFound(VISUALIZATION_NOT_FOUND);
  const access = accessOfVisualization(found);
  if (!can(user, { kind: 'visualization.edit', visualization: access })) {
    if (can(user, { kind: 'visualization.read', visualization: access, copy: 'published' })) throw forbidden(FOLIO_TEXTS.cannotModify);
    throw notFound(VISUALIZATION_NOT_FOUND);
  }
  return found;
}

async function checkWebsite(db: Executor, user: AuthUser, websiteId: string | null | undefined): Promise<void> {
  if (websiteId === null || websiteId === undefined) return;
  const [site] = isUuid(websiteId)
    ? await db.select({ authorId: websites.authorId }).from(websites).where(eq(websites.id, websiteId)).limit(1)
    : [];
  if (!site || !can(user, { kind: 'website.edit', website: site })) throw badRequest(NOT_YOUR_WEBSITE);
}

/** A new chart of the user's own folio (its settings as given; published when the folio next is). */
export async function createVisualization(
  db: Executor,
  user: AuthUser,
  folioId: string,
  input: { root: VisualizationRoot; websiteId?: string | null | undefined },
): Promise<Visualization> {
  const folio = readable(user, await loadFolio(db, user, folioId));
  const access = { authorId: user.userId, folio: { authorId: folio.authorId, isPublic: folio.isPublic, share: folio.share }, isPublished: false };
  if (!can(user, { kind: 'visualization.edit', visualization: access })) throw forbidden(FOLIO_TEXTS.cannotModify);
  await checkWebsite(db, user, input.websiteId);
  const [row] = await db
    .insert(visualizations)
    .values({ folioId: folio.id, authorId: user.userId, websiteId: input.websiteId ?? null, root: { ...input.root } })
    .returning();
  return presentVisualization(row!, true);
}

/** New settings (and website) for the user's own chart; visitors keep the published ones until the next publish. */
export async function updateVisualization(
  db: Executor,
  user: AuthUser,
  id: string,
  input: { root?: VisualizationRoot | undefined; websiteId?: string | null | undefined },
): Promise<Visualization> {
  const { row } = editableVisualization(user, await findVisualization(db, id));
  await checkWebsite(db, user, input.websiteId);
  const [updated] = await db
    .update(visualizations)
    .set({
      ...(input.root ? { root: { ...input.root } } : {}),
      ...(input.websiteId !== undefined ? { websiteId: input.websiteId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(visualizations.id, row.id))
    .returning();
  return presentVisualization(updated!, true);
}

/** Soft delete: pages that show it show nothing in its place from then on. */
export async function deleteVisualization(db: Executor, user: AuthUser, id: string): Promise<void> {
  const { row } = editableVisualization(user, await findVisualization(db, id));
  await db.update(visualizations).set({ isDeleted: true, updatedAt: new Date() }).where(eq(visualizations.id, row.id));
}

/** A chart as a page's reader draws it: its settings and the aggregates of the answers it counts. */
export interface CanvasChart {
  visualizationId: string;
  /** the settings drawn: the working ones for those who read its folio's working copy, else the published ones */
  root: VisualizationRoot;
  copy: 'working' | 'published';
  field: FieldAggregate | null;
}

/**
 * GET /api/visualizations/{id}/chart (issue 26): the chart as whoever may read its folio sees it in the editor or
 * viewer — a sharee reading the working copy sees the working settings over the form they see, a reader of the
 * published page (a buyer of a view licence) the published ones, as visitors do. 404 for everyone else.
 */
export async function readCanvasChart(db: Executor, user: AuthUser, id: string): Promise<CanvasChart> {
  const found = await findVisualization(db, id);
  if (!found) throw notFound(VISUALIZATION_NOT_FOUND);
  const visualization = accessOfVisualization(found, await folioShareOf(db, user, found));
  const working = can(user, { kind: 'visualization.read', visualization, copy: 'working' });
  if (!working && !can(user, { kind: 'visualization.read', visualization, copy: 'published' })) throw notFound(VISUALIZATION_NOT_FOUND);
  const root = working ? storedRoot(found.row.root) : parseRoot(found.row.publishedRoot);
  if (!root) throw notFound(VISUALIZATION_NOT_FOUND);
  let doc = null;
  if (working) {
    const [folio] = await db.select().from(folios).where(eq(folios.id, found.folio.id)).limit(1);
    doc = folio ? documentOf(folio) : null;
  } else doc = await publishedDocument(db, found.folio.id);
  return { visualizationId: found.row.id, root, copy: working ? 'working' : 'published', field: await chartField(db, found.folio.id, doc, root) };
}

/**
 * One chart. `forEditing` (its owner only) answers the working settings too; otherwise the published settings,
 * to anyone who may read its folio once published (guests: of a public folio). 404 for everyone else.
 */
export async function readVisualization(
  db: Executor,
  user: AuthUser | null,
  id: string,
  forEditing: boolean,
): Promise<{ found: VisualizationWithFolio; view: Visualization }> {
  const found = await findVisualization(db, id);
  if (!found) throw notFound(VISUALIZATION_NOT_FOUND);
  const visualization = accessOfVisualization(found, await folioShareOf(db, user, found));
  const copy = forEditing ? 'working' : 'published';
  const allowed = user ? can(user, { kind: 'visualization.read', visualization, copy }) : guestCan({ kind: 'visualization.read', visualization, copy });
  if (!allowed) throw notFound(VISUALIZATION_NOT_FOUND);
  return { found, view: presentVisualization(found.row, forEditing) };
}
