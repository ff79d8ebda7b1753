// A visitor fills a published form on the sites origin: validation with the spec's toasts, answer checking, an
// upload through tus with its pending toast, a complete submission and the reset (spec §4 Submit button, §5, §8).
import path from 'node:path';
import { createNode, type FolioNode } from '@folio/model';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { holdUploadBytes, SHOTS, useBrowser } from './helpers.ts';
import { adminToken, publishFolio, sitesUrl } from './api.ts';
import { formWidget } from './formWidget.ts';

const browser = useBrowser();

const TOASTS = {
  invalid: 'There was an error in your submission; please review your entries.',
  pending: 'Please wait a moment, there are files waiting to be uploaded.',
  received: 'Submission successfully received!',
};

const THANKS = 'Thanks for telling us! We will write to you before the open day.';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const widget = formWidget;

const w = {
  name: widget('text-widget', 'Your name', { required: true }),
  email: widget('text-widget', 'Email', { required: true, meta: { dataValidationType: 'email' } }),
  phone: widget('text-widget', 'Phone', { meta: { dataValidationType: 'tel' } }),
  capital: widget('text-widget', 'Capital of France', {
    feedback: { ...createNode('text-widget').feedback, enabled: true, showCorrect: true, correctAnswer: 'Paris' },
  }),
  guests: widget('numeric-widget', 'Guests', { required: true, meta: { min: 0, max: 10 } }),
  season: widget('multiple-choice-widget', 'Favourite season', {
    required: true,
    meta: { options: ['Spring', 'Summer', 'Autumn'].map((text) => ({ value: text.toLowerCase(), option: { type: 'text', text } })) },
  }),
  day: widget('date-widget', 'Day of the visit', { required: true }),
  at: widget('time-widget', 'Arrival time', { required: true }),
  cv: widget('upload-widget', 'Your CV (PDF)', { required: true, meta: { format: 'single', fileTypes: ['pdf'] } }),
  site: widget('hyperlink-widget', 'Your website'),
};
const ids = Object.values(w).map((n) => n.id);

function formPage(pageId: string): FolioNode[] {
  const nodes: FolioNode[] = [];
  const blocks: string[] = [];
  const block = (resource: FolioNode) => {
    const b = createNode('block', { resource: resource.id });
    nodes.push(b, resource);
    blocks.push(b.id);
  };
  block(createNode('text-resource', { html: '<h1>Open day</h1><p>Tell us about your visit.</p>' }));
  for (const node of Object.values(w)) block(node);
  const submit = (text: string, widgetIds: string[], thankYouMessage?: string) => {
    const button = createNode('button-widget');
    button.meta = { action: { click: { type: 'submit', status: 'idle', widgetIds, ...(thankYouMessage ? { thankYouMessage } : {}) } }, appearance: { text, icon: 'send', useText: true } };
    return button;
  };
  block(submit('Send', ids, THANKS));
  // A second button that sends the name alone: the status is set on both at once.
  block(submit('Send name only', [w.name.id]));
  const column = createNode('column', { children: blocks });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  const page = createNode('page', { id: pageId, name: 'Open day', children: [tile.id] });
  return [page, tile, layout, column, ...nodes];
}

let pageUrl = '';
beforeAll(async () => {
  const token = await adminToken();
  const { id, pageId } = await publishFolio(token, 'Open day', formPage);
  pageUrl = `${sitesUrl}/folio/${id}/page/${pageId}`;
});

const field = (page: Page, id: string) => page.locator(`[data-fo-widget="${id}"]`);
const control = (page: Page, id: string) => page.locator(`#fo-${id}`);
const alertToast = (page: Page) => page.locator('[data-fo-toast="alert"][role="alert"]');
const statusToast = (page: Page) => page.locator('[data-fo-toast="status"][role="status"]');
const statuses = (page: Page) => page.locator('button[data-fo-submit]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.status));
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('a visitor fills a published form on the sites origin', () => {
  for (const width of [568, 1280]) {
    it(`validates, checks answers, uploads a PDF and submits at ${width} px`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const posts: string[] = [];
      // The page's analytics beacons (issue 14) are not the form's sending.
      const beacon = /^\/public\/api\/(siteSessions|pageSessions|uiEvents)$/;
      page.on('request', (r) => r.method() === 'POST' && !beacon.test(new URL(r.url()).pathname) && posts.push(new URL(r.url()).origin));
      expect((await page.goto(pageUrl))?.status()).toBe(200);
      await page.waitForLoadState('load');
      const send = page.getByRole('button', { name: 'Send', exact: true });

      // Nothing filled: every required widget is flagged, the live region announces the spec's toast, the first
      // invalid field has the focus and both buttons are rejected. Nothing was sent.
      await send.click();
      await expect.poll(() => alertToast(page).textContent()).toBe(TOASTS.invalid);
      for (const id of [w.name.id, w.email.id, w.guests.id, w.season.id, w.day.id, w.at.id, w.cv.id]) {
        expect(await field(page, id).getAttribute('class'), id).toContain('fo-field--error');
        expect(await field(page, id).locator('[data-fo-error]').isVisible(), id).toBe(true);
        expect(await field(page, id).locator('input, select, textarea').first().getAttribute('aria-invalid'), id).toBe('true');
      }
      for (const id of [w.phone.id, w.capital.id, w.site.id]) expect(await field(page, id).getAttribute('class'), id).not.toContain('fo-field--error');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(`fo-${w.name.id}`);
      expect(await statuses(page)).toEqual(['rejected', 'rejected']);
      expect(posts).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `form-invalid-${width}.png`), fullPage: false });

      // Each bad entry is refused on its own: email, North-American phone, web address.
      await control(page, w.name.id).fill('Ana Lima');
      expect(await field(page, w.name.id).getAttribute('class')).not.toContain('fo-field--error');
      await control(page, w.email.id).fill('ana-at-example');
      await control(page, w.phone.id).fill('12345');
      await control(page, w.site.id).fill('example');
      await send.click();
      await expect.poll(() => alertToast(page).textContent()).toBe(TOASTS.invalid);
      expect(await field(page, w.email.id).locator('[data-fo-error]').textContent()).toBe('Enter a valid email address.');
      expect(await field(page, w.phone.id).locator('[data-fo-error]').textContent()).toBe('Enter a valid phone number.');
      expect(await field(page, w.site.id).locator('[data-fo-error]').isVisible()).toBe(true);
      expect(await field(page, w.name.id).getAttribute('class')).not.toContain('fo-field--error');

      // Answer checking: wrong, then right, with the faces icons and the correct answer shown after a wrong one.
      await control(page, w.capital.id).fill('Rome');
      await field(page, w.capital.id).getByRole('button', { name: 'Check Answer' }).click();
      expect(await field(page, w.capital.id).getByText('Try again!').isVisible()).toBe(true);
      expect(await field(page, w.capital.id).getByText('Correct answer: Paris').isVisible()).toBe(true);
      await control(page, w.capital.id).fill('paris');
      await field(page, w.capital.id).getByRole('button', { name: 'Check Answer' }).click();
      expect(await field(page, w.capital.id).getByText('Correct!').isVisible()).toBe(true);
      expect(await field(page, w.capital.id).getByText('Try again!').isVisible()).toBe(false);

      // Everything valid, but the PDF still uploading: the submit waits with the spec's toast.
      await control(page, w.email.id).fill('ana@example.com');
      await control(page, w.phone.id).fill('(514) 555-0199');
      await control(page, w.site.id).fill('https://ana.example.com');
      await control(page, w.guests.id).fill('3');
      // One answer: round radio buttons, not square boxes (issue 26).
      expect(await field(page, w.season.id).locator('input[type="radio"]').count()).toBe(3);
      expect(await field(page, w.season.id).locator('input[type="checkbox"]').count()).toBe(0);
      await field(page, w.season.id).getByText('Summer').click();
      await control(page, w.day.id).fill('2026-12-05');
      await control(page, w.at.id).fill('09:30');
      // A file the widget does not take is refused before sending; one whose bytes are no PDF, by the server.
      await control(page, w.cv.id).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
      await expect.poll(() => field(page, w.cv.id).locator('li[data-state="error"]').textContent()).toBe('photo.png: not accepted here; choose a PDF file.');
      await control(page, w.cv.id).setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
      await expect.poll(() => field(page, w.cv.id).locator('li[data-state="error"]').textContent()).toContain('fake.pdf: The file\'s content is');
      expect(await field(page, w.cv.id).locator('li[data-state="error"]').textContent()).toContain('this form takes PDF files');
      const hold = await holdUploadBytes(page);
      await control(page, w.cv.id).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect.poll(() => field(page, w.cv.id).locator('[data-fo-upload-status]').textContent()).toBe('Uploading 1 file…');
      expect(await field(page, w.cv.id).locator('progress').count()).toBe(1);
      await send.click();
      await expect.poll(() => statusToast(page).textContent()).toBe(TOASTS.pending);
      expect(await alertToast(page).textContent()).toBe('');
      await page.screenshot({ path: path.join(SHOTS, `form-uploading-${width}.png`), fullPage: false });
      hold.release();
      await expect.poll(() => field(page, w.cv.id).locator('li[data-state="done"]').count()).toBe(1);
      await hold.stop();
      // Choosing again on a one-file widget replaced the refused ones: only the PDF is listed.
      expect(await field(page, w.cv.id).locator('li').count()).toBe(1);
      await field(page, w.cv.id).locator('li').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `form-uploaded-${width}.png`), fullPage: false });
      expect(await field(page, w.cv.id).locator('[data-fo-upload-status]').textContent()).toBe('');

      // The complete submission goes to the page's own origin and succeeds; the widgets reset (spec §4).
      const answer = page.waitForResponse((r) => r.url().endsWith('/public/api/submissions') && r.request().method() === 'POST');
      await send.click();
      const res = await answer;
      expect(new URL(res.url()).origin).toBe(sitesUrl);
      expect(res.status()).toBe(201);
      const body = res.request().postDataJSON() as { folioId: string; buttonId: string; data: Record<string, unknown>; website?: string };
      expect(body.website).toBeUndefined();
      expect(Object.keys(body.data).sort()).toEqual([...ids].sort());
      expect(body.data).toMatchObject({
        [w.name.id]: 'Ana Lima',
        [w.email.id]: 'ana@example.com',
        [w.guests.id]: 3,
        [w.season.id]: ['summer'],
        [w.day.id]: '2026-12-05',
        [w.at.id]: '09:30',
        [w.site.id]: 'https://ana.example.com',
      });
      expect(body.data[w.cv.id]).toEqual([{ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'cv.pdf' }]);
      expect(res.request().headers()['x-session']).toMatch(/^[0-9a-f]{48}$/);
      await expect.poll(() => statusToast(page).textContent()).toBe(TOASTS.received);
      expect(await statuses(page)).toEqual(['fulfilled', 'fulfilled']);
      expect(await control(page, w.name.id).inputValue()).toBe('');
      expect(await control(page, w.guests.id).inputValue()).toBe('0');
      expect(await field(page, w.season.id).locator('input:checked').count()).toBe(0);
      expect(await control(page, w.day.id).inputValue()).toBe(today());
      expect(await control(page, w.at.id).inputValue()).toBe('00:00');
      expect(await field(page, w.cv.id).locator('li').count()).toBe(0);
      expect(await page.locator('.fo-field--error').count()).toBe(0);
      expect(await field(page, w.capital.id).getByText('Correct!').isVisible()).toBe(false);
      // The form's thank-you message takes its place and has the focus (issue 26); the other form stays.
      const thanks = page.getByRole('status').filter({ hasText: THANKS });
      await expect.poll(() => thanks.isVisible()).toBe(true);
      expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await control(page, w.name.id).isVisible()).toBe(false);
      expect(await send.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Send name only' }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `form-received-${width}.png`), fullPage: false });
      // "Send another answer" brings the form back, emptied, with the focus on its first field.
      await page.getByRole('button', { name: 'Send another answer' }).click();
      expect(await thanks.isVisible()).toBe(false);
      expect(await send.isVisible()).toBe(true);
      expect(await control(page, w.name.id).evaluate((el) => el === document.activeElement)).toBe(true);

      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
