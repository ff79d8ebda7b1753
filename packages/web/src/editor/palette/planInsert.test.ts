import { describe, expect, it } from 'vitest';
import { FOLIO_TEXTS, insertNode, type FolioDocument } from '@folio/model';
import { childrenOf, idSequence, sampleFolio } from '../panel/testing.ts';
import { planInsert, wrapChain } from './planInsert.ts';

/** Plans and applies an insert, returning the new document and the plan. */
function insert(doc: FolioDocument, selected: string | null, after: boolean, kind: Parameters<typeof planInsert>[3]) {
  const plan = planInsert(doc, selected, after, kind, { newId: idSequence() });
  if (!plan.ok) throw new Error(plan.message);
  const next = insertNode(doc, { ...plan.target, node: plan.node, descendants: plan.descendants });
  return { next, plan };
}

describe('palette insert planning', () => {
  it('wraps a widget in the structure the hierarchy needs', () => {
    expect(wrapChain('text-widget')).toEqual(['text-widget', 'block', 'column', 'layout', 'tile']);
    expect(wrapChain('column')).toEqual(['column', 'layout', 'tile']);
  });

  it('puts a widget into an empty selected block as its resource', () => {
    const { next, plan } = insert(sampleFolio(), 'b2', false, 'numeric-widget');
    expect(plan.target).toEqual({ parentId: 'b2' });
    const block = next.nodes.b2;
    expect(block?.kind === 'block' && block.resource).toBe(plan.newNodeId);
    expect(next.nodes[plan.newNodeId]?.kind).toBe('numeric-widget');
  });

  it('puts a widget for a selected column into a new block at the end of the column', () => {
    const { next, plan } = insert(sampleFolio(), 'c1', false, 'text-widget');
    expect(plan.node.kind).toBe('block');
    expect(childrenOf(next, 'c1')).toEqual(['b1', 'b2', plan.node.id]);
  });

  it('puts a block on a selected page inside a new tile, layout and column', () => {
    const { next, plan } = insert(sampleFolio(), 'p1', false, 'block');
    expect(plan.node.kind).toBe('tile');
    expect(childrenOf(next, 'p1')).toEqual(['t1', 't2', plan.node.id]);
    const layout = childrenOf(next, plan.node.id)[0]!;
    const column = childrenOf(next, layout)[0]!;
    expect(childrenOf(next, column)).toEqual([plan.newNodeId]);
  });

  it('with the insert-after flag puts a block right after the selected block', () => {
    const { next, plan } = insert(sampleFolio(), 'b1', true, 'block');
    expect(plan.target).toEqual({ parentId: 'c1', afterId: 'b1' });
    expect(childrenOf(next, 'c1')).toEqual(['b1', plan.newNodeId, 'b2']);
  });

  it('with the insert-after flag a widget goes into a new block after the block whose resource is selected', () => {
    const { next, plan } = insert(sampleFolio(), 'r1', true, 'text-widget');
    expect(plan.target).toEqual({ parentId: 'c1', afterId: 'b1' });
    expect(childrenOf(next, 'c1')).toEqual(['b1', plan.node.id, 'b2']);
  });

  it('with the insert-after flag a tile climbs from a selected block to follow its tile', () => {
    const { next, plan } = insert(sampleFolio(), 'b3', true, 'tile');
    expect(plan.target).toEqual({ parentId: 'p1', afterId: 't1' });
    expect(childrenOf(next, 'p1')).toEqual(['t1', plan.newNodeId, 't2']);
  });

  it('without the flag a column selected gets a new column next to it, since a column cannot hold a column', () => {
    const { next, plan } = insert(sampleFolio(), 'c1', false, 'column');
    expect(childrenOf(next, 'l1')).toEqual(['c1', plan.newNodeId, 'c2']);
  });

  it('a widget inserted into a block that already holds a resource goes into a new block after it', () => {
    const { next, plan } = insert(sampleFolio(), 'b1', false, 'text-resource');
    expect(childrenOf(next, 'c1')).toEqual(['b1', plan.node.id, 'b2']);
  });

  it('puts an interaction on the selected block, on the tile around a selected column, and nowhere for a page', () => {
    const { next, plan } = insert(sampleFolio(), 'b2', true, 'slider-interaction');
    const block = next.nodes.b2;
    expect(block?.kind === 'block' && block.interactions).toEqual([plan.newNodeId]);
    const onTile = insert(sampleFolio(), 'c1', false, 'link-interaction');
    const tile = onTile.next.nodes.t1;
    expect(tile?.kind === 'tile' && tile.interactions).toEqual([onTile.plan.newNodeId]);
    expect(planInsert(sampleFolio(), 'p1', false, 'slider-interaction').ok).toBe(false);
  });

  it('in template mode refuses unsupported resources and interactions with the spec toasts', () => {
    const doc = sampleFolio();
    expect(planInsert(doc, 'b2', false, 'numeric-widget', { templateMode: true })).toEqual({ ok: false, message: FOLIO_TEXTS.templateResourceUnsupported });
    expect(planInsert(doc, 'b2', false, 'link-interaction', { templateMode: true })).toEqual({ ok: false, message: FOLIO_TEXTS.templateInteractionUnsupported });
    expect(FOLIO_TEXTS.templateResourceUnsupported).toBe('Current resource is not supported in templates');
    expect(FOLIO_TEXTS.templateInteractionUnsupported).toBe('Current interaction is not supported in templates');
    expect(planInsert(doc, 'b2', false, 'multiple-choice-widget', { templateMode: true }).ok).toBe(true);
    expect(planInsert(doc, 'b2', false, 'accordion-interaction', { templateMode: true }).ok).toBe(true);
  });

  it('with the insert-after flag and a page selected still puts a widget inside the page', () => {
    const { next, plan } = insert(sampleFolio(), 'p1', true, 'text-widget');
    expect(plan.node.kind).toBe('tile');
    expect(childrenOf(next, 'p1')).toEqual(['t1', 't2', plan.node.id]);
  });

  it('with nothing selected inserts into the first page', () => {
    const { next, plan } = insert(sampleFolio(), null, false, 'text-resource');
    expect(childrenOf(next, 'p1')).toContain(plan.node.id);
  });
});
