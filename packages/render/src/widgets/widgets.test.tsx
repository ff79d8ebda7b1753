// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { WIDGET_KINDS, choiceDisplayLabel, createNode, type ChoiceOption, type FolioNode, type MultipleChoiceMeta, type WidgetKind } from '@folio/model';
import type { ResolveAsset } from '../context.ts';
import { docWith, node } from '../test/docs.ts';
import { staticDom } from '../test/render.tsx';

const render = (widget: FolioNode, mode: 'view' | 'edit' = 'view') => staticDom(docWith(widget), { mode });
const text = (value: string): ChoiceOption => ({ value, option: { type: 'text', text: value.toUpperCase() } });
const LABELLED: WidgetKind[] = [
  'text-widget',
  'numeric-widget',
  'date-widget',
  'time-widget',
  'upload-widget',
  'hyperlink-widget',
  'search-widget',
];

describe('labels', () => {
  it.each(LABELLED)('associates the %s label with its control through for/id', (kind) => {
    const dom = render(createNode(kind, { id: 'w1', label: { position: 'top', text: 'Your answer' } }));
    const label = kind === 'search-widget' ? dom.querySelector('label')! : dom.querySelector('label.fo-label')!;
    const id = label.getAttribute('for')!;
    expect(id).toBe('fo-w1');
    const control = dom.querySelector(`#${id}`)!;
    expect(['INPUT', 'TEXTAREA', 'SELECT']).toContain(control.tagName);
  });

  it('shows the label at its position and marks required fields', () => {
    const dom = render(node('text-widget', 'w1', { required: true, label: { position: 'left', text: 'Name' } }));
    expect(dom.querySelector('.fo-field')!.className).toContain('fo-field--label-left');
    expect(dom.querySelector('label')!.textContent).toBe('Name *');
    expect(dom.querySelector('.fo-required')!.getAttribute('aria-hidden')).toBe('true');
    expect(dom.querySelector('input')!.hasAttribute('required')).toBe(true);
  });

  it('keeps a hidden or empty label for screen readers, falling back to the name or the type label', () => {
    const hidden = render(node('text-widget', 'w1', { label: { position: 'hidden', text: 'Secret' } }));
    expect(hidden.querySelector('label')!.className).toContain('fo-visually-hidden');
    expect(hidden.querySelector('label')!.textContent).toBe('Secret');
    expect(render(node('numeric-widget', 'w1')).querySelector('label')!.textContent).toBe('Numeric');
    expect(render(node('date-widget', 'w1', { name: 'Birthday' })).querySelector('label')!.textContent).toBe('Birthday');
  });

  it('groups choice options in a fieldset whose legend is the label, each option with its own label', () => {
    const dom = render(
      node('multiple-choice-widget', 'w1', {
        label: { position: 'top', text: 'Pick' },
        meta: { acceptMultiple: false, display: 'button', format: 'asEntered', options: [text('a'), text('b')], randomize: false },
      }),
    );
    expect(dom.querySelector('fieldset > legend')!.textContent).toBe('Pick');
    const inputs = Array.from(dom.querySelectorAll('input'));
    expect(inputs.map((i) => i.getAttribute('type'))).toEqual(['radio', 'radio']);
    for (const input of inputs) expect(dom.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    expect(dom.querySelector('label[for="fo-w1-1"]')!.textContent).toBe('B');
  });
});

describe('form widgets', () => {
  it('draws text as an input of the validation type, or a textarea, with instructions described by', () => {
    const email = render(node('text-widget', 'w1', { meta: { dataValidationType: 'email', format: 'single', instructions: 'Work address' } }));
    const input = email.querySelector('input')!;
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-describedby')).toBe('fo-w1-help');
    expect(email.querySelector('#fo-w1-help')!.textContent).toBe('Work address');
    const long = render(node('text-widget', 'w1', { meta: { dataValidationType: 'text', format: 'multiple', instructions: '' } }));
    expect(long.querySelector('textarea#fo-w1')).not.toBeNull();
  });

  it('shows the stored value and an error after a rejected submission', () => {
    const dom = render(node('text-widget', 'w1', { required: true, state: { value: 'hi', error: true } }));
    expect(dom.querySelector('input')!.getAttribute('value')).toBe('hi');
    expect(dom.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
    expect(dom.querySelector('[data-fo-error]:not([hidden])')!.textContent).toBe('Fill in this field.');
  });

  it('draws numeric widgets with min, max and increment, as a number input or a slider', () => {
    const meta = { display: 'input', format: 'decimal', increment: 0.5, min: 1, max: 9 } as const;
    const input = render(node('numeric-widget', 'w1', { meta })).querySelector('input')!;
    expect([input.type, input.min, input.max, input.step]).toEqual(['number', '1', '9', '0.5']);
    const slider = render(node('numeric-widget', 'w1', { meta: { ...meta, display: 'slider', format: 'integer', increment: 2 }, state: { value: 3 } }));
    expect(slider.querySelector('input')!.type).toBe('range');
    expect(slider.querySelector('input')!.step).toBe('2');
    expect(slider.querySelector('output')!.textContent).toBe('3');
  });

  it('draws multiple choice as checkboxes, a dropdown or buttons per meta.display', () => {
    const meta: MultipleChoiceMeta = { acceptMultiple: true, display: 'checkbox', format: 'asEntered', options: [text('b'), text('a')], randomize: false };
    const boxes = render(node('multiple-choice-widget', 'w1', { meta, state: { selected: ['a'] } }));
    expect(Array.from(boxes.querySelectorAll('input')).map((i) => [i.type, i.value, i.hasAttribute('checked')])).toEqual([
      ['checkbox', 'b', false],
      ['checkbox', 'a', true],
    ]);
    const dropdown = render(node('multiple-choice-widget', 'w1', { meta: { ...meta, acceptMultiple: false, display: 'dropdown', format: 'alphabetical' } }));
    expect(dropdown.querySelector('label')!.getAttribute('for')).toBe('fo-w1');
    expect(Array.from(dropdown.querySelectorAll('select#fo-w1 option')).map((o) => o.textContent)).toEqual(['Choose…', 'A', 'B']);
    const buttons = render(node('multiple-choice-widget', 'w1', { meta: { ...meta, display: 'button' } }));
    expect(buttons.querySelector('.fo-choices--buttons')).not.toBeNull();
  });

  it('draws the list display as radio buttons when only one answer is accepted, never square boxes', () => {
    const meta: MultipleChoiceMeta = { acceptMultiple: false, display: 'checkbox', format: 'asEntered', options: [text('a'), text('b')], randomize: false };
    const dom = render(node('multiple-choice-widget', 'w1', { required: true, meta, state: { selected: ['b'] } }));
    expect(Array.from(dom.querySelectorAll('input')).map((i) => [i.type, i.hasAttribute('checked'), i.hasAttribute('required')])).toEqual([
      ['radio', false, true],
      ['radio', true, true],
    ]);
    expect(choiceDisplayLabel('checkbox', false)).toBe('Radio buttons');
    expect(choiceDisplayLabel('checkbox', true)).toBe('Checkboxes');
    // aria-required is not allowed on a fieldset (axe aria-allowed-attr): the radios carry `required`.
    expect(dom.querySelector('fieldset')!.hasAttribute('aria-required')).toBe(false);
  });

  it('shuffles randomized options the same way on every render', () => {
    const options = 'abcdefgh'.split('').map(text);
    const meta = { acceptMultiple: false, display: 'checkbox', format: 'asEntered', options, randomize: true } as const;
    const order = () => Array.from(render(node('multiple-choice-widget', 'w1', { meta })).querySelectorAll('input')).map((i) => i.value);
    expect(order()).toEqual(order());
    expect(order()).not.toEqual('abcdefgh'.split(''));
    expect([...order()].sort()).toEqual('abcdefgh'.split(''));
  });

  it('draws date and time inputs, with a labelled end input for ranges', () => {
    const date = render(node('date-widget', 'w1', { meta: { format: 'MM/DD/YYYY', useRange: true }, state: { value: '2026-01-02', end: null, isSet: true } }));
    expect(date.querySelector('#fo-w1')!.getAttribute('type')).toBe('date');
    expect(date.querySelector('#fo-w1')!.getAttribute('value')).toBe('2026-01-02');
    expect(date.querySelector('#fo-w1-end')!.getAttribute('aria-label')).toBe('End date');
    const time = render(node('time-widget', 'w1'));
    expect(time.querySelector('#fo-w1')!.getAttribute('type')).toBe('time');
    expect(time.querySelector('#fo-w1')!.getAttribute('value')).toBe('00:00');
    expect(time.querySelector('#fo-w1-end')).toBeNull();
  });

  it('draws upload as a file input accepting the chosen types, listing uploaded files', () => {
    const dom = render(
      node('upload-widget', 'w1', {
        meta: { format: 'multiple', fileTypes: ['image', 'pdf'] },
        state: { files: [{ uuid: 'u1', name: 'cv.pdf', url: '/files/u1' }], pendingUploads: 0 },
      }),
    );
    const input = dom.querySelector('input')!;
    expect(input.type).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/*,application/pdf,.pdf');
    expect(input.hasAttribute('multiple')).toBe(true);
    expect(dom.querySelector('.fo-upload__files a')!.textContent).toBe('cv.pdf');
    const pdfOnly = render(node('upload-widget', 'w1', { meta: { format: 'single', fileTypes: ['pdf'] } })).querySelector('input')!;
    expect(pdfOnly.getAttribute('accept')).toBe('application/pdf,.pdf');
    expect(pdfOnly.hasAttribute('multiple')).toBe(false);
  });

  it('draws hyperlink as a url input and explains a bad URL', () => {
    const dom = render(node('hyperlink-widget', 'w1', { state: { value: 'nope', urlError: true } }));
    expect(dom.querySelector('input')!.type).toBe('url');
    expect(dom.querySelector('[data-fo-error]:not([hidden])')!.textContent).toContain('https://example.com');
  });

  it('draws a submit button with its text, or its icon with the text as accessible name', () => {
    const withText = render(node('button-widget', 'w1')).querySelector('button')!;
    expect(withText.textContent).toBe('Submit');
    expect(withText.getAttribute('data-fo-submit')).toBe('w1');
    const iconOnly = render(
      node('button-widget', 'w1', {
        meta: { action: { click: { type: 'submit', status: 'idle', widgetIds: [] } }, appearance: { text: 'Send', icon: 'send', useText: false } },
      }),
    ).querySelector('button')!;
    expect(iconOnly.getAttribute('aria-label')).toBe('Send');
    expect(iconOnly.querySelector('svg')).not.toBeNull();
  });

  it('draws a redirect button as a link and drops unsafe URLs', () => {
    const meta = (url: string) => ({ action: { click: { type: 'redirect' as const, url } }, appearance: { text: 'Go', icon: '', useText: true } });
    expect(render(node('button-widget', 'w1', { meta: meta('https://example.com') })).querySelector('a.fo-button')!.getAttribute('href')).toBe(
      'https://example.com',
    );
    expect(render(node('button-widget', 'w1', { meta: meta('javascript:alert(1)') })).querySelector('a.fo-button')!.hasAttribute('href')).toBe(false);
  });

  it('adds a check button when answer checking is enabled', () => {
    const feedback = { ...createNode('text-widget').feedback, enabled: true };
    const dom = render(node('text-widget', 'w1', { feedback }));
    expect(dom.querySelector('.fo-feedback button')!.getAttribute('aria-label')).toBe('Check Answer');
  });
});

describe('content widgets', () => {
  const items = [
    { assetId: 'a', url: '/a.jpg', caption: 'First' },
    { assetId: 'b', url: '/b.jpg' },
  ];

  it('draws a gallery slideshow with prev/next controls, or a grid', () => {
    const slideshow = render(node('gallery-widget', 'w1', { meta: { display: 'slideshow', format: 'cover', items } }));
    expect(slideshow.querySelectorAll('.fo-gallery__slide')).toHaveLength(2);
    expect(slideshow.querySelector('.fo-gallery__slide')!.getAttribute('aria-current')).toBe('true');
    expect(slideshow.querySelector('img')!.getAttribute('alt')).toBe('First');
    expect(slideshow.querySelector('button[aria-label="Next image"]')).not.toBeNull();
    expect(slideshow.querySelector('.fo-gallery__status')!.textContent).toBe('1 of 2');
    const grid = render(node('gallery-widget', 'w1', { meta: { display: 'grid', format: 'contain', items } }));
    expect(grid.querySelector('.fo-gallery--grid')!.querySelectorAll('figure')).toHaveLength(2);
    expect(render(node('gallery-widget', 'w1')).querySelector('.fo-placeholder')!.textContent).toBe('No images yet');
  });

  it('draws accordion panels as details, opening only the first uncollapsed one when one may be open', () => {
    const panel = (id: string, collapsedByDefault: boolean) => ({
      id,
      title: id.toUpperCase(),
      content: `<p>${id}</p>`,
      collapsedByDefault,
      arrowColor: '#f00',
      titleBgColor: '',
      contentBgColor: '',
    });
    const panels = [panel('p1', false), panel('p2', false), panel('p3', true)];
    const single = render(node('accordion-widget', 'w1', { meta: { panels, allowMultipleOpen: false } }));
    const details = Array.from(single.querySelectorAll('details'));
    expect(details.map((d) => d.hasAttribute('open'))).toEqual([true, false, false]);
    expect(details.every((d) => d.getAttribute('name') === 'fo-acc-w1')).toBe(true);
    expect(details[0]!.querySelector('summary')!.textContent).toBe('P1');
    expect(details[0]!.getAttribute('style')).toContain('--fo-acc-arrow:#f00');
    const multiple = render(node('accordion-widget', 'w1', { meta: { panels, allowMultipleOpen: true } }));
    expect(Array.from(multiple.querySelectorAll('details')).map((d) => d.hasAttribute('open'))).toEqual([true, true, false]);
    expect(multiple.querySelector('details')!.hasAttribute('name')).toBe(false);
  });

  it('draws the accordion label above its panels and names the group with it, in the editor and on the published page', () => {
    const panels = [{ id: 'p1', title: 'Q', content: '<p>A</p>', collapsedByDefault: false, arrowColor: '', titleBgColor: '', contentBgColor: '' }];
    for (const mode of ['view', 'edit'] as const) {
      const dom = render(node('accordion-widget', 'w1', { label: { position: 'top', text: 'Questions' }, meta: { panels, allowMultipleOpen: false } }), mode);
      const label = dom.querySelector('.fo-label')!;
      expect(label.textContent).toBe('Questions');
      expect(dom.querySelector('.fo-field')!.className).toContain('fo-field--label-top');
      expect(dom.querySelector('.fo-accordion-widget')!.getAttribute('aria-labelledby')).toBe(label.id);
    }
    const left = render(node('accordion-widget', 'w1', { label: { position: 'left', text: 'Questions' }, meta: { panels, allowMultipleOpen: false } }));
    expect(left.querySelector('.fo-field')!.className).toContain('fo-field--label-left');
    const hidden = render(node('accordion-widget', 'w1', { label: { position: 'hidden', text: 'Questions' }, meta: { panels, allowMultipleOpen: false } }));
    const hiddenLabel = hidden.querySelector('.fo-label')!;
    expect(hiddenLabel.className).toContain('fo-visually-hidden');
    expect(hidden.querySelector('.fo-accordion-widget')!.getAttribute('aria-labelledby')).toBe(hiddenLabel.id);
  });

  it('draws the label of an accordion without panels beside a placeholder in the editor, and no placeholder for visitors', () => {
    const empty = node('accordion-widget', 'w1', { label: { position: 'top', text: 'Questions' }, meta: { panels: [], allowMultipleOpen: false } });
    const edit = render(empty, 'edit');
    expect(edit.querySelector('.fo-label')!.textContent).toBe('Questions');
    expect(edit.querySelector('.fo-placeholder')!.textContent).toBe('No panels yet');
    const view = render(empty);
    expect(view.querySelector('.fo-label')!.textContent).toBe('Questions');
    expect(view.querySelector('.fo-placeholder')).toBeNull();
  });

  it('draws menu items when the website supplied them, a placeholder in the editor, nothing for visitors otherwise', () => {
    const items = [{ label: 'Home', url: '/' }, { label: 'About', url: '/about' }];
    const menu = render({ ...node('menu-widget', 'w1'), meta: { ...node('menu-widget', 'x').meta, items } } as FolioNode);
    expect(Array.from(menu.querySelectorAll('nav a')).map((a) => a.getAttribute('href'))).toEqual(['/', '/about']);
    expect(menu.querySelector('nav')!.className).toContain('fo-menu--horizontal');
    expect(render(node('menu-widget', 'w1'), 'edit').querySelector('nav.fo-placeholder')).not.toBeNull();
    expect(render(node('menu-widget', 'w1')).querySelector('nav')).toBeNull();
  });

  it('draws the logo with its caption and link; without an image a placeholder in the editor and the caption for visitors', () => {
    const logo = render({ ...node('logo-widget', 'w1'), meta: { ...node('logo-widget', 'x').meta, imageUrl: '/logo.png', caption: 'Acme', linkTo: '/' } } as FolioNode);
    expect(logo.querySelector('a[href="/"] img')!.getAttribute('alt')).toBe('Acme');
    expect(render(node('logo-widget', 'w1'), 'edit').querySelector('.fo-logo__placeholder')!.textContent).toBe('Logo');
    const named = { ...node('logo-widget', 'w1'), meta: { ...node('logo-widget', 'x').meta, caption: 'Acme' } } as FolioNode;
    expect(render(named).querySelector('.fo-logo__placeholder')).toBeNull();
    expect(render(named).querySelector('.fo-logo__wordmark')!.textContent).toBe('Acme');
    expect(render(node('logo-widget', 'w1')).querySelector('.fo-logo')!.textContent).toBe('');
  });

  it('draws gallery images and a chosen logo from the addresses the host gives (the editor canvas)', () => {
    const resolveAsset: ResolveAsset = ({ assetId }) => (assetId ? { type: 'image', src: `/signed/${assetId}` } : undefined);
    const gallery = staticDom(docWith(node('gallery-widget', 'w1', { meta: { display: 'grid', format: 'contain', items: [...items, { assetId: '', url: '/c.jpg' }] } })), {
      mode: 'edit',
      resolveAsset,
    });
    expect(Array.from(gallery.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual(['/signed/a', '/signed/b', '/c.jpg']);
    const logo = { ...node('logo-widget', 'w1'), meta: { ...node('logo-widget', 'x').meta, websitePartLogoId: 'L1' } } as FolioNode;
    expect(staticDom(docWith(logo), { mode: 'edit', resolveAsset }).querySelector('.fo-logo img')!.getAttribute('src')).toBe('/signed/L1');
    expect(render(logo, 'edit').querySelector('.fo-logo img')).toBeNull();
    const choice = node('multiple-choice-widget', 'w1');
    const withImage = { ...choice, meta: { ...choice.meta, options: [{ value: 'o1', option: { type: 'asset' as const, assetId: 'A9', url: '/blob/x' } }] } };
    expect(staticDom(docWith(withImage), { mode: 'edit', resolveAsset }).querySelector('img.fo-choice__image')!.getAttribute('src')).toBe('/signed/A9');
    expect(render(withImage).querySelector('img.fo-choice__image')!.getAttribute('src')).toBe('/blob/x');
    const siteLogo: ResolveAsset = ({ assetId, role }) => (role === 'logo' && assetId === null ? { type: 'image', src: '/site-logo' } : undefined);
    expect(staticDom(docWith(node('logo-widget', 'w1')), { mode: 'edit', resolveAsset: siteLogo }).querySelector('.fo-logo img')!.getAttribute('src')).toBe('/site-logo');
  });

  it('draws search as a search form, and visualization as a placeholder in the editor only', () => {
    const search = render(node('search-widget', 'w1'));
    expect(search.querySelector('form[role="search"] input[type="search"][name="q"]')).not.toBeNull();
    const viz = render(node('visualization-widget', 'w1', { meta: { visualizationId: 'v9' } }));
    expect(viz.querySelector('figure')!.getAttribute('data-visualization-id')).toBe('v9');
    expect(viz.querySelector('.fo-placeholder')).toBeNull();
    expect(render(node('visualization-widget', 'w1'), 'edit').querySelector('.fo-placeholder[role="img"]')).not.toBeNull();
  });

  it('covers every widget kind of the model in this file', () => {
    const covered = new Set([...LABELLED, 'multiple-choice-widget', 'button-widget', 'gallery-widget', 'accordion-widget', 'menu-widget', 'logo-widget', 'visualization-widget']);
    expect(WIDGET_KINDS.filter((kind) => !covered.has(kind))).toEqual([]);
  });
});
