import { describe, expect, it } from 'vitest';
import { createFolio } from '../defaults.ts';
import { add, addWidgetBlock, basicFolio, childrenOf, deepFreeze, idSequence, widgetIdsOf } from '../testing.ts';
import { getNode, subtreeIds } from '../tree.ts';
import { copySubtree } from './copySubtree.ts';
import { duplicateNode } from './duplicateNode.ts';
import { parseClipboard, pasteSubtree } from './pasteSubtree.ts';

/** c1 holds a text widget (w1) and a submit button (btn1); c2 holds a numeric widget (w2) and a submit button (btn2). */
function formFolio() {
  let doc = add(basicFolio(), 'b1', 'text-widget', 'w1');
  doc = add(doc, 'b3', 'numeric-widget', 'w2');
  doc = add(doc, 'b2', 'button-widget', 'btn1');
  doc = addWidgetBlock(doc, 'c2', 'b4', 'button-widget', 'btn2');
  return deepFreeze(doc);
}

describe('copySubtree', () => {
  it('copies the node and its descendants as plain JSON', () => {
    const clip = copySubtree(formFolio(), 'c1');
    expect(clip.rootId).toBe('c1');
    expect(Object.keys(clip.nodes).sort()).toEqual(['b1', 'b2', 'btn1', 'c1', 'w1']);
    expect(JSON.parse(JSON.stringify(clip))).toEqual(clip);
  });
});

describe('pasteSubtree', () => {
  it('pastes with new ids everywhere and rewrites every link', () => {
    const doc = formFolio();
    const after = pasteSubtree(doc, copySubtree(doc, 'c1'), { parentId: 'l1', afterId: 'c1' }, idSequence('x'));
    expect(childrenOf(after, 'l1')).toEqual(['c1', 'x1', 'c2']);
    const pasted = subtreeIds(after.nodes, 'x1');
    expect(pasted).toEqual(['x1', 'x2', 'x3', 'x4', 'x5']);
    expect(getNode(after, 'x2')).toMatchObject({ kind: 'block', resource: 'x3' });
    expect(getNode(after, 'x3')).toMatchObject({ kind: 'text-widget' });
    expect(Object.keys(after.nodes)).toHaveLength(Object.keys(doc.nodes).length + 5);
  });

  it('re-links a pasted submit button to the copies of the widgets copied with it', () => {
    const doc = formFolio();
    const after = pasteSubtree(doc, copySubtree(doc, 'c1'), { parentId: 'l1' }, idSequence('x'));
    // btn1 listed w1 (copied → x3) and w2 (outside the copy, still in this folio → kept).
    expect(widgetIdsOf(after, 'x5')).toEqual(['x3', 'w2']);
  });

  it('lets the pasted widgets join every submit button already in the folio', () => {
    const doc = formFolio();
    const after = pasteSubtree(doc, copySubtree(doc, 'c1'), { parentId: 'l1' }, idSequence('x'));
    expect(widgetIdsOf(after, 'btn1')).toEqual(['w1', 'w2', 'x3']);
    expect(widgetIdsOf(after, 'btn2')).toEqual(['w1', 'w2', 'x3']);
  });

  it('prunes widget ids that point to nothing in the target folio', () => {
    const source = formFolio();
    let target = createFolio('someone', { newId: () => 'q1' });
    target = add(add(add(target, 'q1', 'tile', 'qt'), 'qt', 'layout', 'ql'), 'ql', 'column', 'qc');
    const after = pasteSubtree(target, parseClipboard(JSON.parse(JSON.stringify(copySubtree(source, 'c1')))), { parentId: 'ql' }, idSequence('x'));
    // w2 lives only in the source folio, so the pasted button forgets it.
    expect(widgetIdsOf(after, 'x5')).toEqual(['x3']);
  });

  it('refuses to paste where the hierarchy forbids', () => {
    const doc = formFolio();
    expect(() => pasteSubtree(doc, copySubtree(doc, 'c1'), { parentId: 'c2' })).toThrow('A column cannot hold a column');
  });

  it('can paste the same clipboard twice', () => {
    const doc = formFolio();
    const clip = copySubtree(doc, 'b1');
    const once = pasteSubtree(doc, clip, { parentId: 'c2' }, idSequence('x'));
    const twice = pasteSubtree(once, clip, { parentId: 'c2' }, idSequence('y'));
    expect(childrenOf(twice, 'c2')).toEqual(['b3', 'b4', 'x1', 'y1']);
  });
});

describe('parseClipboard', () => {
  it('refuses anything that is not a folio clipboard', () => {
    for (const value of [null, 'text', { type: 'other' }, { type: 'folio-nodes', rootId: 'a', nodes: {} }]) {
      expect(() => parseClipboard(value)).toThrow('The clipboard does not hold a folio node');
    }
  });
  it('refuses a clipboard from a newer version of the app', () => {
    const clip = { ...copySubtree(basicFolio(), 'b1'), schemaVersion: 99 };
    expect(() => parseClipboard(clip)).toThrow(/newer version/);
  });
});

describe('duplicateNode', () => {
  it('puts a copy right after the original', () => {
    const after = duplicateNode(formFolio(), 'b1', idSequence('x'));
    expect(childrenOf(after, 'c1')).toEqual(['b1', 'x1', 'b2']);
    expect(getNode(after, 'x1')).toMatchObject({ resource: 'x2' });
    expect(widgetIdsOf(after, 'btn1')).toEqual(['w1', 'w2', 'x2']);
  });
});
