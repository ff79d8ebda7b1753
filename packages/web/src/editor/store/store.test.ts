import { describe, expect, it } from 'vitest';
import { createFolio, type FolioDocument } from '@folio/model';
import { createEditorStore, type EditorStore } from './createEditorStore.ts';
import { clipboardFromText, clipboardToText, setMemoryClipboard } from './clipboard.ts';
import type { EditorAction } from './types.ts';

function ids(prefix: string) {
  let n = 0;
  return () => `${prefix}${++n}`;
}

function newStore(options: { clock?: { t: number }; prefix?: string; doc?: FolioDocument } = {}): EditorStore {
  const clock = options.clock ?? { t: 0 };
  return createEditorStore({
    folioId: 'f1',
    doc: options.doc ?? createFolio('author', { newId: () => 'p1' }),
    version: 1,
    now: () => clock.t,
    newId: ids(options.prefix ?? 'n'),
  });
}

const ok = (store: EditorStore, action: EditorAction) => {
  const result = store.dispatch(action);
  if (!result.ok) throw new Error(result.error);
};

describe('editor store actions', () => {
  it('inserts a widget on an empty page inside a new tile, layout, column and block, and selects it', () => {
    const store = newStore();
    ok(store, { type: 'insertNew', kind: 'text-widget' });
    const { doc, selection } = store.getState();
    // n1 tile, n2 layout, n3 column, n4 block, then n5 the widget (created first, so it is n1)
    const widgetId = selection.nodeId!;
    expect(doc.nodes[widgetId]?.kind).toBe('text-widget');
    const page = doc.nodes.p1!;
    expect(page.kind === 'page' && page.children.length).toBe(1);
    const kinds: string[] = [];
    let current: string | undefined = page.kind === 'page' ? page.children[0] : undefined;
    while (current) {
      const node = doc.nodes[current]!;
      kinds.push(node.kind);
      current = 'children' in node ? node.children[0] : node.kind === 'block' ? node.resource : undefined;
    }
    expect(kinds).toEqual(['tile', 'layout', 'column', 'block', 'text-widget']);
  });

  it('puts a second widget in a new block after the selected widget\'s block', () => {
    const store = newStore();
    ok(store, { type: 'insertNew', kind: 'text-widget' });
    const first = store.getState().selection.nodeId!;
    ok(store, { type: 'insertNew', kind: 'numeric-widget' });
    const { doc } = store.getState();
    const columns = Object.values(doc.nodes).filter((n) => n.kind === 'column');
    expect(columns).toHaveLength(1);
    const column = columns[0]!;
    const blocks = column.kind === 'column' ? column.children.map((id) => doc.nodes[id]!) : [];
    expect(blocks.map((b) => (b.kind === 'block' ? doc.nodes[b.resource!]!.kind : ''))).toEqual(['text-widget', 'numeric-widget']);
    expect(blocks[0]!.kind === 'block' && blocks[0]!.resource).toBe(first);
  });

  it('refuses an edit the hierarchy forbids, changes nothing and reports the model message', () => {
    const store = newStore();
    const before = store.getState().doc;
    const result = store.dispatch({ type: 'move', nodeId: 'p1', target: { parentId: 'p1' } });
    expect(result.ok).toBe(false);
    expect(store.getState().doc).toBe(before);
    expect(store.getState().lastError?.message).toMatch(/cannot be moved into itself/);
    expect(store.canUndo()).toBe(false);
  });

  it('deletes the selected node and selects its neighbour', () => {
    const store = newStore();
    ok(store, { type: 'insertNew', kind: 'tile' });
    const t1 = store.getState().selection.nodeId!;
    ok(store, { type: 'insertNew', kind: 'tile' });
    const t2 = store.getState().selection.nodeId!;
    expect(store.getState().doc.nodes.p1).toMatchObject({ children: [t1, t2] });
    ok(store, { type: 'delete', nodeId: t2 });
    expect(store.getState().doc.nodes[t2]).toBeUndefined();
    expect(store.getState().selection.nodeId).toBe(t1);
  });

  it('moves a node up and down among its siblings', () => {
    const store = newStore();
    ok(store, { type: 'insertNew', kind: 'tile', target: { parentId: 'p1' } });
    ok(store, { type: 'insertNew', kind: 'tile', target: { parentId: 'p1' } });
    ok(store, { type: 'insertNew', kind: 'tile', target: { parentId: 'p1' } });
    const [a, b, c] = (store.getState().doc.nodes.p1 as { children: string[] }).children as [string, string, string];
    ok(store, { type: 'moveWithin', nodeId: c, direction: 'up' });
    expect(store.getState().doc.nodes.p1).toMatchObject({ children: [a, c, b] });
    ok(store, { type: 'moveWithin', nodeId: c, direction: 'up' });
    expect(store.getState().doc.nodes.p1).toMatchObject({ children: [c, a, b] });
    const before = store.getState().history.past.length;
    ok(store, { type: 'moveWithin', nodeId: c, direction: 'up' });
    expect(store.getState().history.past.length).toBe(before);
    ok(store, { type: 'moveWithin', nodeId: a, direction: 'down' });
    expect(store.getState().doc.nodes.p1).toMatchObject({ children: [c, b, a] });
  });

  it('adds, renames, reorders and deletes pages, keeping the shown page valid', () => {
    const store = newStore();
    ok(store, { type: 'addPage', name: 'Second' });
    const p2 = store.getState().selection.pageId;
    expect(p2).not.toBe('p1');
    ok(store, { type: 'renamePage', pageId: p2, name: 'Two' });
    ok(store, { type: 'movePage', from: 1, to: 0 });
    expect(store.getState().doc.root.pages).toEqual([p2, 'p1']);
    ok(store, { type: 'deletePage', pageId: p2 });
    expect(store.getState().doc.root.pages).toEqual(['p1']);
    expect(store.getState().selection.pageId).toBe('p1');
    expect(store.dispatch({ type: 'deletePage', pageId: 'p1' })).toEqual({ ok: false, error: 'A folio needs at least one page' });
  });

  it('refuses content edits without the content right and root edits without the settings right', () => {
    const store = createEditorStore({ folioId: 'f', doc: createFolio('a', { newId: () => 'p1' }), version: 1, canEditContent: false, canEditSettings: false });
    expect(store.dispatch({ type: 'addPage' }).ok).toBe(false);
    expect(store.dispatch({ type: 'updateRoot', patch: { name: 'x' } }).ok).toBe(false);
    expect(store.getState().doc.root.pages).toEqual(['p1']);
  });
});

describe('undo and redo', () => {
  it('replays a sequence of edits and walks back and forth through every step', () => {
    const store = newStore();
    const steps: EditorAction[] = [
      { type: 'insertNew', kind: 'text-widget' },
      { type: 'insertNew', kind: 'button-widget' },
      { type: 'addPage', name: 'Two' },
      { type: 'insertNew', kind: 'tile' },
    ];
    const docs = [store.getState().doc];
    for (const step of steps) {
      ok(store, step);
      docs.push(store.getState().doc);
    }
    for (let i = steps.length - 1; i >= 0; i--) {
      expect(store.undo()).toBe(true);
      expect(store.getState().doc).toBe(docs[i]);
    }
    expect(store.undo()).toBe(false);
    for (let i = 1; i <= steps.length; i++) {
      expect(store.redo()).toBe(true);
      expect(store.getState().doc).toBe(docs[i]);
    }
    expect(store.redo()).toBe(false);
  });

  it('a new edit after an undo drops the redo steps', () => {
    const store = newStore();
    ok(store, { type: 'addPage' });
    ok(store, { type: 'addPage' });
    store.undo();
    expect(store.canRedo()).toBe(true);
    ok(store, { type: 'renamePage', pageId: 'p1', name: 'Home' });
    expect(store.canRedo()).toBe(false);
  });

  it('merges quick changes to the same field of one node into one step, and not slower or different ones', () => {
    const clock = { t: 1000 };
    const store = newStore({ clock });
    ok(store, { type: 'insertNew', kind: 'text-widget' });
    const id = store.getState().selection.nodeId!;
    const label = (text: string) => ({ type: 'update', nodeId: id, kind: 'text-widget', patch: { label: { position: 'top', text } } }) as const;
    const afterInsert = store.getState().history.past.length;
    for (const [i, text] of ['N', 'Na', 'Nam', 'Name'].entries()) {
      clock.t = 2000 + i * 200;
      ok(store, label(text));
    }
    expect(store.getState().history.past.length).toBe(afterInsert + 1);
    clock.t += 2000; // a pause: a new step
    ok(store, label('Names'));
    clock.t += 100;
    ok(store, { type: 'update', nodeId: id, kind: 'text-widget', patch: { required: true } }); // another field
    expect(store.getState().history.past.length).toBe(afterInsert + 3);

    store.undo();
    expect(store.getState().doc.nodes[id]).toMatchObject({ required: false, label: { text: 'Names' } });
    store.undo();
    expect(store.getState().doc.nodes[id]).toMatchObject({ label: { text: 'Name' } });
    store.undo();
    expect(store.getState().doc.nodes[id]).toMatchObject({ label: { text: '' } });
  });

  it('breakMerge starts a new step even within the merge window', () => {
    const clock = { t: 0 };
    const store = newStore({ clock });
    ok(store, { type: 'updateRoot', patch: { name: 'A' } });
    store.breakMerge();
    ok(store, { type: 'updateRoot', patch: { name: 'AB' } });
    expect(store.getState().history.past).toHaveLength(2);
  });

  it('counts every edit, undo and redo as pending for the save and logs them', () => {
    const store = newStore();
    ok(store, { type: 'addPage' });
    store.undo();
    store.redo();
    expect(store.getState().save.pendingCount).toBe(3);
    expect(store.getState().save.log.map((l) => l.action)).toEqual(['addPage', 'undo', 'redo']);
    store.markSaved({ version: 2, logCount: 2 });
    expect(store.getState().save).toMatchObject({ version: 2, pendingCount: 1 });
  });
});

describe('clipboard', () => {
  it('copies a block in one folio and pastes it into another through the JSON text', () => {
    const a = newStore({ prefix: 'a' });
    ok(a, { type: 'insertNew', kind: 'text-widget' });
    const widget = a.getState().selection.nodeId!;
    ok(a, { type: 'update', nodeId: widget, kind: 'text-widget', patch: { name: 'Email' } });
    const blockId = Object.values(a.getState().doc.nodes).find((n) => n.kind === 'block')!.id;
    const clip = a.copy(blockId)!;
    const text = clipboardToText(clip);
    setMemoryClipboard(null);

    const b = newStore({ prefix: 'b', doc: createFolio('other', { newId: () => 'q1' }) });
    const result = b.paste(clipboardFromText(text));
    expect(result).toEqual({ ok: true });
    const nodes = Object.values(b.getState().doc.nodes);
    const pasted = nodes.find((n) => n.kind === 'text-widget');
    expect(pasted).toMatchObject({ name: 'Email' });
    expect(pasted!.id).not.toBe(widget);
    expect(nodes.map((n) => n.kind).sort()).toEqual(['block', 'column', 'layout', 'page', 'text-widget', 'tile']);
    // pasting selects the pasted block
    expect(b.getState().doc.nodes[b.getState().selection.nodeId!]?.kind).toBe('block');
  });

  it('pastes from the in-memory clipboard shared by stores of the same tab', () => {
    const a = newStore({ prefix: 'a' });
    ok(a, { type: 'insertNew', kind: 'tile' });
    a.copy();
    const b = newStore({ prefix: 'b' });
    expect(b.paste().ok).toBe(true);
    expect(Object.values(b.getState().doc.nodes).filter((n) => n.kind === 'tile')).toHaveLength(1);
  });

  it('ignores text that is not a folio clipboard', () => {
    expect(clipboardFromText('hello')).toBeNull();
    expect(clipboardFromText('{"type":"folio-nodes"}')).toBeNull();
    expect(clipboardFromText('')).toBeNull();
  });

  it('duplicating a widget duplicates its block and selects the copied widget', () => {
    const store = newStore();
    ok(store, { type: 'insertNew', kind: 'numeric-widget' });
    const widget = store.getState().selection.nodeId!;
    ok(store, { type: 'duplicate', nodeId: widget });
    const { doc, selection } = store.getState();
    expect(doc.nodes[selection.nodeId!]?.kind).toBe('numeric-widget');
    expect(selection.nodeId).not.toBe(widget);
    const column = Object.values(doc.nodes).find((n) => n.kind === 'column');
    expect(column?.kind === 'column' && column.children).toHaveLength(2);
  });

  it('duplicates a node right after itself and selects the copy', () => {
    const store = newStore();
    ok(store, { type: 'insertNew', kind: 'tile' });
    const t1 = store.getState().selection.nodeId!;
    ok(store, { type: 'duplicate', nodeId: t1 });
    const copy = store.getState().selection.nodeId!;
    expect(copy).not.toBe(t1);
    expect(store.getState().doc.nodes.p1).toMatchObject({ children: [t1, copy] });
  });
});
