// "Show more" on the marketplace, the asset library and the administrators' user list reads the next page by keyset (issue 28): each click asks
// for one page after the last card (cursor), never the whole list again, so it keeps working past the 100 items
// one request may hold.
import path from 'node:path';
import type { FolioDocument } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api } from './api.ts';
import { uploadFile } from './client.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
const LISTED = 30;
const OWNED = 27;
const ACCOUNTS = 53;
const accountTag = `pagedacct${Date.now()}`;
let seller: Account;
const sellerName = `Paging Seller ${Date.now()}`;

beforeAll(async () => {
  seller = await verifiedAccount(sellerName);
  await Promise.all(
    Array.from({ length: LISTED }, async (_, i) => {
      const made = await api<FolioDocument & { id: string; version: number }>(seller.token, 'POST', '/api/folios', { name: `Paged planner ${i}` });
      const nodes = Object.fromEntries(textPage(made.root.pages[0]!, 'Planner', `<h1>Planner ${i}</h1>`).map((n) => [n.id, n]));
      await api(seller.token, 'PATCH', `/api/folios/${made.id}`, { baseVersion: made.version, log: [{ action: 'insert' }], root: { isPublic: true }, nodes: { ...made.nodes, ...nodes }, replaceNodes: true });
      await api(seller.token, 'PATCH', `/api/folios/${made.id}/publish`, {});
      const created = await fetch(`${baseUrl}/api/licenseOptions?index=true`, { method: 'POST', headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ itemType: 'folio', itemId: made.id, root: {} }) });
      await api(seller.token, 'PATCH', `/api/licenseOptions/publish/${await created.text()}`, { root: { price: String(5 + i), licenseType: 'edit' } });
    }),
  );
  const admin = await adminToken();
  await Promise.all(Array.from({ length: ACCOUNTS }, (_, i) => api(admin, 'POST', '/api/users', { email: `${accountTag}-${i}@example.test`, displayName: `Paged account ${i}` })));
  await Promise.all(
    Array.from({ length: OWNED }, async (_, i) => {
      const blobId = await uploadFile(baseUrl, seller.token, Buffer.from(`%PDF-1.4\n% paged file ${i} ${sellerName}\n`), 'application/pdf');
      await api(seller.token, 'POST', '/api/assets', { uuid: blobId, title: `Paged file ${i}` });
    }),
  );
}, 120_000);

describe('marketplace paging, in Chromium', () => {
  it.each([1280, 568])('shows more by reading the page after the last card (%i px)', async (width) => {
    const context = await browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signIn(page, seller);
    const asked: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/marketplace/folios')) asked.push(new URL(r.url()));
    });
    await page.goto(`${baseUrl}/marketplace`);
    // The whole marketplace may fill 24 cards too: count only once the author's filter has answered.
    const filtered = page.waitForResponse((r) => r.url().includes('/api/marketplace/folios') && new URL(r.url()).searchParams.get('authorName') === sellerName);
    await page.getByTestId('market-author').fill(sellerName);
    await filtered;
    const cards = page.getByTestId('market-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(24);
    const before = asked.length;
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(LISTED);
    const more = asked.slice(before);
    expect(more.length).toBe(1);
    expect(more[0]!.searchParams.get('first')).toBe('24');
    expect(more[0]!.searchParams.get('cursor')).toBeTruthy();
    const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-item-id')));
    expect(new Set(ids).size).toBe(LISTED);
    await expect.poll(() => page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, `marketplace-paging-${width}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the asset library shows more by reading the page after the last card', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signIn(page, seller);
    const asked: URL[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/assets') asked.push(new URL(r.url()));
    });
    await page.goto(`${baseUrl}/assets`);
    const cards = page.getByTestId('asset-grid').locator(':scope > *');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(24);
    const before = asked.length;
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(OWNED);
    const more = asked.slice(before);
    expect(more.length).toBe(1);
    expect(more[0]!.searchParams.get('first')).toBe('24');
    expect(more[0]!.searchParams.get('cursor')).toBeTruthy();
    await expect.poll(() => page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'assets-paging-1280.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 568, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'assets-paging-568.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the administrators’ user list shows more by reading the page after the last row', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signIn(page);
    const asked: URL[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/users/management') asked.push(new URL(r.url()));
    });
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByTestId('users-search').fill(accountTag);
    const rows = page.getByTestId('users-row');
    // The search has answered (the total says so), not the unfiltered list shown before it.
    await expect.poll(() => page.getByTestId('users-total').textContent(), { timeout: 15_000 }).toMatch(new RegExp(`^${ACCOUNTS} results`));
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(50);
    const before = asked.length;
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(ACCOUNTS);
    const more = asked.slice(before);
    expect(more.length).toBe(1);
    expect(more[0]!.searchParams.get('first')).toBe('50');
    expect(more[0]!.searchParams.get('cursor')).toBeTruthy();
    await expect.poll(() => page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'admin-users-paging-1280.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 568, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'admin-users-paging-568.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
