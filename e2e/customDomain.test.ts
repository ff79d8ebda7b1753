// A website on its custom domain in Chromium (issue 24, point 3): the domain, mapped to this machine, shows the
// website; the web app's addresses there are 404 pages, signing in there is impossible, and the page's scripts find
// no session even after the same browser signed in on the app origin.
import type { Website } from '@folio/model';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, publishFolio } from './api.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './browser.ts';
import { baseUrl, signIn, storedSession } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const stamp = Date.now().toString(36);
const domain = `bakery-${stamp}.example`;
const port = new URL(baseUrl).port;
/** The website's address: its domain, which Chromium resolves to this machine, on the server's port. */
const shopUrl = `http://${domain}:${port}`;

let browser: Browser;
let baker: Account;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${domain} 127.0.0.1`] });
  // The baker's account type (Creator) allows a custom domain.
  baker = await verifiedAccount('Baker');
  await api(await adminToken(), 'POST', `/api/users/${baker.userId}/changeAccountType`, { accountTypeId: 2 });
  const token = baker.token;
  const home = await publishFolio(token, 'Bakery home', (pageId) => textPage(pageId, 'Home', '<h1>Fresh bread daily</h1>'));
  const created = await api<Website>(token, 'POST', '/api/websites', { name: 'Bakery', slug: `bakery-${stamp}` });
  await api(token, 'PATCH', `/api/websites/${created.id}`, { pages: [{ folioId: home.id, slug: 'home' }], defaultPageFolioId: home.id, customDomain: domain });
  await api(token, 'POST', `/api/websites/${created.id}/publish`);
});
afterAll(async () => {
  await browser?.close();
});

/** What a page's own scripts can find of a session: its storage and its cookies. */
const visibleToScripts = () => ({
  local: Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k) ?? ''}`),
  session: Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k) ?? ''}`),
  cookies: document.cookie,
});
type Visible = ReturnType<typeof visibleToScripts>;

/** Nothing of the account's session: only the visitor script's own analytics visit id (decision 35) may be there. */
function expectNoSession(seen: Visible, accessToken: string, what: string) {
  expect(seen.local, what).toEqual([]);
  expect(seen.cookies, what).toBe('');
  expect(seen.session.filter((entry) => !/^folio\.siteSession=[0-9a-f-]{36}$/.test(entry)), what).toEqual([]);
  expect(JSON.stringify(seen), what).not.toContain(accessToken);
}

describe('a website on its custom domain in Chromium', () => {
  it('shows the website; the app’s addresses there are 404 pages; signing in there fails; its scripts see no session', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The same browser signs in on the app origin first: its session lives there.
    await signIn(page, baker);
    const session = await storedSession(page);
    expect(session).not.toBeNull();
    const accessToken = String(session!.accessToken);
    expect(accessToken.length).toBeGreaterThan(10);

    const home = await page.goto(`${shopUrl}/`);
    expect(home?.status()).toBe(200);
    expect(await page.getByRole('heading', { name: 'Fresh bread daily' }).isVisible()).toBe(true);
    expectNoSession(await page.evaluate(visibleToScripts), accessToken, 'home');

    for (const path of ['/libraries/1', '/login', '/dashboard', '/folios/x/edit']) {
      const res = await page.goto(`${shopUrl}${path}`);
      expect(res?.status(), path).toBe(404);
      expect(await page.getByRole('heading', { name: 'Page not found' }).isVisible(), path).toBe(true);
      expect(await page.getByTestId('login-username').count(), path).toBe(0);
      expectNoSession(await page.evaluate(visibleToScripts), accessToken, path);
    }

    // A script on the page tries to sign in (or read the account) through the domain: nothing answers it.
    await page.goto(`${shopUrl}/`);
    const attempts = await page.evaluate(
      async ({ email, password }) => {
        const login = await fetch('/public/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password }) });
        const me = await fetch('/api/users/me');
        return { login: login.status, loginBody: await login.text(), me: me.status };
      },
      { email: baker.email, password: baker.password },
    );
    expect(attempts.login).toBe(404);
    expect(attempts.loginBody).not.toContain('accessToken');
    expect(attempts.me).toBe(404);
    expectNoSession(await page.evaluate(visibleToScripts), accessToken, 'after the attempts');

    // The app origin keeps its session.
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('dashboard-heading').waitFor();
    expect(await storedSession(page)).toEqual(session);
    await context.close();
  });
});
