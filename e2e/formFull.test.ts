// A form that took all the answers it takes (issue 31): the page asks as it opens and shows the author's closed
// message in place of the form, before the visitor types anything; at 568 px, axe 0.
import { createNode, type FolioNode } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { adminToken, publishFolio, sitesUrl } from './api.ts';
import { formWidget } from './formWidget.ts';
import { SHOTS, useBrowser } from './helpers.ts';

const browser = useBrowser();
const name = formWidget('text-widget', 'Your name', { required: true });
const button = createNode('button-widget');
button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: [name.id] } }, appearance: { text: 'Book', icon: 'send', useText: true } };

function page(pageId: string): FolioNode[] {
  const blocks = [name, button].map((r) => createNode('block', { resource: r.id }));
  const column = createNode('column', { children: blocks.map((b) => b.id) });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name: 'Booking', children: [tile.id] }), tile, layout, column, ...blocks, name, button];
}

let url = '';
let folioId = '';
beforeAll(async () => {
  const token = await adminToken();
  const made = await publishFolio(token, 'Workshop booking', page, { root: { submissionLimit: 1, closedMessage: 'The workshop is fully booked.', spamProtection: 'none' } });
  folioId = made.id;
  url = `${sitesUrl}/folio/${made.id}/page/${made.pageId}`;
});

describe('a full form', () => {
  it('shows its closed message as the page opens', async () => {
    const sent = await fetch(`${sitesUrl}/public/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ folioId, buttonId: button.id, data: { [name.id]: 'First' } }),
    });
    expect(sent.status).toBe(201);
    const context = await browser().newContext({ viewport: { width: 568, height: 800 } });
    const visitor = await context.newPage();
    await visitor.goto(url);
    await visitor.getByText('The workshop is fully booked.').waitFor();
    expect(await visitor.locator(`[data-fo-widget="${name.id}"]`).isVisible()).toBe(false);
    await visitor.screenshot({ path: `${SHOTS}/form-full-568.png`, fullPage: true });
    expect(await axeViolations(visitor)).toEqual([]);
    await context.close();
  });
});
