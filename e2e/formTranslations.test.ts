// Issue 32 in the browser: a form published in two languages. The owner adds French in the editor's folio settings
// and publishes; a visitor whose browser is French reads it in French, another switches languages with the page's
// switcher; both submit and the owner's table shows two rows with their languages, the same option answer. A page
// read in Arabic is right to left with the visitor texts in Arabic. axe 0 at 1280 and 568 px.
import path from 'node:path';
import { createNode, type FolioNode } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, waitForStill } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser, waitSaved } from './helpers.ts';
import { adminToken, api, publishFolio, sitesUrl } from './api.ts';

const browser = useBrowser();

// Fixed node ids (unique within each folio), so translations can name them before the folio is made.
const ids = { name: 'w-name', colour: 'w-colour', send: 'w-send' };
function formNodes(pageId: string): FolioNode[] {
  const name = { ...createNode('text-widget'), id: ids.name, name: 'name', required: true, label: { position: 'top' as const, text: 'Your name' } };
  const base = createNode('multiple-choice-widget');
  const colour = {
    ...base,
    id: ids.colour,
    name: 'colour',
    required: true,
    label: { position: 'top' as const, text: 'Favourite colour' },
    meta: { ...base.meta, options: [{ value: 'red', option: { type: 'text' as const, text: 'Red' } }, { value: 'green', option: { type: 'text' as const, text: 'Green' } }] },
  };
  const send = { ...createNode('button-widget'), id: ids.send };
  send.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [name.id, colour.id] } }, appearance: { text: 'Register', icon: 'send', useText: true } };
  const intro = createNode('text-resource', { html: '<p>Tell us about you.</p>' });
  const blocks = [intro, name, colour, send].map((resource) => createNode('block', { resource: resource.id }));
  const column = createNode('column', { children: blocks.map((b) => b.id) });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  const page = createNode('page', { id: pageId, name: 'Sign up', children: [tile.id] });
  return [page, tile, layout, column, ...blocks, intro, name, colour, send];
}

let form = { id: '', pageId: '' };
let token = '';
beforeAll(async () => {
  token = await adminToken();
  form = await publishFolio(token, 'Open day sign-up', formNodes, { root: { language: 'en' } });
});

const pageUrl = (query = '') => `${sitesUrl}/folio/${form.id}/page/${form.pageId}${query}`;

async function shot(page: Page, name: string): Promise<void> {
  await waitForStill(page);
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
}

describe('a form in two languages', () => {
  it('the owner adds French in the editor and publishes', { timeout: 120_000 }, async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);
    await page.goto(`${baseUrl}/folios/${form.id}/edit`);
    await page.getByTestId('folio-settings-open').click();
    const settings = page.getByTestId('translations-settings');
    await settings.waitFor();
    await page.getByTestId('translation-add-language').fill('fr');
    await page.keyboard.press('Escape');
    await page.getByTestId('translation-add').click();
    const dialog = page.getByTestId('translation-dialog');
    await dialog.getByTestId('translation-summary').waitFor();
    expect(await dialog.getByTestId('translation-summary').innerText()).toMatch(/^0 of \d+ texts translated/);
    await page.getByTestId(`translation-text-${ids.name}.label`).fill('Votre nom');
    await page.getByTestId(`translation-text-${ids.colour}.label`).fill('Couleur préférée');
    await page.getByTestId(`translation-text-${ids.colour}.option.red`).fill('Rouge');
    // typed with the keyboard, as an author does
    await page.getByTestId(`translation-text-${ids.colour}.option.green`).focus();
    await page.keyboard.type('Vert');
    await page.getByTestId(`translation-text-${ids.send}.text`).fill('S’inscrire');
    await page.getByTestId(`translation-text-${form.pageId}.name`).fill('Inscription');
    await page.getByTestId('translation-only-missing').check();
    expect(await dialog.getByTestId(`translation-text-${ids.name}.label`).count()).toBe(0);
    await shot(page, 'translations-dialog-1280.png');
    expect(await axeViolations(page, ['[data-testid="translation-dialog"]'])).toEqual([]);
    await page.getByTestId('translation-done').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('translation-progress-fr').innerText()).toMatch(/^6 of \d+ texts translated$/);
    await shot(page, 'translations-settings-1280.png');
    expect(await axeViolations(page, ['[data-testid="translations-settings"]'])).toEqual([]);
    await page.keyboard.press('Escape');
    await waitSaved(page);

    await page.getByTestId('publish-button').click();
    const check = page.getByTestId('publish-check-publish');
    await Promise.race([check.waitFor({ timeout: 10_000 }).then(() => check.click()).catch(() => undefined), page.getByTestId('publish-done').first().waitFor({ timeout: 10_000 }).catch(() => undefined)]);
    await expect.poll(() => page.getByTestId('publish-status').getAttribute('data-state'), { timeout: 20_000 }).toBe('published');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the translation dialog at 568 px, opened with the keyboard, passes axe', { timeout: 90_000 }, async () => {
    const context = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${baseUrl}/folios/${form.id}/edit`);
    await page.getByTestId('folio-settings-open').click();
    await page.getByTestId('translation-progress-fr').waitFor();
    await page.getByTestId('translation-edit-fr').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('translation-dialog');
    await dialog.getByTestId('translation-summary').waitFor();
    expect(await page.getByTestId(`translation-text-${ids.name}.label`).inputValue()).toBe('Votre nom');
    await shot(page, 'translations-dialog-568.png');
    expect(await axeViolations(page, ['[data-testid="translation-dialog"]'])).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('a French browser reads it in French and submits; another visitor switches with the switcher', { timeout: 120_000 }, async () => {
    for (const width of [1280, 568]) {
      const context = await browser().newContext({ viewport: { width, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(pageUrl());
      await page.waitForLoadState('load');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      await page.getByLabel('Votre nom').waitFor();
      expect(await page.getByRole('navigation', { name: 'Langues' }).getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true');
      // the visitor script's field error and toast in French
      await page.getByRole('button', { name: 'S’inscrire' }).click();
      await expect.poll(() => page.locator('[data-fo-toast="alert"]').textContent()).toBe('Votre envoi comporte une erreur ; veuillez vérifier vos réponses.');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `translations-visitor-fr-${width}.png`);
      if (width === 1280) {
        await page.getByLabel('Votre nom').fill('Marie');
        await page.getByLabel('Rouge').check();
        await page.getByRole('button', { name: 'S’inscrire' }).click();
        await expect.poll(() => page.locator('[data-fo-toast="status"]').textContent()).toBe('Envoi bien reçu !');
      }
      await context.close();
    }

    const context = await browser().newContext({ viewport: { width: 568, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(pageUrl());
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByLabel('Your name').waitFor();
    const switcher = page.getByRole('navigation', { name: 'Languages' });
    // by keyboard: the switcher's link to French
    await switcher.getByRole('link', { name: 'Français' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Votre nom').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('navigation', { name: 'Langues' }).getByRole('link', { name: 'English' }).click();
    await page.getByLabel('Your name').waitFor();
    await page.getByLabel('Your name').fill('Grace');
    await page.getByLabel('Red').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.locator('[data-fo-toast="status"]').textContent()).toBe('Submission successfully received!');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'translations-visitor-en-568.png');
    await context.close();
  });

  it('the owner sees both in one table, with their languages and the same answer', { timeout: 60_000 }, async () => {
    for (const width of [1280, 568]) {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signIn(page);
      await page.goto(`${baseUrl}/folios/${form.id}/submissions`);
      const table = page.getByTestId('submissions-table');
      await table.waitFor();
      await expect.poll(() => table.getByTestId('submission-row').count()).toBe(2);
      expect(await table.locator('th').allTextContents()).toContain('Language');
      const marie = table.getByTestId('submission-row').filter({ hasText: 'Marie' });
      const grace = table.getByTestId('submission-row').filter({ hasText: 'Grace' });
      expect(await marie.getByTestId('submission-language').innerText()).toBe('French (fr)');
      expect(await grace.getByTestId('submission-language').innerText()).toBe('English (en)');
      expect(await marie.innerText()).toContain('Red');
      expect(await grace.innerText()).toContain('Red');
      expect(await axeViolations(page, ['[data-testid="submissions-table"]'])).toEqual([]);
      await shot(page, `translations-owner-table-${width}.png`);
      await context.close();
    }
    const items = await api<{ items: Array<{ language: string | null; data: Record<string, unknown> }> }>(token, 'GET', `/api/folios/${form.id}/submissions?getAllItems=true`);
    expect(items.items.map((i) => [i.language, i.data[ids.colour]]).sort()).toEqual([['en', ['red']], ['fr', ['red']]]);
  });

  it('a page read in Arabic is right to left with the visitor texts in Arabic', { timeout: 60_000 }, async () => {
    const arabic = await publishFolio(token, 'Arabic form', formNodes, {
      root: { language: 'en', translations: { ar: { [`${ids.name}.label`]: 'اسمك', [`${ids.send}.text`]: 'تسجيل' } } },
    });
    for (const width of [1280, 568]) {
      const context = await browser().newContext({ viewport: { width, height: 900 }, locale: 'ar' });
      const page = await context.newPage();
      await page.goto(`${sitesUrl}/folio/${arabic.id}/page/${arabic.pageId}`);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      await page.getByLabel('اسمك').waitFor();
      await page.getByRole('button', { name: 'تسجيل' }).click();
      await expect.poll(() => page.locator('[data-fo-toast="alert"]').textContent()).toBe('يوجد خطأ في إرسالك؛ يُرجى مراجعة إجاباتك.');
      expect(await page.locator(`[data-fo-widget="${ids.name}"] [data-fo-error]:not([hidden])`).textContent()).toBe('يُرجى ملء هذا الحقل.');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `translations-visitor-ar-${width}.png`);
      await context.close();
    }
  });
});
