/**
 * What every folio read carries besides the document (spec §3 Folio root, "Also"): isDeleted, hasBeenPurchased,
 * licenseDetails, assets, library, visualizations, licenseOptions — each as the reader may see it, decided by can()
 * (a guest's by guestCan). GET /api/folios/{id}, its create and copy answers and the public view use this.
 */
import { blobUses, type FolioDocument, type FolioReadFields } from '@folio/model';
import { and, asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, guestCan, type LibraryAccess, type VisualizationAccess } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { visualizations } from '../../db/schema.ts';
import { readableAssetsByIds } from '../assets/assetQueries.ts';
import { findLibrary } from '../libraries/libraries.ts';
import { offeredOptions } from '../selling/licenseOptions.ts';
import { folioAccessOf, type AccessibleFolio } from './folios.ts';

type Viewer = AuthUser | null;

/** The library root.libraryId names, as {id, name}, when the reader may read it. */
async function libraryOf(db: Executor, viewer: Viewer, libraryId: string | null): Promise<FolioReadFields['library']> {
  if (!libraryId || !/^\d{1,9}$/.test(libraryId)) return null;
  const row = await findLibrary(db, Number(libraryId), viewer);
  if (!row) return null;
  const library: LibraryAccess = { ownerId: row.ownerId, isPublic: row.isPublic, share: row.share ?? null };
  const readable = viewer ? can(viewer, { kind: 'library.read', library }) : guestCan({ kind: 'library.read', library });
  return readable ? { id: row.id, name: row.name } : null;
}

/** The folio's live charts the reader may read (the published ones with the folio; all of them for their author). */
async function chartsOf(db: Executor, viewer: Viewer, row: AccessibleFolio): Promise<FolioReadFields['visualizations']> {
  const rows = await db
    .select({ id: visualizations.id, isPublished: visualizations.isPublished, authorId: visualizations.authorId })
    .from(visualizations)
    .where(and(eq(visualizations.folioId, row.id), eq(visualizations.isDeleted, false)))
    .orderBy(asc(visualizations.createdAt), asc(visualizations.id));
  const folio = folioAccessOf(row);
  return rows
    .filter((v) => {
      const visualization: VisualizationAccess = { authorId: v.authorId, folio, isPublished: v.isPublished };
      const action = { kind: 'visualization.read', visualization, copy: 'published' } as const;
      return viewer ? can(viewer, action) : guestCan(action);
    })
    .map(({ id, isPublished }) => ({ id, isPublished }));
}

export async function readFieldsOf(db: Executor, viewer: Viewer, row: AccessibleFolio, doc: FolioDocument): Promise<FolioReadFields> {
  const assetIds = blobUses(Object.values(doc.nodes)).flatMap((use) => (use.assetId ? [use.assetId] : []));
  // Buyers read a public item's options; its owner reads their own item's.
  const offered = row.isPublic || viewer?.userId === row.authorId;
  const [assets, library, charts, licenseOptions] = await Promise.all([
    readableAssetsByIds(db, viewer, assetIds),
    libraryOf(db, viewer, doc.root.libraryId),
    chartsOf(db, viewer, row),
    offered ? offeredOptions(db, { type: 'folio', id: row.id }) : Promise.resolve([]),
  ]);
  const workingCopy = viewer !== null && can(viewer, { kind: 'folio.readWorkingCopy', folio: folioAccessOf(row) });
  return {
    isDeleted: row.isDeleted,
    hasBeenPurchased: row.hasBeenPurchased,
    licenseDetails: workingCopy ? row.licenseDetails : null,
    assets,
    library,
    visualizations: charts,
    licenseOptions,
  };
}
