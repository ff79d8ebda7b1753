import { describe, expect, it } from 'vitest';
import { add, basicFolio, deepFreeze, idSequence } from '../testing.ts';
import { getNode } from '../tree.ts';
import type { FolioDocument, WidgetNode } from '../types.ts';
import { copySubtree } from './copySubtree.ts';
import { duplicateNode } from './duplicateNode.ts';
import { pasteSubtree } from './pasteSubtree.ts';
import { widgetNameTaken, withUniqueWidgetNames } from './uniqueNames.ts';

const widgetNames = (doc: FolioDocument) =>
  Object.values(doc.nodes)
    .filter((n): n is WidgetNode => n.kind.endsWith('-widget'))
    .map((n) => n.name)
    .sort();

/** b1 holds an accordion named "faq", b2 a text widget without a name. */
function namedFolio() {
  let doc = add(basicFolio(), 'b1', 'accordion-widget', 'acc', { name: 'faq' });
  doc = add(doc, 'b2', 'text-widget', 'tw');
  return deepFreeze(doc);
}

describe('widget names stay unique in a folio', () => {
  it('gives a pasted widget whose name is taken the next free number, so three pastes beside the original make faq, faq 2, faq 3 and faq 4', () => {
    let doc = namedFolio();
    const clip = copySubtree(doc, 'b1');
    for (const prefix of ['x', 'y', 'z']) doc = pasteSubtree(doc, clip, { parentId: 'c2' }, idSequence(prefix));
    expect(widgetNames(doc).filter((n) => n.startsWith('faq'))).toEqual(['faq', 'faq 2', 'faq 3', 'faq 4']);
  });

  it('renames the widgets inside a pasted column and leaves unnamed widgets unnamed', () => {
    const doc = namedFolio();
    const after = pasteSubtree(doc, copySubtree(doc, 'c1'), { parentId: 'l1' }, idSequence('x'));
    expect(widgetNames(after)).toEqual(['', '', 'faq', 'faq 2']);
  });

  it('numbers a duplicated widget too', () => {
    const after = duplicateNode(namedFolio(), 'b1', idSequence('x'));
    expect(getNode(after, 'x2')).toMatchObject({ kind: 'accordion-widget', name: 'faq 2' });
    expect(getNode(after, 'acc')).toMatchObject({ name: 'faq' });
  });

  it('keeps a pasted name that the target folio does not use', () => {
    const source = namedFolio();
    const target = deepFreeze(basicFolio());
    const after = pasteSubtree(target, copySubtree(source, 'b1'), { parentId: 'c2' }, idSequence('x'));
    expect(getNode(after, 'x2')).toMatchObject({ name: 'faq' });
  });

  it('compares names without case or surrounding spaces and continues from a numbered name', () => {
    const existing = namedFolio().nodes;
    const incoming = {
      a: { ...getNode(namedFolio(), 'acc'), id: 'a', name: ' FAQ ' },
      b: { ...getNode(namedFolio(), 'acc'), id: 'b', name: 'faq 2' },
      c: { ...getNode(namedFolio(), 'acc'), id: 'c', name: 'faq 2' },
    };
    const out = withUniqueWidgetNames(existing, incoming);
    expect([out.a, out.b, out.c].map((n) => (n as WidgetNode).name)).toEqual(['FAQ 2', 'faq 3', 'faq 4']);
  });

  it('tells whether another widget already uses a name, ignoring the widget itself and empty names', () => {
    const doc = add(namedFolio(), 'b3', 'numeric-widget', 'num', { name: 'age' });
    expect(widgetNameTaken(doc.nodes, 'num', ' FAQ')).toBe(true);
    expect(widgetNameTaken(doc.nodes, 'acc', 'faq')).toBe(false);
    expect(widgetNameTaken(doc.nodes, 'num', 'faq 2')).toBe(false);
    expect(widgetNameTaken(doc.nodes, 'tw', '')).toBe(false);
  });
});
