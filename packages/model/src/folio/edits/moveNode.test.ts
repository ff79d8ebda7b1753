import { describe, expect, it } from 'vitest';
import { add, basicFolio, childrenOf } from '../testing.ts';
import { getNode } from '../tree.ts';
import { moveNode } from './moveNode.ts';

describe('moveNode', () => {
  it('moves a block to another column, as its last child', () => {
    const before = basicFolio();
    const after = moveNode(before, 'b1', { parentId: 'c2' });
    expect(childrenOf(after, 'c1')).toEqual(['b2']);
    expect(childrenOf(after, 'c2')).toEqual(['b3', 'b1']);
    expect(childrenOf(before, 'c1')).toEqual(['b1', 'b2']);
  });

  it('moves a block after a sibling in the same column', () => {
    expect(childrenOf(moveNode(basicFolio(), 'b1', { parentId: 'c1', afterId: 'b2' }), 'c1')).toEqual(['b2', 'b1']);
  });

  it('keeps the moved subtree intact', () => {
    const doc = add(basicFolio(), 'b1', 'text-resource', 'r1');
    const after = moveNode(doc, 'c1', { parentId: 'l1', afterId: 'c2' });
    expect(childrenOf(after, 'l1')).toEqual(['c2', 'c1']);
    expect(getNode(after, 'b1')).toMatchObject({ resource: 'r1' });
    expect(after.nodes.r1).toEqual(doc.nodes.r1);
  });

  it('moves a resource to an empty block', () => {
    const doc = add(basicFolio(), 'b1', 'text-resource', 'r1');
    const after = moveNode(doc, 'r1', { parentId: 'b3' });
    expect(getNode(after, 'b1')).not.toHaveProperty('resource');
    expect(getNode(after, 'b3')).toMatchObject({ resource: 'r1' });
  });

  it('refuses moves the hierarchy forbids', () => {
    expect(() => moveNode(basicFolio(), 'b1', { parentId: 'l1' })).toThrow('A layout cannot hold a block');
    expect(() => moveNode(basicFolio(), 'c1', { parentId: 'c2' })).toThrow('A column cannot hold a column');
  });

  it('refuses to move a node into itself or its own descendant', () => {
    const doc = basicFolio();
    expect(() => moveNode(doc, 't1', { parentId: 't1' })).toThrow(
      'A node cannot be moved into itself or one of its own descendants',
    );
    expect(() => moveNode(doc, 'l1', { parentId: 'c1' })).toThrow(
      'A node cannot be moved into itself or one of its own descendants',
    );
  });

  it('refuses to move a resource into a block that already holds one', () => {
    let doc = add(basicFolio(), 'b1', 'text-resource', 'r1');
    doc = add(doc, 'b2', 'text-resource', 'r2');
    expect(() => moveNode(doc, 'r1', { parentId: 'b2' })).toThrow('This block already holds a resource');
  });

  it('refuses an unknown node', () => {
    expect(() => moveNode(basicFolio(), 'ghost', { parentId: 'c1' })).toThrow('There is no node ghost in this folio');
  });
});
