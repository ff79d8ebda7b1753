// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { AccordionPanel } from '@folio/model';
import { docWith, node } from '../test/docs.ts';
import { $, $$, click, press, visit } from '../test/visit.tsx';

const content = node('text-resource', 'r1', { html: '<p>Inside</p>' });
let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const panel = (id: string, collapsedByDefault = true): AccordionPanel => ({
  id,
  title: id.toUpperCase(),
  content: `<p>${id}</p>`,
  collapsedByDefault,
  arrowColor: '',
  titleBgColor: '',
  contentBgColor: '',
});
const accordionWidget = (allowMultipleOpen: boolean) =>
  docWith(node('accordion-widget', 'w1', { meta: { panels: [panel('a', false), panel('b'), panel('c')], allowMultipleOpen } }));
const openPanels = () => $$<HTMLDetailsElement>('.fo-accordion-widget details').map((d) => d.open);
const summaryOf = (index: number) => $$('.fo-accordion-widget summary')[index]!;

describe('accordion widget for visitors', () => {
  it('closes the open panel when another opens, if only one may be open', () => {
    cleanup = visit(accordionWidget(false));
    expect(openPanels()).toEqual([true, false, false]);
    click(summaryOf(1));
    expect(openPanels()).toEqual([false, true, false]);
    click(summaryOf(2));
    expect(openPanels()).toEqual([false, false, true]);
    click(summaryOf(2));
    expect(openPanels()).toEqual([false, false, false]);
  });

  it('lets several panels stay open when the widget allows it', () => {
    cleanup = visit(accordionWidget(true));
    click(summaryOf(1));
    click(summaryOf(2));
    expect(openPanels()).toEqual([true, true, true]);
  });
});

describe('accordion interaction for visitors', () => {
  const accordion = (settings: Partial<ReturnType<typeof node<'accordion-interaction'>>['settings']>) =>
    docWith(content, [node('accordion-interaction', 'i1', { settings: { ...node('accordion-interaction', 'x').settings, name: 'More', ...settings } })]);

  it('starts collapsed or open per its setting, with the arrow per showingArrow, and toggles from its summary', () => {
    cleanup = visit(accordion({ initiallyCollapsed: true }));
    const details = $<HTMLDetailsElement>('details.fo-accordion');
    expect(details.open).toBe(false);
    expect(details.querySelector('.fo-arrow')).not.toBeNull();
    // A <summary> as the first child: the browser makes it focusable and toggles it with Enter and Space.
    expect(details.firstElementChild!.tagName).toBe('SUMMARY');
    click($('summary'));
    expect(details.open).toBe(true);
    cleanup();

    cleanup = visit(accordion({ initiallyCollapsed: false, showingArrow: false }));
    expect($<HTMLDetailsElement>('details.fo-accordion').open).toBe(true);
    expect(document.querySelector('.fo-arrow')).toBeNull();
  });
});

describe('slider for visitors', () => {
  const slider = (mode: 'overlay' | 'push') =>
    docWith(content, [node('slider-interaction', 'i1', { settings: { ...node('slider-interaction', 'x').settings, text: 'Menu', mode } })], []);
  const details = () => $<HTMLDetailsElement>('details.fo-slider');
  const openSlider = () => {
    click($('.fo-slider summary'));
    expect(details().open).toBe(true);
  };

  it('opens from its toggle and closes from its close button, giving focus back to the toggle', () => {
    cleanup = visit(slider('overlay'));
    expect(details().open).toBe(false);
    openSlider();
    click($('.fo-slider__close'));
    expect(details().open).toBe(false);
    expect(document.activeElement).toBe($('.fo-slider summary'));
  });

  it('closes on Escape', () => {
    cleanup = visit(slider('push'));
    openSlider();
    $('.fo-slider__close').focus();
    press(document.activeElement!, 'Escape');
    expect(details().open).toBe(false);
    expect(document.activeElement).toBe($('.fo-slider summary'));
  });

  it('closes an overlay slider on a click outside it, but not on a click inside its panel', () => {
    cleanup = visit(slider('overlay'));
    openSlider();
    click($('.fo-slider__panel .fo-text'));
    expect(details().open).toBe(true);
    click(document.body);
    expect(details().open).toBe(false);
  });

  it('leaves a push slider open on a click outside it', () => {
    cleanup = visit(slider('push'));
    openSlider();
    click(document.body);
    expect(details().open).toBe(true);
  });
});

describe('swivel for visitors', () => {
  const swivel = () => docWith(content, [node('swivel-interaction', 'i1', { settings: { ...node('swivel-interaction', 'x').settings, text: 'Flip me' } })]);
  const flipped = () => $('.fo-swivel').classList.contains('fo-swivel--flipped');

  it('flips on a click of its front and back on a second click, saying so in aria-expanded', () => {
    cleanup = visit(swivel());
    const front = $('.fo-swivel__front');
    expect([flipped(), front.getAttribute('aria-expanded')]).toEqual([false, 'false']);
    click(front);
    expect([flipped(), front.getAttribute('aria-expanded')]).toEqual([true, 'true']);
    click(front);
    expect([flipped(), front.getAttribute('aria-expanded')]).toEqual([false, 'false']);
  });

  it('has a front that is a button, so Enter and Space flip it, and turns back from "Turn back" with focus on the front', () => {
    cleanup = visit(swivel());
    const front = $<HTMLButtonElement>('.fo-swivel__front');
    expect([front.tagName, front.type]).toEqual(['BUTTON', 'button']);
    click(front);
    click($('.fo-swivel__back-toggle'));
    expect(flipped()).toBe(false);
    expect(document.activeElement).toBe(front);
  });
});
