// Selling (issue 13) in Chromium, through the Stripe test server Folio starts itself: the seller onboards on its
// Connect pages and offers licences; the buyer finds them by filter, adds both (a second add shows the spec's
// text), pays on its pay page, comes back, finds them in Purchased with exactly their rights, downloads the file a
// guest cannot; a refund takes it all back.
import path from 'node:path';
import type { FolioDocument } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, uploadPng } from './api.ts';
import { axeViolations } from './axe.ts';
import { uploadFile } from './client.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });
let seller: Account;
let buyer: Account;
let folioId = '';
let assetId = '';
let blobId = '';
const stamp = Date.now();
const folioName = `Wedding planner ${stamp}`;

beforeAll(async () => {
  seller = await verifiedAccount('Sally Seller');
  buyer = await verifiedAccount('Bob Buyer');
  const made = await api<FolioDocument & { id: string; version: number }>(seller.token, 'POST', '/api/folios', { name: folioName });
  folioId = made.id;
  const nodes = Object.fromEntries(textPage(made.root.pages[0]!, 'Planner', '<h1>Plan the day</h1><p>Guests, menu, music.</p>').map((n) => [n.id, n]));
  const cover = await uploadPng(seller.token, 800, 500, '#7a5af8');
  await api(seller.token, 'PATCH', `/api/folios/${made.id}`, { baseVersion: made.version, log: [{ action: 'insert' }], root: { isPublic: true, summary: 'A planner with a guest form', thumbnailUrl: cover }, nodes: { ...made.nodes, ...nodes }, replaceNodes: true });
  await api(seller.token, 'PATCH', `/api/folios/${made.id}/publish`, {});
  blobId = await uploadFile(baseUrl, seller.token, Buffer.from(`%PDF-1.4\n% sold file ${stamp}\n`), 'application/pdf');
  const asset = await api<{ id: string }>(seller.token, 'POST', '/api/assets', { uuid: blobId, title: `Seating chart ${stamp}`, isPublic: true });
  assetId = asset.id;
  // The new option's id comes back as text (spec §7).
  const created = await fetch(`${baseUrl}/api/licenseOptions?index=true`, { method: 'POST', headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ itemType: 'asset', itemId: assetId, root: {} }) });
  const optionId = await created.text();
  await api(seller.token, 'PATCH', `/api/licenseOptions/publish/${optionId}`, { root: { price: '4', licenseType: 'personal' } });
}, 120_000);

const fileStatus = async (token: string | null) => (await fetch(`${baseUrl}/blob/${blobId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).status;

describe('selling, in Chromium', () => {
  it('seller onboards and offers two licences; buyer pays for a folio and an asset, uses them; a refund takes them back', async () => {
    // The seller sets up payouts on the test server's Connect pages.
    const ctxS = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const s = await ctxS.newPage();
    await signIn(s, seller);
    await s.goto(`${baseUrl}/sales`);
    await s.getByTestId('payments-test-mode').waitFor();
    await s.getByTestId('payouts-start').click();
    await s.waitForURL(/\/setup\/e\//);
    await s.screenshot({ path: path.join(SHOTS, 'selling-onboarding-1280.png') });
    await s.getByRole('button', { name: 'Agree and submit' }).click();
    await s.waitForURL(/\/sales\?payouts=return/);
    await eventually(async () => s.getByTestId('payouts-status').textContent()).toBe('Ready to be paid');
    await s.screenshot({ path: path.join(SHOTS, 'selling-sales-ready-1280.png') });

    // Two licence options on the folio, from its settings.
    await s.goto(`${baseUrl}/folios/${folioId}/edit`);
    await s.getByTestId('folio-settings-open').click();
    const options = s.getByTestId('license-options');
    await options.waitFor();
    await s.getByTestId('license-new-price').fill('25');
    await s.getByTestId('license-new-add').click();
    await eventually(async () => options.getByTestId('license-option').count()).toBe(1);
    await s.getByTestId('license-new-type').click();
    await s.getByRole('option', { name: 'Collect submissions' }).click();
    await s.getByTestId('license-new-price').fill('12');
    await s.getByTestId('license-new-tax').fill('13');
    await s.getByTestId('license-new-add').click();
    await eventually(async () => options.getByTestId('license-option').count()).toBe(2);
    await options.screenshot({ path: path.join(SHOTS, 'selling-license-options-1280.png') });

    // The buyer, on a narrow screen, finds the folio by filter and adds the "Collect submissions" licence.
    const ctxB = await browser().newContext({ viewport: { width: 568, height: 1000 }, bypassCSP: true });
    const b = await ctxB.newPage();
    await signIn(b, buyer);
    await b.goto(`${baseUrl}/marketplace`);
    await b.getByTestId('market-title').fill(`planner ${stamp}`);
    await b.getByTestId('market-price').fill('20');
    const card = b.locator(`[data-testid="market-card"][data-item-id="${folioId}"]`);
    await card.waitFor();
    await eventually(async () => card.getByTestId('market-option').count()).toBe(2);
    // The card shows the folio's cover, named for screen readers.
    const coverImg = card.getByRole('img', { name: `Cover of “${folioName}”` });
    await eventually(async () => coverImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    await b.screenshot({ path: path.join(SHOTS, 'selling-marketplace-568.png'), fullPage: true });
    expect(await axeViolations(b, ['[data-testid="market-grid"]'])).toEqual([]);
    await b.setViewportSize({ width: 1280, height: 1000 });
    await b.screenshot({ path: path.join(SHOTS, 'selling-marketplace-1280.png'), fullPage: true });
    await b.setViewportSize({ width: 568, height: 1000 });
    const submissionsOption = card.getByTestId('market-option').filter({ hasText: 'Collect submissions · 12.00 CAD' });
    await submissionsOption.getByTestId('market-add').click();
    await b.getByText(`Added “${folioName}” to your cart.`).waitFor();
    await submissionsOption.getByTestId('market-add').click();
    await b.getByText('Failed to add cart item; it is already in the cart.').waitFor();
    await eventually(async () => b.getByTestId('nav-cart').getAttribute('aria-label')).toBe('Cart: 1 item');

    // And the asset, from the Assets side.
    await b.getByTestId('market-kind').getByText('Assets').click();
    // The Assets side says what it lists (not the folios' line).
    expect(await b.getByTestId('market-subtitle').textContent()).toBe('Images and files others sell, with the licence you need.');
    await b.getByTestId('market-title').fill(`Seating chart ${stamp}`);
    const assetCard = b.locator(`[data-testid="market-card"][data-item-id="${assetId}"]`);
    await assetCard.waitFor();
    await assetCard.getByTestId('market-add').click();
    await eventually(async () => b.getByTestId('nav-cart').getAttribute('aria-label')).toBe('Cart: 2 items');
    expect(await fileStatus(buyer.token)).toBe(404);

    // One seller, one currency: one payment of 13.56 + 4.00.
    await b.getByTestId('nav-cart').click();
    await b.getByTestId('cart-group').waitFor();
    await b.screenshot({ path: path.join(SHOTS, 'selling-cart-568.png'), fullPage: true });
    expect(await b.getByTestId('cart-pay').innerText()).toBe('Pay 17.56 CAD');
    await b.getByTestId('cart-pay').click();
    await b.waitForURL(/\/c\/pay\//);
    await b.screenshot({ path: path.join(SHOTS, 'selling-pay-page-568.png') });
    await b.getByRole('button', { name: /^Pay 17\.56 CAD$/ }).click();
    await b.waitForURL(/\/purchases\/orders\//);
    await eventually(async () => b.getByTestId('order').getAttribute('data-status')).toBe('paid');
    await b.screenshot({ path: path.join(SHOTS, 'selling-order-paid-568.png'), fullPage: true });
    // The bought file downloads from the order page too.
    expect(await b.getByTestId('order-download').getAttribute('href')).toContain('download=1');
    expect(await axeViolations(b, ['[data-testid="order-line"]'])).toEqual([]);
    await eventually(async () => b.getByTestId('nav-cart').getAttribute('aria-label')).toBe('Cart');

    // Purchased: the copy opens with its licence; content editing is refused with the spec's text.
    await b.goto(`${baseUrl}/purchases`);
    await eventually(async () => b.getByTestId('purchase-row').count()).toBe(2);
    await b.screenshot({ path: path.join(SHOTS, 'selling-purchased-568.png'), fullPage: true });
    await b.getByTestId('purchase-row').filter({ hasText: folioName }).getByTestId('purchase-open').click();
    await b.waitForURL(/\/folios\/[0-9a-f-]{36}\/edit$/);
    const copyId = /\/folios\/([0-9a-f-]{36})\/edit$/.exec(b.url())![1]!;
    expect(copyId).not.toBe(folioId);
    await b.getByTestId('editor-rights-notice').waitFor();
    // Its licence does not allow resale: no template or selling controls; the settings say why (568, then 1280).
    for (const width of [568, 1280]) {
      await b.setViewportSize({ width, height: 1000 });
      await b.getByTestId('folio-settings-open').click();
      await b.getByTestId('licence-no-resale').waitFor();
      await b.getByTestId('licence-no-resale').scrollIntoViewIfNeeded();
      await b.waitForTimeout(400); // the drawer's opening transition, for the screenshot
      expect(await b.getByTestId('template-offer').count()).toBe(0);
      expect(await b.getByTestId('license-options').count()).toBe(0);
      await b.screenshot({ path: path.join(SHOTS, `selling-bought-copy-settings-${width}.png`) });
      expect(await axeViolations(b, ['[data-testid="licence-no-resale"]'])).toEqual([]);
      await b.keyboard.press('Escape');
    }
    await b.setViewportSize({ width: 568, height: 1000 });
    const copy = await api<FolioDocument & { version: number; canEditContent: boolean; canEditSettings: boolean }>(buyer.token, 'GET', `/api/folios/${copyId}?forEditing=true`);
    // "Collect submissions": settings yes (it has the submission right), content no.
    expect(copy).toMatchObject({ canEditContent: false, canEditSettings: true });
    const refused = await fetch(`${baseUrl}/api/folios/${copyId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ baseVersion: copy.version, log: [{ action: 'updateText' }], nodes: Object.fromEntries(Object.entries(copy.nodes).slice(0, 1)) }),
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("Cannot modify this folio's content");

    // The sold file: the buyer downloads it, a guest cannot.
    expect(await fileStatus(buyer.token)).toBe(200);
    expect(await fileStatus(null)).toBe(404);

    // Back in the marketplace, the licence bought says "You own this" instead of offering it again.
    await b.goto(`${baseUrl}/marketplace`);
    await b.getByTestId('market-title').fill(`planner ${stamp}`);
    await card.waitFor();
    const owned = card.getByTestId('market-option').filter({ hasText: 'Collect submissions · 12.00 CAD' });
    await owned.getByTestId('market-owned').waitFor();
    expect(await owned.getByTestId('market-add').count()).toBe(0);
    await b.screenshot({ path: path.join(SHOTS, 'selling-marketplace-owned-568.png'), fullPage: true });

    // The seller's bell names both items sold and the seller's share.
    const assetName = `Seating chart ${stamp}`;
    await s.goto(`${baseUrl}/sales`);
    await s.getByTestId('bell').click();
    await s.getByTestId('bell-item').filter({ hasText: `Bob Buyer bought “${assetName}” and “${folioName}” for 17.56 CAD (` }).filter({ hasText: 'CAD to you after the platform fee' }).waitFor();
    await s.keyboard.press('Escape');

    // The seller sees the sale and, before refunding, what the refund covers.
    await eventually(async () => s.getByTestId('sale-row').count()).toBe(2);
    await s.getByTestId('sales-revenue').waitFor();
    await s.screenshot({ path: path.join(SHOTS, 'selling-sales-1280.png'), fullPage: true });
    await s.getByTestId('sale-refund').first().click();
    const preview = s.getByTestId('refund-preview');
    await preview.waitFor();
    expect(await preview.textContent()).toContain('Bob Buyer gets 17.56 CAD back');
    expect(await preview.getByTestId('refund-preview-item').allTextContents()).toEqual([
      `“${assetName}” (Personal copy, 4.00 CAD): they can no longer download the file`,
      `“${folioName}” (Collect submissions, 13.56 CAD): their copy is deleted`,
    ]);
    expect(await preview.getByTestId('refund-preview-copy').allTextContents()).toEqual([`“${folioName}”, Bob Buyer’s copy`]);
    await s.waitForTimeout(300); // the dialog's opening transition, for the screenshot
    await s.screenshot({ path: path.join(SHOTS, 'selling-refund-preview-1280.png') });
    expect(await axeViolations(s, ['[data-testid="sale-refund-dialog"]'])).toEqual([]);
    await s.setViewportSize({ width: 568, height: 900 });
    await s.screenshot({ path: path.join(SHOTS, 'selling-refund-preview-568.png') });
    expect(await s.getByTestId('sale-refund-confirm').textContent()).toBe('Refund 17.56 CAD');
    await s.getByTestId('sale-refund-confirm').click();
    await eventually(async () => s.locator('[data-testid="sale-row"][data-status="refunded"]').count()).toBe(2);
    expect(await fileStatus(buyer.token)).toBe(404);
    await b.goto(`${baseUrl}/purchases`);
    await eventually(async () => b.locator('[data-testid="purchase-row"][data-status="refunded"]').count()).toBe(2);
    // The buyer is told: on the bell and by mail; the copy's page says why it is gone.
    await b.getByTestId('bell').click();
    await b.getByTestId('bell-item').filter({ hasText: `Sally Seller refunded your purchase of “${assetName}” and “${folioName}” (17.56 CAD)` }).waitFor();
    await b.screenshot({ path: path.join(SHOTS, 'selling-refund-bell-568.png') });
    await b.keyboard.press('Escape');
    const outbox = await api<{ items: Array<{ to: string; subject: string; text: string }> }>(await adminToken(), 'GET', '/api/admin/outbox?first=50');
    expect(outbox.items.find((m) => m.to === buyer.email && m.subject.startsWith('Refunded:'))?.text).toContain(folioName);
    await b.goto(`${baseUrl}/folios/${copyId}/edit`);
    await eventually(async () => b.getByTestId('editor-load-error').textContent()).toContain('the purchase it came from was refunded');
    await b.getByRole('heading', { level: 1, name: 'This copy is no longer in your account' }).waitFor();
    await b.screenshot({ path: path.join(SHOTS, 'selling-refunded-copy-568.png') });
    expect(await axeViolations(b)).toEqual([]);
    await b.setViewportSize({ width: 1280, height: 900 });
    await b.screenshot({ path: path.join(SHOTS, 'selling-refunded-copy-1280.png') });
    await b.getByRole('link', { name: 'Your purchases' }).click();
    await b.waitForURL(/\/purchases$/);
    await ctxS.close();
    await ctxB.close();
  });
});
