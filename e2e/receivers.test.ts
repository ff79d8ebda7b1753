// Receivers by consent (issue 24): the owner names a receiver in the folio's settings, the receiver accepts from
// the bell and then reads the submissions, the owner sees who accepted; a button's "Email it to" waits for its
// address to be confirmed. axe-core finds no violation in the new parts at 1280 and 568 px.
import path from 'node:path';
import { createNode, type FolioNode } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, publishFolio, sitesUrl } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser, waitSaved } from './helpers.ts';
import { verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
const OUTSIDE = `outside-${Date.now()}@example.test`;

const nameWidget = createNode('text-widget', { label: { position: 'top', text: 'Your name' } });
const button = createNode('button-widget');
button.meta = {
  action: { click: { type: 'submit', status: 'idle', widgetIds: [nameWidget.id], sendEmail: true, emailTo: OUTSIDE } },
  appearance: { text: 'Sign up', icon: 'send', useText: true },
};

function formPage(pageId: string): FolioNode[] {
  const blocks = [nameWidget, button].map((resource) => createNode('block', { resource: resource.id }));
  const column = createNode('column', { children: blocks.map((b) => b.id) });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: 'Sign-up', children: [tile.id] }), tile, layout, column, ...blocks, nameWidget, button];
}

let owner: Account;
let receiver: Account;
let folioId = '';

beforeAll(async () => {
  owner = await verifiedAccount('Olga Owner');
  receiver = await verifiedAccount('Rhea Consent');
  folioId = (await publishFolio(owner.token, 'Volunteer sign-up', formPage, { root: { spamProtection: 'none' } })).id;
  const res = await fetch(`${sitesUrl}/public/api/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session': 'e2e-receivers-session-0001' },
    body: JSON.stringify({ folioId, buttonId: button.id, data: { [nameWidget.id]: 'Ada Volunteer' } }),
  });
  expect(res.status).toBe(201);
});

async function openSettings(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/folios/${folioId}/edit`);
  await page.getByTestId('folio-settings-open').click();
  await page.getByTestId('submission-settings').waitFor();
}

async function expectNoViolations(page: Page, selectors: string[], what: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  expect(await axeViolations(page, selectors), what).toEqual([]);
}

describe('receivers by consent in Chromium', () => {
  it('the owner names a receiver, who accepts from the bell, then reads the submissions; the owner’s settings show the answer', async () => {
    const ownerContext = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner);
    await openSettings(ownerPage);
    const picker = ownerPage.getByTestId('submission-receivers');
    await picker.fill('Rhea Con');
    await ownerPage.getByRole('option', { name: 'Rhea Consent' }).click();
    await ownerPage.keyboard.press('Escape');
    await ownerPage.getByTestId('submission-receiver-answer').filter({ hasText: 'Rhea Consent' }).filter({ hasText: 'Waiting for an answer' }).waitFor();
    await ownerPage.screenshot({ path: path.join(SHOTS, 'receivers-owner-pending-1280.png') });
    await expectNoViolations(ownerPage, ['[data-testid="submission-settings"]'], 'owner settings, pending, 1280');

    // The receiver: nothing to read before answering; the bell asks, Accept, then the form's submissions.
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signIn(page, receiver);
    expect(await page.getByTestId('dashboard-received').count()).toBe(0);
    await page.getByTestId('bell').click();
    const invitation = page.getByTestId('bell-item').filter({ hasText: 'Olga Owner asks you to receive the form submissions of “Volunteer sign-up”' });
    await invitation.waitFor();
    await expectNoViolations(page, ['[data-testid="bell-list"]'], 'bell, 1280');
    await page.screenshot({ path: path.join(SHOTS, 'receivers-bell-1280.png') });
    await invitation.getByTestId('bell-invitation-accept').click();
    await invitation.getByTestId('bell-invitation-answer').getByText('You accepted.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('dashboard-received').getByRole('link', { name: 'Volunteer sign-up' }).click();
    await page.getByTestId('submission-row').filter({ hasText: 'Ada Volunteer' }).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'receivers-receiver-reads-1280.png') });

    // The owner's settings now say so.
    await openSettings(ownerPage);
    await ownerPage.getByTestId('submission-receiver-answer').filter({ hasText: 'Rhea Consent' }).filter({ hasText: 'Accepted' }).waitFor();
    await ownerPage.screenshot({ path: path.join(SHOTS, 'receivers-owner-accepted-1280.png') });

    // At 568 px: the owner's settings, the receiver's bell and invitation page (with Stop receiving).
    await ownerPage.setViewportSize({ width: 568, height: 900 });
    await ownerPage.screenshot({ path: path.join(SHOTS, 'receivers-owner-accepted-568.png') });
    await expectNoViolations(ownerPage, ['[data-testid="submission-settings"]'], 'owner settings, 568');
    await page.setViewportSize({ width: 568, height: 900 });
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('bell').click();
    await page.getByTestId('bell-invitation-answer').first().waitFor();
    await expectNoViolations(page, ['[data-testid="bell-list"]'], 'bell, 568');
    await page.screenshot({ path: path.join(SHOTS, 'receivers-bell-568.png') });
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/receiving/${folioId}/submission`);
    await page.getByTestId('receiving-status').getByText('You accepted').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'receivers-invitation-568.png') });
    await expectNoViolations(page, ['[data-testid="receiving"]'], 'invitation page, 568');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoViolations(page, ['[data-testid="receiving"]'], 'invitation page, 1280');
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('dashboard-received').waitFor();
    await expectNoViolations(page, ['[data-testid="dashboard-received"]'], 'dashboard, received forms');
    await context.close();
    await ownerContext.close();
  });

  it('shows a button’s outside address waiting for confirmation, sends the link, and the link confirms it', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signIn(page, owner);
    await page.goto(`${baseUrl}/folios/${folioId}/edit`);
    await page.locator(`[data-outline-id="${button.id}"]`).first().click();
    const status = page.getByTestId('panel-meta-button-email-status');
    await status.getByText('Not confirmed yet').waitFor();
    await status.getByTestId('panel-meta-button-email-confirm').click();
    await status.getByText('Waiting for confirmation').waitFor();
    await waitSaved(page);
    await page.screenshot({ path: path.join(SHOTS, 'receivers-email-waiting-1280.png') });
    await expectNoViolations(page, ['[data-testid="panel-meta-button"]'], 'button panel, 1280');
    await page.setViewportSize({ width: 568, height: 900 });
    await page.getByTestId('open-panel').click();
    await page.getByTestId('panel-drawer').getByTestId('panel-meta-button-email-status').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'receivers-email-waiting-568.png') });
    await expectNoViolations(page, ['[data-testid="panel-drawer"] [data-testid="panel-meta-button"]'], 'button panel, 568');

    // The holder of the address follows the link from the mail (the dev outbox, read as the super admin).
    const outbox = await api<{ items: Array<{ to: string; text: string }> }>(await adminToken(), 'GET', '/api/admin/outbox?first=50');
    const link = /(\/confirm-address\?token=[^\s]+)/.exec(outbox.items.find((m) => m.to === OUTSIDE)!.text)![1]!;
    const holder = await context.newPage();
    await holder.goto(`${baseUrl}${link}`);
    await holder.getByTestId('confirm-address-success').waitFor();
    await holder.screenshot({ path: path.join(SHOTS, 'receivers-address-confirmed-1280.png') });
    await expectNoViolations(holder, ['[data-testid="confirm-address-success"]'], 'confirmation page');
    await context.close();
  });
});
