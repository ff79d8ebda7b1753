// The first screens download only what they show (issue 28): sign-in arrives in a few scripts without the dashboard's
// code or Mantine's popover machinery (a top-level await once turned off the bundler's chunk merging and split it into a
// hundred scripts); the dashboard, opened directly, draws without a loading state in between; the bell's list loads
// when first used and gives focus back on Escape; a screen whose code is on its way says so to screen readers.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { ADMIN } from './fixtures.ts';
import { baseUrl, SHOTS, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** The bodies of every script the page downloads from now on. */
function recordScripts(page: Page): { names: string[]; bodies: Promise<string>[] } {
  const seen = { names: [] as string[], bodies: [] as Promise<string>[] };
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    seen.names.push(new URL(res.url()).pathname);
    seen.bodies.push(res.text());
  });
  return seen;
}

const contains = async (bodies: Promise<string>[], text: string) => (await Promise.all(bodies)).some((b) => b.includes(text));

describe('first screens, in Chromium', () => {
  it('sign-in downloads neither the dashboard nor the bell’s list; the dashboard opens without a loading state; the bell loads on use', async () => {
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const login = recordScripts(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-page').waitFor();
    await page.waitForLoadState('networkidle');
    expect(login.names.length).toBeLessThan(30);
    expect(await contains(login.bodies, 'Your folios, all in one place.')).toBe(false);
    expect(await contains(login.bodies, '@mantine/core/Popover')).toBe(false);
    expect(await contains(login.bodies, '@mantine/core/Modal')).toBe(false);

    await page.getByTestId('login-username').fill(ADMIN.email);
    await page.getByTestId('login-password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard-heading').waitFor();
    const signedIn = await ctx.storageState();
    await ctx.close();

    // A fresh tab on the dashboard: its chunk comes before the first render, so no loading state shows in between.
    const tab = await browser().newContext({ viewport: { width: 1280, height: 900 }, storageState: signedIn });
    await tab.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="page-loader"]')) document.documentElement.dataset.loaderSeen = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    const home = await tab.newPage();
    const dashboard = recordScripts(home);
    await home.goto(`${baseUrl}/home`);
    await home.getByTestId('dashboard-heading').waitFor();
    await home.waitForLoadState('networkidle');
    expect(await home.evaluate(() => document.documentElement.dataset.loaderSeen ?? 'no')).toBe('no');
    expect(await contains(dashboard.bodies, 'Your folios, all in one place.')).toBe(true);
    expect(await contains(dashboard.bodies, '@mantine/core/Popover')).toBe(false);
    // The header's stand-in bell passes axe like the rest, wide and narrow.
    expect(await axeViolations(home)).toEqual([]);
    await home.screenshot({ path: path.join(SHOTS, 'first-screens-home-1280.png') });
    await home.setViewportSize({ width: 568, height: 900 });
    expect(await axeViolations(home)).toEqual([]);
    await home.screenshot({ path: path.join(SHOTS, 'first-screens-home-568.png') });

    // The bell: named with no list code yet; a click loads and opens its list, Escape closes it and focus returns.
    await home.getByRole('button', { name: /^Notifications/ }).click();
    await home.getByTestId('bell-list').waitFor();
    expect(await contains(dashboard.bodies, '@mantine/core/Popover')).toBe(true);
    await home.keyboard.press('Escape');
    await home.getByTestId('bell-list').waitFor({ state: 'hidden' });
    expect(await home.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('bell');
    // Again, now with the loaded bell: open and close.
    await home.getByTestId('bell').click();
    await home.getByTestId('bell-list').waitFor();
    await home.keyboard.press('Escape');
    await home.getByTestId('bell-list').waitFor({ state: 'hidden' });
    await tab.close();
  });

  it('sign-in checks its fields before sending: each missing or malformed one says what to enter, and editing clears it', async () => {
    const ctx = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-submit').click();
    const form = page.getByTestId('login-form');
    await form.getByText('Enter your email address').waitFor();
    await form.getByText('Enter your password').waitFor();
    await page.getByTestId('login-username').fill('not an address');
    expect(await form.getByText('Enter your email address').count()).toBe(0);
    await form.getByText('Enter your password').waitFor();
    await page.getByTestId('login-submit').click();
    await form.getByText('Enter a valid email address, like name@example.com').waitFor();
    expect(await page.getByTestId('login-username').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'first-screens-login-errors-568.png') });
    // Filled in, it signs in.
    await page.getByTestId('login-username').fill(ADMIN.email);
    await page.getByTestId('login-password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard-heading').waitFor();
    await ctx.close();
  });

  it('a screen whose code is still on its way shows a status that says it is loading, then the screen', async () => {
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/RegisterPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('register-link').click();
    const status = page.getByRole('status').filter({ hasText: 'Loading' });
    await status.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'first-screens-loading-1280.png') });
    release();
    await page.getByTestId('register-email').waitFor();
    expect(await status.count()).toBe(0);
    await ctx.close();
  });
});
