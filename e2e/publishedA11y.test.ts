// Published pages, clean by construction (issue 27): a page holding every node kind in each of its variants, a
// website page with its menu and search, the search results, a public profile and a library page, all built through
// the real API and measured by axe (WCAG 2.2 A/AA) in Chromium: 0 violations.
import path from 'node:path';
import { createNode, type FolioNode, type NodeKind, type NodeOfKind, type Website } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, publishFolio, sitesUrl, uploadPng } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, useBrowser } from './helpers.ts';
import { textPage, verifiedAccount } from './people.ts';

const browser = useBrowser();

type Made<K extends NodeKind> = Partial<Omit<NodeOfKind<K>, 'kind'>>;
const make = <K extends NodeKind>(kind: K, overrides: Made<K> = {}): NodeOfKind<K> => createNode(kind, overrides);

/** One block per entry: a resource or widget and the interactions on its block. */
interface Entry {
  resource: FolioNode;
  interactions?: FolioNode[];
}

/** A page of tiles, each with one column of blocks. */
function pageOf(pageId: string, name: string, tiles: Entry[][]): FolioNode[] {
  const nodes: FolioNode[] = [];
  const tileIds = tiles.map((entries) => {
    const blocks = entries.map((entry) => {
      const block = createNode('block', { resource: entry.resource.id, interactions: (entry.interactions ?? []).map((i) => i.id) });
      nodes.push(block, entry.resource, ...(entry.interactions ?? []));
      return block.id;
    });
    const column = createNode('column', { children: blocks });
    const layout = createNode('layout', { children: [column.id] });
    const tile = createNode('tile', { children: [layout.id] });
    nodes.push(column, layout, tile);
    return tile.id;
  });
  return [createNode('page', { id: pageId, name, children: tileIds }), ...nodes];
}

const text = (html: string) => make('text-resource', { html });
const label = (position: 'top' | 'left' | 'right' | 'bottom' | 'hidden', words: string) => ({ position, text: words });
const options = (...names: string[]) => names.map((name) => ({ value: name.toLowerCase(), option: { type: 'text' as const, text: name } }));

interface Image {
  assetId: string;
  url: string;
}
async function image(token: string, colour: string, title: string): Promise<Image> {
  const url = await uploadPng(token, 320, 200, colour);
  const asset = await api<{ id: string }>(token, 'POST', '/api/assets', { uuid: url.replace('/blob/', ''), title });
  return { assetId: asset.id, url };
}

/** Every node kind in its variants (widgets' label positions, displays, required; every interaction). */
function everyKind(images: Image[]): Entry[][] {
  const [red, green, blue] = images as [Image, Image, Image];
  const positions = ['top', 'left', 'right', 'bottom', 'hidden'] as const;
  const texts = positions.map((position) => make('text-widget', { name: `text-${position}`, required: position === 'top', label: label(position, `Text, label ${position}`) }));
  const area = make('text-widget', { name: 'story', label: label('top', 'Your story'), meta: { dataValidationType: 'text', format: 'multiple', instructions: 'A few lines are enough.' } });
  const email = make('text-widget', { name: 'email', required: true, label: label('left', 'Email'), meta: { dataValidationType: 'email', format: 'single', instructions: '' } });
  const choices: NodeOfKind<'multiple-choice-widget'>[] = [];
  for (const display of ['checkbox', 'dropdown', 'button'] as const) {
    for (const acceptMultiple of [false, true]) {
      choices.push(
        make('multiple-choice-widget', {
          name: `choice-${display}-${acceptMultiple ? 'many' : 'one'}`,
          required: true,
          label: label(display === 'button' && acceptMultiple ? 'hidden' : 'top', `Pick ${acceptMultiple ? 'some' : 'one'} (${display})`),
          meta: { acceptMultiple, display, format: 'asEntered', randomize: false, options: options('Roses', 'Tulips', 'Daisies') },
        }),
      );
    }
  }
  const pictureChoice = make('multiple-choice-widget', {
    name: 'colour',
    label: label('top', 'Pick a colour'),
    meta: {
      acceptMultiple: false,
      display: 'button',
      format: 'asEntered',
      randomize: false,
      options: [
        { value: 'red', option: { type: 'asset', assetId: red.assetId, url: red.url, alt: 'A red square' } },
        { value: 'green', option: { type: 'asset', assetId: green.assetId, url: green.url, alt: 'A green square' } },
      ],
    },
  });
  const numbers = (['input', 'slider'] as const).map((display) =>
    make('numeric-widget', { name: `count-${display}`, required: display === 'input', label: label(display === 'slider' ? 'hidden' : 'top', `How many (${display})`), meta: { display, format: 'integer', increment: 1, min: 0, max: 10 } }),
  );
  const date = make('date-widget', { name: 'day', required: true, label: label('top', 'Which day') });
  const dates = make('date-widget', { name: 'days', required: true, label: label('top', 'Your stay'), meta: { format: 'YYYY-MM-DD', useRange: true } });
  const time = make('time-widget', { name: 'time', label: label('right', 'What time') });
  const times = make('time-widget', { name: 'times', required: true, label: label('hidden', 'Opening hours'), meta: { format: 'HH:mm', useRange: true } });
  const upload = make('upload-widget', { name: 'photo', label: label('top', 'A photo'), meta: { format: 'multiple', fileTypes: ['image', 'pdf'] } });
  const link = make('hyperlink-widget', { name: 'site', required: true, label: label('bottom', 'Your website') });
  const feedback = make('text-widget', {
    name: 'capital',
    label: label('top', 'The capital of France'),
    feedback: {
      enabled: true,
      showCorrect: true,
      checkButton: { icon: 'check', text: 'Check', useText: false },
      format: { type: 'iconText', iconSet: 'faces', correctText: '<p>Right!</p>', incorrectText: '<p>Not quite.</p>' },
      correctAnswer: 'Paris',
    },
  });
  const inputs = [...texts, area, email, ...choices, pictureChoice, ...numbers, date, dates, time, times, upload, link, feedback];
  const submit = make('button-widget', { meta: { action: { click: { type: 'submit', status: 'idle', widgetIds: inputs.map((w) => w.id) } }, appearance: { text: 'Send', icon: 'send', useText: false } } });
  const redirect = make('button-widget', { meta: { action: { click: { type: 'redirect', url: '/somewhere' } }, appearance: { text: 'Read more', icon: 'arrow-forward', useText: true } } });
  const gallery = (display: 'slideshow' | 'grid') =>
    make('gallery-widget', {
      label: label('top', `Garden photos (${display})`),
      meta: {
        display,
        format: 'cover',
        items: [
          { assetId: red.assetId, url: red.url, alt: 'Red roses by the gate' },
          { assetId: green.assetId, url: green.url, caption: 'The lawn in June' },
          { assetId: blue.assetId, url: blue.url, decorative: true },
        ],
      },
    });
  const panels = [
    { id: 'a', title: 'When', content: '<p>Saturdays.</p>', collapsedByDefault: false, arrowColor: '', titleBgColor: '', contentBgColor: '' },
    { id: 'b', title: 'Where', content: '<p>Elm Street.</p>', collapsedByDefault: true, arrowColor: '', titleBgColor: '', contentBgColor: '' },
  ];
  const inside = (html: string) => text(html);
  // Interactions' settings are checked by the API's schema when the folio is saved.
  const interaction = (kind: NodeKind, settings: object): FolioNode => createNode(kind, { settings } as never);
  const tiles: Entry[][] = [
    [
      { resource: text('<h2>Every kind of block</h2><p>A paragraph with <a href="/about">a link</a>.</p><h3>A smaller heading</h3>') },
      { resource: make('asset-resource', { assetId: red.assetId, url: red.url, name: 'red.png', alt: 'A red square on white' }) },
      { resource: make('asset-resource', { assetId: blue.assetId, url: blue.url, name: 'blue.png', decorative: true }) },
      { resource: make('embed-resource', { name: 'Our club’s notes', link: 'https://example.com/notes', size: 'medium', autoplay: false }) },
      { resource: gallery('slideshow') },
      { resource: gallery('grid') },
      { resource: make('accordion-widget', { label: label('top', 'Questions'), meta: { allowMultipleOpen: false, panels } }) },
      { resource: make('accordion-widget', { label: label('hidden', 'More questions'), meta: { allowMultipleOpen: true, panels } }) },
      // The designs an author may choose: dark and light panel colours.
      { resource: make('accordion-widget', { label: label('top', 'Coloured questions'), meta: { allowMultipleOpen: true, panels: panels.map((p, i) => ({ ...p, titleBgColor: i ? '#fff59d' : '#1a237e', contentBgColor: i ? '#263238' : '#e3f2fd' })) } }) },
      { resource: make('visualization-widget', { label: label('top', 'Answers so far') }) },
      { resource: make('logo-widget', { meta: { caption: '', alt: 'Garden Club', linkTo: '/', websitePartLogoId: null, height: '', width: '' } }) },
      { resource: make('search-widget', { label: label('hidden', 'Search the club') }) },
      { resource: make('menu-widget', { label: label('top', 'Pages') }) },
      { resource: redirect },
    ],
    [...inputs, submit].map((resource): Entry => ({ resource })),
    [
      { resource: inside('<p>In an accordion.</p>'), interactions: [interaction('accordion-interaction', { initiallyCollapsed: true, editModeCollapsed: false, showingArrow: true, isTarget: true, name: 'Opening times', appearance: {} })] },
      { resource: inside('<p>In a slider.</p>'), interactions: [interaction('slider-interaction', { text: 'Open the side panel', name: 'side', backgroundColour: '#263238', padding: '', position: 'right', iconColour: '', mode: 'overlay' })] },
      { resource: inside('<p>On the back of a card.</p>'), interactions: [interaction('swivel-interaction', { text: 'Turn this card', name: 'card', backgroundColour: '', padding: '', direction: 'horizontal', alignY: 'center' })] },
      { resource: inside('<p>On the back of a dark card.</p>'), interactions: [interaction('swivel-interaction', { text: 'Turn the dark card', name: 'dark card', backgroundColour: '#1a237e', padding: '16px', direction: 'vertical', alignY: 'center' })] },
      { resource: inside('<p>In a dark accordion.</p>'), interactions: [interaction('accordion-interaction', { initiallyCollapsed: false, editModeCollapsed: false, showingArrow: false, isTarget: false, name: 'Dark title', appearance: { titleBgColor: '#311b92', contentBgColor: '#212121' } })] },
      { resource: make('asset-resource', { assetId: green.assetId, url: green.url, name: 'green.png', alt: 'Green' }), interactions: [interaction('link-interaction', { url: '/about', name: '', hoverDisplay: 'About the club', target: '_self' })] },
      { resource: inside('<p>A target.</p>'), interactions: [interaction('target-interaction', { name: 'here' })] },
      { resource: inside('<p>Pulsing.</p>'), interactions: [interaction('animation-effects-interaction', { action: 'onLoad', effect: 'pulse' })] },
      { resource: inside('<p>Fading in on view.</p>'), interactions: [interaction('animation-effects-interaction', { action: 'onView', effect: 'fadeInUp' })] },
    ],
  ];
  return tiles;
}

async function expectClean(page: Page, shot: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${shot}.png`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
}

let kindsUrl = '';
let site: Website;
let profileUrl = '';
let libraryUrl = '';
beforeAll(async () => {
  const token = await adminToken();
  const images = [await image(token, '#c0392b', 'Red'), await image(token, '#27ae60', 'Green'), await image(token, '#2d6cdf', 'Blue')];
  const tiles = everyKind(images);
  const kinds = await publishFolio(token, 'Every kind of block', (p) => pageOf(p, 'Every kind', tiles));
  kindsUrl = `${sitesUrl}/folio/${kinds.id}/page/${kinds.pageId}`;

  const stamp = Date.now().toString(36);
  const home = await publishFolio(token, 'Home', (p) => pageOf(p, 'Home', [[{ resource: text('<h1>Welcome to the garden club</h1><p>We grow roses and tulips.</p>') }]]));
  const about = await publishFolio(token, 'About us', (p) => pageOf(p, 'About us', [[{ resource: text('<h1>About us</h1><p>We grow roses.</p>') }]]));
  const logo = images[0]!;
  const header = await publishFolio(token, 'Header', (p) =>
    pageOf(p, 'Header', [
      [
        { resource: make('logo-widget', { meta: { caption: 'Garden Club', alt: 'Garden Club', linkTo: '', websitePartLogoId: null, height: '', width: '', imageUrl: logo.url } as never }) },
        { resource: make('menu-widget', { label: label('top', 'Site menu') }) },
        { resource: make('search-widget') },
      ],
    ]),
  );
  const footer = await publishFolio(token, 'Footer', (p) => pageOf(p, 'Footer', [[{ resource: text('<p>© Garden Club</p>') }]]));
  const created = await api<Website>(token, 'POST', '/api/websites', { name: 'Garden Club', slug: `a11y-${stamp}` });
  await api(token, 'PATCH', `/api/websites/${created.id}`, {
    pages: [
      { folioId: home.id, slug: 'home' },
      { folioId: about.id, slug: 'about' },
    ],
    headerFolioId: header.id,
    footerFolioId: footer.id,
    defaultPageFolioId: home.id,
    description: 'The garden club of our town',
  });
  site = await api<Website>(token, 'POST', `/api/websites/${created.id}/publish`);

  const person = await verifiedAccount('Ada Access');
  const friendlyUrl = `ada-access-${stamp}`;
  await api(person.token, 'PATCH', `/api/usersR1/${person.userId}`, { friendlyUrl, profileSummary: 'I write about gardens.' });
  const made = await api<{ id: string; version: number; nodes: Record<string, FolioNode>; root: { pages: string[] } }>(person.token, 'POST', '/api/folios', { name: 'Roses' });
  const pageId = made.root.pages[0]!;
  await api(person.token, 'PATCH', `/api/folios/${made.id}`, {
    baseVersion: made.version,
    log: [{ action: 'insert' }],
    root: { isPublic: true, summary: 'How to grow roses' },
    nodes: { ...made.nodes, ...Object.fromEntries(textPage(pageId, 'Roses', '<p>Roses like sun.</p>').map((n) => [n.id, n])) },
    replaceNodes: true,
  });
  await api(person.token, 'PATCH', `/api/folios/${made.id}/publish`, {});
  profileUrl = `${sitesUrl}/user/${friendlyUrl}`;
  const library = await api<{ id: number }>(person.token, 'POST', '/api/libraries', { name: 'Garden reading', isPublic: true });
  await api(person.token, 'POST', '/api/libraries/item', { libraryId: library.id, itemType: 'folio', itemId: made.id });
  libraryUrl = `${sitesUrl}/library/${library.id}`;
}, 120_000);

describe('published pages pass axe (WCAG 2.2 A/AA) in Chromium', () => {
  for (const width of [1280, 568]) {
    it(`a page with every node kind in its variants, before and after a refused submit, at ${width} px`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(kindsUrl);
      await page.getByRole('heading', { name: 'Every kind of block' }).waitFor();
      await expectClean(page, `a11y-kinds-${width}`);

      // Send with the required fields empty: the page refuses, each error is tied to its field.
      await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => page.locator('[data-fo-error]:not([hidden])').count()).toBeGreaterThan(3);
      const invalid = page.locator('[aria-invalid="true"]').first();
      const describedBy = (await invalid.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText()).not.toBe('');
      await expectClean(page, `a11y-kinds-errors-${width}`);

      // The side panel open and the card turned over are clean too.
      await page.getByText('Open the side panel').click();
      await page.waitForTimeout(600);
      await expectClean(page, `a11y-kinds-slider-${width}`);
      await context.close();
    });
  }

  it('moves nothing for a visitor who asked for reduced motion, and nothing runs longer than 5 s for others', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(kindsUrl);
    await page.getByRole('heading', { name: 'Every kind of block' }).waitFor();
    const moving = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
    expect(await moving()).toBe(0);
    const card = page.locator('.fo-swivel').first();
    expect(await card.locator('.fo-swivel__inner').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
    // Hovering does not turn the card; its button does, at once.
    await card.hover();
    expect(await card.locator('.fo-swivel__inner').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    await card.getByRole('button', { name: 'Turn this card' }).click();
    expect(await card.locator('.fo-swivel__inner').evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
    expect(await moving()).toBe(0);
    await context.close();

    // Without the preference the effects play, each for at most 5 s (WCAG 2.2.2 asks a pause control beyond that).
    const normal = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const visitor = await normal.newPage();
    await visitor.goto(kindsUrl);
    await visitor.getByRole('heading', { name: 'Every kind of block' }).waitFor();
    const longest = await visitor.evaluate(() =>
      Math.max(0, ...document.getAnimations().filter((a) => a.playState === 'running').map((a) => Number(a.effect?.getComputedTiming().endTime ?? 0))),
    );
    expect(longest).toBeLessThanOrEqual(5000);
    await normal.close();
  });

  it('a website page with its menu and search, and the search results', async () => {
    for (const width of [1280, 568]) {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(site.siteUrl);
      await page.getByRole('heading', { name: 'Welcome to the garden club' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Site menu' }).getByRole('link').count()).toBe(2);
      await expectClean(page, `a11y-site-${width}`);
      await page.getByRole('searchbox').fill('roses');
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL(/\/search\?q=roses/);
      await expectClean(page, `a11y-site-search-${width}`);
      await context.close();
    }
  });

  it('a public profile page and a library page', async () => {
    for (const width of [1280, 568]) {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      expect((await page.goto(profileUrl))?.status()).toBe(200);
      await expectClean(page, `a11y-profile-${width}`);
      expect((await page.goto(libraryUrl))?.status()).toBe(200);
      await expectClean(page, `a11y-library-${width}`);
      await context.close();
    }
  });
});
