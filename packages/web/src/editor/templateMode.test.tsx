// @vitest-environment happy-dom
/**
 * Template mode in the editor screen's palette and panel (EditorPage passes FolioFull.isTemplateBased to both
 * and to the store): kinds templates do not support raise the spec's toasts; supported kinds go in (spec §4).
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

  it('the palette inserts the kinds templates support, without a toast (spec §4)', () => {
    const store = mount(true);
    click('palette-insert-text-widget');
    click('palette-insert-gallery-widget');
    expect(toasts()).toEqual([]);
    const kinds = Object.values(store.getState().doc.nodes).map((n) => n.kind);
    expect(kinds).toContain('text-widget');
    expect(kinds).toContain('gallery-widget');
    expect(store.getState().save.log.map((e) => e.action)).toContain('insert');
  });

  it('the panel refuses an unsupported interaction with the spec toast; adds and removes an accordion', () => {
    const store = mount(true);
    act(() => store.select('r1'));
    click('panel-interaction-add');
    click('panel-interaction-add-slider-interaction');
    expect(toasts()).toEqual([FOLIO_TEXTS.templateInteractionUnsupported]);
    click('panel-interaction-add');
    click('panel-interaction-add-accordion-interaction');
    const accordions = () => Object.values(store.getState().doc.nodes).filter((n) => n.kind === 'accordion-interaction').length;
    expect(accordions()).toBe(2);
    click('panel-interaction-remove-i1');
    expect(store.getState().doc.nodes.i1).toBeUndefined();
    expect(toasts()).toEqual([FOLIO_TEXTS.templateInteractionUnsupported]);
  });

  it('an ordinary folio inserts from the palette without a toast', () => {
    const store = mount(false);
    click('palette-insert-numeric-widget');
    expect(toasts()).toEqual([]);
    expect(Object.values(store.getState().doc.nodes).some((n) => n.kind === 'numeric-widget')).toBe(true);
  });
});
