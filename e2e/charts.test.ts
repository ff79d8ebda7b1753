// The owner builds a chart of a form's answers in the editor, publishes, answers arrive, and visitors see the
// counts drawn as SVG on the published page (and the new counts after another answer).
//
// Submissions are stored directly in the server's PostgreSQL: the submission API (POST /public/api/submissions)
// is built on another branch of issue 11 and is not on this one yet.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolioDocument } from '@folio/model';
import { embeddedUrl } from '../packages/server/src/db/embedded.ts';
import { apiCall, signIn as apiSignIn } from './client.ts';
import { ADMIN } from './fixtures.ts';
import { SHOTS, insertFromPalette, useBrowser, waitSaved } from './helpers.ts';
import { publishSamplePage, type SamplePage } from './samplePage.ts';
import { startServer, type RunningServer } from './server.ts';

const browser = useBrowser();
let server: RunningServer;
let db: pg.Client;
let token: string;
let sample: SamplePage;
let visitId: string;
let buttonId: string;

beforeAll(async () => {
  server = await startServer({ FOLIO_ADMIN_EMAIL: ADMIN.email, FOLIO_ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT: '1000' });
  // The embedded PostgreSQL writes its port on the fourth line of postmaster.pid.
  const port = fs.readFileSync(path.join(server.dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  db = new pg.Client({ connectionString: embeddedUrl(Number(port)) });
  await db.connect();
  token = (await apiSignIn(server.url, ADMIN)).token;
  sample = await publishSamplePage(server.url, token, 'Garden survey');
  const doc = await apiCall<FolioDocument>(server.url, token, 'GET', `/api/folios/${sample.folioId}?forEditing=true`);
  const nodes = Object.values(doc.nodes);
  visitId = nodes.find((n) => n.kind === 'multiple-choice-widget')!.id;
  buttonId = nodes.find((n) => n.kind === 'button-widget')!.id;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await server?.stop();
});

/** Stores answers to the tour question as submissions of the sample's button. */
async function answer(...tours: string[]) {
  for (const tour of tours) {
    await db.query('insert into submissions (folio_id, button_id, folio_version, data) values ($1, $2, 1, $3)', [
      sample.folioId,
      buttonId,
      JSON.stringify({ [visitId]: [tour] }),
    ]);
  }
}

async function signInAt(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByTestId('login-username').fill(ADMIN.email);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('dashboard-heading').waitFor();
}

/** label → count of the bars the page's chart draws. */
const barsOf = (page: Page) =>
  page.locator('.fo-chart-bar').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-label'), Number(e.getAttribute('data-value'))])));

/** The chart's data table (inside its "Show data" disclosure), opened the way a visitor opens it. */
async function tableOf(page: Page) {
  await page.getByText('Show data').click();
  return page.locator('.fo-chart-table tbody tr').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.querySelector('th')!.textContent, Number(r.querySelector('td')!.textContent)])),
  );
}

describe('a chart of a form’s answers, built in the editor', () => {
  it('is drawn live while built, published with the folio, shows the counts to visitors and follows new answers', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAt(page);
    await page.goto(`${server.url}/folios/${sample.folioId}/edit`);
    await page.getByTestId('side-tab-insert').waitFor();
    await insertFromPalette(page, 'visualization-widget');

    // No chart yet: this folio's form is offered; creating one starts with its multiple-choice field.
    await page.getByTestId('chart-builder-new').waitFor();
    await page.getByTestId('chart-create').click();
    await page.getByTestId('chart-builder').waitFor();
    expect(await page.getByTestId('chart-field').inputValue()).toBe('Which tour would you like? (multiple choice)');
    const preview = page.getByTestId('chart-preview');
    expect(await preview.locator('.fo-chart-empty').textContent()).toBe('No answers yet');
    expect(await preview.locator('.fo-chart-bar').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-label')}=${e.getAttribute('data-value')}`))).toEqual([
      'The rose beds=0',
      'The greenhouse=0',
      'The seed library=0',
    ]);

    // Live preview: the title and chart type show at once, by keyboard too.
    await page.getByTestId('chart-title').fill('Tours chosen');
    expect(await preview.locator('svg title').textContent()).toBe('Tours chosen');
    await page.getByTestId('chart-type').click();
    await page.getByRole('option', { name: 'Pie: share of each option' }).click();
    await preview.locator('.fo-chart-pie').waitFor();
    // Back to bar by keyboard: open the list, move up to Bar, Enter.
    await page.getByTestId('chart-type').focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    const highlighted = page.locator('[role="option"][data-combobox-selected]');
    // One key at a time, reading the highlight after each (a busy machine draws the list late).
    for (let i = 0; i < 8; i++) {
      if ((await highlighted.textContent({ timeout: 2_000 }).catch(() => '')) === 'Bar: count per option') break;
      await page.keyboard.press('ArrowUp');
    }
    await expect.poll(() => highlighted.textContent()).toBe('Bar: count per option');
    await page.keyboard.press('Enter');
    await preview.locator('.fo-chart-bars').waitFor();
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'chart-builder-1280.png') });
    await page.getByTestId('chart-save').click();
    await page.getByTestId('chart-saved').waitFor();
    // The canvas draws the saved chart in place of the placeholder.
    await page.getByTestId('canvas-chart').locator('svg.fo-chart-svg title').filter({ hasText: 'Tours chosen' }).waitFor({ state: 'attached' });
    await page.getByTestId('canvas-chart').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'chart-canvas-1280.png') });
    // This folio's own chart can be the one its submission receivers get.
    await page.getByTestId('chart-receivers').click();
    await waitSaved(page);
    const saved = await apiCall<FolioDocument>(server.url, token, 'GET', `/api/folios/${sample.folioId}?forEditing=true`);
    const widget = Object.values(saved.nodes).find((n) => n.kind === 'visualization-widget')!;
    const chartId = widget.kind === 'visualization-widget' ? widget.meta.visualizationId : null;
    expect(chartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.root.submissionReceiversVisualizationId).toBe(chartId);

    // Narrow: the settings open in a drawer.
    await page.setViewportSize({ width: 568, height: 1000 });
    await page.getByTestId('open-panel').click();
    await page.getByTestId('panel-drawer').getByTestId('chart-preview').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'chart-builder-568.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 1000 });

    await expect.poll(() => page.getByTestId('publish-button').isEnabled()).toBe(true);
    await page.getByTestId('publish-button').click();
    await expect.poll(() => page.getByTestId('publish-status').getAttribute('data-state')).toBe('published');
    expect(errors).toEqual([]);
    await context.close();

    // Answers arrive; a visitor sees their counts, in the SVG and in its data table.
    await answer('roses', 'roses', 'greenhouse', 'roses');
    for (const width of [1280, 568]) {
      const visitor = await browser().newContext({ viewport: { width, height: 1000 } });
      const visit = await visitor.newPage();
      expect((await visit.goto(sample.url))?.status()).toBe(200);
      const chart = visit.locator('svg.fo-chart-svg');
      await chart.waitFor();
      expect(await chart.getAttribute('role')).toBe('img');
      expect(await chart.locator('title').textContent()).toBe('Tours chosen');
      expect(await barsOf(visit)).toEqual({ 'The rose beds': 3, 'The greenhouse': 1, 'The seed library': 0 });
      expect(await tableOf(visit)).toEqual({ 'The rose beds': 3, 'The greenhouse': 1, 'The seed library': 0 });
      await chart.scrollIntoViewIfNeeded();
      await visit.screenshot({ path: path.join(SHOTS, `chart-published-${width}.png`), fullPage: true });
      await visitor.close();
    }

    // One more answer: the page (cached until now) shows the new count.
    await answer('seeds');
    const visitor = await browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const visit = await visitor.newPage();
    await visit.goto(sample.url);
    expect(await barsOf(visit)).toEqual({ 'The rose beds': 3, 'The greenhouse': 1, 'The seed library': 1 });
    await visitor.close();
  }, 180_000);
});
