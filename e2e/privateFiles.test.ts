// A private asset's picture: its owner's assets screen shows it through a signed URL; nobody else gets it.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminToken, api, sitesUrl } from './api.ts';
import { uploadFile } from './client.ts';
import { imageProcessed } from './samplePage.ts';
import { baseUrl, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

describe('a private asset’s file in Chromium', () => {
  it('shows on its owner’s assets screen through a signed URL, and answers 404 to a visitor on either origin', async () => {
    const token = await adminToken();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const blobId = await uploadFile(baseUrl, token, png, 'image/png');
    const title = `private-${Math.random().toString(36).slice(2, 8)}`;
    await api(token, 'POST', '/api/assets', { uuid: blobId, title });
    await imageProcessed(baseUrl, token, blobId);

    const owner = await browser().newContext();
    const page = await owner.newPage();
    await signIn(page);
    await page.getByTestId('nav-assets').click();
    const card = page.getByTestId('asset-card').filter({ has: page.getByTestId('asset-title').getByText(title, { exact: true }) });
    const thumbnail = card.getByTestId('asset-thumbnail');
    await thumbnail.waitFor({ timeout: 20_000 });
    expect(await thumbnail.getAttribute('src')).toMatch(new RegExp(`^/blob/${blobId}/thumbnail\\?exp=\\d+&u=[\\w-]+&sig=[\\w-]+$`));
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await owner.close();

    const visitor = await browser().newContext();
    const stranger = await visitor.newPage();
    for (const origin of [baseUrl, sitesUrl]) {
      for (const path of [`/blob/${blobId}`, `/blob/${blobId}/thumbnail`, `/blob/${blobId}/display`]) {
        const res = await stranger.goto(`${origin}${path}`);
        expect(res?.status()).toBe(404);
      }
    }
    await visitor.close();
  });
});
