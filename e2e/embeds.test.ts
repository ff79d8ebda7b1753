// Embeds (issue 30): the owner turns embedding on in the folio settings, publishes and copies the snippet; another
// site (a page served from another origin) shows the form in a frame that fits its height, and a visitor submits
// through it, a file included; the submission is stored. Turned off and published again, the browser refuses the frame.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createNode, type FolioNode } from '@folio/model';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, waitForStill } from './axe.ts';
import { adminToken, api, publishFolio, sitesUrl } from './api.ts';
import { baseUrl, SHOTS, signIn, useBrowser, waitSaved } from './helpers.ts';

const browser = useBrowser();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const nameWidget = { ...createNode('text-widget'), label: { position: 'top' as const, text: 'Your name' }, required: true };
const fileWidget = {
  ...createNode('upload-widget'),
  label: { position: 'top' as const, text: 'A document (PDF)' },
  meta: { ...createNode('upload-widget').meta, format: 'single', fileTypes: ['pdf'] },
} as FolioNode;

function formPage(pageId: string): FolioNode[] {
  const nodes: FolioNode[] = [];
  const blocks: string[] = [];
  const block = (resource: FolioNode) => {
    const b = createNode('block', { resource: resource.id });
    nodes.push(b, resource);
    blocks.push(b.id);
  };
  block(createNode('text-resource', { html: '<h1>Join the garden club</h1><p>Tell us who you are.</p>' }));
  block(nameWidget);
  block(fileWidget);
  const button = createNode('button-widget');
  button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [nameWidget.id, fileWidget.id] } }, appearance: { text: 'Join', icon: 'send', useText: true } };
  block(button);
  const column = createNode('column', { children: blocks });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: 'Join', children: [tile.id] }), tile, layout, column, ...nodes];
}

/** Another site: one page holding what was pasted, on its own origin (127.0.0.1 on another port). */
let pasted = '';
const otherSite = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Garden club news</title></head>
<body style="margin:0;font-family:sans-serif"><header style="height:80px;background:#234"><h1 style="margin:0;color:#fff">Garden club news</h1></header>
<main style="max-width:720px;margin:0 auto">${pasted}</main><footer id="after">Below the frame</footer></body></html>`);
});
let otherOrigin = '';

let token = '';
let folioId = '';
beforeAll(async () => {
  token = await adminToken();
  // The form without the proof of work: this file is about the frame (spamProtection.test.ts has the proof).
  folioId = (await publishFolio(token, 'Garden club', formPage, { url: `garden-club-${Date.now().toString(36)}`, root: { spamProtection: 'none' } })).id;
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));

/** The frame of the other site's page showing the folio, once it has loaded. */
async function folioFrame(page: Page): Promise<Frame> {
  await page.locator('iframe[data-folio-embed]').waitFor();
  let frame: Frame | undefined;
  await expect.poll(() => (frame = page.frames().find((f) => f.url().startsWith(sitesUrl)))).toBeTruthy();
  return frame!;
}

const frameHeight = (page: Page) => page.locator('iframe[data-folio-embed]').evaluate((el) => el.getBoundingClientRect().height);

describe('a folio embedded in another site', () => {
  it('is turned on by the owner, whose snippet shows the form on another origin; a visitor submits through it', { timeout: 120_000 }, async () => {
    // The owner: folio settings, "Allow embedding", publish again, copy the snippet.
    const editor = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await editor.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const owner = await editor.newPage();
    const editorErrors: string[] = [];
    owner.on('pageerror', (e) => editorErrors.push(e.message));
    await signIn(owner);
    await owner.goto(`${baseUrl}/folios/${folioId}/edit`);
    await owner.getByTestId('folio-settings-open').click();
    const allow = owner.getByRole('switch', { name: 'Allow embedding' });
    await allow.waitFor();
    expect(await allow.isChecked()).toBe(false);
    expect(await owner.getByTestId('embed-snippet').count()).toBe(0);
    await allow.focus();
    await owner.keyboard.press('Space');
    await expect.poll(() => allow.isChecked()).toBe(true);
    await expect.poll(() => owner.getByTestId('embed-publish-again').textContent()).toBe('Publish again to let other sites show the published pages.');
    await waitSaved(owner);
    await owner.keyboard.press('Escape');
    await expect.poll(() => owner.getByTestId('publish-button').isEnabled()).toBe(true);
    await owner.getByTestId('publish-button').click();
    await owner.getByTestId('publish-done').waitFor();
    await expect.poll(() => owner.getByTestId('publish-status').getAttribute('data-state')).toBe('published');

    await owner.getByTestId('folio-settings-open').click();
    const snippetBox = owner.getByTestId('embed-snippet');
    await snippetBox.waitFor();
    const snippet = await snippetBox.inputValue();
    expect(snippet).toMatch(
      new RegExp(`^<iframe src="${sitesUrl.replace(/\./g, '\\.')}/garden-club-[a-z0-9]+\\?embed=1" data-folio-embed title="Garden club" style="width:100%;border:0" loading="lazy"></iframe><script src="${sitesUrl.replace(/\./g, '\\.')}/embed\\.js" async></script>$`),
    );
    await owner.getByRole('button', { name: 'Copy embed code' }).click();
    await expect.poll(() => owner.getByTestId('embed-copy').textContent()).toBe('Copied');
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await owner.getByTestId('embed-settings').scrollIntoViewIfNeeded();
    await waitForStill(owner);
    expect(await axeViolations(owner, ['[data-testid="folio-settings"]'])).toEqual([]);
    await owner.screenshot({ path: path.join(SHOTS, 'embed-settings-1280.png') });
    await owner.setViewportSize({ width: 568, height: 900 });
    await owner.getByTestId('embed-settings').scrollIntoViewIfNeeded();
    await waitForStill(owner);
    expect(await axeViolations(owner, ['[data-testid="folio-settings"]'])).toEqual([]);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await owner.screenshot({ path: path.join(SHOTS, 'embed-settings-568.png') });
    expect(editorErrors).toEqual([]);
    await editor.close();

    // The other site pastes it. Its visitor's browser enforces every header (no CSP bypass here).
    pasted = snippet;
    const visitor = await browser().newContext({ viewport: { width: 1024, height: 800 } });
    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const posts: Array<{ path: string; origin: string; status: number }> = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' || r.request().method() === 'PATCH') posts.push({ path: new URL(r.url()).pathname, origin: new URL(r.url()).origin, status: r.status() });
    });
    expect((await page.goto(otherOrigin))?.status()).toBe(200);
    const frame = await folioFrame(page);
    const name = frame.getByLabel('Your name');
    await name.waitFor();
    // embed.js set the frame's height to the page's: no inner scrolling, nothing cut off.
    await expect.poll(() => frameHeight(page)).toBeGreaterThan(200);
    await expect.poll(async () => Math.abs((await frameHeight(page)) - (await frame.evaluate(() => document.documentElement.getBoundingClientRect().height)))).toBeLessThan(2);
    expect(await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
    // The embed view is the page alone: no pager, no comments.
    expect(await frame.locator('.fo-pager').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'embed-other-site.png'), fullPage: true });

    // The visitor fills the form inside the frame: a file through tus, then the submission, both to the sites origin.
    await name.fill('Rosa Parks');
    await frame.locator(`#fo-${fileWidget.id}`).setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => frame.locator(`[data-fo-widget="${fileWidget.id}"] li[data-state="done"]`).count()).toBe(1);
    await frame.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => frame.locator('[data-fo-toast="status"][role="status"]').textContent()).toBe('Submission successfully received!');
    await page.screenshot({ path: path.join(SHOTS, 'embed-other-site-sent.png'), fullPage: true });
    const sent = posts.find((p) => p.path === '/public/api/submissions');
    expect(sent).toEqual({ path: '/public/api/submissions', origin: sitesUrl, status: 201 });
    expect(posts.filter((p) => p.path.startsWith('/uploads')).every((p) => p.origin === sitesUrl && p.status < 300)).toBe(true);
    expect(posts.some((p) => p.path.startsWith('/uploads'))).toBe(true);
    // The visit is counted as the folio's, from inside the frame.
    await expect.poll(() => posts.some((p) => p.path === '/public/api/pageSessions' && p.origin === sitesUrl && p.status < 300)).toBe(true);
    expect(errors).toEqual([]);

    // The owner reads it through the API, the file with it.
    const list = await api<{ total: number; items: Array<{ data: Record<string, unknown> }> }>(token, 'GET', `/api/folios/${folioId}/submissions`);
    expect(list.total).toBe(1);
    expect(list.items[0]!.data[nameWidget.id]).toBe('Rosa Parks');
    expect(list.items[0]!.data[fileWidget.id]).toEqual([expect.objectContaining({ name: 'letter.pdf' })]);

    // Turned off and published again: the same snippet on the same site is refused by the browser.
    const stored = await api<{ version: number }>(token, 'GET', `/api/folios/${folioId}?forEditing=true`);
    await api(token, 'PATCH', `/api/folios/${folioId}`, { baseVersion: stored.version, log: [{ action: 'updateSettings', path: 'root.embeddable' }], root: { embeddable: false } });
    await api(token, 'PATCH', `/api/folios/${folioId}/publish`, {});
    const refusals: string[] = [];
    page.on('console', (m) => refusals.push(m.text()));
    await page.reload();
    await page.locator('iframe[data-folio-embed]').waitFor();
    await expect.poll(() => refusals.some((t) => t.includes('frame-ancestors'))).toBe(true);
    const blocked = page.frames().find((f) => f !== page.mainFrame());
    expect(blocked).toBeDefined();
    expect(await blocked!.locator('[data-fo-widget]').count()).toBe(0);
    expect(blocked!.url().startsWith(sitesUrl)).toBe(false);
    await page.screenshot({ path: path.join(SHOTS, 'embed-other-site-refused.png'), fullPage: true });
    await visitor.close();
  });
});
