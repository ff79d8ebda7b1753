// A library shared at edit-content level (issue 24): its sharee reorders and adds items but cannot make it public
// (the switch says who can); someone else's private folio put in a shared library does not show to its sharees.
// axe-core finds no violation on the library screen at 1280 and 568 px.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
let owner: Account;
let sharee: Account;
let libraryId = 0;

beforeAll(async () => {
  owner = await verifiedAccount('Lena Owner');
  sharee = await verifiedAccount('Sam Sharee');
  const stranger = await verifiedAccount('Stan Stranger');
  const ownFolio = await api<{ id: string }>(owner.token, 'POST', '/api/folios', { name: 'Team handbook' });
  // A stranger's folio, public when the owner adds it, private afterwards: the library's share must not reach it.
  const theirs = await api<{ id: string; version: number }>(stranger.token, 'POST', '/api/folios', { name: 'Stranger notes' });
  await api(stranger.token, 'PATCH', `/api/folios/${theirs.id}`, { baseVersion: theirs.version, log: [{ action: 'update', path: 'root.isPublic' }], root: { isPublic: true } });
  const library = await api<{ id: number }>(owner.token, 'POST', '/api/libraries', {
    name: 'Shared shelf',
    items: [
      { itemType: 'folio', itemId: ownFolio.id, idx: 0 },
      { itemType: 'folio', itemId: theirs.id, idx: 1 },
    ],
  });
  libraryId = library.id;
  const now = await api<{ version: number }>(stranger.token, 'GET', `/api/folios/${theirs.id}?forEditing=true`);
  await api(stranger.token, 'PATCH', `/api/folios/${theirs.id}`, { baseVersion: now.version, log: [{ action: 'update', path: 'root.isPublic' }], root: { isPublic: false } });
  await api(owner.token, 'POST', '/api/shares', { itemType: 'library', itemId: String(libraryId), permitteeId: sharee.userId, canEditContent: true });
}, 120_000);

describe('a library shared to edit its content, in Chromium', () => {
  it.each([1280, 568])('at %i px: the sharee sees its own owner’s items only, may reorder, and cannot make it public', async (width) => {
    const ctx = await browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    const page = await ctx.newPage();
    await signIn(page, sharee);
    await page.goto(`${baseUrl}/libraries/${libraryId}`);
    const toggle = page.getByTestId('library-public');
    await toggle.waitFor();
    expect(await toggle.isDisabled()).toBe(true);
    await page.getByText('Only its owner, or someone allowed to change its settings, can change this.').waitFor();
    await page.getByText('Team handbook').first().waitFor();
    expect(await page.getByText('Stranger notes').count()).toBe(0);
    await page.getByTestId('library-add-folios').waitFor();
    // What it is sold for is the owner's to say.
    expect(await page.getByText('Sell licences').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, `library-content-sharee-${width}.png`), fullPage: true });
    // The library screen itself (the header's own findings belong to the app-wide accessibility work).
    expect(await axeViolations(page, ['main'])).toEqual([]);
    await ctx.close();
  });
});
