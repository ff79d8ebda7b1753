// Issue 26, in Chromium: a sharee's and a buyer's editor draw the page as visitors see it — the image and the chart —
// even after the owner made the folio private; and publishing a private folio says who sees it and offers to make
// it public in one click.
import path from 'node:path';
import { insertNode, createNode, type FolioDocument, type FolioNode } from '@folio/model';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser, waitSaved } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';
import { publishSamplePage, type SamplePage } from './samplePage.ts';

const browser = useBrowser();
const stamp = Date.now();
let owner: Account;
let sharee: Account;
let buyer: Account;
let sample: SamplePage;
let copyId = '';

type Doc = FolioDocument & { id: string; version: number };

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

/** Adds a chart of the sample's tour question under its image, saves and publishes. */
async function addChart(): Promise<void> {
  const doc = await api<Doc>(owner.token, 'GET', `/api/folios/${sample.folioId}?forEditing=true`);
  const nodes = Object.values(doc.nodes);
  const question = nodes.find((n) => n.kind === 'multiple-choice-widget')!;
  const image = nodes.find((n) => n.kind === 'asset-resource')!;
  const block = nodes.find((n) => n.kind === 'block' && n.resource === image.id)!;
  const column = nodes.find((n) => 'children' in n && n.children.includes(block.id))!;
  const chart = await api<{ id: string }>(owner.token, 'POST', `/api/visualizations/create/${sample.folioId}`, {
    root: { chartType: 'bar', widgetId: question.id, title: 'Tours chosen', description: '', colors: [], showLegend: true, showValues: true },
  });
  const holder = createNode('block');
  let next: FolioDocument = insertNode(doc, { parentId: column.id, node: holder });
  next = insertNode(next, { parentId: holder.id, node: createNode('visualization-widget', { meta: { visualizationId: chart.id } }) as FolioNode });
  await api(owner.token, 'PATCH', `/api/folios/${sample.folioId}`, { baseVersion: doc.version, log: [{ action: 'insert' }], root: next.root, nodes: next.nodes, replaceNodes: true });
  await api(owner.token, 'PATCH', `/api/folios/${sample.folioId}/publish`, {});
}

/** The buyer buys an edit licence of the folio (a copy of their own) through the test server's pay page. */
async function buyCopy(): Promise<string> {
  const created = await fetch(`${baseUrl}/api/licenseOptions?index=true`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ itemType: 'folio', itemId: sample.folioId, root: {} }) });
  const optionId = await created.text();
  await api(owner.token, 'PATCH', `/api/licenseOptions/publish/${optionId}`, { root: { price: '5', licenseType: 'edit' } });
  const cart = await api<{ items: Array<{ id: string; licenseOptionId: string }> }>(buyer.token, 'POST', '/api/products/cartItems/addMultiple', { items: [{ type: 'folio', licenseOptionId: optionId }] });
  const { orderId, url } = await api<{ orderId: string; url: string }>(buyer.token, 'POST', '/api/products/checkout', { cartItemIds: cart.items.map((i) => i.id) });
  await fetch(url, { method: 'POST', redirect: 'manual' });
  for (let i = 0; i < 60; i++) {
    const order = await api<{ status: string; items: Array<{ grantedFolioId: string | null }> }>(buyer.token, 'GET', `/api/orders/${orderId}`);
    if (order.items[0]?.grantedFolioId) return order.items[0].grantedFolioId;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the bought copy was not made');
}

beforeAll(async () => {
  [owner, sharee, buyer] = await Promise.all([verifiedAccount('Owen Owner'), verifiedAccount('Sadie Sharee'), verifiedAccount('Bea Buyer')]);
  await onboard(owner);
  sample = await publishSamplePage(baseUrl, owner.token, `Garden day ${stamp}`);
  await addChart();
  copyId = await buyCopy();
  // The owner makes the folio private and shares it with a collaborator: nothing on it is public any more.
  const doc = await api<Doc>(owner.token, 'GET', `/api/folios/${sample.folioId}?forEditing=true`);
  await api(owner.token, 'PATCH', `/api/folios/${sample.folioId}`, { baseVersion: doc.version, log: [{ action: 'updateSettings', path: 'root.isPublic' }], root: { ...doc.root, isPublic: false } });
  await api(owner.token, 'POST', '/api/shares', { itemType: 'folio', itemId: sample.folioId, permitteeType: 'user', permitteeId: sharee.userId, canEditContent: true });
}, 180_000);

/** Waits until the canvas draws the image (loaded) and the chart. */
async function drawsImageAndChart(page: Page): Promise<void> {
  const canvas = page.getByTestId('canvas');
  const image = canvas.locator('img.fo-asset--image');
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  await canvas.getByTestId('canvas-chart').locator('svg.fo-chart-svg title').filter({ hasText: 'Tours chosen' }).waitFor({ state: 'attached' });
  expect(await canvas.locator('.fo-asset--file').count()).toBe(0);
  expect(await canvas.getByText('This chart could not be loaded').count()).toBe(0);
}

async function openEditor(b: Browser, who: Account, folioId: string, width: number) {
  const context = await b.newContext({ viewport: { width, height: 1000 }, bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, who);
  await page.goto(`${baseUrl}/folios/${folioId}/edit`);
  return { context, page, errors };
}

describe('a sharee’s and a buyer’s canvas', () => {
  it('draw the image and the chart as visitors saw them, at 1280 and 568 px, in two browsers', async () => {
    const b = browser();
    const [sh, bu] = await Promise.all([openEditor(b, sharee, sample.folioId, 1280), openEditor(b, buyer, copyId, 1280)]);
    for (const [who, s] of [['sharee', sh], ['buyer', bu]] as const) {
      await drawsImageAndChart(s.page);
      await s.page.getByTestId('canvas-chart').scrollIntoViewIfNeeded();
      await s.page.screenshot({ path: path.join(SHOTS, `reader-canvas-${who}-1280.png`) });
      expect(await axeViolations(s.page, ['[data-testid="canvas"]'])).toEqual([]);
      await s.page.setViewportSize({ width: 568, height: 1000 });
      await drawsImageAndChart(s.page);
      await s.page.getByTestId('canvas-chart').scrollIntoViewIfNeeded();
      await s.page.screenshot({ path: path.join(SHOTS, `reader-canvas-${who}-568.png`) });
      expect(await axeViolations(s.page, ['[data-testid="canvas"]'])).toEqual([]);
      expect(s.errors).toEqual([]);
      await s.context.close();
    }
  }, 120_000);
});

/** A private folio of the owner's with one text page, saved. */
async function privateFolio(name: string): Promise<string> {
  const made = await api<Doc>(owner.token, 'POST', '/api/folios', { name });
  const nodes = Object.fromEntries(textPage(made.root.pages[0]!, 'Notes', '<h1>Members only</h1><p>The plan for the year.</p>').map((n) => [n.id, n]));
  await api(owner.token, 'PATCH', `/api/folios/${made.id}`, { baseVersion: made.version, log: [{ action: 'insert' }], root: made.root, nodes: { ...made.nodes, ...nodes }, replaceNodes: true });
  return made.id;
}

const publicView = async (id: string) => (await fetch(`${baseUrl}/public/api/folios/${id}/view`)).status;

describe('publishing a private folio', () => {
  it.each([1280, 568])('at %i px says who sees it and makes it public in one click', async (width) => {
    const id = await privateFolio(`Club plans ${width} ${stamp}`);
    const { context, page, errors } = await openEditor(browser(), owner, id, width);
    await page.getByTestId('publish-button').click();
    const done = page.getByTestId('publish-done');
    await done.waitFor();
    expect(await done.innerText()).toContain('only its owner and the people it is shared with can see it');
    expect(await done.innerText()).not.toContain('visitors now see');
    expect(await publicView(id)).toBe(404);
    await page.screenshot({ path: path.join(SHOTS, `publish-private-${width}.png`) });
    expect(await axeViolations(page, ['[data-testid="publish-done"]'])).toEqual([]);

    await done.getByRole('button', { name: 'Make it public' }).click();
    await page.getByTestId('made-public').waitFor();
    await waitSaved(page);
    await expect.poll(() => publicView(id), { timeout: 15_000 }).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
