import path from 'node:path';
import { createNode, type FolioNode, type Website } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, publishFolio } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** A page holding the given resources, one block each. */
function pageWith(pageId: string, pageName: string, resources: FolioNode[]): FolioNode[] {
  const blocks = resources.map((r) => createNode('block', { resource: r.id }));
  const column = createNode('column', { children: blocks.map((b) => b.id) });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: pageName, children: [tile.id] }), tile, layout, column, ...blocks, ...resources];
}
const text = (html: string) => createNode('text-resource', { html });

let site: Website;
let homeId = '';
beforeAll(async () => {
  const token = await adminToken();
  const stamp = Date.now().toString(36);
  const home = await publishFolio(token, 'Home', (p) => pageWith(p, 'Home', [text('<h1>Welcome to the garden club</h1>')]));
  homeId = home.id;
  const about = await publishFolio(token, 'About us', (p) => pageWith(p, 'About us', [text('<h1>About us</h1><p>We grow roses.</p>')]));
  const header = await publishFolio(token, 'Header', (p) =>
    pageWith(p, 'Header', [
      createNode('logo-widget', { meta: { caption: 'Garden Club', linkTo: '', websitePartLogoId: null, height: '', width: '' } } as never),
      createNode('menu-widget', { label: { position: 'top', text: 'Site menu' } } as never),
      createNode('search-widget', { label: { position: 'hidden', text: 'Search the site' } } as never),
    ]),
  );
  const footer = await publishFolio(token, 'Footer', (p) => pageWith(p, 'Footer', [text('<p>© Garden Club</p>')]));
  const created = await api<Website>(token, 'POST', '/api/websites', { name: 'Garden Club', slug: `garden-${stamp}` });
  await api(token, 'PATCH', `/api/websites/${created.id}`, {
    pages: [
      { folioId: home.id, slug: 'home' },
      { folioId: about.id, slug: 'about' },
    ],
    headerFolioId: header.id,
    footerFolioId: footer.id,
    defaultPageFolioId: home.id,
    tagManagerId: 'GTM-AB12CD3',
    description: 'The garden club of our town',
  });
  site = await api<Website>(token, 'POST', `/api/websites/${created.id}/publish`);
});

describe('a visitor on a published website in Chromium', () => {
  for (const width of [568, 1280]) {
    it(`navigates by the site menu, with page titles and the tag manager snippet, at ${width} px`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      // The tag manager's own script lives on the internet, which this machine cannot reach: answer it locally.
      await page.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtmLoaded = true;' }),
      );
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      await page.goto(site.siteUrl);
      expect(await page.title()).toBe('Home · Garden Club');
      expect(await page.getByRole('heading', { name: 'Welcome to the garden club' }).isVisible()).toBe(true);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('The garden club of our town');
      // The snippet ran: the data layer exists and the container script was requested and executed.
      await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded === true)).toBe(true);
      expect(await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toBe(true);
      expect(await page.locator('noscript').first().innerHTML()).toContain('googletagmanager.com/ns.html?id=GTM-AB12CD3');

      const menu = page.getByRole('navigation', { name: 'Site menu' });
      expect(await menu.getByRole('link').allTextContents()).toEqual(['Home', 'About us']);
      expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      await page.screenshot({ path: path.join(SHOTS, `site-home-${width}.png`), fullPage: true });

      await menu.getByRole('link', { name: 'About us' }).click();
      await page.waitForURL(`${site.siteUrl}/about`);
      expect(await page.title()).toBe('About us · Garden Club');
      expect(await page.getByText('We grow roses.').isVisible()).toBe(true);
      expect(await page.getByText('© Garden Club').isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Site menu' }).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');

      await page.getByRole('searchbox').fill('roses');
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL(/\/search\?q=roses$/);
      expect(await page.getByRole('status').textContent()).toBe('1 result found');
      await page.getByRole('link', { name: 'About us' }).last().click();
      await page.waitForURL(`${site.siteUrl}/about`);

      await page.getByRole('link', { name: 'Garden Club' }).first().click();
      await page.waitForURL(site.siteUrl);
      expect(await page.title()).toBe('Home · Garden Club');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);

      const sitemap = await (await page.request.get(`${site.siteUrl}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>${site.siteUrl}/about</loc>`);
      await context.close();
    });
  }
});

describe('the folio editor', () => {
  it('names the websites a folio is part of in its settings', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${baseUrl}/folios/${homeId}/edit`);
    await page.getByTestId('folio-settings-open').click();
    const link = page.getByTestId('folio-settings-websites').getByRole('link', { name: 'Garden Club' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/websites/${site.id}`);
    await context.close();
  });
});

describe('finding things on a website without a header part (issue 26)', () => {
  it('the menu links to search; captions are found; excerpts skip the title; the trailing slash and /robots.txt answer', async () => {
    const token = await adminToken();
    const stamp = Date.now().toString(36);
    const home = await publishFolio(token, 'Meadow', (p) => pageWith(p, 'Meadow', [text('<h1>Meadow</h1><p>Wild flowers all summer long.</p>')]));
    const gallery = createNode('gallery-widget', { meta: { display: 'grid', format: 'cover', items: [{ assetId: '', url: 'https://example.com/a.png', caption: 'Poppies at dawn' }] } } as never);
    const photos = await publishFolio(token, 'Photos', (p) => pageWith(p, 'Photos', [text('<p>Our pictures.</p>'), gallery]));
    const created = await api<Website>(token, 'POST', '/api/websites', { name: 'Meadow Friends', slug: `meadow-${stamp}` });
    await api(token, 'PATCH', `/api/websites/${created.id}`, { pages: [{ folioId: home.id, slug: 'home' }, { folioId: photos.id, slug: 'photos' }], defaultPageFolioId: home.id });
    const meadow = await api<Website>(token, 'POST', `/api/websites/${created.id}/publish`);

    for (const width of [1280, 568]) {
      const context = await browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      const opened = await page.goto(`${meadow.siteUrl}/`);
      expect(opened?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Meadow' }).waitFor();
      const menu = page.getByRole('navigation', { name: 'Site menu' });
      expect(await menu.getByRole('link').allTextContents()).toEqual(['Meadow', 'Photos', 'Search']);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `site-search-link-${width}.png`) });
      await menu.getByRole('link', { name: 'Search' }).click();
      await page.waitForURL(`${meadow.siteUrl}/search`);
      await page.getByRole('searchbox').fill('poppies');
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL(/\/search\?q=poppies$/);
      expect(await page.getByRole('status').textContent()).toBe('1 result found');
      expect(await page.locator('.fo-site__results li').first().innerText()).toContain('Poppies at dawn');
      await page.getByRole('searchbox').fill('meadow');
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL(/\/search\?q=meadow$/);
      expect(await page.locator('.fo-site__results li p').first().innerText()).toMatch(/^Wild flowers all summer long\./);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `site-search-results-${width}.png`), fullPage: true });
      await context.close();
    }
    const robots = await fetch(`${new URL(meadow.siteUrl).origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${meadow.siteUrl}/sitemap.xml`);
  });
});
