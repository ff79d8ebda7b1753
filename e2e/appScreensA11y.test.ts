// Issue 27, the app's people and admin screens: each one at 1280 and 568 px, logged out or as the role that uses
// it, with its dialogs, menus, the bell and the navigation drawer open, passes axe-core's WCAG 2.2 A/AA rules.
// The data is made through the real API first, so lists, the feed, the bell and the comments are not empty.
import fs from 'node:fs';
import path from 'node:path';
import type { FolioDocument } from '@folio/model';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api } from './api.ts';
import { axeViolations, waitForStill, type AxeViolation } from './axe.ts';
import { ADMIN } from './fixtures.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
const WIDTHS = [1280, 568] as const;

let owner: Account;
let reader: Account;
let folioId = '';
let otherUserId = '';

/** Every violation found, by screen and state ("home@568 account menu"), kept for the totals. */
const found: Record<string, AxeViolation[]> = {};

beforeAll(async () => {
  owner = await verifiedAccount('Cora Owner');
  reader = await verifiedAccount('Dan Reader');
  otherUserId = owner.userId;
  await api(owner.token, 'PATCH', `/api/usersR1/${owner.userId}`, { friendlyUrl: `cora-${Date.now()}`, profileSummary: 'I write about ponds.' });
  // The reader follows the owner before the owner publishes, so the folio leads the reader's feed.
  await api(reader.token, 'POST', `/api/users/${owner.userId}/follow`);
  const made = await api<FolioDocument & { id: string; version: number }>(owner.token, 'POST', '/api/folios', { name: 'Pond life' });
  folioId = made.id;
  const nodes = Object.fromEntries(textPage(made.root.pages[0]!, 'Pond life', '<p>Frogs and newts.</p>').map((n) => [n.id, n]));
  await api(owner.token, 'PATCH', `/api/folios/${folioId}`, {
    baseVersion: made.version,
    log: [{ action: 'insert' }],
    root: { isPublic: true, hasCommentSection: true },
    nodes: { ...made.nodes, ...nodes },
    replaceNodes: true,
  });
  await api(owner.token, 'PATCH', `/api/folios/${folioId}/publish`, {});
  for (const body of ['I saw a heron here.', 'The newts came back in March.'])
    await api(reader.token, 'POST', '/api/comments', { folioId, authorId: reader.userId, body });
  // The owner names the reader as a receiver of the folio's submissions: an invitation in the reader's bell.
  const doc = await api<{ version: number; root: Record<string, unknown> }>(owner.token, 'GET', `/api/folios/${folioId}?forEditing=true`);
  await api(owner.token, 'PATCH', `/api/folios/${folioId}`, { baseVersion: doc.version, log: [{ action: 'updateRoot' }], root: { ...doc.root, submissionReceiversAccounts: [reader.userId] } });
  await api(reader.token, 'POST', '/api/users/groups', { name: 'Pond friends', memberIds: [owner.userId] });
  await api(reader.token, 'POST', '/api/folios', { name: 'Reader notes' });
  await adminToken();
}, 120_000);

afterAll(() => {
  const totals = Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.reduce((n, x) => n + x.targets.length, 0)]));
  fs.mkdirSync(path.resolve('.tmp'), { recursive: true });
  fs.writeFileSync(path.resolve('.tmp/appScreensA11y-totals.json'), JSON.stringify({ totals, found }, null, 2));
});

/** Waits until no finite animation or transition runs (a dialog fading in reads as low contrast mid-way). */
async function settled(page: Page): Promise<void> {
  await waitForStill(page);
}

/** Measures the whole page as it is now under `name`, with a screenshot. */
async function measure(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `a11y-${name.replace(/[^a-z0-9@]+/gi, '-')}.png`) });
  found[name] = await axeViolations(page);
}

/** Opens what `open` opens, measures, then closes it with Escape and waits until it has gone. */
async function measureOpen(page: Page, name: string, open: () => Promise<void>, gone: string): Promise<void> {
  await open();
  await measure(page, name);
  await page.keyboard.press('Escape');
  // A keyboard user closes what they opened with Escape; when that does not work it is counted as a failure.
  const closed = await page.locator(gone).first().waitFor({ state: 'hidden', timeout: 3000 }).then(() => true, () => false);
  if (!closed) {
    found[name]!.push({ id: 'escape-does-not-close', help: 'Escape closes what was opened', targets: [gone] });
    await page.mouse.click(2, 450);
    await page.locator(gone).first().waitFor({ state: 'hidden' });
  }
}

/** The account menu, the bell and (narrow) the navigation drawer, on the screen shown. */
async function measureChrome(page: Page, at: string, width: number): Promise<void> {
  // The account menu's code loads on the first click: measured once the menu is there.
  await measureOpen(page, `${at} account menu`, async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').waitFor();
  }, '[role="menu"]');
  await measureOpen(page, `${at} bell`, async () => {
    await page.getByTestId('bell').click();
    await page.getByTestId('bell-list').waitFor();
  }, '[data-testid="bell-list"]');
  if (width < 768) {
    await measureOpen(page, `${at} navigation drawer`, async () => {
      await page.getByTestId('nav-burger').click();
      await page.locator('[data-testid="mobile-nav"] [role="dialog"], [role="dialog"][data-testid="mobile-nav"]').first().waitFor();
    }, '[role="dialog"]');
  }
}

async function visit(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(`${baseUrl}${url}`);
  await page.locator(ready).first().waitFor();
}

async function signedIn(account: { email: string; password: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

describe('the people and admin screens pass WCAG 2.2 AA at 1280 and 568 px', () => {
  it('signed out: login, register, forgot and reset password, verify, confirm address, setup, claim, not found', { timeout: 300_000 }, async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const screens: Array<[string, string, string]> = [
      ['login', '/login', '[data-testid="login-submit"]'],
      ['register', '/register', 'form'],
      ['forgot-password', '/forgot-password', 'form'],
      ['reset-password', '/reset-password/00000000-0000-4000-8000-000000000000?token=nope', 'main h1, main h2'],
      ['verify', '/verify/00000000-0000-4000-8000-000000000000?token=nope', 'main h1, main h2'],
      ['confirm-address', '/confirm-address?token=nope', 'main h1, main h2'],
      ['setup', '/setup', 'main h1, main h2'],
      ['claim', '/claim/not-a-token', 'main h1, main h2'],
      ['not-found', '/no-such-screen', '[data-testid="not-found"]'],
    ];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, url, ready] of screens) {
        await visit(page, url, ready);
        await page.waitForLoadState('networkidle');
        await measure(page, `${name}@${width}`);
      }
    }
    await context.close();
    expect(pick(screens.map(([n]) => n))).toEqual({});
  });

  it('as a reader: dashboard (feed, activity, folio menu, delete dialog), profile, people pages, groups, my submissions, receiving', { timeout: 300_000 }, async () => {
    const { context, page } = await signedIn(reader);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/home', '[data-testid="feed-author"]');
      await measure(page, `home@${width}`);
      await measureChrome(page, `home@${width}`, width);
      await measureOpen(page, `home@${width} folio menu`, async () => {
        await page.getByTestId('folio-actions').first().click();
        await page.getByTestId('folio-delete').waitFor();
      }, '[role="menu"]');
      await measureOpen(page, `home@${width} delete dialog`, async () => {
        await page.getByTestId('folio-actions').first().click();
        await page.getByTestId('folio-delete').click();
        await page.getByRole('dialog').waitFor();
      }, '[role="dialog"]');

      await visit(page, '/profile', '[data-testid="delete-account"]');
      await measure(page, `profile@${width}`);
      await measureOpen(page, `profile@${width} delete account dialog`, async () => {
        await page.getByTestId('delete-account').click();
        await page.getByRole('dialog').waitFor();
      }, '[role="dialog"]');

      await visit(page, `/people/${otherUserId}`, '[data-testid="person-name"]');
      await measure(page, `people-other@${width}`);
      await visit(page, `/people/${reader.userId}`, '[data-testid="person-name"]');
      await measure(page, `people-own@${width}`);

      await visit(page, '/groups', '[data-testid="group-row"]');
      await measure(page, `groups@${width}`);
      // The group form opens in place of the list: measured open, then cancelled.
      await page.getByTestId('group-new').click();
      await page.getByTestId('group-name').waitFor();
      await measure(page, `groups@${width} group form`);
      await page.getByTestId('group-form').getByRole('button', { name: 'Cancel' }).click();
      await measureOpen(page, `groups@${width} delete dialog`, async () => {
        await page.getByTestId('group-delete').first().click();
        await page.getByRole('dialog').waitFor();
      }, '[role="dialog"]');

      await visit(page, '/submissions', 'main h1, main h2');
      await page.waitForLoadState('networkidle');
      await measure(page, `my-submissions@${width}`);

      await visit(page, `/receiving/${folioId}/submission`, '[data-testid="receiving-status"]');
      await measure(page, `receiving@${width}`);
    }
    await context.close();
    expect(pick(['home', 'profile', 'people-other', 'people-own', 'groups', 'my-submissions', 'receiving'])).toEqual({});
  });

  it('as the owner: comments with their edit and delete dialogs', { timeout: 300_000 }, async () => {
    const { context, page } = await signedIn(owner);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, `/folios/${folioId}/comments`, '[data-testid="comment"]');
      await measure(page, `comments@${width}`);
      await measureChrome(page, `comments@${width}`, width);
      await measureOpen(page, `comments@${width} delete dialog`, async () => {
        await page.getByTestId('comment-delete').first().click();
        await page.getByRole('dialog').waitFor();
      }, '[role="dialog"]');
    }
    await context.close();
    expect(pick(['comments'])).toEqual({});
  });

  it('as the super admin: users, a user, login log, audit log, outbox, with their dialogs', { timeout: 300_000 }, async () => {
    const { context, page } = await signedIn(ADMIN);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/admin/users', '[data-testid="users-row"]');
      await measure(page, `admin-users@${width}`);
      await measureChrome(page, `admin-users@${width}`, width);
      await measureOpen(page, `admin-users@${width} new account dialog`, async () => {
        await page.getByTestId('users-new').click();
        await page.getByTestId('new-user-email').waitFor();
      }, '[role="dialog"]');

      await visit(page, `/admin/users/${reader.userId}`, '[data-testid="user-name"]');
      await measure(page, `admin-user@${width}`);
      await measureOpen(page, `admin-user@${width} deactivate dialog`, async () => {
        await page.getByTestId('user-deactivate').click();
        await page.getByTestId('user-confirm').waitFor();
      }, '[role="dialog"]');
      await measureOpen(page, `admin-user@${width} email dialog`, async () => {
        await page.getByTestId('user-change-email').click();
        await page.getByTestId('user-new-email').waitFor();
      }, '[role="dialog"]');

      await visit(page, '/admin/logins', 'main table');
      await measure(page, `admin-logins@${width}`);
      await visit(page, '/admin/audit', '[data-testid="audit-action"]');
      await page.waitForLoadState('networkidle');
      await measure(page, `admin-audit@${width}`);

      await visit(page, '/admin/outbox', '[data-testid="outbox-item"]');
      await measure(page, `admin-outbox@${width}`);
      await measureOpen(page, `admin-outbox@${width} mail dialog`, async () => {
        await page.getByTestId('outbox-item').first().click();
        await page.getByTestId('outbox-mail-body').waitFor();
      }, '[role="dialog"]');
    }
    await context.close();
    expect(pick(['admin-users', 'admin-user', 'admin-logins', 'admin-audit', 'admin-outbox'])).toEqual({});
  });
});

/** The measurements of these screens that found something, as "screen@width state" → rule ids and targets. */
function pick(screens: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, violations] of Object.entries(found)) {
    if (!screens.includes(name.split('@')[0]!) || violations.length === 0) continue;
    out[name] = violations.map((v) => `${v.id}: ${v.targets.join(' | ')}`);
  }
  return out;
}
