import { describe, expect, it } from 'vitest';
import { baseUrl } from './helpers.ts';
import { formatLighthouse, runLighthouse, type LighthouseReport } from './lighthouse.ts';
import { verifiedAccount } from './people.ts';
import { publishSamplePage, publishSampleWebsite } from './samplePage.ts';

// Accessibility, best practices and SEO depend only on the page, so they are asserted; performance depends on the
// machine's load and is reported by `npm run bench` (bench/lighthouse.ts) only.
const MIN = 95;

const deterministicScores = (report: LighthouseReport) => [report.scores.accessibility, report.scores['best-practices'], report.scores.seo];

/**
 * Lighthouse on `url`, asserting the three page-bound categories. Lighthouse advises judging more than one run: an
 * audit cut short on a loaded machine can cost a category points once, so a run under MIN is run again (and logged),
 * and the second run is the one asserted.
 */
async function expectDeterministicScores(url: string): Promise<void> {
  let report = await runLighthouse(url);
  if (deterministicScores(report).some((score) => score < MIN)) {
    console.warn(`Lighthouse run under ${MIN} on ${url}, running it again:\n${formatLighthouse(report)}`);
    report = await runLighthouse(url);
  }
  const summary = formatLighthouse(report);
  expect(report.scores.accessibility, summary).toBeGreaterThanOrEqual(MIN);
  expect(report.scores['best-practices'], summary).toBeGreaterThanOrEqual(MIN);
  expect(report.scores.seo, summary).toBeGreaterThanOrEqual(MIN);
}

describe('Lighthouse on published pages (text, an uploaded PNG, an accordion, a form)', () => {
  it(`scores ${MIN}+ for accessibility, best practices and SEO as a folio page and as a website page`, async () => {
    // A person of its own: the shared administrator's Free account has other files' websites against its limit.
    const { token } = await verifiedAccount('Lighthouse');
    const page = await publishSamplePage(baseUrl, token, `Lighthouse e2e ${Date.now()}`);
    // The page really shows the uploaded picture (through its display copy, not as a download link) before it is judged.
    const html = await (await fetch(page.url)).text();
    expect(html).toMatch(new RegExp(`<img [^>]*src="/blob/${page.blobId}/display"[^>]*width="1200" height="675"`));

    await expectDeterministicScores(page.url);

    const siteUrl = await publishSampleWebsite(baseUrl, token, { folioId: page.folioId, slug: `lighthouse-${Date.now()}` });
    await expectDeterministicScores(siteUrl);
  });
});
