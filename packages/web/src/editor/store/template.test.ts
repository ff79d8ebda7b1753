/**
 * A template-based folio in the editor: the store names every field edit with the model's template table,
 * refuses nodes of kinds templates do not support before they are made (the spec's toasts, nothing to fail at save), and what the autosave
 * sends passes the check the server runs (model templateEditProblem, the same function).
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_FOLIO_READ_FIELDS, copySubtree, createFolio, createNode, insertNode, templateEditProblem, type FolioDocument, type FolioNode } from '@folio/model';
import type { FolioFull, FolioPatch, FolioSaved } from '../../api/folios.ts';
import { createAutosave } from '../save/autosave.ts';
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

/** A server that applies each PATCH and re-checks it the way the real one does for a template-based folio. */
class TemplateServer {
  version = 1;
  doc: FolioDocument;
  sent: FolioPatch[] = [];
  refusals: string[] = [];
  constructor(doc: FolioDocument) {
    this.doc = doc;
  }
  send = async (patch: FolioPatch): Promise<FolioSaved> => {
    this.sent.push(structuredClone(patch));
    const nodes = { ...this.doc.nodes };
    for (const [id, node] of Object.entries(patch.nodes ?? {})) {
      if (node === null) delete nodes[id];
      else nodes[id] = node;
    }
    const after = { ...this.doc, root: { ...this.doc.root, ...patch.root }, nodes };
    const problem = templateEditProblem(this.doc, after, patch.log);
    if (problem) {
      this.refusals.push(problem);
      throw new Error(problem);
    }
    this.doc = after;
    this.version++;
    return { version: this.version, updatedAt: new Date(0).toISOString() };
  };
  fetchCurrent = async (): Promise<FolioFull> => ({
    ...EMPTY_FOLIO_READ_FIELDS,
    id: 'f1',
    version: this.version,
    ...this.doc,
    canEditContent: true,
    canEditSettings: true,
    isTemplateBased: true,
    licenseDetails: null,
    hasBeenPurchased: false,
    updatedAt: '',
  });
}

function setup(templateBased = true) {
  const doc = templateDoc();
  let n = 0;
  const store = createEditorStore({ folioId: 'f1', doc, version: 1, templateBased, newId: () => `n${++n}` });
  const server = new TemplateServer(doc);
  const autosave = createAutosave(store, {
    send: server.send,
    fetchCurrent: server.fetchCurrent,
    savedDoc: doc,
    storage: null,
    events: null,
    isOnline: () => true,
    debounceMs: 60_000,
    retryDelaysMs: [60_000],
  });
  return { store, server, autosave, doc };
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

  it.each(structural)('allows %s, and the server accepts what it saves', async (_name, make) => {
    const { store, server, autosave } = setup();
    ok(store, make(store));
    await autosave.flush();
    expect(server.refusals).toEqual([]);
    expect(store.getState().save.status).toBe('saved');
    autosave.dispose();
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

  it('logs field edits with the template action names and saves them', async () => {
    const { store, server, autosave } = setup();
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
    await autosave.flush();
    expect(server.refusals).toEqual([]);
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ baseVersion: 1, log: expected, root: { name: 'My copy' } });
    expect(Object.keys(server.sent[0]!.nodes!).sort()).toEqual(['b1', 'p1', 'r1', 'w1']);
    expect(store.getState().save.status).toBe('saved');
    autosave.dispose();
  });

  it('names what an undo and a redo change, so the server accepts them', async () => {
    const { store, server, autosave } = setup();
    ok(store, { type: 'update', nodeId: 'r1', kind: 'text-resource', patch: { html: '<p>Mine</p>' } });
    await autosave.flush();
    store.undo();
    expect(store.getState().save.log).toEqual([{ action: 'undo' }, { action: 'updateText', path: 'nodes.r1.html' }]);
    await autosave.flush();
    store.redo();
    await autosave.flush();
    expect(server.refusals).toEqual([]);
    expect(server.sent.map((p) => p.log.map((l) => l.action))).toEqual([['updateText'], ['undo', 'updateText'], ['redo', 'updateText']]);
    expect(server.doc.nodes.r1).toMatchObject({ html: '<p>Mine</p>' });
    autosave.dispose();
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
    expect(openEditor(full(true), { storage: null }).store.getState().templateBased).toBe(true);
    expect(openEditor(full(false), { storage: null }).store.getState().templateBased).toBe(false);
  });
});
