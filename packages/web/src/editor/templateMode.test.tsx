// @vitest-environment happy-dom
/**
 * Template mode in the editor screen's palette and panel (EditorPage passes FolioFull.isTemplateBased to both
 * and to the store): kinds templates do not support raise the spec's toasts, and supported kinds, which would
 * change the structure, raise the template refusal instead of failing at save.
 */
import { MantineProvider } from '@mantine/core';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { FOLIO_TEXTS, createFolio, createNode, insertNode, type FolioDocument, type FolioNode } from '@folio/model';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EditPanel } from './panel/EditPanel.tsx';
import { Palette } from './palette/Palette.tsx';
import { createEditorStore, type EditorStore } from './store/createEditorStore.ts';
import { EditorProvider } from './store/react.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
}

const TEMPLATE = 'This folio is based on a template';

function doc(): FolioDocument {
  let d = createFolio('author', { newId: () => 'p1' });
  const put = (parentId: string, node: FolioNode) => {
    d = insertNode(d, { parentId, node });
  };
  put('p1', createNode('tile', { id: 't1' }));
  put('t1', createNode('layout', { id: 'l1' }));
  put('l1', createNode('column', { id: 'c1' }));
  put('c1', createNode('block', { id: 'b1' }));
  put('b1', createNode('text-resource', { id: 'r1', html: '<p>Hello</p>' }));
  put('b1', createNode('accordion-interaction', { id: 'i1' }));
  return d;
}

let root: Root | null = null;
beforeEach(() => cleanNotifications());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function mount(templateBased: boolean): EditorStore {
  let n = 0;
  const store = createEditorStore({ folioId: 'f1', doc: doc(), version: 1, templateBased, newId: () => `n${++n}` });
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <MantineProvider env="test">
        <EditorProvider store={store}>
          <Palette templateMode={templateBased} />
          <EditPanel templateMode={templateBased} />
        </EditorProvider>
      </MantineProvider>,
    ),
  );
  return store;
}

const toasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((n) => String(n.message));
};

const click = (testId: string) => {
  const el = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!el) throw new Error(`no element with data-testid ${testId}`);
  act(() => el.click());
};

describe('template mode in the palette and the panel', () => {
  it('the palette refuses unsupported kinds with the spec’s toasts', () => {
    const store = mount(true);
    const before = store.getState().doc;
    click('palette-insert-numeric-widget');
    click('palette-insert-slider-interaction');
    expect(toasts()).toEqual([FOLIO_TEXTS.templateResourceUnsupported, FOLIO_TEXTS.templateInteractionUnsupported]);
    expect(store.getState().doc).toBe(before);
  });

  it('the palette refuses a supported kind too, because inserting changes the structure', () => {
    const store = mount(true);
    const before = store.getState().doc;
    click('palette-insert-text-widget');
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toContain(`${TEMPLATE}: the action insert is not allowed in it`);
    expect(store.getState().doc).toBe(before);
    expect(store.getState().save.log).toEqual([]);
  });

  it('the panel refuses adding or removing an interaction with a toast', () => {
    const store = mount(true);
    act(() => store.select('r1'));
    click('panel-interaction-add');
    click('panel-interaction-add-slider-interaction');
    click('panel-interaction-add');
    click('panel-interaction-add-accordion-interaction');
    click('panel-interaction-remove-i1');
    const shown = toasts();
    expect(shown[0]).toBe(FOLIO_TEXTS.templateInteractionUnsupported);
    expect(shown[1]).toContain(`${TEMPLATE}: the action insert is not allowed in it`);
    expect(shown[2]).toContain(`${TEMPLATE}: the action delete is not allowed in it`);
    expect(store.getState().doc.nodes.i1).toBeDefined();
  });

  it('an ordinary folio inserts from the palette without a toast', () => {
    const store = mount(false);
    click('palette-insert-numeric-widget');
    expect(toasts()).toEqual([]);
    expect(Object.values(store.getState().doc.nodes).some((n) => n.kind === 'numeric-widget')).toBe(true);
  });
});
