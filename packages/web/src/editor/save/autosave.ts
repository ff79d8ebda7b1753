/**
 * Autosave: a debounced PATCH of what changed since the last saved document, one request at a time (so
 * saves reach the server in order, each based on the version the previous one returned).
 *
 * - Status (store.save.status): 'saving' while a request is out; 'saved'; 'offline' when the network is
 *   gone (edits queue in memory and in localStorage; sent when `online` fires or on a retry timer);
 *   'conflict' on 409 (nothing is overwritten; the user picks reload or overwrite); 'error' for any other
 *   failure (server errors are retried on a timer); 'held' when some changes are held back: the model's limits
 *   refuse them (checked here, before sending), or the server refused them (400, 413, 422). A held change is not
 *   sent again while it stays as it was, and the changes that need it wait with it; every other edit still saves.
 *   store.save.problems says why, at the field; `undoHeld` puts the held changes back as last saved.
 * - Nothing typed is lost: the pending edits are written to localStorage before every send and whenever
 *   the page hides or unloads, and removed only once the server has confirmed them.
 */
import { describeChanges, folioActionFailed, type FolioDocument } from '@folio/model';
import { ApiError, errorMessage } from '../../api/client.ts';
import type { FolioFull, FolioPatch, FolioSaved } from '../../api/folios.ts';
import { failedWhen } from '../../lib/failure.ts';
import type { EditorStore } from '../store/createEditorStore.ts';
import type { LogEntry, SaveProblem } from '../store/types.ts';
import { computeChanges, fullState, hasChanges } from './computePatch.ts';
import { applyChanges, changeKeyOf, checkChanges, revertKeys, splitChanges, valueAt } from './saveChecks.ts';
import { plainRefusal } from './refusal.ts';
import { clearPending, defaultStorage, writePending, type KeyValueStorage } from './pendingStorage.ts';

export interface AutosaveDeps {
  /** PATCH /api/folios/{id} */
  send: (patch: FolioPatch) => Promise<FolioSaved>;
  /** GET /api/folios/{id}?forEditing=true (conflict resolution) */
  fetchCurrent: () => Promise<FolioFull>;
  /** the document the server holds at store.save.version (what the first patch is computed against) */
  savedDoc: FolioDocument;
  storage?: KeyValueStorage | null;
  debounceMs?: number;
  /** waits before retrying after a network or server failure; the last one repeats */
  retryDelaysMs?: number[];
  /** where `online`, `beforeunload` and `pagehide` are listened for (default: window) */
  events?: EventTarget | null;
  isOnline?: () => boolean;
  now?: () => number;
}

export interface Autosave {
  /** Sends now (skipping the debounce); resolves when the queue is idle or waiting. */
  flush(): Promise<void>;
  /** After a 409: 'reload' drops the local edits for the server's document; 'overwrite' replaces the server's with ours. */
  resolveConflict(choice: 'reload' | 'overwrite'): Promise<void>;
  /** Puts the held-back changes (and those waiting on them) back as last saved, as one undo step. */
  undoHeld(): void;
  /** True while something typed has not reached the server. */
  hasUnsaved(): boolean;
  /** Writes the pending edits to storage now (also done on pagehide / beforeunload). */
  persist(): void;
  dispose(): void;
}

const isNetworkError = (error: unknown) => !(error instanceof ApiError);
/** The server refused the content itself: sending it again as it is will not help. */
const isRefusal = (error: unknown) => error instanceof ApiError && [400, 413, 422].includes(error.status);
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function createAutosave(store: EditorStore, deps: AutosaveDeps): Autosave {
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  const debounceMs = deps.debounceMs ?? 800;
  const retryDelays = deps.retryDelaysMs ?? [2000, 5000, 10_000, 30_000];
  const events = deps.events === undefined ? (typeof window === 'undefined' ? null : window) : deps.events;
  const isOnline = deps.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  const now = deps.now ?? Date.now;
  const folioId = store.getState().folioId;

  let savedDoc = deps.savedDoc;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let retryAttempt = 0;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let disposed = false;
  let lastDoc = store.getState().doc;
  /** changes the server refused: the value it refused and why, by change key */
  const refused = new Map<string, { value: unknown; problem: SaveProblem }>();

  const unsaved = () => {
    const state = store.getState();
    return state.doc !== savedDoc || state.save.log.length > 0;
  };

  const persist = () => {
    const state = store.getState();
    if (!unsaved()) return;
    writePending(storage, { folioId, baseVersion: state.save.version, doc: state.doc, log: state.save.log, at: now() });
  };

  const clearTimers = () => {
    if (debounce) clearTimeout(debounce);
    if (retry) clearTimeout(retry);
    debounce = retry = null;
  };

  const schedule = (ms: number) => {
    if (disposed) return;
    if (debounce) clearTimeout(debounce);
    debounce = setTimeout(() => {
      debounce = null;
      void flush();
    }, ms);
  };

  const scheduleRetry = () => {
    if (disposed || retry) return;
    const delay = retryDelays[Math.min(retryAttempt, retryDelays.length - 1)] ?? 5000;
    retryAttempt++;
    retry = setTimeout(() => {
      retry = null;
      void flush();
    }, delay);
  };

  const fail = (error: unknown) => {
    persist();
    if (error instanceof ApiError && error.status === 409) {
      store.setSave({ status: 'conflict', error: errorMessage(error) });
      return;
    }
    if (isNetworkError(error) || !isOnline()) {
      store.setSave({ status: 'offline', error: null });
      scheduleRetry();
      return;
    }
    store.setSave({ status: 'error', error: failedWhen(folioActionFailed('updating'), error) });
    const status = error instanceof ApiError ? error.status : 0;
    if (status >= 500 || status === 429 || status === 408) scheduleRetry();
  };

  const sendOnce = async (): Promise<void> => {
    const state = store.getState();
    if (state.save.status === 'conflict') return;
    if (!unsaved()) {
      clearPending(storage, folioId);
      if (state.save.status !== 'saved') store.setSave({ status: 'saved', error: null });
      return;
    }
    const doc = state.doc;
    const log = state.save.log;
    const changes = computeChanges(savedDoc, doc);
    if (!hasChanges(changes)) {
      // Edits that cancel out (an undo back to the saved state): nothing to send.
      savedDoc = doc;
      refused.clear();
      store.markSaved({ version: state.save.version, logCount: log.length });
      store.setSave({ status: 'saved', held: [], problems: [] });
      clearPending(storage, folioId);
      return;
    }
    // A refused change that was edited since is tried again.
    for (const [key, entry] of refused) if (!same(valueAt(doc, key), entry.value)) refused.delete(key);
    const checked = checkChanges(changes);
    const problems = [...checked, ...[...refused.values()].map((entry) => entry.problem)];
    const { send, held } = splitChanges(savedDoc, changes, [...checked.map((p) => changeKeyOf(p.field)), ...refused.keys()]);
    persist();
    if (!hasChanges(send)) {
      store.setSave({ status: 'held', error: problems[0]?.message ?? null, held: [...held], problems });
      return;
    }
    if (!isOnline()) {
      store.setSave({ status: 'offline', held: [...held], problems });
      scheduleRetry();
      return;
    }
    store.setSave({ status: 'saving', error: null, held: [...held], problems });
    const isHeld = (entry: LogEntry) => entry.path !== undefined && held.has(changeKeyOf(entry.path));
    try {
      const saved = await deps.send({ baseVersion: state.save.version, log: log.filter((e) => !isHeld(e)), ...send });
      savedDoc = held.size ? applyChanges(savedDoc, send) : doc;
      retryAttempt = 0;
      store.markSaved({ version: saved.version, logCount: log.length, keep: log.filter(isHeld) });
      if (unsaved()) {
        persist();
        again = true;
      } else {
        clearPending(storage, folioId);
        store.setSave({ status: 'saved', held: [], problems: [] });
      }
    } catch (error) {
      if (!isRefusal(error)) return fail(error);
      // Held back from now on while unchanged; the edits that were not part of it go out on the next round.
      const problem = plainRefusal(error as ApiError, failedWhen(folioActionFailed('updating'), error));
      for (const key of [...Object.keys(send.root ?? {}).map((k) => `root.${k}`), ...Object.keys(send.nodes ?? {}).map((id) => `nodes.${id}`)]) {
        refused.set(key, { value: valueAt(doc, key), problem: { ...problem, field: problem.field ?? key } });
      }
      again = true;
    }
  };

  function undoHeld(): void {
    const state = store.getState();
    if (!state.save.held.length) return;
    const doc = revertKeys(state.doc, savedDoc, state.save.held);
    for (const key of state.save.held) refused.delete(key);
    store.restore(doc, [{ action: 'undoRefused' }, ...describeChanges(state.doc, doc)]);
  }

  function flush(): Promise<void> {
    if (disposed) return Promise.resolve();
    if (debounce) {
      clearTimeout(debounce);
      debounce = null;
    }
    if (retry) {
      clearTimeout(retry);
      retry = null;
    }
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      do {
        again = false;
        await sendOnce();
      } while (again && !disposed && store.getState().save.status !== 'conflict' && store.getState().save.status !== 'offline');
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function resolveConflict(choice: 'reload' | 'overwrite'): Promise<void> {
    clearTimers();
    if (inFlight) await inFlight;
    try {
      const current = await deps.fetchCurrent();
      const serverDoc: FolioDocument = { schemaVersion: current.schemaVersion, root: current.root, nodes: current.nodes };
      if (choice === 'reload') {
        savedDoc = serverDoc;
        clearPending(storage, folioId);
        store.replaceDocument(serverDoc, current.version, { clearHistory: true });
        store.setSave({ status: 'saved', error: null, conflictVersion: null });
        return;
      }
      const state = store.getState();
      const doc = state.doc;
      // Overwriting also undoes the other changes; the entries name them (a template-based folio needs them covered).
      const log = [...state.save.log, { action: 'overwrite' }, ...describeChanges(serverDoc, doc)];
      store.setSave({ status: 'saving', error: null, conflictVersion: current.version });
      const saved = await deps.send({ baseVersion: current.version, log, replaceNodes: true, ...fullState(doc) });
      savedDoc = doc;
      store.markSaved({ version: saved.version, logCount: state.save.log.length });
      if (unsaved()) schedule(0);
      else {
        clearPending(storage, folioId);
        store.setSave({ status: 'saved' });
      }
    } catch (error) {
      fail(error);
    }
  }

  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (state.doc === lastDoc) return;
    lastDoc = state.doc;
    if (state.save.status === 'conflict') {
      persist();
      return;
    }
    schedule(debounceMs);
  });

  const onOnline = () => {
    retryAttempt = 0;
    const status = store.getState().save.status;
    if (status === 'offline' || status === 'error' || unsaved()) void flush();
  };
  const onOffline = () => {
    if (unsaved()) {
      persist();
      store.setSave({ status: 'offline' });
    }
  };
  const onBeforeUnload = (event: Event) => {
    if (!unsaved()) return;
    persist();
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set (a plain Event has no setter).
    try {
      (event as BeforeUnloadEvent).returnValue = '';
    } catch {
      // preventDefault was enough
    }
  };
  const onPageHide = () => persist();
  events?.addEventListener('online', onOnline);
  events?.addEventListener('offline', onOffline);
  events?.addEventListener('beforeunload', onBeforeUnload);
  events?.addEventListener('pagehide', onPageHide);

  // Edits restored from storage (or made before the autosave started) go out after the usual wait.
  if (unsaved() && store.getState().save.status !== 'conflict') schedule(debounceMs);

  return {
    flush,
    resolveConflict,
    undoHeld,
    hasUnsaved: unsaved,
    persist,
    dispose() {
      persist();
      disposed = true;
      clearTimers();
      unsubscribe();
      events?.removeEventListener('online', onOnline);
      events?.removeEventListener('offline', onOffline);
      events?.removeEventListener('beforeunload', onBeforeUnload);
      events?.removeEventListener('pagehide', onPageHide);
    },
  };
}
