// Form logic through the API (issue 31): the server checks a submission against the published form's rules and
// steps with the model's evaluator — an answer to a hidden field is dropped, a required field on a skipped step is
// not required, one on a shown step is; and rules are stored and published only in their shape.
import { createFolio, type FolioDocument, type LogicGroup } from '@folio/model';
import { add, addWidgetBlock } from '@folio/model/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import { submissions } from '../../db/schema.ts';
import { SITES, owner, submit } from './testing.ts';
import { publishedFolio } from '../sites/testing.ts';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });

const is = (widgetId: string, value: string): LogicGroup => ({ type: 'group', match: 'all', rules: [{ type: 'rule', widgetId, op: 'equals', value }] });

/** s1: kind (person/company, required), name (required; "skip" jumps to the end); s2 (companies): vat (required); s3: email (required), why (required, people only); then send. */
function stepsDoc(authorId: string): FolioDocument {
  let doc = createFolio(authorId, { name: 'Sign-up', newId: () => 'p1' });
  const step = (tile: string) => {
    doc = add(doc, 'p1', 'tile', tile);
    doc = add(doc, tile, 'layout', `${tile}l`);
    doc = add(doc, `${tile}l`, 'column', `${tile}c`);
  };
  step('s1');
  doc = addWidgetBlock(doc, 's1c', 'b-kind', 'multiple-choice-widget', 'kind', {
    required: true,
    label: { text: 'You are', position: 'top' },
    meta: { acceptMultiple: false, display: 'checkbox', format: 'asEntered', randomize: false, options: ['person', 'company'].map((v) => ({ value: v, option: { type: 'text' as const, text: v } })) },
  });
  doc = addWidgetBlock(doc, 's1c', 'b-name', 'text-widget', 'name', { required: true, label: { text: 'Name', position: 'top' } });
  step('s2');
  doc = addWidgetBlock(doc, 's2c', 'b-vat', 'text-widget', 'vat', { required: true, label: { text: 'VAT number', position: 'top' } });
  step('s3');
  doc = addWidgetBlock(doc, 's3c', 'b-email', 'text-widget', 'email', { required: true, label: { text: 'Email', position: 'top' } });
  doc = addWidgetBlock(doc, 's3c', 'b-why', 'text-widget', 'why', { required: true, label: { text: 'Why', position: 'top' }, showIf: is('kind', 'person') });
  step('s4');
  doc = addWidgetBlock(doc, 's4c', 'b-send', 'button-widget', 'send');
  const nodes = { ...doc.nodes };
  nodes.s1 = { ...nodes.s1!, step: { title: 'About you', jumps: [{ when: is('name', 'skip'), to: 'end' }] } } as never;
  nodes.s2 = { ...nodes.s2!, step: { title: 'Company', jumps: [] }, showIf: is('kind', 'company') } as never;
  nodes.s3 = { ...nodes.s3!, step: { title: 'Contact', jumps: [] } } as never;
  return { ...doc, nodes };
}

async function stepsForm() {
  const { user, access } = await owner(db);
  const folio = await publishedFolio(app, db, access, stepsDoc(user.id));
  return { folio, access };
}

const send = (folioId: string, data: Record<string, unknown>) => submit(app, { folioId, buttonId: 'send', data });
const stored = async (id: string) => (await db.select({ data: submissions.data }).from(submissions).where(eq(submissions.id, id)))[0]!.data;

describe('a submission checked with the form’s logic', () => {
  it('drops an answer to a hidden field and to a skipped step, whatever it holds', async () => {
    const { folio } = await stepsForm();
    const res = await send(folio.id, { kind: ['person'], name: 'Ada', vat: 'sneaked in', email: 'ada@example.com', why: 'curious' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(res.json().id)).toEqual({ kind: ['person'], name: 'Ada', email: 'ada@example.com', why: 'curious' });
    // A hidden field's answer is not even read: a wrong type there refuses nothing.
    const odd = await send(folio.id, { kind: ['person'], name: 'Ada', vat: 42, email: 'ada@example.com', why: 'x' });
    expect(odd.statusCode, odd.body).toBe(201);
  });

  it('requires what is shown and only that: a company gives its VAT number, a person does not; a jump to the end asks nothing more', async () => {
    const { folio } = await stepsForm();
    const company = await send(folio.id, { kind: ['company'], name: 'Acme', email: 'a@acme.example' });
    expect(company.statusCode).toBe(400);
    expect(company.json()).toMatchObject({ widgetId: 'vat', message: 'VAT number is required, or is not a valid address or phone number' });
    expect((await send(folio.id, { kind: ['company'], name: 'Acme', vat: 'FR123', email: 'a@acme.example' })).statusCode).toBe(201);
    // `why` shows only for people: a person must answer it.
    const person = await send(folio.id, { kind: ['person'], name: 'Ada', email: 'ada@example.com' });
    expect([person.statusCode, person.json().widgetId]).toEqual([400, 'why']);
    const skipped = await send(folio.id, { kind: ['company'], name: 'skip' });
    expect(skipped.statusCode, skipped.body).toBe(201);
    expect(await stored(skipped.json().id)).toEqual({ kind: ['company'], name: 'skip' });
    // Still no field outside the form.
    expect((await send(folio.id, { kind: ['person'], name: 'Ada', email: 'a@b.c', why: 'x', other: 1 })).statusCode).toBe(400);
  });

  it('stores and publishes rules only in their shape: a bad rule is refused with the node and field named', async () => {
    const { folio, access } = await stepsForm();
    const doc = stepsDoc(folio.authorId);
    const bad = { ...doc.nodes.why, showIf: { type: 'group', match: 'sometimes', rules: [] } };
    const res = await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}`, headers: bearer(access), payload: { baseVersion: 1, log: [{ action: 'edit' }], nodes: { why: bad } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/nodes\.why\.showIf\.match must be one of "all", "any"/);
  });
});
