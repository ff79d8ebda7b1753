import type { Page } from 'playwright-core';

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('dashboard-heading').waitFor();
}

/** The stored `session` localStorage entry, parsed. */
export async function storedSession(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => localStorage.getItem('session'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}
