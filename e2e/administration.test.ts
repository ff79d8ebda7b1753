// Administration (issue 15) in Chromium: the super admin finds a user by email, changes their type, deactivates
// them (their open tab is sent to sign-in on its next call, which says the account was deactivated), reactivates, sends a password reset,
// changes the email and the new address verifies; the audit shows each step.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminToken, api } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount } from './people.ts';

const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 300 });

describe('administration, in Chromium', () => {
  it('manages an account from the user list and its page; every step is audited', async () => {
    const user = await verifiedAccount('Una User');
    // The user is signed in, in their own tab.
    const userCtx = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const u = await userCtx.newPage();
    await signIn(u, user);

    for (const width of [568, 1280]) {
      const ctx = await browser().newContext({ viewport: { width, height: 1000 } });
      const page = await ctx.newPage();
      await signIn(page);
      await page.goto(`${baseUrl}/admin/users`);
      await page.getByTestId('users-search').fill(user.email);
      await eventually(async () => page.getByTestId('users-row').count()).toBe(1);
      await page.screenshot({ path: path.join(SHOTS, `admin-users-${width}.png`), fullPage: true });
      await ctx.close();
    }

    const ctx = await browser().newContext({ viewport: { width: 1280, height: 1000 }, bypassCSP: true });
    const page = await ctx.newPage();
    await signIn(page);
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByTestId('users-search').fill(user.email);
    await page.getByTestId('users-row').getByRole('link', { name: 'Una User' }).click();
    await page.getByTestId('user-email').filter({ hasText: user.email }).waitFor();

    // Type.
    await page.getByTestId('user-type').click();
    await page.getByRole('option', { name: 'Creator' }).click();
    await page.getByTestId('user-confirm').click();
    await page.getByText('Account type changed.').waitFor();

    // Deactivate: the user's open tab is sent to sign-in on its next call.
    await page.getByTestId('user-deactivate').click();
    await page.getByTestId('user-confirm').click();
    await page.getByText('Account deactivated.').waitFor();
    await u.goto(`${baseUrl}/assets`);
    await u.waitForURL(/\/login\?deactivated=true/);
    await u.getByTestId('login-deactivated-notice').waitFor();
    expect(await u.getByTestId('login-expired-notice').count()).toBe(0);
    expect(await axeViolations(u)).toEqual([]);
    await u.screenshot({ path: path.join(SHOTS, 'login-deactivated-1280.png'), fullPage: true });
    await userCtx.close();
    const refused = await fetch(`${baseUrl}/public/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user.email, password: user.password }) });
    expect((await refused.json()).message).toBe('This account has been deactivated; please contact an administrator.');

    // Reactivate, reset, change the email.
    await page.getByTestId('user-activate').click();
    await page.getByText('Account activated.').waitFor();
    await page.getByTestId('user-reset').click();
    await page.getByTestId('user-confirm').click();
    await page.getByText('Password reset mailed.').waitFor();
    const newEmail = `una-new-${Date.now()}@example.test`;
    await page.getByTestId('user-change-email').click();
    await page.getByTestId('user-new-email').fill(newEmail);
    await page.getByTestId('user-new-email-save').click();
    await page.getByTestId('user-email').filter({ hasText: newEmail }).waitFor();

    // The new address verifies (the link from the outbox), and the user signs in with it.
    const outbox = await api<{ items: Array<{ to: string; text: string }> }>(await adminToken(), 'GET', '/api/admin/outbox?first=50');
    const m = /\/verify\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]+)/.exec(outbox.items.find((i) => i.to === newEmail)!.text)!;
    expect((await fetch(`${baseUrl}/public/api/verify/${m[1]}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: m[2] }) })).status).toBe(200);
    const signedIn = await fetch(`${baseUrl}/public/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: newEmail, password: user.password }) });
    expect(signedIn.status).toBe(200);

    // The audit, newest first.
    await page.reload();
    await eventually(async () => page.getByTestId('user-audit-entry').count()).toBe(5);
    const entries = await page.getByTestId('user-audit-entry').allTextContents();
    expect(entries.map((e) => e.split(' · ').slice(2).join(' · '))).toEqual([
      expect.stringMatching(/^Changed email address · Email: .+ → una-new-/),
      'Sent a password reset',
      'Reactivated',
      'Deactivated',
      'Changed account type · Account type: Free → Creator',
    ]);
    await page.screenshot({ path: path.join(SHOTS, 'admin-user-1280.png'), fullPage: true });

    // The audit log and the login log show the same story.
    await page.goto(`${baseUrl}/admin/audit`);
    await eventually(async () => page.getByTestId('audit-row').filter({ hasText: newEmail }).count()).toBe(5);
    // In plain words, and filtered by person and by action.
    await page.getByLabel('Person').fill(newEmail);
    await eventually(async () => page.getByTestId('audit-row').count()).toBe(5);
    expect(await page.getByTestId('audit-table').textContent()).not.toMatch(/changeAccountType|isActive/);
    await page.getByTestId('audit-action').click();
    await page.getByRole('option', { name: 'Deactivated' }).click();
    await eventually(async () => page.getByTestId('audit-what').allTextContents()).toEqual(['Deactivated']);
    await page.getByLabel('From').fill('2000-01-01');
    await page.getByLabel('To').fill('2000-01-02');
    await eventually(async () => page.getByTestId('audit-row').count()).toBe(0);
    await page.getByLabel('To').fill('');
    await eventually(async () => page.getByTestId('audit-row').count()).toBe(1);
    // The page's own content (the header's account menu is checked where the header is tested).
    expect(await axeViolations(page, ['main'])).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'admin-audit-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 568, height: 900 });
    expect(await axeViolations(page, ['main'])).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'admin-audit-568.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/admin/logins`);
    await page.getByTestId('logins-user').fill(user.email);
    await eventually(async () => (await page.getByTestId('logins-row').allTextContents()).every((row) => row.includes(user.email))).toBe(true);
    expect((await page.getByTestId('logins-table').textContent()) ?? '').toContain('deactivated');
    await page.screenshot({ path: path.join(SHOTS, 'admin-logins-1280.png'), fullPage: true });
    await ctx.close();
  });

  it('a user downloads their data and deletes their account from the profile', async () => {
    const leaver = await verifiedAccount('Lea Leaver');
    const ctx = await browser().newContext({ viewport: { width: 568, height: 1000 }, acceptDownloads: true, bypassCSP: true });
    const page = await ctx.newPage();
    await signIn(page, leaver);
    await page.goto(`${baseUrl}/profile`);
    const download = page.waitForEvent('download');
    await page.getByTestId('export-data').click();
    expect((await download).suggestedFilename()).toMatch(/^folio-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await page.getByTestId('delete-account').click();
    await page.getByTestId('delete-password').fill('not my password');
    await page.getByTestId('delete-confirm').click();
    await page.getByText('The current password is incorrect.').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'profile-delete-568.png') });
    await page.getByTestId('delete-password').fill(leaver.password);
    const deleted = page.waitForResponse((r) => r.url().endsWith('/api/users/me/delete'), { timeout: 30_000 });
    await page.getByTestId('delete-confirm').click();
    expect((await deleted).status()).toBe(204);
    await page.waitForURL(/\/login\?deleted=true$/, { timeout: 30_000 });
    await page.getByTestId('login-deleted-notice').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'login-deleted-568.png'), fullPage: true });
    const login = await fetch(`${baseUrl}/public/api/login`, { signal: AbortSignal.timeout(30_000), method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: leaver.email, password: leaver.password }) });
    expect(login.status).toBe(401);
    await ctx.close();
  });
});
