import path from 'node:path';
import { formatBytes } from '@folio/model';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { baseUrl, holdUploadBytes, SHOTS, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

const suffix = () => Math.random().toString(36).slice(2, 8);

describe('the asset library in Chromium', () => {
  it('uploads a PNG with a visible progress bar, shows it with its thumbnail and size, and refuses an HTML file named .png', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);

    await page.getByTestId('nav-assets').click();
    await page.waitForURL(/\/assets$/);
    await page.getByTestId('upload-zone').waitFor();

    const uploads = await holdUploadBytes(page);

    const name = `violet-${suffix()}`;
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 120, g: 60, b: 200 } } })
      .png()
      .toBuffer();
    await page.getByTestId('upload-input').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png });

    const item = page.locator(`[data-testid="upload-item"][data-name="${name}.png"]`);
    await item.getByTestId('upload-progress').waitFor({ state: 'visible' });
    await expect.poll(() => item.getAttribute('data-status')).toBe('uploading');
    await page.screenshot({ path: path.join(SHOTS, 'assets-uploading.png') });
    uploads.release();
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
    await uploads.stop();

    // The new asset in the grid: its title from the file name, the byte formatter's size, and the thumbnail once made.
    const card = page.getByTestId('asset-card').filter({ has: page.getByTestId('asset-title').getByText(name, { exact: true }) });
    await card.waitFor();
    expect(await card.getByTestId('asset-size').textContent()).toBe(formatBytes(png.length));
    const thumbnail = card.getByTestId('asset-thumbnail');
    await thumbnail.waitFor({ timeout: 20_000 });
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await page.getByTestId('assets-results').textContent()).toMatch(/^\d+ results? found$/);

    // An HTML page pretending to be a PNG: the server sniffs the bytes and refuses it; the file says so.
    const fake = `fake-${suffix()}.png`;
    await page.getByTestId('upload-input').setInputFiles({
      name: fake,
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>'),
    });
    const refused = page.locator(`[data-testid="upload-item"][data-name="${fake}"]`);
    await expect.poll(() => refused.getAttribute('data-status'), { timeout: 20_000 }).toBe('refused');
    const message = await refused.getByTestId('upload-error').textContent();
    expect(message).toMatch(/^Something went wrong when uploading the new File\. The file/);
    expect(message).toContain('image/png');
    expect(await refused.getByTestId('upload-retry').count()).toBe(0);
    await expect.poll(() => page.getByTestId('asset-title').getByText(fake.replace(/\.png$/, ''), { exact: true }).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'assets-desktop.png'), fullPage: true });

    // 568 px: no sideways scrolling.
    await page.setViewportSize({ width: 568, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(568);
    await page.screenshot({ path: path.join(SHOTS, 'assets-568.png'), fullPage: true });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits an asset in the detail drawer (title, tags, public, custom URL with a live check), finds it by title and tag, and deletes it after confirming', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);
    await page.goto(`${baseUrl}/assets`);

    const name = `notes-${suffix()}`;
    await page.getByTestId('upload-input').setInputFiles({ name: `${name}.txt`, mimeType: 'text/plain', buffer: Buffer.from('plain words\n') });
    const card = page.getByTestId('asset-card').filter({ has: page.getByTestId('asset-title').getByText(name, { exact: true }) });
    await card.waitFor({ timeout: 20_000 });
    // No thumbnail for a text file: the type icon stands in.
    expect(await card.getByTestId('asset-type-icon').count()).toBe(1);

    // Opened from the keyboard.
    await card.focus();
    await page.keyboard.press('Enter');
    const title = page.getByTestId('asset-edit-title');
    await title.waitFor();
    const renamed = `Renamed ${name}`;
    await title.fill(renamed);
    const tag = `tag${suffix()}`;
    await page.getByTestId('asset-edit-tags').fill(tag);
    await page.keyboard.press('Enter');
    await page.getByTestId('asset-edit-public').check();
    const url = `asset-${suffix()}`;
    await page.getByTestId('asset-edit-url').fill(url);
    await page.getByTestId('asset-url-available').waitFor();
    await page.getByTestId('asset-save').click();
    await expect.poll(() => page.getByTestId('asset-save').isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'assets-drawer.png') });
    await page.keyboard.press('Escape');

    // What was saved is what the server now answers.
    const saved = await page.evaluate(async (u) => {
      const { accessToken } = JSON.parse(localStorage.getItem('session')!) as { accessToken: string };
      const res = await fetch(`/api/assets/url/${u}`, { headers: { authorization: `Bearer ${accessToken}` } });
      return (await res.json()) as { title: string; tags: string[]; isPublic: boolean; url: string };
    }, url);
    expect(saved).toMatchObject({ title: renamed, tags: [tag], isPublic: true, url });

    // Search: title words and #tags.
    await page.getByTestId('assets-search').fill(`renamed #${tag}`);
    await expect.poll(() => page.getByTestId('assets-results').textContent()).toBe('1 result found');
    await page.getByTestId('assets-search').fill(`#${tag}-none`);
    // An empty list says so once: in the empty state, not also in the result count.
    await expect.poll(() => page.getByTestId('assets-empty').textContent()).toContain('No results found');
    expect(await page.getByTestId('assets-results').textContent()).toBe('');
    await page.getByTestId('assets-search').fill(renamed);
    const renamedCard = page.getByTestId('asset-card').filter({ has: page.getByTestId('asset-title').getByText(renamed, { exact: true }) });
    await renamedCard.click();

    await page.getByTestId('asset-delete').click();
    await page.getByTestId('asset-delete-confirm').click();
    await expect.poll(() => page.getByTestId('assets-empty').textContent()).toContain('No results found');
    expect(await renamedCard.count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
