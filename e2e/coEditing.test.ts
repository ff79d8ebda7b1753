// Two people editing one folio at once (issue 29): each sees the other (avatar, selection), both type in different
// texts and in the same one, drag blocks at once and end with the same page; Undo takes back typing; one goes
// offline, edits, comes back and everything merges (also after closing the tab offline); the history restores a
// named version and both editors follow. At 1280 px (A) and 568 px (B), axe with the history open.
import path from 'node:path';
import type { FolioDocument, FolioNode } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { axeViolations, waitForStill } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser, waitSaved } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
let a: Account;
let b: Account;
let folioId = '';
let first = '';
let second = '';

beforeAll(async () => {
  a = await verifiedAccount('Ada Writer');
  b = await verifiedAccount('Ben Editor');
  const created = await api<FolioDocument & { id: string; version: number }>(a.token, 'POST', '/api/folios', { name: 'Shared plan' });
  folioId = created.id;
  const page = textPage('p1', 'Plan', '<p>First text</p>');
  const other = textPage('p1', 'Plan', '<p>Second text</p>');
  // One page, two blocks in its column.
  const column = page[3] as FolioNode & { children: string[] };
  const secondBlock = other[4]!;
  const secondText = other[5]!;
  column.children.push(secondBlock.id);
  first = page[5]!.id;
  second = secondText.id;
  const nodes = Object.fromEntries([...page, secondBlock, secondText].map((n) => [n.id, n]));
  await api(a.token, 'PATCH', `/api/folios/${folioId}`, { baseVersion: created.version, log: [{ action: 'setup' }], root: { pages: ['p1'] }, nodes, replaceNodes: true });
  await api(a.token, 'POST', '/api/shares', { itemType: 'folio', itemId: folioId, permitteeType: 'user', permitteeId: b.userId, canEditContent: true, canEditSettings: false, canPublish: false, canShare: false });
}, 120_000);

async function openEditor(account: Account, width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto(`${baseUrl}/folios/${folioId}/edit`);
  await page.locator(`[data-node-id="${first}"]`).waitFor();
  await waitSaved(page);
  return page;
}

const textOf = (page: Page, id: string) => page.locator(`[data-node-id="${id}"]`).innerText();
/** Two browsers and a server on a busy CI machine: a change may take a while to go round. */
const SLOW = { timeout: 30_000 };

/** Opens the text for typing on the canvas (double-click) and types at its end (or its start), then leaves it. */
/** Drags the block holding text `id` by its body onto `fraction` of the height of the block holding text `onto`. */
async function dragBlock(page: Page, id: string, onto: string, fraction: number) {
  const blockOf = (textId: string) => page.locator(`[data-node-id="${textId}"]`).locator('xpath=ancestor::*[@data-editor-node="block"][1]');
  const from = (await blockOf(id).boundingBox())!;
  const to = (await blockOf(onto).boundingBox())!;
  const x = from.x + from.width / 3;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(x, y + ((to.y + to.height * fraction - y) * i) / 20);
  await page.getByTestId('dnd-drop-indicator').waitFor();
  await page.mouse.up();
}

/** How many updates this browser's offline copy of the folio holds (y-indexeddb's `updates` store). */
function offlineUpdates(page: Page): Promise<number> {
  return page.evaluate(async (id) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.endsWith(`:${id}`));
    if (names.length === 0) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(names[0]!);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      return await new Promise<number>((resolve, reject) => {
        const count = db.transaction('updates').objectStore('updates').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      });
    } finally {
      db.close();
    }
  }, folioId);
}

async function typeInto(page: Page, id: string, text: string, at: 'end' | 'start' = 'end') {
  await page.locator(`[data-node-id="${id}"]`).dblclick();
  const box = page.locator(`[data-node-id="${id}"] [data-testid="canvas-typing"][data-ready="true"]`);
  // The editor has its caret once it is ready: keys go in after that.
  await box.waitFor();
  await expect.poll(() => box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Where a person puts the caret: a click before the first letter, or the end of the text.
  if (at === 'start') await box.click({ position: { x: 1, y: 8 } });
  else await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
}

describe('co-editing in Chromium', () => {
  it('two people see each other, type in one folio and end with the same page; offline edits merge; a restore reaches both', async () => {
    const pageA = await openEditor(a, 1280);
    let pageB = await openEditor(b, 568);

    // Each sees the other in the top bar.
    await pageA.locator('[data-testid="presence"][data-count="1"]').waitFor();
    await pageB.locator('[data-testid="presence"][data-count="1"]').waitFor();
    expect(await pageA.getByTestId('presence').innerText()).toContain('Ben Editor');

    // A's selection is outlined on B's canvas with A's name.
    await pageA.locator(`[data-node-id="${first}"]`).click();
    await pageB.locator('[data-testid="peer-marker"][data-name="Ada Writer"]').waitFor();

    // Different texts at once.
    await Promise.all([typeInto(pageA, first, ' from Ada'), typeInto(pageB, second, ' from Ben')]);
    for (const page of [pageA, pageB]) {
      await expect.poll(() => textOf(page, first), SLOW).toBe('First text from Ada');
      await expect.poll(() => textOf(page, second), SLOW).toBe('Second text from Ben');
    }
    await pageA.screenshot({ path: path.join(SHOTS, 'coediting-a-1280.png') });
    await pageB.screenshot({ path: path.join(SHOTS, 'coediting-b-568.png') });

    // The same text at once: one at its end, the other at its start.
    await Promise.all([typeInto(pageA, second, '!'), typeInto(pageB, second, 'Also: ', 'start')]);
    for (const page of [pageA, pageB]) await expect.poll(() => textOf(page, second), SLOW).toBe('Also: Second text from Ben!');

    // A moves the first block below the second by dragging the block itself (not its handle); B sees the new order.
    const order = (page: Page) => page.locator('[data-editor-node="text-resource"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')));
    await dragBlock(pageA, first, second, 0.8);
    for (const page of [pageA, pageB]) await expect.poll(() => order(page), SLOW).toEqual([second, first]);

    // Both drag at the same time (A the second block below the first, B the first above the second): both end with
    // the same page, each block once.
    await Promise.all([dragBlock(pageA, second, first, 0.8), dragBlock(pageB, first, second, 0.2)]);
    for (const page of [pageA, pageB]) await expect.poll(() => order(page), SLOW).toEqual([first, second]);

    // B goes offline and edits; A edits meanwhile; B comes back and both have everything.
    await pageB.context().setOffline(true);
    await pageB.locator('[data-testid="save-status"][data-status="offline"]').or(pageB.locator('[data-testid="save-status"]')).first().waitFor();
    await typeInto(pageB, first, ' (offline)');
    await expect.poll(() => pageB.getByTestId('save-status').getAttribute('data-status')).toBe('offline');
    await typeInto(pageA, second, ' Checked.');
    await pageB.context().setOffline(false);
    await waitSaved(pageB);
    await waitSaved(pageA);
    for (const page of [pageA, pageB]) {
      await expect.poll(() => textOf(page, first), SLOW).toBe('First text from Ada (offline)');
      await expect.poll(() => textOf(page, second), SLOW).toBe('Also: Second text from Ben! Checked.');
    }

    // B edits offline and closes the tab before the connection is back: the edit waits in this browser (IndexedDB)
    // and reaches A when B opens the folio again.
    await pageB.context().setOffline(true);
    const kept = await offlineUpdates(pageB);
    await typeInto(pageB, second, ' Later.');
    await expect.poll(() => pageB.getByTestId('save-status').getAttribute('data-status')).toBe('offline');
    await expect.poll(() => offlineUpdates(pageB)).toBeGreaterThan(kept);
    const contextB = pageB.context();
    await pageB.close();
    await contextB.setOffline(false);
    expect(await textOf(pageA, second)).toBe('Also: Second text from Ben! Checked.');
    pageB = await contextB.newPage();
    await pageB.goto(`${baseUrl}/folios/${folioId}/edit`);
    for (const page of [pageA, pageB]) await expect.poll(() => textOf(page, second), SLOW).toBe('Also: Second text from Ben! Checked. Later.');
    await waitSaved(pageB);

    // A names this version, changes the text, then restores it: B's editor follows.
    await pageA.getByTestId('history-open-drawer').click();
    await pageA.getByTestId('history-name-input').fill('Agreed text');
    await pageA.getByTestId('history-name-save').click();
    await pageA.locator('[data-testid="history-item"][data-kind="named"]').waitFor();
    await waitForStill(pageA);
    expect(await axeViolations(pageA, ['[data-testid="history-drawer"]'])).toEqual([]);
    await pageA.screenshot({ path: path.join(SHOTS, 'history-drawer-1280.png') });
    await pageA.keyboard.press('Escape');
    await typeInto(pageA, first, ' Oops.');
    await expect.poll(() => textOf(pageB, first), SLOW).toBe('First text from Ada (offline) Oops.');
    // The top bar's Undo takes back what was typed on the canvas, for both; Redo brings it again.
    await pageA.getByTestId('undo').click();
    for (const page of [pageA, pageB]) await expect.poll(() => textOf(page, first), SLOW).toBe('First text from Ada (offline)');
    await pageA.getByTestId('redo').click();
    for (const page of [pageA, pageB]) await expect.poll(() => textOf(page, first), SLOW).toBe('First text from Ada (offline) Oops.');
    await waitSaved(pageA);

    await pageB.getByTestId('history-open-drawer').click();
    const named = pageB.locator('[data-testid="history-item"][data-kind="named"]');
    await named.waitFor();
    await waitForStill(pageB);
    expect(await axeViolations(pageB, ['[data-testid="history-drawer"]'])).toEqual([]);
    await pageB.screenshot({ path: path.join(SHOTS, 'history-drawer-568.png') });
    await named.getByTestId('history-open').click();
    await pageB.getByTestId('history-view-page').waitFor();
    expect(await pageB.getByTestId('history-view-page').innerText()).toContain('First text from Ada (offline)');
    await waitForStill(pageB);
    expect(await axeViolations(pageB, ['[data-testid="history-view"]'])).toEqual([]);
    await pageB.getByTestId('history-view-restore').click();
    await pageB.getByTestId('history-restore-confirm').click();
    for (const page of [pageA, pageB]) await expect.poll(() => textOf(page, first), SLOW).toBe('First text from Ada (offline)');

    // Both end with the same folio, and it is what the server stored.
    await waitSaved(pageA);
    await waitSaved(pageB);
    const stored = await api<{ nodes: Record<string, { html?: string }> }>(a.token, 'GET', `/api/folios/${folioId}?forEditing=true`);
    expect(stored.nodes[first]?.html).toBe('<p>First text from Ada (offline)</p>');
    expect(stored.nodes[second]?.html).toBe('<p>Also: Second text from Ben! Checked. Later.</p>');
    await pageA.context().close();
    await pageB.context().close();
  });
});
