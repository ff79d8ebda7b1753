// Webhooks on the profile (issue 30), at 1280 and 568 px: an address the server refuses is said under the URL field;
// a webhook to a receiver on 127.0.0.1 for "A form was submitted" shows its secret once (copied); a visitor's
// submission reaches the receiver signed by the Standard Webhooks scheme (checked with the secret); the delivery
// log shows it succeeded with 200, Replay sends the same message id again and the log shows two attempts. At 568 px:
// edit, turn off and on, rotate the secret (the new one signs the next replay), delete. axe with the dialog, the
// secret and the log open; no sideways overflow.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createNode, type FolioNode, type NodeOfKind } from '@folio/model';
import type { Page } from 'playwright-core';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, publishFolio, sitesUrl } from './api.ts';
import { axeViolations, waitForStill } from './axe.ts';
import { baseUrl, signIn, useBrowser } from './helpers.ts';
import { verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
/** The screenshots this file takes, looked at by hand. */
const shot = (name: string) => path.join('/tmp', `webhooks-${name}.png`);

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** The endpoint: records every request and answers 200 with a short body (410 Gone at /gone). */
const all: Received[] = [];
const received: Received[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
    const got = { path: req.url ?? '', headers, body };
    all.push(got);
    if (got.path === '/gone') return void res.writeHead(410, { 'content-type': 'text/plain' }).end('no longer here');
    received.push(got);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks, got it');
  });
});
let hookUrl = '';
let port = 0;

const name = { ...createNode('text-widget'), label: { position: 'top', text: 'Your name' }, required: true } as NodeOfKind<'text-widget'>;

function formPage(pageId: string): FolioNode[] {
  const button = createNode('button-widget');
  button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [name.id] } }, appearance: { text: 'Send', icon: 'send', useText: true } };
  const nodes: FolioNode[] = [];
  const blocks = [name, button].map((resource) => {
    const b = createNode('block', { resource: resource.id });
    nodes.push(b, resource);
    return b.id;
  });
  const column = createNode('column', { children: blocks });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: 'Sign up', children: [tile.id] }), tile, layout, column, ...nodes];
}

let owner: Account;
let formUrl = '';
const FOLIO = 'Club sign-up';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  hookUrl = `http://127.0.0.1:${port}/hooks/folio`;
  owner = await verifiedAccount('Wanda Webhook');
  const { id, pageId } = await publishFolio(owner.token, FOLIO, formPage);
  formUrl = `${sitesUrl}/folio/${id}/page/${pageId}`;
}, 120_000);
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function openProfile(width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto(`${baseUrl}/profile#webhooks`);
  await page.getByTestId('webhooks-card').waitFor();
  await expect.poll(() => page.getByTestId('webhook-new').isEnabled()).toBe(true);
  return page;
}

/** Nothing on the page is wider than the window (the page itself does not scroll sideways). */
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The visitor sends the published form once, on the sites origin. */
async function visitorSubmits(answer: string): Promise<void> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  expect((await page.goto(formUrl))?.status()).toBe(200);
  await page.locator(`#fo-${name.id}`).fill(answer);
  const sent = page.waitForResponse((r) => r.url().endsWith('/public/api/submissions') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await sent).status()).toBe(201);
  await context.close();
}

/** Opens the add dialog, ticks the events, and sends an address the server refuses: its words under the URL field. */
async function refusedAddress(page: Page, width: number): Promise<void> {
  await page.getByTestId('webhook-new').click();
  const dialog = page.getByRole('dialog', { name: 'Add webhook' });
  await dialog.waitFor();
  await page.getByTestId('webhook-event-submission.created').check();
  await page.getByTestId('webhook-url').fill('receiver.example/hooks');
  await page.getByTestId('webhook-save').click();
  const url = page.getByTestId('webhook-url');
  await expect.poll(() => url.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await url.getAttribute('aria-describedby')) ?? '';
  const said = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? ''), describedBy);
  expect(said).toContain('Give the full address of your endpoint, starting with https://');
  await waitForStill(page);
  expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: shot(`refused-${width}`) });
  // Typing again clears it.
  await url.fill(hookUrl);
  await expect.poll(() => url.getAttribute('aria-invalid')).not.toBe('true');
}

/** The secret shown once: copied, checked by axe, and the value. */
async function shownSecret(page: Page, width: number, name: string): Promise<string> {
  const value = await page.getByTestId('webhook-secret-value').innerText();
  expect(value).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
  await page.getByTestId('webhook-secret-copy').click();
  await expect.poll(() => page.getByTestId('webhook-secret-copy').innerText()).toBe('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await waitForStill(page);
  expect(await axeViolations(page, ['[data-testid="webhooks-card"]'])).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.getByTestId('webhook-secret-shown').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot(`${name}-${width}`) });
  return value;
}

/** Opens the delivery log of the row and waits for its newest delivery to have `attempts` attempts, succeeded. */
async function openLog(page: Page, row: ReturnType<Page['getByTestId']>, attempts: number) {
  await row.getByTestId('webhook-deliveries').click();
  const drawer = page.getByRole('dialog', { name: 'Deliveries' });
  await drawer.waitFor();
  const newest = drawer.getByTestId('delivery-row').first();
  await expect.poll(() => newest.getByTestId('delivery-attempt').count()).toBe(attempts);
  await expect.poll(() => newest.getAttribute('data-status')).toBe('succeeded');
  return { drawer, newest };
}

const verify = (secret: string, r: Received) => new Verifier(secret).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> };

let secret = '';

describe('webhooks on the profile', () => {
  it('at 1280 px: refused address, made for a form’s submissions, delivered signed, logged, replayed', async () => {
    const page = await openProfile(1280);
    // /profile#webhooks (the bell's link) brings the section into view.
    const inView = () => page.getByTestId('webhooks-card').evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight / 2);
    await expect.poll(inView).toBe(true);
    expect(await page.getByTestId('webhooks-empty').innerText()).toBe('No webhooks yet.');
    await refusedAddress(page, 1280);

    // Only the folio's events: the scope picker limits the checkboxes to them and keeps the ticked one.
    await page.getByTestId('webhook-description').fill('Sign-ups to the CRM');
    await page.getByTestId('webhook-scope').click();
    await page.getByRole('option', { name: FOLIO }).click();
    await expect.poll(() => page.getByTestId('webhook-event-website.published').count()).toBe(0);
    expect(await page.getByTestId('webhook-event-submission.created').isChecked()).toBe(true);
    await waitForStill(page);
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.screenshot({ path: shot('dialog-1280') });
    await page.getByTestId('webhook-save').click();
    secret = await shownSecret(page, 1280, 'secret');

    const row = page.getByTestId('webhook-row').filter({ hasText: hookUrl });
    await row.waitFor();
    expect(await row.innerText()).toContain('Sign-ups to the CRM');
    expect(await row.getByTestId('webhook-scope-text').innerText()).toContain(`The folio “${FOLIO}”`);
    expect(await row.innerText()).toContain('A form was submitted');
    expect(await row.getByTestId('webhook-status').innerText()).toBe('On');

    // A visitor's submission reaches the receiver, signed with the secret.
    await visitorSubmits('Ana Lima');
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const first = received[0]!;
    const event = verify(secret, first);
    expect(event.type).toBe('submission.created');
    expect(JSON.stringify(event.data)).toContain('Ana Lima');
    expect(() => verify(`whsec_${Buffer.from('another secret entirely').toString('base64')}`, first)).toThrow();

    // The log: succeeded, answer 200 with the receiver's first bytes, the payload on demand.
    const { drawer, newest } = await openLog(page, row, 1);
    expect(await newest.getByTestId('delivery-status').innerText()).toBe('Succeeded');
    expect(await newest.getByTestId('attempt-answer').innerText()).toMatch(/^Answer 200 · \d+ ms$/);
    expect(await newest.getByTestId('attempt-response').innerText()).toBe('thanks, got it');
    expect(await newest.innerText()).toContain(first.headers['webhook-id']!);
    await newest.getByTestId('delivery-payload-toggle').click();
    await expect.poll(() => newest.getByTestId('delivery-payload').innerText()).toContain('"type": "submission.created"');
    await waitForStill(page);
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.screenshot({ path: shot('log-1280') });

    // Replay: the same message id again, a second attempt in the log.
    await newest.getByTestId('delivery-replay').click();
    await page.getByText('Sent again; the new attempt shows in the log.').waitFor();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    expect(received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(received[1]!.body).toBe(first.body);
    expect(verify(secret, received[1]!).type).toBe('submission.created');
    await expect.poll(() => newest.getByTestId('delivery-attempt').count()).toBe(2);
    await expect.poll(() => newest.getAttribute('data-status')).toBe('succeeded');
    await waitForStill(page);
    await page.screenshot({ path: shot('replayed-1280') });
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.context().close();
  });

  it('at 568 px: refused address, made and shown once; edited, turned off and on, rotated, deleted; the log fits', async () => {
    const page = await openProfile(568);
    expect(await noSidewaysScroll(page)).toBe(true);
    await refusedAddress(page, 568);
    await page.getByTestId('webhook-event-folio.published').check();
    await page.getByTestId('webhook-save').click();
    await shownSecret(page, 568, 'secret');
    await page.getByRole('button', { name: 'Hide the secret' }).click();
    await expect.poll(() => page.getByTestId('webhook-secret-shown').count()).toBe(0);
    await expect.poll(() => page.getByTestId('webhook-row').count()).toBe(2);
    const fresh = page.getByTestId('webhook-row').first();
    expect(await fresh.getByTestId('webhook-scope-text').innerText()).toContain('All your folios and websites');
    await fresh.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('list-568') });

    // Edit: a description.
    await fresh.getByTestId('webhook-edit').click();
    await page.getByRole('dialog', { name: 'Change webhook' }).waitFor();
    await page.getByTestId('webhook-description').fill('Publishing news');
    await page.getByTestId('webhook-save').click();
    await expect.poll(() => fresh.innerText()).toContain('Publishing news');

    // Off and on again.
    await fresh.getByTestId('webhook-toggle').click();
    await expect.poll(() => fresh.getByTestId('webhook-status').innerText()).toBe('Off');
    await fresh.getByTestId('webhook-toggle').click();
    await expect.poll(() => fresh.getByTestId('webhook-status').innerText()).toBe('On');

    // Delete, asked first.
    await fresh.getByTestId('webhook-delete').click();
    await page.getByRole('dialog', { name: 'Delete this webhook?' }).waitFor();
    await page.getByTestId('webhook-delete-confirm').click();
    await expect.poll(() => page.getByTestId('webhook-row').count()).toBe(1);

    // Rotate the first webhook's secret: shown once, with the old one's 24 hours; the next replay verifies with it.
    const row = page.getByTestId('webhook-row').filter({ hasText: hookUrl });
    await row.getByTestId('webhook-rotate').click();
    await page.getByRole('dialog', { name: 'Rotate the signing secret?' }).waitFor();
    await waitForStill(page);
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.getByTestId('webhook-rotate-confirm').click();
    await page.getByTestId('webhook-secret-shown').waitFor();
    expect(await page.getByTestId('webhook-secret-shown').innerText()).toContain('24 more hours');
    const rotated = await shownSecret(page, 568, 'rotated');
    expect(rotated).not.toBe(secret);

    const { drawer, newest } = await openLog(page, row, 2);
    expect(await drawer.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await newest.getByTestId('delivery-payload-toggle').click();
    await waitForStill(page);
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: shot('log-568') });
    await newest.getByTestId('delivery-replay').click();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(3);
    expect(verify(rotated, received[2]!).type).toBe('submission.created');
    // The old secret still signs beside the new one for now.
    expect(verify(secret, received[2]!).type).toBe('submission.created');
    await expect.poll(() => newest.getByTestId('delivery-attempt').count()).toBe(3);
    await page.context().close();
  });

  it('at 568 px: an endpoint that answers 410 Gone turns its webhook off; the bell says so and leads to why', async () => {
    const goneUrl = `http://127.0.0.1:${port}/gone`;
    await api(owner.token, 'POST', '/api/webhooks', { url: goneUrl, description: 'Old endpoint', events: ['folio.published'] });
    await publishFolio(owner.token, 'Newsletter', (pageId) => formPage(pageId));
    await expect.poll(() => all.filter((r) => r.path === '/gone').length, { timeout: 30_000 }).toBe(1);

    const page = await openProfile(568);
    const row = page.getByTestId('webhook-row').filter({ hasText: goneUrl });
    await expect.poll(() => row.getByTestId('webhook-status').innerText()).toBe('Turned off');
    expect(await row.getByTestId('webhook-off-reason').innerText()).toBe('The endpoint answered 410 Gone: the webhook was turned off. Turn it on again once your endpoint is ready.');
    expect(await row.getByTestId('webhook-toggle').innerText()).toBe('Turn on');

    // The bell's notice leads here.
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('bell').click();
    await page.getByTestId('bell-item').filter({ hasText: goneUrl }).first().click();
    await page.waitForURL(`${baseUrl}/profile#webhooks`);
    await row.waitFor();
    await waitForStill(page);
    expect(await axeViolations(page, ['[data-testid="webhooks-card"]'])).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('turned-off-568') });

    // Its log shows the refusal; turned on again, it forgets why it was turned off.
    await row.getByTestId('webhook-deliveries').click();
    const drawer = page.getByRole('dialog', { name: 'Deliveries' });
    const delivery = drawer.getByTestId('delivery-row').first();
    await expect.poll(() => delivery.getAttribute('data-status')).toBe('failed');
    expect(await delivery.getByTestId('attempt-answer').innerText()).toMatch(/^Answer 410 · \d+ ms$/);
    expect(await delivery.getByTestId('attempt-response').innerText()).toBe('no longer here');
    expect(await delivery.getByTestId('delivery-replay').isDisabled()).toBe(true);
    await waitForStill(page);
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.screenshot({ path: shot('failed-log-568') });
    await drawer.getByRole('button', { name: 'Close' }).click();
    await row.getByTestId('webhook-toggle').click();
    await expect.poll(() => row.getByTestId('webhook-status').innerText()).toBe('On');
    expect(await row.getByTestId('webhook-off-reason').count()).toBe(0);
    await page.context().close();
  });
});
