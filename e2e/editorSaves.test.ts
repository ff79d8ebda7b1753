// Saves that cannot go through (issue 26): the reason at the field, the other edits still saved, undo back to the
// last saved state, and a warning before leaving with changes not saved.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { SHOTS, insertFromPalette, signIn, signInToNewFolio, useBrowser, waitSaved } from './helpers.ts';

const browser = useBrowser();

const saveStatus = (page: Page) => page.getByTestId('save-status').getAttribute('data-status');

/** The text of the element that describes `selector`'s field (aria-describedby). */
const description = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const field = document.querySelector(sel)!;
    return (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  }, selector);

describe('saves the server would refuse', () => {
  it('a name over 200 characters shows its reason at the field, later edits save, and leaving warns', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInToNewFolio(page);
    const editorUrl = page.url();
    const name = page.getByTestId('folio-name');
    const savedName = await name.inputValue();

    await name.fill('N'.repeat(250));
    await expect.poll(() => saveStatus(page)).toBe('held');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await description(page, '[data-testid="folio-name"]')).toContain('The name is 250 characters long, more than the 200 allowed; shorten it.');
    await expect.poll(() => page.getByTestId('save-problem').innerText()).toContain('more than the 200 allowed');

    // Later edits still save.
    await insertFromPalette(page, 'text-resource');
    await page.getByTestId('richtext-content').click();
    await page.keyboard.type('Written after the long name');
    await expect.poll(() => page.locator('[data-editor-node="text-resource"]').innerText()).toContain('Written after the long name');
    await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-pending') === '1', undefined, { timeout: 20_000 });
    expect(await saveStatus(page)).toBe('held');
    await page.screenshot({ path: path.join(SHOTS, 'editor-save-held-1280.png') });
    expect(await axeViolations(page, ['[data-testid="editor-topbar"]', '[data-testid="save-problems"]'])).toEqual([]);

    // Leaving inside the app asks first; staying keeps the editor.
    await page.getByTestId('editor-back').click();
    await page.getByTestId('leave-dialog').getByText('Some of your changes are not saved.').waitFor();
    // Colours are measured once the dialog has finished fading in.
    await page.waitForFunction(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const root = dialog?.closest('.mantine-Modal-root') ?? dialog;
      return !!root && root.getAnimations({ subtree: true }).every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
    });
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.getByTestId('leave-stay').click();
    expect(page.url()).toBe(editorUrl);

    // Reloading gets the browser's question.
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => (resolve(d.type()), void d.dismiss())));
    await page.reload({ timeout: 3000 }).catch(() => {});
    expect(await asked).toBe('beforeunload');

    // Another device (no stored edits) sees what the server holds: the text, and the name as last saved.
    const other = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const second = await other.newPage();
    await signIn(second);
    await second.goto(editorUrl);
    await expect.poll(() => second.locator('[data-editor-node="text-resource"]').innerText()).toContain('Written after the long name');
    expect(await second.getByTestId('folio-name').inputValue()).toBe(savedName);
    await other.close();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a text over 100,000 characters is held back with its reason at the field, and undo restores the last saved text', async () => {
    const context = await browser().newContext({ viewport: { width: 568, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInToNewFolio(page);
    await page.getByTestId('open-panel').click();
    await insertFromPalette(page, 'text-resource');
    const text = page.getByTestId('richtext-content');
    await text.click();
    await page.keyboard.type('The last saved text');
    await waitSaved(page);

    await page.keyboard.insertText('x'.repeat(100_010));
    await expect.poll(() => saveStatus(page), { timeout: 20_000 }).toBe('held');
    expect(await text.getAttribute('aria-invalid')).toBe('true');
    expect(await description(page, '[data-testid="richtext-content"]')).toMatch(/^This text is 100,0\d\d characters of HTML, more than the 100,000 allowed in one text; split it into several texts\.$/);
    await page.getByTestId('richtext-error').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'editor-text-too-long-568.png') });
    expect(await axeViolations(page, ['[data-testid="panel-text-resource"]'])).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('panel-drawer').waitFor({ state: 'hidden' }).catch(() => {});
    await page.getByTestId('save-problems').waitFor();
    await page.waitForTimeout(400); // the drawer's closing transition
    await page.screenshot({ path: path.join(SHOTS, 'editor-save-held-568.png') });
    expect(await axeViolations(page, ['[data-testid="editor-topbar"]', '[data-testid="save-problems"]'])).toEqual([]);

    await page.getByTestId('save-undo-held').click();
    await waitSaved(page);
    await expect.poll(() => page.locator('[data-editor-node="text-resource"]').innerText()).toBe('The last saved text');
    expect(await page.getByTestId('save-problems').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.locator('[data-editor-node="text-resource"]').innerText()).toBe('The last saved text');
    await context.close();
  });
});
