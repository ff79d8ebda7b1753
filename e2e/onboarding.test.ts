// The first hour (issue 32): a newcomer registers, answers "What are you making?" and lands in the template gallery;
// the dashboard's getting-started checklist ticks as they make a folio, put an image in it and publish it, and once
// dismissed it stays dismissed. The app language chosen on the profile shows at once, survives a reload and follows
// the person to another browser. At 1280 and 568 px, axe 0 with the question and with the checklist.
import path from 'node:path';
import { createNode, insertNode, type FolioDocument } from '@folio/model';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, uploadPng } from './api.ts';
import { axeViolations, waitForStill } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount, verifyFromOutbox } from './people.ts';

const browser = useBrowser();
const PASSWORD = 'a long and unusual passphrase';

type Stored = FolioDocument & { id: string; version: number };

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { accessToken: string }).accessToken);

/** An image with alt text on the folio's first page, saved through the API (the picker has its own tests). */
async function addImage(token: string, folioId: string): Promise<void> {
  const url = await uploadPng(token, 40, 30, '#3366aa');
  const stored = await api<Stored>(token, 'GET', `/api/folios/${folioId}?forEditing=true`);
  let doc: FolioDocument = stored;
  const put = (parentId: string, node: ReturnType<typeof createNode>) => {
    doc = insertNode(doc, { parentId, node });
    return node.id;
  };
  const tile = put(stored.root.pages[0]!, createNode('tile'));
  const block = put(put(put(tile, createNode('layout')), createNode('column')), createNode('block'));
  put(block, createNode('asset-resource', { assetId: null, url, name: 'Blue square', alt: 'A blue square' }));
  await api(token, 'PATCH', `/api/folios/${folioId}`, { baseVersion: stored.version, log: [{ action: 'insert' }], root: doc.root, nodes: doc.nodes, replaceNodes: true });
}

const step = (page: Page, id: string) => page.getByTestId(`checklist-step-${id}`);

async function openDashboard(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/home`);
  await page.getByTestId('dashboard-heading').waitFor();
}

/** Nothing in these parts reaches past the window's width (no clipped or overflowing text, in any language). */
async function fitsWidth(page: Page, testIds: string[], width: number): Promise<void> {
  for (const id of testIds) {
    const overflowing = await page.getByTestId(id).evaluate((root, w) => {
      const all = [root, ...root.querySelectorAll('*')];
      // (a visually hidden text is a 1 px box that clips on purpose)
      const shown = all.filter((el) => el.getBoundingClientRect().width > 1);
      const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'hidden';
      return shown.filter((el) => el.getBoundingClientRect().right > w + 0.5 || cut(el)).map((el) => el.outerHTML.slice(0, 80));
    }, width);
    expect(overflowing, id).toEqual([]);
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await waitForStill(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe.each([1280, 568])('the first hour at %i px', (width) => {
  it('a newcomer answers the question, lands in the gallery, and the checklist ticks, then stays dismissed', async () => {
    const context = await browser().newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      const email = `newcomer-${width}-${Date.now()}@example.test`;
      await page.goto(`${baseUrl}/register`);
      await page.getByTestId('register-name').fill('Nadia Newcomer');
      await page.getByTestId('register-email').fill(email);
      await page.getByTestId('register-password').fill(PASSWORD);
      await page.getByTestId('register-confirm').fill(PASSWORD);
      await page.getByTestId('register-submit').click();
      await page.getByTestId('register-done').waitFor();
      await verifyFromOutbox(email);
      await signIn(page, { email, password: PASSWORD });

      // The question, and under it the checklist with nothing done.
      const question = page.getByTestId('first-run-question');
      await question.waitFor();
      expect(await page.getByRole('heading', { name: 'What are you making?' }).isVisible()).toBe(true);
      expect(await question.getByRole('button').allInnerTexts()).toEqual(
        expect.arrayContaining(['A portfolio', 'A business site', 'An event', 'A form or survey', 'A shop', 'A personal page', 'A course', 'Something else']),
      );
      const checklist = page.getByTestId('checklist');
      await checklist.waitFor();
      expect(await page.getByTestId('checklist-progress-text').innerText()).toBe('0 of 5 done');
      await shot(page, `onboarding-question-${width}`);
      await fitsWidth(page, ['first-run-question', 'checklist'], width);
      expect(await axeViolations(page, ['[data-testid="first-run-question"]', '[data-testid="checklist"]'])).toEqual([]);

      // Answering with the keyboard opens the gallery for the answer.
      await page.getByTestId('first-run-portfolio').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/templates' && url.searchParams.get('for') === 'portfolio');
      // The gallery (templates.test.ts has the rest) puts the answer's templates first.
      await page.getByTestId('builtin-template-card').first().waitFor();
      expect(await page.getByTestId('builtin-preferred').getAttribute('data-intent')).toBe('portfolio');
      await shot(page, `onboarding-gallery-${width}`);

      // Answered once, never asked again; the checklist is still there.
      await openDashboard(page);
      await checklist.waitFor();
      expect(await question.count()).toBe(0);

      // Make a folio → ticked.
      await page.getByTestId('dashboard-new-folio').click();
      await page.waitForURL(/\/folios\/[0-9a-f-]{36}\/edit$/);
      const folioId = /\/folios\/([0-9a-f-]{36})\/edit$/.exec(page.url())![1]!;
      await openDashboard(page);
      await expect.poll(() => step(page, 'folio').getAttribute('data-done')).toBe('true');
      expect(await page.getByTestId('checklist-progress-text').innerText()).toBe('1 of 5 done');
      // The next steps lead to that folio's editor; the website step to the websites.
      expect(await step(page, 'image').getByRole('link').getAttribute('href')).toBe(`/folios/${folioId}/edit`);
      expect(await step(page, 'website').getByRole('link').getAttribute('href')).toBe('/websites');

      // An image in it → ticked.
      await addImage(await tokenOf(page), folioId);
      await openDashboard(page);
      await expect.poll(() => step(page, 'image').getAttribute('data-done')).toBe('true');

      // Published from the editor (its link in the checklist) → ticked.
      await step(page, 'publish').getByRole('link').click();
      await page.waitForURL(`${baseUrl}/folios/${folioId}/edit`);
      const publish = page.getByTestId('publish-button');
      await expect.poll(() => publish.isEnabled(), { timeout: 15_000 }).toBe(true);
      await publish.click();
      await expect.poll(() => page.getByTestId('publish-status').getAttribute('data-state'), { timeout: 15_000 }).toBe('published');
      await openDashboard(page);
      await expect.poll(() => step(page, 'publish').getAttribute('data-done')).toBe('true');
      expect(await page.getByTestId('checklist-progress-text').innerText()).toBe('3 of 5 done');
      expect(await page.getByTestId('checklist-progress').getAttribute('aria-valuenow')).toBe('3');
      expect(await step(page, 'website').getAttribute('data-done')).toBe('false');
      expect(await step(page, 'share').getAttribute('data-done')).toBe('false');
      await shot(page, `onboarding-checklist-${width}`);
      expect(await axeViolations(page, ['[data-testid="checklist"]'])).toEqual([]);

      // Dismissed, it goes, and stays gone after a reload.
      await page.getByTestId('checklist-dismiss').click();
      await expect.poll(() => checklist.count()).toBe(0);
      await page.reload();
      await page.getByTestId('dashboard-heading').waitFor();
      await page.getByTestId('dashboard-folios').waitFor();
      expect(await checklist.count()).toBe(0);
      expect(errors).toEqual([]);
    } catch (e) {
      await page.screenshot({ path: path.join(SHOTS, `onboarding-failed-first-hour-${width}.png`), fullPage: true }).catch(() => undefined);
      throw e;
    } finally {
      await context.close();
    }
  });

  it('the language chosen on the profile shows at once, survives a reload and follows the person to another browser', async () => {
    const account = await verifiedAccount(`Lina ${width}`);
    const contexts: BrowserContext[] = [];
    const open = async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
      contexts.push(context);
      return context.newPage();
    };
    const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
    try {
      const page = await open();
      await signIn(page, { email: account.email, password: PASSWORD });
      expect(await lang(page)).toBe('en');
      await page.goto(`${baseUrl}/profile`);
      const select = page.getByTestId('language-select');
      await select.waitFor();
      expect(await select.locator('option').allInnerTexts()).toEqual(['Automatic (English)', 'English', 'Français', 'العربية']);
      expect(await select.inputValue()).toBe('automatic');
      await shot(page, `onboarding-language-en-${width}`);
      expect(await axeViolations(page, ['[data-testid="language-card"]'])).toEqual([]);

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me') && r.request().method() === 'PATCH');
      await select.selectOption('fr');
      expect((await saved).status()).toBe(200);
      await expect.poll(() => lang(page)).toBe('fr');
      await page.getByRole('heading', { name: 'Langue des écrans' }).or(page.getByText('Langue des écrans')).first().waitFor();
      expect(await select.inputValue()).toBe('fr');
      await shot(page, `onboarding-language-fr-${width}`);
      await fitsWidth(page, ['language-card'], width);
      expect(await axeViolations(page, ['[data-testid="language-card"]'])).toEqual([]);

      // A reload keeps it.
      await page.reload();
      await select.waitFor();
      expect(await lang(page)).toBe('fr');
      expect(await select.inputValue()).toBe('fr');

      // Another browser (nothing stored there, an English browser): French from the profile once signed in.
      const other = await open();
      await signIn(other, { email: account.email, password: PASSWORD });
      await expect.poll(() => lang(other)).toBe('fr');
      await other.getByRole('heading', { name: 'Que créez-vous ?' }).waitFor();
      await other.getByTestId('checklist').getByText('Premiers pas').waitFor();
      await shot(other, `onboarding-dashboard-fr-${width}`);
      await fitsWidth(other, ['first-run-question', 'checklist'], width);
      expect(await axeViolations(other, ['[data-testid="first-run-question"]', '[data-testid="checklist"]'])).toEqual([]);
      // Its next start opens in French at once.
      await other.reload();
      await other.getByTestId('dashboard-heading').waitFor();
      expect(await lang(other)).toBe('fr');

      // Arabic mirrors the question and the checklist (right to left).
      await page.goto(`${baseUrl}/profile`);
      await select.selectOption('ar');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await openDashboard(page);
      await page.getByRole('heading', { name: 'ماذا تُنشئ؟' }).waitFor();
      await page.getByTestId('checklist').waitFor();
      await shot(page, `onboarding-dashboard-ar-${width}`);
      await fitsWidth(page, ['first-run-question', 'checklist'], width);
      expect(await axeViolations(page, ['[data-testid="first-run-question"]', '[data-testid="checklist"]'])).toEqual([]);

      // Back to Automatic: this browser follows its own language again.
      await page.goto(`${baseUrl}/profile`);
      await select.selectOption('automatic');
      await expect.poll(() => lang(page)).toBe('en');
      await page.reload();
      await select.waitFor();
      expect(await lang(page)).toBe('en');

      // Skipping the question answers it: it does not come back.
      await openDashboard(page);
      await page.getByTestId('first-run-skip').click();
      await expect.poll(() => page.getByTestId('first-run-question').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/home');
      await page.reload();
      await page.getByTestId('checklist').waitFor();
      expect(await page.getByTestId('first-run-question').count()).toBe(0);
    } catch (e) {
      for (const [i, context] of contexts.entries()) {
        for (const p of context.pages()) await p.screenshot({ path: path.join(SHOTS, `onboarding-failed-language-${width}-${i}.png`), fullPage: true }).catch(() => undefined);
      }
      throw e;
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
