// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createNode, updateNode, type FolioDocument, type LogicGroup } from '@folio/model';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorAction } from '../../store/index.ts';
import { NodePanel } from '../NodePanel.tsx';
import { add, idSequence, sampleFolio } from '../testing.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const options = ['yes', 'no', 'maybe'].map((value) => ({ value, option: { type: 'text' as const, text: value[0]!.toUpperCase() + value.slice(1) } }));

/** t1 > c1: b1 text, b2 > w1 choice "Coming?", b4 > w2 number "Guests", b5 > w3 text "Name", b6 > w4 upload "Photo"; tile t2 after. */
function form(): FolioDocument {
  let doc = sampleFolio();
  doc = add(doc, 'b2', 'multiple-choice-widget', 'w1', { label: { position: 'top', text: 'Coming?' }, meta: { ...createNode('multiple-choice-widget').meta, options } });
  doc = add(doc, 'c1', 'block', 'b4');
  doc = add(doc, 'b4', 'numeric-widget', 'w2', { label: { position: 'top', text: 'Guests' } });
  doc = add(doc, 'c1', 'block', 'b5');
  doc = add(doc, 'b5', 'text-widget', 'w3', { label: { position: 'top', text: 'Name' } });
  doc = add(doc, 'c1', 'block', 'b6');
  doc = add(doc, 'b6', 'upload-widget', 'w4', { label: { position: 'top', text: 'Photo' } });
  return doc;
}

/** Mounts the panel on `nodeId`; every update action is applied to the document, as the store would. */
function mount(start: FolioDocument, nodeId: string) {
  const actions: EditorAction[] = [];
  let doc = start;
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const queryClient = new QueryClient();
  const render = () =>
    act(() =>
      root!.render(
        <QueryClientProvider client={queryClient}>
          <MantineProvider env="test">
            <NodePanel
              doc={doc}
              nodeId={nodeId}
              onAction={(a) => {
                actions.push(a);
                if (a.type === 'update') doc = updateNode(doc, a.nodeId, a.kind, a.patch);
                render();
              }}
              newId={idSequence('opt')}
            />
          </MantineProvider>
        </QueryClientProvider>,
      ),
    );
  render();
  return { host, actions, doc: () => doc, render: (d: FolioDocument) => ((doc = d), render()) };
}

const el = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const found = document.querySelector<T>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`no element with data-testid ${id}`);
  return found;
};
const has = (id: string) => document.querySelector(`[data-testid="${id}"]`) !== null;
const inputIn = (id: string): HTMLInputElement => {
  const e = el(id);
  return e instanceof HTMLInputElement ? e : e.querySelector('input')!;
};
const click = (e: HTMLElement) => act(() => e.click());
function choose(id: string, value: string) {
  const select = el<HTMLSelectElement>(id);
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
function typeInto(id: string, value: string) {
  const input = inputIn(id);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const optionLabels = (id: string) => [...el<HTMLSelectElement>(id).options].map((o) => o.textContent);
const showIf = (doc: FolioDocument, id: string) => (doc.nodes[id] as { showIf?: LogicGroup }).showIf;

describe('the rule builder in the inspector', () => {
  it('is off by default; turning it on adds a group with a condition on the first earlier field, sent as one update', () => {
    const { actions, doc } = mount(form(), 'w3');
    expect(el('panel-show-if').textContent).toContain('Always shown.');
    click(inputIn('panel-show-if-switch'));
    expect(actions.at(-1)).toEqual({
      type: 'update',
      nodeId: 'w3',
      kind: 'text-widget',
      patch: { showIf: { type: 'group', match: 'all', rules: [{ type: 'rule', widgetId: 'w1', op: 'equals', value: 'yes' }] } },
    });
    // Only earlier fields, by label; the widget itself and later ones are not offered.
    expect(optionLabels('panel-show-if-rule-0-field')).toEqual(['Coming?', 'Guests']);
    // A choice field's tests and its options as the value.
    expect(optionLabels('panel-show-if-rule-0-op')).toEqual(['is', 'is not', 'is any of', 'is none of', 'is answered', 'is not answered']);
    expect(optionLabels('panel-show-if-rule-0-value')).toEqual(['Yes', 'No', 'Maybe']);
    choose('panel-show-if-rule-0-value', 'maybe');
    expect(showIf(doc(), 'w3')!.rules[0]).toEqual({ type: 'rule', widgetId: 'w1', op: 'equals', value: 'maybe' });
    // "is any of" takes several options, as checkboxes.
    choose('panel-show-if-rule-0-op', 'anyOf');
    expect(showIf(doc(), 'w3')!.rules[0]).toEqual({ type: 'rule', widgetId: 'w1', op: 'anyOf', value: ['maybe'] });
    click(el('panel-show-if-rule-0-value').querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    expect(showIf(doc(), 'w3')!.rules[0]).toEqual({ type: 'rule', widgetId: 'w1', op: 'anyOf', value: ['maybe', 'yes'] });
    // Turning it off: always shown again.
    click(inputIn('panel-show-if-switch'));
    expect(actions.at(-1)).toMatchObject({ patch: { showIf: undefined } });
    expect(showIf(doc(), 'w3')).toBeUndefined();
  });

  it('offers the tests of the field\'s kind and a value input of that kind', () => {
    const { doc } = mount(form(), 'w4');
    click(inputIn('panel-show-if-switch'));
    choose('panel-show-if-rule-0-field', 'w2');
    expect(showIf(doc(), 'w4')!.rules[0]).toEqual({ type: 'rule', widgetId: 'w2', op: 'equals' });
    expect(optionLabels('panel-show-if-rule-0-op')).toEqual(['is', 'is not', 'is more than', 'is less than', 'is answered', 'is not answered']);
    choose('panel-show-if-rule-0-op', 'greaterThan');
    typeInto('panel-show-if-rule-0-value', '4');
    expect(showIf(doc(), 'w4')!.rules[0]).toEqual({ type: 'rule', widgetId: 'w2', op: 'greaterThan', value: 4 });
    choose('panel-show-if-rule-0-field', 'w3');
    expect(optionLabels('panel-show-if-rule-0-op')).toEqual(['is', 'is not', 'contains', 'does not contain', 'is answered', 'is not answered']);
    choose('panel-show-if-rule-0-op', 'contains');
    typeInto('panel-show-if-rule-0-value', 'Ana');
    expect(showIf(doc(), 'w4')!.rules[0]).toEqual({ type: 'rule', widgetId: 'w3', op: 'contains', value: 'Ana' });
    choose('panel-show-if-rule-0-op', 'isAnswered');
    expect(has('panel-show-if-rule-0-value')).toBe(false);
    expect(showIf(doc(), 'w4')!.rules[0]).toEqual({ type: 'rule', widgetId: 'w3', op: 'isAnswered' });
  });

  it('adds conditions and nested groups up to the model\'s depth, and removes them', () => {
    const { doc } = mount(form(), 'b6');
    click(inputIn('panel-show-if-switch'));
    click(el('panel-show-if-rule-add'));
    expect(showIf(doc(), 'w4')!.rules).toHaveLength(2);
    choose('panel-show-if-rule-1-field', 'w3');
    // "any of these" on the top group.
    click(el('panel-show-if-rule-match').querySelector<HTMLInputElement>('input[value="any"]')!);
    expect(showIf(doc(), 'w4')!.match).toBe('any');
    click(el('panel-show-if-rule-add-group'));
    const nested = showIf(doc(), 'w4')!.rules[2] as LogicGroup;
    expect(nested).toEqual({ type: 'group', match: 'all', rules: [{ type: 'rule', widgetId: 'w1', op: 'equals', value: 'yes' }] });
    expect(el('panel-show-if-rule-2-0').getAttribute('aria-label')).toBe('Condition 3.1');
    // Nested twice more at most: the third level offers no further group.
    click(el('panel-show-if-rule-2-add-group'));
    expect(has('panel-show-if-rule-2-1-add-group')).toBe(false);
    expect(el('panel-show-if-rule-2-1').getAttribute('data-depth')).toBe('3');
    // Removing a group's last condition removes the group.
    click(el('panel-show-if-rule-2-1-0-remove'));
    expect((showIf(doc(), 'w4')!.rules[2] as LogicGroup).rules).toHaveLength(1);
    click(el('panel-show-if-rule-2-remove'));
    click(el('panel-show-if-rule-0-remove'));
    expect(showIf(doc(), 'w4')).toEqual({ type: 'group', match: 'any', rules: [{ type: 'rule', widgetId: 'w3', op: 'equals', value: '' }] });
    // The last condition removed: always shown.
    click(el('panel-show-if-rule-0-remove'));
    expect(showIf(doc(), 'w4')).toBeUndefined();
  });

  it('warns on a condition whose field was deleted', () => {
    const doc = updateNode(form(), 'w3', 'text-widget', { showIf: { type: 'group', match: 'all', rules: [{ type: 'rule', widgetId: 'gone', op: 'equals', value: 'x' }] } });
    mount(doc, 'w3');
    expect(el('panel-show-if-rule-0-warning').textContent).toContain('was deleted');
    expect(optionLabels('panel-show-if-rule-0-field')[0]).toBe('Deleted field');
    expect(el('panel-show-if-rule-0').getAttribute('aria-describedby')).toBe(el('panel-show-if-rule-0-warning').id);
  });

  it('has nothing to offer on the form\'s first field', () => {
    mount(form(), 'w1');
    expect(inputIn('panel-show-if-switch').disabled).toBe(true);
    expect(el('panel-show-if').textContent).toContain('there are none yet');
  });

  it('puts a tile\'s rule on the tile and a text block\'s on the block', () => {
    const { actions } = mount(form(), 't2');
    click(inputIn('panel-show-if-switch'));
    expect(actions.at(-1)).toMatchObject({ type: 'update', nodeId: 't2', kind: 'tile', patch: { showIf: { match: 'all', rules: [{ widgetId: 'w1' }] } } });
    act(() => root?.unmount());
    const block = mount(form(), 'b3');
    click(inputIn('panel-show-if-switch'));
    expect(block.actions.at(-1)).toMatchObject({ type: 'update', nodeId: 'b3', kind: 'block', patch: { showIf: { rules: [{ widgetId: 'w1' }] } } });
  });

  it('makes a tile a form step with a title and a jump to the end', () => {
    const { actions, doc } = mount(form(), 't2');
    click(inputIn('panel-step-switch'));
    expect(actions.at(-1)).toEqual({ type: 'update', nodeId: 't2', kind: 'tile', patch: { step: { title: '', jumps: [] } } });
    typeInto('panel-step-title', 'Details');
    click(el('panel-step-jump-add'));
    expect(doc().nodes.t2).toMatchObject({ step: { title: 'Details', jumps: [{ when: { type: 'group', match: 'all', rules: [{ widgetId: 'w1' }] }, to: 'end' }] } });
    expect(optionLabels('panel-step-jump-0-to')).toEqual(['End of the form']);
    click(el('panel-step-jump-0-remove'));
    expect(doc().nodes.t2).toMatchObject({ step: { jumps: [] } });
  });

  it('offers later steps as a jump\'s target and warns on a step that is gone', () => {
    let doc = form();
    doc = updateNode(doc, 't1', 'tile', { step: { title: 'About you', jumps: [{ when: { type: 'group', match: 'all', rules: [] }, to: 'nowhere' }] } });
    doc = updateNode(doc, 't2', 'tile', { step: { title: 'Details', jumps: [] } });
    mount(doc, 't1');
    expect(optionLabels('panel-step-jump-0-to')).toEqual(['Deleted step', 'Step 2: Details', 'End of the form']);
    expect(el('panel-step-jump-0-warning').textContent).toContain('deleted');
    choose('panel-step-jump-0-to', 't2');
    expect(has('panel-step-jump-0-warning')).toBe(false);
  });
});
