import path from 'node:path';
import { createNode, type FolioNode, type NodeKind, type NodeOfKind } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHOTS, useBrowser } from './helpers.ts';
import { adminToken, publishFolio, sitesUrl, uploadPng } from './api.ts';

const browser = useBrowser();

type Settings<K extends NodeKind> = NodeOfKind<K> extends { settings: infer S } ? Partial<S> : never;
/** An interaction node with its default settings, some overridden. */
function interaction<K extends NodeKind>(kind: K, settings: Settings<K>): NodeOfKind<K> {
  const node = createNode(kind) as NodeOfKind<K> & { settings: object };
  return { ...node, settings: { ...node.settings, ...settings } };
}

/** Every interaction and a form on one page, each block holding one thing, in one column. */
function visitorPage(pageId: string, images: string[]): FolioNode[] {
  const nodes: FolioNode[] = [];
  const blocks: string[] = [];
  const block = (resource: FolioNode | null, interactions: FolioNode[] = []) => {
    const b = createNode('block', { resource: resource?.id, interactions: interactions.map((i) => i.id) });
    nodes.push(b, ...(resource ? [resource] : []), ...interactions);
    blocks.push(b.id);
  };
  const text = (html: string) => createNode('text-resource', { html });

  block(text('<h1>Garden club</h1><p>Everything a visitor can do on a published page.</p>'));
  block(text('<p>Jump to the contact details</p>'), [interaction('link-interaction', { url: '#contact', name: 'Jump to contact' })]);
  block(text('<p>Visit our shop</p>'), [interaction('link-interaction', { url: 'https://shop.example.com/', target: '_blank', name: 'Visit our shop' })]);
  const panels = ['Spring', 'Summer'].map((title, i) => ({
    id: `panel-${i}`,
    title,
    content: `<p>${title} planting notes</p>`,
    collapsedByDefault: true,
    arrowColor: '',
    titleBgColor: '',
    contentBgColor: '',
  }));
  block(createNode('accordion-widget', { label: { position: 'top', text: 'Seasons' }, meta: { panels, allowMultipleOpen: false } } as never));
  block(text('<p>Mon–Fri 9:00–17:00</p>'), [interaction('accordion-interaction', { name: 'Opening hours', initiallyCollapsed: true, showingArrow: true })]);
  block(text('<p>Slide-in notes</p>'), [interaction('slider-interaction', { text: 'Open notes', position: 'right', mode: 'overlay' })]);
  block(text('<p>Back of the card</p>'), [interaction('swivel-interaction', { text: 'Front of the card' })]);
  const gallery = createNode('gallery-widget', {
    label: { position: 'top', text: 'Our garden' },
    meta: { display: 'slideshow', format: 'contain', items: images.map((url, i) => ({ assetId: `img-${i}`, url, caption: `Bed ${i + 1}` })) },
  } as never);
  block(gallery);
  for (let i = 0; i < 4; i++) block(text(`<p>${'Compost, mulch and patience. '.repeat(40)}</p>`));
  block(text('<p>Fades in when seen</p>'), [interaction('animation-effects-interaction', { action: 'onView', effect: 'fadeInUp' })]);
  const name = createNode('text-widget', { label: { position: 'top', text: 'Your name' } } as never);
  const choice = createNode('multiple-choice-widget', {
    label: { position: 'top', text: 'Favourite season' },
    meta: { ...createNode('multiple-choice-widget').meta, options: [{ value: 'spring', option: { type: 'text', text: 'Spring' } }, { value: 'summer', option: { type: 'text', text: 'Summer' } }] },
  } as never);
  const submit = createNode('button-widget');
  submit.meta = { ...submit.meta, action: { click: { type: 'submit', status: 'idle', widgetIds: [name.id, choice.id] } } };
  block(name);
  block(choice);
  block(submit);
  block(text('<p>Contact: hello@garden.example</p>'), [interaction('target-interaction', { name: 'contact' })]);

  const column = createNode('column', { children: blocks });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  const page = createNode('page', { id: pageId, name: 'Welcome', children: [tile.id] });
  return [page, tile, layout, column, ...nodes];
}

let pageUrl = '';
beforeAll(async () => {
  const token = await adminToken();
  const images = [await uploadPng(token, 800, 500, '#7cb342'), await uploadPng(token, 800, 500, '#ef6c00'), await uploadPng(token, 800, 500, '#5e35b1')];
  // Without the proof of work: this page must load the visitor script alone (spamProtection.test.ts has the widget).
  const { id, pageId } = await publishFolio(token, 'Garden club', (p) => visitorPage(p, images), { root: { spamProtection: 'none' } });
  pageUrl = `${sitesUrl}/folio/${id}/page/${pageId}`;
});

async function visit(width: number): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const res = await page.goto(pageUrl);
  expect(res?.status()).toBe(200);
  await page.waitForLoadState('load');
  return { page, errors, close: () => context.close() };
}

const isOpen = (page: Page, selector: string) => page.locator(selector).evaluate((el) => (el as HTMLDetailsElement).open);

describe('a visitor on a published page in Chromium', () => {
  for (const width of [568, 1280]) {
    it(`operates every interaction at ${width} px`, async () => {
      const { page, errors, close } = await visit(width);
      expect(await page.title()).toBe('Welcome · Garden club');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, `visitor-page-${width}.png`), fullPage: true });

      // Accordion widget: one panel open at a time.
      const panels = page.locator('.fo-accordion-widget__panel');
      await page.locator('.fo-accordion-widget__title', { hasText: 'Spring' }).click();
      await page.locator('.fo-accordion-widget__title', { hasText: 'Summer' }).click();
      const openPanels = await panels.evaluateAll((els) => els.filter((e) => (e as HTMLDetailsElement).open).length);
      expect(openPanels).toBe(1);
      expect(await page.getByText('Summer planting notes').isVisible()).toBe(true);
      expect(await page.getByText('Spring planting notes').isVisible()).toBe(false);

      // Accordion interaction: collapsed at first, opens on a click and by keyboard closes again.
      expect(await page.getByText('Mon–Fri 9:00–17:00').isVisible()).toBe(false);
      await page.getByText('Opening hours').click();
      expect(await page.getByText('Mon–Fri 9:00–17:00').isVisible()).toBe(true);
      await page.getByText('Opening hours').focus();
      await page.keyboard.press('Enter');
      expect(await page.getByText('Mon–Fri 9:00–17:00').isVisible()).toBe(false);

      // Slider: opens from its toggle, Escape closes it.
      await page.getByText('Open notes').click();
      expect(await isOpen(page, '.fo-slider')).toBe(true);
      expect(await page.getByText('Slide-in notes').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await isOpen(page, '.fo-slider')).toBe(false);

      // Swivel: a click flips the card; the keyboard flips it back.
      await page.locator('.fo-swivel__front').click();
      expect(await page.locator('.fo-swivel').getAttribute('class')).toContain('fo-swivel--flipped');
      await page.locator('[data-fo-swivel-back]').focus();
      await page.keyboard.press('Enter');
      expect(await page.locator('.fo-swivel').getAttribute('class')).not.toContain('fo-swivel--flipped');

      // Gallery slideshow: next, next, next loops to the first; arrow keys move too.
      const status = page.locator('[data-fo-gallery-status]');
      expect((await status.textContent())?.trim()).toBe('1 of 3');
      await page.getByRole('button', { name: 'Next image' }).click();
      expect((await status.textContent())?.trim()).toBe('2 of 3');
      await page.getByRole('button', { name: 'Next image' }).click();
      await page.getByRole('button', { name: 'Next image' }).click();
      expect((await status.textContent())?.trim()).toBe('1 of 3');
      await page.getByRole('button', { name: 'Previous image' }).click();
      expect((await status.textContent())?.trim()).toBe('3 of 3');
      expect(await page.locator('.fo-gallery img').first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

      // Link with a target: a new tab, without access to this page.
      const shop = page.locator('a.fo-link[target="_blank"]');
      expect(await shop.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await shop.getAttribute('href')).toBe('https://shop.example.com/');

      // Anchor link: scrolls to the target and puts it in the address bar.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: 'Jump to contact' }).click();
      await page.waitForFunction(() => location.hash === '#contact');
      await expect.poll(() => page.locator('#contact').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.top < window.innerHeight;
      })).toBe(true);

      // Animation: played once it scrolled into view (no longer waiting).
      await page.getByText('Fades in when seen').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('[data-fo-anim]').getAttribute('class')).not.toContain('fo-anim--waiting');

      // The form renders as native, labelled inputs.
      await page.getByLabel('Your name').fill('Ada');
      await page.getByLabel('Summer').check();
      expect(await page.getByLabel('Summer').isChecked()).toBe(true);
      expect(await page.locator('button[data-fo-submit]').count()).toBe(1);

      // Only the small visitor script; no session of the app reaches this origin.
      const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toContain('/_folio/folio.js');
      expect(await page.evaluate(() => localStorage.length)).toBe(0);

      await page.screenshot({ path: path.join(SHOTS, `visitor-page-${width}-operated.png`) });
      expect(errors).toEqual([]);
      await close();
    });
  }
});
