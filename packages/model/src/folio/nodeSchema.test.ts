import { describe, expect, it } from 'vitest';
import { createNode } from './defaults.ts';
import { nodeProblem, renderableDocument, renderableNode } from './nodeSchema.ts';
import { randomDocument } from './randomDocs.ts';
import { NODE_KINDS, type FolioNode } from './types.ts';

describe('the node schema', () => {
  it.each(NODE_KINDS)('accepts a new %s with its defaults', (kind) => {
    expect(nodeProblem('n1', createNode(kind, { id: 'n1' }))).toBeNull();
  });

  it('accepts every generated document', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const doc = randomDocument(seed, 'a1');
      for (const [id, node] of Object.entries(doc.nodes)) expect(nodeProblem(id, node), `seed ${seed}`).toBeNull();
    }
  });

  it('names the node and field that do not fit', () => {
    const choice = createNode('multiple-choice-widget', { id: 'w1' });
    const bad = { ...choice, meta: { ...choice.meta, options: [{ value: 'a' }] } } as unknown as FolioNode;
    expect(nodeProblem('w1', bad)).toBe('nodes.w1.meta.options.0.option is missing');
    expect(nodeProblem('w1', { ...choice, meta: { ...choice.meta, display: 'radio' } })).toBe('nodes.w1.meta.display must be one of "checkbox", "dropdown", "button"');
    expect(nodeProblem('x', { id: 'x', kind: 'rocket' })).toBe('nodes.x.kind must be a node kind, not "rocket"');
  });

  it('leaves a misfit node out of what is rendered, backfilling the rest', () => {
    const doc = randomDocument(1, 'a1');
    const choice = createNode('multiple-choice-widget', { id: 'r8' });
    const bad = { ...choice, meta: { display: 'radio' } } as unknown as FolioNode;
    expect(renderableNode(bad)).toBeNull();
    const out = renderableDocument({ ...doc, nodes: { ...doc.nodes, r8: bad } });
    expect(out.nodes.r8).toBeUndefined();
    expect(Object.keys(out.nodes)).toHaveLength(Object.keys(doc.nodes).length - 1);
  });
});
