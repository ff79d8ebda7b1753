import { describe, expect, it } from 'vitest';
import { EMPTY_FOLIO_READ_FIELDS, createFolio, createNode, insertNode, type FolioDocument } from '@folio/model';
import { ApiError } from '../../api/client.ts';
import type { FolioFull, FolioPatch, FolioSaved } from '../../api/folios.ts';
import { createEditorStore, type EditorStore } from '../store/createEditorStore.ts';
import { createAutosave } from './autosave.ts';
import { computeChanges } from './computePatch.ts';
import { openEditor } from './openEditor.ts';
import { pendingKey, readPending } from './pendingStorage.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

function baseDoc(): FolioDocument {
  let doc = createFolio('author', { newId: () => 'p1' });
  doc = insertNode(doc, { parentId: 'p1', node: createNode('tile', { id: 't1' }) });
  doc = insertNode(doc, { parentId: 'p1', node: createNode('tile', { id: 't2' }) });
  return doc;
}

/** A fake server: answers each PATCH with the next version, or with what the test queues. */
class FakeServer {
  version = 1;
  doc: FolioDocument;
  sent: FolioPatch[] = [];
  failures: unknown[] = [];
  constructor(doc: FolioDocument) {
    this.doc = doc;
  }
  send = async (patch: FolioPatch): Promise<FolioSaved> => {
    this.sent.push(structuredClone(patch));
    const failure = this.failures.shift();
    if (failure) throw failure;
    if (patch.baseVersion !== this.version) throw new ApiError(409, 'This folio was changed elsewhere since you loaded it; reload it or overwrite it with your copy.');
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
    isTemplateBased: false,
    licenseDetails: null,
    hasBeenPurchased: false,
    updatedAt: new Date(0).toISOString(),
  });
}

function setup() {
  const doc = baseDoc();
  let n = 0;
  const store = createEditorStore({ folioId: 'f1', doc, version: 1, newId: () => `n${++n}` });
  const server = new FakeServer(doc);
  const storage = new MemoryStorage();
  const events = new EventTarget();
  const net = { online: true };
  const autosave = createAutosave(store, {
    send: server.send,
    fetchCurrent: server.fetchCurrent,
    savedDoc: doc,
    storage,
    events,
    isOnline: () => net.online,
    debounceMs: 60_000, // the tests flush by hand
    retryDelaysMs: [60_000],
  });
  return { store, server, storage, events, net, autosave };
}

const rename = (store: EditorStore, name: string) => store.dispatch({ type: 'renamePage', pageId: 'p1', name });

describe('patch computation', () => {
  it('sends only the changed nodes and root fields, and deletions as null', () => {
    const before = baseDoc();
    let after = insertNode(before, { parentId: 't1', node: createNode('layout', { id: 'l1' }) });
    after = { ...after, root: { ...after.root, name: 'New name', version: 9 } };
    const { t2: _t2, ...nodes } = after.nodes;
    after = { ...after, nodes, root: { ...after.root, pages: after.root.pages } };
    const p1 = after.nodes.p1!;
    after.nodes.p1 = p1.kind === 'page' ? { ...p1, children: ['t1'] } : p1;

    const changes = computeChanges(before, after);
    expect(changes.root).toEqual({ name: 'New name' });
    expect(Object.keys(changes.nodes!).sort()).toEqual(['l1', 'p1', 't1', 't2']);
    expect(changes.nodes!.t2).toBeNull();
    expect(changes.nodes!.l1).toMatchObject({ kind: 'layout' });
  });

  it('sends a removed language or direction as null, so the server removes it too', () => {
    const before = baseDoc();
    const withLanguage = { ...before, root: { ...before.root, language: 'ar', direction: 'rtl' as const } };
    expect(computeChanges(before, withLanguage).root).toEqual({ language: 'ar', direction: 'rtl' });
    const { language: _l, direction: _d, ...root } = withLanguage.root;
    expect(computeChanges(withLanguage, { ...withLanguage, root }).root).toEqual({ language: null, direction: null });
  });

  it('does not send a node that is a new object with the same content', () => {
    const before = baseDoc();
    const after = structuredClone(before);
    expect(computeChanges(before, after)).toEqual({});
  });
});

describe('the save queue', () => {
  it('saves an edit with the base version and then the next one on the version the server returned', async () => {
    const { store, server, autosave } = setup();
    rename(store, 'One');
    await autosave.flush();
    rename(store, 'Two');
    await autosave.flush();
    expect(server.sent.map((p) => p.baseVersion)).toEqual([1, 2]);
    expect(server.sent[0]!.nodes).toEqual({ p1: expect.objectContaining({ name: 'One' }) });
    expect(server.sent[0]!.log).toEqual([{ action: 'renamePage', path: 'nodes.p1.name' }]);
    expect(store.getState().save).toMatchObject({ status: 'saved', pendingCount: 0, version: 3 });
  });

  it('queues edits while offline (in memory and in localStorage) and sends them in order once online', async () => {
    const { store, server, storage, events, net, autosave } = setup();
    net.online = false;
    rename(store, 'Offline 1');
    await autosave.flush();
    store.dispatch({ type: 'delete', nodeId: 't2' });
    await autosave.flush();
    expect(server.sent).toHaveLength(0);
    expect(store.getState().save).toMatchObject({ status: 'offline', pendingCount: 2 });
    const stored = readPending(storage, 'f1');
    expect(stored?.log.map((l) => l.action)).toEqual(['renamePage', 'delete']);
    expect(stored?.doc.nodes.t2).toBeUndefined();

    net.online = true;
    events.dispatchEvent(new Event('online'));
    await autosave.flush();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ baseVersion: 1, nodes: { t2: null, p1: { name: 'Offline 1', children: ['t1'] } } });
    expect(store.getState().save).toMatchObject({ status: 'saved', pendingCount: 0 });
    expect(storage.getItem(pendingKey('f1'))).toBeNull();
  });

  it('goes offline when the request fails on the network, keeps the edits and sends them on the next try', async () => {
    const { store, server, autosave } = setup();
    server.failures.push(new TypeError('Failed to fetch'));
    rename(store, 'Lost?');
    await autosave.flush();
    expect(store.getState().save.status).toBe('offline');
    await autosave.flush();
    expect(server.sent.map((p) => p.baseVersion)).toEqual([1, 1]);
    expect(store.getState().save.status).toBe('saved');
  });

  it('waits for a request on its way before sending the next edit', async () => {
    const { store, server, autosave } = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = server.send;
    server.send = async (patch) => {
      await gate;
      return send(patch);
    };
    rename(store, 'A');
    const first = autosave.flush();
    rename(store, 'B');
    const second = autosave.flush();
    release();
    await Promise.all([first, second]);
    expect(server.sent.map((p) => [p.baseVersion, (p.nodes!.p1 as { name: string }).name])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
  });

  it('a 409 sets conflict, keeps the edits, stops sending; overwrite re-sends the whole state on the current version', async () => {
    const { store, server, storage, autosave } = setup();
    server.version = 4; // someone else saved meanwhile
    rename(store, 'Mine');
    await autosave.flush();
    expect(store.getState().save.status).toBe('conflict');
    expect(store.getState().doc.nodes.p1).toMatchObject({ name: 'Mine' });
    expect(readPending(storage, 'f1')?.doc.nodes.p1).toMatchObject({ name: 'Mine' });

    store.dispatch({ type: 'delete', nodeId: 't2' });
    await autosave.flush();
    expect(server.sent).toHaveLength(1);

    await autosave.resolveConflict('overwrite');
    const overwrite = server.sent[1]!;
    expect(overwrite).toMatchObject({ baseVersion: 4, replaceNodes: true });
    expect(Object.keys(overwrite.nodes!).sort()).toEqual(['p1', 't1']);
    expect(overwrite.root).not.toHaveProperty('version');
    expect(store.getState().save).toMatchObject({ status: 'saved', version: 5, pendingCount: 0 });
    expect(storage.getItem(pendingKey('f1'))).toBeNull();
  });

  it('reload after a conflict takes the server document and drops the local edits', async () => {
    const { store, server, autosave } = setup();
    server.version = 7;
    rename(store, 'Mine');
    await autosave.flush();
    await autosave.resolveConflict('reload');
    expect(store.getState().doc.nodes.p1).toMatchObject({ name: 'Page 1' });
    expect(store.getState().save).toMatchObject({ status: 'saved', version: 7, pendingCount: 0 });
    expect(store.canUndo()).toBe(false);
  });

  it('a refusal (400) shows the spec text with the reason and holds that change back; the next edits still save', async () => {
    const { store, server, autosave } = setup();
    server.failures.push(new ApiError(400, 'Bad Request: A page cannot hold a block', 'A page cannot hold a block'));
    rename(store, 'X');
    await autosave.flush();
    expect(store.getState().save).toMatchObject({
      status: 'held',
      error: 'Something went wrong when updating the Folio. A page cannot hold a block.',
      held: ['nodes.p1'],
    });
    expect(server.sent).toHaveLength(1);
    // Another edit elsewhere goes out alone: the refused change is not sent again as it was.
    store.dispatch({ type: 'updateRoot', patch: { summary: 'About' } });
    await autosave.flush();
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]).toMatchObject({ baseVersion: 1, root: { summary: 'About' } });
    expect(server.sent[1]!.nodes).toBeUndefined();
    expect(store.getState().save).toMatchObject({ status: 'held', version: 2, held: ['nodes.p1'] });
    // Changed again, it is tried again.
    rename(store, 'XY');
    await autosave.flush();
    expect(server.sent[2]).toMatchObject({ baseVersion: 2, nodes: { p1: { name: 'XY' } } });
    expect(store.getState().save).toMatchObject({ status: 'saved', held: [], problems: [], pendingCount: 0 });
  });

  it('a refusal naming its field says so in plain words at that field', async () => {
    const { store, server, autosave } = setup();
    server.failures.push(new ApiError(400, 'Bad Request', 'nodes.p1.name must be at most 200 characters'));
    rename(store, 'X');
    await autosave.flush();
    expect(store.getState().save.problems).toEqual([
      { field: 'nodes.p1.name', message: 'The server did not save this change. This block must be at most 200 characters.' },
    ]);
  });

  it('does not send a name over the limit, says why at the field, saves the other edits, and undo puts the saved name back', async () => {
    const { store, server, storage, autosave } = setup();
    const long = 'n'.repeat(201);
    store.dispatch({ type: 'updateRoot', patch: { name: long } });
    await autosave.flush();
    expect(server.sent).toHaveLength(0);
    expect(store.getState().save).toMatchObject({
      status: 'held',
      held: ['root.name'],
      problems: [{ field: 'root.name', message: 'The name is 201 characters long, more than the 200 allowed; shorten it.' }],
    });
    rename(store, 'Later');
    await autosave.flush();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]!.root).toBeUndefined();
    expect(server.sent[0]!.nodes).toEqual({ p1: expect.objectContaining({ name: 'Later' }) });
    expect(server.sent[0]!.log).toEqual([{ action: 'renamePage', path: 'nodes.p1.name' }]);
    expect(store.getState().save).toMatchObject({ status: 'held', pendingCount: 1 });
    expect(readPending(storage, 'f1')?.doc.root.name).toBe(long);

    autosave.undoHeld();
    expect(store.getState().doc.root.name).toBe(baseDoc().root.name);
    expect(store.getState().doc.nodes.p1).toMatchObject({ name: 'Later' });
    await autosave.flush();
    expect(server.sent).toHaveLength(1);
    expect(store.getState().save).toMatchObject({ status: 'saved', held: [], problems: [], pendingCount: 0 });
    expect(storage.getItem(pendingKey('f1'))).toBeNull();
  });

  it('holds back a new text over the limit together with the blocks that would hold it', async () => {
    const { store, server, autosave } = setup();
    const html = `<p>${'x'.repeat(100_000)}</p>`;
    expect(store.dispatch({ type: 'insertNew', kind: 'text-resource', props: { html }, anchorId: 't1' }).ok).toBe(true);
    await autosave.flush();
    expect(server.sent).toHaveLength(0);
    const { problems, held } = store.getState().save;
    const textId = Object.values(store.getState().doc.nodes).find((n) => n.kind === 'text-resource')!.id;
    expect(problems).toEqual([{ field: `nodes.${textId}.html`, message: expect.stringMatching(/^This text is 100,007 characters of HTML, more than the 100,000 allowed/) }]);
    expect(held).toContain(`nodes.${textId}`);
    expect(held).toContain('nodes.t1');
    autosave.undoHeld();
    expect(store.getState().doc.nodes[textId]).toBeUndefined();
    await autosave.flush();
    expect(server.sent).toHaveLength(0);
    expect(store.getState().save.status).toBe('saved');
  });

  it('warns before unload while edits are unsaved and stores them', () => {
    const { store, storage, events } = setup();
    rename(store, 'Unsaved');
    const event = new Event('beforeunload', { cancelable: true });
    events.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(readPending(storage, 'f1')?.doc.nodes.p1).toMatchObject({ name: 'Unsaved' });
  });
});

describe('opening a folio with stored edits', () => {
  const full = (version: number, doc: FolioDocument): FolioFull => ({
    ...EMPTY_FOLIO_READ_FIELDS,
    id: 'f1',
    version,
    ...doc,
    canEditContent: true,
    canEditSettings: true,
    isTemplateBased: false,
    licenseDetails: null,
    hasBeenPurchased: false,
    updatedAt: '',
  });

  it('brings back edits based on the current version and marks them pending', () => {
    const storage = new MemoryStorage();
    const doc = baseDoc();
    const edited = { ...doc, root: { ...doc.root, name: 'Typed before the crash' } };
    storage.setItem(pendingKey('f1'), JSON.stringify({ folioId: 'f1', baseVersion: 3, doc: edited, log: [{ action: 'updateRoot' }], at: 1 }));
    const opened = openEditor(full(3, doc), { storage });
    expect(opened.restored).toBe('resent');
    expect(opened.store.getState().doc.root.name).toBe('Typed before the crash');
    expect(opened.store.getState().save.pendingCount).toBe(1);
  });

  it('opens in conflict when the stored edits are based on an older version', () => {
    const storage = new MemoryStorage();
    const doc = baseDoc();
    const edited = { ...doc, root: { ...doc.root, name: 'Old base' } };
    storage.setItem(pendingKey('f1'), JSON.stringify({ folioId: 'f1', baseVersion: 2, doc: edited, log: [], at: 1 }));
    const opened = openEditor(full(5, doc), { storage });
    expect(opened.restored).toBe('conflict');
    expect(opened.store.getState().save).toMatchObject({ status: 'conflict', conflictVersion: 5 });
  });

  it('drops stored edits that the server already holds', () => {
    const storage = new MemoryStorage();
    const doc = baseDoc();
    storage.setItem(pendingKey('f1'), JSON.stringify({ folioId: 'f1', baseVersion: 2, doc, log: [], at: 1 }));
    expect(openEditor(full(5, doc), { storage }).restored).toBe('none');
    expect(storage.getItem(pendingKey('f1'))).toBeNull();
  });
});
