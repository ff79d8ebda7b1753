/**
 * The editor store: a small external store (for useSyncExternalStore) holding the document, the selection,
 * the undo history, the save status and the clipboard. Every `dispatch` is one undo step, except that quick
 * changes (within `mergeWindowMs`, default 500 ms) to the same fields of the same node — or the same root
 * fields — fold into the step before them, so typing a label is one step, not one per key.
 */
import {
  FOLIO_TEXTS,
  copySubtree,
  describeChanges,
  randomId,
  templateEditProblem,
  type FolioClipboard,
  type FolioDocument,
  type IdFactory,
  type LicenseDetails,
} from '@folio/model';
import { getMemoryClipboard, setMemoryClipboard } from './clipboard.ts';
import { CLIPBOARD_EMPTY, refusalText } from './refusalText.ts';
import { applyAction } from './reducer.ts';
import type { DispatchResult, EditorAction, EditorState, ExplicitTarget, HistoryEntry, LogEntry, SaveSlice } from './types.ts';

export interface EditorStoreOptions {
  folioId: string;
  doc: FolioDocument;
  /** the server version of `doc` (the next PATCH's baseVersion) */
  version: number;
  canEditContent?: boolean;
  canEditSettings?: boolean;
  /** the folio is template-based: edits the model's template table does not allow are refused (spec §5) */
  templateBased?: boolean;
  /** the licence of a bought or template copy (null or absent: the author's own work) */
  licence?: LicenseDetails | null;
  /** the page to show first (default: the first page) */
  pageId?: string;
  now?: () => number;
  newId?: IdFactory;
  mergeWindowMs?: number;
  historyLimit?: number;
  /**
   * Undo and redo kept elsewhere (the shared document's, which undoes only this person's changes): the store then
   * keeps no snapshots; `receive` brings the document back and `setHistoryDepth` the buttons' state.
   */
  history?: ExternalHistory;
}

export interface ExternalHistory {
  undo(): boolean;
  redo(): boolean;
  /** the next change starts a new undo step */
  stopCapturing(): void;
}

export interface EditorStore {
  getState(): EditorState;
  subscribe(listener: () => void): () => void;
  /** Applies one edit as one undo step; a refused edit changes nothing and returns the model's message. */
  dispatch(action: EditorAction): DispatchResult;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Ends the current merge window: the next field change starts a new undo step (e.g. when a field loses focus). */
  breakMerge(): void;
  select(nodeId: string | null): void;
  setPage(pageId: string): void;
  /** Copies a node (default: the selection) to the clipboard slice and the tab-wide in-memory clipboard. */
  copy(nodeId?: string): FolioClipboard | null;
  /** Pastes `clipboard` (default: the in-memory clipboard) next to / into the selection, or at `target`. */
  paste(clipboard?: FolioClipboard | null, target?: ExplicitTarget): DispatchResult;
  // --- used by the autosave ---
  setSave(patch: Partial<SaveSlice>): void;
  /** The server accepted the first `logCount` log entries (but for `keep`, which stay pending); `version` is its new version. */
  markSaved(input: { version: number; logCount: number; at?: number; keep?: LogEntry[] }): void;
  /** Replaces the document as one undo step (undoing held-back changes), logging `log`. */
  restore(doc: FolioDocument, log: LogEntry[]): void;
  /** Replaces the document (a restore, or the shared document's state); clears the history when asked. */
  replaceDocument(doc: FolioDocument, version: number, options?: { clearHistory?: boolean; pendingLog?: LogEntry[] }): void;
  // --- used by the shared document (editor/collab) ---
  /** Shows a document changed elsewhere (another editor, an undo of the shared history): no undo step, no log. */
  receive(doc: FolioDocument): void;
  /** How many steps the external history can undo and redo. */
  setHistoryDepth(undo: number, redo: number): void;
  /** Whether the shared document is still opening (edits made meanwhile go in once it is open). */
  setConnecting(connecting: boolean): void;
  /** Uses an external history from now on (the shared document's). */
  useHistory(history: ExternalHistory): void;
  readonly options: Readonly<{ mergeWindowMs: number; historyLimit: number }>;
}

const CONTENT_REFUSED = FOLIO_TEXTS.cannotModifyContent;
const SETTINGS_REFUSED = FOLIO_TEXTS.cannotModifySettings;

export function createEditorStore(options: EditorStoreOptions): EditorStore {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomId;
  const mergeWindowMs = options.mergeWindowMs ?? 500;
  const historyLimit = options.historyLimit ?? 200;
  const firstPage = options.pageId && options.doc.root.pages.includes(options.pageId) ? options.pageId : options.doc.root.pages[0] ?? '';

  let state: EditorState = {
    folioId: options.folioId,
    doc: options.doc,
    selection: { nodeId: null, pageId: firstPage },
    history: { past: [], future: [] },
    save: { status: 'saved', pendingCount: 0, version: options.version, log: [], lastSavedAt: null, error: null, held: [], problems: [] },
    clipboard: getMemoryClipboard(),
    canEditContent: options.canEditContent ?? true,
    canEditSettings: options.canEditSettings ?? true,
    templateBased: options.templateBased ?? false,
    licence: options.licence ?? null,
    lastError: null,
    connecting: false,
  };
  let external: ExternalHistory | null = options.history ?? null;
  let lastMerge: { key: string; at: number } | null = null;
  const listeners = new Set<() => void>();

  const set = (next: EditorState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const refuse = (refused: string): DispatchResult => {
    // Shown as it is (a toast): in the app's language.
    const message = refusalText(refused);
    set({ ...state, lastError: { message, at: now() } });
    return { ok: false, error: message };
  };

  const appendLog = (log: LogEntry[], entries: LogEntry[], merge: boolean): LogEntry[] => {
    const tail = log.slice(log.length - entries.length);
    const same = tail.length === entries.length && tail.every((e, i) => e.action === entries[i]!.action && e.path === entries[i]!.path);
    if (merge && entries.length > 0 && same) return log;
    return [...log, ...entries];
  };

  const withLog = (save: SaveSlice, entries: LogEntry[], merge = false): SaveSlice => {
    const log = appendLog(save.log, entries, merge);
    return { ...save, log, pendingCount: log.length };
  };

  // An undo or redo is a marker; a template-based folio's server needs every change it makes named too.
  const describedForTemplate = (from: FolioDocument, to: FolioDocument): LogEntry[] =>
    state.templateBased ? describeChanges(from, to) : [];

  const cap = (past: HistoryEntry[]) => (past.length > historyLimit ? past.slice(past.length - historyLimit) : past);

  const store: EditorStore = {
    options: { mergeWindowMs, historyLimit },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    dispatch(action) {
      const settingsOnly = action.type === 'updateRoot';
      if (settingsOnly ? !state.canEditSettings : !state.canEditContent) {
        return refuse(settingsOnly ? SETTINGS_REFUSED : CONTENT_REFUSED);
      }
      let applied;
      try {
        applied = applyAction(state.doc, state.selection, action, newId);
      } catch (error) {
        return refuse(error instanceof Error ? error.message : String(error));
      }
      if (state.templateBased && applied.doc !== state.doc) {
        // The server re-checks every save with the same table; refusing here keeps the edit from failing there.
        const problem = templateEditProblem(state.doc, applied.doc, applied.log);
        if (problem) return refuse(problem);
      }
      if (applied.doc === state.doc) {
        // Nothing changed (e.g. moving the first sibling up): no undo step, no save.
        if (applied.selection !== state.selection) set({ ...state, selection: applied.selection });
        return { ok: true };
      }
      const at = now();
      const merge =
        applied.mergeKey !== undefined &&
        lastMerge !== null &&
        lastMerge.key === applied.mergeKey &&
        at - lastMerge.at <= mergeWindowMs &&
        state.history.past.length > 0 &&
        state.history.future.length === 0;
      lastMerge = applied.mergeKey !== undefined ? { key: applied.mergeKey, at } : null;
      const past = external || merge ? state.history.past : cap([...state.history.past, { doc: state.doc, selection: state.selection }]);
      set({
        ...state,
        doc: applied.doc,
        selection: applied.selection,
        history: external ? state.history : { past, future: [] },
        save: withLog(state.save, applied.log, merge),
        lastError: null,
      });
      return { ok: true };
    },

    undo() {
      if (external) return state.canEditContent && !state.connecting && external.undo();
      const previous = state.history.past[state.history.past.length - 1];
      if (!previous || !state.canEditContent) return false;
      lastMerge = null;
      set({
        ...state,
        doc: previous.doc,
        selection: previous.selection,
        history: { past: state.history.past.slice(0, -1), future: [{ doc: state.doc, selection: state.selection }, ...state.history.future] },
        save: withLog(state.save, [{ action: 'undo' }, ...describedForTemplate(state.doc, previous.doc)]),
      });
      return true;
    },

    redo() {
      if (external) return state.canEditContent && !state.connecting && external.redo();
      const next = state.history.future[0];
      if (!next || !state.canEditContent) return false;
      lastMerge = null;
      set({
        ...state,
        doc: next.doc,
        selection: next.selection,
        history: { past: cap([...state.history.past, { doc: state.doc, selection: state.selection }]), future: state.history.future.slice(1) },
        save: withLog(state.save, [{ action: 'redo' }, ...describedForTemplate(state.doc, next.doc)]),
      });
      return true;
    },

    canUndo: () => state.history.past.length > 0,
    canRedo: () => state.history.future.length > 0,
    breakMerge() {
      lastMerge = null;
      external?.stopCapturing();
    },

    select(nodeId) {
      if (nodeId !== null && !state.doc.nodes[nodeId]) return;
      lastMerge = null;
      let pageId = state.selection.pageId;
      if (nodeId) {
        // Follow the node to its page, so selecting in the outline also shows it on the canvas.
        let current: string | null = nodeId;
        const parents = new Map<string, string>();
        for (const node of Object.values(state.doc.nodes)) {
          if ('children' in node) for (const c of node.children) parents.set(c, node.id);
          if ('resource' in node && node.resource) parents.set(node.resource, node.id);
          if ('interactions' in node) for (const c of node.interactions) parents.set(c, node.id);
        }
        for (let guard = 0; current && guard < 10_000; guard++) {
          if (state.doc.root.pages.includes(current)) {
            pageId = current;
            break;
          }
          current = parents.get(current) ?? null;
        }
      }
      if (nodeId === state.selection.nodeId && pageId === state.selection.pageId) return;
      set({ ...state, selection: { nodeId, pageId } });
    },

    setPage(pageId) {
      if (!state.doc.root.pages.includes(pageId) || pageId === state.selection.pageId) return;
      set({ ...state, selection: { nodeId: null, pageId } });
    },

    copy(nodeId) {
      const id = nodeId ?? state.selection.nodeId;
      if (!id || !state.doc.nodes[id]) return null;
      const clip = copySubtree(state.doc, id);
      setMemoryClipboard(clip);
      set({ ...state, clipboard: clip });
      return clip;
    },

    paste(clipboard, target) {
      const clip = clipboard ?? getMemoryClipboard();
      if (!clip) return refuse(CLIPBOARD_EMPTY);
      return store.dispatch(target ? { type: 'paste', clipboard: clip, target } : { type: 'paste', clipboard: clip });
    },

    setSave(patch) {
      const save = { ...state.save, ...patch };
      save.pendingCount = save.log.length;
      set({ ...state, save });
    },

    markSaved({ version, logCount, at, keep = [] }) {
      const log = [...keep, ...state.save.log.slice(logCount)];
      set({
        ...state,
        save: { ...state.save, version, log, pendingCount: log.length, lastSavedAt: at ?? now(), error: null },
      });
    },

    restore(doc, log) {
      if (doc === state.doc) return;
      lastMerge = null;
      const nodeId = state.selection.nodeId && doc.nodes[state.selection.nodeId] ? state.selection.nodeId : null;
      const pageId = doc.root.pages.includes(state.selection.pageId) ? state.selection.pageId : doc.root.pages[0] ?? '';
      set({
        ...state,
        doc,
        selection: { nodeId, pageId },
        history: { past: cap([...state.history.past, { doc: state.doc, selection: state.selection }]), future: [] },
        save: withLog(state.save, log),
        lastError: null,
      });
    },

    receive(doc) {
      if (doc === state.doc) return;
      lastMerge = null;
      const nodeId = state.selection.nodeId && doc.nodes[state.selection.nodeId] ? state.selection.nodeId : null;
      const pageId = doc.root.pages.includes(state.selection.pageId) ? state.selection.pageId : doc.root.pages[0] ?? '';
      const selection = nodeId === state.selection.nodeId && pageId === state.selection.pageId ? state.selection : { nodeId, pageId };
      set({ ...state, doc, selection });
    },

    setHistoryDepth(undo, redo) {
      if (state.history.past.length === undo && state.history.future.length === redo) return;
      const entry: HistoryEntry = { doc: state.doc, selection: state.selection };
      set({ ...state, history: { past: new Array<HistoryEntry>(undo).fill(entry), future: new Array<HistoryEntry>(redo).fill(entry) } });
    },

    setConnecting(connecting) {
      if (state.connecting !== connecting) set({ ...state, connecting });
    },

    useHistory(history) {
      external = history;
      lastMerge = null;
      set({ ...state, history: { past: [], future: [] } });
    },

    replaceDocument(doc, version, opts = {}) {
      lastMerge = null;
      const pageId = doc.root.pages.includes(state.selection.pageId) ? state.selection.pageId : doc.root.pages[0] ?? '';
      const nodeId = state.selection.nodeId && doc.nodes[state.selection.nodeId] ? state.selection.nodeId : null;
      const log = opts.pendingLog ?? [];
      set({
        ...state,
        doc,
        selection: { nodeId, pageId },
        history: opts.clearHistory === false ? state.history : { past: [], future: [] },
        save: { ...state.save, version, log, pendingCount: log.length, error: null, held: [], problems: [] },
      });
    },
  };
  return store;
}
