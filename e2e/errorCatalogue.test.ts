// The spec's error catalogue on screen (§2, §8, issue 25), in Chromium: texts a person reads after a real action,
// compared word for word — the cart's refusal without a status word, a failed folio deletion in the spec's form
// with the server's reason after it, the template toasts in the editor, the login toast — and the toast area of a
// published page at the top centre (§2, §9). The server's texts are walked by
// packages/server/src/routes/errorCatalogue.test.ts, the client helper's by packages/web/src/api/catalogue.test.ts.
import path from 'node:path';
import { createNode, type FolioDocument, type FolioNode } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, publishFolio, sitesUrl } from './api.ts';
import { SHOTS, baseUrl, insertFromPalette, signIn, useBrowser, waitSaved } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const stamp = Date.now();
let seller: Account;
let buyer: Account;
let forSale = '';
let template = '';

/** A folio of `who`, public with one text page and published; answers its id. */
async function publicFolio(who: Account, name: string): Promise<string> {
  const made = await api<FolioDocument & { id: string; version: number }>(who.token, 'POST', '/api/folios', { name });
  const nodes = Object.fromEntries(textPage(made.root.pages[0]!, name, `<h1>${name}</h1>`).map((n) => [n.id, n]));
  await api(who.token, 'PATCH', `/api/folios/${made.id}`, { baseVersion: made.version, log: [{ action: 'insert' }], root: { isPublic: true, summary: name }, nodes: { ...made.nodes, ...nodes }, replaceNodes: true });
  await api(who.token, 'PATCH', `/api/folios/${made.id}/publish`, {});
  return made.id;
}

/** A published licence option on a folio of `who` (the new id comes back as text, spec §7). */
async function offer(who: Account, folioId: string, root: Record<string, string>): Promise<void> {
  const res = await fetch(`${baseUrl}/api/licenseOptions?index=true`, { method: 'POST', headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ itemType: 'folio', itemId: folioId, root: {} }) });
  const id = await res.text();
  await api(who.token, 'PATCH', `/api/licenseOptions/publish/${id}`, { root });
}

/** The text of the app's toast that contains `part`. */
async function toastText(page: Page, part: string): Promise<string> {
  const toast = page.locator('.mantine-Notification-root', { hasText: part }).last();
  await toast.waitFor({ timeout: 15_000 });
  return (await toast.locator('.mantine-Notification-description').textContent()) ?? '';
}

beforeAll(async () => {
  seller = await verifiedAccount('Cata Seller');
  buyer = await verifiedAccount('Cata Buyer');
  forSale = await publicFolio(seller, `Catalogue ${stamp}`);
  await offer(seller, forSale, { price: '3', licenseType: 'view' });
  template = await publicFolio(seller, `Template ${stamp}`);
  await offer(seller, template, { price: '0', licenseType: 'edit' });
}, 120_000);

describe('the error catalogue on screen', () => {
  it('login rejected: the spec toast', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-username').fill(buyer.email);
    await page.getByTestId('login-password').fill(`${buyer.password}-wrong`);
    await page.getByTestId('login-submit').click();
    expect(await toastText(page, 'incorrect')).toBe('The username or password is incorrect, please try again.');
    await context.close();
  });

  it('the cart: an item already there reads exactly the spec text, no status word', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, buyer);
    await page.goto(`${baseUrl}/marketplace`);
    await page.getByTestId('market-title').fill(`Catalogue ${stamp}`);
    const card = page.locator(`[data-testid="market-card"][data-item-id="${forSale}"]`);
    // The filtered list has arrived (a click on the unfiltered one may land on a card about to be replaced).
    await eventually(() => page.locator('[data-testid="market-card"]').count()).toBe(1);
    await eventually(() => card.getByTestId('market-option').count()).toBe(1);
    await card.getByTestId('market-add').click();
    await page.getByText(`Added “Catalogue ${stamp}” to your cart.`).waitFor();
    await card.getByTestId('market-add').click();
    expect(await toastText(page, 'already in the cart')).toBe('Failed to add cart item; it is already in the cart.');
    await context.close();
  });

  it("a failed deletion: 'Something went wrong when deleting the Folio.' and the server's reason, no status word", async () => {
    const mine = await api<{ id: string }>(buyer.token, 'POST', '/api/folios', { name: `Doomed ${stamp}` });
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, buyer);
    const row = page.locator(`[data-testid="folio-row"][data-folio-id="${mine.id}"]`);
    await row.getByTestId('folio-actions').click();
    await page.getByTestId('folio-delete').click();
    await page.getByTestId('folio-delete-confirm').waitFor();
    // Meanwhile, in another tab, it was deleted already.
    await api(buyer.token, 'DELETE', `/api/folios/${mine.id}`);
    await page.getByTestId('folio-delete-confirm').click();
    const text = await toastText(page, 'Something went wrong when deleting the Folio');
    expect(text).toMatch(/^Something went wrong when deleting the Folio\. [A-Z].*\.$/);
    expect(text).not.toMatch(/Not Found:|Forbidden:|Bad Request:|Conflict:/);
    await context.close();
  });

  it('a template-based folio takes the kinds templates support and refuses the others with the spec toasts', async () => {
    const copy = await api<{ id: string }>(buyer.token, 'POST', `/api/folios/${template}/copy`);
    const context = await browser().newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, buyer);
    await page.goto(`${baseUrl}/folios/${copy.id}/edit`);
    await page.getByTestId('editor').waitFor();
    const kinds = async () => Object.values((await api<{ nodes: Record<string, FolioNode> }>(buyer.token, 'GET', `/api/folios/${copy.id}?forEditing=true`)).nodes).map((n) => n.kind);
    const textWidgets = async () => (await kinds()).filter((k) => k === 'text-widget').length;
    const before = await textWidgets();
    await insertFromPalette(page, 'text-widget');
    await waitSaved(page);
    await eventually(textWidgets).toBe(before + 1);
    expect(await page.locator('.mantine-Notification-root', { hasText: 'not supported' }).count()).toBe(0);
    await insertFromPalette(page, 'numeric-widget');
    expect(await toastText(page, 'not supported')).toBe('Current resource is not supported in templates');
    await page.screenshot({ path: path.join(SHOTS, 'catalogue-template-toast-1600.png') });
    await waitSaved(page);
    expect(await kinds()).not.toContain('numeric-widget');
    await context.close();
  });

  it.each([1280, 568])("a published page's toast area sits at the top centre (%i px)", async (width) => {
    const name = createNode('text-widget', { required: true, label: { position: 'top', text: 'Your name' } });
    const button = createNode('button-widget');
    button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [name.id] } }, appearance: { text: 'Send', icon: 'send', useText: true } };
    const { id, pageId } = await publishFolio(buyer.token, `Toasts ${stamp} ${width}`, (pid) => {
      const blocks = [createNode('block', { resource: name.id }), createNode('block', { resource: button.id })];
      const column = createNode('column', { children: blocks.map((b) => b.id) });
      const layout = createNode('layout', { children: [column.id] });
      const tile = createNode('tile', { children: [layout.id] });
      return [createNode('page', { id: pid, name: 'Form', children: [tile.id] }), tile, layout, column, ...blocks, name, button];
    });
    const context = await browser().newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${sitesUrl}/folio/${id}/page/${pageId}`);
    await page.locator('button[data-fo-submit]').click();
    const alert = page.locator('[data-fo-toast="alert"][role="alert"]');
    await eventually(() => alert.textContent()).toBe('There was an error in your submission; please review your entries.');
    const box = (await alert.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(24);
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: path.join(SHOTS, `catalogue-page-toast-${width}.png`) });
    await context.close();
  });
});
