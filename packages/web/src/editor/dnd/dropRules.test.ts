import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../store/index.ts';
import { childrenOf, sampleFolio } from '../panel/testing.ts';
import { canDrop, dropProblem, intentAmongChildren, moveDestinations, positionFromPointer, resolveDrop, stepPlacement, toMoveTarget } from './dropRules.ts';
import { performPlacement, placementActions } from './moves.ts';

describe('drop rules', () => {
  it('places a block after another block of another column', () => {
    const doc = sampleFolio();
    expect(resolveDrop(doc, 'b1', { overId: 'b3', position: 'after' })).toEqual({ parentId: 'c2', index: 1 });
    expect(toMoveTarget(doc, 'b1', { parentId: 'c2', index: 1 })).toEqual({ parentId: 'c2', afterId: 'b3' });
  });

  it('places a block inside an empty column', () => {
    const doc = sampleFolio();
    expect(resolveDrop(doc, 'b2', { overId: 'c3', position: 'inside' })).toEqual({ parentId: 'c3', index: 0 });
    expect(toMoveTarget(doc, 'b2', { parentId: 'c3', index: 0 })).toEqual({ parentId: 'c3' });
  });

  it('refuses drops the hierarchy forbids: a block into a layout, a column into a column, a tile into a block', () => {
    const doc = sampleFolio();
    expect(canDrop(doc, 'b1', { overId: 'l1', position: 'inside' })).toBe(false);
    expect(canDrop(doc, 'c1', { overId: 'c3', position: 'inside' })).toBe(false);
    expect(canDrop(doc, 't2', { overId: 'b1', position: 'after' })).toBe(false);
    expect(canDrop(doc, 'b1', { overId: 'c2', position: 'after' })).toBe(false);
  });

  it('refuses a drop onto the dragged node itself or into its own subtree, and a drop into its parent that changes nothing', () => {
    const doc = sampleFolio();
    expect(canDrop(doc, 't1', { overId: 't1', position: 'after' })).toBe(false);
    expect(canDrop(doc, 'c1', { overId: 'b1', position: 'after' })).toBe(false);
    expect(canDrop(doc, 'l1', { overId: 't1', position: 'inside' })).toBe(false);
    expect(resolveDrop(doc, 'c1', { overId: 'l1', position: 'inside' })).toEqual({ parentId: 'l1', index: 1 });
  });

  it('refuses a drop that would change nothing, and accounts for the gap the dragged node leaves', () => {
    const doc = sampleFolio();
    expect(resolveDrop(doc, 'b1', { overId: 'b2', position: 'before' })).toBeNull();
    expect(resolveDrop(doc, 'b1', { overId: 'b2', position: 'after' })).toEqual({ parentId: 'c1', index: 1 });
    expect(resolveDrop(doc, 'b2', { overId: 'b1', position: 'before' })).toEqual({ parentId: 'c1', index: 0 });
  });

  it('moves columns within and between layouts and layouts between tiles', () => {
    const doc = sampleFolio();
    expect(resolveDrop(doc, 'c2', { overId: 'c1', position: 'before' })).toEqual({ parentId: 'l1', index: 0 });
    expect(resolveDrop(doc, 'c1', { overId: 'c3', position: 'after' })).toEqual({ parentId: 'l2', index: 1 });
    expect(resolveDrop(doc, 'l2', { overId: 't1', position: 'inside' })).toEqual({ parentId: 't1', index: 1 });
    expect(resolveDrop(doc, 't2', { overId: 't1', position: 'before' })).toEqual({ parentId: 'p1', index: 0 });
  });

  it('tells a forbidden drop from one that changes nothing', () => {
    const doc = sampleFolio();
    expect(dropProblem(doc, 'b1', { overId: 'l1', position: 'inside' })).toBe('hierarchy');
    expect(dropProblem(doc, 'b1', { overId: 'b2', position: 'before' })).toBe('unchanged');
    expect(dropProblem(doc, 'b1', { overId: 'b1', position: 'after' })).toBe('unchanged');
    expect(dropProblem(doc, 'b1', { overId: 'b3', position: 'after' })).toBeNull();
  });

  it('splits columns left and right, other nodes top and bottom', () => {
    const rect = { top: 0, left: 0, width: 100, height: 100 };
    expect(positionFromPointer('column', rect, { x: 20, y: 90 })).toBe('before');
    expect(positionFromPointer('column', rect, { x: 80, y: 10 })).toBe('after');
    expect(positionFromPointer('block', rect, { x: 90, y: 20 })).toBe('before');
    expect(positionFromPointer('block', rect, { x: 10, y: 80 })).toBe('after');
  });

  it('turns a drop on a column between its blocks into a drop before the next block, or after the last', () => {
    const blocks = [
      { id: 'b1', rect: { top: 0, left: 0, width: 100, height: 50 } },
      { id: 'b2', rect: { top: 60, left: 0, width: 100, height: 50 } },
    ];
    expect(intentAmongChildren(blocks, 'block', { x: 50, y: -3 })).toEqual({ overId: 'b1', position: 'before' });
    expect(intentAmongChildren(blocks, 'block', { x: 50, y: 55 })).toEqual({ overId: 'b2', position: 'before' });
    expect(intentAmongChildren(blocks, 'block', { x: 50, y: 200 })).toEqual({ overId: 'b2', position: 'after' });
    expect(intentAmongChildren([], 'block', { x: 50, y: 5 })).toBeNull();
  });

  it('steps up and down among siblings and stops at the edges', () => {
    const doc = sampleFolio();
    expect(stepPlacement(doc, 'b1', -1)).toBeNull();
    expect(stepPlacement(doc, 'b1', 1)).toEqual({ parentId: 'c1', index: 1 });
    expect(stepPlacement(doc, 'b2', 1)).toBeNull();
  });

  it('offers every other container of the right kind as a Move to… destination', () => {
    const doc = sampleFolio();
    expect(moveDestinations(doc, 'b1').map((d) => d.parentId)).toEqual(['c2', 'c3']);
    expect(moveDestinations(doc, 'c1').map((d) => d.parentId)).toEqual(['l2']);
    expect(moveDestinations(doc, 't1')).toEqual([]);
    expect(moveDestinations(doc, 'b1')[0]?.label).toBe('Column 2, Layout 1, Tile 1, Page 1');
  });
});

describe('carrying out a drop through the store', () => {
  const storeFor = () => createEditorStore({ folioId: 'f1', doc: sampleFolio(), version: 1 });

  it('moves a block to another column as one undo step', () => {
    const store = storeFor();
    const placement = resolveDrop(store.getState().doc, 'b1', { overId: 'b3', position: 'after' })!;
    expect(placementActions(store.getState().doc, 'b1', placement)).toHaveLength(1);
    expect(performPlacement(store.dispatch, store.getState().doc, 'b1', placement)).toEqual({ ok: true });
    expect(childrenOf(store.getState().doc, 'c2')).toEqual(['b3', 'b1']);
    expect(childrenOf(store.getState().doc, 'c1')).toEqual(['b2']);
    store.undo();
    expect(childrenOf(store.getState().doc, 'c1')).toEqual(['b1', 'b2']);
  });

  it('moves a node to the first place of another list', () => {
    const store = storeFor();
    const placement = resolveDrop(store.getState().doc, 'b1', { overId: 'b3', position: 'before' })!;
    expect(performPlacement(store.dispatch, store.getState().doc, 'b1', placement)).toEqual({ ok: true });
    expect(childrenOf(store.getState().doc, 'c2')).toEqual(['b1', 'b3']);
  });

  it('moves a tile to the first place of its own page', () => {
    const store = storeFor();
    const placement = resolveDrop(store.getState().doc, 't2', { overId: 't1', position: 'before' })!;
    expect(performPlacement(store.dispatch, store.getState().doc, 't2', placement)).toEqual({ ok: true });
    expect(childrenOf(store.getState().doc, 'p1')).toEqual(['t2', 't1']);
  });
});
