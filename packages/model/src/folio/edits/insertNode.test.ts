import { describe, expect, it } from 'vitest';
import { createNode } from '../defaults.ts';
import { add, addWidgetBlock, basicFolio, childrenOf, deepFreeze, widgetIdsOf } from '../testing.ts';
import { getNode } from '../tree.ts';
import { insertNode, insertTarget } from './insertNode.ts';

describe('insertNode', () => {
  it('appends as the last child when no sibling is given, without touching the input', () => {
    const before = basicFolio();
    const after = insertNode(before, { parentId: 'c1', node: createNode('block', { id: 'b9' }) });
    expect(childrenOf(after, 'c1')).toEqual(['b1', 'b2', 'b9']);
    expect(childrenOf(before, 'c1')).toEqual(['b1', 'b2']);
    expect(before.nodes.b9).toBeUndefined();
  });

  it('inserts right after the given sibling', () => {
    const after = insertNode(basicFolio(), { parentId: 'c1', afterId: 'b1', node: createNode('block', { id: 'b9' }) });
    expect(childrenOf(after, 'c1')).toEqual(['b1', 'b9', 'b2']);
  });

  it('refuses a sibling that is not a child of the parent', () => {
    expect(() => insertNode(basicFolio(), { parentId: 'c1', afterId: 'b3', node: createNode('block') })).toThrow(
      'The node to insert after is not a child of the chosen parent',
    );
  });

  it('refuses what the hierarchy forbids', () => {
    const doc = basicFolio();
    expect(() => insertNode(doc, { parentId: 'p1', node: createNode('block') })).toThrow('A page cannot hold a block');
    expect(() => insertNode(doc, { parentId: 'c1', node: createNode('text-widget') })).toThrow(
      'A column cannot hold a text-widget',
    );
    expect(() => insertNode(doc, { parentId: 'l1', node: createNode('slider-interaction') })).toThrow(
      'A layout cannot hold a slider-interaction',
    );
  });

  it('lets a block hold at most one resource', () => {
    const doc = add(basicFolio(), 'b1', 'text-resource', 'r1');
    expect(getNode(doc, 'b1')).toMatchObject({ resource: 'r1' });
    expect(() => add(doc, 'b1', 'numeric-widget', 'w1')).toThrow('This block already holds a resource; remove it first');
  });

  it('adds interactions to blocks and tiles in order', () => {
    let doc = add(basicFolio(), 'b1', 'link-interaction', 'i1');
    doc = add(doc, 'b1', 'target-interaction', 'i2');
    doc = add(doc, 't1', 'slider-interaction', 'i3');
    expect(getNode(doc, 'b1')).toMatchObject({ interactions: ['i1', 'i2'] });
    expect(getNode(doc, 't1')).toMatchObject({ interactions: ['i3'] });
  });

  it('refuses an id that is already in the folio', () => {
    expect(() => insertNode(basicFolio(), { parentId: 'c1', node: createNode('block', { id: 'b1' }) })).toThrow(
      'A node with id b1 already exists in this folio',
    );
  });

  it('refuses an unknown parent', () => {
    expect(() => insertNode(basicFolio(), { parentId: 'nope', node: createNode('block') })).toThrow(
      'There is no node nope in this folio',
    );
  });

  it('checks the links inside the subtree it brings', () => {
    const layout = createNode('layout', { id: 'l9', children: ['b9'] });
    expect(() => insertNode(basicFolio(), { parentId: 't1', node: layout, descendants: { b9: createNode('block', { id: 'b9' }) } })).toThrow(
      'A layout cannot hold a block',
    );
    const dangling = createNode('layout', { id: 'l9', children: ['c9'] });
    expect(() => insertNode(basicFolio(), { parentId: 't1', node: dangling })).toThrow('There is no node c9 in this folio');
  });

  it('brings descendants along', () => {
    const layout = createNode('layout', { id: 'l9', children: ['c9'] });
    const column = createNode('column', { id: 'c9' });
    const doc = insertNode(basicFolio(), { parentId: 't1', node: layout, descendants: { c9: column } });
    expect(childrenOf(doc, 't1')).toEqual(['l1', 'l9']);
    expect(doc.nodes.c9).toEqual(column);
  });
});

describe('insertTarget (the insert-after flag)', () => {
  it('with the flag: after the selected node, among its siblings', () => {
    expect(insertTarget(basicFolio(), 'b1', true)).toEqual({ parentId: 'c1', afterId: 'b1' });
    expect(insertTarget(basicFolio(), 'p1', true)).toEqual({ parentId: 'folio', afterId: 'p1' });
  });

  it('without the flag: inside the selected node, as its last child', () => {
    const doc = basicFolio();
    const target = insertTarget(doc, 'c1', false);
    expect(target).toEqual({ parentId: 'c1' });
    expect(childrenOf(insertNode(doc, { ...target, node: createNode('block', { id: 'b9' }) }), 'c1')).toEqual([
      'b1',
      'b2',
      'b9',
    ]);
  });

  it('climbs to the nearest ancestor the new kind can follow', () => {
    const doc = add(basicFolio(), 'b1', 'text-resource', 'r1');
    expect(insertTarget(doc, 'r1', true, 'block')).toEqual({ parentId: 'c1', afterId: 'b1' });
    expect(insertTarget(doc, 'r1', true, 'tile')).toEqual({ parentId: 'p1', afterId: 't1' });
    expect(insertTarget(doc, 'b2', true, 'page')).toEqual({ parentId: 'folio', afterId: 'p1' });
    expect(insertTarget(doc, 'b2', true, 'block')).toEqual({ parentId: 'c1', afterId: 'b2' });
  });

  it('places a new block after the selected one when the flag is set', () => {
    const doc = basicFolio();
    const after = insertNode(doc, { ...insertTarget(doc, 'b1', true), node: createNode('block', { id: 'b9' }) });
    expect(childrenOf(after, 'c1')).toEqual(['b1', 'b9', 'b2']);
  });
});

describe('new widgets join every submit button (spec §4 Folio)', () => {
  it('adds a new input widget to the list of every submit button in the folio', () => {
    let doc = addWidgetBlock(basicFolio(), 'c1', 'bb1', 'button-widget', 'btn1');
    doc = addWidgetBlock(doc, 'c2', 'bb2', 'button-widget', 'btn2');
    doc = deepFreeze(doc);
    const after = add(doc, 'b1', 'text-widget', 'w1');
    expect(widgetIdsOf(after, 'btn1')).toEqual(['w1']);
    expect(widgetIdsOf(after, 'btn2')).toEqual(['w1']);
  });

  it('adds every input kind, but not buttons, galleries or other non-input widgets', () => {
    let doc = addWidgetBlock(basicFolio(), 'c1', 'bb', 'button-widget', 'btn');
    const inputs = ['text-widget', 'numeric-widget', 'multiple-choice-widget', 'date-widget', 'time-widget', 'upload-widget', 'hyperlink-widget'] as const;
    inputs.forEach((kind, i) => (doc = addWidgetBlock(doc, 'c2', `in${i}`, kind, `w${i}`)));
    const others = ['gallery-widget', 'accordion-widget', 'menu-widget', 'logo-widget', 'search-widget', 'visualization-widget', 'button-widget'] as const;
    others.forEach((kind, i) => (doc = addWidgetBlock(doc, 'c2', `ot${i}`, kind, `o${i}`)));
    expect(widgetIdsOf(doc, 'btn')).toEqual(inputs.map((_, i) => `w${i}`));
  });

  it('leaves redirect buttons alone', () => {
    let doc = addWidgetBlock(basicFolio(), 'c1', 'bb', 'button-widget', 'btn', {
      meta: { action: { click: { type: 'redirect', url: 'https://example.com' } }, appearance: { text: 'Go', icon: '', useText: true } },
    });
    doc = add(doc, 'b1', 'text-widget', 'w1');
    expect(getNode(doc, 'btn')).toMatchObject({ meta: { action: { click: { type: 'redirect', url: 'https://example.com' } } } });
  });

  it('gives a new submit button with an empty list the input widgets already in the folio', () => {
    let doc = add(basicFolio(), 'b1', 'text-widget', 'w1');
    doc = add(doc, 'b2', 'numeric-widget', 'w2');
    doc = add(doc, 'b3', 'button-widget', 'btn');
    expect(widgetIdsOf(doc, 'btn')).toEqual(['w1', 'w2']);
  });

  it('keeps a new submit button’s own list, pruned to widgets that exist', () => {
    let doc = add(basicFolio(), 'b1', 'text-widget', 'w1');
    doc = add(doc, 'b2', 'numeric-widget', 'w2');
    doc = add(doc, 'b3', 'button-widget', 'btn', {
      meta: { action: { click: { type: 'submit', status: 'idle', widgetIds: ['w2', 'ghost'] } }, appearance: { text: 'Send', icon: '', useText: true } },
    });
    expect(widgetIdsOf(doc, 'btn')).toEqual(['w2']);
  });
});
