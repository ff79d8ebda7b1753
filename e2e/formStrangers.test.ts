// A visitor slowed by the limits that keep strangers from spending a form owner's resources (issue 24) hears why
// in plain words on the published page: a refused upload in the widget's status line, a refused submission in the
// alert toast. Its own server, with small per-address limits.
import { createNode, type FolioNode, type NodeOfKind } from '@folio/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFolio } from './api.ts';
import { signIn, sitesOriginOf } from './client.ts';
import { ADMIN } from './fixtures.ts';
import { useBrowser } from './helpers.ts';
import { startServer, type RunningServer } from './server.ts';

const browser = useBrowser();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const name = { ...createNode('text-widget'), label: { position: 'top', text: 'Your name' }, required: true } as NodeOfKind<'text-widget'>;
const cv = createNode('upload-widget') as NodeOfKind<'upload-widget'>;
cv.label = { position: 'top', text: 'Your CV (PDF)' };
cv.meta = { ...cv.meta, format: 'single', fileTypes: ['pdf'] };

function formPage(pageId: string): FolioNode[] {
  const button = createNode('button-widget');
  button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [name.id, cv.id] } }, appearance: { text: 'Send', icon: 'send', useText: true } };
  const nodes: FolioNode[] = [];
  const blocks = [name, cv, button].map((resource) => {
    const b = createNode('block', { resource: resource.id });
    nodes.push(b, resource);
    return b.id;
  });
  const column = createNode('column', { children: blocks });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: 'Apply', children: [tile.id] }), tile, layout, column, ...nodes];
}

let server: RunningServer;
let pageUrl = '';
beforeAll(async () => {
  server = await startServer({
    FOLIO_ADMIN_EMAIL: ADMIN.email,
    FOLIO_ADMIN_PASSWORD: ADMIN.password,
    // One file of this size may wait unsent per address; one stored submission per address to this owner a day.
    FORM_UPLOAD_PENDING_BYTES_PER_ADDRESS: String(pdf.length + 10),
    SUBMISSION_OWNER_RATE_LIMIT: '1',
  });
  const { token } = await signIn(server.url, ADMIN);
  const { id, pageId } = await publishFolio(token, 'Apply', formPage, { appUrl: server.url });
  pageUrl = `${sitesOriginOf(server.url)}/folio/${id}/page/${pageId}`;
}, 120_000);
afterAll(() => server?.stop());

describe('a visitor past the per-address limits of a form', () => {
  it('is told in plain words, in the live regions, to send first or come back later', async () => {
    const page = await (await browser().newContext()).newPage();
    expect((await page.goto(pageUrl))?.status()).toBe(200);
    const field = page.locator(`[data-fo-widget="${cv.id}"]`);
    const status = field.locator('[data-fo-upload-status][role="status"]');
    await field.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => field.locator('li[data-state="done"]').count()).toBe(1);
    expect(await status.textContent()).toBe('');

    // A second file while the first waits unsent: refused (429), and the refusal is announced, not only shown.
    await field.locator('input[type=file]').setInputFiles({ name: 'other.pdf', mimeType: 'application/pdf', buffer: pdf });
    const refusal = /^other\.pdf: Files you uploaded to forms and have not sent yet take 1 KB, the most allowed at once\. Send your answers first, or try again in \d+ (minutes|hours)\.$/;
    await expect.poll(() => field.locator('li[data-state="error"]').textContent()).toMatch(refusal);
    expect(await status.textContent()).toMatch(refusal);

    // The first submission is stored; the next one from this address to this owner is slowed (429).
    const alert = page.locator('[data-fo-toast="alert"][role="alert"]');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await page.locator(`#fo-${name.id}`).fill('Ana Lima');
    const first = page.waitForResponse((r) => r.url().endsWith('/public/api/submissions') && r.request().method() === 'POST');
    await send.click();
    expect((await first).status()).toBe(201);
    // The thank-you message stands in for the form until the visitor asks for it again.
    await page.getByRole('button', { name: 'Send another answer' }).click();
    await page.locator(`#fo-${name.id}`).fill('Ana Lima again');
    const second = page.waitForResponse((r) => r.url().endsWith('/public/api/submissions') && r.request().method() === 'POST');
    await send.click();
    expect((await second).status()).toBe(429);
    // The toast is the spec's text alone (§8); the server's reason is its own line below it.
    await expect.poll(() => alert.textContent()).toBe('An error occurred when submitting.');
    expect(await page.locator('[data-fo-toast-detail]').textContent()).toMatch(
      /^This form has received as many answers from your address as it takes for now; please try again in (23|24) hours\.$/,
    );
  });
});
