/**
 * A screen's client-held entities (spec §4 "Client-held entity lifecycle"), kept with the model's store functions
 * (packages/model/src/folio/entity.ts): values edited before the server has them (initial, with patches), created
 * on their first commit and synced from then on, discarded back to their initial or original values, removed and
 * deleted on commit. `send` carries a commit's request to the server and answers a created entity's server id.
 */
import {
  addInitial,
  emptyStore,
  findByServerId,
  receiveFetched,
  storeCommit,
  storeCreated,
  storeDiscard,
  storeRemove,
  storeUpdate,
  type Entity,
  type EntityRequest,
  type EntityStore,
  type Patch,
} from '@folio/model';
import { useCallback, useMemo, useRef, useState } from 'react';

export interface Entities<T> {
  get(clientId: string): Entity<T> | undefined;
  add(clientId: string, values: T): void;
  /** Sets one field of the entity's current values (a patch). */
  set<K extends keyof T & string>(clientId: string, field: K, value: T[K]): void;
  discard(clientId: string): void;
  /** Commits: an initial entity is created on the server, a synced one updated (or deleted when removed). */
  commit(clientId: string): Promise<void>;
  /** Removes an entity the server answered with (held from now on if it was not) and commits the deletion. */
  deleteFetched(serverId: string, values: T): Promise<void>;
}

export function useEntities<T>(send: (request: EntityRequest<T>) => Promise<string | void>): Entities<T> {
  const [store, setStore] = useState<EntityStore<T>>(emptyStore);
  // Commits answer later: each step starts from the latest store, not the one of the render that began it.
  const latest = useRef(store);
  const apply = useCallback((next: EntityStore<T>) => {
    latest.current = next;
    setStore(next);
  }, []);
  const sendRef = useRef(send);
  sendRef.current = send;

  const commit = useCallback(
    async (clientId: string) => {
      const { store: next, request } = storeCommit(latest.current, clientId);
      apply(next);
      if (!request) return;
      const serverId = await sendRef.current(request);
      if (request.type === 'create') apply(storeCreated(latest.current, clientId, String(serverId), request.patchCount));
    },
    [apply],
  );

  return useMemo(
    () => ({
      get: (clientId: string) => store.entities[clientId],
      add: (clientId: string, values: T) => apply(addInitial(latest.current, clientId, values)),
      set: (clientId, field, value) => apply(storeUpdate(latest.current, clientId, { op: 'set', path: [field], value } satisfies Patch)),
      discard: (clientId: string) => apply(storeDiscard(latest.current, clientId)),
      commit,
      deleteFetched: async (serverId: string, values: T) => {
        const held = receiveFetched(latest.current, serverId, values);
        const entity = findByServerId(held, serverId)!;
        apply(storeRemove(held, entity.clientId));
        await commit(entity.clientId);
      },
    }),
    [store, apply, commit],
  );
}
