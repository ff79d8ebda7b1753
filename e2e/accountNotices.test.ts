import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminToken, api } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount } from './people.ts';

const browser = useBrowser();

describe('an account is told what happened to it, and the dashboard leads to every screen about it', () => {
  it('a deactivated user’s open tab goes to sign-in saying the account was deactivated', async () => {
    const person = await verifiedAccount('Dora Deactivated');
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, person);
    await api(await adminToken(), 'POST', `/api/users/${person.userId}/deactivate`);
    // The next call the open tab makes is refused: the app says why instead of 'your session has expired'.
    await page.goto(`${baseUrl}/assets`);
    await page.getByTestId('login-deactivated-notice').waitFor();
    expect(new URL(page.url()).searchParams.get('deactivated')).toBe('true');
    expect(await page.getByTestId('login-expired-notice').count()).toBe(0);
    await context.close();
  });

  it('deleting one’s account lands on sign-in with a note that it was deleted', async () => {
    const person = await verifiedAccount('Leo Leaving');
    const context = await browser().newContext({ viewport: { width: 568, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, person);
    await page.goto(`${baseUrl}/profile`);
    await page.getByTestId('delete-account').click();
    await page.getByTestId('delete-password').fill(person.password);
    await page.getByTestId('delete-confirm').click();
    await page.getByTestId('login-deleted-notice').waitFor();
    expect(await page.getByTestId('login-deleted-notice').innerText()).toContain('deleted');
    await context.close();
  });

  it('a double click on New folio makes one folio; the dashboard links to Analytics, Sales, Purchased and your submissions', async () => {
    const person = await verifiedAccount('Nina New');
    for (const width of [1280, 568]) {
      const context = await browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      await signIn(page, person);
      const nav = page.getByRole('navigation', { name: 'Your activity' });
      for (const name of ['Analytics', 'Sales', 'Purchased', 'Your submissions']) expect(await nav.getByRole('link', { name }).isVisible()).toBe(true);
      expect(await axeViolations(page, ['[data-testid="dashboard-activity"]'])).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `account-dashboard-${width}.png`) });
      await context.close();
    }
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, person);
    await page.getByTestId('dashboard-new-folio').dblclick();
    await page.waitForURL(/\/folios\/[0-9a-f-]{36}\/edit$/);
    const owned = await api<{ total: number }>(person.token, 'GET', '/api/folios?isOwned=true&first=10&after=0');
    expect(owned.total).toBe(1);
    // Storage reads in the unit that fits what is used.
    await page.goto(`${baseUrl}/profile`);
    await expect.poll(() => page.getByText(/Storage: .* of 5 GB/).count()).toBe(1);
    expect(await page.getByText(/0\.00 of/).count()).toBe(0);
    await context.close();
  });

  it('an upload cut off by a reload continues from where it stopped when the same file is chosen again', async () => {
    const person = await verifiedAccount('Rita Resume');
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signIn(page, person);
    await page.goto(`${baseUrl}/assets`);
    const file = path.join(SHOTS, 'resume-me.bin');
    fs.mkdirSync(SHOTS, { recursive: true });
    // Larger than one tus chunk (8 MiB), so the first chunk lands before the reload.
    fs.writeFileSync(file, Buffer.alloc(20 * 1024 * 1024, 7));
    let patches = 0;
    let firstChunkDone!: () => void;
    const firstChunk = new Promise<void>((resolve) => (firstChunkDone = resolve));
    await page.route('**/uploads/**', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches += 1;
      if (patches === 1) {
        await route.continue();
        setTimeout(firstChunkDone, 500);
        return;
      }
      // The second chunk never leaves: the page is reloaded while it waits.
      await new Promise(() => undefined);
    });
    await page.getByTestId('upload-input').setInputFiles(file);
    await firstChunk;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('folio.unfinishedUploads') ?? '')).toContain('resume-me.bin');
    await page.unroute('**/uploads/**');
    await page.reload();
    await page.getByTestId('unfinished-upload').waitFor();
    expect(await page.getByTestId('unfinished-uploads').innerText()).toContain('of 20 MB sent');
    expect(JSON.stringify(await axeViolations(page, ['[data-testid="unfinished-uploads"]']), null, 1)).toBe('[]');
    await page.screenshot({ path: path.join(SHOTS, 'account-unfinished-upload-1280.png') });

    // Choosing it again asks the server for the offset (HEAD) and sends only the rest, under the same upload.
    const heads: string[] = [];
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/uploads/') && r.method() === 'HEAD') heads.push(r.url());
      if (r.url().includes('/uploads') && r.method() === 'POST') posts.push(r.url());
    });
    await page.getByTestId('upload-input').setInputFiles(file);
    await page.locator('[data-testid="upload-item"][data-status="done"]').waitFor({ timeout: 60_000 });
    expect(heads.length).toBeGreaterThan(0);
    expect(posts).toEqual([]);
    expect(await page.getByTestId('unfinished-uploads').count()).toBe(0);
    const assets = await api<{ items: Array<{ title: string }> }>(person.token, 'GET', '/api/assets?first=10&after=0');
    expect(assets.items.map((a) => a.title)).toContain('resume-me');
    await context.close();
  });
});
