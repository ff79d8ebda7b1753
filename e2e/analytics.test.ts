// Analytics (issue 14) in Chromium: a visitor opens a published website's pages, opens an accordion panel and
// submits a form; the owner's analytics screen shows the visits, the pages, the events and the conversion. A
// visitor with Do-Not-Track sends nothing at all; a bot's views are not counted.
import path from 'node:path';
import { createNode, type FolioNode, type Website } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, publishFolio } from './api.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 500 });
const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function pageWith(pageId: string, name: string, resources: FolioNode[]): FolioNode[] {
  const blocks = resources.map((r) => createNode('block', { resource: r.id }));
  const column = createNode('column', { children: blocks.map((b) => b.id) });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name, children: [tile.id] }), tile, layout, column, ...blocks, ...resources];
}

let owner: Account;
let site: Website;
let websiteId = '';

beforeAll(async () => {
  owner = await verifiedAccount('Olive Owner');
  const stamp = Date.now().toString(36);
  const home = await publishFolio(owner.token, 'Home', (p) => pageWith(p, 'Home', [createNode('text-resource', { html: '<h1>Bakery</h1><p>Fresh every morning.</p>' })]));
  const nameField = { ...createNode('text-widget'), label: { position: 'top', text: 'Your name' } } as FolioNode;
  const button = createNode('button-widget');
  (button as unknown as { meta: unknown }).meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [nameField.id] } }, appearance: { text: 'Send', icon: 'send', useText: true } };
  const panels = ['Prices', 'Opening hours'].map((title, i) => ({ id: `panel-${i}`, title, content: `<p>${title} here</p>`, collapsedByDefault: true, arrowColor: '', titleBgColor: '', contentBgColor: '' }));
  const accordion = createNode('accordion-widget', { label: { position: 'top', text: 'Questions' }, meta: { panels, allowMultipleOpen: false } } as never);
  const contact = await publishFolio(owner.token, 'Contact', (p) => pageWith(p, 'Contact', [createNode('text-resource', { html: '<h1>Contact</h1>' }), accordion, nameField, button]));
  const created = await api<Website>(owner.token, 'POST', '/api/websites', { name: 'Bakery', slug: `bakery-${stamp}` });
  websiteId = created.id;
  await api(owner.token, 'PATCH', `/api/websites/${created.id}`, { pages: [{ folioId: home.id, slug: 'home' }, { folioId: contact.id, slug: 'contact' }], defaultPageFolioId: home.id });
  site = await api<Website>(owner.token, 'POST', `/api/websites/${created.id}/publish`);
}, 120_000);

describe('analytics, in Chromium', () => {
  it('counts a visitor’s pages, accordion and form, not a Do-Not-Track visitor nor a bot, and shows it to the owner', async () => {
    // The visitor.
    const visitor = await browser().newContext({ viewport: { width: 568, height: 900 }, userAgent: PERSON_UA });
    const v = await visitor.newPage();
    const beacons: string[] = [];
    v.on('request', (r) => r.method() === 'POST' && beacons.push(new URL(r.url()).pathname));
    await v.goto(`${site.siteUrl}/home`);
    await v.getByRole('heading', { name: 'Bakery' }).waitFor();
    await eventually(async () => beacons.filter((b) => b === '/public/api/pageSessions').length).toBe(1);
    await v.goto(`${site.siteUrl}/contact`);
    await eventually(async () => beacons.filter((b) => b === '/public/api/pageSessions').length).toBe(2);
    await v.locator('.fo-accordion-widget__title', { hasText: 'Prices' }).click();
    await v.getByLabel('Your name').fill('Ada');
    await v.getByRole('button', { name: 'Send' }).click();
    await v.getByText('Submission successfully received!').waitFor();
    await eventually(async () => beacons.filter((b) => b === '/public/api/uiEvents').length).toBeGreaterThanOrEqual(3);
    // Only one site session for the tab, however many pages.
    expect(beacons.filter((b) => b === '/public/api/siteSessions')).toHaveLength(1);
    await visitor.close();

    // Do-Not-Track: nothing leaves the page.
    const quiet = await browser().newContext({ viewport: { width: 1280, height: 900 }, userAgent: PERSON_UA, extraHTTPHeaders: { dnt: '1' } });
    await quiet.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    const q = await quiet.newPage();
    const quietBeacons: string[] = [];
    q.on('request', (r) => r.method() === 'POST' && quietBeacons.push(r.url()));
    await q.goto(`${site.siteUrl}/contact`);
    await q.locator('.fo-accordion-widget__title', { hasText: 'Prices' }).click();
    await q.waitForTimeout(1000);
    expect(quietBeacons).toEqual([]);
    await quiet.close();

    // A bot: the script sends, the server counts nothing.
    const bot = await browser().newContext({ userAgent: BOT_UA });
    const b = await bot.newPage();
    await b.goto(`${site.siteUrl}/home`);
    await b.waitForTimeout(1500);
    await bot.close();

    // The owner's screen: 2 views by 1 visitor on the website, its pages, events and conversion.
    for (const width of [1280, 568]) {
      const ctx = await browser().newContext({ viewport: { width, height: 1000 } });
      const page = await ctx.newPage();
      await signIn(page, owner);
      await page.goto(`${baseUrl}/analytics`);
      const row = page.getByTestId('analytics-item').filter({ hasText: 'Bakery' });
      await eventually(async () => (await row.count()) === 1 && (await row.innerText()).replace(/\s+/g, ' ')).toMatch(/Bakery\s*website\s+1\s+2$/);
      await page.screenshot({ path: path.join(SHOTS, `analytics-all-${width}.png`), fullPage: true });
      await row.getByTestId('analytics-item-open').click();
      await page.waitForURL(/\/analytics\?type=website&id=/);
      expect(page.url()).toContain(websiteId);
      await eventually(async () => page.getByTestId('analytics-pages').innerText()).toContain('/contact');
      expect(await page.getByTestId('analytics-pages').innerText()).toContain('/home');
      const events = await page.getByTestId('analytics-events').innerText();
      expect(events).toMatch(/accordion\s+open\s+Prices/);
      expect(events).toMatch(/form\s+start/);
      expect(events).toMatch(/form\s+submit\s+Send/);
      // The funnel counts visitors (one here, on two pages), each step part of the one before.
      const conversion = (await page.getByTestId('analytics-funnel').innerText()).replace(/\s+/g, ' ');
      expect(conversion).toBe('1 Visitors 1 Started a form (100 %) 1 Sent a form (100 %)');
      expect(await page.getByTestId('analytics-devices').innerText()).toContain('desktop');
      await page.screenshot({ path: path.join(SHOTS, `analytics-website-${width}.png`), fullPage: true });
      await ctx.close();
    }
  });

  it('keeps the app’s site session in step with the account (spec §4): made, updated on sign-in, wiped on sign-out and for another account', async () => {
    const other = await verifiedAccount('Oscar Other');
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('siteSession') ?? 'null') as { id: string; accountId: string | null } | null);
    await page.goto(`${baseUrl}/login`);
    await eventually(async () => { const s = await stored(); return s ? s.accountId : 'none'; }).toBeNull();
    const guest = (await stored())!.id;
    await signIn(page, owner);
    await eventually(async () => (await stored())?.accountId).toBe(owner.userId);
    expect((await stored())!.id).toBe(guest);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await eventually(async () => { const s = await stored(); return s ? s.accountId : 'none'; }).toBeNull();
    const afterLogout = (await stored())!.id;
    expect(afterLogout).not.toBe(guest);
    // Another account signing in where the guest session was: updated. Switching straight to another: new.
    await signIn(page, other);
    await eventually(async () => (await stored())?.accountId).toBe(other.userId);
    await page.evaluate((s) => localStorage.setItem('siteSession', JSON.stringify(s)), { id: (await stored())!.id, accountId: owner.userId });
    await page.reload();
    await eventually(async () => (await stored())?.accountId).toBe(other.userId);
    expect((await stored())!.id).not.toBe(afterLogout);
    await ctx.close();
  });
});
