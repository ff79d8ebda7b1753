import { describe, expect, it } from 'vitest';
import { add, basicFolio } from './testing.ts';
import { childIds, findParent, inputWidgetIds, subtreeIds } from './tree.ts';

describe('tree reading', () => {
  it('lists children, then the resource, then interactions', () => {
    const doc = add(add(basicFolio(), 'b1', 'link-interaction', 'i1'), 'b1', 'text-widget', 'w1');
    expect(childIds(doc.nodes.b1!)).toEqual(['w1', 'i1']);
    expect(subtreeIds(doc.nodes, 'c1')).toEqual(['c1', 'b1', 'w1', 'i1', 'b2']);
  });

  it('finds the parent and the slot of any node', () => {
    const doc = add(add(basicFolio(), 'b1', 'link-interaction', 'i1'), 'b1', 'text-widget', 'w1');
    expect(findParent(doc, 'p1')).toEqual({ parentId: 'folio', slot: 'pages' });
    expect(findParent(doc, 'b2')).toEqual({ parentId: 'c1', slot: 'children' });
    expect(findParent(doc, 'w1')).toEqual({ parentId: 'b1', slot: 'resource' });
    expect(findParent(doc, 'i1')).toEqual({ parentId: 'b1', slot: 'interactions' });
    expect(findParent(doc, 'ghost')).toBeNull();
    expect(inputWidgetIds(doc.nodes)).toEqual(['w1']);
  });

  it('survives a cycle in a damaged document', () => {
    const doc = basicFolio();
    const nodes = { ...doc.nodes, b1: { ...doc.nodes.b1!, resource: 'c1' } };
    expect(subtreeIds(nodes, 'c1')).toEqual(['c1', 'b1', 'b2']);
  });
});
