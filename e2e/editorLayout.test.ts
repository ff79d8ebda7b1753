import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, insertFromPalette, signInToNewFolio, useBrowser } from './helpers.ts';

const browser = useBrowser();
const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

/** The scale the canvas is drawn at, measured: its drawn width over its layout width. */
const canvasScale = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLElement>('[data-testid="canvas"]')!;
    return canvas.getBoundingClientRect().width / Number(canvas.dataset.width);
  });

/**
 * A box once it has stopped moving: selecting a block opens its settings beside a canvas zoomed to Fit, which then
 * draws smaller, so a box read at once can be the one from before (a drop aimed there landed elsewhere under load).
 */
async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = JSON.stringify(await locator.boundingBox());
  for (let i = 0; i < 50; i++) {
    await locator.page().waitForTimeout(100);
    const now = JSON.stringify(await locator.boundingBox());
    if (now === last && now !== 'null') break;
    last = now;
  }
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

/** The size body text is drawn at on screen, in CSS pixels. */
const drawnTextSize = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel)!;
    const canvas = document.querySelector<HTMLElement>('[data-testid="canvas"]')!;
    const scale = canvas.getBoundingClientRect().width / Number(canvas.dataset.width);
    return parseFloat(getComputedStyle(el).fontSize) * scale;
  }, selector);

const blockOf = (page: Page, kind: string) =>
  page.evaluate((k) => document.querySelector(`[data-editor-node="${k}"]`)!.closest('[data-editor-node="block"]')!.getAttribute('data-node-id')!, kind);

/** The widget kinds of the blocks of the first column, top to bottom. */
const firstColumnOrder = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelector('[data-editor-node="column"]')!.querySelectorAll('[data-editor-node="block"]')).map(
      (b) => b.querySelector('[data-editor-node$="-widget"]')?.getAttribute('data-editor-node') ?? '',
    ),
  );

const within = (box: { x: number; y: number; width: number; height: number }, viewport: { width: number; height: number }) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;

describe('the editor at a laptop window in Chromium', () => {
  it('shows the selection’s settings without scrolling at 1280×800, with distinct palette names, unique pasted names and readable submit fields', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInToNewFolio(page);

    // No two palette buttons share an accessible name; the two "Text" kinds say which is which.
    await page.getByTestId('side-tab-insert').click();
    const names = await page.getByTestId('palette').locator('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(names.length);
    expect(await page.getByRole('button', { name: 'Insert Text content', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Insert Text widget', exact: true }).count()).toBe(1);

    // A new empty text shows a placeholder on the canvas, and its settings come forward at the top of the side panel.
    await insertFromPalette(page, 'text-resource');
    expect(await page.getByTestId('side-tab-settings').getAttribute('aria-selected')).toBe('true');
    await page.locator('[data-editor-node="text-resource"] .fo-placeholder').waitFor();
    const firstField = page.getByTestId('panel-root').locator('input, textarea, [contenteditable="true"]').first();
    await firstField.waitFor();
    expect(within((await firstField.boundingBox())!, { width: 1280, height: 800 })).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'editor-1280-settings.png') });

    // The tabs work from the keyboard: arrow keys move between Settings and Insert.
    await page.getByTestId('side-tab-settings').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('side-tab-insert').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('palette').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'editor-1280-insert.png') });

    // A named accordion pasted twice gets numbered names (they become submission columns).
    await insertFromPalette(page, 'accordion-widget');
    const nameField = page.getByTestId('panel-widget-name');
    expect(within((await nameField.boundingBox())!, { width: 1280, height: 800 })).toBe(true);
    await nameField.fill('faq');
    const accordionId = await page.locator('[data-editor-node="accordion-widget"]').first().getAttribute('data-node-id');
    await page.locator(`[data-outline-id="${accordionId}"]`).click();
    await page.keyboard.press(`${mod}+C`);
    await page.keyboard.press(`${mod}+V`);
    await page.keyboard.press(`${mod}+V`);
    await expect.poll(() => page.locator('[data-editor-node="accordion-widget"]').count()).toBe(3);
    const outline = await page.locator('[data-outline-id]').allInnerTexts();
    expect(outline.filter((t) => /faq/.test(t)).map((t) => t.match(/faq( \d)?/)![0]).sort()).toEqual(['faq', 'faq 2', 'faq 3']);
    // Typing a name another widget has is flagged at the field.
    const copyId = await page.locator('[data-editor-node="accordion-widget"]').nth(1).getAttribute('data-node-id');
    await page.locator(`[data-outline-id="${copyId}"]`).click();
    await nameField.fill('FAQ');
    await page.getByText('Another widget in this folio has this name').waitFor();
    await nameField.fill('faq 2');
    await expect.poll(() => page.getByText('Another widget in this folio has this name').count()).toBe(0);

    // A submit button lists the fields it sends by readable names, never by ids.
    await insertFromPalette(page, 'text-widget');
    await insertFromPalette(page, 'numeric-widget');
    await insertFromPalette(page, 'button-widget');
    const pills = page.locator('[data-testid="panel-meta-button"] .mantine-Pill-label');
    await expect.poll(() => pills.allInnerTexts()).toEqual(['Text 1', 'Numeric 1']);

    await page.setViewportSize({ width: 568, height: 900 });
    await page.getByTestId('open-panel').click();
    await page.getByTestId('panel-drawer').getByTestId('side-tab-settings').waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.screenshot({ path: path.join(SHOTS, 'editor-568-panel.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('zooms the canvas from Fit to 100 % with the switcher and the keys, draws text readably by default, and remembers the choice', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInToNewFolio(page);
    const folioUrl = page.url();
    await insertFromPalette(page, 'text-resource');
    await page.getByTestId('richtext-content').click();
    await page.keyboard.type('Body text an author can read');
    const text = '[data-editor-node="text-resource"] .fo-text';
    await expect.poll(() => page.locator(text).innerText()).toBe('Body text an author can read');

    // The default draws body text at its real size.
    expect(await canvasScale(page)).toBeCloseTo(1, 2);
    expect(await drawnTextSize(page, text)).toBeGreaterThanOrEqual(14);

    const switcher = page.getByTestId('zoom-switcher');
    await switcher.getByText('Fit', { exact: true }).click();
    await expect.poll(() => canvasScale(page)).toBeLessThan(0.6);
    expect(await drawnTextSize(page, text)).toBeLessThan(9);
    await page.screenshot({ path: path.join(SHOTS, 'editor-1280-fit.png') });

    await switcher.getByText('75%', { exact: true }).click();
    await expect.poll(() => canvasScale(page)).toBeCloseTo(0.75, 2);

    // Keys outside fields: Shift+0 is 100 %, minus steps down, Shift+1 fits, plus steps up from the fitted scale.
    await page.getByTestId('canvas-area').click({ position: { x: 4, y: 4 } });
    await page.keyboard.press('Shift+Digit0');
    await expect.poll(() => canvasScale(page)).toBeCloseTo(1, 2);
    await page.keyboard.press('-');
    await expect.poll(() => canvasScale(page)).toBeCloseTo(0.75, 2);
    await page.keyboard.press('Shift+Digit1');
    await expect.poll(() => canvasScale(page)).toBeLessThan(0.6);
    await page.keyboard.press('+');
    await expect.poll(() => canvasScale(page)).toBeCloseTo(0.5, 2);
    await page.keyboard.press('+');
    await expect.poll(() => canvasScale(page)).toBeCloseTo(0.75, 2);

    await page.goto(folioUrl);
    await page.locator(text).waitFor();
    expect(await canvasScale(page)).toBeCloseTo(0.75, 2);
    expect(await drawnTextSize(page, text)).toBeGreaterThanOrEqual(11);
    await context.close();
  });

  it('draws the drag overlay under the pointer on a zoomed canvas and inserts a block dropped on another block’s top edge before it, and still moves blocks from the keyboard', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInToNewFolio(page);
    for (const kind of ['numeric-widget', 'date-widget', 'time-widget']) await insertFromPalette(page, kind);
    await expect.poll(() => firstColumnOrder(page)).toEqual(['numeric-widget', 'date-widget', 'time-widget']);
    await page.getByTestId('zoom-switcher').getByText('Fit', { exact: true }).click();
    await expect.poll(() => canvasScale(page)).toBeLessThan(0.6);

    const moving = await blockOf(page, 'time-widget');
    const target = await blockOf(page, 'numeric-widget');
    await page.locator(`[data-outline-id="${moving}"]`).click();
    const handle = page.getByTestId(`dnd-handle-${moving}`);
    await handle.waitFor();
    const to = await settledBox(page.locator(`[data-node-id="${target}"]`).first());
    const from = await settledBox(handle);
    const end = { x: to.x + to.width / 2, y: to.y + 2 };
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) {
      await page.mouse.move(from.x + ((end.x - from.x) * i) / 20, from.y + ((end.y - from.y) * i) / 20);
    }
    const overlay = (await page.getByTestId('dnd-overlay').boundingBox())!;
    expect(Math.abs(overlay.x - end.x)).toBeLessThan(40);
    expect(Math.abs(overlay.y + overlay.height / 2 - end.y)).toBeLessThan(40);
    const indicator = page.locator(`[data-node-id="${target}"] [data-testid="dnd-drop-indicator"]`);
    await indicator.waitFor();
    expect(await indicator.getAttribute('data-position')).toBe('before');
    expect(await indicator.getAttribute('data-valid')).toBe('true');
    await page.screenshot({ path: path.join(SHOTS, 'editor-1280-drag.png') });
    await page.mouse.up();
    await expect.poll(() => firstColumnOrder(page)).toEqual(['time-widget', 'numeric-widget', 'date-widget']);

    // The same block moved back down one place from the keyboard: Space picks it up, ArrowDown, Space drops.
    await page.locator(`[data-outline-id="${moving}"]`).click();
    await handle.focus();
    await page.keyboard.press('Space');
    await page.getByTestId('dnd-overlay').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => firstColumnOrder(page)).toEqual(['numeric-widget', 'time-widget', 'date-widget']);
    await context.close();
  });
});
