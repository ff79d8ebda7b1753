import path from 'node:path';
import { WIDGET_KINDS } from '@folio/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, insertFromPalette, signInToNewFolio, useBrowser, waitSaved } from './helpers.ts';

const browser = useBrowser();


const count = (page: Page, kind: string) => page.locator(`[data-editor-node="${kind}"]`).count();
const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

/** The id of the column that holds the block with this id, read from the canvas. */
const columnOf = (page: Page, blockId: string) =>
  page.evaluate((id) => document.querySelector(`[data-node-id="${id}"]`)?.parentElement?.closest('[data-editor-node="column"]')?.getAttribute('data-node-id') ?? null, blockId);

describe('the folio editor in Chromium', () => {
  it('builds a folio with every widget, formatted text, a drag to another column, copy/paste and undo/redo, and keeps it all after a reload', async () => {
    const context = await browser().newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInToNewFolio(page);

    const folioUrl = page.url();
    await page.getByTestId('side-tab-insert').waitFor();
    // The whole 1366 px page in view, so the drag below reaches the second column.
    await page.getByTestId('zoom-switcher').getByText('Fit', { exact: true }).click();

    // One of every widget kind, each inserted after the one before.
    for (const kind of WIDGET_KINDS) {
      await insertFromPalette(page, kind);
      await expect.poll(() => count(page, kind)).toBe(1);
    }

    // A text resource, typed and made bold in the rich-text editor of the side panel.
    await insertFromPalette(page, 'text-resource');
    const editorBox = page.getByTestId('richtext-content');
    await editorBox.click();
    await page.keyboard.type('Hello from the editor');
    await page.keyboard.press(`${mod}+A`);
    await page.getByTestId('richtext-bold').click();
    await expect.poll(() => page.locator('[data-editor-node="text-resource"] strong').innerText()).toBe('Hello from the editor');

    // A second column beside the first, then a block dragged into it with the mouse.
    await insertFromPalette(page, 'column');
    await expect.poll(() => count(page, 'column')).toBe(2);
    const columns = await page.locator('[data-editor-node="column"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')!));
    const numericBlock = await page.evaluate(
      () => document.querySelector('[data-editor-node="numeric-widget"]')!.closest('[data-editor-node="block"]')!.getAttribute('data-node-id')!,
    );
    expect(await columnOf(page, numericBlock)).toBe(columns[0]);
    await page.locator(`[data-node-id="${numericBlock}"]`).first().click({ position: { x: 5, y: 5 } });
    const handle = page.getByTestId(`dnd-handle-${numericBlock}`);
    await handle.waitFor();
    const from = (await handle.boundingBox())!;
    const to = (await page.locator(`[data-node-id="${columns[1]}"]`).first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) {
      await page.mouse.move(from.x + ((to.x + to.width / 2 - from.x) * i) / 20, from.y + ((to.y + Math.min(40, to.height / 2) - from.y) * i) / 20);
    }
    await page.getByTestId('dnd-drop-indicator').waitFor();
    await page.mouse.up();
    await expect.poll(() => columnOf(page, numericBlock)).toBe(columns[1]);

    // Copy a widget and paste it: two of that kind. Undo removes the copy, redo brings it back.
    // Selected from the outline: a click on the canvas would focus the date input, where shortcuts stay off.
    const dateId = await page.locator('[data-editor-node="date-widget"]').first().getAttribute('data-node-id');
    await page.locator(`[data-outline-id="${dateId}"]`).click();
    await page.keyboard.press(`${mod}+C`);
    await page.keyboard.press(`${mod}+V`);
    await expect.poll(() => count(page, 'date-widget')).toBe(2);
    await page.keyboard.press(`${mod}+Z`);
    await expect.poll(() => count(page, 'date-widget')).toBe(1);
    await page.keyboard.press(`${mod}+Shift+Z`);
    await expect.poll(() => count(page, 'date-widget')).toBe(2);

    await waitSaved(page);
    await page.screenshot({ path: path.join(SHOTS, 'editor-desktop.png') });

    await page.goto(folioUrl);
    await page.getByTestId('side-tab-insert').waitFor();
    for (const kind of WIDGET_KINDS) {
      expect(await count(page, kind), kind).toBeGreaterThanOrEqual(1);
    }
    expect(await count(page, 'date-widget')).toBe(2);
    expect(await page.locator('[data-editor-node="text-resource"] strong').innerText()).toBe('Hello from the editor');
    expect(await columnOf(page, numericBlock)).toBe(columns[1]);

    await page.setViewportSize({ width: 568, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'editor-568.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps edits made while the network is down and sends them when it returns', async () => {
    const context = await browser().newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await signInToNewFolio(page);
    const folioUrl = page.url();
    await insertFromPalette(page, 'text-widget');
    await waitSaved(page);

    await context.setOffline(true);
    await page.getByTestId('panel-widget-label-text').fill('Typed while offline');
    await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]')?.getAttribute('data-status') === 'offline', undefined, {
      timeout: 20_000,
    });
    await context.setOffline(false);
    await waitSaved(page);

    await page.goto(folioUrl);
    await page.locator('[data-editor-node="text-widget"]').first().waitFor();
    expect(await page.locator('[data-editor-node="text-widget"]').first().innerText()).toContain('Typed while offline');
    await context.close();
  });
});
