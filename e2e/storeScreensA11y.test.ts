// The making-and-selling screens pass WCAG 2.2 AA (issue 27): templates, marketplace, cart, the guest checkout,
// purchases and an order, sales with its refund dialog and payouts, assets (list, drawer, share dialog, upload, the
// asset picker), libraries, websites (list, dialogs, menus, a website's settings, menu, domain and pages),
// analytics (dashboard, links, the shared page) and a folio's submissions (table, drawer, export menu) — each read
// by axe over the whole page at 1280 and 568 px with its dialogs, drawers and menus open, as the owner or the buyer.
import fs from 'node:fs';
import path from 'node:path';
import type { FolioDocument, FolioNode } from '@folio/model';
import { createNode } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, publishFolio, sitesUrl, uploadPng } from './api.ts';
import { axeViolations, waitForStill, type AxeViolation } from './axe.ts';
import { uploadFile } from './client.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
const stamp = Date.now();
const folioName = `Garden planner ${stamp}`;
const assetTitle = `Garden map ${stamp}`;
let owner: Account;
let buyer: Account;
let folioId = '';
let assetId = '';
let assetOptionId = '';
let libraryId = 0;
let websiteId = '';
let formId = '';
let shareToken = '';
let siteUrl = '';
/** A person's browser (headless Chromium's own user agent is counted as a bot). */
const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Violations per screen and width (the totals go to .tmp/screenshots/store-a11y-totals.json). */
const totals: Record<string, number> = {};
const details: Record<string, AxeViolation[]> = {};

/** The screens whose look this change touched, kept as screenshots. */
const SHOT = ['order', 'sales', 'assets', 'assets-upload', 'websites', 'websites-menu', 'libraries-menu', 'website-detail', 'marketplace-added-notice'];

/** Lets open transitions finish, then reads the whole page with axe at 1280 and then 568 px. */
async function sweep(page: Page, screen: string): Promise<void> {
  for (const width of [1280, 568]) {
    await page.setViewportSize({ width, height: 900 });
    // Opening transitions (dialogs, drawers, menus, notices) finished: a fading element reads as low contrast.
    await waitForStill(page);
    const found: AxeViolation[] = await axeViolations(page);
    totals[`${screen} @${width}`] = found.reduce((n, v) => n + v.targets.length, 0);
    if (found.length) details[`${screen} @${width}`] = found;
    fs.writeFileSync(path.join(SHOTS, 'store-a11y-totals.json'), JSON.stringify({ totals, details }, null, 2));
    if (SHOT.includes(screen)) await page.screenshot({ path: path.join(SHOTS, `store-a11y-${screen}-${width}.png`) });
    expect.soft(found, `${screen} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A form (one labelled field and a Send button) on a page: what makes submissions. */
function formPage(pageId: string): FolioNode[] {
  const field = { ...createNode('text-widget'), label: { position: 'top', text: 'Your name' } } as FolioNode;
  const button = createNode('button-widget');
  button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [field.id] } }, appearance: { text: 'Send', icon: 'send', useText: true } };
  formId = `${field.id} ${button.id}`;
  const blocks = [field, button].map((r) => createNode('block', { resource: r.id }));
  const column = createNode('column', { children: blocks.map((b) => b.id) });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: 'RSVP', children: [tile.id] }), tile, layout, column, ...blocks, field, button];
}

async function licence(itemType: 'folio' | 'asset', itemId: string, root: Record<string, string>): Promise<string> {
  const created = await fetch(`${baseUrl}/api/licenseOptions?index=true`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ itemType, itemId, root: {} }) });
  const id = await created.text();
  await api(owner.token, 'PATCH', `/api/licenseOptions/publish/${id}`, { root });
  return id;
}

/** Payouts on the test server's Connect pages, as the seller's browser would submit them. */
async function onboard(who: Account): Promise<void> {
  const { url } = await api<{ url: string }>(who.token, 'GET', `/api/stripeConnectedAccounts/${who.userId}/generateAccountLink`);
  const page = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
  await fetch(new URL(action, url), { method: 'POST', body: new URLSearchParams({ business: 'Seller' }), redirect: 'manual' });
  for (let i = 0; i < 60; i++) {
    if ((await api<{ chargesEnabled?: boolean } | null>(who.token, 'GET', `/api/stripeAccountInfo/${who.userId}`))?.chargesEnabled) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the seller’s payout account was not enabled');
}

beforeAll(async () => {
  owner = await verifiedAccount('Olive Owner');
  buyer = await verifiedAccount('Basil Buyer');
  await onboard(owner);
  // A folio for sale (with a cover), a free template, a form with submissions.
  const made = await api<FolioDocument & { id: string; version: number }>(owner.token, 'POST', '/api/folios', { name: folioName });
  folioId = made.id;
  const nodes = Object.fromEntries(textPage(made.root.pages[0]!, 'Planner', '<h1>Plan the garden</h1><p>Beds, seeds, water.</p>').map((n) => [n.id, n]));
  const cover = await uploadPng(owner.token, 800, 500, '#2f6b3a');
  await api(owner.token, 'PATCH', `/api/folios/${folioId}`, { baseVersion: made.version, log: [{ action: 'insert' }], root: { isPublic: true, summary: 'A garden planner', thumbnailUrl: cover }, nodes: { ...made.nodes, ...nodes }, replaceNodes: true });
  await api(owner.token, 'PATCH', `/api/folios/${folioId}/publish`, {});
  await licence('folio', folioId, { price: '25', licenseType: 'personal' });
  const template = await publishFolio(owner.token, `Seed swap ${stamp}`, (p) => textPage(p, 'Swap', '<h1>Seed swap</h1><p>Bring seeds.</p>'));
  await licence('folio', template.id, { price: '0', licenseType: 'personal' });
  const form = await publishFolio(owner.token, `Garden RSVP ${stamp}`, formPage, { root: { spamProtection: 'none' } });
  const [fieldId, buttonId] = formId.split(' ');
  for (const name of ['Ada', 'Grace']) {
    const res = await fetch(`${sitesUrl}/public/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session': 'e2e-store-a11y-session-01' },
      body: JSON.stringify({ folioId: form.id, buttonId, data: { [fieldId!]: name } }),
    });
    expect(res.status).toBe(201);
  }
  formId = form.id;
  // An asset (an image) for sale, a library holding both, a website with two pages.
  const blob = await uploadPng(owner.token, 600, 400, '#c96f2d');
  assetId = (await api<{ id: string }>(owner.token, 'POST', '/api/assets', { uuid: blob.slice('/blob/'.length), title: assetTitle, isPublic: true })).id;
  await uploadFile(baseUrl, owner.token, Buffer.from(`%PDF-1.4\n% notes ${stamp}\n`), 'application/pdf').then((uuid) => api(owner.token, 'POST', '/api/assets', { uuid, title: `Garden notes ${stamp}` }));
  assetOptionId = await licence('asset', assetId, { price: '4', taxPercentage: '13', licenseType: 'personal' });
  libraryId = (await api<{ id: number }>(owner.token, 'POST', '/api/libraries', { name: `Garden shelf ${stamp}` })).id;
  await api(owner.token, 'POST', '/api/libraries/item', { libraryId, itemId: folioId, itemType: 'folio' });
  await api(owner.token, 'POST', '/api/libraries/item', { libraryId, itemId: assetId, itemType: 'asset' });
  const site = await api<{ id: string }>(owner.token, 'POST', '/api/websites', { name: `Garden club ${stamp}`, slug: `garden-${stamp}` });
  websiteId = site.id;
  await api(owner.token, 'PATCH', `/api/websites/${websiteId}`, { pages: [{ folioId, slug: 'home' }, { folioId: template.id, slug: 'swap' }], defaultPageFolioId: folioId });
  siteUrl = (await api<{ siteUrl: string }>(owner.token, 'POST', `/api/websites/${websiteId}/publish`)).siteUrl;
  shareToken = (await api<{ token: string }>(owner.token, 'POST', '/api/foliosAnalytics/links', { entityType: 'website', entityId: websiteId })).token;
}, 150_000);

describe('the making-and-selling screens, read by axe at 1280 and 568 px', () => {
  it('buyer: templates, marketplace, cart, guest checkout, order, purchases', async () => {
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const b = await ctx.newPage();
    await signIn(b, buyer);

    await b.goto(`${baseUrl}/templates`);
    await b.getByTestId('template-card').first().waitFor();
    await sweep(b, 'templates');

    await b.goto(`${baseUrl}/marketplace`);
    await b.getByTestId('market-title').fill(`planner ${stamp}`);
    const card = b.locator(`[data-testid="market-card"][data-item-id="${folioId}"]`);
    await card.getByTestId('market-add').waitFor();
    await sweep(b, 'marketplace');
    await card.getByTestId('market-add').click();
    await b.getByText(`Added “${folioName}” to your cart.`).waitFor();
    // The pointer on the notice keeps it open while it is read.
    await b.getByText(`Added “${folioName}” to your cart.`).hover();
    await sweep(b, 'marketplace-added-notice');

    await b.getByTestId('nav-cart').click();
    await b.getByTestId('cart-group').waitFor();
    await sweep(b, 'cart');
    await b.getByTestId('cart-pay').click();
    await b.waitForURL(/\/c\/pay\//);
    await b.getByRole('button', { name: /^Pay / }).click();
    await b.waitForURL(/\/purchases\/orders\//);
    await expect.poll(async () => b.getByTestId('order').getAttribute('data-status'), { timeout: 15_000 }).toBe('paid');
    await sweep(b, 'order');

    await b.goto(`${baseUrl}/purchases`);
    await b.getByTestId('purchases-list').waitFor();
    await b.getByTestId('purchase-row').first().waitFor();
    await sweep(b, 'purchases');

    // The guest checkout: the product page of a licence option, with a wrong address shown.
    const guest = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await guest.goto(`${sitesUrl}/buy/${assetOptionId}`);
    await guest.getByRole('heading', { level: 1, name: assetTitle }).waitFor();
    await sweep(guest, 'guest-product');
    await guest.getByLabel('Your email address').fill('not an address');
    await guest.getByRole('button', { name: /^Buy for / }).click();
    await guest.getByRole('alert').first().waitFor();
    await sweep(guest, 'guest-product-error');
    await guest.context().close();
    await ctx.close();
  }, 150_000);

  it('owner: sales, assets, libraries', async () => {
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const s = await ctx.newPage();
    await signIn(s, owner);

    await s.goto(`${baseUrl}/sales`);
    await s.getByTestId('payouts-status').waitFor();
    await expect.poll(async () => s.getByTestId('sale-row').count(), { timeout: 15_000 }).toBe(1);
    await sweep(s, 'sales');
    // Each "Refund order" button says which sale it refunds (a list of same-named buttons reads as one).
    await s.getByRole('button', { name: `Refund order: ${folioName}, bought by Basil Buyer on ` }).waitFor();
    await s.getByTestId('sale-refund').first().click();
    await s.getByTestId('refund-preview').waitFor();
    await sweep(s, 'sales-refund-dialog');
    await s.keyboard.press('Escape');

    await s.goto(`${baseUrl}/assets`);
    const assetCard = s.getByTestId('asset-card').filter({ has: s.getByTestId('asset-title').getByText(assetTitle, { exact: true }) });
    await assetCard.waitFor();
    await sweep(s, 'assets');
    await assetCard.click();
    await s.getByTestId('asset-drawer').getByTestId('license-options').waitFor();
    await sweep(s, 'assets-drawer');
    await s.getByTestId('asset-share').click();
    await s.getByRole('dialog', { name: /Share/ }).waitFor();
    await sweep(s, 'assets-share-dialog');
    await s.keyboard.press('Escape');
    await s.keyboard.press('Escape');
    // An upload under way (its progress shown).
    await s.locator('input[type="file"]').first().setInputFiles({ name: 'bed.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% bed ${stamp}\n`) });
    await s.getByText('bed.pdf').first().waitFor();
    await sweep(s, 'assets-upload');

    await s.goto(`${baseUrl}/libraries`);
    await s.getByTestId('library-row').first().waitFor();
    await sweep(s, 'libraries');
    await s.getByTestId('library-actions').first().click();
    await s.getByTestId('library-rename').waitFor();
    await sweep(s, 'libraries-menu');
    await s.getByTestId('library-rename').click();
    await s.getByRole('dialog').waitFor();
    await sweep(s, 'libraries-dialog');
    await s.keyboard.press('Escape');

    await s.goto(`${baseUrl}/libraries/${libraryId}`);
    await s.getByTestId('library-item').first().waitFor();
    await sweep(s, 'library-detail');
    await s.getByTestId('library-add-folios').click();
    await s.getByRole('dialog').waitFor();
    await sweep(s, 'library-detail-add-dialog');
    await s.keyboard.press('Escape');
    await s.getByTestId('library-share').click();
    await s.getByRole('dialog', { name: /Share/ }).waitFor();
    await sweep(s, 'library-detail-share-dialog');
    await s.keyboard.press('Escape');
    await ctx.close();
  }, 150_000);

  it('owner: websites', async () => {
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const s = await ctx.newPage();
    await signIn(s, owner);

    await s.goto(`${baseUrl}/websites`);
    await s.getByTestId('website-row').first().waitFor();
    await sweep(s, 'websites');
    // Opened from the keyboard (the menus have no focus placeholder any more), the arrow keys reach its items.
    await s.getByTestId('website-actions').first().focus();
    await s.keyboard.press('Enter');
    await s.getByTestId('website-delete').waitFor();
    await s.keyboard.press('ArrowDown');
    expect(await s.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('website-delete');
    await sweep(s, 'websites-menu');
    await s.keyboard.press('Escape');

    await s.goto(`${baseUrl}/websites/${websiteId}`);
    await s.getByTestId('website-page').first().waitFor();
    await sweep(s, 'website-detail');
    await s.getByTestId('website-add-pages').click();
    await s.getByRole('dialog').waitFor();
    await sweep(s, 'website-detail-add-pages-dialog');
    await s.keyboard.press('Escape');
    await s.getByTestId('website-settings-logo-choose').click();
    await s.getByRole('dialog').first().waitFor();
    await sweep(s, 'website-detail-asset-picker');
    await s.keyboard.press('Escape');

    await ctx.close();
  }, 150_000);

  it('owner: analytics, submissions', async () => {
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const s = await ctx.newPage();
    await signIn(s, owner);
    // A visit to the website, so that analytics lists it.
    const visitor = await browser().newContext({ viewport: { width: 1280, height: 900 }, userAgent: PERSON_UA });
    const v = await visitor.newPage();
    const sessions = new Promise<void>((resolve) => v.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/public/api/pageSessions' && resolve()));
    await v.goto(`${siteUrl}/home`);
    await sessions;
    await visitor.close();
    // Beacons are written in batches (about every second): the screen shows the visit once it is stored.
    await expect
      .poll(async () => (await api<{ items: unknown[] }>(owner.token, 'GET', '/api/foliosAnalytics')).items.length, { timeout: 15_000 })
      .toBeGreaterThan(0);

    await s.goto(`${baseUrl}/analytics`);
    await s.getByTestId('analytics-item').first().waitFor();
    await sweep(s, 'analytics');
    await s.goto(`${baseUrl}/analytics?type=website&id=${websiteId}`);
    await s.getByTestId('analytics-share').waitFor();
    await s.getByTestId('analytics-share-link').first().waitFor();
    await sweep(s, 'analytics-item-links');
    await s.goto(`${baseUrl}/analytics/shared/${shareToken}`);
    await s.getByTestId('shared-analytics-title').waitFor();
    await sweep(s, 'analytics-shared');

    await s.goto(`${baseUrl}/folios/${formId}/submissions`);
    await s.getByTestId('submission-row').first().waitFor();
    await sweep(s, 'submissions');
    await s.getByTestId('submissions-export').click();
    await s.getByTestId('submissions-export-csv').waitFor();
    await sweep(s, 'submissions-export-menu');
    await s.keyboard.press('Escape');
    await s.getByTestId('submission-row').first().click();
    await s.getByRole('dialog').waitFor();
    await sweep(s, 'submissions-drawer');
    await ctx.close();
  }, 150_000);

});
