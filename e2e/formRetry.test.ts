// A visitor's submission survives a server that failed to answer (issue 28): the visitor script sends one
// Idempotency-Key per submission and sends the same request again after a 503; the server answers the repeat with
// the first answer, so the visitor sees one success and the owner one submission.
import { createNode, type FolioNode } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, publishFolio, sitesUrl } from './api.ts';
import { useBrowser } from './helpers.ts';

const browser = useBrowser();

function formPage(pageId: string): FolioNode[] {
  const name = createNode('text-widget', { required: true, label: { position: 'top', text: 'Your name' } });
  const button = createNode('button-widget');
  button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [name.id] } }, appearance: { text: 'Send', icon: 'send', useText: true } };
  const blocks = [name, button].map((resource) => createNode('block', { resource: resource.id }));
  const column = createNode('column', { children: blocks.map((b) => b.id) });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: 'Sign up', children: [tile.id] }), tile, layout, column, ...blocks, name, button];
}

let token = '';
let folioId = '';
let pageUrl = '';
beforeAll(async () => {
  token = await adminToken();
  const { id, pageId } = await publishFolio(token, 'Sign up', formPage);
  folioId = id;
  pageUrl = `${sitesUrl}/folio/${id}/page/${pageId}`;
});

describe('the visitor script sending a form', () => {
  it('sends an Idempotency-Key and, after a 503 for a submission the server did store, the same key again: one success, one submission', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const sent: Array<{ key: string | undefined; answered: number }> = [];
    // The first attempt reaches the real server (and is stored) but the visitor's browser is told 503, as when a
    // proxy loses the answer; later attempts pass through untouched.
    await page.route('**/public/api/submissions', async (route) => {
      const key = route.request().headers()['idempotency-key'];
      const real = await route.fetch();
      const answered = sent.length === 0 ? 503 : real.status();
      sent.push({ key, answered });
      if (answered === 503) await route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Temporarily Unavailable</h1>' });
      else await route.fulfill({ response: real });
    });
    expect((await page.goto(pageUrl))?.status()).toBe(200);
    await page.getByLabel('Your name').fill('Ines Duarte');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.locator('[data-fo-toast="status"][role="status"]').textContent()).toBe('Submission successfully received!');
    expect(sent.map((s) => s.answered)).toEqual([503, 201]);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect((await page.locator('[data-fo-toast="alert"]').textContent())?.trim() ?? '').toBe('');
    const list = await api<{ total: number; items: Array<{ data: Record<string, unknown> }> }>(token, 'GET', `/api/folios/${folioId}/submissions`);
    expect(list.total).toBe(1);
    await context.close();
  });
});
