// Roles (spec §6) in Chromium: an admin who is not a super admin uses what they may — users, the login log of
// ordinary accounts, every account's analytics — and is not offered the audit log or the outbox; an ordinary user is
// offered none of them.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminToken, api } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount } from './people.ts';

const browser = useBrowser();

const wrongPassword = (email: string) =>
  fetch(`${baseUrl}/public/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: 'not the password at all' }) });

describe('an admin (not super admin), in Chromium', () => {
  it('sees users, the login log of ordinary accounts and everyone’s analytics, and not the super admin’s screens', async () => {
    const admin = await verifiedAccount('Ada Admin');
    const otherAdmin = await verifiedAccount('Otto Admin');
    const plain = await verifiedAccount('Pat Plain');
    const superToken = await adminToken();
    for (const a of [admin, otherAdmin]) await api(superToken, 'PUT', `/api/users/${a.userId}`, { isAdmin: true });
    await wrongPassword(plain.email);
    await wrongPassword(otherAdmin.email);

    const ctx = await browser().newContext({ viewport: { width: 1280, height: 1000 }, bypassCSP: true });
    const page = await ctx.newPage();
    await signIn(page, admin);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-users').waitFor();
    expect(await page.getByTestId('user-menu-logins').isVisible()).toBe(true);
    expect(await page.getByTestId('user-menu-audit').count()).toBe(0);
    expect(await page.getByTestId('user-menu-outbox').count()).toBe(0);

    // The login log: an ordinary account's attempts, not another admin's.
    await page.getByTestId('user-menu-logins').click();
    await page.getByTestId('logins-scope').waitFor();
    await page.getByTestId('logins-user').fill(plain.email);
    await expect.poll(async () => (await page.getByTestId('logins-row').allTextContents()).some((row) => row.includes(plain.email)), { timeout: 15_000 }).toBe(true);
    expect(await axeViolations(page, ['main'])).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'admin-role-logins-1280.png'), fullPage: true });
    await page.getByTestId('logins-user').fill(otherAdmin.email);
    await page.getByText('No attempt matches').waitFor();

    // Another admin's page: open, but neither their sign-ins nor the actions.
    await page.goto(`${baseUrl}/admin/users/${otherAdmin.userId}`);
    await page.getByTestId('user-logins-empty').filter({ hasText: 'Only a super admin sees the sign-ins of an administrator.' }).waitFor();
    expect(await page.getByTestId('user-deactivate').isDisabled()).toBe(true);

    // Analytics: every account's, through checkSuperAdmin.
    await page.goto(`${baseUrl}/analytics`);
    const everyone = page.waitForResponse((r) => r.url().includes('/api/foliosAnalytics?') && r.url().includes('checkSuperAdmin=true'));
    await page.getByTestId('analytics-whose').getByText('All accounts').click();
    expect((await everyone).status()).toBe(200);
    await page.getByTestId('analytics-everyone-scope').waitFor();
    expect(await page.getByTestId('analytics-error').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('all')).toBe('1');
    // The parts this role adds (the rest of the screen is every owner's).
    expect(await axeViolations(page, ['[data-testid="analytics-whose"]', '[data-testid="analytics-everyone-scope"]'])).toEqual([]);
    await ctx.close();

    // At 568 px the navigation drawer offers the same.
    const narrow = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const phone = await narrow.newPage();
    await signIn(phone, admin);
    await phone.getByTestId('nav-burger').click();
    const drawer = phone.getByTestId('mobile-nav');
    await drawer.getByText('Login log').waitFor();
    expect(await drawer.getByText('Users', { exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByText('Audit log').count()).toBe(0);
    expect(await drawer.getByText('Outbox').count()).toBe(0);
    await phone.screenshot({ path: path.join(SHOTS, 'admin-role-nav-568.png') });
    await narrow.close();
  });

  it('an ordinary user is offered none of it, and the pages say so', async () => {
    const plain = await verifiedAccount('Ora Ordinary');
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await ctx.newPage();
    await signIn(page, plain);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').waitFor();
    for (const id of ['user-menu-users', 'user-menu-logins', 'user-menu-audit', 'user-menu-outbox']) expect(await page.getByTestId(id).count(), id).toBe(0);
    await page.goto(`${baseUrl}/admin/logins`);
    await page.getByTestId('forbidden').filter({ hasText: 'Only administrators can open this page.' }).waitFor();
    await page.goto(`${baseUrl}/analytics`);
    await page.getByTestId('analytics-live').waitFor();
    expect(await page.getByTestId('analytics-whose').count()).toBe(0);
    await ctx.close();
  });
});
