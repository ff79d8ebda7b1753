import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN } from './fixtures.ts';
import { baseUrl, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

async function api(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** Saves round-trip through the server and a refetch; give them time under a loaded machine. */
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** Row controls are disabled while a reorder is being saved; wait until the handle takes input again. */
async function ready(row: ReturnType<Page['getByTestId']>) {
  await eventually(() => row.getByTestId('drag-handle').isEnabled()).toBe(true);
}

const titles = (page: Page) => page.getByTestId('library-item-title').allTextContents();
const libraryNames = (page: Page) => page.getByTestId('library-open').allTextContents();

/** Drags a row's handle with the mouse onto another row (dnd-kit needs a few intermediate moves). */
async function dragHandleTo(page: Page, row: ReturnType<Page['getByTestId']>, target: ReturnType<Page['getByTestId']>) {
  const h = (await row.getByTestId('drag-handle').boundingBox())!;
  const t = (await target.boundingBox())!;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2 + 10, { steps: 3 });
  await page.mouse.move(h.x + h.width / 2, t.y + t.height / 2 + 5, { steps: 10 });
  await page.mouse.up();
}

describe('libraries, end to end in Chromium', () => {
  it('creates libraries, reorders them, adds folios, reorders items by mouse, keyboard and buttons, and keeps the order', async () => {
    const run = Date.now().toString(36);
    const login = (await (
      await fetch(`${baseUrl}/public/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
      })
    ).json()) as { accessToken: string };
    const names = ['Alpha', 'Bravo', 'Charlie'].map((n) => `${n} ${run}`);
    for (const name of names) await api(login.accessToken, 'POST', '/api/folios', { name });

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.getByTestId('nav-libraries').click();
    await page.getByTestId('libraries-heading').waitFor();

    const libs = ['Shelf', 'Rack'].map((n) => `${n} ${run}`);
    for (const name of libs) {
      await page.getByTestId('library-new').click();
      await page.getByTestId('library-name-input').fill(name);
      await page.getByTestId('library-dialog-save').click();
      await page.getByTestId('library-heading').filter({ hasText: name }).waitFor();
      await page.getByTestId('library-back').click();
    }
    await page.getByTestId('library-open').filter({ hasText: libs[1]! }).waitFor();
    const mine = async () => (await libraryNames(page)).filter((n) => n.endsWith(run));
    expect(await mine()).toEqual(libs);
    const rackRow = page.getByTestId('library-row').filter({ hasText: libs[1]! });
    await ready(rackRow);
    await rackRow.getByTestId('move-up').click();
    await eventually(mine).toEqual([libs[1], libs[0]]);
    await page.reload();
    await page.getByTestId('library-row').first().waitFor();
    expect(await mine()).toEqual([libs[1], libs[0]]);

    await page.getByTestId('library-open').filter({ hasText: libs[0]! }).click();
    await page.getByTestId('library-items-empty').waitFor();
    await page.getByTestId('library-add-folios').click();
    await page.getByTestId('library-add-picker').click();
    for (const name of names) await page.getByRole('option', { name }).click();
    // With the list still open, Add is not covered by it.
    await page.getByTestId('library-add-confirm').click();
    await eventually(() => titles(page)).toEqual(names);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Mouse: Alpha onto Charlie's place.
    await dragHandleTo(page, page.getByTestId('library-item').nth(0), page.getByTestId('library-item').nth(2));
    await eventually(() => titles(page)).toEqual([names[1], names[2], names[0]]);
    // Keyboard: lift Bravo with space, one down, drop.
    await ready(page.getByTestId('library-item').nth(0));
    await page.getByTestId('library-item').nth(0).getByTestId('drag-handle').focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    await eventually(() => titles(page)).toEqual([names[2], names[1], names[0]]);
    // Buttons: Alpha up one.
    await ready(page.getByTestId('library-item').nth(2));
    await page.getByTestId('library-item').nth(2).getByTestId('move-up').click();
    await eventually(() => titles(page)).toEqual([names[2], names[0], names[1]]);
    // Remove Bravo.
    await ready(page.getByTestId('library-item').nth(2));
    await page.getByTestId('library-item').nth(2).getByTestId('library-item-remove').click();
    await eventually(() => titles(page)).toEqual([names[2], names[0]]);

    await page.reload();
    await page.getByTestId('library-item').first().waitFor();
    expect(await titles(page)).toEqual([names[2], names[0]]);

    // Search type: the items come from the tags, and there is nothing to reorder.
    await page.getByTestId('library-type').click();
    await page.getByRole('option', { name: 'Search (items by tags)' }).click();
    await page.getByTestId('library-search-tags').waitFor();
    await expect(page.getByTestId('library-type-badge').innerText()).resolves.toMatch(/search/i);
    expect(await page.getByTestId('library-add-folios').count()).toBe(0);

    await page.setViewportSize({ width: 568, height: 900 });
    await page.goto(`${baseUrl}/libraries`);
    await page.getByTestId('library-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Deleting asks first; Cancel keeps the library, Delete library removes it from the list.
    const rows = page.getByTestId('library-row');
    const before = await rows.count();
    const victim = rows.filter({ hasText: libs[1]! });
    await victim.getByTestId('library-actions').click();
    await page.getByTestId('library-delete').click();
    const dialog = page.getByTestId('library-delete-dialog');
    await expect(dialog.innerText()).resolves.toContain(libs[1]!);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rows.count()).toBe(before);
    await victim.getByTestId('library-actions').click();
    await page.getByTestId('library-delete').click();
    await page.getByTestId('library-delete-confirm').click();
    await victim.waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(before - 1);
    await context.close();
  });
});
