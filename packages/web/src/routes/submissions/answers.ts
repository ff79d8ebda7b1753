import type { Submission, SubmissionColumn } from '../../api/submissions.ts';

/** One answer as people read it in the table and the drawer: choices by their text, files by name. */
export function answerLabel(column: SubmissionColumn, answer: unknown): string {
  if (answer === null || answer === undefined || answer === '') return '';
  if (Array.isArray(answer)) {
    const labels = new Map((column.options ?? []).map((o) => [o.value, o.label]));
    return answer
      .map((item) => (item && typeof item === 'object' && 'name' in item ? String((item as { name: unknown }).name) : (labels.get(String(item)) ?? String(item))))
      .join(', ');
  }
  if (column.kind === 'numeric-widget' && answer === 0) return '';
  return String(answer);
}

export const submitterName = (s: Submission) => s.authorName ?? 'Guest';

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
