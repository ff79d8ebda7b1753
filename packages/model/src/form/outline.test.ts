// A form's steps and conditional widgets walked with the answers (issue 31), as the page and the server both do:
// rules on earlier answers only, hidden widgets count as unanswered, steps skipped by rule or jumped over, and the
// server's check that ignores hidden answers and requires only what was shown.
import { describe, expect, it } from 'vitest';
import { createFolio, createNode } from '../folio/defaults.ts';
import { checkSubmissionData } from '../folio/submissionCheck.ts';
import { add, addWidgetBlock } from '../folio/testing.ts';
import type { FolioDocument, FolioNode, NodeMap } from '../folio/types.ts';
import type { LogicCondition, LogicGroup } from './logic.ts';
import { formOutline, formVisibility } from './outline.ts';

const when = (...rules: LogicCondition[]): LogicGroup => ({ type: 'group', match: 'all', rules });
const is = (widgetId: string, value: string): LogicCondition => ({ type: 'rule', widgetId, op: 'equals', value });

/**
 * Three steps: s1 asks `kind` (choice: person/company) and `name`; s2 (only for companies) asks `vat` (required) and
 * `size`, shown when … ; s3 asks `email` (required) and `why`, shown only when kind is person. s1 jumps to the end
 * when `name` is "skip".
 */
function steps(): { nodes: NodeMap; ids: string[] } {
  let doc: FolioDocument = createFolio('author-1', { newId: () => 'p1' });
  const step = (tile: string, title: string) => {
    doc = add(doc, 'p1', 'tile', tile, { step: { title, jumps: [] } } as never);
    doc = add(doc, tile, 'layout', `${tile}l`);
    doc = add(doc, `${tile}l`, 'column', `${tile}c`);
  };
  step('s1', 'About you');
  doc = addWidgetBlock(doc, 's1c', 'b-kind', 'multiple-choice-widget', 'kind', {
    required: true,
    meta: { acceptMultiple: false, display: 'checkbox', format: 'asEntered', randomize: false, options: ['person', 'company'].map((v) => ({ value: v, option: { type: 'text', text: v } })) },
  } as never);
  doc = addWidgetBlock(doc, 's1c', 'b-name', 'text-widget', 'name', { required: true });
  step('s2', 'Your company');
  doc = addWidgetBlock(doc, 's2c', 'b-vat', 'text-widget', 'vat', { required: true });
  doc = addWidgetBlock(doc, 's2c', 'b-size', 'numeric-widget', 'size');
  step('s3', 'Contact');
  doc = addWidgetBlock(doc, 's3c', 'b-email', 'text-widget', 'email', { required: true });
  doc = addWidgetBlock(doc, 's3c', 'b-why', 'text-widget', 'why', { required: true });
  const nodes = { ...doc.nodes } as Record<string, FolioNode & Record<string, unknown>>;
  nodes.s1 = { ...nodes.s1!, step: { title: 'About you', jumps: [{ when: when(is('name', 'skip')), to: 'end' }] } };
  nodes.s2 = { ...nodes.s2!, showIf: when(is('kind', 'company')) };
  nodes['b-why'] = { ...nodes['b-why']!, showIf: when(is('kind', 'person')) };
  const ids = ['kind', 'name', 'vat', 'size', 'email', 'why'];
  const button = { ...createNode('button-widget'), id: 'send' } as FolioNode & { meta: Record<string, unknown> };
  button.meta = { ...button.meta, action: { click: { type: 'submit', status: 'idle', widgetIds: ids } } };
  nodes.send = button as never;
  return { nodes: nodes as NodeMap, ids };
}

describe('formOutline', () => {
  it('groups the widgets by step tile, in document order, with the rules of their tile, block and own', () => {
    const { nodes, ids } = steps();
    const outline = formOutline(nodes, ids);
    expect(outline.steps.map((s) => [s.id, s.widgets.map((w) => w.id)])).toEqual([
      ['s1', ['kind', 'name']],
      ['s2', ['vat', 'size']],
      ['s3', ['email', 'why']],
    ]);
    expect(outline.steps[1]!.rule).toEqual(when(is('kind', 'company')));
    expect(outline.steps[2]!.widgets[1]!.rules).toEqual([when(is('kind', 'person'))]);
  });

  it('puts fields outside any step in steps of their own, and keeps a listed widget that is on no page', () => {
    let doc: FolioDocument = createFolio('a', { newId: () => 'p1' });
    doc = add(doc, 'p1', 'tile', 't1');
    doc = add(doc, 't1', 'layout', 'l1');
    doc = add(doc, 'l1', 'column', 'c1');
    doc = addWidgetBlock(doc, 'c1', 'b1', 'text-widget', 'a');
    doc = addWidgetBlock(doc, 'c1', 'b2', 'text-widget', 'b');
    const nodes = { ...doc.nodes, orphan: { ...createNode('text-widget'), id: 'orphan' } } as NodeMap;
    expect(formOutline(nodes, ['a', 'b', 'orphan']).steps.map((s) => s.widgets.map((w) => w.id))).toEqual([['a', 'b'], ['orphan']]);
  });
});

describe('formVisibility', () => {
  it('skips a step whose rule fails, hides a widget whose rule fails, and counts only earlier shown answers', () => {
    const { nodes, ids } = steps();
    const outline = formOutline(nodes, ids);
    const person = formVisibility(outline, { kind: ['person'], name: 'Ada', vat: 'FR1', email: 'a@b.c', why: 'curious' });
    expect(person.path).toEqual(['s1', 's3']);
    expect([...person.visible]).toEqual(['kind', 'name', 'email', 'why']);
    expect(person.answers).not.toHaveProperty('vat');
    const company = formVisibility(outline, { kind: ['company'], name: 'Acme', vat: 'FR1', email: 'a@b.c', why: 'x' });
    expect(company.path).toEqual(['s1', 's2', 's3']);
    expect([...company.visible]).toEqual(['kind', 'name', 'vat', 'size', 'email']);
  });

  it('jumps past later steps (and their required widgets) when a jump’s rule holds', () => {
    const { nodes, ids } = steps();
    const skip = formVisibility(formOutline(nodes, ids), { kind: ['company'], name: 'skip' });
    expect(skip.path).toEqual(['s1']);
    expect([...skip.visible]).toEqual(['kind', 'name']);
  });

  it('a rule on a later or hidden widget reads it as unanswered', () => {
    const outline = {
      steps: [
        { id: 'x', jumps: [], widgets: [{ id: 'a', rules: [when({ type: 'rule', widgetId: 'b', op: 'isAnswered' })] }, { id: 'b', rules: [] }, { id: 'c', rules: [when({ type: 'rule', widgetId: 'a', op: 'isNotAnswered' })] }] },
      ],
    };
    const v = formVisibility(outline, { a: 'given', b: 'given' });
    // a reads b before b is shown: unanswered, so a is hidden; c then reads a as unanswered: shown.
    expect([...v.visible]).toEqual(['b', 'c']);
  });
});

describe('the server’s check with logic', () => {
  it('ignores an answer to a hidden field and does not require a field on a skipped step', () => {
    const { nodes, ids } = steps();
    const person = checkSubmissionData(nodes, ids, { kind: ['person'], name: 'Ada', vat: 'sneaked in', size: 'not even a number', email: 'a@b.c', why: 'curious' });
    expect(person.problems).toEqual([]);
    expect(person.data).toEqual({ kind: ['person'], name: 'Ada', email: 'a@b.c', why: 'curious' });
    // A company must give its VAT number (shown and required); `why` is hidden and not required.
    const company = checkSubmissionData(nodes, ids, { kind: ['company'], name: 'Acme', email: 'a@b.c' });
    expect(company.problems.map((p) => p.widgetId)).toEqual(['vat']);
    // The jump to the end: nothing after step 1 is required.
    expect(checkSubmissionData(nodes, ids, { kind: ['company'], name: 'skip' }).problems).toEqual([]);
    // Without logic a missing required field is still refused.
    expect(checkSubmissionData(nodes, ids, { kind: ['person'], name: 'Ada' }).problems.map((p) => p.widgetId)).toEqual(['email', 'why']);
    // Unknown keys are still refused.
    expect(checkSubmissionData(nodes, ids, { kind: ['person'], name: 'Ada', email: 'a@b.c', why: 'x', extra: 1 }).problems.map((p) => p.widgetId)).toEqual(['extra']);
  });
});
