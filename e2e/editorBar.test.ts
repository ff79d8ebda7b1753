// The editor's top bar (issue 26 minors): the publish toast leaves undo and redo free, the name keeps its width when
// View appears, Publish on a narrow screen is a proper named button, and a keyboard insert puts focus on the new node.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { SHOTS, signInToNewFolio, useBrowser, waitSaved } from './helpers.ts';

const browser = useBrowser();

describe('the editor top bar', () => {
  it('at 1280 px: keyboard insert focuses the new node, the publish toast does not cover undo, the name keeps its width', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    await signInToNewFolio(page);
    const name = page.getByTestId('folio-name');

    await page.getByTestId('side-tab-insert').click();
    await page.getByTestId('palette-insert-text-resource').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-editor-node') === 'text-resource');

    await page.getByTestId('folio-settings-open').click();
    await page.getByTestId('folio-settings-public').click();
    await page.keyboard.press('Escape');
    await waitSaved(page);
    const before = (await name.boundingBox())!.width;
    await page.getByTestId('publish-button').click();
    const toast = page.getByTestId('publish-done');
    await toast.waitFor();
    const bar = (await page.getByTestId('editor-topbar').boundingBox())!;
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    const undo = (await page.getByTestId('undo').boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="undo"]') !== null, {
      x: undo.x + undo.width / 2,
      y: undo.y + undo.height / 2,
    });
    expect(hit).toBe(true);

    await page.getByTestId('publish-view').waitFor();
    expect((await name.boundingBox())!.width).toBeGreaterThanOrEqual(before);
    await page.screenshot({ path: path.join(SHOTS, 'editor-bar-1280.png') });
    expect(await axeViolations(page, ['[data-testid="editor-topbar"]'])).toEqual([]);
    await context.close();
  });

  it('at 568 px: Publish is a square icon button named Publish', async () => {
    const context = await browser().newContext({ viewport: { width: 568, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    await signInToNewFolio(page);
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await publish.waitFor();
    const box = (await publish.boundingBox())!;
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);
    await page.screenshot({ path: path.join(SHOTS, 'editor-bar-568.png') });
    expect(await axeViolations(page, ['[data-testid="editor-topbar"]'])).toEqual([]);
    await context.close();
  });
});
