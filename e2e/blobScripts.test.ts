// An uploaded JavaScript file must never run, wherever a page (after some future HTML injection) loads it with
// <script src>: on the app origin, on the sites origin, or from the other origin.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, api, sitesUrl } from './api.ts';
import { uploadFile } from './client.ts';
import { baseUrl, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** A page at `origin` with an inline script (proof that the page runs scripts) and the uploaded file as scripts. */
async function probe(page: Page, origin: string, scriptUrls: string[]): Promise<{ inline: boolean; ran: number; errors: number; statuses: number[] }> {
  const statuses: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/blob/')) statuses.push(res.status());
  });
  await page.route(`${origin}/injected-page`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><script>window.inline = true; window.ran = 0; window.errors = 0;</script>${scriptUrls
        .map((src) => `<script src="${src}" onerror="window.errors++"></script>`)
        .join('')}</body></html>`,
    }),
  );
  await page.goto(`${origin}/injected-page`, { waitUntil: 'load' });
  const result = await page.evaluate(() => {
    const w = window as unknown as { inline?: boolean; ran: number; errors: number };
    return { inline: w.inline === true, ran: w.ran, errors: w.errors };
  });
  return { ...result, statuses };
}

describe('uploaded JavaScript in Chromium', () => {
  it('does not run from /blob/ on a page of the app origin or of the sites origin, even as a public asset', async () => {
    const token = await adminToken();
    const blobId = await uploadFile(baseUrl, token, Buffer.from('window.ran = (window.ran || 0) + 1;'), 'text/javascript');
    // Public, so /blob/ answers it to anyone: what stops it is how it is served, not a 404.
    await api(token, 'POST', '/api/assets', { uuid: blobId, title: 'script.js', isPublic: true });

    for (const [origin, other] of [
      [baseUrl, sitesUrl],
      [sitesUrl, baseUrl],
    ] as const) {
      const context = await browser().newContext();
      const page = await context.newPage();
      const console: string[] = [];
      page.on('console', (m) => console.push(m.text()));
      const result = await probe(page, origin, [`/blob/${blobId}`, `${other}/blob/${blobId}`]);
      expect(result.inline).toBe(true);
      expect(result.ran).toBe(0);
      expect(result.errors).toBe(2);
      // The same-origin load was answered (200): the browser refused to run it.
      expect(result.statuses).toContain(200);
      expect(console.join('\n')).toMatch(/Refused to execute script from .*\/blob\/.*MIME type \('application\/octet-stream'\)/);
      await context.close();
    }
  });

  it('runs an ordinary script on the same injected page, so the check above can fail', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.route(`${baseUrl}/a-real-script.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.ran++;' }));
    const result = await probe(page, baseUrl, ['/a-real-script.js']);
    expect(result).toMatchObject({ inline: true, ran: 1, errors: 0 });
    await context.close();
  });
});
