import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatBytes } from '@folio/model';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, holdUploadBytes, signIn, useBrowser } from './helpers.ts';

const FIFTY_MB = 50 * 1024 * 1024;
const browser = useBrowser();
let bigFile: string;
let imageFile: string;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  bigFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-big-')), `archive-${tag}.bin`);
  fs.writeFileSync(bigFile, randomBytes(FIFTY_MB));
  imageFile = path.join(path.dirname(bigFile), `picture-${tag}.png`);
  fs.writeFileSync(
    imageFile,
    await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 140, b: 90 } } }).png().toBuffer(),
  );
});
afterAll(() => {
  fs.rmSync(path.dirname(bigFile), { recursive: true, force: true });
});

const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 30_000 });
const itemTitles = (page: Page) => page.getByTestId('library-item-title').allTextContents();

describe('assets into a library, end to end in Chromium', () => {
  it('uploads an image and a 50 MB file with progress, shows both with thumbnail and size, puts them in a library and reorders them', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);
    await page.goto(`${baseUrl}/assets`);
    await page.getByTestId('upload-zone').waitFor();

    // The first chunk of the big file waits until its progress bar has been seen.
    const uploads = await holdUploadBytes(page);
    const imageName = `picture-${tag}`;
    await page.getByTestId('upload-input').setInputFiles([imageFile, bigFile]);
    const big = page.locator(`[data-testid="upload-item"][data-name="archive-${tag}.bin"]`);
    await big.getByTestId('upload-progress').waitFor({ state: 'visible' });
    uploads.release();
    await uploads.stop();
    await eventually(() => big.getAttribute('data-status')).toBe('done');
    await eventually(() => page.locator(`[data-testid="upload-item"][data-name="${imageName}.png"]`).getAttribute('data-status')).toBe('done');

    const card = (title: string) => page.getByTestId('asset-card').filter({ has: page.getByTestId('asset-title').getByText(title, { exact: true }) });
    await card(`archive-${tag}`).waitFor();
    expect(await card(`archive-${tag}`).getByTestId('asset-size').textContent()).toBe(formatBytes(FIFTY_MB));
    const thumbnail = card(imageName).getByTestId('asset-thumbnail');
    await thumbnail.waitFor({ timeout: 30_000 });
    await eventually(() => thumbnail.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);

    // A new library holding both assets.
    const libraryName = `Uploads ${tag}`;
    await page.goto(`${baseUrl}/libraries`);
    await page.getByTestId('library-new').click();
    await page.getByTestId('library-name-input').fill(libraryName);
    await page.getByTestId('library-dialog-save').click();
    await page.getByTestId('library-heading').filter({ hasText: libraryName }).waitFor();
    await page.getByTestId('library-add-assets').click();
    await page.getByTestId('library-add-picker').click();
    await page.getByRole('option', { name: imageName }).click();
    await page.getByRole('option', { name: `archive-${tag}` }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('library-add-confirm').click();
    await eventually(() => itemTitles(page)).toEqual([imageName, `archive-${tag}`]);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Reorder: the big file moves up; the order survives a reload.
    const second = page.getByTestId('library-item').nth(1);
    await eventually(() => second.getByTestId('move-up').isEnabled()).toBe(true);
    await second.getByTestId('move-up').click();
    await eventually(() => itemTitles(page)).toEqual([`archive-${tag}`, imageName]);
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByTestId('library-item').first().waitFor();
    await eventually(() => itemTitles(page)).toEqual([`archive-${tag}`, imageName]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
