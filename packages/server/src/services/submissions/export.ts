/** Exports of a folio's submissions (all, or those its filters match) as CSV or XLSX, streamed. */
import { PassThrough, Readable, type Writable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { FOLIO_NOT_FOUND } from '../folios/folios.ts';
import { submissionColumns } from './fields.ts';
import { blobUrlSigner } from '../blobs/signedUrls.ts';
import { publishedNodes } from './publishedForm.ts';
import { selectSubmissions, type SubmissionFilter } from './read.ts';
import { FIXED_HEADERS, LANGUAGE_HEADER, dayColumnIndexes, exportRows, neutralise, type Cell } from './exportRows.ts';

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface PreparedExport {
  fileName: string;
  stream: Readable;
}

/** A file name from the folio's name: letters, digits, spaces, - and _ only. */
export function exportFileName(folioName: string, format: ExportFormat): string {
  const base = folioName.normalize('NFKD').replace(/[^\w -]+/g, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'folio';
  return `${base}-submissions.${format}`;
}

/**
 * Checks access first (so refusals are ordinary JSON errors), then answers a stream the route sends as the body.
 * Only readers of all the folio's submissions export them.
 */
export async function prepareExport(db: Db, user: AuthUser, folioId: string, q: SubmissionFilter, format: ExportFormat, appOrigin: string): Promise<PreparedExport> {
  const { folio, readsAll, condition } = await selectSubmissions(db, user, folioId, { ...q, mySubmissions: false });
  if (!readsAll) throw notFound(FOLIO_NOT_FOUND);
  const [columns, { nodes }, signer] = await Promise.all([submissionColumns(db, folio.id), publishedNodes(db, folio), blobUrlSigner(db)]);
  // A folio in several languages (issue 32): the language each visitor read it in, last.
  const withLanguage = folio.languages.length > 1;
  const header = [...FIXED_HEADERS, ...columns.map((c) => neutralise(c.removed ? `${c.label} (removed)` : c.label)), ...(withLanguage ? [LANGUAGE_HEADER] : [])];
  const rows = exportRows(db, condition, columns, nodes, { origin: appOrigin, signer, readerId: user.userId }, withLanguage);
  const days = dayColumnIndexes(columns);
  const stream = format === 'csv' ? csvStream(header, rows, days) : xlsxStream(header, rows, days);
  return { fileName: exportFileName(folio.name, format), stream };
}

function csvStream(header: string[], rows: AsyncGenerator<Cell[]>, days: Set<number>): Readable {
  const csv = stringify({ bom: true, cast: { date: (d, context) => (days.has(Number(context.index)) ? d.toISOString().slice(0, 10) : d.toISOString()) } });
  const source = Readable.from((async function* () {
    yield header;
    yield* rows;
  })(), { objectMode: true });
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}

async function writeRows(sheet: ExcelJS.Worksheet, rows: AsyncGenerator<Cell[]>, out: Writable): Promise<void> {
  for await (const cells of rows) {
    sheet.addRow(cells).commit();
    if (out.writableNeedDrain) await once(out, 'drain');
  }
}

function xlsxStream(header: string[], rows: AsyncGenerator<Cell[]>, days: Set<number>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Submissions');
  sheet.getColumn(1).numFmt = 'yyyy-mm-dd hh:mm:ss';
  sheet.getColumn(1).width = 20;
  for (const index of days) sheet.getColumn(index + 1).numFmt = 'yyyy-mm-dd';
  sheet.addRow(header).commit();
  writeRows(sheet, rows, out)
    .then(() => {
      sheet.commit();
      return workbook.commit();
    })
    .catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
