/**
 * Who else is in the folio now and what they have selected, from the shared document's awareness (the server sets
 * each person's name and colour: a client cannot pose as someone else). This editor's own selection goes out as it
 * changes; a person who leaves is gone as soon as their connection closes.
 */
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useSyncExternalStore } from 'react';
import type { EditorStore } from '../store/createEditorStore.ts';

export interface Peer {
  /** the connection's Yjs client id (one person may have several tabs) */
  clientId: number;
  id: string;
  name: string;
  colour: string;
  /** the node they have selected, or null */
  selection: string | null;
}

export interface Presence {
  subscribe(listener: () => void): () => void;
  /** everyone else, in a stable order */
  peers(): readonly Peer[];
  dispose(): void;
}

const isPerson = (value: unknown): value is { id: string; name: string; colour: string } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && typeof (value as { name?: unknown }).name === 'string';

export function watchPresence(provider: HocuspocusProvider, store: EditorStore): Presence {
  const awareness = provider.awareness;
  const listeners = new Set<() => void>();
  let peers: readonly Peer[] = [];

  const read = () => {
    if (!awareness) return;
    const next: Peer[] = [];
    for (const [clientId, state] of awareness.getStates()) {
      if (clientId === awareness.clientID || !isPerson(state.user)) continue;
      const selection = typeof state.selection === 'string' ? state.selection : null;
      next.push({ clientId, id: state.user.id, name: state.user.name, colour: String(state.user.colour ?? '#1c6dd0'), selection });
    }
    next.sort((a, b) => a.name.localeCompare(b.name) || a.clientId - b.clientId);
    if (JSON.stringify(next) === JSON.stringify(peers)) return;
    peers = next;
    for (const listener of [...listeners]) listener();
  };
  awareness?.on('change', read);

  // This editor's selection, for the others.
  let selected: string | null | undefined;
  const share = () => {
    const nodeId = store.getState().selection.nodeId;
    if (nodeId === selected) return;
    selected = nodeId;
    provider.setAwarenessField('selection', nodeId);
  };
  provider.setAwarenessField('user', { id: '', name: '' });
  share();
  const unsubscribe = store.subscribe(share);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    peers: () => peers,
    dispose() {
      unsubscribe();
      awareness?.off('change', read);
    },
  };
}

const NO_PEERS: readonly Peer[] = [];
const noSubscription = () => () => {};

/** Everyone else in the folio (re-renders when someone comes, goes or selects something else). */
export function usePeers(presence: Presence | null): readonly Peer[] {
  return useSyncExternalStore(presence ? presence.subscribe : noSubscription, presence ? presence.peers : () => NO_PEERS);
}

/** The people, once each (several tabs of one person count once). */
export function distinctPeople(peers: readonly Peer[]): Peer[] {
  const seen = new Map<string, Peer>();
  for (const peer of peers) if (!seen.has(peer.id)) seen.set(peer.id, peer);
  return [...seen.values()];
}
