// The app in French and in Arabic (issue 32): a person whose browser speaks the language signs up, answers the
// first-run question, builds a folio from a built-in template and publishes it, at 1280 and 568 px. Every screen is in
// the language (lang and dir on <html>; Arabic mirrored), nothing overflows the window, axe finds nothing, and the
// screenshots are kept for reading.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { axeViolations, waitForStill } from './axe.ts';
import { SHOTS, baseUrl, useBrowser } from './helpers.ts';
import { verifyFromOutbox } from './people.ts';

const browser = useBrowser();
const PASSWORD = 'a long and unusual passphrase';

const LANGUAGES = [
  {
    locale: 'fr-FR',
    lang: 'fr',
    dir: 'ltr',
    register: 'Créez votre compte',
    question: 'Que créez-vous ?',
    gallery: 'Modèles',
    portfolio: 'Un portfolio',
  },
  {
    locale: 'ar',
    lang: 'ar',
    dir: 'rtl',
    register: 'أنشئ حسابك',
    question: 'ماذا تُنشئ؟',
    gallery: 'القوالب',
    portfolio: 'معرض أعمال',
  },
] as const;

/** What must hold on every screen: the language and direction, nothing wider than the window, no axe finding. */
async function check(page: Page, name: string, lang: string, dir: string): Promise<void> {
  await waitForStill(page);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > width + 1 || r.left < -1);
      })
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}[${el.getAttribute('data-testid') ?? ''}] ${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)}`);
    return { by: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow.by, `${name} is wider than the window: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(1);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
}

describe.each(LANGUAGES)('the app in $lang', ({ locale, lang, dir, register, question, gallery, portfolio }) => {
  it.each([1280, 568])('signs up, builds from a template and publishes at %i px', async (width) => {
    const context = await browser().newContext({ viewport: { width, height: 900 }, locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const shot = (step: string) => check(page, `languages-${lang}-${step}-${width}`, lang, dir);
    try {
      const email = `lang-${lang}-${width}-${Date.now()}@example.test`;
      await page.goto(`${baseUrl}/register`);
      await page.getByRole('heading', { name: register }).waitFor();
      await shot('register');
      await page.getByTestId('register-name').fill(lang === 'ar' ? 'ليلى' : 'Léa Dupont');
      await page.getByTestId('register-email').fill(email);
      await page.getByTestId('register-password').fill(PASSWORD);
      await page.getByTestId('register-confirm').fill(PASSWORD);
      await page.getByTestId('register-submit').click();
      await page.getByTestId('register-done').waitFor();
      await verifyFromOutbox(email);

      await page.goto(`${baseUrl}/login`);
      await page.getByTestId('login-page').waitFor();
      await shot('login');
      await page.getByTestId('login-username').fill(email);
      await page.getByTestId('login-password').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('dashboard-heading').waitFor();
      await page.getByRole('heading', { name: question }).waitFor();
      await page.getByTestId('checklist').waitFor();
      await shot('dashboard');

      await page.getByRole('button', { name: portfolio }).click();
      await page.waitForURL((url) => url.pathname === '/templates' && url.searchParams.get('for') === 'portfolio');
      await page.getByRole('heading', { name: gallery, exact: true }).first().waitFor();
      const card = page.locator('[data-testid="builtin-template-card"][data-slug="portfolio"]');
      await card.waitFor();
      await shot('gallery');

      await card.getByTestId('builtin-template-use').click();
      await page.waitForURL(/\/folios\/[0-9a-f-]{36}\/edit$/);
      const folioId = /\/folios\/([0-9a-f-]{36})\/edit$/.exec(page.url())![1]!;
      const publish = page.getByTestId('publish-button');
      await expect.poll(() => publish.isEnabled(), { timeout: 20_000 }).toBe(true);
      await shot('editor');

      await publish.click();
      await expect.poll(() => page.getByTestId('publish-status').getAttribute('data-state'), { timeout: 20_000 }).toBe('published');
      await page.getByTestId('publish-done').first().waitFor();
      await shot('published');

      // The server's answer is said in the language too, and the folio (private, as every new folio) is made public from it.
      const notice = page.getByTestId('publish-done').first();
      expect(await notice.innerText()).not.toContain('Published');
      await page.getByTestId('publish-make-public').click();
      await page.getByTestId('made-public').waitFor();

      // Saved public, the page is on the web for visitors (in the template's own language, English).
      const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { accessToken: string }).accessToken);
      let publicUrl: string | null = null;
      await expect
        .poll(async () => (publicUrl = (await api<{ publicUrl: string | null }>(token, 'GET', `/api/folios/${folioId}/itspublished`)).publicUrl), { timeout: 20_000 })
        .not.toBeNull();
      const visitor = await context.newPage();
      expect((await visitor.goto(publicUrl!))?.status()).toBe(200);
      expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en');
      await visitor.close();
      expect(errors).toEqual([]);
    } catch (e) {
      await page.screenshot({ path: path.join(SHOTS, `languages-${lang}-failed-${width}.png`), fullPage: true }).catch(() => undefined);
      throw e;
    } finally {
      await context.close();
    }
  });
});
