// Analytics that add up (issue 26), in Chromium: a form page gets a tracked visitor who sends the form, another who
// only looks, and three submissions with no tracked visit (straight to the API). The owner's screen keeps every
// step at or below 100 %, its totals agree (figures, funnel, lists), each figure says what it counts, the chart's
// labels are readable at 568 px; a read-only link shows the same dashboard without signing in until it is revoked.
import path from 'node:path';
import { createNode, type FolioNode } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishFolio, sitesUrl } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 500 });
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
const numberIn = (s: string) => Number(/([\d,]+)/.exec(s)?.[1]?.replace(/,/g, '') ?? NaN);

let owner: Account;
let folioId = '';
let pageUrl = '';

beforeAll(async () => {
  owner = await verifiedAccount('Fiona Figures');
  const field = { ...createNode('text-widget'), label: { position: 'top', text: 'Your name' } } as FolioNode;
  const button = createNode('button-widget');
  (button as unknown as { meta: unknown }).meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [field.id] } }, appearance: { text: 'Send', icon: 'send', useText: true } };
  const { id, pageId } = await publishFolio(owner.token, 'Sign-up', (p) => {
    const blocks = [field, button].map((r) => createNode('block', { resource: r.id }));
    const column = createNode('column', { children: blocks.map((b) => b.id) });
    const layout = createNode('layout', { children: [column.id] });
    const tile = createNode('tile', { children: [layout.id] });
    return [createNode('page', { id: p, name: 'Sign-up', children: [tile.id] }), tile, layout, column, ...blocks, field, button];
    // Its request is replayed without a page below: a form without proof of work (issue 31).
  }, { root: { spamProtection: 'none' } });
  folioId = id;
  pageUrl = `${sitesUrl}/folio/${id}/page/${pageId}`;
}, 120_000);

describe('analytics that add up, in Chromium', () => {
  it('keeps the funnel within 100 % with untracked submissions, agrees with itself, and shares read-only by link', async () => {
    // A tracked visitor sends the form; its request is kept to replay without a page (the API, untracked).
    const visitor = await browser().newContext({ userAgent: CHROME });
    const v = await visitor.newPage();
    await v.goto(`${pageUrl}?utm_source=newsletter&utm_campaign=autumn`);
    await v.getByLabel('Your name').fill('Ada');
    const sent = v.waitForRequest((r) => r.url().endsWith('/public/api/submissions') && r.method() === 'POST');
    await v.getByRole('button', { name: 'Send' }).click();
    const request = await sent;
    const replay = { headers: { 'content-type': 'application/json', 'x-session': request.headers()['x-session'] ?? '' }, body: request.postData()! };
    await v.getByText('Submission successfully received!').waitFor();
    await v.waitForTimeout(500);
    await visitor.close();
    // Another only looks.
    const looker = await browser().newContext({ userAgent: FIREFOX });
    await (await looker.newPage()).goto(pageUrl);
    await looker.pages()[0]!.waitForTimeout(1000);
    await looker.close();
    // Three submissions with no tracked visit.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${sitesUrl}/public/api/submissions`, { method: 'POST', ...replay });
      expect(res.status).toBe(201);
    }

    for (const width of [1280, 568]) {
      const ctx = await browser().newContext({ viewport: { width, height: 1000 }, bypassCSP: true });
      const page = await ctx.newPage();
      await signIn(page, owner);
      await page.goto(`${baseUrl}/analytics?type=folio&id=${folioId}`);
      const funnel = page.getByTestId('analytics-funnel');
      await eventually(async () => flat(await funnel.innerText())).toBe('2 Visitors 1 Started a form (50 %) 1 Sent a form (50 %)');
      expect(flat(await page.getByTestId('analytics-submissions').innerText())).toBe(
        '4 submissions received: 1 during a counted visit, 3 without one (sent through the API, or by visitors who ask not to be tracked).',
      );
      // No percentage anywhere passes 100.
      const percents = [...(await page.locator('main').innerText()).matchAll(/(\d+) %/g)].map((m) => Number(m[1]));
      expect(percents.every((p) => p <= 100)).toBe(true);
      // The figures agree: visitors with the funnel's first step; page views with the pages list; visits in with visits out.
      const visitors = numberIn(await page.getByTestId('analytics-visitors').innerText());
      const views = numberIn(await page.getByTestId('analytics-views').innerText());
      expect([visitors, views]).toEqual([2, 2]);
      expect(await page.getByTestId('analytics-visitors').innerText()).toContain('People, each counted once a day.');
      const listTotal = async (testId: string) => (await page.getByTestId(testId).getByTestId('top-count').allInnerTexts()).reduce((n, t) => n + numberIn(t), 0);
      expect(await listTotal('analytics-pages')).toBe(views);
      expect(await listTotal('analytics-entries')).toBe(await listTotal('analytics-exits'));
      expect(await page.getByTestId('analytics-campaigns').innerText()).toContain('autumn');
      expect(await page.getByTestId('analytics-sources').innerText()).toContain('newsletter');
      expect(await page.getByTestId('analytics-countries').innerText()).toContain('Unknown');
      // The chart's labels are drawn at 12 px whatever the width.
      const sizes = await page.getByTestId('traffic-chart').locator('svg text').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
      expect(await axeViolations(page, ['main'])).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `analytics-figures-${width}.png`), fullPage: true });
      // All of the owner's items: the same people, once.
      await page.getByTestId('analytics-all').click();
      await page.getByTestId('analytics-items').waitFor();
      await eventually(async () => flat(await page.getByTestId('analytics-visitors').innerText())).toBe(
        'Visitors 2 People, each counted once a day however many of these folios and websites they open.',
      );
      const weekly = page.getByRole('switch', { name: 'Email me a weekly summary' });
      if (width === 1280) {
        await weekly.click();
        await eventually(async () => weekly.isChecked()).toBe(true);
        await page.reload();
        await eventually(async () => weekly.isChecked()).toBe(true);
      }
      expect(await axeViolations(page, ['main'])).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `analytics-figures-all-${width}.png`), fullPage: true });
      await ctx.close();
    }

    // A read-only link: the same figures without signing in, until the owner stops sharing it.
    const ctx = await browser().newContext({ viewport: { width: 568, height: 1000 }, bypassCSP: true });
    const page = await ctx.newPage();
    await signIn(page, owner);
    await page.goto(`${baseUrl}/analytics?type=folio&id=${folioId}`);
    await page.getByTestId('analytics-share-create').click();
    const link = await page.getByTestId('analytics-share-link').getByRole('textbox', { name: 'Dashboard link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/analytics/shared/[\\w-]+$`));
    const guest = await browser().newContext({ viewport: { width: 568, height: 1000 }, bypassCSP: true });
    const g = await guest.newPage();
    await g.goto(link);
    await eventually(async () => g.getByTestId('shared-analytics-title').innerText()).toBe('Analytics of Sign-up');
    await eventually(async () => flat(await g.getByTestId('analytics-funnel').innerText())).toBe('2 Visitors 1 Started a form (50 %) 1 Sent a form (50 %)');
    expect(await axeViolations(g, ['main'])).toEqual([]);
    await g.screenshot({ path: path.join(SHOTS, 'analytics-shared-568.png'), fullPage: true });
    await page.getByTestId('analytics-share-stop').click();
    await page.getByTestId('analytics-share-stop-confirm').click();
    await eventually(async () => page.getByTestId('analytics-share-link').count()).toBe(0);
    await g.reload();
    await g.getByText('This dashboard is not shared').waitFor();
    await guest.close();
    await ctx.close();
  }, 120_000);
});
