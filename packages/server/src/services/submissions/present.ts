/** A submission as the API answers it (spec §3 Submission), with its files at addresses its reader may open. */
import type { BlobUrlSigner } from '../blobs/signedUrls.ts';

export interface SubmissionFile {
  blobId: string;
  widgetId: string;
  name: string;
  url: string;
}

export interface SubmissionItem {
  id: string;
  folioId: string;
  buttonId: string;
  authorId: string | null;
  authorName: string | null;
  isFromWebsite: boolean;
  websiteId: string | null;
  shareId: string | null;
  /** the language the visitor read the form in (issue 32); null when not known */
  language: string | null;
  createdAt: string;
  editedAt: string | null;
  editedBy: string | null;
  data: Record<string, unknown>;
  files: SubmissionFile[];
}

/** The row shape the queries select (snake_case from SQL). */
export interface SubmissionRow extends Record<string, unknown> {
  id: string;
  folio_id: string;
  button_id: string;
  author_id: string | null;
  author_name: string | null;
  is_from_website: boolean;
  website_id: string | null;
  share_id: string | null;
  language?: string | null;
  created_at: Date | string;
  edited_at: Date | string | null;
  edited_by: string | null;
  data: Record<string, unknown>;
  files: Array<{ blobId: string; widgetId: string; name: string }> | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The reader may read the submission, so they may open its files: for a reader of the folio's submissions
 * (`readerId`), addresses signed for them and checked on every request, which stop when they stop being a reader
 * (decision 46); for the submitter (a guest with their session token), addresses valid an hour or two.
 */
export function presentSubmission(row: SubmissionRow, signer: BlobUrlSigner, readerId: string | null): SubmissionItem {
  return {
    id: row.id,
    folioId: row.folio_id,
    buttonId: row.button_id,
    authorId: row.author_id,
    authorName: row.author_name,
    isFromWebsite: row.is_from_website,
    websiteId: row.website_id,
    shareId: row.share_id,
    language: row.language ?? null,
    createdAt: iso(row.created_at),
    editedAt: row.edited_at ? iso(row.edited_at) : null,
    editedBy: row.edited_by,
    data: row.data,
    files: (row.files ?? []).map((f) => ({ ...f, url: readerId ? signer.signedFor(readerId, f.blobId, 'original') : signer.signed(f.blobId, 'original') })),
  };
}
