// Conditional logic and steps of a form (issue 31), set in the real editor: the author marks three tiles as steps,
// gives the first a jump ("Need parking? is No → Finish") and a field a rule ("Student ID" shown only for the Student
// ticket); published, a visitor goes forward and back (answers kept), sees the rule show and hide the field, takes the
// jump and sends; the stored submission holds the shown answers only. Axe over the inspector and the published form
// at 1280 and 568 px.
import { createNode, type FolioDocument, type FolioNode } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, sitesUrl } from './api.ts';
import { axeViolations, waitForStill } from './axe.ts';
import { baseUrl, signIn, useBrowser, waitSaved } from './helpers.ts';
import { formWidget } from './formWidget.ts';

const browser = useBrowser();
const shot = (name: string) => `/tmp/formlogic-${name}.png`;

const widget = formWidget;
const choices = (...texts: string[]) => ({ meta: { options: texts.map((text) => ({ value: text.toLowerCase(), option: { type: 'text', text } })) } });

const w = {
  name: widget('text-widget', 'Your name', { required: true }),
  ticket: widget('multiple-choice-widget', 'Ticket', { required: true, ...choices('Adult', 'Student') }),
  student: widget('text-widget', 'Student ID', { required: true }),
  parking: widget('multiple-choice-widget', 'Need parking?', { required: true, ...choices('Yes', 'No') }),
  plate: widget('text-widget', 'Car plate', { required: true }),
  comments: widget('text-widget', 'Anything else?'),
};

/** Four tiles: About you (name, ticket, student ID, parking), Parking (plate), Finish (comments), and the Send button. */
function formNodes(pageId: string): { nodes: FolioNode[]; tiles: string[] } {
  const nodes: FolioNode[] = [];
  const tile = (resources: FolioNode[]) => {
    const blocks = resources.map((r) => createNode('block', { resource: r.id }));
    const column = createNode('column', { children: blocks.map((b) => b.id) });
    const layout = createNode('layout', { children: [column.id] });
    const t = createNode('tile', { children: [layout.id] });
    nodes.push(t, layout, column, ...blocks, ...resources);
    return t.id;
  };
  const button = createNode('button-widget');
  button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds: Object.values(w).map((n) => n.id) } }, appearance: { text: 'Send', icon: 'send', useText: true } };
  const tiles = [tile([w.name, w.ticket, w.student, w.parking]), tile([w.plate]), tile([w.comments]), tile([button])];
  nodes.unshift(createNode('page', { id: pageId, name: 'Open day', children: tiles }));
  return { nodes, tiles };
}

let token = '';
let folioId = '';
let pageUrl = '';
let tiles: string[] = [];

beforeAll(async () => {
  token = await adminToken();
  const created = await api<FolioDocument & { id: string; version: number }>(token, 'POST', '/api/folios', { name: 'Open day steps' });
  const pageId = created.root.pages[0]!;
  const built = formNodes(pageId);
  tiles = built.tiles;
  await api(token, 'PATCH', `/api/folios/${created.id}`, {
    baseVersion: created.version,
    log: [{ action: 'insert' }],
    root: { ...created.root, isPublic: true, description: 'Open day steps, published with Folio' },
    nodes: { ...created.nodes, ...Object.fromEntries(built.nodes.map((n) => [n.id, n])) },
    replaceNodes: true,
  });
  folioId = created.id;
  pageUrl = `${sitesUrl}/folio/${folioId}/page/${pageId}`;
});

async function panelViolations(page: Page): Promise<string[]> {
  await waitForStill(page);
  const violations = await axeViolations(page, ['[data-testid="panel"]']);
  return violations.map((v) => `${v.id}: ${v.targets.join(' | ')}`);
}

/** The panel's content fits its width: nothing wider than the panel (clipped or scrolling sideways). */
const panelOverflow = (page: Page) =>
  page.getByTestId('panel').evaluate((panel) => {
    const edge = panel.getBoundingClientRect().right + 1;
    return [...panel.querySelectorAll<HTMLElement>('input, select, button, label')].filter((e) => e.getBoundingClientRect().right > edge).map((e) => e.outerHTML.slice(0, 80));
  });

const outlineRow = (page: Page, id: string) => page.locator(`[data-outline-id="${id}"]`);

async function makeStep(page: Page, tileId: string, title: string) {
  await outlineRow(page, tileId).click();
  await page.getByTestId('panel-title').waitFor();
  await page.getByRole('switch', { name: 'Form step' }).click();
  await page.getByTestId('panel-step-title').fill(title);
  await expect.poll(() => outlineRow(page, tileId).textContent()).toContain(`Step: ${title}`);
}

describe('form logic set in the editor, followed on the published page', () => {
  it('the author makes three steps, a jump and a rule in the inspector (1280 px), then checks the inspector at 568 px', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page);
    await page.goto(`${baseUrl}/folios/${folioId}/edit`);
    await page.getByTestId('outline').waitFor();

    // Steps from the last: a jump may only go to a later step, which must already be one.
    await makeStep(page, tiles[2]!, 'Finish');
    await makeStep(page, tiles[1]!, 'Parking');
    await makeStep(page, tiles[0]!, 'About you');
    await page.getByTestId('panel-step-jump-add').click();
    await page.getByTestId('panel-step-jump-0-rule-0-field').selectOption({ label: 'Need parking?' });
    await page.getByTestId('panel-step-jump-0-rule-0-op').selectOption({ label: 'is' });
    await page.getByTestId('panel-step-jump-0-rule-0-value').selectOption({ label: 'No' });
    await page.getByTestId('panel-step-jump-0-to').selectOption({ label: 'Step 3: Finish' });
    expect(await page.getByTestId('panel-step-jump-0-to').locator('option').allTextContents()).toEqual(['Step 2: Parking', 'Step 3: Finish', 'End of the form']);
    expect(await panelViolations(page)).toEqual([]);
    expect(await panelOverflow(page)).toEqual([]);
    await page.getByTestId('panel').screenshot({ path: shot('step-1280') });

    // The rule: Student ID only for the Student ticket. Earlier fields only are offered.
    await outlineRow(page, w.student.id).click();
    await page.getByRole('switch', { name: 'Show only when answers match' }).click();
    expect(await page.getByTestId('panel-show-if-rule-0-field').locator('option').allTextContents()).toEqual(['Your name', 'Ticket']);
    await page.getByTestId('panel-show-if-rule-0-field').selectOption({ label: 'Ticket' });
    expect(await page.getByTestId('panel-show-if-rule-0-op').locator('option').allTextContents()).toEqual(['is', 'is not', 'is any of', 'is none of', 'is answered', 'is not answered']);
    await page.getByTestId('panel-show-if-rule-0-value').selectOption({ label: 'Student' });
    // Keyboard: a second condition added and removed without the mouse.
    await page.getByTestId('panel-show-if-rule-add').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('panel-show-if-rule-1').waitFor();
    await page.getByTestId('panel-show-if-rule-1-remove').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('panel-show-if-rule-1').waitFor({ state: 'detached' });
    expect(await panelViolations(page)).toEqual([]);
    expect(await panelOverflow(page)).toEqual([]);
    await page.getByTestId('panel').screenshot({ path: shot('rule-1280') });
    await page.screenshot({ path: shot('editor-1280') });

    // The outline marks the rule and the steps.
    expect(await outlineRow(page, w.student.id).getByTestId('outline-rule').count()).toBe(1);
    expect(await outlineRow(page, w.student.id).textContent()).toContain('shown by a rule');
    expect(await outlineRow(page, w.name.id).getByTestId('outline-rule').count()).toBe(0);
    await waitSaved(page);

    const saved = await api<FolioDocument>(token, 'GET', `/api/folios/${folioId}?forEditing=true`);
    expect(saved.nodes[w.student.id]).toMatchObject({ showIf: { type: 'group', match: 'all', rules: [{ type: 'rule', widgetId: w.ticket.id, op: 'equals', value: 'student' }] } });
    expect(saved.nodes[tiles[0]!]).toMatchObject({ step: { title: 'About you', jumps: [{ when: { type: 'group', match: 'all', rules: [{ widgetId: w.parking.id, op: 'equals', value: 'no' }] }, to: tiles[2] }] } });
    expect(saved.nodes[tiles[1]!]).toMatchObject({ step: { title: 'Parking', jumps: [] } });
    expect(saved.nodes[tiles[2]!]).toMatchObject({ step: { title: 'Finish', jumps: [] } });
    expect((saved.nodes[tiles[3]!] as { step?: unknown }).step).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();

    // 568 px: the inspector in its drawer, the rule builder open.
    const narrow = await browser().newContext({ viewport: { width: 568, height: 900 }, bypassCSP: true });
    const small = await narrow.newPage();
    await signIn(small);
    await small.goto(`${baseUrl}/folios/${folioId}/edit`);
    await small.getByTestId('canvas').waitFor();
    for (const [id, name] of [
      [w.student.id, 'rule'],
      [tiles[0]!, 'step'],
    ] as const) {
      await small.getByTestId('open-pages').click();
      await small.getByTestId('outline').waitFor();
      await outlineRow(small, id).click();
      await small.keyboard.press('Escape');
      await small.getByTestId('outline').waitFor({ state: 'hidden' });
      await small.getByTestId('open-panel').click();
      await small.getByTestId('panel-title').waitFor();
      await (name === 'rule' ? small.getByTestId('panel-show-if-rule') : small.getByTestId('panel-step-jump-0')).scrollIntoViewIfNeeded();
      expect(await panelViolations(small), name).toEqual([]);
      expect(await panelOverflow(small), name).toEqual([]);
      await small.screenshot({ path: shot(`${name}-568`) });
      await small.keyboard.press('Escape');
    }
    await narrow.close();

    await api(token, 'PATCH', `/api/folios/${folioId}/publish`, {});
  }, 240_000);

  for (const width of [1280, 568]) {
    it(`a visitor follows the rule and the jump, goes back and forth and sends the shown answers only, at ${width} px`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      expect((await page.goto(pageUrl))?.status()).toBe(200);
      await page.waitForLoadState('load');
      const field = (id: string) => page.locator(`[data-fo-widget="${id}"]`);
      const control = (id: string) => page.locator(`#fo-${id}`);
      const progress = page.locator('.fo-step-progress');
      const next = page.getByRole('button', { name: 'Next', exact: true });
      const back = page.getByRole('button', { name: 'Back', exact: true });
      const send = page.getByRole('button', { name: 'Send', exact: true });

      await expect.poll(() => progress.textContent()).toBe('Step 1 of 3: About you');
      expect(await field(w.student.id).isVisible()).toBe(false);
      expect(await field(w.plate.id).isVisible()).toBe(false);
      expect(await send.count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`visitor-${width}-step1`), fullPage: true });

      // The rule: Student ID appears for the Student ticket only.
      const name = `Ana Lima ${width}`;
      await control(w.name.id).fill(name);
      await field(w.ticket.id).getByLabel('Student', { exact: true }).check();
      await expect.poll(() => field(w.student.id).isVisible()).toBe(true);
      await control(w.student.id).fill('S-1234');
      await field(w.parking.id).getByLabel('Yes', { exact: true }).check();
      await page.screenshot({ path: shot(`visitor-${width}-rule`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // Forward to Parking, then back: the answers are kept.
      await next.click();
      await expect.poll(() => progress.textContent()).toBe('Step 2 of 3: Parking');
      expect(await field(w.name.id).isVisible()).toBe(false);
      await control(w.plate.id).fill('AB-123-CD');
      await back.click();
      await expect.poll(() => progress.textContent()).toBe('Step 1 of 3: About you');
      expect(await control(w.name.id).inputValue()).toBe(name);
      expect(await control(w.student.id).inputValue()).toBe('S-1234');

      // The rule hides the field again; "No" parking takes the jump over Parking to Finish.
      await field(w.ticket.id).getByLabel('Adult', { exact: true }).check();
      await expect.poll(() => field(w.student.id).isVisible()).toBe(false);
      await field(w.parking.id).getByLabel('No', { exact: true }).check();
      await expect.poll(() => progress.textContent()).toBe('Step 1 of 2: About you');
      await next.click();
      await expect.poll(() => progress.textContent()).toBe('Step 2 of 2: Finish');
      expect(await field(w.plate.id).isVisible()).toBe(false);
      expect(await send.isVisible()).toBe(true);
      expect(await next.count()).toBe(0);
      await control(w.comments.id).fill('See you there');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`visitor-${width}-last`), fullPage: true });
      await send.click();
      await expect.poll(() => page.locator('[data-fo-toast="status"][role="status"]').textContent(), { timeout: 30_000 }).toBe('Submission successfully received!');
      await page.screenshot({ path: shot(`visitor-${width}-sent`), fullPage: true });

      const list = await api<{ items: Array<{ data: Record<string, unknown> }> }>(token, 'GET', `/api/folios/${folioId}/submissions`);
      const mine = list.items.find((s) => s.data[w.name.id] === name);
      expect(mine).toBeDefined();
      const data = mine!.data;
      expect(data[w.ticket.id]).toEqual(['adult']);
      expect(data[w.parking.id]).toEqual(['no']);
      expect(data[w.comments.id]).toBe('See you there');
      // Hidden by the rule, and on the step the jump skipped: not stored.
      expect(w.student.id in data).toBe(false);
      expect(w.plate.id in data).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
