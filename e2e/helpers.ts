import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.ts';
import { ADMIN } from './fixtures.ts';

/** The origin of the one app server globalSetup started for the e2e files. */
export const baseUrl = inject('appUrl');

/** Where the e2e files write their screenshots (git ignores .tmp). */
export const SHOTS = path.resolve('.tmp/screenshots');

/**
 * Launches Chromium before the calling file's tests and closes it after them; call it at the top level of a
 * test file. Returns the browser's getter (the browser exists only once beforeAll has run).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is launched in beforeAll; use it inside a test');
    return browser;
  };
}

/**
 * Holds every tus PATCH (the bytes of an upload) until `release()`, so a small file cannot finish before its
 * progress bar has been seen. `stop()` removes the hold for later uploads.
 */
export async function holdUploadBytes(page: Page): Promise<{ release: () => void; stop: () => Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  return { release, stop: () => page.unroute('**/uploads/**') };
}

/** Signs in through the login screen (as the seeded super admin unless told otherwise) and waits for the dashboard. */
export async function signIn(page: Page, { email, password }: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('dashboard-heading').waitFor();
}

/** Signs in, makes a new folio from the dashboard and waits for its editor. */
export async function signInToNewFolio(page: Page): Promise<void> {
  await signIn(page);
  await page.getByTestId('dashboard-new-folio').click();
  await page.waitForURL(/\/folios\/[0-9a-f-]{36}\/edit$/);
}

/** The stored `session` localStorage entry, parsed. */
export async function storedSession(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => localStorage.getItem('session'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

/** Inserts a node of `kind` from the editor's palette, bringing the side panel's Insert tab forward first. */
export async function insertFromPalette(page: Page, kind: string): Promise<void> {
  const tab = page.getByTestId('side-tab-insert');
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await page.getByTestId(`palette-insert-${kind}`).click();
}

/** Waits until the editor says every edit is saved and none is pending. */
export async function waitSaved(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const s = document.querySelector('[data-testid="save-status"]');
      return s?.getAttribute('data-status') === 'saved' && s.getAttribute('data-pending') === '0';
    },
    undefined,
    { timeout: 20_000 },
  );
}
