import { describe, expect, it } from 'vitest';
import type { FolioDocument, NodeKind } from '@folio/model';
import { applyAction } from '../store/reducer.ts';
import { childrenOf, idSequence, sampleFolio } from '../panel/testing.ts';
import { planDrop, type DropGeometry } from './planDrop.ts';

/** The pointer in the first ("before") or second ("after") half of every box, nearest `nearest` among children. */
function pointer(side: 'before' | 'after', nearest: Record<string, { overId: string; position: 'before' | 'after' } | null> = {}): DropGeometry {
  return { side: () => side, among: (parentId) => nearest[parentId] ?? null };
}

/** Plans a drop and applies it as the editor does (one `insert` action). */
function drop(doc: FolioDocument, overId: string, kind: NodeKind, geometry: DropGeometry) {
  const plan = planDrop(doc, overId, kind, geometry, { newId: idSequence() });
  if (!plan.ok) throw new Error(plan.message);
  const selection = { pageId: 'p1', nodeId: null };
  const next = applyAction(doc, selection as Parameters<typeof applyAction>[1], { type: 'insert', node: plan.node, descendants: plan.descendants, target: plan.target }).doc;
  return { next, plan };
}

describe('dropping a palette item on the canvas', () => {
  it('puts a text above the block it is held over, in a new block', () => {
    const { next, plan } = drop(sampleFolio(), 'b1', 'text-resource', pointer('before'));
    expect(plan.node.kind).toBe('block');
    expect(plan.intent).toEqual({ overId: 'b1', position: 'before' });
    expect(childrenOf(next, 'c1')).toEqual([plan.node.id, 'b1', 'b2']);
    expect(next.nodes[plan.newNodeId]?.kind).toBe('text-resource');
  });

  it('puts it below the block when held over the lower half', () => {
    const { next, plan } = drop(sampleFolio(), 'b1', 'numeric-widget', pointer('after'));
    expect(childrenOf(next, 'c1')).toEqual(['b1', plan.node.id, 'b2']);
  });

  it('fills an empty block with the resource itself', () => {
    const { next, plan } = drop(sampleFolio(), 'b2', 'text-widget', pointer('after'));
    expect(plan.target).toEqual({ parentId: 'b2' });
    expect(plan.intent).toEqual({ overId: 'b2', position: 'inside' });
    const block = next.nodes.b2;
    expect(block?.kind === 'block' && block.resource).toBe(plan.newNodeId);
  });

  it('puts a block into an empty column, and between blocks where the pointer is', () => {
    const empty = drop(sampleFolio(), 'c3', 'block', pointer('after'));
    expect(childrenOf(empty.next, 'c3')).toEqual([empty.plan.newNodeId]);
    const between = drop(sampleFolio(), 'c1', 'button-widget', pointer('after', { c1: { overId: 'b2', position: 'before' } }));
    expect(childrenOf(between.next, 'c1')).toEqual(['b1', between.plan.node.id, 'b2']);
  });

  it('puts a layout dropped on the page between its tiles, wrapped in a new tile', () => {
    const { next, plan } = drop(sampleFolio(), 'p1', 'layout', pointer('after', { p1: { overId: 't1', position: 'before' } }));
    expect(plan.node.kind).toBe('tile');
    expect(childrenOf(next, 'p1')).toEqual([plan.node.id, 't1', 't2']);
  });

  it('climbs to the tile for a tile held over a block inside it', () => {
    const { next, plan } = drop(sampleFolio(), 'b3', 'tile', pointer('after'));
    expect(plan.intent).toEqual({ overId: 't1', position: 'after' });
    expect(childrenOf(next, 'p1')).toEqual(['t1', plan.newNodeId, 't2']);
  });

  it('attaches an interaction to the block it is held over, or the nearest tile', () => {
    const onBlock = drop(sampleFolio(), 'b1', 'link-interaction', pointer('before'));
    expect(onBlock.plan.target).toEqual({ parentId: 'b1' });
    const onColumn = drop(sampleFolio(), 'c3', 'accordion-interaction', pointer('before'));
    expect(onColumn.plan.target).toEqual({ parentId: 't2' });
  });

  it('refuses in a template what templates do not support, with the spec text', () => {
    const plan = planDrop(sampleFolio(), 'b2', 'date-widget', pointer('after'), { templateMode: true });
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.message).toMatch(/not supported in templates/);
  });
});
