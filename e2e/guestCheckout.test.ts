// Buying without an account (issue 25) in Chromium: a visitor opens a licence option's product page on the sites
// origin, buys with an email alone on the Stripe test server's pay page, comes back to the thank-you page; the
// receipt's link, opened signed out, asks to sign in with that address, and after signing in adds the purchase to
// the account; the bought file then has a Download button that saves it. Screens at 1280 and 568 px, axe 0.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, sitesUrl } from './api.ts';
import { axeViolations } from './axe.ts';
import { uploadFile } from './client.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
const stamp = Date.now();
const title = `Wedding checklist ${stamp}`;
let seller: Account;
let buyer: Account;
let optionId = '';

/** Payouts on the test server's Connect pages, as the seller's browser would submit them. */
async function onboard(who: Account): Promise<void> {
  const { url } = await api<{ url: string }>(who.token, 'GET', `/api/stripeConnectedAccounts/${who.userId}/generateAccountLink`);
  const page = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
  const sent = await fetch(new URL(action, url), { method: 'POST', body: new URLSearchParams({ business: 'Seller' }), redirect: 'manual' });
  expect(sent.status).toBe(303);
  // The account.updated event arrives through a webhook; wait for it (beforeAll has no expect.poll).
  for (let i = 0; i < 60; i++) {
    if ((await api<{ chargesEnabled?: boolean } | null>(who.token, 'GET', `/api/stripeAccountInfo/${who.userId}`))?.chargesEnabled) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the seller’s payout account was not enabled');
}

async function claimLinkTo(email: string): Promise<string> {
  const admin = await adminToken();
  let link = '';
  await expect
    .poll(
      async () => {
        const outbox = await api<{ items: Array<{ to: string; subject: string; text: string }> }>(admin, 'GET', '/api/admin/outbox?first=50');
        const mail = outbox.items.find((m) => m.to === email && m.subject.startsWith('Your Folio receipt'));
        link = (mail && /(http\S+\/claim\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1]) ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

beforeAll(async () => {
  seller = await verifiedAccount('Gail Seller');
  buyer = await verifiedAccount('Walk In Buyer');
  await onboard(seller);
  const blobId = await uploadFile(baseUrl, seller.token, Buffer.from(`%PDF-1.4\n% checklist ${stamp}\n`), 'application/pdf');
  const asset = await api<{ id: string }>(seller.token, 'POST', '/api/assets', { uuid: blobId, title, isPublic: true });
  const created = await fetch(`${baseUrl}/api/licenseOptions?index=true`, { method: 'POST', headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ itemType: 'asset', itemId: asset.id, root: {} }) });
  optionId = await created.text();
  await api(seller.token, 'PATCH', `/api/licenseOptions/publish/${optionId}`, { root: { price: '4', taxPercentage: '13', licenseType: 'personal' } });
}, 120_000);

describe('buying without an account, in Chromium', () => {
  it('product page → email → pay → thank you → claim link → sign in → Add to my account → Download', async () => {
    // The seller finds the option's product page in the asset's licence options.
    const wide = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const w = await wide.newPage();
    await signIn(w, seller);
    await w.goto(`${baseUrl}/assets`);
    await w.getByTestId('asset-card').filter({ has: w.getByTestId('asset-title').getByText(title, { exact: true }) }).click();
    const pageLink = w.getByTestId('asset-drawer').getByTestId('license-option-page');
    await pageLink.waitFor();
    expect(await pageLink.getAttribute('href')).toBe(`${sitesUrl}/buy/${optionId}`);
    await w.getByTestId('license-options').screenshot({ path: path.join(SHOTS, 'guest-seller-option-link-1280.png') });

    // The product page, wide and narrow, read by axe.
    await w.goto(`${sitesUrl}/buy/${optionId}`);
    await w.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await w.locator('[data-price]').innerText()).toBe('CA$4.52');
    await w.screenshot({ path: path.join(SHOTS, 'guest-product-1280.png'), fullPage: true });
    expect(await axeViolations(w)).toEqual([]);
    await wide.close();

    const narrow = await browser().newContext({ viewport: { width: 568, height: 1000 }, bypassCSP: true });
    const g = await narrow.newPage();
    await g.goto(`${sitesUrl}/buy/${optionId}`);
    await g.screenshot({ path: path.join(SHOTS, 'guest-product-568.png'), fullPage: true });
    expect(await axeViolations(g)).toEqual([]);
    // A wrong address comes back with what to fix, announced and tied to the field.
    await g.getByLabel('Your email address').fill('not an address');
    await g.getByRole('button', { name: 'Buy for CA$4.52' }).click();
    await g.getByRole('alert').filter({ hasText: 'Enter a valid email address' }).waitFor();
    expect(await g.getByLabel('Your email address').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(g)).toEqual([]);

    // The email alone, then the pay page, then back on the sites origin.
    await g.getByLabel('Your email address').fill(buyer.email);
    await g.getByRole('button', { name: 'Buy for CA$4.52' }).click();
    await g.waitForURL(/\/c\/pay\//);
    await g.getByRole('button', { name: /^Pay 4\.52 CAD$/ }).click();
    await g.waitForURL((u) => u.href.startsWith(`${sitesUrl}/buy/${optionId}/thanks`));
    await g.getByRole('heading', { level: 1, name: 'Thank you for your purchase' }).waitFor();
    await g.screenshot({ path: path.join(SHOTS, 'guest-thanks-568.png'), fullPage: true });
    expect(await axeViolations(g)).toEqual([]);
    await g.setViewportSize({ width: 1280, height: 900 });
    await g.screenshot({ path: path.join(SHOTS, 'guest-thanks-1280.png'), fullPage: true });
    await g.setViewportSize({ width: 568, height: 1000 });

    // The receipt's link, opened signed out, says with which address to sign in.
    const link = await claimLinkTo(buyer.email);
    await g.goto(link);
    await g.getByTestId('claim').waitFor();
    await g.getByText(`${buyer.email[0]}•••@example.test`, { exact: false }).waitFor();
    expect(await g.getByTestId('claim-items').innerText()).toContain(title);
    await g.screenshot({ path: path.join(SHOTS, 'guest-claim-signed-out-568.png'), fullPage: true });
    expect(await axeViolations(g)).toEqual([]);
    await g.getByTestId('claim-sign-in').click();
    await g.getByTestId('login-username').fill(buyer.email);
    await g.getByTestId('login-password').fill(buyer.password);
    await g.getByTestId('login-submit').click();
    // Back on the link, signed in.
    await g.getByTestId('claim-add').waitFor();
    expect(await axeViolations(g)).toEqual([]);
    await g.setViewportSize({ width: 1280, height: 900 });
    await g.screenshot({ path: path.join(SHOTS, 'guest-claim-signed-in-1280.png'), fullPage: true });
    await g.setViewportSize({ width: 568, height: 1000 });
    await g.getByTestId('claim-add').click();
    await g.waitForURL(/\/purchases\/orders\//);
    await expect.poll(async () => g.getByTestId('order').getAttribute('data-status'), { timeout: 15_000 }).toBe('paid');

    // Purchased: the file's Download button saves it.
    await g.goto(`${baseUrl}/purchases`);
    const row = g.getByTestId('purchase-row').filter({ hasText: title });
    await row.getByTestId('purchase-download').waitFor();
    await g.screenshot({ path: path.join(SHOTS, 'guest-purchased-568.png'), fullPage: true });
    expect(await axeViolations(g, ['[data-testid="purchases-list"]'])).toEqual([]);
    const [download] = await Promise.all([g.waitForEvent('download'), row.getByTestId('purchase-download').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await g.setViewportSize({ width: 1280, height: 900 });
    await g.screenshot({ path: path.join(SHOTS, 'guest-purchased-1280.png'), fullPage: true });
    // The asset's own view has the Download button too.
    await g.goto(`${baseUrl}/assets?tab=purchased`);
    await g.getByTestId('asset-card').filter({ has: g.getByTestId('asset-title').getByText(title, { exact: true }) }).click();
    const drawer = g.getByTestId('asset-drawer');
    await drawer.getByTestId('asset-download').waitFor();
    const [again] = await Promise.all([g.waitForEvent('download'), drawer.getByTestId('asset-download').click()]);
    expect(again.suggestedFilename()).toMatch(/\.pdf$/);
    await g.screenshot({ path: path.join(SHOTS, 'guest-asset-drawer-1280.png') });
    // The link worked once.
    await g.goto(link);
    await g.getByTestId('claim-gone').waitFor();
    expect(await g.getByRole('alert').innerText()).toMatch(/^This link has already been used or has expired/);
    await narrow.close();
  });
});
