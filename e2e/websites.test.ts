import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEBSITE_TEXTS, type Website } from '@folio/model';
import { adminToken, api } from './api.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** Saves round-trip through the server; give them time under a loaded machine. */
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 10_000 });

const pageTitles = (page: Page) => page.getByTestId('website-page-title').allTextContents();
const menuTitles = (page: Page) => page.getByTestId('website-menu-item-title').allTextContents();
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

/** Closes the toasts (or waits out those already leaving), so the screenshots show the screen under them. */
async function dismissToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  await expect
    .poll(
      async () => {
        // A toast that is already sliding out is never stable enough to click; it goes by itself.
        await toasts.locator('button').first().click({ timeout: 500 }).catch(() => undefined);
        return toasts.count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
}

/** Drags a row's handle with the mouse onto another row (dnd-kit needs a few intermediate moves). */
async function dragHandleTo(page: Page, row: Locator, target: Locator) {
  const h = (await row.getByTestId('drag-handle').boundingBox())!;
  const t = (await target.boundingBox())!;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2 - 10, { steps: 3 });
  await page.mouse.move(h.x + h.width / 2, t.y + t.height / 2 - 5, { steps: 10 });
  await page.mouse.up();
}

/** Picks an option of a Mantine Select or MultiSelect by its visible name. */
/** Picks options; the list stays open, as a user leaves it before pressing the dialog's button (which it must not cover). */
async function pick(page: Page, field: Locator, ...names: string[]) {
  await field.click();
  for (const name of names) await page.getByRole('option', { name, exact: true }).click();
}

describe('websites, end to end in Chromium', () => {
  it('creates a website, adds two folios as pages, sets a header, reorders the menu, sets the tag manager id and publishes', async () => {
    const run = Date.now().toString(36);
    const token = await adminToken();
    const [home, about, header] = ['Home', 'About', 'Header'].map((n) => `${n} ${run}`) as [string, string, string];
    const folios: Record<string, string> = {};
    for (const name of [home, about, header]) folios[name] = (await api<{ id: string }>(token, 'POST', '/api/folios', { name })).id;

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);

    // The list, and a new website made from a name.
    await page.getByTestId('nav-websites').click();
    await page.getByTestId('websites-heading').waitFor();
    await page.getByTestId('websites-empty').or(page.getByTestId('websites-results').getByText(/results? found/)).waitFor();
    const siteName = `Site ${run}`;
    await page.getByTestId('website-new').click();
    await page.getByTestId('website-name-input').fill(siteName);
    await page.getByTestId('website-dialog-create').click();
    await page.getByTestId('website-heading').filter({ hasText: siteName }).waitFor();
    const websiteId = /\/websites\/([^/]+)$/.exec(page.url())![1]!;
    const stored = () => api<Website>(token, 'GET', `/api/websites/${websiteId}`);
    await page.getByTestId('website-pages-empty').waitFor();
    expect(await page.getByTestId('website-published-badge').textContent()).toBe('Not published');

    // Pages: two folios, in the order picked; both go into the menu.
    await page.getByTestId('website-add-pages').click();
    await pick(page, page.getByTestId('website-add-pages-picker'), home, about);
    await page.getByTestId('website-add-pages-confirm').click();
    await eventually(() => pageTitles(page)).toEqual([home, about]);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await eventually(() => menuTitles(page)).toEqual([home, about]);

    // A page's slug: the model's rule as the user types, saved on Enter.
    const aboutRow = page.getByTestId('website-page').filter({ hasText: about });
    const slug = aboutRow.getByTestId('website-page-slug');
    await slug.fill('search');
    await aboutRow.getByText(WEBSITE_TEXTS.reservedSlug).waitFor();
    await slug.fill('about-us');
    expect(await aboutRow.getByText(WEBSITE_TEXTS.reservedSlug).count()).toBe(0);
    await slug.press('Enter');
    await eventually(async () => (await stored()).pages.map((p) => p.slug)).toContain('about-us');

    // The default page.
    await page.getByTestId('website-page').filter({ hasText: home }).getByTestId('website-page-default').check();
    await eventually(async () => (await stored()).defaultPageFolioId).toBe(folios[home]);

    // Header: a folio that is not a page.
    await pick(page, page.getByTestId('website-header-select'), header);
    await eventually(async () => (await stored()).headerFolioId).toBe(folios[header]);

    // Menu: About up by its button, then Home up by keyboard (lift with space, arrow, drop).
    const menu = page.getByTestId('website-menu');
    await menu.getByTestId('website-menu-item').nth(1).getByTestId('move-up').click();
    await eventually(() => menuTitles(page)).toEqual([about, home]);
    await eventually(async () => (await stored()).menu).toEqual([folios[about], folios[home]]);
    await menu.getByTestId('website-menu-item').nth(1).getByTestId('drag-handle').focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    await eventually(async () => (await stored()).menu).toEqual([folios[home], folios[about]]);
    // The page list kept its own order; it is reordered by mouse and by buttons, the menu staying as it is.
    expect(await pageTitles(page)).toEqual([home, about]);
    await dragHandleTo(page, page.getByTestId('website-page').nth(1), page.getByTestId('website-page').nth(0));
    await eventually(() => pageTitles(page)).toEqual([about, home]);
    await eventually(async () => (await stored()).pages.map((p) => p.folioId)).toEqual([folios[about], folios[home]]);
    await page.getByTestId('website-page').nth(0).getByTestId('move-down').click();
    await eventually(async () => (await stored()).pages.map((p) => p.folioId)).toEqual([folios[home], folios[about]]);
    expect(await menuTitles(page)).toEqual([home, about]);

    // Tag manager id: a wrong one shows the model's text and cannot be saved; a right one saves.
    const save = page.getByTestId('website-settings-save');
    const settings = page.getByTestId('website-settings');
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('website-settings-tag-manager').fill('GTM-12');
    await settings.getByText(WEBSITE_TEXTS.tagManagerId).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await settings.screenshot({ path: path.join(SHOTS, 'website-settings-wrong-tag-manager.png') });
    await page.getByTestId('website-settings-tag-manager').fill('GTM-AB12CD3');
    expect(await settings.getByText(WEBSITE_TEXTS.tagManagerId).count()).toBe(0);
    await eventually(() => save.isEnabled()).toBe(true);
    await save.click();
    await toast(page, 'Website settings saved').waitFor();
    await eventually(async () => (await stored()).tagManagerId).toBe('GTM-AB12CD3');
    await eventually(() => save.isDisabled()).toBe(true);

    // Publish: the toast, the badge with its date, and the pages published.
    await page.getByTestId('website-publish').click();
    await toast(page, 'Website published').waitFor();
    await eventually(() => page.getByTestId('website-published-badge').textContent()).toBe('Published');
    await page.getByTestId('website-published-at').waitFor();
    await eventually(() => page.getByTestId('website-page-published').allTextContents()).toEqual(['Published', 'Published']);

    // Preview links open in a new tab.
    const site = await stored();
    const links = page.getByTestId('website-preview-page');
    expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]))).toEqual([
      [`${site.siteUrl}/${site.pages[0]!.slug}`, '_blank', 'noopener'],
      [`${site.siteUrl}/about-us`, '_blank', 'noopener'],
    ]);
    expect(await page.getByTestId('website-preview-site').getAttribute('href')).toBe(site.siteUrl);

    await dismissToasts(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, 'website-detail-1280.png'), fullPage: true });

    // 568 px: no sideways scrolling.
    await page.setViewportSize({ width: 568, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(568);
    await page.screenshot({ path: path.join(SHOTS, 'website-detail-568.png'), fullPage: true });

    // The list shows it published, with its page count.
    await page.getByTestId('website-back').click();
    const row = page.getByTestId('website-row').filter({ hasText: siteName });
    await eventually(() => row.getByTestId('website-published').textContent()).toBe('Published');
    expect(await row.getByTestId('website-page-count').textContent()).toContain('2 pages');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(568);
    await page.screenshot({ path: path.join(SHOTS, 'websites-568.png'), fullPage: true });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks the address live, says what went wrong when publishing fails, and deletes a website after confirming', async () => {
    const run = Date.now().toString(36);
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${baseUrl}/websites`);
    const siteName = `Empty ${run}`;
    await page.getByTestId('website-new').click();
    await page.getByTestId('website-name-input').fill(siteName);
    await page.getByTestId('website-dialog-create').click();
    await page.getByTestId('website-heading').filter({ hasText: siteName }).waitFor();
    await page.getByTestId('website-pages-empty').waitFor();
    await page.setViewportSize({ width: 568, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(568);
    await page.screenshot({ path: path.join(SHOTS, 'website-empty-568.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The address is checked live: another website's is taken, a free one can be saved.
    const other = await api<Website>(await adminToken(), 'POST', '/api/websites', { name: `Taken ${run}` });
    const save = page.getByTestId('website-settings-save');
    await page.getByTestId('website-settings-slug').fill(other.slug);
    await page.getByTestId('website-settings').getByText('This website address is already taken').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('website-settings-slug').fill(`free-${run}`);
    await page.getByTestId('website-slug-available').waitFor();
    await eventually(() => save.isEnabled()).toBe(true);
    await save.click();
    await toast(page, 'Website settings saved').waitFor();
    await eventually(() => page.getByTestId('website-preview-site').getAttribute('href')).toMatch(new RegExp(`/site/free-${run}$`));

    await page.getByTestId('website-publish').click();
    const failed = toast(page, 'Something went wrong when publishing the Website. ');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Add at least one page before publishing');
    expect(await page.getByTestId('website-published-badge').textContent()).toBe('Not published');

    await page.getByTestId('website-back').click();
    const row = page.getByTestId('website-row').filter({ hasText: siteName });
    await row.getByTestId('website-actions').click();
    await page.getByTestId('website-delete').click();
    await page.getByTestId('website-delete-confirm').click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await dismissToasts(page);
    await page.screenshot({ path: path.join(SHOTS, 'websites-1280.png'), fullPage: true });
    await context.close();
  });
});
