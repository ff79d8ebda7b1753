// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { FolioNode } from '@folio/model';
import { docWith, node } from '../test/docs.ts';
import { staticDom } from '../test/render.tsx';

const content = node('text-resource', 'r1', { html: '<p>Inside</p>' });
const render = (interaction: FolioNode, mode: 'view' | 'edit' = 'view') => staticDom(docWith(content, [interaction]), { mode });

describe('interactions', () => {
  it('draws an accordion as details, collapsed for visitors and expanded in the editor unless editModeCollapsed', () => {
    const settings = { ...node('accordion-interaction', 'x').settings, name: 'More' };
    const view = render(node('accordion-interaction', 'i1', { settings }));
    const details = view.querySelector('.fo-block > details.fo-accordion')!;
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('More');
    expect(details.querySelector('summary .fo-arrow')).not.toBeNull();
    expect(details.querySelector('.fo-accordion__content .fo-text')).not.toBeNull();
    expect(render(node('accordion-interaction', 'i1', { settings }), 'edit').querySelector('details')!.hasAttribute('open')).toBe(true);
    const collapsed = node('accordion-interaction', 'i1', { settings: { ...settings, editModeCollapsed: true } });
    expect(render(collapsed, 'edit').querySelector('details')!.hasAttribute('open')).toBe(false);
    const open = node('accordion-interaction', 'i1', { settings: { ...settings, initiallyCollapsed: false, showingArrow: false } });
    expect(render(open).querySelector('details')!.hasAttribute('open')).toBe(true);
    expect(render(open).querySelector('.fo-arrow')).toBeNull();
  });

  it('makes an accordion that is a target an anchor', () => {
    const settings = { ...node('accordion-interaction', 'x').settings, name: 'Price List', isTarget: true };
    expect(render(node('accordion-interaction', 'i1', { settings })).querySelector('details')!.id).toBe('price-list');
  });

  it('wraps the block in a link with its target, rel for new tabs and the hover text as title', () => {
    const a = render(node('link-interaction', 'i1', { settings: { url: 'https://example.com', name: '', hoverDisplay: 'Visit', target: '_blank' } })).querySelector(
      '.fo-block > a.fo-link',
    )!;
    expect(a.getAttribute('href')).toBe('https://example.com');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.getAttribute('title')).toBe('Visit');
    expect(a.querySelector('.fo-text')).not.toBeNull();
    const same = render(node('link-interaction', 'i1', { settings: { url: '#top', name: '', hoverDisplay: '', target: '_self' } })).querySelector('a')!;
    expect(same.hasAttribute('target')).toBe(false);
    const unsafe = render(node('link-interaction', 'i1', { settings: { url: 'javascript:alert(1)', name: '', hoverDisplay: '', target: '_self' } }));
    expect(unsafe.querySelector('a')!.hasAttribute('href')).toBe(false);
  });

  it('makes a target an element id from its name', () => {
    expect(render(node('target-interaction', 'i1', { settings: { name: 'Contact us!' } })).querySelector('.fo-target')!.id).toBe('contact-us');
  });

  it('adds the animation class for visitors only', () => {
    const interaction = node('animation-effects-interaction', 'i1', { settings: { action: 'onView', effect: 'zoomIn' } });
    expect(render(interaction).querySelector('.fo-anim')!.className).toBe('fo-anim fo-anim--zoomIn');
    expect(render(interaction, 'edit').querySelector('.fo-anim')!.className).toBe('fo-anim');
    const unknown = node('animation-effects-interaction', 'i1', { settings: { action: 'onHover', effect: 'explode"' } });
    expect(render(unknown).querySelector('.fo-anim')!.className).toBe('fo-anim fo-anim--fadeIn fo-anim--on-hover');
  });

  it('draws a slider closed for visitors with its position and mode, and open in the editor', () => {
    const settings = { ...node('slider-interaction', 'x').settings, text: 'Menu', position: 'left' as const, mode: 'push' as const, backgroundColour: '#eee' };
    const view = render(node('slider-interaction', 'i1', { settings }));
    const details = view.querySelector('details.fo-slider')!;
    expect(details.className).toContain('fo-slider--left');
    expect(details.className).toContain('fo-slider--push');
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Menu');
    expect(details.querySelector<HTMLElement>('.fo-slider__panel')!.style.background).toBe('#eee');
    expect(render(node('slider-interaction', 'i1', { settings }), 'edit').querySelector('details')!.hasAttribute('open')).toBe(true);
  });

  it('draws a swivel with its front text and the block content on the back', () => {
    const settings = { ...node('swivel-interaction', 'x').settings, text: 'Flip me', direction: 'vertical' as const };
    const dom = render(node('swivel-interaction', 'i1', { settings }));
    expect(dom.querySelector('.fo-swivel')!.className).toContain('fo-swivel--vertical');
    expect(dom.querySelector('.fo-swivel__front')!.textContent).toBe('Flip me');
    expect(dom.querySelector('.fo-swivel__front')!.getAttribute('aria-expanded')).toBe('false');
    expect(dom.querySelector('.fo-swivel__back .fo-text')).not.toBeNull();
    expect(render(node('swivel-interaction', 'i1', { settings }), 'edit').querySelector('.fo-swivel--edit')).not.toBeNull();
  });

  it('nests several interactions with the first listed outermost', () => {
    const dom = staticDom(
      docWith(content, [node('target-interaction', 'i1', { settings: { name: 'here' } }), node('link-interaction', 'i2', { settings: { url: '/x', name: '', hoverDisplay: '', target: '_self' } })]),
    );
    expect(dom.querySelector('.fo-block > #here > a.fo-link > .fo-resource')).not.toBeNull();
  });
});
