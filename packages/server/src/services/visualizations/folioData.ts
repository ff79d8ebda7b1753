/** GET /api/folios/{id}/data: a folio's form fields per submit button with the aggregates of their answers. */
import { findFormFolio } from '../submissions/publishedForm.ts';
import { loadFolioDocument, type FieldAggregate, type FolioData, type FolioDocument, type VisualizationRoot } from '@folio/model';
import { and, desc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { folioPublications, visualizations } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { loadFolio, readable, readerDocument } from '../folios/folios.ts';
import { fieldAggregates, folioTotals } from './aggregates.ts';
import { formButtons, formField, type FormField } from './formFields.ts';
import { storedRoot } from './root.ts';

export const CANNOT_READ_SUBMISSIONS = "Only the folio's owner and its submission receivers may read its submissions";


/** The folio's fields (its owner: the working copy; receivers: the published form) with their answers' aggregates. */
export async function folioData(db: Executor, user: AuthUser, folioId: string): Promise<FolioData> {
  const found = await loadFolio(db, user, folioId);
  const form = found && (await findFormFolio(db, found.id));
  // Receivers (accounts and groups) read the submissions of a folio they may not otherwise see; others learn only
  // what folio.read allows.
  if (!found || !form || !can(user, { kind: 'folio.readSubmissions', folio: { authorId: form.authorId, receiverIds: form.receiverIds } })) {
    readable(user, found);
    throw forbidden(CANNOT_READ_SUBMISSIONS);
  }
  const row = found;
  const { doc } = await readerDocument(db, user, row);
  const buttons = formButtons(doc);
  const fields = buttons.flatMap((b) => b.fields);
  const [totals, aggregates, charts] = await Promise.all([
    folioTotals(db, row.id),
    fieldAggregates(db, row.id, uniqueFields(fields)),
    db
      .select({ id: visualizations.id, root: visualizations.root })
      .from(visualizations)
      .where(and(eq(visualizations.folioId, row.id), eq(visualizations.isDeleted, false)))
      .orderBy(desc(visualizations.createdAt)),
  ]);
  const byId = new Map(aggregates.map((a) => [a.widgetId, a]));
  return {
    folioId: row.id,
    ...totals,
    buttons: buttons.map((b) => ({ ...b, fields: b.fields.map((f) => byId.get(f.widgetId)!) })),
    visualizations: charts.map(({ id, root }) => {
      const { title, chartType, widgetId } = storedRoot(root);
      return { id, title, chartType, widgetId };
    }),
  };
}

const uniqueFields = (fields: FormField[]) => [...new Map(fields.map((f) => [f.widgetId, f])).values()];

/** The published snapshot of a folio, if any (charts on published pages take their labels from it). */
export async function publishedDocument(db: Executor, folioId: string): Promise<FolioDocument | null> {
  const [p] = await db.select().from(folioPublications).where(eq(folioPublications.folioId, folioId)).limit(1);
  return p ? loadFolioDocument({ schemaVersion: p.schemaVersion, root: p.root, nodes: p.nodes }) : null;
}

/** The aggregates one chart draws: its field in `doc` (the form as published, or the working copy for the owner). */
export async function chartField(db: Executor, folioId: string, doc: FolioDocument | null, root: VisualizationRoot): Promise<FieldAggregate | null> {
  const field = doc && root.widgetId ? formField(doc.nodes[root.widgetId]) : null;
  if (!field) return null;
  const [aggregate] = await fieldAggregates(db, folioId, [field]);
  return aggregate ?? null;
}
