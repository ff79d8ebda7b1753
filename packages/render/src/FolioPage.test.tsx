// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isValidElement, type ReactNode } from 'react';
import {
  INTERACTION_KINDS,
  RESOURCE_KINDS,
  createNode,
  type FolioNode,
} from '@folio/model';
import { bigDoc, docWith, node } from './test/docs.ts';
import { markup, staticDom } from './test/render.tsx';

describe('structure and design', () => {
  it('draws page, tile, layout, column and block as nested elements in order', () => {
    const dom = staticDom(docWith(node('text-resource', 'r1', { html: '<p>Hello</p>' })));
    const block = dom.querySelector('.fo-page > .fo-tile > .fo-layout > .fo-column > .fo-block');
    expect(block?.querySelector('.fo-text')?.innerHTML).toBe('<p>Hello</p>');
  });

  it('turns the design defaults and settings into inline styles', () => {
    let doc = docWith();
    doc = {
      ...doc,
      nodes: {
        ...doc.nodes,
        t1: { ...(doc.nodes.t1 as Extract<FolioNode, { kind: 'tile' }>), design: { padding: '0 20px', width: '80%', height: '300px', alignX: 'center', alignY: 'flex-end' } },
        b1: { ...(doc.nodes.b1 as Extract<FolioNode, { kind: 'block' }>), design: { padding: '8px', alignX: 'flex-end', width: '50%' } },
      },
    };
    const dom = staticDom(doc);
    const tile = dom.querySelector<HTMLElement>('.fo-tile')!;
    expect(tile.style.padding).toBe('0px 20px');
    expect(tile.style.width).toBe('80%');
    expect(tile.style.height).toBe('300px');
    expect(tile.style.alignItems).toBe('center');
    expect(tile.style.justifyContent).toBe('flex-end');
    const block = dom.querySelector<HTMLElement>('.fo-block')!;
    expect(block.style.padding).toBe('8px');
    expect(block.style.alignSelf).toBe('flex-end');
    expect(block.style.width).toBe('50%');
    expect(dom.querySelector<HTMLElement>('.fo-page')!.getAttribute('style')).toContain('padding:0');
  });

  it('gives equal columns a class and other widths a custom property, with alignY as justify-content', () => {
    const base = docWith();
    const doc = {
      ...base,
      nodes: {
        ...base.nodes,
        l1: node('layout', 'l1', { children: ['c1', 'c2'] }),
        c2: node('column', 'c2', { design: { alignY: 'center', width: '30%' } }),
      },
    };
    const [equal, fixed] = Array.from(staticDom(doc).querySelectorAll<HTMLElement>('.fo-column'));
    expect(equal!.className).toBe('fo-column fo-column--equal');
    expect(equal!.style.justifyContent).toBe('flex-start');
    expect(fixed!.className).toContain('fo-column--fixed');
    expect(fixed!.getAttribute('style')).toContain('--fo-col-width:30%');
    expect(fixed!.style.justifyContent).toBe('center');
  });

  it('skips ids missing from the node map and draws an empty page for an unknown page id', () => {
    const base = docWith();
    const doc = { ...base, nodes: { ...base.nodes, c1: node('column', 'c1', { children: ['gone', 'b1'] }) } };
    expect(staticDom(doc).querySelectorAll('.fo-block')).toHaveLength(1);
    expect(markup(doc, { pageId: 'nope' })).toBe('<div class="fo-page fo-page--missing fo-page--view"></div>');
  });

  it('renders a 1,000-block folio', () => {
    const dom = staticDom(bigDoc(10, 50));
    expect(dom.querySelectorAll('.fo-block')).toHaveLength(1000);
    expect(dom.querySelectorAll('.fo-text')).toHaveLength(1000);
  });
});

describe('text resources', () => {
  it('passes the HTML through the sanitize hook before inserting it', () => {
    const doc = docWith(node('text-resource', 'r1', { html: '<p>Hi<img src=x onerror=alert(1)></p>' }));
    const html = markup(doc, { sanitize: (raw) => raw.replace(/ onerror=[^>]*/g, '') });
    expect(html).toContain('<div class="fo-text"><p>Hi<img src=x></p></div>');
  });
});

describe('empty text', () => {
  it('shows a placeholder for an empty text in the editor only, never on a published page', () => {
    for (const html of ['', '<p></p>', '<p> &nbsp;<br></p>']) {
      const edit = staticDom(docWith(node('text-resource', 'r1', { html })), { mode: 'edit' });
      expect(edit.querySelector('.fo-text')!.textContent).toBe('Empty text: double-click to write');
      const view = staticDom(docWith(node('text-resource', 'r1', { html })));
      expect(view.querySelector('.fo-text')!.textContent!.trim()).toBe('');
      expect(view.querySelector('.fo-placeholder')).toBeNull();
    }
  });

  it('draws a text that holds only an image as that image in the editor, not the placeholder', () => {
    const edit = staticDom(docWith(node('text-resource', 'r1', { html: '<p><img src="/blob/a" alt="A"></p>' })), { mode: 'edit' });
    expect(edit.querySelector('.fo-placeholder')).toBeNull();
    expect(edit.querySelector('.fo-text img')).not.toBeNull();
  });
});

describe('edit mode', () => {
  const doc = docWith(node('text-widget', 'w1'), [node('accordion-interaction', 'i1')]);

  it('marks every node element with data-node-id and calls wrapNode for each', () => {
    const wrappedKinds: string[] = [];
    const wrapNode = (n: FolioNode, element: ReactNode) => {
      expect(isValidElement(element)).toBe(true);
      wrappedKinds.push(n.kind);
      return <div className="handle" data-wraps={n.id}>{element}</div>;
    };
    const dom = staticDom(doc, { mode: 'edit', wrapNode });
    expect(wrappedKinds.sort()).toEqual(['block', 'column', 'layout', 'page', 'text-widget', 'tile']);
    for (const id of ['p1', 't1', 'l1', 'c1', 'b1', 'w1']) {
      const el = dom.querySelector(`[data-node-id="${id}"]`);
      expect(el, id).not.toBeNull();
      expect(el!.parentElement!.getAttribute('data-wraps')).toBe(id);
    }
  });

  it('carries no data-node-id and calls no wrapNode in view mode', () => {
    let calls = 0;
    const html = markup(doc, { wrapNode: (_n, el) => (calls++, el) });
    expect(html).not.toContain('data-node-id');
    expect(calls).toBe(0);
  });
});

describe('every node kind', () => {
  it.each(RESOURCE_KINDS)('draws the %s inside its block', (kind) => {
    const dom = staticDom(docWith(createNode(kind, { id: 'r1' })), { mode: 'edit' });
    const element = dom.querySelector(`.fo-block > .fo-resource--${kind}[data-node-id="r1"]`);
    expect(element).not.toBeNull();
    expect(element!.children.length).toBeGreaterThan(0);
  });

  it.each(INTERACTION_KINDS)('wraps the block content in the %s', (kind) => {
    const dom = staticDom(docWith(node('text-resource', 'r1', { html: '<p>x</p>' }), [createNode(kind, { id: 'i1' })]));
    const text = dom.querySelector('.fo-block .fo-text')!;
    expect(text.parentElement!.closest('.fo-block')).not.toBeNull();
    const wrapper = dom.querySelector('.fo-block > *')!;
    expect(wrapper.classList.contains('fo-resource')).toBe(false);
    expect(wrapper.contains(text)).toBe(true);
  });

  it('wraps a tile in its interactions too', () => {
    const base = docWith();
    const doc = {
      ...base,
      nodes: { ...base.nodes, t1: node('tile', 't1', { children: ['l1'], interactions: ['i1'] }), i1: node('target-interaction', 'i1', { settings: { name: 'Top' } }) },
    };
    expect(staticDom(doc).querySelector('.fo-tile > #top > .fo-layout')).not.toBeNull();
  });
});
