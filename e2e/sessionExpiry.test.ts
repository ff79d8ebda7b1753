import { describe, expect, it } from 'vitest';
import { baseUrl, signIn, storedSession, useBrowser } from './helpers.ts';

const browser = useBrowser();

const DAY = 24 * 60 * 60 * 1000;

describe('session expiry in Chromium', () => {
  it('shows the persistent expiry popup once the clock passes expiresOn, and clicking it goes to /login', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.clock.install({ time: new Date() });
    await signIn(page);
    const session = await storedSession(page);
    expect(typeof session?.expiresOn).toBe('number');

    // Jump past the 30-day lifetime; the next 60-second check must raise the popup.
    await page.clock.setSystemTime(new Date((session!.expiresOn as number) + 1000));
    await page.clock.runFor(61_000);
    const popup = page.getByTestId('exp-warn');
    await popup.waitFor();
    expect(await popup.innerText()).toContain(
      'Your session has expired. Please click this popup to be sent back to the Login page.',
    );
    // It does not close by itself.
    await page.clock.runFor(5 * 60_000);
    expect(await popup.isVisible()).toBe(true);

    await popup.click();
    await page.waitForURL(/\/login/);
    expect(await storedSession(page)).toBeNull();
    await context.close();
  });

  it('re-authenticates silently once the clock passes the re-auth window', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.clock.install({ time: new Date() });
    await signIn(page);
    const before = await storedSession(page);

    await page.clock.setSystemTime(new Date((before!.timeSinceLastAuth as number) + 7 * 60 * 60 * 1000 + 1000));
    await page.clock.runFor(61_000);
    await expect.poll(async () => (await storedSession(page))?.accessToken, { timeout: 10_000 }).not.toBe(before!.accessToken);
    const after = await storedSession(page);
    expect(after!.currentUserId).toBe(before!.currentUserId);
    expect(await page.getByTestId('exp-warn').count()).toBe(0);
    // The old token was revoked by the re-authentication.
    const res = await fetch(`${baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${String(before!.accessToken)}` } });
    expect(res.status).toBe(401);
    expect((after!.expiresOn as number) - Date.now()).toBeGreaterThan(29 * DAY);
    await context.close();
  });

  it('resets a corrupt saved session and logs the spec message', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => localStorage.setItem('session', '{not json'));
    await page.goto(`${baseUrl}/home`);
    await page.waitForURL(/\/login/);
    // Console messages arrive asynchronously: the redirect can land before the message is delivered here.
    await expect.poll(() => messages, { timeout: 10_000 }).toContain('failed to deserialize LocalStorage session state; resetting');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await context.close();
  });
});
