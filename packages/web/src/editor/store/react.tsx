/** React access to the editor store: a provider, `useEditor(selector)` and `useEditorStore()`. */
import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { listenersById } from '@folio/render';
import type { EditorStore } from './createEditorStore.ts';
import type { EditorState } from './types.ts';

const EditorContext = createContext<EditorStore | null>(null);

export function EditorProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <EditorContext.Provider value={store}>{children}</EditorContext.Provider>;
}

/** The store itself, for `dispatch`, `undo`, `redo`, `select`, `copy`, `paste`. */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorContext);
  if (!store) throw new Error('useEditorStore must be used inside <EditorProvider>');
  return store;
}

/**
 * Subscribes to a slice of the editor state. The component re-renders only when the selected value changes
 * (by `isEqual`, default Object.is), so selectors may return derived values when they pass an equality test,
 * e.g. `useEditor((s) => s.doc.nodes[id])` re-renders only when that node changes.
 */
export function useEditor<T>(selector: (state: EditorState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const store = useEditorStore();
  const cache = useRef<{ state: EditorState; value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const state = store.getState();
    const cached = cache.current;
    if (cached && cached.state === state) return cached.value;
    const value = selector(state);
    if (cached && isEqual(cached.value, value)) {
      cache.current = { state, value: cached.value };
      return cached.value;
    }
    cache.current = { state, value };
    return value;
  }, [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** The store, or null outside an editor (panel tests mount sections on their own). */
export function useOptionalEditorStore(): EditorStore | null {
  return useContext(EditorContext);
}

/** Per store: the listeners of each node id's "is it selected", fed by one subscription to the store. */
interface SelectionIndex {
  subscribe(id: string, listener: () => void): () => void;
}

const selectionIndexes = new WeakMap<EditorStore, SelectionIndex>();

function selectionIndex(store: EditorStore): SelectionIndex {
  const known = selectionIndexes.get(store);
  if (known) return known;
  const listeners = listenersById();
  let current = store.getState().selection.nodeId;
  let unsubscribe: (() => void) | null = null;
  const onChange = () => {
    const next = store.getState().selection.nodeId;
    if (next === current) return;
    const before = current;
    current = next;
    for (const id of [before, next]) {
      if (id) for (const listener of listeners.of(id)) listener();
    }
  };
  const index: SelectionIndex = {
    subscribe(id, listener) {
      if (!unsubscribe) {
        current = store.getState().selection.nodeId;
        unsubscribe = store.subscribe(onChange);
      }
      const remove = listeners.add(id, listener);
      return () => {
        remove();
        if (listeners.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
  };
  selectionIndexes.set(store, index);
  return index;
}

/**
 * Whether node `id` is the selection. For components drawn once per node (a large page has thousands): a store
 * change calls only the listeners of the node selected before and the one selected now, not every node's selector.
 */
export function useIsSelected(id: string): boolean {
  const store = useEditorStore();
  const subscribe = useCallback((listener: () => void) => selectionIndex(store).subscribe(id, listener), [store, id]);
  const read = () => store.getState().selection.nodeId === id;
  return useSyncExternalStore(subscribe, read, read);
}
