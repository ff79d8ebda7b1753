/** Changing stored submissions: editing answers (when the folio allows it) and deleting. */
import { checkSubmissionData, isHiddenKey, isSubmitButton } from '@folio/model';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { submissionFiles, submissions } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { unusableFormUploads } from '../uploads/formUploads.ts';
import { SUBMISSION_NOT_FOUND, assertDeletable, assertEditable } from './access.ts';
import { SubmissionRefused, searchTextOf } from './create.ts';
import { getSubmission, findSubmissionRow } from './read.ts';
import type { SubmissionItem } from './present.ts';
import { findFormFolio, publishedNodes } from './publishedForm.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { submissionEvent } from '../webhooks/events.ts';

/**
 * New answers for a stored submission, checked like a new one against the form as published now. An upload answer
 * may keep files the submission already has, drop some, or add finished uploads to this form's widget.
 */
export async function editSubmission(db: Db, user: AuthUser, id: string, data: Record<string, unknown>): Promise<SubmissionItem> {
  const row = await findSubmissionRow(db, id);
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  const folio = assertEditable(user, await findFormFolio(db, row.folio_id));
  const { nodes } = await publishedNodes(db, folio);
  const button = nodes[row.button_id];
  if (!button || !isSubmitButton(button)) throw badRequest('This submission’s form has changed: its submit button is no longer published.');
  // Hidden fields' values (issue 31) are what the page's address said: kept as stored, whatever the edit sends.
  const answers = Object.fromEntries(Object.entries(data).filter(([key]) => !isHiddenKey(key)));
  const check = checkSubmissionData(nodes, button.meta.action.click.widgetIds, answers);
  const stored = { ...check.data, ...Object.fromEntries(Object.entries(row.data ?? {}).filter(([key]) => isHiddenKey(key))) };
  const problem = check.problems[0];
  if (problem) throw new SubmissionRefused(problem.widgetId, problem.message);
  const had = new Set((row.files ?? []).map((f) => f.blobId));
  await db.transaction(async (tx) => {
    const files = Object.entries(check.data).flatMap(([widgetId, answer]) =>
      nodes[widgetId]?.kind === 'upload-widget' ? (answer as Array<{ uuid: string; name: string }>).map((f) => ({ widgetId, ...f })) : [],
    );
    const added = files.filter((f) => !had.has(f.uuid));
    for (const widgetId of new Set(added.map((f) => f.widgetId))) {
      const bad = await unusableFormUploads(tx, folio.id, widgetId, added.filter((f) => f.widgetId === widgetId).map((f) => f.uuid));
      if (bad.length) throw new SubmissionRefused(widgetId, `${widgetId}: a file was not uploaded to this form, is not finished, or was already sent`);
    }
    const kept = files.map((f) => f.uuid);
    await tx
      .delete(submissionFiles)
      .where(and(eq(submissionFiles.submissionId, id), ...(kept.length ? [notInArray(submissionFiles.blobId, kept)] : [])));
    if (added.length) {
      await tx.insert(submissionFiles).values(added.map((f) => ({ submissionId: id, blobId: f.uuid, widgetId: f.widgetId, name: f.name })));
    }
    await tx
      .update(submissions)
      .set({ data: stored, searchText: searchTextOf(nodes, stored), editedBy: user.userId, editedAt: sql`now()` })
      .where(eq(submissions.id, id));
    const facts = { id, buttonId: row.button_id, websiteId: row.website_id, data: stored, createdAt: new Date(row.created_at).toISOString(), editedAt: new Date().toISOString() };
    await emitWebhookEvent(tx, submissionEvent('submission.updated', folio, nodes, facts));
  });
  return getSubmission(db, { user, sessionToken: null }, id);
}

export async function deleteSubmission(db: Db, user: AuthUser, id: string): Promise<void> {
  const row = await findSubmissionRow(db, id);
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  assertDeletable(user, await findFormFolio(db, row.folio_id));
  // Its files go with it (submission_files cascades); the uploads sweep removes the unattached blobs.
  await db.delete(submissions).where(eq(submissions.id, id));
}
