// The instance's own public site (issue 32): on a fresh server the setup screen makes it, the header's five links
// open its pages (at 1280 px in the header, at 568 px through the menu), and the Contact form reaches the super admin.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, waitForStill } from './axe.ts';
import { apiCall, signIn, sitesOriginOf } from './client.ts';
import { SHOTS, useBrowser } from './helpers.ts';
import { startServer, type RunningServer } from './server.ts';

const browser = useBrowser();
const BOSS = { name: 'Olive Operator', email: 'olive@instance.test', password: 'an operator passphrase' };
const PAGES = [
  { label: 'Features', slug: 'features', heading: 'Pages, forms and websites you own' },
  { label: 'Our Story', slug: 'our-story', heading: 'Our story' },
  { label: 'Templates', slug: 'templates', heading: 'Start from a template' },
  { label: 'Pricing', slug: 'pricing', heading: 'Pricing' },
  { label: 'Contact', slug: 'contact', heading: 'Contact us' },
];
const MESSAGE = 'Could our school run its own Folio? We have about 300 students.';

let server: RunningServer;
let sites: string;
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT: '1000', PROOF_OF_WORK_CALM_CHALLENGES: '100000', PROOF_OF_WORK_CALM_SUBMISSIONS: '100000' });
  sites = sitesOriginOf(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const headerLinks = async () => ((await (await fetch(`${server.url}/public/api/config`)).json()) as { headerLinks: Array<{ label: string; href: string }> }).headerLinks;

/** Opens sign-in signed out and follows the header link `label` (through the menu on a narrow screen). */
async function follow(page: Page, width: number, label: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByTestId('login-page').waitFor();
  let scope;
  if (width < 992) {
    await page.getByTestId('nav-burger').click();
    scope = page.getByRole('dialog');
    await scope.getByRole('link', { name: label }).waitFor();
    await waitForStill(page);
    if (label === 'Features') {
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `instance-site-menu-${width}.png`) });
    }
  } else {
    scope = page.getByRole('navigation', { name: 'Folio website' });
    await scope.getByRole('link', { name: label, exact: true }).waitFor();
  }
  await scope.getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL((url) => url.origin === sites);
}

describe("the instance's own public site", () => {
  it('is made by the setup screen: no header links before, the five pages after', async () => {
    expect(await headerLinks()).toEqual([]);
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByTestId('setup-name').fill(BOSS.name);
    await page.getByTestId('setup-email').fill(BOSS.email);
    await page.getByTestId('setup-password').fill(BOSS.password);
    await page.getByTestId('setup-confirm').fill(BOSS.password);
    await page.getByTestId('setup-submit').click();
    await page.getByTestId('dashboard-heading').waitFor();
    expect(await headerLinks()).toEqual(PAGES.map((p) => ({ label: p.label, href: `${sites}/site/folio/${p.slug}` })));

    // Signed in at 1280 px the app's screens fill the header: the site's links are in the menu.
    await page.reload();
    await page.getByTestId('nav-burger').click();
    await page.getByRole('dialog').getByRole('link', { name: 'Contact', exact: true }).waitFor();
    await waitForStill(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'instance-site-menu-signed-in-1280.png') });
    await page.keyboard.press('Escape');
    // From 1605 px (the theme's xl) they are in the header, on one line beside the screens and the account menu.
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await page.getByTestId('nav-burger').isVisible()).toBe(true);
    await page.setViewportSize({ width: 1620, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Folio website' });
    await nav.getByRole('link', { name: 'Contact', exact: true }).waitFor();
    await waitForStill(page);
    expect(await page.getByTestId('nav-burger').isVisible()).toBe(false);
    expect((await nav.boundingBox())!.height).toBeLessThan(40);
    const room = (await page.getByTestId('nav-cart').boundingBox())!.x - ((await nav.boundingBox())!.x + (await nav.boundingBox())!.width);
    console.log(`room between the site links and the cart at 1620 px: ${Math.round(room)} px`);
    expect(room).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'instance-site-header-signed-in-1620.png') });
    await context.close();
  });

  for (const width of [1280, 568]) {
    it(`opens each page from the header at ${width} px, each with 0 axe violations`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      for (const { label, slug, heading } of PAGES) {
        await follow(page, width, label);
        expect(new URL(page.url()).pathname).toBe(`/site/folio/${slug}`);
        expect(await page.locator('h1').textContent()).toBe(heading);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `instance-site-${slug}-${width}.png`), fullPage: true });
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('takes a message on Contact that the super admin reads in the submissions and gets by mail', async () => {
    const context = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${sites}/site/folio/contact`);
    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByLabel('Your email').fill('grace@example.com');
    await page.getByLabel('Your message').fill(MESSAGE);
    const answered = page.waitForResponse((r) => r.url().endsWith('/public/api/submissions') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await answered).status()).toBe(201);
    await page.getByText('Thank you! Your message has been sent; we will answer by mail.').waitFor();
    await waitForStill(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'instance-site-contact-sent-568.png'), fullPage: true });
    await context.close();

    // The super admin owns the Contact folio: its submissions are theirs to read.
    const { token } = await signIn(server.url, BOSS);
    const api = <T>(method: string, url: string) => apiCall<T>(server.url, token, method, url);
    const list = await api<{ items: Array<{ id: string; slug: string }> }>('GET', '/api/websites');
    const site = list.items.find((w) => w.slug === 'folio')!;
    const website = await api<{ pages: Array<{ folioId: string; slug: string }> }>('GET', `/api/websites/${site.id}`);
    const contactId = website.pages.find((p) => p.slug === 'contact')!.folioId;
    const received = await api<{ total: number; items: Array<{ data: Record<string, unknown> }> }>('GET', `/api/folios/${contactId}/submissions`);
    expect(received.total).toBe(1);
    expect(Object.values(received.items[0]!.data)).toContain(MESSAGE);
    // The submit button mails each message to the owner's address (the dev outbox here).
    await expect
      .poll(async () => JSON.stringify(await api<unknown>('GET', '/api/admin/outbox?first=20')).includes('Could our school run its own Folio'), { timeout: 15_000 })
      .toBe(true);

    const admin = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const screen = await admin.newPage();
    await screen.goto(`${server.url}/login`);
    await screen.getByTestId('login-username').fill(BOSS.email);
    await screen.getByTestId('login-password').fill(BOSS.password);
    await screen.getByTestId('login-submit').click();
    await screen.getByTestId('dashboard-heading').waitFor();
    await screen.goto(`${server.url}/folios/${contactId}/submissions`);
    await screen.getByText('Grace Hopper').first().waitFor();
    await waitForStill(screen);
    expect(await axeViolations(screen)).toEqual([]);
    await screen.screenshot({ path: path.join(SHOTS, 'instance-site-contact-submissions-1280.png') });

    // The page is an ordinary folio of theirs: it opens in the editor.
    const errors: string[] = [];
    screen.on('pageerror', (e) => errors.push(e.message));
    await screen.goto(`${server.url}/folios/${contactId}/edit`);
    await screen.getByText('Contact us', { exact: true }).first().waitFor();
    await screen.getByText('Send message').first().waitFor();
    await waitForStill(screen);
    expect(errors).toEqual([]);
    await screen.screenshot({ path: path.join(SHOTS, 'instance-site-contact-editor-1280.png') });
    await admin.close();
  });
});
