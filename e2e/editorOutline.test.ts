// The editor's outline on a long page (over 200 rows it draws only the rows near its visible part): every row can
// still be reached by scrolling, by selecting on the canvas and from the keyboard, at 1280 and 568 px.
import path from 'node:path';
import { childIds, type FolioDocument } from '@folio/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, api } from './api.ts';
import { fillWithBlocks } from './blockFolio.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** Adds 6 tiles × 1 layout × 2 columns × 25 blocks, each holding a text, to the folio's page: over 600 outline rows. */
const longPage = (created: FolioDocument): FolioDocument =>
  fillWithBlocks({ root: created.root, nodes: created.nodes } as FolioDocument, { tiles: 6, columnsPerTile: 2, blocksPerColumn: 25, text: (n) => `<p>Paragraph ${n}</p>` }).doc;

/** The outline's rows: the page's nodes in document order. */
function documentOrder(doc: FolioDocument): string[] {
  const order: string[] = [];
  const visit = (id: string) => {
    order.push(id);
    for (const child of childIds(doc.nodes[id]!)) visit(child);
  };
  visit(doc.root.pages[0]!);
  return order;
}

async function longFolio(): Promise<{ id: string; order: string[] }> {
  const token = await adminToken();
  const created = await api<FolioDocument & { id: string; version: number }>(token, 'POST', '/api/folios', { name: 'A long page' });
  const doc = longPage(created);
  await api(token, 'PATCH', `/api/folios/${created.id}`, { baseVersion: created.version, log: [{ action: 'insert' }], root: doc.root, nodes: doc.nodes, replaceNodes: true });
  return { id: created.id, order: documentOrder(doc) };
}

const drawnRows = (page: Page) => page.locator('[data-testid="outline"] [data-outline-id]').count();

/** Whether the row of `id` is drawn and inside its scroll area's visible part. */
const rowInView = (page: Page, id: string) =>
  page.evaluate((nodeId) => {
    const row = document.querySelector<HTMLElement>(`[data-outline-id="${nodeId}"]`);
    if (!row) return false;
    let scroller = row.parentElement;
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
    if (!scroller) return false;
    const a = row.getBoundingClientRect();
    const b = scroller.getBoundingClientRect();
    return a.height > 0 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  }, id);

describe('the outline of a long page in Chromium', () => {
  it('draws only the rows near what it shows, and reaches every row by scrolling, from the canvas and from the keyboard', async () => {
    const { id, order } = await longFolio();
    const last = order[order.length - 1]!;
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);
    await page.goto(`${baseUrl}/folios/${id}/edit`);
    await page.locator('[data-outline-id]').first().waitFor();

    // All rows are counted for assistive technology, but far fewer are drawn.
    const first = page.locator('[data-outline-id]').first();
    expect(await first.getAttribute('aria-setsize')).toBe(String(order.length));
    expect(await first.getAttribute('aria-posinset')).toBe('1');
    const drawn = await drawnRows(page);
    expect(drawn).toBeGreaterThan(20);
    expect(drawn).toBeLessThan(200);
    expect(await page.locator(`[data-outline-id="${last}"]`).count()).toBe(0);

    // Scrolling the left column to the end draws the last rows.
    await page.getByTestId('editor-left').hover();
    for (let i = 0; i < 40 && !(await rowInView(page, last)); i++) await page.mouse.wheel(0, 2000);
    expect(await rowInView(page, last)).toBe(true);
    expect(await page.locator(`[data-outline-id="${last}"]`).getAttribute('aria-posinset')).toBe(String(order.length));
    expect(await drawnRows(page)).toBeLessThan(200);
    await page.screenshot({ path: path.join(SHOTS, 'editor-outline-1280-end.png') });

    // Home from the keyboard goes back to the page's row; End to the last one, focused and in view.
    await page.locator(`[data-outline-id="${last}"]`).click();
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-outline-id'))).toBe(order[0]);
    expect(await rowInView(page, order[0]!)).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-outline-id'))).toBe(last);
    expect(await rowInView(page, last)).toBe(true);

    // A text selected on the canvas, far from the drawn rows, comes into view in the outline, selected.
    await page.keyboard.press('Home');
    await expect.poll(() => rowInView(page, order[0]!)).toBe(true);
    const middle = order[Math.floor(order.length / 2)]!;
    expect(await page.locator(`[data-outline-id="${middle}"]`).count()).toBe(0);
    await page.locator(`[data-testid="canvas"] [data-node-id="${middle}"]`).first().scrollIntoViewIfNeeded();
    await page.locator(`[data-testid="canvas"] [data-node-id="${middle}"]`).first().click();
    await expect.poll(() => rowInView(page, middle)).toBe(true);
    expect(await page.locator(`[data-outline-id="${middle}"]`).getAttribute('aria-selected')).toBe('true');
    // ArrowDown walks on past it, row by row.
    await page.locator(`[data-outline-id="${middle}"]`).focus();
    await page.keyboard.press('ArrowDown');
    const next = order[order.indexOf(middle) + 1]!;
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-outline-id'))).toBe(next);
    await page.screenshot({ path: path.join(SHOTS, 'editor-outline-1280-selected.png') });

    // At 568 px the outline lives in the Pages drawer, windowed the same way.
    await page.setViewportSize({ width: 568, height: 900 });
    await page.getByTestId('open-pages').click();
    const drawer = page.getByTestId('pages-drawer');
    await drawer.locator('[data-outline-id]').first().waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await drawnRows(page)).toBeLessThan(200);
    await drawer.locator('[data-outline-id]').first().hover();
    for (let i = 0; i < 40 && !(await rowInView(page, last)); i++) await page.mouse.wheel(0, 2000);
    expect(await rowInView(page, last)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'editor-outline-568-end.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
