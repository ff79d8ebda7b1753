import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Asset, FolioDocument, Website } from '@folio/model';
import { adminToken, api, sitesUrl, uploadPng } from './api.ts';
import { uploadFile } from './client.ts';
import { SHOTS, baseUrl, holdUploadBytes, signIn, signInToNewFolio, useBrowser, waitSaved } from './helpers.ts';

const browser = useBrowser();

const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 20_000 });

/** An uploaded PNG made into an asset of the admin, with a title and a tag. */
async function imageAsset(token: string, title: string, tag: string, colour: string, width = 640, height = 400): Promise<Asset> {
  const url = await uploadPng(token, width, height, colour);
  return api<Asset>(token, 'POST', '/api/assets', { uuid: url.slice('/blob/'.length), title, tags: [tag] });
}

/** How many of these images have loaded a picture (naturalWidth > 0). */
const loadedImages = (images: Locator) =>
  images.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length);

const folioIdOf = (page: Page) => /\/folios\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;

/** Makes the open folio public in its settings and publishes it; answers the published page's address. */
async function publishFromEditor(page: Page, token: string): Promise<string> {
  await page.getByTestId('folio-settings-open').click();
  await page.getByTestId('folio-settings-public').click();
  await page.keyboard.press('Escape');
  await waitSaved(page);
  await expect.poll(() => page.getByTestId('publish-button').isEnabled(), { timeout: 10_000 }).toBe(true);
  await page.getByTestId('publish-button').click();
  await eventually(() => page.getByTestId('publish-status').getAttribute('data-state')).toBe('published');
  const id = folioIdOf(page);
  const doc = await api<FolioDocument>(token, 'GET', `/api/folios/${id}?forEditing=true`);
  return `${sitesUrl}/folio/${id}/page/${doc.root.pages[0]}`;
}

describe('the asset picker in Chromium', () => {
  it('chooses an image by #tag with the keyboard; the canvas and the published page both show it as a loaded image', async () => {
    const token = await adminToken();
    const tag = `harbour${Date.now().toString(36)}`;
    const asset = await imageAsset(token, 'Harbour at dawn', tag, '#3a7bd5');
    await imageAsset(token, 'Other picture', `x${tag}`, '#d53a3a');

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInToNewFolio(page);
    await page.getByTestId('palette-insert-asset-resource').click();
    await page.getByTestId('panel-asset-file-name').filter({ hasText: 'No file chosen' }).waitFor();

    await page.getByTestId('panel-asset-file-choose').click();
    const dialog = page.getByRole('dialog', { name: 'Choose a file' });
    await dialog.waitFor();
    // The search box has the focus; a tag nobody uses finds nothing, the asset's #tag narrows the list to it.
    await page.keyboard.type(`#none${tag}`);
    await dialog.getByTestId('picker-empty').filter({ hasText: 'No matching assets' }).waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`#${tag}`);
    await eventually(() => dialog.getByTestId('picker-asset').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'picker-1280.png') });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await dialog.getByRole('option', { name: 'Harbour at dawn, image' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    const canvas = page.getByTestId('canvas');
    await eventually(() => loadedImages(canvas.locator('img.fo-asset--image'))).toBe(1);
    expect(await canvas.locator('.fo-asset--file a').count()).toBe(0);
    expect(await page.getByTestId('panel-asset-file-name').textContent()).toBe('Harbour at dawn');
    // An image needs alt text before the folio can be published (issue 27).
    await page.getByTestId('panel-asset-alt').fill('A harbour at dawn');
    await waitSaved(page);
    const stored = await api<FolioDocument>(token, 'GET', `/api/folios/${folioIdOf(page)}?forEditing=true`);
    const resource = Object.values(stored.nodes).find((n) => n.kind === 'asset-resource');
    expect(resource).toMatchObject({ assetId: asset.id, url: `/blob/${asset.data.id}`, name: 'Harbour at dawn' });
    await page.screenshot({ path: path.join(SHOTS, 'picker-canvas-image-1280.png') });

    const published = await publishFromEditor(page, token);
    const visitor = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const visit = await visitor.newPage();
    expect((await visit.goto(published))?.status()).toBe(200);
    await eventually(() => loadedImages(visit.locator('img.fo-asset--image'))).toBe(1);
    expect(await visit.locator('.fo-asset--file').count()).toBe(0);
    await visit.screenshot({ path: path.join(SHOTS, 'picker-published-image-568.png'), fullPage: true });
    await visitor.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads an image from inside the picker with a progress bar, chooses it at once, and adds a second gallery image by its copied address', async () => {
    const token = await adminToken();
    const existing = await imageAsset(token, 'Lighthouse', `light${Date.now().toString(36)}`, '#2e8b57', 500, 500);
    const context = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInToNewFolio(page);
    // On a phone the palette and the settings live in the Edit drawer.
    await page.getByTestId('open-panel').click();
    await page.getByTestId('palette-insert-gallery-widget').click();
    await page.getByTestId('panel-meta-gallery-items-add').click();
    await page.getByTestId('panel-meta-gallery-image-0-choose').click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image' });
    await dialog.waitFor();

    const hold = await holdUploadBytes(page);
    const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#f4a261' } }).png().toBuffer();
    await dialog.getByTestId('upload-input').setInputFiles({ name: 'sunset-pier.png', mimeType: 'image/png', buffer: bytes });
    await dialog.locator('[data-testid="upload-item"][data-status="uploading"]').waitFor();
    expect(await dialog.getByRole('progressbar', { name: 'Upload progress of sunset-pier.png' }).count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'picker-upload-568.png') });
    hold.release();
    await eventually(() => dialog.getByTestId('upload-item').getAttribute('data-status')).toBe('done');
    await hold.stop();
    await eventually(() => dialog.getByTestId('picker-selection').textContent()).toBe('Selected: sunset-pier');
    expect(await dialog.getByRole('option', { name: 'sunset-pier, image' }).getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: path.join(SHOTS, 'picker-uploaded-568.png') });
    // The grid is one tab stop: arrows move the focus along the row, Enter chooses the focused image.
    const focusedTitle = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await dialog.getByRole('option', { name: 'sunset-pier, image' }).focus();
    await page.keyboard.press('ArrowRight');
    await eventually(focusedTitle).not.toBe('sunset-pier, image');
    expect(await focusedTitle()).toMatch(/, image$/);
    await page.keyboard.press('ArrowLeft');
    await eventually(focusedTitle).toBe('sunset-pier, image');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // The second image: the address the assets screen offers, as a thumbnail with a query string.
    await page.getByTestId('panel-meta-gallery-items-add').click();
    await page.getByTestId('panel-meta-gallery-image-1-choose').click();
    await dialog.waitFor();
    await dialog.getByTestId('picker-tab-address').click();
    await dialog.getByTestId('picker-address').fill(`${baseUrl}/blob/${existing.data.id}/thumbnail?v=2`);
    await page.screenshot({ path: path.join(SHOTS, 'picker-address-568.png') });
    await dialog.getByTestId('picker-address-use').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => page.getByTestId('panel-meta-gallery-image-1-name').textContent()).toBe('Lighthouse');

    await page.keyboard.press('Escape');
    await page.getByTestId('panel-drawer').waitFor({ state: 'hidden' });
    const canvas = page.getByTestId('canvas');
    await eventually(() => loadedImages(canvas.locator('.fo-gallery img'))).toBeGreaterThanOrEqual(1);
    await waitSaved(page);
    const stored = await api<FolioDocument>(token, 'GET', `/api/folios/${folioIdOf(page)}?forEditing=true`);
    const gallery = Object.values(stored.nodes).find((n) => n.kind === 'gallery-widget');
    const items = gallery?.kind === 'gallery-widget' ? gallery.meta.items : [];
    expect(items[1]).toMatchObject({ assetId: existing.id, url: `/blob/${existing.data.id}` });
    expect(items[0]!.url).toMatch(/^\/blob\/[0-9a-f-]{36}$/);
    expect(items[0]!.assetId).not.toBe('');
    await page.screenshot({ path: path.join(SHOTS, 'picker-gallery-canvas-568.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'picker-gallery-canvas-1280.png') });
    await page.getByTestId('panel-meta-gallery').screenshot({ path: path.join(SHOTS, 'picker-gallery-panel-1280.png') });

    await page.getByTestId('panel-meta-gallery-0-alt').fill('The sun setting behind a pier');
    await page.getByTestId('panel-meta-gallery-1-alt').fill('A lighthouse');
    const published = await publishFromEditor(page, token);
    const visitor = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const visit = await visitor.newPage();
    expect((await visit.goto(published))?.status()).toBe(200);
    const srcs = await visit.locator('.fo-gallery img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(srcs).toEqual([items[0]!.url, items[1]!.url]);
    await eventually(() => loadedImages(visit.locator('.fo-gallery img'))).toBeGreaterThanOrEqual(1);
    await visit.screenshot({ path: path.join(SHOTS, 'picker-published-gallery-1280.png') });
    await visitor.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets the website’s logo with the picker; a logo widget shows it on the published site, and a chosen one on the canvas', async () => {
    const token = await adminToken();
    const stamp = Date.now().toString(36);
    const logo = await imageAsset(token, `Crest ${stamp}`, `crest${stamp}`, '#264653', 300, 120);
    const badge = await imageAsset(token, `Badge ${stamp}`, `badge${stamp}`, '#e9c46a', 120, 120);
    // A file that is not an image, titled alike: the logo's picker lists images only.
    const notes = await uploadFile(baseUrl, token, Buffer.from('Crest colours: teal and sand.\n'), 'text/plain');
    await api(token, 'POST', '/api/assets', { uuid: notes, title: `Crest ${stamp} notes` });
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);

    // A folio with a logo widget that names no logo, as the website's only page.
    await page.getByTestId('dashboard-new-folio').click();
    await page.waitForURL(/\/folios\/[0-9a-f-]{36}\/edit$/);
    await page.getByTestId('palette-insert-logo-widget').click();
    await page.getByTestId('panel-meta-logo-image-name').filter({ hasText: 'No image chosen' }).waitFor();
    await page.getByTestId('panel-meta-logo-alt').fill('Harbour club');
    await waitSaved(page);
    await publishFromEditor(page, token);
    const folioId = folioIdOf(page);

    const created = await api<Website>(token, 'POST', '/api/websites', { name: `Crest site ${stamp}`, slug: `crest-${stamp}` });
    await api(token, 'PATCH', `/api/websites/${created.id}`, { pages: [{ folioId, slug: 'home' }], defaultPageFolioId: folioId });
    await page.goto(`${baseUrl}/websites/${created.id}`);

    // When the library cannot be read the picker says why; Escape closes it and the focus goes back to its button.
    await page.route('**/api/assets?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Service Unavailable', message: 'The library is resting' }) }),
    );
    await page.getByTestId('website-settings-favicon-choose').click();
    const faviconDialog = page.getByRole('dialog', { name: 'Choose the favicon' });
    await eventually(() => faviconDialog.getByTestId('picker-error').textContent()).toContain('The library is resting');
    await page.keyboard.press('Escape');
    await faviconDialog.waitFor({ state: 'detached' });
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('website-settings-favicon-choose');
    await page.unroute('**/api/assets?**');

    await page.getByTestId('website-settings-logo-choose').click();
    const dialog = page.getByRole('dialog', { name: 'Choose the logo' });
    await dialog.getByTestId('picker-search').fill(`Crest ${stamp}`);
    await eventually(() => dialog.getByTestId('picker-asset').count()).toBe(1);
    await dialog.getByTestId('picker-asset').click();
    await dialog.getByTestId('picker-choose').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => page.getByTestId('website-settings-logo-name').textContent()).toBe(`Crest ${stamp}`);
    await page.getByTestId('website-settings-save').click();
    await eventually(async () => (await api<Website>(token, 'GET', `/api/websites/${created.id}`)).logoAssetId).toBe(logo.id);
    await page.getByTestId('website-settings').screenshot({ path: path.join(SHOTS, 'picker-website-settings-1280.png') });

    const site = await api<Website>(token, 'POST', `/api/websites/${created.id}/publish`);
    const visitor = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const visit = await visitor.newPage();
    expect((await visit.goto(site.siteUrl))?.status()).toBe(200);
    await eventually(() => loadedImages(visit.locator('.fo-logo img'))).toBe(1);
    expect(await visit.locator('.fo-logo img').getAttribute('src')).toContain(logo.data.id);
    await visit.screenshot({ path: path.join(SHOTS, 'picker-site-logo-568.png') });
    await visitor.close();

    // The canvas draws the website's logo in the widget as visitors see it, then the widget's own once chosen.
    await page.goto(`${baseUrl}/folios/${folioId}/edit`);
    const canvasLogo = page.getByTestId('canvas').locator('.fo-logo img');
    await eventually(() => loadedImages(canvasLogo)).toBe(1);
    expect(await canvasLogo.getAttribute('src')).toContain(logo.data.id);
    await page.screenshot({ path: path.join(SHOTS, 'picker-canvas-site-logo-1280.png') });
    await page.getByTestId('canvas').locator('.fo-logo').click();
    await page.getByTestId('panel-meta-logo-image-choose').click();
    const logoDialog = page.getByRole('dialog', { name: 'Choose a logo' });
    await logoDialog.getByTestId('picker-search').fill(`#badge${stamp}`);
    await eventually(() => logoDialog.getByTestId('picker-asset').count()).toBe(1);
    await logoDialog.getByTestId('picker-asset').dblclick();
    await logoDialog.waitFor({ state: 'detached' });
    await eventually(() => canvasLogo.getAttribute('src')).toContain(badge.data.id);
    await eventually(() => loadedImages(canvasLogo)).toBe(1);
    await waitSaved(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
