import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, waitForStill } from './axe.ts';
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

  it('setup signs the administrator in; then / opens sign-in for a guest and the dashboard once signed in', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByTestId('setup-name').fill(ADMIN.name);
    await page.getByTestId('setup-email').fill(ADMIN.email);
    await page.getByTestId('setup-password').fill(ADMIN.password);
    await page.getByTestId('setup-confirm').fill(ADMIN.password);
    await page.getByTestId('setup-submit').click();
    // Setup signs the new administrator in and says so on the dashboard.
    await page.getByTestId('home-setup-done').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.getByTestId('dashboard-heading').waitFor();
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${server.url}/`);
    await page.getByTestId('login-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByTestId('login-username').fill(ADMIN.email);
    await page.getByTestId('login-password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard-heading').waitFor();

    await page.goto(`${server.url}/`);
    await page.getByTestId('dashboard-heading').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    // spec §2: /_app is the app shell's own address; it opens the saved dashboard page.
    await page.goto(`${server.url}/_app`);
    await page.getByTestId('dashboard-heading').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });

  it('goes from / to a published three-page website from a template, following the checklist, in 15 actions and 5 minutes', async () => {
    // A fresh instance of its own: the first person to arrive is this newcomer, who sets it up.
    const fresh = await startWithNpmStart();
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const started = Date.now();
    let actions = 0;
    /** One thing a person does: a click, a typed field, an address opened. */
    const act = async (what: () => Promise<unknown>) => {
      actions++;
      await what();
    };
    const shot = async (name: string) => {
      await waitForStill(page);
      await page.screenshot({ path: path.join(SHOTS, `newcomer-hour-${name}.png`), fullPage: true });
    };
    const step = (id: string) => page.getByTestId(`checklist-step-${id}`);
    try {
      await act(() => page.goto(`${fresh.url}/`));
      await act(() => page.getByTestId('setup-name').fill('Nora Newcomer'));
      await act(() => page.getByTestId('setup-email').fill('nora@first-hour.test'));
      await act(() => page.getByTestId('setup-password').fill('a first hour passphrase'));
      await act(() => page.getByTestId('setup-confirm').fill('a first hour passphrase'));
      await act(() => page.getByTestId('setup-submit').click());

      // The dashboard asks what they are making and shows the checklist with nothing done.
      await page.getByTestId('first-run-question').waitFor();
      await page.getByTestId('checklist').waitFor();
      expect(await page.getByTestId('checklist-progress-text').innerText()).toBe('0 of 5 done');
      await shot('question');
      expect(await axeViolations(page)).toEqual([]);
      await act(() => page.getByTestId('first-run-business').click());

      // The gallery for a business puts the three-page website among the first.
      await page.waitForURL((url) => url.pathname === '/templates' && url.searchParams.get('for') === 'business');
      const card = page.locator('[data-testid="builtin-template-card"][data-slug="small-business-website"]');
      await card.waitFor();
      await shot('gallery');
      await act(() => card.getByTestId('builtin-template-use').click());

      // The website with its three pages; one click publishes it.
      await page.waitForURL(/\/websites\/[0-9a-f-]{36}$/);
      await expect.poll(() => page.getByTestId('website-page-published').count(), { timeout: 20_000 }).toBe(3);
      await act(() => page.getByTestId('website-publish').click());
      await expect.poll(() => page.getByTestId('website-publish-status').getAttribute('data-state'), { timeout: 30_000 }).toBe('published');
      await shot('website');
      // Every text in English: no translation key shows (a key looks like area:some.key or some.key.path).
      expect(await page.locator('main').innerText()).not.toMatch(/\b[a-z]+(?:[A-Z][a-z]+)*\.[a-z]+(?:[A-Z][a-z]+)*\.[a-z]+/);
      expect(await axeViolations(page)).toEqual([]);

      // Back on the dashboard the checklist has ticked itself: a folio, an image in it, published, a website.
      await act(() => page.getByTestId('brand').click());
      await page.getByTestId('checklist').waitFor();
      for (const id of ['folio', 'image', 'publish', 'website']) await expect.poll(() => step(id).getAttribute('data-done')).toBe('true');
      expect(await step('share').getAttribute('data-done')).toBe('false');
      await shot('checklist');

      // Its last step leads to the folio to share: a share link ticks it.
      await act(() => step('share').getByRole('link').click());
      await page.waitForURL(/\/folios\/[0-9a-f-]{36}\/edit$/);
      await act(() => page.getByTestId('editor-share').click());
      await act(() => page.getByTestId('share-link-create').click());
      await page.getByTestId('share-link-url').first().waitFor();
      await act(() => page.keyboard.press('Escape'));
      await act(() => page.getByTestId('editor-back').click());
      await page.getByTestId('dashboard-heading').waitFor();
      // Every step done: the checklist has done its work and steps aside.
      await expect.poll(() => page.getByTestId('checklist').count()).toBe(0);
      const elapsed = Date.now() - started;
      await shot('done');

      // The three pages are on the web.
      const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { accessToken: string }).accessToken);
      const sites = await (await fetch(`${fresh.url}/api/websites`, { headers: { authorization: `Bearer ${token}` } })).json() as { items: Array<{ id: string; name: string; publishedAt: string | null }> };
      // The newcomer is the super admin here: the instance's own site is theirs too; the template's is the other one.
      const mine = sites.items.filter((w) => w.publishedAt !== null && !/^Folio$/i.test(w.name));
      expect(mine.length).toBeGreaterThanOrEqual(1);
      const site = await (await fetch(`${fresh.url}/api/websites/${mine[0]!.id}`, { headers: { authorization: `Bearer ${token}` } })).json() as { siteUrl: string; defaultPageFolioId: string | null; pages: Array<{ slug: string; folioId: string }> };
      expect(site.pages).toHaveLength(3);
      const root = site.siteUrl.replace(/\/$/, '');
      const home = await fetch(root);
      expect(home.status, `${root}: ${(await home.text()).slice(0, 200)}`).toBe(200);
      // The default page is the website's own address; the others are under their slugs.
      for (const p of site.pages.filter((p) => p.folioId !== site.defaultPageFolioId)) {
        const res = await fetch(`${root}/${p.slug}`);
        expect(res.status, p.slug).toBe(200);
      }
      console.log(`[newcomer] from / to a published three-page website and a full checklist: ${actions} actions, ${(elapsed / 1000).toFixed(1)} s`);
      expect(actions).toBeLessThanOrEqual(15);
      expect(elapsed).toBeLessThan(5 * 60_000);
      expect(errors).toEqual([]);
    } catch (e) {
      await page.screenshot({ path: path.join(SHOTS, 'newcomer-hour-failed.png'), fullPage: true }).catch(() => undefined);
      throw e;
    } finally {
      await context.close();
      await fresh.stop();
    }
    // Its own fresh `npm start` besides the scripted five minutes.
  }, 480_000);
});
