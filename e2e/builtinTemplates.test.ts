// Built-in templates (issue 32), end to end in Chromium: every template used through the API, published as it comes
// and measured — axe (WCAG 2.2 A/AA) at 1280 and 568 px and Lighthouse once per page, its four scores printed —;
// then the gallery walked at 1280 and 568 px (axe, filters by intent, the intent first, keyboard), a folio template
// opened in the editor and the three-page website template made from the gallery. Screenshots in .tmp/screenshots.
import path from 'node:path';
import type { BuiltinTemplateSummary, BuiltinTemplateUse, FolioFull, Website } from '@folio/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, sitesUrl } from './api.ts';
import { axeViolations, waitForStill } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount } from './people.ts';
import { formatLighthouse, runLighthouse, type LighthouseReport } from './lighthouse.ts';

const browser = useBrowser();

/** Makes the folio public as it came from the template (nothing else changed) and publishes it. */
async function publishAsIs(token: string, folioId: string): Promise<FolioFull> {
  const folio = await api<FolioFull>(token, 'GET', `/api/folios/${folioId}?forEditing=true`);
  await api(token, 'PATCH', `/api/folios/${folioId}`, { baseVersion: folio.version, log: [{ action: 'update' }], root: { ...folio.root, isPublic: true }, nodes: folio.nodes, replaceNodes: true });
  await api(token, 'PATCH', `/api/folios/${folioId}/publish`, {});
  return folio;
}

/** Waits until the template's pictures have their thumbnails (made after the use is answered, as for uploads). */
async function picturesReady(token: string, folio: FolioFull): Promise<void> {
  const urls = Object.values(folio.nodes).flatMap((n) => (n.kind === 'asset-resource' ? [n.url] : n.kind === 'gallery-widget' ? n.meta.items.map((i) => i.url) : []));
  const deadline = Date.now() + 30_000;
  for (const url of urls) {
    while ((await fetch(`${baseUrl}${url}/thumbnail`, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } })).status !== 200) {
      if (Date.now() > deadline) throw new Error(`no thumbnail of ${url}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const pageBound = (r: LighthouseReport) => [r.scores.accessibility, r.scores['best-practices'], r.scores.seo];

/**
 * Lighthouse once, desktop (BUILTIN_LIGHTHOUSE=mobile: its simulated mobile instead); a run under 100 on the
 * page-bound categories (a loaded machine cuts audits short) once more.
 */
const FORM_FACTOR = process.env.BUILTIN_LIGHTHOUSE === 'mobile' ? 'mobile' : 'desktop';
async function lighthouse(url: string): Promise<LighthouseReport> {
  const report = await runLighthouse(url, { formFactor: FORM_FACTOR });
  if (pageBound(report).every((s) => s === 100)) return report;
  console.warn(`Lighthouse under 100 on ${url}, running it again:\n${formatLighthouse(report)}`);
  return runLighthouse(url, { formFactor: FORM_FACTOR });
}

async function expectAxeClean(page: Page, what: string): Promise<void> {
  await waitForStill(page);
  const violations = await axeViolations(page);
  expect(violations, `${what}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe('built-in templates, published as they come', () => {
  it('each page has 0 axe violations at 1280 and 568 px and Lighthouse 100 for accessibility, best practices and SEO (all four scores printed)', async () => {
    // A person of its own: the shared administrator's Free account has other files' websites against its limit.
    const { token } = await verifiedAccount('Template tester');
    const { items } = await api<{ items: BuiltinTemplateSummary[] }>(token, 'GET', '/api/templates/builtin');
    expect(items.length).toBeGreaterThanOrEqual(10);
    const pages: Array<{ slug: string; url: string }> = [];
    for (const template of items) {
      const made = await api<BuiltinTemplateUse>(token, 'POST', `/api/templates/builtin/${template.slug}/use`);
      for (const id of made.folioIds) await picturesReady(token, await publishAsIs(token, id));
      if (made.websiteId) {
        await api(token, 'POST', `/api/websites/${made.websiteId}/publish`);
        const site = await api<Website>(token, 'GET', `/api/websites/${made.websiteId}`);
        for (const p of site.pages) pages.push({ slug: `${template.slug}/${p.slug}`, url: `${sitesUrl}/site/${encodeURIComponent(site.slug)}/${p.slug}` });
      } else {
        const folio = await api<FolioFull>(token, 'GET', `/api/folios/${made.folioId}?forEditing=true`);
        pages.push({ slug: template.slug, url: `${sitesUrl}/folio/${made.folioId}/page/${folio.root.pages[0]}` });
      }
    }

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const p of pages) {
      await page.setViewportSize({ width: 1280, height: 900 });
      const res = await page.goto(p.url);
      expect(res?.status(), p.url).toBe(200);
      await expectAxeClean(page, `${p.slug} at 1280 px`);
      await page.screenshot({ path: path.join(SHOTS, `builtin-${p.slug.replace('/', '-')}-1280.png`), fullPage: true });
      await page.setViewportSize({ width: 568, height: 900 });
      await expectAxeClean(page, `${p.slug} at 568 px`);
      await page.screenshot({ path: path.join(SHOTS, `builtin-${p.slug.replace('/', '-')}-568.png`), fullPage: true });
    }
    await context.close();

    const lines: string[] = [];
    const failures: string[] = [];
    for (const p of pages) {
      const report = await lighthouse(p.url);
      const s = report.scores;
      lines.push(`${p.slug.padEnd(36)} performance ${s.performance}  accessibility ${s.accessibility}  best-practices ${s['best-practices']}  seo ${s.seo}`);
      if (pageBound(report).some((score) => score < 100)) failures.push(`${p.slug}\n${formatLighthouse(report)}`);
      else if (s.performance < 100) lines.push(formatLighthouse(report));
    }
    console.log(`Lighthouse (${FORM_FACTOR}) on the built-in templates' published pages:\n${lines.join('\n')}`);
    expect(failures).toEqual([]);
  }, 900_000);
});

describe('the template gallery', () => {
  it('shows the built-ins with pictures, filters by intent, puts the asked intent first, axe-clean at 1280 and 568 px; Use opens the editor or the new website', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, await verifiedAccount('Gallery walker'));

    await page.goto(`${baseUrl}/templates?for=event`);
    const cards = page.getByTestId('builtin-template-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    // The asked intent's templates first, and said so.
    expect(await page.getByTestId('builtin-preferred').getAttribute('data-intent')).toBe('event');
    expect(await cards.first().getAttribute('data-slug')).toBe('event-rsvp');
    // Every card's picture loads.
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="builtin-template-card"] img')].every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
    await expectAxeClean(page, 'gallery at 1280 px');
    await page.screenshot({ path: path.join(SHOTS, 'builtin-gallery-1280.png'), fullPage: true });

    // The filter, by keyboard: focus "Shop" and choose it with Space.
    await page.getByRole('radio', { name: 'Shop', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')))).sort()).toEqual(['product-licence', 'small-business-website']);
    await page.getByRole('radio', { name: 'Everything', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);

    await page.setViewportSize({ width: 568, height: 900 });
    await expectAxeClean(page, 'gallery at 568 px');
    await page.screenshot({ path: path.join(SHOTS, 'builtin-gallery-568.png'), fullPage: true });

    // A folio template opens in the editor, the person's own.
    await page.locator('[data-testid="builtin-template-card"][data-slug="landing-page"]').getByTestId('builtin-template-use').click();
    await page.waitForURL(/\/folios\/[0-9a-f-]{36}\/edit$/);
    await page.getByTestId('editor').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'builtin-landing-page-editor-568.png') });

    // The three-page website template opens the new website with its pages.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/templates`);
    await page.locator('[data-testid="builtin-template-card"][data-slug="small-business-website"]').getByTestId('builtin-template-use').click();
    await page.waitForURL(/\/websites\/[0-9a-f-]{36}$/);
    const pagesList = page.getByTestId('website-page');
    await expect.poll(() => pagesList.count()).toBe(3);
    expect(await page.getByTestId('website-page-title').allTextContents()).toEqual(['Home', 'About us', 'Contact']);
    await page.screenshot({ path: path.join(SHOTS, 'builtin-website-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});

describe('the template gallery in French and in Arabic', () => {
  it('is translated, mirrored in Arabic and axe-clean at 568 px', async () => {
    for (const [language, heading, use, dir] of [
      ['fr', 'Modèles', 'Utiliser ce modèle', 'ltr'],
      ['ar', 'القوالب', 'استخدام هذا القالب', 'rtl'],
    ] as const) {
      const context = await browser().newContext({ viewport: { width: 568, height: 900 } });
      await context.addInitScript((choice) => localStorage.setItem('folio.language', choice), language);
      const page = await context.newPage();
      await signIn(page);
      await page.goto(`${baseUrl}/templates?for=shop`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      const cards = page.getByTestId('builtin-template-card');
      await cards.first().waitFor();
      expect(await cards.first().getAttribute('data-slug')).toBe('product-licence');
      expect(await cards.first().getByTestId('builtin-template-use').textContent()).toBe(use);
      await expectAxeClean(page, `gallery in ${language} at 568 px`);
      await page.screenshot({ path: path.join(SHOTS, `builtin-gallery-${language}-568.png`), fullPage: true });
      await context.close();
    }
  }, 180_000);
});
