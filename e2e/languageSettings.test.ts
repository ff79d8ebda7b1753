// The Language settings (issue 27): a website's language chosen in its settings, a folio's language and direction in
// the editor's folio settings (the canvas follows), each screen passing axe at 1280 and 568 px.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, signInToNewFolio, useBrowser, waitSaved } from './helpers.ts';
import { verifiedAccount } from './people.ts';

const browser = useBrowser();

describe.each([1280, 568])('language settings at %i px', (width) => {
  it("a website's language is typed in its settings and saved in its usual case", async () => {
    const context = await browser().newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      // A person of its own: the shared administrator's Free account has other files' websites against its limit.
      await signIn(page, await verifiedAccount(`Language ${width}`));
      const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { accessToken?: string }).accessToken);
      const res = await fetch(`${baseUrl}/api/websites`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Language ${width}` }),
      });
      const { id } = (await res.json()) as { id: string };
      await page.goto(`${baseUrl}/websites/${id}`);
      const field = page.getByTestId('website-settings-language');
      await field.fill('pt-br');
      await page.getByTestId('website-settings-save').click();
      await expect.poll(() => field.inputValue()).toBe('pt-BR');
      await page.screenshot({ path: path.join(SHOTS, `website-language-${width}.png`), fullPage: true });
      expect(await axeViolations(page, ['[data-testid="website-settings"]'])).toEqual([]);
      await field.fill('Portuguese');
      await page.getByText('Enter a language tag such as en').waitFor();
      await field.press('Escape');
      await page.screenshot({ path: path.join(SHOTS, `website-language-error-${width}.png`) });
      await field.fill('');
      await field.click();
      await page.getByRole('option', { name: /Arabic/ }).waitFor();
      expect(await axeViolations(page, ['[data-testid="website-settings"]', '[role="listbox"]'])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a folio's language and direction are set in its settings; the canvas follows", async () => {
    const context = await browser().newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await signInToNewFolio(page);
      const canvas = page.getByTestId('canvas');
      expect(await canvas.getAttribute('lang')).toBe('en');
      await page.getByTestId('folio-settings-open').click();
      await page.getByRole('dialog', { name: 'Folio settings' }).waitFor();
      await page.getByTestId('folio-settings-language').fill('he');
      await expect.poll(() => canvas.getAttribute('dir')).toBe('rtl');
      expect(await canvas.getAttribute('lang')).toBe('he');
      await page.getByTestId('folio-settings-direction').click();
      await page.getByRole('option', { name: 'Left to right' }).click();
      await expect.poll(() => canvas.getAttribute('dir')).toBe('ltr');
      await waitSaved(page);
      // the modal's fade-in is long over; axe measures it at rest
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(SHOTS, `folio-language-${width}.png`) });
      expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
