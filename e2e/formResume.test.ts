// A form across steps that keeps its answers (issue 31): a visitor fills step 1, goes on, asks to continue later
// with their email; the link from the outbox reopens the form in another browser with the answers, on their step;
// they go back and forth, finish and see the thank-you message. Another visitor stops at step 2: the owner sees the
// complete submission and the partial one, with where it stopped. At 1280 and 568 px, axe 0 with the panel open.
import { createNode, type FolioNode } from '@folio/model';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { adminToken, api, publishFolio, sitesUrl } from './api.ts';
import { baseUrl, SHOTS, signIn, useBrowser } from './helpers.ts';
import { formWidget } from './formWidget.ts';

const browser = useBrowser();

const widget = formWidget;

const w = {
  name: widget('text-widget', 'Your name', { required: true }),
  team: widget('multiple-choice-widget', 'Team', { required: true, meta: { options: ['Red', 'Blue'].map((text) => ({ value: text.toLowerCase(), option: { type: 'text', text } })) } }),
  why: widget('text-widget', 'Why join', { required: true }),
  email: widget('text-widget', 'Email', { required: true, meta: { dataValidationType: 'email' } }),
};

/** Three step tiles (About you, Motivation, Contact) and the submit button after them. */
function stepsPage(pageId: string): FolioNode[] {
  const nodes: FolioNode[] = [];
  const tileOf = (title: string | null, resources: FolioNode[]) => {
    const blocks = resources.map((r) => {
      const b = createNode('block', { resource: r.id });
      nodes.push(b, r);
      return b.id;
    });
    const column = createNode('column', { children: blocks });
    const layout = createNode('layout', { children: [column.id] });
    const tile = createNode('tile', { children: [layout.id], ...(title ? { step: { title, jumps: [] } } : {}) });
    nodes.push(column, layout, tile);
    return tile.id;
  };
  const button = createNode('button-widget');
  button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: Object.values(w).map((n) => n.id), thankYouMessage: 'Welcome aboard!' } }, appearance: { text: 'Join', icon: 'send', useText: true } };
  const tiles = [
    tileOf(null, [createNode('text-resource', { html: '<h1>Join the club</h1>' })]),
    tileOf('About you', [w.name, w.team]),
    tileOf('Motivation', [w.why]),
    tileOf('Contact', [w.email]),
    tileOf(null, [button]),
  ];
  return [createNode('page', { id: pageId, name: 'Join', children: tiles }), ...nodes];
}

let pageUrl = '';
let folioId = '';
let token = '';
beforeAll(async () => {
  token = await adminToken();
  const made = await publishFolio(token, 'Club sign-up', stepsPage, { root: { resumeLater: true, resumeDays: 3, collectPartials: true } });
  folioId = made.id;
  pageUrl = `${sitesUrl}/folio/${made.id}/page/${made.pageId}`;
});

const visible = (page: Page, text: string) => page.locator('.fo-step-progress', { hasText: text }).waitFor();
const next = (page: Page) => page.locator('[data-fo-step]:not([hidden]) [data-fo-next]').click();
const back = (page: Page) => page.locator('[data-fo-step]:not([hidden]) [data-fo-back]').click();

async function resumeLinkFromOutbox(b: Browser, address: string): Promise<string> {
  const context = await b.newContext();
  const admin = await context.newPage();
  await signIn(admin);
  await admin.goto(`${baseUrl}/admin/outbox`);
  await admin.getByTestId('outbox-item').filter({ hasText: address }).first().click();
  const link = await admin.getByTestId('outbox-mail-link').first().getAttribute('href');
  await context.close();
  return link!;
}

describe('a form that keeps its answers', () => {
  for (const width of [1280, 568]) {
    it(`at ${width} px: continue later by mail, reopened on its step in another browser, finished; a partial listed for the owner`, async () => {
      const address = `visitor-${width}@example.com`;
      const first = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await first.newPage();
      await page.goto(pageUrl);
      await visible(page, 'Step 1 of 3: About you');
      await page.locator(`[data-fo-widget="${w.name.id}"] input`).fill(`Ada ${width}`);
      await page.locator(`[data-fo-widget="${w.team.id}"] label`, { hasText: 'Blue' }).click();
      await next(page);
      await visible(page, 'Step 2 of 3: Motivation');
      // Continue later: the panel, then the link and the mail.
      await page.locator('[data-fo-step]:not([hidden]) .fo-resume__open').click();
      await page.locator('.fo-resume__email').fill(address);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Keep my answers' }).click();
      const link = page.locator('.fo-resume__link');
      await link.waitFor();
      expect(await link.inputValue()).toContain('?resume=');
      await page.locator('.fo-resume__done', { hasText: `We also sent the link to ${address}.` }).waitFor();
      await page.screenshot({ path: `${SHOTS}/resume-kept-${width}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await first.close();

      // Another browser opens the mailed link: the answers are back, on the step they were kept at.
      const mailed = await resumeLinkFromOutbox(browser(), address);
      expect(mailed).toMatch(new RegExp(`^${sitesUrl}/folio/${folioId}/page/.+\\?resume=`));
      const second = await browser().newContext({ viewport: { width, height: 900 } });
      const again = await second.newPage();
      await again.goto(mailed);
      await visible(again, 'Step 2 of 3: Motivation');
      await again.locator('[data-fo-toast="status"]', { hasText: 'Your answers are back' }).waitFor();
      await back(again);
      await visible(again, 'Step 1 of 3: About you');
      expect(await again.locator(`[data-fo-widget="${w.name.id}"] input`).inputValue()).toBe(`Ada ${width}`);
      expect(await again.locator(`[data-fo-widget="${w.team.id}"] input[value="blue"]`).isChecked()).toBe(true);
      await next(again);
      // Next on an empty step refuses and flags the field.
      await next(again);
      await again.locator(`[data-fo-widget="${w.why.id}"].fo-field--error`).waitFor();
      await again.locator(`[data-fo-widget="${w.why.id}"] input, [data-fo-widget="${w.why.id}"] textarea`).first().fill('Blue is the best');
      await next(again);
      await visible(again, 'Step 3 of 3: Contact');
      await again.locator(`[data-fo-widget="${w.email.id}"] input`).fill(address);
      await again.getByRole('button', { name: 'Join' }).click();
      await again.locator('.fo-thanks', { hasText: 'Welcome aboard!' }).waitFor();
      await again.screenshot({ path: `${SHOTS}/resume-finished-${width}.png`, fullPage: true });
      // The link no longer opens the answers.
      expect((await fetch(`${sitesUrl}/public/api/drafts/${new URL(mailed).searchParams.get('resume')}`)).status).toBe(404);
      await second.close();

      // A visitor who stops at step 2 leaves a partial.
      const third = await browser().newContext({ viewport: { width, height: 900 } });
      const quitter = await third.newPage();
      await quitter.goto(pageUrl);
      await quitter.locator(`[data-fo-widget="${w.name.id}"] input`).fill(`Quitter ${width}`);
      await quitter.locator(`[data-fo-widget="${w.team.id}"] label`, { hasText: 'Red' }).click();
      await next(quitter);
      await visible(quitter, 'Step 2 of 3: Motivation');
      await expect.poll(async () => (await api<{ items: Array<{ data: Record<string, unknown> }> }>(token, 'GET', `/api/folios/${folioId}/partials`)).items.some((i) => i.data[w.name.id] === `Quitter ${width}`)).toBe(true);
      await third.close();

      const submissions = await api<{ items: Array<{ data: Record<string, unknown> }> }>(token, 'GET', `/api/folios/${folioId}/submissions?first=50`);
      expect(submissions.items.find((s) => s.data[w.name.id] === `Ada ${width}`)?.data).toMatchObject({ [w.why.id]: 'Blue is the best', [w.email.id]: address });

      // The owner's submissions page: the complete ones, and the partials apart with where they stopped.
      const ownerContext = await browser().newContext({ viewport: { width, height: 900 } });
      const owner = await ownerContext.newPage();
      await signIn(owner);
      await owner.goto(`${baseUrl}/folios/${folioId}/submissions`);
      await owner.getByTestId('partials').waitFor();
      await owner.getByTestId('partials-by-step').getByText(/Motivation: \d+/).waitFor();
      await owner.getByTestId('partial-row').filter({ hasText: `Quitter ${width}` }).waitFor();
      await owner.screenshot({ path: `${SHOTS}/resume-owner-${width}.png`, fullPage: true });
      expect(await axeViolations(owner)).toEqual([]);
      await ownerContext.close();
    });
  }
});
