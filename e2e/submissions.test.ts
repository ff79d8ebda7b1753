// The owner of a published form reads its submissions: the table (search, sort), one submission in the drawer,
// editing it, deleting one after confirming, and CSV and XLSX exports downloaded and read back (issue 11).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { createNode, type FolioDocument, type FolioNode } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, publishFolio, sitesUrl } from './api.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { formWidget } from './formWidget.ts';

const browser = useBrowser();

const widget = formWidget;

const w = {
  name: widget('text-widget', 'Your name', { required: true }),
  colour: widget('multiple-choice-widget', 'Favourite colour', {
    meta: {
      options: [
        { value: 'r', option: { type: 'text', text: 'Red' } },
        { value: 'b', option: { type: 'text', text: 'Blue' } },
      ],
    },
  }),
  guests: widget('numeric-widget', 'Guests', { meta: { min: 0, max: 10 } }),
};

function formPage(pageId: string): FolioNode[] {
  const nodes: FolioNode[] = [];
  const blocks: string[] = [];
  const block = (resource: FolioNode) => {
    const b = createNode('block', { resource: resource.id });
    nodes.push(b, resource);
    blocks.push(b.id);
  };
  for (const node of Object.values(w)) block(node);
  const button = createNode('button-widget');
  button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: Object.values(w).map((n) => n.id) } }, appearance: { text: 'Send', icon: 'send', useText: true } };
  block(button);
  buttonId = button.id;
  const column = createNode('column', { children: blocks });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: 'RSVP', children: [tile.id] }), tile, layout, column, ...nodes];
}

let folioId = '';
let buttonId = '';
let token = '';
const people = [
  { name: 'Ada', colour: ['r'], guests: 2 },
  { name: 'Grace', colour: ['b'], guests: 1 },
  { name: '=SUM(A1:A9)', colour: ['r'], guests: 4 },
];

beforeAll(async () => {
  token = await adminToken();
  // Posted directly, as an API client does: a form without proof of work (issue 31).
  folioId = (await publishFolio(token, 'Party RSVP', formPage, { root: { spamProtection: 'none' } })).id;
  for (const p of people) {
    // As a visitor's page does: posted to the sites origin.
    const res = await fetch(`${sitesUrl}/public/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session': 'e2e-visitor-session-0001' },
      body: JSON.stringify({ folioId, buttonId, data: { [w.name.id]: p.name, [w.colour.id]: p.colour, [w.guests.id]: p.guests } }),
    });
    expect(res.status).toBe(201);
  }
  // Editing needs the owner's consent in the folio's settings.
  const doc = await api<FolioDocument & { version: number }>(token, 'GET', `/api/folios/${folioId}?forEditing=true`);
  await api(token, 'PATCH', `/api/folios/${folioId}`, { baseVersion: doc.version, log: [{ action: 'updateRoot' }], root: { ...doc.root, editableSubmission: true } });
}, 120_000);

const rows = (page: Page) => page.getByTestId('submission-row');
const nameCells = (page: Page) => rows(page).evaluateAll((trs) => trs.map((tr) => tr.children[2]!.textContent));

async function download(page: Page, item: string): Promise<Buffer> {
  await page.getByTestId('submissions-export').click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(item).click()]);
  return fs.readFileSync((await file.path())!);
}

describe('the submissions of a published form', () => {
  for (const width of [1280, 568]) {
    it(`are read, searched and sorted at ${width} px`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await signIn(page);
      await page.goto(`${baseUrl}/folios/${folioId}/submissions`);
      await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(3);
      expect(await page.getByTestId('submissions-folio').textContent()).toBe('Party RSVP');
      const headers = await page.locator('[data-testid="submissions-table"] th').allTextContents();
      expect(headers).toEqual(['Submitted', 'Submitter', 'Your name', 'Favourite colour', 'Guests']);
      expect(await rows(page).first().textContent()).toContain('Red');
      await page.screenshot({ path: path.join(SHOTS, `submissions-${width}.png`), fullPage: true });

      await page.getByTestId(`submissions-sort-${w.guests.id}`).click();
      await expect.poll(() => nameCells(page)).toEqual(['Grace', 'Ada', '=SUM(A1:A9)']);
      await page.getByTestId('submissions-search').fill('grace');
      await expect.poll(() => nameCells(page)).toEqual(['Grace']);
      await page.getByTestId('submissions-search').fill('nobody at all');
      await page.getByTestId('submissions-empty').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('opens one, edits it, exports CSV and XLSX, and deletes one after confirming', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${baseUrl}/folios/${folioId}/submissions`);
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(3);

    await rows(page).filter({ hasText: 'Grace' }).click();
    const drawer = page.getByTestId('submission-drawer');
    await drawer.getByTestId(`submission-answer-${w.colour.id}`).waitFor();
    expect(await drawer.getByTestId(`submission-answer-${w.colour.id}`).textContent()).toContain('Blue');
    await drawer.getByTestId('submission-edit').waitFor({ state: 'visible' });
    await page.waitForTimeout(400); // the drawer's slide-in, for the screenshot only
    await page.screenshot({ path: path.join(SHOTS, 'submission-drawer-1280.png') });
    await drawer.getByTestId('submission-edit').click();
    await drawer.getByTestId(`submission-input-${w.name.id}`).fill('Grace Hopper');
    await drawer.getByTestId('submission-save').click();
    await expect.poll(() => nameCells(page)).toContain('Grace Hopper');

    const csv = (await download(page, 'submissions-export-csv')).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Submitted at,Submitter,Website,Your name,Favourite colour,Guests');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 6).join('|'))).toEqual(['Guest|Not on a website|Ada|Red|2', 'Guest|Not on a website|Grace Hopper|Blue|1', `Guest|Not on a website|'=SUM(A1:A9)|Red|4`]);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(page, 'submissions-export-xlsx')) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Submissions')!;
    const cells: string[][] = [];
    sheet.eachRow((row: ExcelJS.Row) => cells.push(Array.from(row.values as unknown[]).slice(2, 7).map((v) => (v === null || v === undefined ? '' : String(v)))));
    expect(cells).toEqual([
      ['Submitter', 'Website', 'Your name', 'Favourite colour', 'Guests'],
      ['Guest', 'Not on a website', 'Ada', 'Red', '2'],
      ['Guest', 'Not on a website', 'Grace Hopper', 'Blue', '1'],
      ['Guest', 'Not on a website', "'=SUM(A1:A9)", 'Red', '4'],
    ]);

    await rows(page).filter({ hasText: 'Ada' }).click();
    await page.getByTestId('submission-delete').first().click();
    await page.getByTestId('submission-delete-confirm').click();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(2);
    expect(await nameCells(page)).not.toContain('Ada');
    await context.close();
  });

  it('shows a signed-in sender their own submissions from the dashboard at 568 px', async () => {
    const res = await fetch(`${baseUrl}/public/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ folioId, buttonId, data: { [w.name.id]: 'Admin myself', [w.colour.id]: ['b'], [w.guests.id]: 3 } }),
    });
    expect(res.status).toBe(201);
    const context = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.getByTestId('dashboard-my-submissions').getByRole('link', { name: 'See your submissions' }).click();
    await page.getByTestId('my-submission').first().waitFor();
    const card = await page.getByTestId('my-submission').first().textContent();
    expect(card).toContain('Party RSVP');
    // In the form's order, as people read them.
    expect(card).toContain('Your name: Admin myselfFavourite colour: BlueGuests: 3');
    await page.screenshot({ path: path.join(SHOTS, 'my-submissions-568.png'), fullPage: true });
    await context.close();
  });

  it('lets a receiver find the form on their dashboard and read its table without edit or delete', async () => {
    // A second account, registered and verified through the API and the dev outbox.
    const receiver = { email: `receiver-${Date.now()}@example.test`, password: 'a receiver passphrase here' };
    const registered = await fetch(`${baseUrl}/public/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...receiver, displayName: 'Rita Receiver' }),
    });
    const { id: receiverId } = (await registered.json()) as { id: string };
    const outbox = await api<{ items: Array<{ to: string; text: string }> }>(token, 'GET', '/api/admin/outbox?first=20');
    const link = /token=([^\s]+)/.exec(outbox.items.find((m) => m.to === receiver.email)!.text)![1]!;
    expect((await fetch(`${baseUrl}/public/api/verify/${receiverId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: decodeURIComponent(link) }) })).status).toBe(200);
    const doc = await api<FolioDocument & { version: number }>(token, 'GET', `/api/folios/${folioId}?forEditing=true`);
    await api(token, 'PATCH', `/api/folios/${folioId}`, { baseVersion: doc.version, log: [{ action: 'updateRoot' }], root: { ...doc.root, submissionReceiversAccounts: [receiverId] } });

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, receiver);
    // Named, the receiver reads nothing until it accepts (the invitation's page, as the mail's link opens it).
    expect(await page.getByTestId('dashboard-received').count()).toBe(0);
    await page.goto(`${baseUrl}/receiving/${folioId}/submission?answer=accept`);
    await page.getByTestId('receiving-accept').click();
    await page.getByTestId('receiving-status').getByText('You accepted').waitFor();
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('dashboard-received').getByRole('link', { name: 'Party RSVP' }).click();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await rows(page).first().click();
    await page.getByTestId('submission-drawer').getByText('Your name').first().waitFor();
    expect(await page.getByTestId('submission-edit').count()).toBe(0);
    expect(await page.getByTestId('submission-delete').count()).toBe(0);
    await context.close();
  });
});
