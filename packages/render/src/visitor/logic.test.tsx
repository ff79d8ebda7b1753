// @vitest-environment happy-dom
// Form logic and steps on the published page (issue 31): blocks shown and hidden as answers change, by the model's
// evaluator; steps one at a time with Back/Next, Next checking the step; a rule that skips a step and a jump to the
// end; what is hidden is not sent.
import { afterEach, describe, expect, it } from 'vitest';
import { createFolio, type FolioDocument, type FolioNode, type LogicGroup, type NodeOfKind } from '@folio/model';
import { node } from '../test/docs.ts';
import { $, $$, click, visit } from '../test/visit.tsx';

let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const is = (widgetId: string, value: string): LogicGroup => ({ type: 'group', match: 'all', rules: [{ type: 'rule', widgetId, op: 'equals', value }] });
const choice = (id: string, options: string[]) =>
  node('multiple-choice-widget', id, {
    required: true,
    label: { position: 'top', text: id },
    meta: { acceptMultiple: false, display: 'checkbox', format: 'asEntered', randomize: false, options: options.map((v) => ({ value: v, option: { type: 'text' as const, text: v } })) },
  });
const text = (id: string, extra: Partial<NodeOfKind<'text-widget'>> = {}) => node('text-widget', id, { required: true, label: { position: 'top', text: id }, ...extra });

/** Tiles (a step each when `title` is given) of blocks, then the submit button after them. */
function pageOf(tiles: Array<{ id: string; title?: string; showIf?: LogicGroup; jumps?: Array<{ when: LogicGroup; to: string }>; blocks: Array<{ widget: FolioNode; showIf?: LogicGroup }> }>): FolioDocument {
  const doc = createFolio('author', { newId: () => 'p1' });
  const nodes: Record<string, FolioNode> = { ...doc.nodes };
  const ids = tiles.flatMap((t) => t.blocks.map((b) => b.widget.id));
  const send = node('button-widget', 'send', { meta: { action: { click: { type: 'submit', status: 'idle', widgetIds: ids } }, appearance: { text: 'Send', icon: 'send', useText: true } } });
  const all = [...tiles, { id: 'tsend', blocks: [{ widget: send as FolioNode }] }];
  for (const t of all) {
    const blockIds = t.blocks.map((b) => `b-${b.widget.id}`);
    for (const b of t.blocks) {
      nodes[`b-${b.widget.id}`] = node('block', `b-${b.widget.id}`, { resource: b.widget.id, ...(b.showIf ? { showIf: b.showIf } : {}) });
      nodes[b.widget.id] = b.widget;
    }
    nodes[`c-${t.id}`] = node('column', `c-${t.id}`, { children: blockIds });
    nodes[`l-${t.id}`] = node('layout', `l-${t.id}`, { children: [`c-${t.id}`] });
    const title = 'title' in t ? t.title : undefined;
    nodes[t.id] = node('tile', t.id, {
      children: [`l-${t.id}`],
      ...('showIf' in t && t.showIf ? { showIf: t.showIf } : {}),
      ...(title !== undefined ? { step: { title, jumps: ('jumps' in t && t.jumps) || [] } } : {}),
    });
  }
  nodes.p1 = { ...(nodes.p1 as NodeOfKind<'page'>), children: all.map((t) => t.id) };
  return { ...doc, nodes };
}

const block = (id: string) => $(id === 'send' ? 'button[data-fo-submit]' : `[data-fo-widget="${id}"]`).closest<HTMLElement>('.fo-block')!;
const choose = (id: string, value: string) => {
  const input = $<HTMLInputElement>(`[data-fo-widget="${id}"] input[value="${value}"]`);
  input.checked = true;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const typeInto = (id: string, value: string) => {
  const input = $<HTMLInputElement>(`[data-fo-widget="${id}"] input, [data-fo-widget="${id}"] textarea`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const step = (id: string) => $(`[data-fo-step="${id}"]`);
const visibleStep = () => $$('[data-fo-step]').filter((t) => !t.hidden).map((t) => t.dataset.foStep);

describe('conditional blocks on the page', () => {
  it('show and hide as answers change; the editor canvas carries no logic', () => {
    cleanup = visit(pageOf([{ id: 't1', blocks: [{ widget: choice('kind', ['person', 'company']) }, { widget: text('vat'), showIf: is('kind', 'company') }, { widget: text('why', { showIf: is('kind', 'person') }) }] }]), { folioId: 'f1' });
    expect([block('vat').hidden, block('why').hidden]).toEqual([true, true]);
    choose('kind', 'company');
    expect([block('vat').hidden, block('why').hidden]).toEqual([false, true]);
    choose('kind', 'person');
    expect([block('vat').hidden, block('why').hidden]).toEqual([true, false]);
  });
});

describe('a form across steps', () => {
  const form = () =>
    pageOf([
      { id: 's1', title: 'About you', jumps: [{ when: is('name', 'skip'), to: 'end' }], blocks: [{ widget: choice('kind', ['person', 'company']) }, { widget: text('name') }] },
      { id: 's2', title: 'Your company', showIf: is('kind', 'company'), blocks: [{ widget: text('vat') }] },
      { id: 's3', title: 'Contact', blocks: [{ widget: text('email') }] },
    ]);

  it('shows one step at a time with its progress; Next checks the step; Back keeps the answers', () => {
    cleanup = visit(form(), { folioId: 'f1' });
    const progress = $('.fo-step-progress');
    expect(visibleStep()).toEqual(['s1']);
    expect(progress.textContent).toBe('Step 1 of 2: About you');
    expect(block('send').hidden).toBe(true);
    expect(step('s1').querySelector<HTMLElement>('[data-fo-back]')!.hidden).toBe(true);
    // Next with nothing answered: the step's fields are flagged and it stays.
    click(step('s1').querySelector('[data-fo-next]')!);
    expect(visibleStep()).toEqual(['s1']);
    expect($('[data-fo-widget="name"]').classList.contains('fo-field--error')).toBe(true);
    choose('kind', 'company');
    typeInto('name', 'Acme');
    expect(progress.textContent).toBe('Step 1 of 3: About you');
    click(step('s1').querySelector('[data-fo-next]')!);
    expect(visibleStep()).toEqual(['s2']);
    expect(progress.textContent).toBe('Step 2 of 3: Your company');
    expect(document.activeElement).toBe(progress);
    click(step('s2').querySelector('[data-fo-back]')!);
    expect(visibleStep()).toEqual(['s1']);
    expect($<HTMLInputElement>('[data-fo-widget="name"] input').value).toBe('Acme');
    // A person skips the company step.
    choose('kind', 'person');
    click(step('s1').querySelector('[data-fo-next]')!);
    expect(visibleStep()).toEqual(['s3']);
    expect(progress.textContent).toBe('Step 2 of 2: Contact');
    expect(block('send').hidden).toBe(false);
    expect(step('s3').querySelector<HTMLElement>('[data-fo-next]')!.hidden).toBe(true);
  });

  it('a jump to the end makes the first step the last: the submit button shows there', () => {
    cleanup = visit(form(), { folioId: 'f1' });
    choose('kind', 'company');
    typeInto('name', 'skip');
    expect($('.fo-step-progress').textContent).toBe('Step 1 of 1: About you');
    expect(block('send').hidden).toBe(false);
    expect(step('s1').querySelector<HTMLElement>('[data-fo-next]')!.hidden).toBe(true);
  });
});
