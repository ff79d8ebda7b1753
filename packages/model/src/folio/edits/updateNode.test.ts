import { describe, expect, it } from 'vitest';
import { add, basicFolio } from '../testing.ts';
import { getNode } from '../tree.ts';
import { updateNode } from './updateNode.ts';

describe('updateNode', () => {
  it('replaces the given fields and keeps the rest', () => {
    const doc = add(basicFolio(), 'b1', 'text-widget', 'w1');
    const after = updateNode(doc, 'w1', 'text-widget', { required: true, label: { position: 'left', text: 'Email' } });
    expect(getNode(after, 'w1')).toMatchObject({ required: true, label: { position: 'left', text: 'Email' }, name: '' });
    expect(getNode(doc, 'w1')).toMatchObject({ required: false });
  });

  it('changes design settings of structural nodes', () => {
    const after = updateNode(basicFolio(), 'c1', 'column', { design: { alignY: 'center', width: '30%' } });
    expect(getNode(after, 'c1')).toMatchObject({ design: { alignY: 'center', width: '30%' } });
  });

  it('never changes the id, kind or tree links', () => {
    const patch = { children: [], id: 'x', kind: 'tile', design: { padding: '1px' } } as unknown as Parameters<
      typeof updateNode<'page'>
    >[3];
    const after = updateNode(basicFolio(), 'p1', 'page', patch);
    expect(getNode(after, 'p1')).toMatchObject({ id: 'p1', kind: 'page', children: ['t1'], design: { padding: '1px' } });
  });

  it('refuses a node of another kind than stated', () => {
    expect(() => updateNode(basicFolio(), 'b1', 'column', {})).toThrow('Node b1 is a block, not a column');
  });
});
