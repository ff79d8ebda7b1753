/**
 * The rows of a submissions export, read in batches by (created_at, id) so any number of submissions streams in
 * flat memory, and written for people: the submission time as a date (XLSX writes a date cell, CSV its ISO text), one
 * column per table column (labels; removed widgets keep theirs), choices as their option text, files by name with a
 * link the exporter may open, a page outside a website said so, and text a spreadsheet would run as a formula
 * neutralised.
 */
import { answerText, type NodeMap } from '@folio/model';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BlobUrlSigner } from '../blobs/signedUrls.ts';
import type { SubmissionColumn } from './fields.ts';

const BATCH = 2000;

export const FIXED_HEADERS = ['Submitted at', 'Submitter', 'Website'];
/** The last column of a folio in several languages (issue 32): the language the visitor read it in ('' when unknown). */
export const LANGUAGE_HEADER = 'Language';

/** Cells a spreadsheet would read as a formula (= + - @, tab, CR first) get a leading quote (OWASP CSV injection). */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The Website cell of a submission sent from the folio's own page, not a website. */
export const NOT_ON_A_WEBSITE = 'Not on a website';

export type Cell = string | number | Date;

/** How the export links a file: absolute signed addresses for the exporter (decision 46), made once per export. */
export interface FileLinks {
  origin: string;
  signer: BlobUrlSigner;
  readerId: string;
}

const isFile = (item: unknown): item is { uuid: string; name: string } =>
  !!item && typeof item === 'object' && typeof (item as { uuid?: unknown }).uuid === 'string' && typeof (item as { name?: unknown }).name === 'string';

/** "name (link)" for each file of an upload answer, joined by ", ". */
function filesText(files: Array<{ uuid: string; name: string }>, links: FileLinks): string {
  return files.map((f) => `${f.name} (${links.origin}${links.signer.signedFor(links.readerId, f.uuid, 'original')})`).join(', ');
}

interface ExportRow extends Record<string, unknown> {
  id: string;
  created_at: Date | string;
  author_name: string | null;
  website_name: string | null;
  language: string | null;
  data: Record<string, unknown>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The cell index of each date question's column (its answers are date cells: a date in XLSX, YYYY-MM-DD in CSV). */
export const dayColumnIndexes = (columns: SubmissionColumn[]): Set<number> =>
  new Set(columns.flatMap((c, i) => (c.kind === 'date-widget' ? [FIXED_HEADERS.length + i] : [])));

function cellOf(nodes: NodeMap, column: SubmissionColumn, answer: unknown, links: FileLinks): Cell {
  if (column.kind === 'date-widget' && typeof answer === 'string' && DAY.test(answer)) return new Date(`${answer}T00:00:00Z`);
  if (Array.isArray(answer) && answer.length && answer.every(isFile)) return neutralise(filesText(answer, links));
  if (typeof answer === 'number') return column.kind === 'numeric-widget' && answer === 0 ? '' : answer;
  return neutralise(answerText(nodes[column.widgetId], answer));
}

/** Every matching submission as a row of cells, oldest first. */
export async function* exportRows(db: Db, condition: SQL, columns: SubmissionColumn[], nodes: NodeMap, links: FileLinks, withLanguage = false): AsyncGenerator<Cell[]> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL = after ? sql`and (s.created_at, s.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``;
    const result: { rows: ExportRow[] } = await db.execute<ExportRow>(sql`
      select s.id, s.created_at, u.display_name as author_name, w.name as website_name, s.language, s.data
      from submissions s left join users u on u.id = s.author_id left join websites w on w.id = s.website_id
      where ${condition} ${keyset} order by s.created_at, s.id limit ${BATCH}`);
    for (const row of result.rows) {
      yield [
        new Date(row.created_at),
        neutralise(row.author_name ?? 'Guest'),
        neutralise(row.website_name ?? NOT_ON_A_WEBSITE),
        ...columns.map((c) => cellOf(nodes, c, row.data[c.widgetId], links)),
        ...(withLanguage ? [neutralise(row.language ?? '')] : []),
      ];
    }
    const last = result.rows.at(-1);
    if (!last || result.rows.length < BATCH) return;
    after = { createdAt: new Date(last.created_at).toISOString(), id: last.id };
  }
}
