// @vitest-environment happy-dom
// Published markup, accessible by construction (issue 27): hidden labels are visually hidden text, groups are
// fieldsets with legends, images say their alt text, links and buttons have names.
import { describe, expect, it } from 'vitest';
import type { FolioNode } from '@folio/model';
import { docWith, node } from './test/docs.ts';
import { staticDom } from './test/render.tsx';

const render = (resource: FolioNode, mode: 'view' | 'edit' = 'view') => staticDom(docWith(resource), { mode });
const panels = [{ id: 'p1', title: 'Q', content: '<p>A</p>', collapsedByDefault: false, arrowColor: '', titleBgColor: '', contentBgColor: '' }];

describe('hidden labels', () => {
  it('draw visually hidden text naming the widget, never nothing', () => {
    const accordion = render(node('accordion-widget', 'w1', { label: { position: 'hidden', text: 'Questions' }, meta: { panels, allowMultipleOpen: false } }));
    const label = accordion.querySelector('.fo-label')!;
    expect(label.className).toContain('fo-visually-hidden');
    expect(label.textContent).toBe('Questions');
    expect(accordion.querySelector('[role="group"]')!.getAttribute('aria-labelledby')).toBe(label.id);

    const chart = render(node('visualization-widget', 'w1', { label: { position: 'hidden', text: 'Answers so far' } }));
    expect(chart.querySelector('figcaption')!.className).toBe('fo-visually-hidden');
    expect(chart.querySelector('figcaption')!.textContent).toBe('Answers so far');
  });
});

describe('groups', () => {
  it('puts required on the choices, not on the fieldset, and says it in the legend', () => {
    const options = ['a', 'b'].map((value) => ({ value, option: { type: 'text' as const, text: value } }));
    for (const acceptMultiple of [false, true]) {
      const dom = render(
        node('multiple-choice-widget', 'w1', { required: true, label: { position: 'top', text: 'Pick' }, meta: { acceptMultiple, display: 'checkbox', format: 'asEntered', randomize: false, options } }),
      );
      const fieldset = dom.querySelector('fieldset')!;
      expect(fieldset.hasAttribute('aria-required')).toBe(false);
      expect(fieldset.querySelector('legend')!.textContent).toBe('Pick * (required)');
    }
  });

  it('makes a date or time range a fieldset whose legend is the label, each input named for its end, errors tied to both', () => {
    for (const kind of ['date-widget', 'time-widget'] as const) {
      const type = kind === 'date-widget' ? 'date' : 'time';
      const widget = node(kind, 'w1', { required: true, label: { position: 'top', text: 'Your stay' }, meta: { format: '', useRange: true } });
      const dom = render({ ...widget, state: { ...widget.state, error: true } } as FolioNode);
      const fieldset = dom.querySelector('fieldset.fo-field')!;
      expect(fieldset.querySelector('legend')!.textContent).toContain('Your stay');
      const inputs = Array.from(fieldset.querySelectorAll('input'));
      expect(inputs.map((input) => input.getAttribute('aria-label'))).toEqual([`Start ${type}`, `End ${type}`]);
      expect(inputs.map((input) => input.getAttribute('aria-describedby'))).toEqual(['fo-w1-error', 'fo-w1-error']);
      expect(inputs.map((input) => input.getAttribute('aria-invalid'))).toEqual(['true', 'true']);
      expect(dom.querySelector('label')).toBeNull();
    }
  });

  it('ties a dropdown’s error to it', () => {
    const options = [{ value: 'a', option: { type: 'text' as const, text: 'A' } }];
    const widget = node('multiple-choice-widget', 'w1', { required: true, meta: { acceptMultiple: false, display: 'dropdown', format: 'asEntered', randomize: false, options } });
    const dom = render({ ...widget, state: { selected: [], error: true } } as FolioNode);
    expect(dom.querySelector('select')!.getAttribute('aria-describedby')).toBe('fo-w1-error');
  });
});

describe('alt text from the model’s fields', () => {
  it('gives gallery images their alt, else their caption, and "" when decorative', () => {
    const items = [
      { assetId: 'a', url: '/a.png', alt: 'Roses by the gate', caption: 'June' },
      { assetId: 'b', url: '/b.png', caption: 'The lawn' },
      { assetId: 'c', url: '/c.png', alt: 'Ignored', caption: 'Still shown', decorative: true },
    ];
    for (const display of ['grid', 'slideshow'] as const) {
      const dom = render(node('gallery-widget', 'w1', { meta: { display, format: 'cover', items } }));
      expect(Array.from(dom.querySelectorAll('img')).map((img) => img.getAttribute('alt'))).toEqual(['Roses by the gate', 'The lawn', '']);
    }
  });

  it('gives an asset image its alt, "" when decorative, and always an alt attribute', () => {
    const image = (extra: object) => render(node('asset-resource', 'r1', { assetId: 'a', url: '/a.png', name: 'a.png', ...extra })).querySelector('img')!;
    expect(image({ alt: 'A red door' }).getAttribute('alt')).toBe('A red door');
    expect(image({ alt: 'A red door', decorative: true }).getAttribute('alt')).toBe('');
    expect(image({}).hasAttribute('alt')).toBe(true);
  });

  it('gives an image choice its alt text and the logo its alt text', () => {
    const choice = render(
      node('multiple-choice-widget', 'w1', {
        meta: { acceptMultiple: false, display: 'button', format: 'asEntered', randomize: false, options: [{ value: 'red', option: { type: 'asset', assetId: 'a', url: '/a.png', alt: 'A red square' } }] },
      }),
    );
    expect(choice.querySelector('img')!.getAttribute('alt')).toBe('A red square');
    const logo = render({ ...node('logo-widget', 'w1'), meta: { ...node('logo-widget', 'x').meta, imageUrl: '/logo.png', alt: 'Garden Club', linkTo: '/' } } as FolioNode);
    expect(logo.querySelector('a img')!.getAttribute('alt')).toBe('Garden Club');
  });
});

describe('names of links and buttons', () => {
  it('never leaves a logo link or a menu link empty', () => {
    const logo = render({ ...node('logo-widget', 'w1'), meta: { ...node('logo-widget', 'x').meta, caption: '', alt: 'Garden Club', linkTo: '/' } } as FolioNode);
    expect(logo.querySelector('a[href="/"]')!.textContent).toBe('Garden Club');
    const menu = render({ ...node('menu-widget', 'w1'), meta: { ...node('menu-widget', 'x').meta, items: [{ label: ' ', url: '/about' }] } } as FolioNode);
    expect(menu.querySelector('nav a')!.textContent).toBe('/about');
  });

  it('names icon-only buttons with their text, and makes a slideshow’s strip a named stop for the keyboard', () => {
    const button = render(
      node('button-widget', 'w1', { meta: { action: { click: { type: 'submit', status: 'idle', widgetIds: [] } }, appearance: { text: 'Send', icon: 'send', useText: false } } }),
    );
    expect(button.querySelector('button')!.getAttribute('aria-label')).toBe('Send');
    const items = ['a', 'b'].map((id) => ({ assetId: id, url: `/${id}.png`, alt: id }));
    const slideshow = render(node('gallery-widget', 'w1', { label: { position: 'top', text: 'Photos' }, meta: { display: 'slideshow', format: 'cover', items } }));
    const track = slideshow.querySelector('.fo-gallery__track')!;
    expect(track.getAttribute('tabindex')).toBe('0');
    expect(track.getAttribute('aria-label')).toBe('Photos: images');
    expect(Array.from(slideshow.querySelectorAll('.fo-gallery__controls button')).map((b) => b.getAttribute('aria-label'))).toEqual(['Previous image', 'Next image']);
  });
});

describe('words on an author’s colours', () => {
  it('draws text in white on a dark background and in the page’s dark text on a light one', () => {
    const swivel = (backgroundColour: string) =>
      staticDom(docWith(node('text-resource', 'r1', { html: '<p>Back</p>' }), [node('swivel-interaction', 'i1', { settings: { ...node('swivel-interaction', 'x').settings, text: 'Front', backgroundColour } })]))
        .querySelector<HTMLElement>('.fo-swivel__front')!.style.color;
    expect(swivel('#1a237e')).toMatch(/^(#ffffff|rgb\(255, 255, 255\))$/);
    expect(swivel('#fff59d')).toMatch(/^(#212121|rgb\(33, 33, 33\))$/);
    expect(swivel('')).toBe('');

    const dark = [{ ...panels[0]!, titleBgColor: '#263238', contentBgColor: '#000' }];
    const accordion = render(node('accordion-widget', 'w1', { meta: { panels: dark, allowMultipleOpen: false } })).querySelector<HTMLElement>('details')!;
    expect(accordion.style.getPropertyValue('--fo-acc-title-color')).toBe('#ffffff');
    expect(accordion.style.getPropertyValue('--fo-acc-content-color')).toBe('#ffffff');
  });
});
