import { describe, expect, it } from 'vitest';
import { add, addWidgetBlock, basicFolio, childrenOf, widgetIdsOf } from '../testing.ts';
import { getNode } from '../tree.ts';
import { deleteNode } from './deleteNode.ts';

describe('deleteNode', () => {
  it('removes the node and its whole subtree', () => {
    let doc = add(basicFolio(), 'b1', 'text-resource', 'r1');
    doc = add(doc, 'b1', 'link-interaction', 'i1');
    const after = deleteNode(doc, 'c1');
    expect(childrenOf(after, 'l1')).toEqual(['c2']);
    for (const id of ['c1', 'b1', 'b2', 'r1', 'i1']) expect(after.nodes[id]).toBeUndefined();
    expect(after.nodes.b3).toBeDefined();
    expect(doc.nodes.c1).toBeDefined();
  });

  it('empties a block’s resource slot when the resource is deleted', () => {
    const doc = add(basicFolio(), 'b1', 'text-resource', 'r1');
    expect(getNode(deleteNode(doc, 'r1'), 'b1')).not.toHaveProperty('resource');
  });

  it('removes deleted widgets from every submit button', () => {
    let doc = add(basicFolio(), 'b1', 'text-widget', 'w1');
    doc = add(doc, 'b2', 'numeric-widget', 'w2');
    doc = add(doc, 'b3', 'button-widget', 'btn1');
    doc = addWidgetBlock(doc, 'c2', 'bb', 'button-widget', 'btn2');
    expect(widgetIdsOf(doc, 'btn1')).toEqual(['w1', 'w2']);
    const after = deleteNode(doc, 'b1');
    expect(widgetIdsOf(after, 'btn1')).toEqual(['w2']);
    expect(widgetIdsOf(after, 'btn2')).toEqual(['w2']);
    expect(widgetIdsOf(deleteNode(after, 'c1'), 'btn2')).toEqual([]);
  });

  it('refuses to delete the last page', () => {
    expect(() => deleteNode(basicFolio(), 'p1')).toThrow('A folio needs at least one page');
  });
});
