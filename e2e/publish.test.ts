import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { SHOTS, baseUrl, signInToNewFolio, useBrowser, waitSaved } from './helpers.ts';

const browser = useBrowser();

const publishState = (page: Page) => page.getByTestId('publish-status').getAttribute('data-state', { timeout: 10_000 });

describe('publishing from the editor in Chromium', () => {
  it('shows a new folio as not published, published after Publish, and changed after a later edit is saved', async () => {
    const context = await browser().newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInToNewFolio(page);

    await page.getByTestId('palette-insert-text-widget').click();
    // A field needs a label before the folio can be published (issue 27).
    await page.getByTestId('panel-widget-label-text').fill('Your name');
    await waitSaved(page);

    await expect.poll(() => publishState(page)).toBe('unpublished');
    expect(await page.getByTestId('publish-status').textContent()).toBe('Not published');

    const button = page.getByTestId('publish-button');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await expect.poll(() => publishState(page)).toBe('published');
    expect(await page.getByTestId('publish-status').textContent()).toBe('Published');
    // A new folio is private: publishing says who sees it, never that visitors do (issue 26).
    expect(await page.getByTestId('publish-done').innerText()).toContain('only its owner and the people it is shared with can see it');

    await page.getByTestId('panel-widget-label-text').fill('Edited after publishing');
    await waitSaved(page);
    await expect.poll(() => publishState(page)).toBe('changed');
    expect(await page.getByTestId('publish-status').textContent()).toBe('Changes not yet published');

    // Publishing again brings the badge back to published.
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await expect.poll(() => publishState(page)).toBe('published');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes a folio public with a friendly URL in its settings, and a visitor opens it from the View button', async () => {
    const context = await browser().newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await signInToNewFolio(page);
    await page.getByTestId('folio-name').fill('Visitor guide');
    await page.getByTestId('palette-insert-text-widget').click();
    await page.getByTestId('panel-widget-label-text').fill('Your name');
    await waitSaved(page);

    await page.getByTestId('folio-settings-open').click();
    await page.getByTestId('folio-settings-public').click();
    const url = `visitor-guide-${Date.now()}`;
    await page.getByTestId('folio-settings-url').fill('Not Valid!');
    await page.getByText('Lower-case letters, digits and dashes, e.g. spring-newsletter').first().waitFor();
    await page.getByTestId('folio-settings-url').fill(url);
    await page.getByText('This address is yours').waitFor();
    await page.getByTestId('folio-settings-description').fill('How to find us');
    await page.screenshot({ path: path.join(SHOTS, 'folio-settings-1600.png') });
    await page.keyboard.press('Escape');
    await waitSaved(page);
    await expect.poll(() => page.getByTestId('publish-button').isEnabled()).toBe(true);
    await page.getByTestId('publish-button').click();
    await expect.poll(() => publishState(page)).toBe('published');

    const view = page.getByTestId('publish-view');
    await view.waitFor();
    const href = await view.getAttribute('href');
    expect(href).toBe(`${baseUrl.replace('localhost', '127.0.0.1')}/${url}`);

    const visitor = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const visit = await visitor.newPage();
    const res = await visit.goto(href!);
    expect(res?.status()).toBe(200);
    expect(await visit.title()).toBe('Page 1 · Visitor guide');
    expect(await visit.locator('meta[name="description"]').getAttribute('content')).toBe('How to find us');
    expect(await visit.getByLabel('Your name').count()).toBe(1);
    expect(await visit.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await visit.screenshot({ path: path.join(SHOTS, 'visitor-folio-568.png'), fullPage: true });
    await visitor.close();
    await context.close();
  });

  it('says what went wrong when the server refuses to publish', async () => {
    const context = await browser().newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await signInToNewFolio(page);
    await waitSaved(page);
    await page.route('**/api/folios/*/publish', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'Conflict', message: 'The folio changed meanwhile' }) }),
    );

    await page.getByTestId('publish-button').click();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Something went wrong when publishing the Folio' });
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.textContent()).toContain('The folio changed meanwhile');
    expect(await publishState(page)).toBe('unpublished');
    await context.close();
  });
});
