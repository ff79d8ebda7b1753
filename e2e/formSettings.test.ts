// The editor's form settings of issue 26: a one-answer choice list is named "Radio buttons" and drawn with round
// buttons, several answers "Checkboxes"; a submit button's thank-you message is set in its panel and saved.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { insertFromPalette, SHOTS, signInToNewFolio, useBrowser, waitSaved } from './helpers.ts';

const browser = useBrowser();

describe('form settings in the editor', () => {
  it('names the choice display after its control and keeps a thank-you message', { timeout: 60_000 }, async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInToNewFolio(page);

    await insertFromPalette(page, 'multiple-choice-widget');
    const display = page.getByTestId('panel-meta-choice-display');
    await expect.poll(() => display.inputValue()).toBe('Radio buttons');
    await page.getByTestId('panel-meta-choice-accept-multiple').click({ force: true });
    await expect.poll(() => display.inputValue()).toBe('Checkboxes');

    await insertFromPalette(page, 'button-widget');
    const thanks = page.getByTestId('panel-meta-button-thank-you');
    expect(await thanks.getAttribute('placeholder')).toBe('Thank you! Your answers have been sent.');
    await thanks.fill('See you at the open day!');
    await waitSaved(page);
    expect(await axeViolations(page, ['[data-testid="panel-meta-button"]'])).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'form-settings-1280.png') });

    await page.reload();
    const button = await page.locator('[data-editor-node="button-widget"]').first().getAttribute('data-node-id');
    await page.locator(`[data-outline-id="${button}"]`).click();
    await expect.poll(() => page.getByTestId('panel-meta-button-thank-you').inputValue()).toBe('See you at the open day!');

    await page.setViewportSize({ width: 568, height: 900 });
    await page.getByTestId('open-panel').click();
    const drawer = page.getByTestId('panel-drawer');
    await drawer.getByTestId('panel-meta-button-thank-you').waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await axeViolations(page, ['[data-testid="panel-drawer"] [data-testid="panel-meta-button"]'])).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'form-settings-568.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
