import { describe, expect, it } from 'vitest';
import { ADMIN } from './fixtures.ts';
import { baseUrl, signIn, storedSession, useBrowser } from './helpers.ts';

const browser = useBrowser();

describe('a new account, end to end in Chromium', () => {
  it('registers, reads the verification mail in the outbox, verifies, signs in, sees /home and signs out', async () => {
    const email = `new-${Date.now()}@example.test`;
    const password = 'a long and unusual passphrase';
    const visitor = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();

    await page.goto(`${baseUrl}/register`);
    await page.getByTestId('register-name').fill('Grace Hopper');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-confirm').fill(password);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-done').waitFor();

    // Signing in before verifying is refused with a way to resend the link.
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-username').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('resend-verification').waitFor();
    expect(await page.getByTestId('login-error').innerText()).toContain('verify your email');

    // The super admin reads the dev outbox in the app and finds the link.
    const adminContext = await browser().newContext();
    const admin = await adminContext.newPage();
    await signIn(admin);
    await admin.goto(`${baseUrl}/admin/outbox`);
    const mail = admin.getByTestId('outbox-item').filter({ hasText: email }).first();
    await mail.click();
    const link = await admin.getByTestId('outbox-mail-link').first().getAttribute('href');
    expect(link).toMatch(new RegExp(`^${baseUrl}/verify/[0-9a-f-]{36}\\?token=`));
    await adminContext.close();

    await page.goto(link!);
    await page.getByTestId('verify-success').waitFor();
    // The same link again (from the mail, a second time) says so and offers sign-in, not a failure.
    await page.goto(link!);
    await page.getByTestId('verify-already').waitFor();
    expect(await page.getByTestId('verify-already').innerText()).toContain('already verified');
    expect(await page.getByTestId('verify-login').isVisible()).toBe(true);

    // The username is lowercased before it is sent.
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-username').fill(email.toUpperCase());
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard-heading').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.title()).toContain('Folio');
    const session = await storedSession(page);
    expect(session).toMatchObject({ dashboardPage: '/home', isSuperAdmin: false });
    expect(typeof session?.accessToken).toBe('string');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await storedSession(page)).toBeNull();
    // The revoked token no longer opens the API.
    const res = await fetch(`${baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${String(session?.accessToken)}` } });
    expect(res.status).toBe(401);
    await visitor.close();
  });

  it('shows the wrong-credentials toast of the spec', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-username').fill(ADMIN.email);
    await page.getByTestId('login-password').fill('not the password at all');
    await page.getByTestId('login-submit').click();
    const toast = page.getByTestId('login-incorrect-toast');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('The username or password is incorrect, please try again.');
    await context.close();
  });

  it('works at the 568 px mobile breakpoint without sideways scrolling', async () => {
    const context = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    for (const path of ['/home', '/profile', '/admin/outbox']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // A keyboard user's first Tab reaches the skip link, which shows itself and moves focus to the screen.
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('dashboard-heading').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-to-content');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.getByTestId('nav-burger').click();
    // The screens move into the drawer on narrow screens (the header links too, when the operator set them).
    const drawer = page.getByRole('dialog');
    for (const name of ['Dashboard', 'Assets', 'Libraries', 'Websites', 'Profile']) {
      await drawer.getByRole('link', { name }).waitFor();
    }
    await context.close();
  });
});
