// Issue 31: a form opens and closes at set times (and says so when full), and hidden fields from the page's address
// are stored with the submission, shown in the table and exports, and sent to webhooks.
import ExcelJS from 'exceljs';
import { FORM_WINDOW_TEXTS, type ButtonWidget, type FolioDocument, type FolioRoot } from '@folio/model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import { submissions } from '../../db/schema.ts';
import { submissionEvent } from '../../services/webhooks/events.ts';
import { SITES, answers, formDoc, publishedForm, setRoot, submit } from './testing.ts';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The survey with its button sending hidden fields `ref` and `utm_source` (and prefill on). */
const withHidden = (root: Partial<FolioRoot> = {}) => (authorId: string): FolioDocument => {
  const doc = formDoc(authorId, root);
  const button = doc.nodes.send as ButtonWidget;
  const click = button.meta.action.click;
  if (click.type !== 'submit') throw new Error('send is a submit button');
  const meta = { ...button.meta, action: { click: { ...click, hiddenFields: ['ref', 'utm_source'], prefill: true } } };
  return { ...doc, nodes: { ...doc.nodes, send: { ...button, meta } } };
};

const send = (folioId: string, over: Record<string, unknown> = {}) => submit(app, { folioId, buttonId: 'send', data: answers(), ...over });

describe('a form’s opening and closing times', () => {
  it('refuses answers before it opens with 403, closed: true and when it opens; the author’s message wins', async () => {
    const opensAt = iso(Date.now() + 48 * HOUR);
    const { folio } = await publishedForm(app, db, { root: { opensAt } });
    const early = await send(folio.id);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ closed: true, message: expect.stringMatching(/^This form opens on \d{1,2} \w+ \d{4}, \d\d:\d\d UTC\.$/) });
    const own = await publishedForm(app, db, { root: { opensAt, closedMessage: 'Registration opens Monday.' } });
    expect((await send(own.folio.id)).json().message).toBe('Registration opens Monday.');
  });

  it('refuses answers once closed, takes them inside the window, and stores nothing outside it', async () => {
    const closed = await publishedForm(app, db, { root: { opensAt: iso(Date.now() - 2 * HOUR), closesAt: iso(Date.now() - HOUR) } });
    const late = await send(closed.folio.id);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ closed: true, message: FORM_WINDOW_TEXTS.closed });
    expect(await db.select().from(submissions).where(eq(submissions.folioId, closed.folio.id))).toHaveLength(0);
    const open = await publishedForm(app, db, { root: { opensAt: iso(Date.now() - HOUR), closesAt: iso(Date.now() + HOUR) } });
    expect((await send(open.folio.id)).statusCode).toBe(201);
  });

  it('acts from the published snapshot: a saved window acts once published', async () => {
    const { folio, access } = await publishedForm(app, db);
    await setRoot(db, folio.id, { closesAt: iso(Date.now() - HOUR) });
    expect((await send(folio.id)).statusCode).toBe(201);
    expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(access) })).statusCode).toBe(200);
    expect((await send(folio.id)).statusCode).toBe(403);
  });

  it('a full form answers 403 with the author’s closed message', async () => {
    const { folio } = await publishedForm(app, db, { root: { submissionLimit: 1, closedMessage: 'We have all the answers we need, thank you!' } });
    expect((await send(folio.id)).statusCode).toBe(201);
    const full = await send(folio.id);
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({ closed: true, message: 'We have all the answers we need, thank you!' });
  });

  it('PATCH refuses a window that closes before it opens, or a time that is not an instant', async () => {
    const { folio, access } = await publishedForm(app, db);
    const patch = (root: Partial<FolioRoot>, baseVersion = 1) =>
      app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}`, headers: bearer(access), payload: { baseVersion, log: [{ action: 'updateSettings', path: 'root.opensAt' }], root } });
    const backwards = await patch({ opensAt: '2027-03-02T09:00:00Z', closesAt: '2027-03-01T09:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/close after it opens/);
    expect((await patch({ opensAt: 'next week' })).statusCode).toBe(400);
    expect((await patch({ opensAt: '2027-03-01T09:00:00Z', closesAt: '2027-03-02T09:00:00+01:00', closedMessage: 'See you in March.' })).statusCode).toBe(200);
  });
});

describe('hidden fields', () => {
  it('are stored as hidden:<name>, shown as columns named after them in the table, CSV and XLSX', async () => {
    const { folio, access } = await publishedForm(app, db, { doc: withHidden() });
    const res = await send(folio.id, { hidden: { ref: 'newsletter', utm_source: '=cmd()' } });
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(submissions).where(eq(submissions.id, res.json().id));
    expect(row!.data).toMatchObject({ name: 'Ada Lovelace', 'hidden:ref': 'newsletter', 'hidden:utm_source': '=cmd()' });

    const list = (await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/submissions`, headers: bearer(access) })).json();
    expect(list.columns.slice(-2)).toMatchObject([
      { widgetId: 'hidden:ref', kind: 'hidden', label: 'ref' },
      { widgetId: 'hidden:utm_source', kind: 'hidden', label: 'utm_source' },
    ]);
    expect(list.items[0].data['hidden:ref']).toBe('newsletter');

    const csv = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/submissions/export?format=csv`, headers: bearer(access) });
    const [head, first] = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(head!.split(',').slice(-2)).toEqual(['ref', 'utm_source']);
    // A value a spreadsheet would run is neutralised like any answer.
    expect(first!.split(',').slice(-2)).toEqual(['newsletter', "'=cmd()"]);

    const xlsx = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/submissions/export?format=xlsx`, headers: bearer(access) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Submissions')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(-2);
    expect(values(1)).toEqual(['ref', 'utm_source']);
    expect(values(2)).toEqual(['newsletter', "'=cmd()"]);
  });

  it('refuses a name the button does not declare, a non-text and an over-long value with 400 naming the field', async () => {
    const { folio } = await publishedForm(app, db, { doc: withHidden() });
    const unknown = await send(folio.id, { hidden: { campaign: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'hidden.campaign', message: 'hidden.campaign is not a hidden field of this form' });
    const long = await send(folio.id, { hidden: { ref: 'x'.repeat(501) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'hidden.ref', message: 'hidden.ref is longer than 500 characters' });
    expect((await send(folio.id, { hidden: { ref: 7 } })).json().field).toBe('hidden.ref');
    // A form without hidden fields takes none.
    const plain = await publishedForm(app, db);
    expect((await send(plain.folio.id, { hidden: { ref: 'x' } })).statusCode).toBe(400);
    expect(await db.select().from(submissions).where(eq(submissions.folioId, folio.id))).toHaveLength(0);
  });

  it('prefill opens no door: a visible field named as hidden is refused, a prefilled answer is checked like any', async () => {
    const { folio } = await publishedForm(app, db, { doc: withHidden() });
    expect((await send(folio.id, { hidden: { name: 'Eve' } })).json().field).toBe('hidden.name');
    const bad = await send(folio.id, { data: answers({ age: 99 }), hidden: { ref: 'newsletter' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().widgetId).toBe('age');
  });

  it('go to webhooks apart from the answers, as hidden: {name: value}', () => {
    const event = submissionEvent('submission.created', { id: 'f', authorId: 'a', name: 'Survey' }, formDoc('a').nodes, {
      id: 's',
      buttonId: 'send',
      websiteId: null,
      data: { name: 'Ada', 'hidden:ref': 'newsletter' },
      createdAt: '2026-11-29T00:00:00.000Z',
    });
    expect(event.data).toMatchObject({ answers: { name: 'Ada' }, hidden: { ref: 'newsletter' }, fields: [{ widgetId: 'name', label: 'Your name', value: 'Ada' }] });
  });
});
