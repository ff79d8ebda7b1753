/** What GET …/folio/visualization/{id}/chart draws: which settings, over which form, and a key naming it all. */
import { createHash } from 'node:crypto';
import type { FieldAggregate, VisualizationRoot } from '@folio/model';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, guestCan } from '../../auth/can.ts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { folioPublications, folios } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { documentOf, findFolio } from '../folios/folios.ts';
import { fieldAggregates, submissionsStamp } from './aggregates.ts';
import { publishedDocument } from './folioData.ts';
import { formField } from './formFields.ts';
import { parseRoot, storedRoot } from './root.ts';
import { VISUALIZATION_NOT_FOUND, accessOfVisualization, findVisualization } from './visualizations.ts';

export interface ChartImage {
  /** names the settings, the field as the form has it and the submissions counted */
  key: string;
  /** the settings drawn and its field's aggregates, computed only when needed */
  load: () => Promise<{ root: VisualizationRoot; field: FieldAggregate | null }>;
}

/**
 * The chart a caller gets: its owner on the /api variant the working settings over the working form (a preview),
 * everyone else the published settings over the published form, when they may read it (404 otherwise).
 */
export async function chartImage(db: Executor, user: AuthUser | null, id: string, allowWorking: boolean): Promise<ChartImage> {
  const found = await findVisualization(db, id);
  if (!found) throw notFound(VISUALIZATION_NOT_FOUND);
  const visualization = accessOfVisualization(found);
  const working = allowWorking && user !== null && can(user, { kind: 'visualization.read', visualization, copy: 'working' });
  const published = user ? can(user, { kind: 'visualization.read', visualization, copy: 'published' }) : guestCan({ kind: 'visualization.read', visualization, copy: 'published' });
  const root = working ? storedRoot(found.row.root) : published ? parseRoot(found.row.publishedRoot) : null;
  if (!root) throw notFound(VISUALIZATION_NOT_FOUND);
  // The form's labels come from the working copy (owner) or the publication: their version names them in the key,
  // so a cached chart needs neither document loaded.
  const folioId = found.folio.id;
  const [form] = working
    ? await db.select({ version: folios.version, at: folios.updatedAt }).from(folios).where(eq(folios.id, folioId)).limit(1)
    : await db.select({ version: folioPublications.version, at: folioPublications.publishedAt }).from(folioPublications).where(eq(folioPublications.folioId, folioId)).limit(1);
  const stamp = await submissionsStamp(db, folioId);
  const key = createHash('sha256')
    .update(JSON.stringify([id, working, root, form?.version ?? null, form?.at.getTime() ?? null, stamp]))
    .digest('base64url')
    .slice(0, 27);
  return {
    key,
    load: async () => {
      const doc = working ? documentOf((await findFolio(db, folioId))!) : await publishedDocument(db, folioId);
      const field = doc && root.widgetId ? formField(doc.nodes[root.widgetId]) : null;
      return { root, field: field ? ((await fieldAggregates(db, folioId, [field]))[0] ?? null) : null };
    },
  };
}
