// The editor tells the author (issue 27): the Accessibility panel lists an image without alt text, selecting the item
// selects the image and focuses its alt text, writing one clears the item; Publish shows the list first and does
// not publish while an error is left. At 1280 px (left column) and 568 px (the left drawer).
import path from 'node:path';
import { createNode, insertNode, type FolioDocument } from '@folio/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, api, uploadPng } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser, waitSaved } from './helpers.ts';

const browser = useBrowser();

type Stored = FolioDocument & { id: string; version: number };

/** A folio (through the API) whose page holds one image without alt text; answers its id and the image's id. */
async function folioWithBareImage(): Promise<{ id: string; imageId: string }> {
  const token = await adminToken();
  const url = await uploadPng(token, 40, 30, '#3366aa');
  const created = await api<Stored>(token, 'POST', '/api/folios', { name: 'Garden photos' });
  let doc: FolioDocument = created;
  const put = (parentId: string, node: ReturnType<typeof createNode>) => {
    doc = insertNode(doc, { parentId, node });
    return node.id;
  };
  const tile = put(created.root.pages[0]!, createNode('tile'));
  const column = put(put(tile, createNode('layout')), createNode('column'));
  const block = put(column, createNode('block'));
  const imageId = put(block, createNode('asset-resource', { assetId: null, url, name: 'Rose beds' }));
  await api(token, 'PATCH', `/api/folios/${created.id}`, { baseVersion: created.version, log: [{ action: 'insert' }], root: doc.root, nodes: doc.nodes, replaceNodes: true });
  return { id: created.id, imageId };
}

/** Waits until the open dialogs and drawers have finished their transitions (axe measures colours as drawn). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
    [...document.querySelectorAll('.mantine-Modal-content, .mantine-Drawer-content')].every((el) => getComputedStyle(el).opacity === '1'),
  );

const problemFor = (page: Page, imageId: string) => page.locator(`[data-testid="a11y-list"] [data-testid="a11y-problem"][data-node-id="${imageId}"]`);

async function checkAt(width: number): Promise<void> {
  const { id, imageId } = await folioWithBareImage();
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  await page.goto(`${baseUrl}/folios/${id}/edit`);
  await page.locator(`[data-node-id="${imageId}"]`).first().waitFor();
  const compact = width < 1000;

  // The tab shows the count; the panel lists the image.
  if (compact) await page.getByTestId('open-pages').click();
  const tab = page.getByTestId('left-tab-a11y');
  await expect.poll(() => tab.innerText()).toMatch(/Accessibility\s*1/);
  await tab.click();
  const item = problemFor(page, imageId);
  await item.waitFor();
  expect(await item.getAttribute('data-rule')).toBe('image-alt');
  expect(await item.getAttribute('data-severity')).toBe('error');
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `a11y-panel-${width}.png`) });
  expect(await axeViolations(page, ['[data-testid="editor-left-tabs"]'])).toEqual([]);

  // Selecting it selects the image and focuses its alt text.
  await item.click();
  await expect.poll(() => page.locator(`[data-node-id="${imageId}"][data-selected="true"]`).count()).toBeGreaterThan(0);
  const alt = page.getByTestId('panel-asset-alt');
  await expect.poll(() => alt.evaluate((el) => el === document.activeElement)).toBe(true);

  // Publish with the problem left: the list, and nothing published.
  if (compact) {
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="panel-drawer"] .mantine-Drawer-content').waitFor({ state: 'hidden' });
  }
  await waitSaved(page);
  await expect.poll(() => page.getByTestId('publish-button').isEnabled()).toBe(true);
  await page.getByTestId('publish-button').click();
  const dialog = page.getByTestId('publish-check');
  await dialog.getByText('Fix this problem before publishing').waitFor();
  await dialog.locator(`[data-testid="a11y-problem"][data-node-id="${imageId}"]`).waitFor();
  expect(await dialog.getByTestId('publish-check-publish').count()).toBe(0);
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `a11y-publish-check-${width}.png`) });
  expect(await axeViolations(page, ['[data-testid="publish-check"]'])).toEqual([]);
  expect(await page.getByTestId('publish-status').getAttribute('data-state')).toBe('unpublished');

  // Its item closes the list and selects the image; writing alt text clears the problem.
  await dialog.locator('[data-testid="a11y-problem"]').click();
  await dialog.waitFor({ state: 'hidden' });
  if (compact) await page.getByTestId('open-panel').click();
  await alt.fill('Red roses along a brick path');
  if (compact) {
    await page.keyboard.press('Escape');
    await page.getByTestId('open-pages').click();
    await page.getByTestId('left-tab-a11y').click();
  }
  await page.getByTestId('a11y-empty').waitFor();
  expect(await page.getByTestId('a11y-count').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}

/** Types a colour into a colour picker and closes its dropdown. */
async function pickColour(page: Page, testId: string, colour: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.fill(colour);
  await input.evaluate((el) => (el as HTMLInputElement).blur());
  await page.locator('.mantine-ColorInput-dropdown').waitFor({ state: 'hidden' });
}

describe('the Accessibility panel in the editor', () => {
  it('colour pickers say the contrast of the text on the chosen background and warn below AA, at 1280 and 568 px', async () => {
    const { id } = await folioWithBareImage();
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${baseUrl}/folios/${id}/edit`);
    await page.getByTestId('side-tab-insert').click();
    await page.getByTestId('palette-insert-accordion-widget').click();
    await page.getByTestId('panel-meta-accordion-panels-add').click();
    await pickColour(page, 'panel-meta-accordion-title-bg-0', '#777777');
    const note = page.getByTestId('panel-meta-accordion-title-bg-0-contrast');
    await expect.poll(() => note.innerText()).toBe('Contrast 4.4:1 — below AA (4.5:1)');
    expect(await note.getAttribute('data-low')).toBe('true');
    // The note describes the field for screen readers.
    const described = await page.getByTestId('panel-meta-accordion-title-bg-0').evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '').split(' ').map((i) => document.getElementById(i)?.textContent ?? '').join(' '),
    );
    expect(described).toContain('below AA');
    // The Accessibility panel counts it with the image.
    await expect.poll(() => page.getByTestId('left-tab-a11y').innerText()).toMatch(/Accessibility\s*2/);
    await settled(page);
    await page.screenshot({ path: path.join(SHOTS, 'a11y-contrast-low-1280.png') });
    expect(await axeViolations(page, ['[data-testid="panel-meta-accordion"]'])).toEqual([]);

    await pickColour(page, 'panel-meta-accordion-title-bg-0', '#f1f3f5');
    await expect.poll(() => note.innerText()).toBe('Contrast 14.4:1 — meets AA (4.5:1)');
    expect(await note.getAttribute('data-low')).toBe('false');

    await page.setViewportSize({ width: 568, height: 900 });
    await page.getByTestId('open-panel').click();
    await page.getByTestId('panel-drawer').getByTestId('side-tab-settings').click();
    await pickColour(page, 'panel-meta-accordion-title-bg-0', '#777777');
    await expect.poll(() => note.innerText()).toContain('below AA');
    await settled(page);
    await page.screenshot({ path: path.join(SHOTS, 'a11y-contrast-low-568.png') });
    expect(await axeViolations(page, ['[data-testid="panel-meta-accordion"]'])).toEqual([]);
    await context.close();
  });

  it('at 1280 px lists an image without alt text, selects it, clears it once written, and Publish refuses it first', async () => {
    await checkAt(1280);
  });

  it('at 568 px does the same in the left drawer', async () => {
    await checkAt(568);
  });
});
