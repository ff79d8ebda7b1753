/**
 * spec §5 on the server: a PATCH to a template-based folio is re-checked with the model's table
 * (packages/model/src/folio/templateRules.ts — the editor pre-checks with the same one).
 */
import { templateEditProblem, type EditLogEntry, type FolioDocument } from '@folio/model';
import { badRequest } from '../../errors.ts';

export type { EditLogEntry };

/** Throws 400 when a PATCH to a template-based folio leaves its actions' base paths. */
export function checkTemplateChange(before: FolioDocument, after: FolioDocument, log: readonly EditLogEntry[]): void {
  const problem = templateEditProblem(before, after, log);
  if (problem) throw badRequest(problem);
}
