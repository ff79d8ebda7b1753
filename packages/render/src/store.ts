/**
 * The node store behind a FolioPage: every node component subscribes to its own node id, so an edit that
 * replaces one node object re-renders only the component drawing that node (the model's edits return new
 * objects only for the nodes they change). The store object itself never changes, so the context holding it
 * never re-renders anything.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { renderableNode, type FolioNode, type NodeMap } from '@folio/model';

/** A visitor's live widget answers, keyed by widget id; each entry is merged over the widget's stored `state`. */
export type WidgetStateMap = Readonly<Record<string, object | undefined>>;

export interface NodeStore {
  getNode(id: string): FolioNode | undefined;
  getWidgetState(id: string): object | undefined;
  subscribe(id: string, listener: () => void): () => void;
  /** Makes `nodes` current for reads; listeners hear of it on `flush()`. */
  set(nodes: NodeMap, widgetState: WidgetStateMap | undefined): void;
  /** Notifies the subscribers of every id whose node (or widget state) object changed since the last flush. */
  flush(): void;
}

const EMPTY: WidgetStateMap = {};

/** Listeners kept per node id: `add` answers the removal, which forgets an id once its last listener goes. */
export interface ListenersById {
  add(id: string, listener: () => void): () => void;
  /** the listeners of `id` now (a copy: a listener may unsubscribe while called) */
  of(id: string): Array<() => void>;
  entries(): IterableIterator<[string, Set<() => void>]>;
  readonly size: number;
}

export function listenersById(): ListenersById {
  const map = new Map<string, Set<() => void>>();
  return {
    add(id, listener) {
      let set = map.get(id);
      if (!set) map.set(id, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) map.delete(id);
      };
    },
    of: (id) => [...(map.get(id) ?? [])],
    entries: () => map.entries(),
    get size() {
      return map.size;
    },
  };
}

export function createNodeStore(nodes: NodeMap, widgetState: WidgetStateMap = EMPTY): NodeStore {
  let current = nodes;
  let currentState = widgetState;
  let notified = nodes;
  let notifiedState = widgetState;
  const listeners = listenersById();
  return {
    getNode: (id) => renderableNode(current[id]) ?? undefined,
    getWidgetState: (id) => currentState[id],
    subscribe: (id, listener) => listeners.add(id, listener),
    set(next, nextState = EMPTY) {
      current = next;
      currentState = nextState;
    },
    flush() {
      if (notified === current && notifiedState === currentState) return;
      const before = notified;
      const beforeState = notifiedState;
      notified = current;
      notifiedState = currentState;
      const changed: Array<() => void> = [];
      for (const [id, set] of listeners.entries()) {
        if (before[id] !== current[id] || beforeState[id] !== currentState[id]) changed.push(...set);
      }
      for (const listener of changed) listener();
    },
  };
}

export const NodeStoreContext = createContext<NodeStore | null>(null);

function useStore(): NodeStore {
  const store = useContext(NodeStoreContext);
  if (!store) throw new Error('Folio node components must be rendered inside <FolioPage>');
  return store;
}

/** The current node with this id (undefined when the map lacks it); re-renders when that node object changes. */
export function useNode(id: string): FolioNode | undefined {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const read = () => store.getNode(id);
  return useSyncExternalStore(subscribe, read, read);
}

/** The live widget state entry for this id, if the host passed `widgetState`. */
export function useWidgetState(id: string): object | undefined {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const read = () => store.getWidgetState(id);
  return useSyncExternalStore(subscribe, read, read);
}
