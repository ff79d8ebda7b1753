import { answerLabel as modelAnswerLabel } from '@folio/model';
import type { Submission, SubmissionColumn } from '../../api/submissions.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { translate } from '../../i18n/i18n.ts';

/** One answer as people read it in the table and the drawer (the model's rule, with the column's options). */
export const answerLabel = (column: SubmissionColumn, answer: unknown): string => modelAnswerLabel(column.kind, column.options ?? [], answer);

export const submitterName = (s: Submission) => s.authorName ?? translate('submissions:guest');

/** When a submission was sent or edited: 'Nov 22, 2026, 08:05 AM', in the app's language. */
export const formatWhen = (iso: string) => formatDateTime(iso);
