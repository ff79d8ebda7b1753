// The honeypot (issue 31: "the honeypot stays and never appears in exports"): an empty one is not kept with the
// answers, a filled one keeps nothing, and neither reaches the exported columns or cells.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import { submissions } from '../../db/schema.ts';
import { FIXED_HEADERS } from '../../services/submissions/exportRows.ts';
import { SITES, answers, publishedForm, submit } from './testing.ts';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });
const BAIT = 'http://bait.example/honeypot';

describe('the honeypot and exports', () => {
  it('never appears in a CSV or XLSX export, whether left empty or filled', async () => {
    const { folio, access } = await publishedForm(app, db);
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ name: 'Person' }), website: '' })).statusCode).toBe(201);
    // A bot's filled honeypot is answered 201 and nothing is kept.
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ name: 'Bot' }), website: BAIT })).statusCode).toBe(201);
    // Slipped into the answers it is no field of the form: refused.
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: { ...answers(), website: BAIT } })).statusCode).toBe(400);

    const rows = await db.select().from(submissions).where(eq(submissions.folioId, folio.id));
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!.data as object)).not.toContain('website');

    const csv = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/submissions/export?format=csv`, headers: bearer(access) });
    expect(csv.statusCode).toBe(200);
    const header = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!.split(',');
    // The fixed columns (the third, Website, is the website a submission came from), then the form's seven fields.
    expect(header).toEqual([...FIXED_HEADERS, 'Your name', 'Email', 'Age', 'Colour', 'Day', 'Time', 'Your website']);
    expect(csv.body).not.toContain(BAIT);
    expect(csv.body).not.toContain('Bot');

    const xlsx = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/submissions/export?format=xlsx`, headers: bearer(access) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.getWorksheet('Submissions')!.eachRow((row) => cells.push(...(row.values as unknown[]).slice(1).map(String)));
    expect(cells.filter((c) => c === 'Website')).toHaveLength(1);
    expect(cells).not.toContain('website');
    expect(cells.some((c) => c.includes(BAIT) || c === 'Bot')).toBe(false);
    expect(cells).toContain('Person');
  });
});
