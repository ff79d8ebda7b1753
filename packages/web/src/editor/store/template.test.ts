/**
 * A template-based folio in the editor: the store names every field edit with the model's template table,
 * refuses nodes of kinds templates do not support before they are made (the spec's toasts, nothing to fail at save), and what it
 * changes passes the check the co-editing server runs on every change (model templateEditProblem over describeChanges, the
 * same functions as services/collab/gate.ts).
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_FOLIO_READ_FIELDS, copySubtree, createFolio, createNode, describeChanges, insertNode, templateEditProblem, type FolioDocument, type FolioNode } from '@folio/model';
import type { FolioFull } from '../../api/folios.ts';
import { openEditor } from '../save/openEditor.ts';
import { createEditorStore, type EditorStore } from './createEditorStore.ts';
import type { EditorAction } from './types.ts';

/** page p1 > tile t1 > layout l1 > column c1 > blocks b1 (text resource r1), b2 (text widget w1, accordion i1), b3 (empty). */
function templateDoc(): FolioDocument {
  let doc = createFolio('author', { newId: () => 'p1' });
  const put = (parentId: string, node: FolioNode) => {
    doc = insertNode(doc, { parentId, node });
  };
  put('p1', createNode('tile', { id: 't1' }));
  put('t1', createNode('layout', { id: 'l1' }));
  put('l1', createNode('column', { id: 'c1' }));
  put('c1', createNode('block', { id: 'b1' }));
  put('b1', createNode('text-resource', { id: 'r1', html: '<p>Hello</p>' }));
  put('c1', createNode('block', { id: 'b2' }));
  put('b2', createNode('text-widget', { id: 'w1' }));
  put('b2', createNode('accordion-interaction', { id: 'i1' }));
  put('c1', createNode('block', { id: 'b3' }));
  return doc;
}

/** The co-editing server's check of a template-based folio: each change judged by what it did (gate.ts). */
class TemplateGate {
  doc: FolioDocument;
  refusals: string[] = [];
  constructor(doc: FolioDocument) {
    this.doc = doc;
  }
  /** Takes the store's document as the editor would write it; false (and the reason kept) when refused. */
  take(store: EditorStore): boolean {
    const after = store.getState().doc;
    const problem = templateEditProblem(this.doc, after, describeChanges(this.doc, after));
    if (problem) {
      this.refusals.push(problem);
      return false;
    }
    this.doc = after;
    return true;
  }
}

function setup(templateBased = true) {
  const doc = templateDoc();
  let n = 0;
  const store = createEditorStore({ folioId: 'f1', doc, version: 1, templateBased, newId: () => `n${++n}` });
  return { store, server: new TemplateGate(doc), doc };
}

const ok = (store: EditorStore, action: EditorAction) => expect(store.dispatch(action)).toEqual({ ok: true });

describe('a template-based folio in the editor store', () => {
  const structural: [string, (s: EditorStore) => EditorAction][] = [
    ['insert', () => ({ type: 'insertNew', kind: 'text-resource', target: { parentId: 'b3' } })],
    ['insert', () => ({ type: 'insertNew', kind: 'block', target: { parentId: 'c1' } })],
    ['move', () => ({ type: 'move', nodeId: 'b2', target: { parentId: 'c1' } })],
    ['move', () => ({ type: 'moveWithin', nodeId: 'b2', direction: 'up' })],
    ['delete', () => ({ type: 'delete', nodeId: 'b1' })],
    ['paste', (s) => ({ type: 'paste', clipboard: copySubtree(s.getState().doc, 'b1'), target: { parentId: 'c1' } })],
    ['duplicate', () => ({ type: 'duplicate', nodeId: 'b1' })],
    ['addPage', () => ({ type: 'addPage' })],
  ];

  it.each(structural)('allows %s, and the server accepts the change', (_name, make) => {
    const { store, server } = setup();
    ok(store, make(store));
    expect(server.take(store)).toBe(true);
    expect(server.refusals).toEqual([]);
  });

  it.each(structural)('allows %s on an ordinary folio', (_name, make) => {
    const { store } = setup(false);
    ok(store, make(store));
  });

  it('inserts every kind templates support (spec §4)', () => {
    for (const kind of ['text-widget', 'multiple-choice-widget', 'button-widget', 'gallery-widget', 'asset-resource', 'text-resource'] as const) {
      const { store } = setup();
      ok(store, { type: 'insertNew', kind, target: { parentId: 'b3' } });
    }
    const { store } = setup();
    ok(store, { type: 'insertNew', kind: 'accordion-interaction', target: { parentId: 'b1' } });
  });

  it('refuses the other kinds with the spec toasts, before they are made (§8)', () => {
    for (const kind of ['numeric-widget', 'date-widget', 'upload-widget', 'embed-resource'] as const) {
      const { store, doc } = setup();
      expect(store.dispatch({ type: 'insertNew', kind, target: { parentId: 'b3' } })).toEqual({ ok: false, error: 'Current resource is not supported in templates' });
      expect(store.getState().lastError?.message).toBe('Current resource is not supported in templates');
      expect(store.getState().doc).toBe(doc);
      expect(store.canUndo()).toBe(false);
    }
    const { store } = setup();
    expect(store.dispatch({ type: 'insertNew', kind: 'slider-interaction', target: { parentId: 'b1' } })).toEqual({ ok: false, error: 'Current interaction is not supported in templates' });
    // A pasted subtree holding an unsupported widget is refused the same way.
    const other = insertNode(insertNode(templateDoc(), { parentId: 'c1', node: createNode('block', { id: 'bx' }) }), { parentId: 'bx', node: createNode('numeric-widget', { id: 'nx' }) });
    expect(store.dispatch({ type: 'paste', clipboard: copySubtree(other, 'bx'), target: { parentId: 'c1' } })).toEqual({ ok: false, error: 'Current resource is not supported in templates' });
  });

  it('logs field edits with the template action names, and the server accepts them', () => {
    const { store, server } = setup();
    ok(store, { type: 'update', nodeId: 'r1', kind: 'text-resource', patch: { html: '<p>Mine</p>' } });
    ok(store, { type: 'update', nodeId: 'w1', kind: 'text-widget', patch: { name: 'Your name', label: { position: 'left', text: 'Name' } } });
    ok(store, { type: 'update', nodeId: 'b1', kind: 'block', patch: { design: { padding: '13px' } } });
    ok(store, { type: 'renamePage', pageId: 'p1', name: 'Welcome' });
    ok(store, { type: 'updateRoot', patch: { name: 'My copy' } });
    const expected = [
      { action: 'updateText', path: 'nodes.r1.html' },
      { action: 'updateWidget', path: 'nodes.w1.label' },
      { action: 'updateWidget', path: 'nodes.w1.name' },
      { action: 'updateDesign', path: 'nodes.b1.design' },
      { action: 'renamePage', path: 'nodes.p1.name' },
      { action: 'updateSettings', path: 'root.name' },
    ];
    expect(store.getState().save.log).toEqual(expected);
    expect(server.take(store)).toBe(true);
    expect(server.refusals).toEqual([]);
    expect(server.doc.root.name).toBe('My copy');
  });

  it('a change templates forbid is refused by the server check (the test can fail)', () => {
    const { store, server } = setup();
    // The store refuses unsupported kinds itself; a document changed around it (as a hostile client would) is not accepted.
    store.replaceDocument(insertNode(store.getState().doc, { parentId: 'b3', node: createNode('numeric-widget', { id: 'nx' }) }), 1, { clearHistory: true });
    expect(server.take(store)).toBe(false);
    expect(server.refusals).toHaveLength(1);
  });

  it('names what an undo and a redo change, and the server accepts them', () => {
    const { store, server } = setup();
    ok(store, { type: 'update', nodeId: 'r1', kind: 'text-resource', patch: { html: '<p>Mine</p>' } });
    expect(server.take(store)).toBe(true);
    store.undo();
    expect(store.getState().save.log.slice(-2)).toEqual([{ action: 'undo' }, { action: 'updateText', path: 'nodes.r1.html' }]);
    expect(server.take(store)).toBe(true);
    expect(server.doc.nodes.r1).toMatchObject({ html: '<p>Hello</p>' });
    store.redo();
    expect(server.take(store)).toBe(true);
    expect(server.refusals).toEqual([]);
    expect(server.doc.nodes.r1).toMatchObject({ html: '<p>Mine</p>' });
  });

  it('turns on when the loaded folio says it is template-based', () => {
    const full = (isTemplateBased: boolean): FolioFull => ({
      ...EMPTY_FOLIO_READ_FIELDS,
      id: 'f1',
      version: 1,
      ...templateDoc(),
      canEditContent: true,
      canEditSettings: true,
      isTemplateBased,
      licenseDetails: null,
      hasBeenPurchased: false,
      updatedAt: '',
    });
    expect(openEditor(full(true)).store.getState().templateBased).toBe(true);
    expect(openEditor(full(false)).store.getState().templateBased).toBe(false);
  });
});
