// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createNode, type FolioDocument, type FolioNode } from '@folio/model';
import { FolioPage, type FolioPageProps } from './FolioPage.tsx';
import { bigDoc, docWith, node } from './test/docs.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;

function mount(doc: FolioDocument, props: Partial<FolioPageProps> = {}) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const render = (next: FolioDocument, more: Partial<FolioPageProps> = {}) =>
    act(() => root!.render(<FolioPage doc={next} pageId="p1" mode="view" {...props} {...more} />));
  render(doc);
  return render;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

const click = (el: Element) => act(() => el.dispatchEvent(new MouseEvent('click', { bubbles: true })));
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function toggle(details: HTMLDetailsElement, open: boolean) {
  act(() => {
    details.open = open;
    details.dispatchEvent(new Event('toggle'));
  });
}

describe('re-rendering after an edit', () => {
  it('re-renders only the text resource a text edit replaced, in a 1,000-block folio', () => {
    const rendered: string[] = [];
    const wrapNode = (n: FolioNode, element: ReactNode) => (rendered.push(n.id), element);
    const doc = bigDoc(10, 50);
    const render = mount(doc, { mode: 'edit', wrapNode });
    expect(rendered.length).toBe(1 + 10 * 2 + 20 + 2000);
    rendered.length = 0;

    const edited = { ...doc, nodes: { ...doc.nodes, 'rb3-1-7': node('text-resource', 'rb3-1-7', { html: '<p>Changed</p>' }) } };
    render(edited);
    expect(rendered).toEqual(['rb3-1-7']);
    expect(container.querySelector('[data-node-id="rb3-1-7"]')!.textContent).toBe('Changed');
  });

  it('re-renders a column and its new block when a block is inserted, and nothing else', () => {
    const rendered: string[] = [];
    const doc = bigDoc(2, 3);
    const render = mount(doc, { mode: 'edit', wrapNode: (n, element) => (rendered.push(n.id), element) });
    rendered.length = 0;
    const column = doc.nodes['c1-0'] as Extract<FolioNode, { kind: 'column' }>;
    render({
      ...doc,
      nodes: {
        ...doc.nodes,
        'c1-0': { ...column, children: ['new', ...column.children] },
        new: node('block', 'new', { resource: 'newr' }),
        newr: node('text-resource', 'newr', { html: '<p>New</p>' }),
      },
    });
    expect(rendered.sort()).toEqual(['c1-0', 'new', 'newr']);
    expect(container.querySelector('[data-node-id="c1-0"] > .fo-block')!.textContent).toBe('New');
  });

  it('shows a page added in the same update as the page switch', () => {
    const doc = docWith(node('text-resource', 'r1', { html: '<p>One</p>' }));
    const render = mount(doc);
    const p2 = node('page', 'p2', { children: [] });
    act(() => root!.render(<FolioPage doc={{ ...doc, nodes: { ...doc.nodes, p2 } }} pageId="p2" mode="view" />));
    expect(container.querySelector('.fo-page--missing')).toBeNull();
    render(doc);
    expect(container.textContent).toBe('One');
  });
});

describe('widgets', () => {
  it('reports a visitor change through onWidgetChange and shows the widgetState the host keeps', () => {
    const onWidgetChange = vi.fn();
    const doc = docWith(node('text-widget', 'w1'));
    const render = mount(doc, { onWidgetChange });
    const input = container.querySelector<HTMLInputElement>('#fo-w1')!;
    type(input, 'hello');
    expect(onWidgetChange).toHaveBeenCalledWith('w1', { value: 'hello', error: false });
    expect(input.value).toBe('');
    render(doc, { widgetState: { w1: { value: 'hello' } } });
    expect(container.querySelector<HTMLInputElement>('#fo-w1')!.value).toBe('hello');
  });

  it('keeps its own state when the host does not control it', () => {
    mount(docWith(node('text-widget', 'w1')));
    const input = container.querySelector<HTMLInputElement>('#fo-w1')!;
    type(input, 'typed');
    expect(input.value).toBe('typed');
  });

  it('checks an answer against the correct answer and shows the feedback text', () => {
    const feedback = { ...createNode('text-widget').feedback, enabled: true, correctAnswer: 'Paris' };
    mount(docWith(node('text-widget', 'w1', { feedback })));
    type(container.querySelector<HTMLInputElement>('#fo-w1')!, ' paris ');
    click(container.querySelector('.fo-feedback button')!);
    const shown = () => Array.from(container.querySelectorAll('.fo-feedback__result > :not([hidden])'), (el) => el.textContent).join('|');
    expect(shown()).toBe('Correct!');
    type(container.querySelector<HTMLInputElement>('#fo-w1')!, 'Rome');
    click(container.querySelector('.fo-feedback button')!);
    expect(shown()).toBe('Try again!');
  });

  it('keeps only one accordion panel open when multiple open panels are not allowed', () => {
    const panel = (id: string) => ({ id, title: id, content: `<p>${id}</p>`, collapsedByDefault: id !== 'a', arrowColor: '', titleBgColor: '', contentBgColor: '' });
    mount(docWith(node('accordion-widget', 'w1', { meta: { panels: [panel('a'), panel('b')], allowMultipleOpen: false } })));
    const [a, b] = Array.from(container.querySelectorAll('details'));
    toggle(b!, true);
    expect([a!.open, b!.open]).toEqual([false, true]);
  });

  it('moves the gallery slideshow with next and previous, wrapping around', () => {
    const items = ['a', 'b', 'c'].map((id) => ({ assetId: id, url: `/${id}.jpg` }));
    mount(docWith(node('gallery-widget', 'w1', { meta: { display: 'slideshow', format: 'contain', items } })));
    const status = () => container.querySelector('.fo-gallery__status')!.textContent;
    click(container.querySelector('.fo-gallery__next')!);
    expect(status()).toBe('2 of 3');
    expect(container.querySelectorAll('.fo-gallery__slide')[1]!.getAttribute('aria-current')).toBe('true');
    click(container.querySelector('.fo-gallery__prev')!);
    click(container.querySelector('.fo-gallery__prev')!);
    expect(status()).toBe('3 of 3');
  });
});

describe('interactions for visitors', () => {
  const content = node('text-resource', 'r1', { html: '<p>x</p>' });

  it('flips a swivel on click and back', () => {
    mount(docWith(content, [node('swivel-interaction', 'i1')]));
    click(container.querySelector('.fo-swivel__front')!);
    expect(container.querySelector('.fo-swivel')!.classList.contains('fo-swivel--flipped')).toBe(true);
    click(container.querySelector('.fo-swivel__back-toggle')!);
    expect(container.querySelector('.fo-swivel')!.classList.contains('fo-swivel--flipped')).toBe(false);
  });

  it('opens an accordion interaction and follows a change of its setting in the editor', () => {
    const accordion = node('accordion-interaction', 'i1');
    const doc = docWith(content, [accordion]);
    const render = mount(doc, { mode: 'edit' });
    const details = () => container.querySelector('details')!;
    expect(details().open).toBe(true);
    render({ ...doc, nodes: { ...doc.nodes, i1: { ...accordion, settings: { ...accordion.settings, editModeCollapsed: true } } } });
    expect(details().open).toBe(false);
  });

  it('closes the slider from its close button', () => {
    mount(docWith(content, [node('slider-interaction', 'i1')]));
    toggle(container.querySelector('details')!, true);
    click(container.querySelector('.fo-slider__close')!);
    expect(container.querySelector('details')!.open).toBe(false);
  });

  it('cancels link navigation in the editor', () => {
    mount(docWith(content, [node('link-interaction', 'i1', { settings: { url: '/elsewhere', name: '', hoverDisplay: '', target: '_self' } })]), { mode: 'edit' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => container.querySelector('.fo-text')!.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
  });
});
