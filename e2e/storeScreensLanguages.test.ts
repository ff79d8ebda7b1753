// The header, its menus and the selling screens in French and in Arabic (issue 32): the marketplace, the cart,
// Purchased, Sales, the user menu and the drawer with the five site links, plus the signed-out account screens that
// appLanguages.test.ts does not visit (forgot password, page not found), at 1280 and 568 px. Every screen is in the
// language (lang and dir on <html>; Arabic mirrored), nothing overflows the window, axe finds nothing, and the
// screenshots are kept for reading.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, waitForStill } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();

const LANGUAGES = [
  { locale: 'fr-FR', lang: 'fr', dir: 'ltr', marketplace: 'Boutique', cart: 'Panier', purchased: 'Achats', sales: 'Ventes', forgot: 'Réinitialiser votre mot de passe', notFound: 'Page introuvable', features: 'Fonctionnalités', logOut: 'Se déconnecter' },
  { locale: 'ar', lang: 'ar', dir: 'rtl', marketplace: 'المتجر', cart: 'السلة', purchased: 'المشتريات', sales: 'المبيعات', forgot: 'إعادة تعيين كلمة المرور', notFound: 'الصفحة غير موجودة', features: 'الميزات', logOut: 'تسجيل الخروج' },
] as const;

/** What must hold on every screen: the language and direction, nothing wider than the window, no axe finding. */
async function check(page: Page, name: string, lang: string, dir: string): Promise<void> {
  await waitForStill(page);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the window`).toBeLessThanOrEqual(1);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
}

describe.each(LANGUAGES)('the header and the selling screens in $lang', (l) => {
  it.each([1280, 568])('at %i px', async (width) => {
    const context = await browser().newContext({ viewport: { width, height: 900 }, locale: l.locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const shot = (step: string) => check(page, `store-languages-${l.lang}-${step}-${width}`, l.lang, l.dir);
    try {
      await page.goto(`${baseUrl}/forgot-password`);
      await page.getByRole('heading', { name: l.forgot }).waitFor();
      await shot('forgot-password');
      await page.goto(`${baseUrl}/no-such-page`);
      await page.getByTestId('not-found').getByText(l.notFound, { exact: true }).waitFor();
      await shot('not-found');

      await signIn(page);
      for (const [route, heading, step] of [
        ['/marketplace', l.marketplace, 'marketplace'],
        ['/cart', l.cart, 'cart'],
        ['/purchases', l.purchased, 'purchases'],
        ['/sales', l.sales, 'sales'],
      ] as const) {
        await page.goto(`${baseUrl}${route}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await shot(step);
      }

      if (width < 992) {
        // The drawer lists the five site links in the language, then the screens.
        await page.getByTestId('nav-burger').click();
        const drawer = page.getByTestId('mobile-nav');
        await drawer.getByRole('link', { name: l.features, exact: true }).waitFor();
        await drawer.getByText(l.logOut, { exact: true }).waitFor();
        await shot('drawer');
      } else {
        await page.getByTestId('user-menu').click();
        await page.getByTestId('logout').filter({ hasText: l.logOut }).waitFor();
        await shot('user-menu');
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
