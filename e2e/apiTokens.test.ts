// Access tokens on the profile (issue 30), at 1280 and 568 px: make one with scopes and an expiry, copy it once,
// use it against the API (its scope reaches, the rest refused), revoke it (401 from then on); axe with the dialogs
// open.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, waitForStill } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount, type Account } from './people.ts';
import { api } from './api.ts';

const browser = useBrowser();
let owner: Account;

beforeAll(async () => {
  owner = await verifiedAccount('Tess Token');
}, 120_000);

const withToken = (token: string, url: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}${url}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers }, signal: AbortSignal.timeout(30_000) });

async function openProfile(width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto(`${baseUrl}/profile`);
  await page.getByTestId('tokens-card').waitFor();
  return page;
}

describe('access tokens on the profile', () => {
  it.each([1280, 568])('at %i px: made with scopes, shown once, used against the API, revoked', async (width) => {
    const page = await openProfile(width);
    const card = page.getByTestId('tokens-card');
    await card.scrollIntoViewIfNeeded();
    await page.getByTestId('token-new').click();
    await page.getByRole('dialog', { name: 'New access token' }).waitFor();
    // Nothing ticked: it says so.
    await page.getByTestId('token-name').fill(`Export at ${width}`);
    await page.getByTestId('token-create').click();
    await page.getByTestId('token-scope-error').waitFor();
    await page.getByTestId('token-scope-folios').getByText('Read', { exact: true }).click();
    // Picking one answers the complaint.
    await expect.poll(() => page.getByTestId('token-scope-error').count()).toBe(0);
    await waitForStill(page);
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `token-dialog-${width}.png`) });
    await page.getByTestId('token-create').click();

    const value = await page.getByTestId('token-value').innerText();
    expect(value).toMatch(/^fol_/);
    await page.getByTestId('token-row').filter({ hasText: `Export at ${width}` }).waitFor();
    expect(await card.innerText()).toContain('folios:read');
    await waitForStill(page);
    expect(await axeViolations(page, ['[data-testid="tokens-card"]'])).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `tokens-${width}.png`) });

    // The token reads folios, may not make one, and is the owner.
    expect((await withToken(value, '/api/folios')).status).toBe(200);
    const refused = await withToken(value, '/api/folios', { method: 'POST', body: JSON.stringify({ name: 'No' }) });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('folios:write');
    expect(((await (await withToken(value, '/api/users/me')).json()) as { id: string }).id).toBe(owner.userId);

    // Hidden once dismissed; listed with its last use after a reload.
    await page.getByRole('button', { name: 'Hide the token' }).click();
    await expect.poll(() => page.getByTestId('token-value').count()).toBe(0);
    await page.reload();
    const row = page.getByTestId('token-row').filter({ hasText: `Export at ${width}` });
    await row.waitFor();
    expect(await page.content()).not.toContain(value);
    await row.getByTestId('token-revoke').click();
    await page.getByRole('dialog', { name: 'Revoke this token?' }).waitFor();
    await waitForStill(page);
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.getByTestId('token-revoke-confirm').click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await withToken(value, '/api/folios')).status).toBe(401);
    await page.context().close();
  });

  it('an administrator sees an account’s tokens on its page and revokes one', async () => {
    const made = await api<{ token: string; name: string }>(owner.token, 'POST', '/api/users/me/tokens', { name: 'Left behind', scopes: ['assets:read'] });
    expect((await withToken(made.token, '/api/assets')).status).toBe(200);
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${baseUrl}/admin/users/${owner.userId}`);
    const row = page.getByTestId('account-tokens').getByTestId('token-row').filter({ hasText: 'Left behind' });
    await row.waitFor();
    await row.getByTestId('token-revoke').click();
    await page.getByTestId('token-revoke-confirm').click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await withToken(made.token, '/api/assets')).status).toBe(401);
    await context.close();
  });
});
