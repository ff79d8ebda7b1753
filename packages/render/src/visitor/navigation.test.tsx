// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FolioDocument } from '@folio/model';
import { add, basicFolio } from '@folio/model/testing';
import { docWith, node } from '../test/docs.ts';
import { $, $$, click, press, visit } from '../test/visit.tsx';

let cleanup = () => {};
beforeEach(() => history.replaceState(null, '', '/folio/f1/page/p1'));
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const text = (id: string, html: string) => node('text-resource', id, { html });
const link = (url: string, target: '_self' | '_blank' = '_self') => ({ url, name: '', hoverDisplay: '', target });

describe('target anchors for visitors', () => {
  /** b1 links to `url`; b3 holds `interaction` (a target) around its text. */
  function page(url: string, target: Parameters<typeof add>[2], settings: object): FolioDocument {
    let doc = basicFolio();
    doc = add(doc, 'b1', 'text-resource', 'r1', { html: '<p>Go</p>' });
    doc = add(doc, 'b1', 'link-interaction', 'i1', { settings: link(url) });
    doc = add(doc, 'b3', 'text-resource', 'r3', { html: '<p>Here</p>' });
    return add(doc, 'b3', target, 'i3', { settings } as never);
  }
  const scrolls = () => vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
  const reducedMotion = (reduce: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList);

  it('scrolls smoothly to a target interaction, puts its id in the address bar and moves focus there', () => {
    const scroll = scrolls();
    cleanup = visit(page('#contact-us', 'target-interaction', { name: 'Contact us' }));
    const event = click($('.fo-link .fo-text'));
    const target = $('#contact-us');
    expect(event.defaultPrevented).toBe(true);
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(target);
    expect(scroll.mock.calls[0]![0]).toMatchObject({ behavior: 'smooth' });
    expect(location.hash).toBe('#contact-us');
    expect(document.activeElement).toBe(target);
  });

  it('jumps without smooth scrolling when the visitor prefers reduced motion', () => {
    const scroll = scrolls();
    reducedMotion(true);
    cleanup = visit(page('#contact-us', 'target-interaction', { name: 'Contact us' }));
    click($('.fo-link'));
    expect(scroll.mock.calls[0]![0]).toMatchObject({ behavior: 'instant' });
  });

  it('opens a collapsed accordion that is the target', () => {
    scrolls();
    const settings = { ...node('accordion-interaction', 'x').settings, name: 'Price List', isTarget: true, initiallyCollapsed: true };
    cleanup = visit(page('/folio/f1/page/p1#price-list', 'accordion-interaction', settings));
    expect($<HTMLDetailsElement>('#price-list').open).toBe(false);
    click($('.fo-link'));
    expect($<HTMLDetailsElement>('#price-list').open).toBe(true);
    expect(location.hash).toBe('#price-list');
  });

  it('lets links to other pages and to unknown anchors navigate as usual', () => {
    const scroll = scrolls();
    cleanup = visit(page('/folio/f1/page/p2#contact-us', 'target-interaction', { name: 'Contact us' }));
    const away = click($('.fo-link'));
    cleanup();
    cleanup = visit(page('#nowhere', 'target-interaction', { name: 'Contact us' }));
    const unknown = click($('.fo-link'));
    expect([away.defaultPrevented, unknown.defaultPrevented]).toEqual([false, false]);
    expect(scroll).not.toHaveBeenCalled();
  });
});

describe('animations for visitors', () => {
  const animated = (action: string) => docWith(text('r1', '<p>Hi</p>'), [node('animation-effects-interaction', 'i1', { settings: { action, effect: 'zoomIn' } })]);

  /** The browser's IntersectionObserver, driven by the test: `show(el, true)` reports el as in view. */
  function fakeObserver() {
    const observed = new Set<Element>();
    let report: IntersectionObserverCallback = () => {};
    class Observer {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(el: Element) {
        observed.add(el);
      }
      unobserve(el: Element) {
        observed.delete(el);
      }
      disconnect() {
        observed.clear();
      }
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    const show = (el: Element, isIntersecting: boolean) =>
      report([{ target: el, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    return { observed, show };
  }

  it('waits, paused, while an on-view animation is out of sight and plays it when it scrolls into view', () => {
    const { observed, show } = fakeObserver();
    cleanup = visit(animated('onView'));
    const el = $('.fo-anim');
    expect(observed.has(el)).toBe(true);
    show(el, false);
    expect(el.classList.contains('fo-anim--waiting')).toBe(true);
    show(el, true);
    expect(el.className).toBe('fo-anim fo-anim--zoomIn');
    expect(observed.has(el)).toBe(false);
  });

  it('plays at once without IntersectionObserver, and never watches animations that play on load', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    cleanup = visit(animated('onView'));
    expect($('.fo-anim').className).toBe('fo-anim fo-anim--zoomIn');
    cleanup();
    const { observed } = fakeObserver();
    cleanup = visit(animated('onLoad'));
    expect(observed.size).toBe(0);
  });
});

describe('gallery slideshow for visitors', () => {
  const gallery = () => {
    const items = ['a', 'b', 'c'].map((id) => ({ assetId: id, url: `/${id}.jpg`, caption: id }));
    return docWith(node('gallery-widget', 'w1', { meta: { display: 'slideshow', format: 'contain', items } }));
  };
  const status = () => $('.fo-gallery__status');
  const current = () => $$('.fo-gallery__slide').map((slide) => slide.getAttribute('aria-current'));

  it('moves with next and previous, looping at both ends, and announces "n of m" in a live region', () => {
    cleanup = visit(gallery());
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('1 of 3');
    click($('.fo-gallery__next'));
    expect(status().textContent).toBe('2 of 3');
    expect(current()).toEqual([null, 'true', null]);
    expect($$('.fo-gallery__slide--current')).toEqual([$$('.fo-gallery__slide')[1]]);
    click($('.fo-gallery__prev'));
    click($('.fo-gallery__prev'));
    expect(status().textContent).toBe('3 of 3');
    click($('.fo-gallery__next'));
    expect(status().textContent).toBe('1 of 3');
  });

  it('moves with the arrow keys and scrolls the strip to the current slide', () => {
    const scrollTo = vi.fn();
    cleanup = visit(gallery());
    $('.fo-gallery__track').scrollTo = scrollTo;
    const left = press($('.fo-gallery__next'), 'ArrowLeft');
    expect(left.defaultPrevented).toBe(true);
    expect(status().textContent).toBe('3 of 3');
    press($('.fo-gallery__prev'), 'ArrowRight');
    expect(status().textContent).toBe('1 of 3');
    expect(current()).toEqual(['true', null, null]);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo.mock.calls[0]![0]).toMatchObject({ behavior: 'smooth' });
  });
});
