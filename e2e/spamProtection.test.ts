// Spam without a third party (issue 31): a visitor in Chromium sends a form with proof of work under the sites
// origin's own CSP; the ALTCHA widget is loaded only once they turn to the form, solves in the background (nothing to
// click), and the submission is stored. A page without a form, or a form without proof of work, loads nothing more.
import path from 'node:path';
import { createNode, type FolioNode } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser, waitSaved } from './helpers.ts';
import { adminToken, api, publishFolio, sitesUrl } from './api.ts';

const browser = useBrowser();
const RECEIVED = 'Submission successfully received!';

const name = { ...createNode('text-widget'), label: { position: 'top', text: 'Your name' }, required: true } as FolioNode;

function formPage(pageId: string): FolioNode[] {
  const button = createNode('button-widget');
  button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [name.id] } }, appearance: { text: 'Send', icon: 'send', useText: true } };
  const blocks = [createNode('text-resource', { html: '<h1>Seed swap</h1><p>Tell us you are coming.</p>' }), name, button].map((r) => ({ block: createNode('block', { resource: r.id }), r }));
  const column = createNode('column', { children: blocks.map((b) => b.block.id) });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: 'Seed swap', children: [tile.id] }), tile, layout, column, ...blocks.flatMap((b) => [b.block, b.r])];
}

function textPage(pageId: string): FolioNode[] {
  const text = createNode('text-resource', { html: '<h1>Seed swap</h1><p>Bring seeds.</p>' });
  const block = createNode('block', { resource: text.id });
  const column = createNode('column', { children: [block.id] });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: 'Seed swap notes', children: [tile.id] }), tile, layout, column, block, text];
}

let token = '';
const urls = { pow: '', none: '', text: '' };
let powId = '';

beforeAll(async () => {
  token = await adminToken();
  // New folios ask for proof of work: the helper keeps the root the server made.
  const pow = await publishFolio(token, 'Seed swap', formPage);
  const none = await publishFolio(token, 'Seed swap (no proof)', formPage, { root: { spamProtection: 'none' } });
  const text = await publishFolio(token, 'Seed swap notes', textPage);
  powId = pow.id;
  urls.pow = `${sitesUrl}/folio/${pow.id}/page/${pow.pageId}`;
  urls.none = `${sitesUrl}/folio/${none.id}/page/${none.pageId}`;
  urls.text = `${sitesUrl}/folio/${text.id}/page/${text.pageId}`;
}, 120_000);

/** What the page asked for beyond itself: the widget's files, challenges, and CSP refusals or errors. */
function watch(page: Page) {
  const seen = { widget: 0, worker: 0, challenges: 0, problems: [] as string[] };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/_folio/altcha.js') seen.widget++;
    if (url.pathname === '/_folio/altcha-worker.js') seen.worker++;
    if (url.pathname.endsWith('/challenge')) seen.challenges++;
    if (url.origin !== sitesUrl) seen.problems.push(`other origin: ${r.url()}`);
  });
  page.on('pageerror', (e) => seen.problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && seen.problems.push(m.text()));
  return seen;
}

describe('a form with proof of work, in Chromium', () => {
  for (const width of [1280, 568]) {
    it(`is sent at ${width} px with a proof solved in the background, and stored`, async () => {
      const before = await api<{ total: number }>(token, 'GET', `/api/folios/${powId}/submissions?first=1`);
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const seen = watch(page);
      expect((await page.goto(urls.pow))?.status()).toBe(200);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      // Nothing of the widget before the visitor turns to the form.
      expect(seen).toMatchObject({ widget: 0, challenges: 0 });
      expect(await page.locator('button[data-fo-submit]').getAttribute('data-fo-pow')).toBe('');

      await page.getByLabel('Your name').fill('Ada');
      await expect.poll(() => seen.challenges, { timeout: 10_000 }).toBe(1);
      expect(seen.widget).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      const sent = page.waitForRequest((r) => r.url().endsWith('/public/api/submissions') && r.method() === 'POST');
      const answered = page.waitForResponse((r) => r.url().endsWith('/public/api/submissions') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send' }).click();
      const body = JSON.parse((await sent).postData()!) as { altcha?: string };
      expect((await answered).status()).toBe(201);
      const proof = JSON.parse(Buffer.from(body.altcha!, 'base64').toString()) as { challenge: { parameters: { data: { folio: string } } } };
      expect(proof.challenge.parameters.data.folio).toBe(powId);
      await expect.poll(() => page.locator('[data-fo-toast="status"]').textContent()).toBe(RECEIVED);
      expect(seen.worker).toBeGreaterThan(0);
      expect(seen.problems).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `spam-protection-sent-${width}.png`) });
      const after = await api<{ total: number }>(token, 'GET', `/api/folios/${powId}/submissions?first=1`);
      expect(after.total).toBe(before.total + 1);
      await context.close();
    });
  }

  it('sends a second answer with a new proof (each is good once)', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(urls.pow);
    for (const who of ['Grace', 'Edsger']) {
      await page.getByLabel('Your name').fill(who);
      const answered = page.waitForResponse((r) => r.url().endsWith('/public/api/submissions') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send' }).click();
      expect((await answered).status()).toBe(201);
      const again = page.getByRole('button', { name: 'Send another answer' });
      if (who === 'Grace') await again.click();
    }
    expect(seen.challenges).toBe(2);
    expect(seen.problems).toEqual([]);
    await context.close();
  });

  it('loads nothing more on a page without a form, or with a form without proof of work', async () => {
    for (const url of [urls.text, urls.none]) {
      const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const seen = watch(page);
      await page.goto(url);
      await page.locator('h1').click();
      if (url === urls.none) {
        await page.getByLabel('Your name').fill('Ada');
        const answered = page.waitForResponse((r) => r.url().endsWith('/public/api/submissions') && r.request().method() === 'POST');
        await page.getByRole('button', { name: 'Send' }).click();
        expect((await answered).status()).toBe(201);
      }
      await page.waitForTimeout(300);
      expect(seen).toMatchObject({ widget: 0, worker: 0, challenges: 0, problems: [] });
      await context.close();
    }
  });

  it('is chosen in the form settings: proof of work on a new folio, none at a click (from the next publish)', async () => {
    const context = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${baseUrl}/folios/${powId}/edit`);
    await page.getByTestId('folio-settings-open').click();
    const setting = page.getByTestId('spam-protection');
    await setting.waitFor();
    expect(await setting.getByRole('radio', { name: 'Proof of work (recommended)' }).isChecked()).toBe(true);
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await axeViolations(page, ['[data-testid="spam-protection"]'])).toEqual([]);
    await setting.getByRole('radio', { name: 'None' }).check();
    await waitSaved(page);
    await expect.poll(async () => (await api<{ root: { spamProtection?: string } }>(token, 'GET', `/api/folios/${powId}?forEditing=true`)).root.spamProtection).toBe('none');
    await page.screenshot({ path: path.join(SHOTS, 'spam-protection-setting-568.png') });
    await context.close();
  });
});
