/**
 * The stable columns of a folio's submissions table (`submission_fields`): every input widget a published version
 * sent, with its latest label, and every hidden field a published button declared (named after it). Written when the folio is published; widgets no longer in the form keep their
 * column, marked removed.
 */
import { formFields, hiddenColumns, type NodeMap } from '@folio/model';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { submissionFields } from '../../db/schema.ts';

export interface SubmissionColumn {
  widgetId: string;
  kind: string;
  label: string;
  position: number;
  removed: boolean;
  /** a choice question's options (key and text), for showing answers */
  options?: Array<{ value: string; label: string }>;
}

/** Brings the columns up to the published nodes: new widgets appended in form order, labels refreshed. */
export async function refreshSubmissionFields(db: Executor, folioId: string, nodes: NodeMap): Promise<void> {
  // Hidden fields (issue 31) are columns too, keyed `hidden:<name>` as their values are stored, after the widgets.
  const fields = [...formFields(nodes), ...hiddenColumns(nodes)];
  const existing = await db
    .select({ widgetId: submissionFields.widgetId, position: submissionFields.position })
    .from(submissionFields)
    .where(eq(submissionFields.folioId, folioId));
  const known = new Map(existing.map((f) => [f.widgetId, f.position]));
  let next = existing.reduce((max, f) => Math.max(max, f.position + 1), 0);
  const live = new Set(fields.map((f) => f.widgetId));
  if (fields.length) {
    await db
      .insert(submissionFields)
      .values(
        fields.map((f) => ({
          folioId,
          widgetId: f.widgetId,
          kind: f.kind,
          label: f.label,
          position: known.get(f.widgetId) ?? next++,
          removedAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: [submissionFields.folioId, submissionFields.widgetId],
        set: { label: sql`excluded.label`, kind: sql`excluded.kind`, removedAt: null, updatedAt: sql`now()` },
      });
  }
  const gone = existing.filter((f) => !live.has(f.widgetId)).map((f) => f.widgetId);
  if (gone.length) {
    await db.execute(sql`update submission_fields set removed_at = coalesce(removed_at, now())
      where folio_id = ${folioId} and widget_id in (${sql.join(gone.map((g) => sql`${g}`), sql`, `)})`);
  }
}

export async function submissionColumns(db: Executor, folioId: string): Promise<SubmissionColumn[]> {
  const rows = await db
    .select()
    .from(submissionFields)
    .where(eq(submissionFields.folioId, folioId))
    .orderBy(asc(submissionFields.position));
  return rows.map((r) => ({ widgetId: r.widgetId, kind: r.kind, label: r.label, position: r.position, removed: r.removedAt !== null }));
}
