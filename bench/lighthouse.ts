// Lighthouse on a published page: the sample page of e2e/samplePage.ts (heading and text, an uploaded PNG, an
// accordion, a form) published through the API and loaded from the sites origin in Debian's Chromium. Prints the
// four category scores and the audits behind any score under 100. Performance is Lighthouse's simulated mobile
// throttling on a shared machine, so it moves between runs; the other three are deterministic (and asserted by
// e2e/lighthouse.test.ts). Run alone with `node bench/lighthouse.ts` or as a section of `npm run bench`.
import { formatLighthouse, runLighthouse, type LighthouseReport } from '../e2e/lighthouse.ts';
import { publishSamplePage, publishSampleWebsite } from '../e2e/samplePage.ts';
import { type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';
import { goal } from './goals.ts';

export interface LighthouseFigures {
  folioPage: LighthouseReport;
  websitePage: LighthouseReport;
}

/**
 * Publishes the sample page as the signed-in user, and a website showing it as its page (default header from the
 * website's name and menu), and runs Lighthouse on each.
 */
export async function benchLighthouse(server: ServerProcess, user: { token: string }): Promise<LighthouseFigures> {
  const page = await publishSamplePage(server.url, user.token, 'Lighthouse sample');
  const siteUrl = await publishSampleWebsite(server.url, user.token, { folioId: page.folioId, slug: `lighthouse-${Date.now()}` });
  const run = async (url: string) => {
    process.stdout.write(`running Lighthouse on ${url} ...`);
    const report = await runLighthouse(url);
    process.stdout.write(' done\n');
    return report;
  };
  return { folioPage: await run(page.url), websitePage: await run(siteUrl) };
}

export function printLighthouseFigures(figures: LighthouseFigures): void {
  const { folioPage, websitePage } = figures;
  console.log(`\nLighthouse ${folioPage.lighthouseVersion} (mobile, simulated throttling; performance varies between runs)`);
  console.log(`published folio page (text, uploaded PNG, accordion, form): ${folioPage.url}`);
  console.log(formatLighthouse(folioPage));
  console.log(`the same folio as a website page (default header with the menu): ${websitePage.url}`);
  console.log(formatLighthouse(websitePage));
  for (const [name, report] of [['folio page', folioPage], ['website page', websitePage]] as const) {
    const scores = Object.entries(report.scores).map(([category, score]) => `${category} ${score} ${goal(`Lighthouse ${name}: ${category}`, score, '>=', 100)}`);
    console.log(`${name}: ${scores.join(', ')}`);
  }
}

if (import.meta.main) await runAlone('lighthouse', async (server, token) => printLighthouseFigures(await benchLighthouse(server, { token })));
