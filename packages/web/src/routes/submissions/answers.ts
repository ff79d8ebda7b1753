import { answerLabel as modelAnswerLabel } from '@folio/model';
import type { Submission, SubmissionColumn } from '../../api/submissions.ts';

/** One answer as people read it in the table and the drawer (the model's rule, with the column's options). */
export const answerLabel = (column: SubmissionColumn, answer: unknown): string => modelAnswerLabel(column.kind, column.options ?? [], answer);

export const submitterName = (s: Submission) => s.authorName ?? 'Guest';

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
