/**
 * The client-held entity lifecycle (spec §4): an entity the client edits before the server knows about it
 * (initial), one the server holds (synced), and one marked for deletion. Pure functions over plain records;
 * every invalid action of the spec raises an Error with a clear message (errors.ts).
 *
 * - Initial: `initial` and `current` values, `patches`, `synced` (true once created on the server, after
 *   which this record is stale and refuses updates; the synced entity replaces it).
 * - Synced: `serverId`, `original` and `current` values, `patches`.
 * - `deleted`: false, 'pending' (removed, not yet committed) or 'committed' (the deletion was sent).
 */
import {
  ENTITY_COMMIT_DELETED,
  ENTITY_COMMIT_INITIAL,
  ENTITY_CREATE_SYNCED,
  ENTITY_DELETE_DELETED,
  ENTITY_DISCARD_DELETED,
  ENTITY_UPDATE_DELETED,
  ENTITY_UPDATE_PENDING_DELETION,
  ENTITY_UPDATE_SYNCED_INITIAL,
  entityNotHeld,
} from './errors.ts';

export type PatchPath = (string | number)[];
/** One change to a value: set or delete the field at `path` (an empty path replaces the whole value). */
export type Patch = { op: 'set'; path: PatchPath; value: unknown } | { op: 'delete'; path: PatchPath };

export type DeletedMarker = false | 'pending' | 'committed';

export interface InitialEntity<T> {
  phase: 'initial';
  clientId: string;
  initial: T;
  current: T;
  patches: Patch[];
  synced: boolean;
  deleted: DeletedMarker;
}

export interface SyncedEntity<T> {
  phase: 'synced';
  clientId: string;
  serverId: string;
  original: T;
  current: T;
  patches: Patch[];
  deleted: DeletedMarker;
}

export type Entity<T> = InitialEntity<T> | SyncedEntity<T>;

/** What a commit asks the server to do. */
export type EntityRequest<T> =
  | { type: 'create'; clientId: string; values: T; patchCount: number }
  | { type: 'update'; serverId: string; patches: Patch[]; values: T }
  | { type: 'delete'; serverId: string };

// ---------------------------------------------------------------------------------------------------------------
// Patches

function setIn(value: unknown, path: PatchPath, leaf: { set: unknown } | 'delete'): unknown {
  if (path.length === 0) return leaf === 'delete' ? undefined : leaf.set;
  const [key, ...rest] = path as [string | number, ...PatchPath];
  if (Array.isArray(value)) {
    const copy = [...value];
    const index = Number(key);
    if (rest.length === 0 && leaf === 'delete') copy.splice(index, 1);
    else copy[index] = setIn(copy[index], rest, leaf);
    return copy;
  }
  const record: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {};
  if (rest.length === 0 && leaf === 'delete') delete record[String(key)];
  else record[String(key)] = setIn(record[String(key)], rest, leaf);
  return record;
}

export function applyPatch<T>(value: T, patch: Patch): T {
  return setIn(value, patch.path, patch.op === 'delete' ? 'delete' : { set: patch.value }) as T;
}

export function applyPatches<T>(value: T, patches: readonly Patch[]): T {
  return patches.reduce(applyPatch, value);
}

// ---------------------------------------------------------------------------------------------------------------
// One entity

export function createInitialEntity<T>(clientId: string, values: T): InitialEntity<T> {
  return { phase: 'initial', clientId, initial: values, current: values, patches: [], synced: false, deleted: false };
}

export function createSyncedEntity<T>(serverId: string, values: T, clientId: string = serverId): SyncedEntity<T> {
  return { phase: 'synced', clientId, serverId, original: values, current: values, patches: [], deleted: false };
}

export function updateEntity<T>(entity: Entity<T>, patches: Patch | readonly Patch[]): Entity<T> {
  if (entity.deleted === 'pending') throw new Error(ENTITY_UPDATE_PENDING_DELETION);
  if (entity.deleted === 'committed') throw new Error(ENTITY_UPDATE_DELETED);
  if (entity.phase === 'initial' && entity.synced) throw new Error(ENTITY_UPDATE_SYNCED_INITIAL);
  const list = Array.isArray(patches) ? (patches as readonly Patch[]) : [patches as Patch];
  return { ...entity, current: applyPatches(entity.current, list), patches: [...entity.patches, ...list] };
}

/** Marks the entity pending deletion; the deletion reaches the server on commit. */
export function removeEntity<T>(entity: Entity<T>): Entity<T> {
  if (entity.deleted !== false) throw new Error(ENTITY_DELETE_DELETED);
  return { ...entity, deleted: 'pending' };
}

/** Back to the original (synced) or initial values: patches and the deleted marker are cleared. */
export function discardEntity<T>(entity: Entity<T>): Entity<T> {
  if (entity.deleted === 'committed') throw new Error(ENTITY_DISCARD_DELETED);
  return entity.phase === 'initial'
    ? { ...entity, current: entity.initial, patches: [], deleted: false }
    : { ...entity, current: entity.original, patches: [], deleted: false };
}

/**
 * Commits a synced entity: a pending deletion becomes committed (and is sent as a delete); otherwise the
 * patches are applied to the original values and cleared (and sent as an update).
 */
export function commitEntity<T>(entity: Entity<T>): { entity: SyncedEntity<T>; request: EntityRequest<T> } {
  if (entity.deleted === 'committed') throw new Error(ENTITY_COMMIT_DELETED);
  if (entity.phase === 'initial') throw new Error(ENTITY_COMMIT_INITIAL);
  if (entity.deleted === 'pending') {
    return { entity: { ...entity, deleted: 'committed' }, request: { type: 'delete', serverId: entity.serverId } };
  }
  const original = applyPatches(entity.original, entity.patches);
  return {
    entity: { ...entity, original, current: original, patches: [] },
    request: { type: 'update', serverId: entity.serverId, patches: entity.patches, values: original },
  };
}

/** The create request of an initial entity (its first commit). */
export function createRequest<T>(entity: InitialEntity<T>): EntityRequest<T> {
  if (entity.synced) throw new Error(ENTITY_CREATE_SYNCED);
  if (entity.deleted !== false) throw new Error(ENTITY_COMMIT_DELETED);
  return { type: 'create', clientId: entity.clientId, values: entity.current, patchCount: entity.patches.length };
}

/**
 * The server created the entity: the initial record is flagged synced (so stale holders cannot update it)
 * and a synced entity with the server id takes its place.
 */
export function markCreated<T>(
  entity: InitialEntity<T>,
  serverId: string,
): { initial: InitialEntity<T>; synced: SyncedEntity<T> } {
  if (entity.synced) throw new Error(ENTITY_CREATE_SYNCED);
  return {
    initial: { ...entity, synced: true },
    synced: createSyncedEntity(serverId, entity.current, entity.clientId),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A store of entities, keyed by client id

export interface EntityStore<T> {
  entities: Record<string, Entity<T>>;
}

export const emptyStore = <T>(): EntityStore<T> => ({ entities: {} });

function held<T>(store: EntityStore<T>, clientId: string): Entity<T> {
  const entity = store.entities[clientId];
  if (!entity) throw new Error(entityNotHeld(clientId));
  return entity;
}

const put = <T>(store: EntityStore<T>, entity: Entity<T>): EntityStore<T> => ({
  entities: { ...store.entities, [entity.clientId]: entity },
});

const drop = <T>(store: EntityStore<T>, clientId: string): EntityStore<T> => {
  const { [clientId]: _dropped, ...entities } = store.entities;
  return { entities };
};

export function findByServerId<T>(store: EntityStore<T>, serverId: string): SyncedEntity<T> | undefined {
  return Object.values(store.entities).find((e): e is SyncedEntity<T> => e.phase === 'synced' && e.serverId === serverId);
}

export const addInitial = <T>(store: EntityStore<T>, clientId: string, values: T) =>
  put(store, createInitialEntity(clientId, values));
export const storeUpdate = <T>(store: EntityStore<T>, clientId: string, patches: Patch | readonly Patch[]) =>
  put(store, updateEntity(held(store, clientId), patches));
export const storeRemove = <T>(store: EntityStore<T>, clientId: string) => put(store, removeEntity(held(store, clientId)));
export const storeDiscard = <T>(store: EntityStore<T>, clientId: string) => put(store, discardEntity(held(store, clientId)));

/**
 * Commits one held entity. An initial entity is created on the server on its first commit (request 'create';
 * call `storeCreated` with the server id when it answers); an initial entity pending deletion never reached the
 * server, so it is just dropped. A committed deletion drops the entity from the store.
 */
export function storeCommit<T>(
  store: EntityStore<T>,
  clientId: string,
): { store: EntityStore<T>; request: EntityRequest<T> | null } {
  const entity = held(store, clientId);
  if (entity.phase === 'initial') {
    if (entity.deleted === 'pending') return { store: drop(store, clientId), request: null };
    return { store, request: createRequest(entity) };
  }
  const { entity: committed, request } = commitEntity(entity);
  return { store: committed.deleted === 'committed' ? drop(store, clientId) : put(store, committed), request };
}

/**
 * The server answered a create: the initial entity becomes synced. `patchCount` (from the create request) says
 * how many patches the created values included; patches made while the request was on its way stay pending.
 */
export function storeCreated<T>(store: EntityStore<T>, clientId: string, serverId: string, patchCount: number): EntityStore<T> {
  const entity = held(store, clientId);
  if (entity.phase !== 'initial') throw new Error(ENTITY_CREATE_SYNCED);
  const sent = applyPatches(entity.initial, entity.patches.slice(0, patchCount));
  const { synced } = markCreated({ ...entity, current: sent }, serverId);
  const later = entity.patches.slice(patchCount);
  return put(store, later.length ? updateEntity(synced, later) : synced);
}

/** 'cached': reuse a held entity without asking the server (undefined when none is held). */
export const cachedEntity = <T>(store: EntityStore<T>, serverId: string) => findByServerId(store, serverId);

/**
 * A fetch answered. Not held yet: it is added as synced. Already held: nothing changes ('keep', the default,
 * so unsaved patches survive a refetch) or the server values replace it ('overwrite', patches dropped).
 */
export function receiveFetched<T>(
  store: EntityStore<T>,
  serverId: string,
  values: T,
  mode: 'keep' | 'overwrite' = 'keep',
): EntityStore<T> {
  const existing = findByServerId(store, serverId);
  if (!existing) return put(store, createSyncedEntity(serverId, values));
  if (mode === 'keep') return store;
  return put(store, createSyncedEntity(serverId, values, existing.clientId));
}
