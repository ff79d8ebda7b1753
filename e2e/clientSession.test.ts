// The client session rules of spec §4 in Chromium: the payout account's answer kept in the session
// (`stripeAccountInfo`) and shown from there, and the licence options editor's new option held as a client-side
// entity (initial → discarded → created on commit → removed and deleted on commit) against the real server.
import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { baseUrl, signIn, storedSession, useBrowser } from './helpers.ts';
import { verifiedAccount } from './people.ts';

const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });

describe('the client session, in Chromium', () => {
  it('keeps the payout account in the session as stripeAccountInfo and shows it from there while it is asked for again', async () => {
    const seller = await verifiedAccount('Sue Seller');
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await signIn(page, seller);
    await page.goto(`${baseUrl}/sales`);
    await eventually(async () => page.getByTestId('payouts-status').textContent()).toBe('Not set up');
    expect((await storedSession(page))?.stripeAccountInfo).toBeNull();
    await page.getByTestId('payouts-start').click();
    await page.waitForURL(/\/setup\/e\//);
    await page.getByRole('button', { name: 'Agree and submit' }).click();
    await page.waitForURL(/\/sales\?payouts=return/);
    await eventually(async () => page.getByTestId('payouts-status').textContent()).toBe('Ready to be paid');
    await eventually(async () => ((await storedSession(page))?.stripeAccountInfo as { chargesEnabled?: boolean } | null)?.chargesEnabled).toBe(true);
    // The next visit answers from the session while the server's answer is held back.
    const held: Array<() => void> = [];
    await page.route('**/api/stripeAccountInfo/**', (route) => new Promise<void>((done) => held.push(() => void route.continue().then(done))));
    await page.goto(`${baseUrl}/sales`);
    await eventually(async () => held.length).toBeGreaterThan(0);
    expect(await page.getByTestId('payouts-status').textContent()).toBe('Ready to be paid');
    for (const release of held) release();
    await ctx.close();
  });

  it('holds a new licence option as a client-side entity: Reset brings back its first terms, Offer creates it, withdrawing deletes it', async () => {
    const owner = await verifiedAccount('Olga Owner');
    const library = await api<{ id: number }>(owner.token, 'POST', '/api/libraries', { name: 'Sheet music' });
    const onServer = async () =>
      (await api<Array<{ id: string; published: { price: string; taxPercentage: string } | null }>>(owner.token, 'GET', `/api/licenseOptions/${library.id}?forEditing=true`)).filter((o) => o.published);
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await signIn(page, owner);
    await page.goto(`${baseUrl}/libraries/${library.id}`);
    const price = page.getByTestId('license-new-price');
    const tax = page.getByTestId('license-new-tax');
    const reset = page.getByTestId('license-new-reset');
    await page.getByTestId('license-options-empty').waitFor();
    expect(await price.inputValue()).toBe('10');
    expect(await reset.isDisabled()).toBe(true);

    // Edited before the server has it; Reset discards the patches.
    await price.fill('25');
    await tax.fill('13');
    await eventually(async () => reset.isDisabled()).toBe(false);
    await reset.click();
    expect(await price.inputValue()).toBe('10');
    expect(await tax.inputValue()).toBe('0');
    expect(await reset.isDisabled()).toBe(true);
    expect(await onServer()).toEqual([]);

    // Offer commits it: created and published on the server; a fresh draft takes its place.
    await price.fill('12');
    await page.getByTestId('license-new-add').click();
    await page.getByText('Licence option published.').waitFor();
    await eventually(async () => page.getByTestId('license-option').count()).toBe(1);
    expect((await onServer()).map((o) => o.published!.price)).toEqual(['12.00']);
    expect(await price.inputValue()).toBe('10');
    expect(await reset.isDisabled()).toBe(true);

    // Withdrawing removes it and commits the deletion.
    await page.getByTestId('license-option-delete').click();
    await eventually(async () => page.getByTestId('license-option').count()).toBe(0);
    expect(await onServer()).toEqual([]);
    await ctx.close();
  });
});
