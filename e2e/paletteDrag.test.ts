import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, signInToNewFolio, useBrowser, waitSaved } from './helpers.ts';

const browser = useBrowser();

/** The kinds on the canvas in document order (structure left out), e.g. ['text-resource', 'numeric-widget']. */
const canvasKinds = (page: Page) =>
  page.locator('[data-testid="canvas"] [data-editor-node]').evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-editor-node')!).filter((k) => !['page', 'tile', 'layout', 'column', 'block'].includes(k)),
  );

/** Presses on a palette item, carries it in small steps to `fraction` of the height of `target`, and lets go there. */
async function dragFromPalette(page: Page, kind: string, target: Locator, fraction: number) {
  const from = (await page.getByTestId(`palette-insert-${kind}`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 12, from.y + from.height / 2, { steps: 3 });
  await page.getByTestId('dnd-overlay').waitFor();
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * fraction, { steps: 15 });
  await page.locator('[data-testid="dnd-drop-indicator"][data-valid="true"]').waitFor();
  await page.mouse.up();
}

describe('palette items dragged onto the canvas', () => {
  it('land where they are dropped at 1280 and 568 px, wrapped in the structure they need, and stay after a reload', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInToNewFolio(page);
    await page.getByTestId('side-tab-insert').click();
    const canvas = page.getByTestId('canvas');

    // Onto the empty page: a text arrives in a new tile, layout, column and block.
    await dragFromPalette(page, 'text-resource', canvas, 0.3);
    await expect.poll(() => canvasKinds(page)).toEqual(['text-resource']);
    expect(await page.locator('[data-testid="canvas"] [data-editor-node="tile"]').count()).toBe(1);
    // The new node is selected: its settings come forward.
    await page.getByTestId('side-tab-settings').and(page.locator('[aria-selected="true"]')).waitFor();

    // Above the text's block (its upper half), a numeric widget in a new block of the same column.
    await page.getByTestId('side-tab-insert').click();
    const textBlock = page.locator('[data-testid="canvas"] [data-editor-node="block"]').first();
    await dragFromPalette(page, 'numeric-widget', textBlock, 0.2);
    await expect.poll(() => canvasKinds(page)).toEqual(['numeric-widget', 'text-resource']);
    expect(await page.locator('[data-testid="canvas"] [data-editor-node="column"]').count()).toBe(1);

    // An interaction goes onto the block it is dropped on.
    await page.getByTestId('side-tab-insert').click();
    await dragFromPalette(page, 'link-interaction', page.locator('[data-testid="canvas"] [data-editor-node="block"]').last(), 0.5);
    await expect.poll(() => page.locator('[data-outline-id]').filter({ hasText: /^Link/ }).count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'palette-drag-1280.png') });

    // At 568 px the palette is in a drawer: it gives way while the item is carried over the page, then closes.
    await page.setViewportSize({ width: 568, height: 900 });
    await page.getByTestId('open-panel').click();
    await page.getByTestId('side-tab-insert').click();
    await dragFromPalette(page, 'button-widget', page.locator('[data-testid="canvas"] [data-editor-node="block"]').last(), 0.8);
    await expect.poll(() => canvasKinds(page)).toEqual(['numeric-widget', 'text-resource', 'button-widget']);
    await expect.poll(() => page.getByTestId('panel-drawer').locator('.mantine-Drawer-content').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'palette-drag-568.png') });

    // Undo takes the last drop back; redo brings it again.
    await page.getByTestId('undo').click();
    await expect.poll(() => canvasKinds(page)).toEqual(['numeric-widget', 'text-resource']);
    await page.getByTestId('redo').click();
    await expect.poll(() => canvasKinds(page)).toEqual(['numeric-widget', 'text-resource', 'button-widget']);

    await waitSaved(page);
    await page.reload();
    await page.locator('[data-testid="canvas"] [data-editor-node="button-widget"]').waitFor();
    expect(await canvasKinds(page)).toEqual(['numeric-widget', 'text-resource', 'button-widget']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
