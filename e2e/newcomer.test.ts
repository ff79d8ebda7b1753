import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOTS, useBrowser } from './helpers.ts';
import { startWithNpmStart, type RunningServer } from './server.ts';

const browser = useBrowser();
const ADMIN = { name: 'Ada Newcomer', email: 'ada@newcomer.test', password: 'a newcomer passphrase' };

let server: RunningServer;
beforeAll(async () => {
  server = await startWithNpmStart();
});
afterAll(async () => {
  await server?.stop();
});

describe("a newcomer's first minute, from npm start on a fresh data dir", () => {
  it('opens the setup screen at / and offers neither sign-in nor sign-up before an administrator exists', async () => {
    for (const width of [1280, 568]) {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const response = await page.goto(`${server.url}/`);
      expect(response?.status()).toBe(200);
      await page.getByTestId('setup-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/setup');
      expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Create account' }).count()).toBe(0);
      await page.screenshot({ path: path.join(SHOTS, `newcomer-setup-${width}.png`), fullPage: true });
      await context.close();
    }
  });

  it('setup signs the new administrator in; then / opens sign-in for a guest and the dashboard once signed in', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByTestId('setup-name').fill(ADMIN.name);
    await page.getByTestId('setup-email').fill(ADMIN.email);
    await page.getByTestId('setup-password').fill(ADMIN.password);
    await page.getByTestId('setup-confirm').fill(ADMIN.password);
    await page.getByTestId('setup-submit').click();
    // The new administrator is signed in straight away.
    await page.getByTestId('dashboard-heading').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();

    const guest = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page2 = await guest.newPage();
    await page2.goto(`${server.url}/`);
    await page2.getByTestId('login-page').waitFor();
    expect(new URL(page2.url()).pathname).toBe('/login');
    await page2.getByTestId('login-username').fill(ADMIN.email);
    await page2.getByTestId('login-password').fill(ADMIN.password);
    await page2.getByTestId('login-submit').click();
    await page2.getByTestId('dashboard-heading').waitFor();

    await page2.goto(`${server.url}/`);
    await page2.getByTestId('dashboard-heading').waitFor();
    expect(new URL(page2.url()).pathname).toBe('/home');
    // spec §2: /_app is the app shell's own address; it opens the saved dashboard page.
    await page2.goto(`${server.url}/_app`);
    await page2.getByTestId('dashboard-heading').waitFor();
    expect(new URL(page2.url()).pathname).toBe('/home');
    await guest.close();
  });
});
