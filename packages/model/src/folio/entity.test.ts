import { describe, expect, it } from 'vitest';
import {
  addInitial,
  applyPatches,
  cachedEntity,
  commitEntity,
  createInitialEntity,
  createRequest,
  createSyncedEntity,
  discardEntity,
  emptyStore,
  markCreated,
  receiveFetched,
  removeEntity,
  storeCommit,
  storeCreated,
  storeDiscard,
  storeRemove,
  storeUpdate,
  updateEntity,
  type Entity,
  type Patch,
} from './entity.ts';
import { deepFreeze } from './testing.ts';

interface Note {
  title: string;
  tags: string[];
  body?: { text: string };
}
const note = (): Note => ({ title: 'A', tags: ['x'] });
const setTitle = (title: string): Patch => ({ op: 'set', path: ['title'], value: title });

describe('patches', () => {
  it('set and delete nested fields and array items without mutating', () => {
    const value = deepFreeze({ title: 'A', tags: ['x', 'y'], body: { text: 'hi' } });
    const out = applyPatches(value, [
      { op: 'set', path: ['body', 'text'], value: 'yo' },
      { op: 'set', path: ['tags', 2], value: 'z' },
      { op: 'delete', path: ['tags', 0] },
      { op: 'delete', path: ['title'] },
    ]);
    expect(out).toEqual({ tags: ['y', 'z'], body: { text: 'yo' } });
  });
});

describe('an initial entity', () => {
  it('holds initial and current values and takes patches until it is synced', () => {
    const entity = updateEntity(createInitialEntity('c1', note()), setTitle('B'));
    expect(entity).toMatchObject({ phase: 'initial', initial: note(), current: { title: 'B' }, synced: false });
    expect(entity.patches).toEqual([setTitle('B')]);
  });

  it('is created on the server on its first commit, then becomes synced', () => {
    const entity = updateEntity(createInitialEntity('c1', note()), setTitle('B'));
    expect(createRequest(entity as Extract<Entity<Note>, { phase: 'initial' }>)).toEqual({
      type: 'create',
      clientId: 'c1',
      values: { title: 'B', tags: ['x'] },
      patchCount: 1,
    });
    const { initial, synced } = markCreated(entity as Extract<Entity<Note>, { phase: 'initial' }>, 's1');
    expect(synced).toMatchObject({ phase: 'synced', serverId: 's1', original: { title: 'B' }, current: { title: 'B' }, patches: [] });
    expect(initial.synced).toBe(true);
  });

  it('refuses updates after it has been synced', () => {
    const { initial } = markCreated(createInitialEntity('c1', note()), 's1');
    expect(() => updateEntity(initial, setTitle('C'))).toThrow(
      'Cannot update the initial values of an entity that has already been synced',
    );
  });

  it('refuses a commit (it must be created first)', () => {
    expect(() => commitEntity(createInitialEntity('c1', note()))).toThrow(
      'Cannot commit an initial entity; it must first be created on the server',
    );
  });

  it('discard restores the initial values', () => {
    const entity = discardEntity(updateEntity(createInitialEntity('c1', note()), setTitle('B')));
    expect(entity).toMatchObject({ current: note(), patches: [], deleted: false });
  });
});

describe('a synced entity', () => {
  it('commit applies the patches to the original values and clears them', () => {
    const entity = updateEntity(createSyncedEntity('s1', note()), [setTitle('B'), { op: 'set', path: ['tags', 1], value: 'y' }]);
    const { entity: committed, request } = commitEntity(entity);
    expect(committed).toMatchObject({ original: { title: 'B', tags: ['x', 'y'] }, current: { title: 'B', tags: ['x', 'y'] }, patches: [] });
    expect(request).toMatchObject({ type: 'update', serverId: 's1', patches: entity.patches });
  });

  it('discard restores the original values and clears patches and the deleted marker', () => {
    const entity = removeEntity(updateEntity(createSyncedEntity('s1', note()), setTitle('B')));
    expect(discardEntity(entity)).toMatchObject({ current: note(), patches: [], deleted: false });
  });

  it('remove marks it pending deletion; committing that sends the deletion and marks it committed', () => {
    const pending = removeEntity(createSyncedEntity('s1', note()));
    expect(pending.deleted).toBe('pending');
    const { entity, request } = commitEntity(pending);
    expect(entity.deleted).toBe('committed');
    expect(request).toEqual({ type: 'delete', serverId: 's1' });
  });
});

describe('invalid actions raise errors (spec §4)', () => {
  const pending = () => removeEntity(createSyncedEntity('s1', note()));
  const deleted = () => commitEntity(pending()).entity;

  it('updating an entity pending deletion', () => {
    expect(() => updateEntity(pending(), setTitle('x'))).toThrow('Cannot update an entity that is pending deletion');
  });
  it('updating an entity already deleted', () => {
    expect(() => updateEntity(deleted(), setTitle('x'))).toThrow('Cannot update an entity that has been deleted');
  });
  it('committing a deleted entity', () => {
    expect(() => commitEntity(deleted())).toThrow('Cannot commit an entity that has been deleted');
  });
  it('discarding an already deleted entity', () => {
    expect(() => discardEntity(deleted())).toThrow('Cannot discard changes of an entity that has been deleted');
  });
  it('deleting an already deleted entity', () => {
    expect(() => removeEntity(deleted())).toThrow('Cannot delete an entity that has already been deleted');
    expect(() => removeEntity(pending())).toThrow('Cannot delete an entity that has already been deleted');
  });
  it('creating an entity twice', () => {
    const { initial } = markCreated(createInitialEntity('c1', note()), 's1');
    expect(() => createRequest(initial)).toThrow('Cannot create an entity on the server twice');
    expect(() => markCreated(initial, 's2')).toThrow('Cannot create an entity on the server twice');
  });
});

describe('the entity store', () => {
  it('replays a lifecycle: add, patch, create, patch in flight, commit, remove, commit', () => {
    let store = addInitial(emptyStore<Note>(), 'c1', note());
    store = storeUpdate(store, 'c1', setTitle('B'));
    const first = storeCommit(store, 'c1');
    expect(first.request).toMatchObject({ type: 'create', values: { title: 'B' }, patchCount: 1 });
    store = storeUpdate(first.store, 'c1', setTitle('C')); // typed while the create was on its way
    store = storeCreated(store, 'c1', 's1', 1);
    expect(store.entities.c1).toMatchObject({ phase: 'synced', serverId: 's1', original: { title: 'B' }, current: { title: 'C' } });
    const second = storeCommit(store, 'c1');
    expect(second.request).toMatchObject({ type: 'update', serverId: 's1', patches: [setTitle('C')] });
    store = storeRemove(second.store, 'c1');
    const third = storeCommit(store, 'c1');
    expect(third.request).toEqual({ type: 'delete', serverId: 's1' });
    expect(third.store.entities.c1).toBeUndefined();
  });

  it('drops an initial entity removed before it reached the server, sending nothing', () => {
    const store = storeRemove(addInitial(emptyStore<Note>(), 'c1', note()), 'c1');
    const { store: after, request } = storeCommit(store, 'c1');
    expect(request).toBeNull();
    expect(after.entities).toEqual({});
  });

  it('discards through the store', () => {
    let store = receiveFetched(emptyStore<Note>(), 's1', note());
    store = storeDiscard(storeUpdate(store, 's1', setTitle('Z')), 's1');
    expect(store.entities.s1?.current).toEqual(note());
  });

  it('refuses actions on entities it does not hold', () => {
    expect(() => storeUpdate(emptyStore<Note>(), 'nope', setTitle('x'))).toThrow('No entity nope is held');
  });

  it('a fetch of an entity already held changes nothing by default, keeping unsaved patches', () => {
    let store = receiveFetched(emptyStore<Note>(), 's1', note());
    store = storeUpdate(store, 's1', setTitle('mine'));
    const again = receiveFetched(store, 's1', { title: 'server', tags: [] });
    expect(again).toBe(store);
  });

  it('a cached fetch reuses the held entity', () => {
    const store = receiveFetched(emptyStore<Note>(), 's1', note());
    expect(cachedEntity(store, 's1')).toBe(store.entities.s1);
    expect(cachedEntity(store, 's2')).toBeUndefined();
  });

  it('an overwriting fetch replaces the held entity and drops its patches', () => {
    let store = receiveFetched(emptyStore<Note>(), 's1', note());
    store = storeUpdate(store, 's1', setTitle('mine'));
    store = receiveFetched(store, 's1', { title: 'server', tags: [] }, 'overwrite');
    expect(store.entities.s1).toMatchObject({ original: { title: 'server' }, current: { title: 'server' }, patches: [] });
  });
});
