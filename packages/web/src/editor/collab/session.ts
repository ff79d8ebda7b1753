/**
 * The editor's link to the folio's shared document (decision 59), in place of saving by PATCH: the store's edits
 * are bridge into the Yjs document, which Hocuspocus's provider sends to /api/collab; what other editors change
 * (and undo, which undoes only one's own changes) comes back into the store. Edits made offline stay in the
 * document (and in IndexedDB) and merge when the connection is back: there is no "changed elsewhere" conflict.
 *
 * The save status keeps its meaning: 'saving' until the server says it stored a state holding every local change
 * (its `stored` message carries its state vector), 'offline' while the connection is down, 'held' for changes the
 * model's limits refuse (they stay in this editor until fixed or undone), 'error' when the server refused a change.
 */
import { SharedFolio, jsonEqual } from '@folio/collab';
import { describeChanges, type FolioDocument, type FolioNode, type FolioRoot } from '@folio/model';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import type { Autosave } from '../save/autosave.ts';
import { computeChanges, hasChanges, type DocumentChanges } from '../save/computePatch.ts';
import { applyChanges, changeKeyOf, checkChanges, nodeKey, revertKeys, rootKey, splitChanges } from '../save/saveChecks.ts';
import type { EditorStore } from '../store/createEditorStore.ts';
import type { SaveSlice } from '../store/types.ts';
import { translate } from '../../i18n/i18n.ts';
import { parseText } from './parseText.ts';
import { watchPresence, type Presence } from './presence.ts';

/** The origin of the changes this editor writes from its store. */
export const LOCAL = { source: 'folio-editor' };

export interface CollabSessionOptions {
  /** ws(s)://host/api/collab */
  url: string;
  /** the session token (read again on every connection: a renewed session keeps editing) */
  token: () => string;
  /** who is editing: the key of this browser's offline copy (the server tells the others who it is) */
  user: { id: string };
  /** the document the page loaded, before any edit (edits made before the shared document opens are measured from it) */
  loaded: FolioDocument;
  /** keep an offline copy in IndexedDB (default: when the browser has it) */
  offlineCopy?: boolean;
}

export interface CollabSession extends Autosave {
  readonly doc: Y.Doc;
  readonly shared: SharedFolio;
  readonly provider: HocuspocusProvider;
  readonly presence: Presence;
  /**
   * Counts the changes written under `origin` as this editor's own for Undo (the canvas's typing, written by
   * Tiptap's sync plugin): the top bar's Undo then takes back a text typed on the canvas too.
   */
  undoAlso(origin: unknown): void;
}

export function createCollabSession(store: EditorStore, options: CollabSessionOptions): CollabSession {
  const folioId = store.getState().folioId;
  const doc = new Y.Doc();
  const shared = new SharedFolio(doc);
  const undo = new Y.UndoManager([shared.root, shared.nodes, shared.meta], { trackedOrigins: new Set([LOCAL]), captureTimeout: 500 });
  let disposed = false;
  let opened = false;
  let version = store.getState().save.version;
  /** this editor's clock in the document when it last wrote, and what the server said it stored */
  let storedVector = new Map<number, number>();
  let held: ReadonlySet<string> = new Set();

  const initial = options.loaded;
  store.setConnecting(true);
  store.useHistory({
    undo: () => (undo.canUndo() ? (undo.undo(), true) : false),
    redo: () => (undo.canRedo() ? (undo.redo(), true) : false),
    stopCapturing: () => undo.stopCapturing(),
  });
  const depth = () => store.setHistoryDepth(undo.undoStack.length, undo.redoStack.length);
  undo.on('stack-item-added', (event: { stackItem: { meta: Map<string, unknown> } }) => {
    event.stackItem.meta.set('selection', store.getState().selection);
    depth();
  });
  undo.on('stack-item-popped', (event: { stackItem: { meta: Map<string, unknown> } }) => {
    pull();
    const selection = event.stackItem.meta.get('selection') as { nodeId: string | null } | undefined;
    if (selection?.nodeId) store.select(selection.nodeId);
    depth();
  });

  const localClock = () => Y.decodeStateVector(Y.encodeStateVector(doc)).get(doc.clientID) ?? 0;
  let connected = false;
  const allStored = () => localClock() <= (storedVector.get(doc.clientID) ?? 0);

  /**
   * What this editor last wrote of each node (and of the root), beside how the shared document reads it back: a
   * text bridge as typed ("Hello ", with its trailing space) reads back in the schema's form ("Hello"), and must
   * not replace what the person is typing while nobody else changed it.
   */
  const bridge = new Map<string, { local: FolioNode; shared: FolioNode }>();
  let bridgeRoot: { local: FolioRoot; shared: FolioRoot } | null = null;

  /** The store's document as the shared one has it, with this editor's own unchanged writes and held changes on top. */
  let lastPulled: FolioDocument | null = null;
  function pull(): void {
    if (!opened) return;
    // What this editor typed and has not written yet goes in first, so the document read back holds it.
    writePending();
    lastPulled = compose(shared.read(version));
    written = lastPulled;
    store.receive(lastPulled);
  }

  function compose(read: FolioDocument): FolioDocument {
    let next = read;
    let nodes: Record<string, FolioNode> | null = null;
    for (const [id, entry] of bridge) {
      if (next.nodes[id] !== entry.shared) {
        bridge.delete(id);
        continue;
      }
      (nodes ??= { ...next.nodes })[id] = entry.local;
    }
    let root = next.root;
    if (bridgeRoot && bridgeRoot.shared === next.root) root = bridgeRoot.local.version === next.root.version ? bridgeRoot.local : { ...bridgeRoot.local, version: next.root.version };
    else bridgeRoot = null;
    if (nodes || root !== next.root) next = { ...next, root, nodes: nodes ?? next.nodes };
    if (held.size > 0) next = revertKeys(next, store.getState().doc, held);
    return next;
  }

  /** A log entry of a change held here (it stays pending until the change is fixed or undone). */
  const isHeldEntry = (entry: { path?: string }) => entry.path !== undefined && held.has(changeKeyOf(entry.path));

  /** Sets the save slice's fields that differ (each change of the store redraws what reads it). */
  function setSave(patch: Partial<SaveSlice>): void {
    const save = store.getState().save as unknown as Record<string, unknown>;
    const differs = Object.entries(patch).some(([key, value]) => (Array.isArray(value) ? !jsonEqual(save[key], value) : save[key] !== value));
    if (differs) store.setSave(patch);
  }

  function statusAfterWrite(): void {
    const state = store.getState();
    if (!allStored()) {
      setSave({ status: connected ? 'saving' : 'offline', error: null });
      return;
    }
    // Stored: the log keeps only the entries of the changes held here.
    const keep = state.save.log.filter(isHeldEntry);
    if (keep.length !== state.save.log.length || state.save.version !== version) store.markSaved({ version, logCount: state.save.log.length, keep });
    if (held.size > 0) setSave({ status: 'held', error: state.save.problems[0]?.message ?? null });
    else setSave({ status: 'saved', error: null, held: [], problems: [] });
  }


  // The store's edits go into the shared document; a change the model's limits refuse stays here, held.
  let lastDoc = store.getState().doc;
  /** Writes what `changes` (made in the store on `local`) change into the shared document; the rest is held. */
  function writeChanges(changes: DocumentChanges, local: FolioDocument): void {
    const state = store.getState();
    const changedKeys = new Set([...Object.keys(changes.root ?? {}).map(rootKey), ...Object.keys(changes.nodes ?? {}).map(nodeKey)]);
    // A held change edited again is checked again; the others stay held.
    const stillHeld = state.save.problems.filter((p) => !changedKeys.has(changeKeyOf(p.field)));
    const problems = [...stillHeld, ...checkChanges(changes)];
    const base = shared.read(version);
    const split = splitChanges(base, changes, [...held].filter((key) => !changedKeys.has(key)).concat(problems.map((p) => changeKeyOf(p.field))));
    held = split.held;
    setSave({ held: [...split.held], problems });
    if (!hasChanges(split.send)) return;
    shared.write(applyChanges(base, split.send), parseText, LOCAL);
    const after = shared.read(version);
    for (const id of Object.keys(split.send.nodes ?? {})) {
      const node = local.nodes[id];
      const read = after.nodes[id];
      if (node && read) bridge.set(id, { local: node, shared: read });
      else bridge.delete(id);
    }
    if (split.send.root) bridgeRoot = { local: local.root, shared: after.root };
  }

  // The store's edits are written a moment after the keystroke that made them (not inside it): a burst of typing is
  // one write, and the keystroke's redraw does not wait for the shared document. `written` is what was last written.
  let written = store.getState().doc;
  let writeTimer: ReturnType<typeof setTimeout> | null = null;
  function writePending(): void {
    if (writeTimer) clearTimeout(writeTimer);
    writeTimer = null;
    const doc = store.getState().doc;
    if (!opened || doc === written) return;
    const previous = written;
    written = doc;
    if (doc === lastPulled) return;
    writeChanges(computeChanges(previous, doc), doc);
    statusAfterWrite();
  }
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (state.doc === lastDoc) return;
    lastDoc = state.doc;
    if (!opened || state.doc === lastPulled) {
      written = state.doc;
      return;
    }
    writeTimer ??= setTimeout(writePending, 0);
  });

  let scheduled = false;
  // A change made here but not through the store (typing on the canvas, an undo) is unsaved until the server says so.
  let typedHere = false;
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    // Our own writes are in the store already; a message that changed nothing (the server's answers) is not read.
    if (transaction.origin === LOCAL || (transaction.changed.size === 0 && transaction.deleteSet.clients.size === 0)) return;
    if (transaction.local) typedHere = true;
    // Several changes in one turn are read once.
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (disposed) return;
      pull();
      if (typedHere && opened) statusAfterWrite();
      typedHere = false;
    });
  });

  function open(): void {
    if (opened || disposed) return;
    if (shared.isEmpty) return;
    opened = true;
    // The nodes the shared document holds as the store already has them keep the store's objects: nothing on the
    // canvas is drawn again for opening (a 1,000-block folio would be drawn twice).
    const read = shared.read(version);
    const shown = store.getState().doc;
    for (const [id, node] of Object.entries(read.nodes)) {
      const local = shown.nodes[id];
      if (local && jsonEqual(local, node)) bridge.set(id, { local, shared: node });
    }
    if (jsonEqual(shown.root, read.root)) bridgeRoot = { local: shown.root, shared: read.root };
    // Edits made while the folio was opening (on the copy loaded with the page) go in now.
    if (shown !== initial) writeChanges(computeChanges(initial, shown), shown);
    lastPulled = compose(shared.read(version));
    if (lastPulled.root === shown.root && Object.keys(lastPulled.nodes).length === Object.keys(shown.nodes).length && Object.entries(lastPulled.nodes).every(([id, n]) => shown.nodes[id] === n)) {
      lastPulled = shown;
    }
    // Opening clears the save slice: what is held (edits made while opening that the limits refuse) is said again.
    const { problems, log } = store.getState().save;
    store.replaceDocument(lastPulled, version, { clearHistory: true, pendingLog: log.filter(isHeldEntry) });
    if (held.size > 0) store.setSave({ held: [...held], problems });
    store.setConnecting(false);
    statusAfterWrite();
  }

  const offline = options.offlineCopy !== false && typeof indexedDB !== 'undefined' ? new IndexeddbPersistence(`folio:${options.user.id}:${folioId}`, doc) : null;
  // Offline: the copy kept in this browser opens the folio until the server answers.
  offline?.on('synced', () => {
    if (!opened && !connected) open();
  });

  const provider = new HocuspocusProvider({
    url: options.url,
    name: folioId,
    token: options.token,
    document: doc,
    onSynced: () => {
      open();
      pull();
      statusAfterWrite();
    },
    onStatus: ({ status }) => {
      connected = status === 'connected';
      if (!disposed && opened) statusAfterWrite();
    },
    onStateless: ({ payload }) => {
      const message = JSON.parse(payload) as { stored?: number; vector?: string };
      if (typeof message.stored !== 'number' || !message.vector) return;
      version = message.stored;
      const bytes = Uint8Array.from(atob(message.vector), (c) => c.charCodeAt(0));
      storedVector = Y.decodeStateVector(bytes);
      statusAfterWrite();
    },
    onClose: ({ event }) => {
      // The server refused a change (a refused change closes the connection with its reason).
      if (disposed || !event.reason || event.reason === 'Server closed the connection') return;
      store.setSave({ status: 'error', error: event.reason });
    },
    onAuthenticationFailed: ({ reason }) => {
      store.setConnecting(false);
      store.setSave({ status: 'error', error: reason || translate('editor:collab.openFailed') });
    },
  });

  const presence = watchPresence(provider, store);
  const hasUnsaved = () => opened && (writeTimer !== null || !allStored() || held.size > 0);

  const onBeforeUnload = (event: Event) => {
    if (!hasUnsaved()) return;
    event.preventDefault();
    try {
      (event as BeforeUnloadEvent).returnValue = '';
    } catch {
      // preventDefault was enough
    }
  };
  // The browser says the network is gone: the connection may not notice for a while, so it is closed now and
  // opened again when the network is back (edits meanwhile stay in the document and go out then).
  const onOffline = () => {
    connected = false;
    provider.disconnect();
    if (opened) statusAfterWrite();
  };
  const onOnline = () => void provider.connect();
  if (typeof window !== 'undefined') {
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
  }

  return {
    doc,
    shared,
    provider,
    presence,
    undoAlso(origin) {
      undo.addTrackedOrigin(origin);
    },
    hasUnsaved,
    // The shared document stores itself; flushing is waiting until the server has stored this editor's changes.
    async flush() {
      writePending();
      const end = Date.now() + 10_000;
      while (!disposed && opened && !allStored() && connected && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    undoHeld() {
      if (held.size === 0) return;
      const current = store.getState().doc;
      const keys = [...held];
      held = new Set();
      const back = revertKeys(current, shared.read(version), keys);
      store.restore(back, [{ action: 'undoRefused' }, ...describeChanges(current, back)]);
    },
    dispose() {
      writePending();
      disposed = true;
      unsubscribe();
      if (typeof window !== 'undefined') {
        window.removeEventListener('beforeunload', onBeforeUnload);
        window.removeEventListener('offline', onOffline);
        window.removeEventListener('online', onOnline);
      }
      undo.destroy();
      presence.dispose();
      provider.destroy();
      void offline?.destroy();
    },
  };
}

/** The co-editing address on the app's own origin. */
export function collabUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/collab`;
}
