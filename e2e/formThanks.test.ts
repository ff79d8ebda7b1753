// Issue 31 in the browser: a visitor opens a form with `?ref=newsletter&name=Ada`, finds their name prefilled, sends
// it and reads the author's rich thank-you quoting their answer; the owner's table shows the ref column. A form whose
// closing time has passed shows its closed message instead. Both states pass axe, at 1280 and 568 px.
import path from 'node:path';
import { createFolio, createNode, thanksMarkupToHtml, type FolioDocument, type FolioNode, type FolioRoot } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { apiCall } from './client.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { adminToken, sitesUrl } from './api.ts';

const browser = useBrowser();

const THANKS = 'Thank you, **{{Your name}}**!\n\nWe will write to you about _the open day_. [Read the programme](https://example.com/programme)';
const CLOSED = 'Registration has closed — see you next year.';

function formNodes(pageId: string, closed: boolean): FolioNode[] {
  const name = { ...createNode('text-widget'), name: 'name', required: true, label: { position: 'top' as const, text: 'Your name' } };
  const email = { ...createNode('text-widget'), name: 'email', label: { position: 'top' as const, text: 'Email' } };
  const button = createNode('button-widget');
  button.meta = {
    action: { click: { type: 'submit', status: 'idle', widgetIds: [name.id, email.id], thankYouHtml: thanksMarkupToHtml(THANKS), hiddenFields: ['ref'], prefill: true, allowAnother: !closed } },
    appearance: { text: 'Register', icon: 'send', useText: true },
  };
  const intro = createNode('text-resource', { html: '<h1>Open day</h1><p>Register for the open day.</p>' });
  const blocks = [intro, name, email, button].map((resource) => createNode('block', { resource: resource.id }));
  const column = createNode('column', { children: blocks.map((b) => b.id) });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  const page = createNode('page', { id: pageId, name: 'Open day', children: [tile.id] });
  return [page, tile, layout, column, ...blocks, intro, name, email, button];
}

/** A public, published folio with the form, its root carrying `root` (the window, the closed message). */
async function publishForm(token: string, closed: boolean, root: Partial<FolioRoot>): Promise<{ id: string; pageId: string }> {
  const api = <T>(method: string, p: string, body?: unknown) => apiCall<T>(baseUrl, token, method, p, body);
  const created = await api<FolioDocument & { id: string; version: number }>('POST', '/api/folios', { name: closed ? 'Closed form' : 'Open day' });
  const pageId = created.root.pages[0]!;
  const nodes = Object.fromEntries(formNodes(pageId, closed).map((n) => [n.id, n]));
  const template = createFolio(created.root.authorId);
  await api('PATCH', `/api/folios/${created.id}`, {
    baseVersion: created.version,
    log: [{ action: 'insert' }],
    root: { ...created.root, ...root, isPublic: true, description: template.root.description || 'A form' },
    nodes: { ...created.nodes, ...nodes },
    replaceNodes: true,
  });
  await api('PATCH', `/api/folios/${created.id}/publish`, {});
  return { id: created.id, pageId };
}

let open = { id: '', pageId: '' };
let closed = { id: '', pageId: '' };
beforeAll(async () => {
  const token = await adminToken();
  open = await publishForm(token, false, { closesAt: new Date(Date.now() + 24 * 3600_000).toISOString() });
  closed = await publishForm(token, true, { closesAt: new Date(Date.now() - 3600_000).toISOString(), closedMessage: CLOSED });
});

describe('a form’s thank-you, hidden fields and closed state', () => {
  for (const width of [1280, 568]) {
    it(`prefills from the address, quotes the answer in the thank-you and records ref, at ${width} px`, { timeout: 90_000 }, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const visitor = `Ada ${width}`;
      await page.goto(`${sitesUrl}/folio/${open.id}/page/${open.pageId}?ref=newsletter&name=${encodeURIComponent(visitor)}`);
      await page.waitForLoadState('load');
      const name = page.getByLabel('Your name');
      await expect.poll(() => name.inputValue()).toBe(visitor);
      expect(await page.locator('[data-fo-closed]').isHidden()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `form-prefilled-${width}.png`) });

      await page.getByRole('button', { name: 'Register' }).click();
      const thanks = page.locator('[data-fo-thanks]');
      await thanks.waitFor({ state: 'visible' });
      await expect.poll(() => thanks.locator('strong').textContent()).toBe(visitor);
      expect(await thanks.locator('em').textContent()).toBe('the open day');
      expect(await thanks.getByRole('link', { name: 'Read the programme' }).getAttribute('href')).toBe('https://example.com/programme');
      expect(await thanks.getAttribute('role')).toBe('status');
      expect(await page.getByLabel('Your name').isVisible()).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `form-thanks-${width}.png`) });

      // The owner's table shows the hidden field as a column named after it.
      await signIn(page);
      await page.goto(`${baseUrl}/folios/${open.id}/submissions`);
      const table = page.getByTestId('submissions-table');
      await table.waitFor();
      await expect.poll(() => table.locator('th').allTextContents()).toContain('ref');
      const row = table.getByTestId('submission-row').filter({ hasText: visitor });
      await expect.poll(() => row.textContent()).toContain('newsletter');
      expect(await axeViolations(page, ['[data-testid="submissions-table"]'])).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `form-ref-column-${width}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows a closed form’s message in its place, at ${width} px`, { timeout: 60_000 }, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${sitesUrl}/folio/${closed.id}/page/${closed.pageId}`);
      await page.waitForLoadState('load');
      const note = page.getByRole('status').filter({ hasText: CLOSED });
      await note.waitFor({ state: 'visible' });
      expect(await page.getByLabel('Your name').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Register' }).isVisible()).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `form-closed-${width}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
