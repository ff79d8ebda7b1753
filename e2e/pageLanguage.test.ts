// A folio's language and direction on its published page (issue 27): an Arabic folio's page says lang="ar"
// dir="rtl", reads right to left in Chromium and passes axe.
import fs from 'node:fs';
import path from 'node:path';
import { createNode, insertNode, type FolioDocument } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { ADMIN } from './fixtures.ts';
import { SHOTS, baseUrl, useBrowser } from './helpers.ts';

const browser = useBrowser();
// The sites origin is the app's port on 127.0.0.1 (SITES_ORIGIN's default), served by the same real process.
const sitesUrl = baseUrl.replace('localhost', '127.0.0.1');

async function api<T>(token: string, method: string, urlPath: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A public published folio with one paragraph, its root language set through the PATCH API. */
async function publishedArabicFolio(): Promise<string> {
  const login = await fetch(`${baseUrl}/public/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const folio = await api<FolioDocument & { id: string; version: number }>(accessToken, 'POST', '/api/folios', { name: 'مرحبا' });
  const pageId = folio.root.pages[0]!;
  let doc: FolioDocument = { schemaVersion: folio.schemaVersion, root: folio.root, nodes: folio.nodes };
  const [tile, layout, column, block] = [createNode('tile'), createNode('layout'), createNode('column'), createNode('block')];
  doc = insertNode(doc, { parentId: pageId, node: tile });
  doc = insertNode(doc, { parentId: tile.id, node: layout });
  doc = insertNode(doc, { parentId: layout.id, node: column });
  doc = insertNode(doc, { parentId: column.id, node: block });
  doc = insertNode(doc, { parentId: block.id, node: createNode('text-resource', { html: '<p id="greeting">أهلا وسهلا بكم في صفحتنا</p>' } as never) });
  await api(accessToken, 'PATCH', `/api/folios/${folio.id}`, {
    baseVersion: folio.version,
    log: [{ action: 'insert' }],
    root: { ...doc.root, isPublic: true, language: 'AR' },
    nodes: doc.nodes,
    replaceNodes: true,
  });
  await api(accessToken, 'PATCH', `/api/folios/${folio.id}/publish`, {});
  return `${sitesUrl}/folio/${folio.id}/page/${pageId}`;
}

describe('the language of a published page', () => {
  it('an Arabic folio reads right to left and passes axe at 1280 px', async () => {
    const url = await publishedArabicFolio();
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({ lang: 'ar', dir: 'rtl' });
      const text = page.getByText('أهلا وسهلا بكم في صفحتنا');
      expect(await text.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      // Right to left: the line of text ends at its block's right edge (its start side), not its left.
      const box = await text.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const line = range.getBoundingClientRect();
        const block = el.getBoundingClientRect();
        return { lineRight: line.right, lineLeft: line.left, blockRight: block.right, blockLeft: block.left };
      });
      expect(Math.abs(box.blockRight - box.lineRight)).toBeLessThan(2);
      expect(box.lineLeft - box.blockLeft).toBeGreaterThan(20);
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, 'page-language-rtl-1280.png') });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
