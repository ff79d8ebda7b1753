import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { randomUUID } from 'node:crypto';
import { addWidgetBlock } from '@folio/model/testing';
import { submissions } from '../../db/schema.ts';
import { SITES, acceptedReceivers, answers, formDoc, publishedForm, submit } from './testing.ts';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });

/** A form with three answers, one of them trying a spreadsheet formula. */
async function formWithAnswers() {
  const form = await publishedForm(app, db);
  for (const name of ['Ada', '=HYPERLINK("http://evil.example","x")', 'Grace']) {
    const res = await submit(app, { folioId: form.folio.id, buttonId: 'send', data: answers({ name, colour: [name === 'Grace' ? 'r' : 'g'] }) });
    expect(res.statusCode).toBe(201);
  }
  return form;
}

const exportOf = (folioId: string, token: string | null, query: string) =>
  app.inject({ method: 'GET', url: `/api/folios/${folioId}/submissions/export?${query}`, headers: token ? bearer(token) : {} });

/** A small CSV reader for the test: quoted fields, doubled quotes, commas and newlines inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('GET /api/folios/{id}/submissions/export', () => {
  it('exports CSV with one column per field, choices as their text and formulas neutralised', async () => {
    const { folio, access } = await formWithAnswers();
    const res = await exportOf(folio.id, access, 'format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Survey-submissions.csv"');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['Submitted at', 'Submitter', 'Website', 'Your name', 'Email', 'Age', 'Colour', 'Day', 'Time', 'Your website']);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['Ada', `'=HYPERLINK("http://evil.example","x")`, 'Grace']);
    expect(rows[1]![0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(rows[1]!.slice(1, 10)).toEqual(['Guest', 'Not on a website', 'Ada', 'ada@example.com', '3', 'Green', '2026-11-23', '13:30', 'https://example.com']);
  });

  it('exports XLSX that reads back to the same cells, and honours the filter', async () => {
    const { folio, access } = await formWithAnswers();
    const csv = parseCsv((await exportOf(folio.id, access, 'format=csv')).body);
    const res = await exportOf(folio.id, access, 'format=xlsx');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Submissions')!;
    const cells: string[][] = [];
    // The date question's answers are date cells: a date in XLSX, YYYY-MM-DD in CSV (column 8).
    const text = (v: unknown, i: number) => (v === null || v === undefined ? '' : v instanceof Date ? (i === 7 ? v.toISOString().slice(0, 10) : v.toISOString()) : String(v));
    sheet.eachRow((row) => cells.push(Array.from(row.values as unknown[]).slice(1).map(text)));
    const day = sheet.getRow(2).getCell(8);
    expect([day.type, day.numFmt]).toEqual([ExcelJS.ValueType.Date, 'yyyy-mm-dd']);
    expect(cells.map((r) => r.concat(Array(10 - r.length).fill('')))).toEqual(csv);
    const submittedAt = sheet.getRow(2).getCell(1);
    expect(submittedAt.type).toBe(ExcelJS.ValueType.Date);
    expect(submittedAt.numFmt).toMatch(/yyyy/);

    const filtered = parseCsv((await exportOf(folio.id, access, `format=csv&filter=${encodeURIComponent('{"colour":"r"}')}`)).body);
    expect(filtered.slice(1).map((r) => r[3])).toEqual(['Grace']);
  });

  it('links each file answer to the file, signed for the exporter', async () => {
    const form = await publishedForm(app, db, { doc: (authorId) => addWidgetBlock(formDoc(authorId), 'c1', 'b9', 'upload-widget', 'files', { label: { text: 'Your files', position: 'top' }, meta: { format: 'multiple', fileTypes: ['pdf'] } }) });
    const uuid = randomUUID();
    await db.insert(submissions).values({ folioId: form.folio.id, buttonId: 'send', folioVersion: 1, data: { ...answers(), files: [{ uuid, name: 'cv.pdf' }] } });
    const rows = parseCsv((await exportOf(form.folio.id, form.access, 'format=csv')).body);
    const column = rows[0]!.indexOf('Your files');
    expect(column).toBeGreaterThan(2);
    const cell = rows[1]![column]!;
    const link = /^cv\.pdf \((http:\/\/localhost:\d+\/blob\/[^)]+)\)$/.exec(cell)?.[1];
    expect(link, cell).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe(`/blob/${uuid}`);
    expect(url.searchParams.get('u')).toBe(form.user.id);
    expect(url.searchParams.get('sig')).toBeTruthy();
  });

  it('is for the owner and receivers only', async () => {
    const { folio } = await formWithAnswers();
    const receiver = await buildUser(db);
    await acceptedReceivers(db, folio.id, [receiver.id]);
    expect((await exportOf(folio.id, await tokenFor(db, receiver.id), 'format=csv')).statusCode).toBe(200);
    expect((await exportOf(folio.id, await tokenFor(db, (await buildUser(db)).id), 'format=csv')).statusCode).toBe(404);
    expect((await exportOf(folio.id, null, 'format=csv')).statusCode).toBe(401);
    expect((await exportOf(folio.id, null, 'format=pdf')).statusCode).toBe(400);
  });
});
