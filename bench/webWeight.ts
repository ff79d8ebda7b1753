// Web app weight and speed, in Debian's Chromium: the JavaScript each screen downloads on a fresh tab (empty cache),
// raw and gzipped, and the time from navigation start to the dashboard's list of folios.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { goal } from './goals.ts';
import { apiCall } from '../e2e/client.ts';
import type { ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';

const FOLIOS = 30;
const HOME_RUNS = 5;
/** Issue 28's goals, in gzipped KB of JavaScript, for the screens that have one. */
const GZIP_GOAL_KB: Record<string, number> = { 'login (/login)': 150, 'dashboard (/home)': 180 };
const HOME_GOAL_MS = 1000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export interface ScreenWeight {
  screen: string;
  scripts: number;
  /** Bytes on the wire (the server may send them compressed). */
  transferredBytes: number;
  bytes: number;
  gzipBytes: number;
}

export interface WebWeightFigures {
  screens: ScreenWeight[];
  /** Navigation start → the dashboard lists the user's folios, each on a fresh tab with an empty cache. */
  homeMs: number[];
}

/** Every script a page fetches while `open` runs; sizes once the page has settled. */
async function scriptsOf(page: Page, open: () => Promise<void>): Promise<Omit<ScreenWeight, 'screen'>> {
  const bodies: Promise<{ transferred: number; body: Buffer }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    bodies.push(
      (async () => {
        const body = await res.body();
        const sizes = await res.request().sizes();
        return { transferred: sizes.responseBodySize, body };
      })(),
    );
  });
  await open();
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies);
  return {
    scripts: all.length,
    transferredBytes: all.reduce((n, s) => n + s.transferred, 0),
    bytes: all.reduce((n, s) => n + s.body.length, 0),
    gzipBytes: all.reduce((n, s) => n + gzipSync(s.body).length, 0),
  };
}

async function freshTab(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...(storageState ? { storageState } : {}) });
  return { context, page: await context.newPage() };
}

export async function benchWebWeight(server: ServerProcess, user: { email: string; password: string; token: string }): Promise<WebWeightFigures> {
  let editorId = '';
  for (let i = 0; i < FOLIOS; i++) {
    const folio = await apiCall<{ id: string }>(server.url, user.token, 'POST', '/api/folios', { name: `Weight bench folio ${i + 1}` });
    editorId = folio.id;
  }
  const browser = await launchBrowser();
  try {
    const screens: ScreenWeight[] = [];
    const login = await freshTab(browser);
    screens.push({
      screen: 'login (/login)',
      ...(await scriptsOf(login.page, async () => {
        await login.page.goto(`${server.url}/login`);
        await login.page.getByTestId('login-page').waitFor();
      })),
    });
    await login.page.getByTestId('login-username').fill(user.email);
    await login.page.getByTestId('login-password').fill(user.password);
    await login.page.getByTestId('login-submit').click();
    await login.page.getByTestId('dashboard-heading').waitFor();
    const signedIn = await login.context.storageState();
    await login.context.close();

    const measure = async (screen: string, path: string, shown: (page: Page) => Promise<void>) => {
      const tab = await freshTab(browser, signedIn);
      screens.push({
        screen,
        ...(await scriptsOf(tab.page, async () => {
          await tab.page.goto(`${server.url}${path}`);
          await shown(tab.page);
        })),
      });
      await tab.context.close();
    };
    await measure('dashboard (/home)', '/home', (page) => page.getByTestId('folio-list').waitFor());
    await measure('editor (/folios/{id}/edit)', `/folios/${editorId}/edit`, (page) => page.locator('[data-editor-node="page"]').first().waitFor());

    const homeMs: number[] = [];
    for (let i = 0; i < HOME_RUNS; i++) {
      const tab = await freshTab(browser, signedIn);
      await tab.page.goto(`${server.url}/home`);
      await tab.page.waitForFunction((n) => document.querySelectorAll('[data-testid="folio-row"]').length >= n, Math.min(FOLIOS, 20), { polling: 'raf' });
      homeMs.push(await tab.page.evaluate(() => performance.now()));
      await tab.context.close();
    }
    return { screens, homeMs };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printWebWeightFigures(f: WebWeightFigures): void {
  console.log('\nWeb app, JavaScript per screen on a fresh tab (empty cache), in Chromium (each script gzipped on its own):');
  for (const s of f.screens) {
    const target = GZIP_GOAL_KB[s.screen];
    const gzipKb = Math.round((s.gzipBytes / 1024) * 10) / 10;
    console.log(
      `  ${s.screen.padEnd(28)} ${String(s.scripts).padStart(3)} scripts, ${kb(s.bytes).padStart(9)} raw, ${kb(s.gzipBytes).padStart(8)} gzipped,` +
        ` ${kb(s.transferredBytes).padStart(9)} transferred` +
        (target === undefined ? '' : `   ${goal(`web JavaScript, ${s.screen}, gzipped`, gzipKb, '<=', target, 'KB')}`),
    );
  }
  const homeMedian = Math.round(median(f.homeMs));
  console.log(
    `  dashboard time to content (navigation → ${Math.min(FOLIOS, 20)} folios listed), ${f.homeMs.length} fresh tabs:` +
      ` median ${homeMedian} ms, max ${Math.max(...f.homeMs).toFixed(0)} ms   ${goal('web dashboard time to content, median', homeMedian, '<', HOME_GOAL_MS, 'ms')}`,
  );
}

if (import.meta.main) {
  const { runAlone } = await import('./alone.ts');
  await runAlone('web', async (server, token, admin) => printWebWeightFigures(await benchWebWeight(server, { ...admin, token })));
}
