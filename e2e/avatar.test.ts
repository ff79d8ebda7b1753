import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { baseUrl, holdUploadBytes, SHOTS, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** The src of the header's avatar image, or null while it shows initials. */
async function headerAvatarSrc(page: Page): Promise<string | null> {
  const img = page.getByTestId('user-menu').locator('img');
  if ((await img.count()) === 0) return null;
  return img.getAttribute('src');
}

/** Whether the header's avatar image has loaded (a picture with pixels, not a broken image). */
const headerAvatarLoaded = (page: Page) =>
  page
    .getByTestId('user-menu')
    .locator('img')
    .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);

describe('the avatar in Chromium', () => {
  it('uploads a picture on /profile with its progress shown, sees it in the header after a reload, and removes it', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);
    await page.goto(`${baseUrl}/profile`);
    await page.getByTestId('avatar-card').waitFor();

    // Start from no avatar (a previous run may have left one).
    if ((await page.getByTestId('avatar-remove').count()) > 0) {
      await page.getByTestId('avatar-remove').click();
      await page.getByTestId('avatar-remove').waitFor({ state: 'detached' });
    }
    expect(await headerAvatarSrc(page)).toBeNull();

    const uploads = await holdUploadBytes(page);
    let assetCreated = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/assets') assetCreated = true;
    });

    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 230, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const item = page.locator('[data-testid="upload-item"][data-name="me.png"]');
    await item.getByTestId('upload-progress').waitFor({ state: 'visible' });
    await expect.poll(() => item.getAttribute('data-status')).toBe('uploading');
    await page.screenshot({ path: path.join(SHOTS, 'avatar-uploading.png') });
    uploads.release();
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
    await uploads.stop();

    // The profile and the header show it at once; no asset was made of it.
    await expect.poll(() => page.getByTestId('profile-avatar').getAttribute('data-avatar-url')).toMatch(/^\/blob\/[0-9a-f-]{36}(\/thumbnail)?$/);
    const blobId = (await page.getByTestId('profile-avatar').getAttribute('data-avatar-url'))!.split('/')[2]!;
    await expect.poll(() => headerAvatarSrc(page)).toMatch(new RegExp(`/blob/${blobId}`));
    expect(assetCreated).toBe(false);

    // After a reload the header still shows the picture (the thumbnail once made), loaded.
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    await expect.poll(() => headerAvatarSrc(page), { timeout: 20_000 }).toMatch(new RegExp(`/blob/${blobId}(/thumbnail)?$`));
    await expect.poll(() => headerAvatarLoaded(page)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'avatar-header.png') });

    // A file that is not an image is refused before anything is sent.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('words') });
    await page.getByTestId('avatar-refused-toast').waitFor();
    expect(await page.locator('[data-testid="upload-item"][data-name="notes.txt"]').count()).toBe(0);

    // Remove: back to initials, also after a reload.
    await page.getByTestId('avatar-remove').click();
    await page.getByTestId('avatar-remove').waitFor({ state: 'detached' });
    await expect.poll(() => headerAvatarSrc(page)).toBeNull();
    await page.reload();
    await page.getByTestId('avatar-card').waitFor();
    expect(await headerAvatarSrc(page)).toBeNull();
    expect(await page.getByTestId('profile-avatar').getAttribute('data-avatar-url')).toBe('');

    expect(errors).toEqual([]);
    await context.close();
  });
});
