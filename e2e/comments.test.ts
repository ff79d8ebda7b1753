// Moderating comments and the bell (issue 26): Delete asks first, Hide keeps the buttons where they were, the
// bell's tooltip gives way to its list, and the comment-section switch says it reaches visitors with the next publish.
import path from 'node:path';
import type { FolioDocument } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
let a: Account;
let b: Account;
let folioId = '';

beforeAll(async () => {
  a = await verifiedAccount('Cora Owner');
  b = await verifiedAccount('Dan Commenter');
  const made = await api<FolioDocument & { id: string; version: number }>(a.token, 'POST', '/api/folios', { name: 'Pond life' });
  folioId = made.id;
  const pageId = made.root.pages[0]!;
  const nodes = Object.fromEntries(textPage(pageId, 'Pond life', '<p>Frogs and newts.</p>').map((n) => [n.id, n]));
  await api(a.token, 'PATCH', `/api/folios/${made.id}`, {
    baseVersion: made.version,
    log: [{ action: 'insert' }],
    root: { isPublic: true, hasCommentSection: true },
    nodes: { ...made.nodes, ...nodes },
    replaceNodes: true,
  });
  await api(a.token, 'PATCH', `/api/folios/${made.id}/publish`, {});
  for (const body of ['First: I saw a heron here.', 'Second: buy cheap pond pumps now!'])
    await api(b.token, 'POST', '/api/comments', { folioId, authorId: b.userId, body });
}, 120_000);

const box = async (page: Page, testId: string, comment: string) => {
  const found = await page.getByTestId('comment').filter({ hasText: comment }).getByTestId(testId).boundingBox();
  if (!found) throw new Error(`${testId} of “${comment}” is not on screen`);
  return { x: Math.round(found.x), y: Math.round(found.y) };
};

describe('moderating comments, in Chromium', () => {
  it('the bell’s list is not covered by its tooltip; Hide keeps the buttons in place; Delete asks first', async () => {
    const ctx = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await ctx.newPage();
    await signIn(page, a);

    // The bell: open under the pointer, its list shows and the tooltip does not.
    await page.getByTestId('bell').click();
    await page.getByTestId('bell-item').filter({ hasText: 'Dan Commenter commented on “Pond life”' }).first().waitFor();
    await page.waitForTimeout(600);
    expect(await page.locator('.mantine-Tooltip-tooltip').filter({ hasText: 'Notifications' }).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'bell-open-1280.png') });
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/folios/${folioId}/comments`);
    const first = 'I saw a heron';
    await page.getByTestId('comment').filter({ hasText: first }).waitFor();
    const before = { hide: await box(page, 'comment-hide', first), del: await box(page, 'comment-delete', first) };
    await page.getByTestId('comment').filter({ hasText: first }).getByTestId('comment-hide').click();
    await page.getByTestId('comment').filter({ hasText: first }).getByTestId('comment-hidden-badge').waitFor();
    expect({ hide: await box(page, 'comment-hide', first), del: await box(page, 'comment-delete', first) }).toEqual(before);
    // Shown again from the same place.
    await page.getByTestId('comment').filter({ hasText: first }).getByTestId('comment-hide').click();
    await page.locator(`[data-testid="comment"][data-status="published"]`).filter({ hasText: first }).waitFor();
    expect(await box(page, 'comment-hide', first)).toEqual(before.hide);

    // Delete asks what it does; Cancel keeps the comment.
    const spam = page.getByTestId('comment').filter({ hasText: 'pond pumps' });
    await spam.getByTestId('comment-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Delete this comment?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('hide it instead');
    await page.waitForTimeout(400); // the dialog's fade-in, which axe would measure half-transparent
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'comment-delete-1280.png') });
    await page.setViewportSize({ width: 568, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'comment-delete-568.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('comment-body').filter({ hasText: 'pond pumps' }).count()).toBe(1);
    await spam.getByTestId('comment-delete').click();
    await page.getByTestId('comment-delete-confirm').click();
    await page.getByTestId('comment-body').filter({ hasText: 'pond pumps' }).waitFor({ state: 'detached' });
    expect(await axeViolations(page, ['[data-testid="comment"]'])).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'comments-moderated-568.png'), fullPage: true });
    await ctx.close();
  });

  it('the comment-section switch says it reaches the published pages with the next publish', async () => {
    const ctx = await browser().newContext({ viewport: { width: 568, height: 900 }, bypassCSP: true });
    const page = await ctx.newPage();
    await signIn(page, a);
    await page.goto(`${baseUrl}/folios/${folioId}/edit`);
    await page.getByTestId('folio-settings-open').click();
    const settings = page.getByRole('dialog', { name: 'Folio settings' });
    await settings.getByTestId('folio-settings-comments').waitFor();
    expect(await settings.innerText()).toContain('reaches the published pages when you next publish');
    expect(await page.getByTestId('folio-settings-comments-publish').count()).toBe(0);
    await settings.getByRole('switch', { name: /Comment section/ }).click();
    const note = page.getByTestId('folio-settings-comments-publish');
    await note.waitFor();
    expect(await note.innerText()).toBe('Publish again to remove the comment section from the published pages.');
    await page.waitForTimeout(400); // the dialog's fade-in, which axe would measure half-transparent
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'settings-comments-568.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'settings-comments-1280.png') });
    await ctx.close();
  });
});
