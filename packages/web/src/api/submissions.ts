/** Form submissions of a folio (spec §7 Submissions): the owner's and receivers' table, one submission, exports. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import { downloadAuthorized } from './download.ts';

export interface SubmissionFile {
  blobId: string;
  widgetId: string;
  name: string;
  url: string;
}

export interface Submission {
  id: string;
  folioId: string;
  buttonId: string;
  authorId: string | null;
  authorName: string | null;
  isFromWebsite: boolean;
  websiteId: string | null;
  /** the language the visitor read the form in (issue 32); null when not recorded */
  language?: string | null;
  createdAt: string;
  editedAt: string | null;
  editedBy: string | null;
  data: Record<string, unknown>;
  files: SubmissionFile[];
}

export interface SubmissionColumn {
  widgetId: string;
  kind: string;
  label: string;
  position: number;
  removed: boolean;
  options?: Array<{ value: string; label: string }>;
}

export interface SubmissionList {
  folio: { id: string; name: string; spreadsheet: boolean; canEdit: boolean; canDelete: boolean };
  items: Submission[];
  total: number;
  /** the total is the database's estimate (a long list) */
  totalIsEstimate?: boolean;
  columns: SubmissionColumn[];
}

export interface SubmissionQuery {
  first: number;
  after: number;
  sort?: string | undefined;
  search?: string | undefined;
  /** JSON: widget id → answer */
  filter?: string | undefined;
}

export const submissionKeys = {
  list: (folioId: string, q: SubmissionQuery) => ['submissions', folioId, q] as const,
  all: (folioId: string) => ['submissions', folioId] as const,
};

const listPath = (folioId: string) => `/api/folios/${encodeURIComponent(folioId)}/submissions`;

export const listSubmissions = (folioId: string, q: SubmissionQuery) =>
  call<SubmissionList>(listPath(folioId), { query: { ...q } });

export function useSubmissions(folioId: string, q: SubmissionQuery) {
  return useQuery({ queryKey: submissionKeys.list(folioId, q), queryFn: () => listSubmissions(folioId, q), placeholderData: keepPreviousData });
}

export function useEditSubmission(folioId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: Record<string, unknown> }) =>
      call<Submission>(`/api/submissions/${encodeURIComponent(id)}`, { method: 'PATCH', body: { data } }),
    onSuccess: () => client.invalidateQueries({ queryKey: submissionKeys.all(folioId) }),
  });
}

export function useDeleteSubmission(folioId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call<void>(`/api/submissions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: submissionKeys.all(folioId) }),
  });
}

/** Downloads an export (it needs the bearer token, so it is fetched, then saved from memory by the browser). */
export async function downloadExport(folioId: string, format: 'csv' | 'xlsx', q: Pick<SubmissionQuery, 'search' | 'filter'>): Promise<void> {
  const params = new URLSearchParams({ format });
  if (q.search) params.set('search', q.search);
  if (q.filter) params.set('filter', q.filter);
  await downloadAuthorized(`${listPath(folioId)}/export?${params}`, `submissions.${format}`);
}

export interface MySubmission extends Submission {
  folioName: string;
  answers: Array<{ label: string; text: string }>;
}

/** GET /api/submissions/mine → the signed-in user's own submissions to every form, newest first. */
export function useMySubmissions(first: number, after: number) {
  return useQuery({
    queryKey: ['submissions', 'mine', first, after],
    queryFn: () => call<{ items: MySubmission[]; total: number }>('/api/submissions/mine', { query: { first, after } }),
    placeholderData: keepPreviousData,
  });
}

export interface ReceivedForm {
  id: string;
  name: string;
  authorName: string;
  total: number;
}

/** GET /api/submissions/received → other people's forms whose submissions the user receives. */
export function useReceivedForms() {
  return useQuery({ queryKey: ['submissions', 'received'], queryFn: () => call<ReceivedForm[]>('/api/submissions/received') });
}
