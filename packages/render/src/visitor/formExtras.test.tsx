// @vitest-environment happy-dom
// Issue 31 on the published page: the rich thank-you message quoting answers as text, "Send another" only when
// allowed, the closed note by the window and the clock (and after a 403 closed), hidden fields and prefill.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_WINDOW_TEXTS, createNode, type FolioNode, type NodeOfKind, type SubmitAction } from '@folio/model';
import { docWith, node } from '../test/docs.ts';
import { $, $$, click, visit } from '../test/visit.tsx';

let cleanup = () => {};
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

function formDoc(widgets: FolioNode[], click: Partial<SubmitAction> = {}) {
  const submit = node('button-widget', 'send', {
    meta: { action: { click: { type: 'submit', status: 'idle', widgetIds: widgets.map((w) => w.id), ...click } }, appearance: { text: 'Send', icon: 'send', useText: true } },
  });
  const all = [...widgets, submit];
  const blocks = all.map((w) => node('block', `b-${w.id}`, { resource: w.id }));
  const doc = docWith(undefined, [], [...all, ...blocks]);
  doc.nodes.c1 = { ...(doc.nodes.c1 as NodeOfKind<'column'>), children: blocks.map((b) => b.id) };
  delete doc.nodes.b1;
  return doc;
}

const text = (id: string, name: string, label: string) =>
  ({ ...createNode('text-widget'), id, name, label: { position: 'top', text: label } }) as NodeOfKind<'text-widget'>;
const colour = {
  ...createNode('multiple-choice-widget'),
  id: 'colour',
  name: 'colour',
  meta: {
    ...createNode('multiple-choice-widget').meta,
    options: [
      { value: 'r', option: { type: 'text' as const, text: 'Red' } },
      { value: 'g', option: { type: 'text' as const, text: 'Green' } },
    ],
  },
} as NodeOfKind<'multiple-choice-widget'>;

/** The page's fetch: answers every post 201 (or `status` with `body`), keeping what was sent. */
function server(status = 201, body: Record<string, unknown> = { id: 's1' }) {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const input = (id: string) => $<HTMLInputElement>(`[data-fo-widget="${id}"] input`);

describe('the thank-you message', () => {
  it('quotes the answers by label, name or id as text, never as HTML, and fills them afresh for another answer', async () => {
    const sent = server();
    const html = '<p>Thank you <strong>{{Your name}}</strong>!</p><p>You chose {{colour}}; <a href="https://example.com">more</a> {{nobody}}</p>';
    cleanup = visit(formDoc([text('name', 'first', 'Your name'), colour], { thankYouHtml: html }), { folioId: 'f1' });
    input('name').value = '<img src=x onerror="alert(1)">Ada';
    $<HTMLInputElement>('[data-fo-widget="colour"] input[value="g"]').checked = true;
    click($('button[data-fo-submit]'));
    await settle();
    expect(sent).toHaveLength(1);
    const thanks = $('[data-fo-thanks="send"]');
    expect(thanks.hidden).toBe(false);
    expect(thanks.querySelector('strong')!.textContent).toBe('<img src=x onerror="alert(1)">Ada');
    expect(thanks.querySelector('img')).toBeNull();
    expect(thanks.querySelector('a')!.getAttribute('href')).toBe('https://example.com');
    expect(thanks.textContent).toContain('You chose Green; more ');
    expect(thanks.textContent).not.toContain('{{');

    click($('[data-fo-again="send"]'));
    input('name').value = 'Grace';
    click($('button[data-fo-submit]'));
    await settle();
    expect($('[data-fo-thanks="send"] strong').textContent).toBe('Grace');
  });

  it('keeps the plain message and "Send another" by default, and leaves "Send another" out when not allowed', () => {
    cleanup = visit(formDoc([text('name', 'first', 'Name')], { thankYouMessage: 'Merci' }), { folioId: 'f1' });
    expect($('[data-fo-thanks] p').textContent).toBe('Merci');
    expect($$('[data-fo-again]')).toHaveLength(1);
    cleanup();
    cleanup = visit(formDoc([text('name', 'first', 'Name')], { allowAnother: false }), { folioId: 'f1' });
    expect($$('[data-fo-again]')).toHaveLength(0);
  });
});

describe('the closed note', () => {
  const hour = 3600_000;

  it('shows in place of a form drawn after it closed, with the default text or the author’s', () => {
    const window = { closesAt: new Date(Date.now() - hour).toISOString() };
    cleanup = visit(formDoc([text('name', 'first', 'Name')]), { folioId: 'f1', window, now: Date.now() });
    const note = $('[data-fo-closed="send"]');
    expect(note.hidden).toBe(false);
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toBe(FORM_WINDOW_TEXTS.closed);
    cleanup();
    cleanup = visit(formDoc([text('name', 'first', 'Name')]), { folioId: 'f1', window: { ...window, closedMessage: 'See you next year.' }, now: Date.now() });
    expect($('[data-fo-closed]').textContent).toBe('See you next year.');
  });

  it('is judged again on the visitor’s clock: a page drawn before the opening shows the form once it is open', () => {
    const opensAt = new Date(Date.now() - 1000).toISOString();
    const closesAt = new Date(Date.now() + hour).toISOString();
    const drawn = Date.now() - 5000;
    const html = visit(formDoc([text('name', 'first', 'Name')]), { folioId: 'f1', window: { opensAt, closesAt }, now: drawn });
    cleanup = html;
    const note = $('[data-fo-closed]');
    expect(note.hidden).toBe(true);
    expect(note.dataset.foLater).toBe(FORM_WINDOW_TEXTS.closed);
  });

  it('shows an open form and hides the note; a 403 closed from the server shows its message', async () => {
    server(403, { error: 'Forbidden', message: 'We have all the answers we need.', closed: true });
    cleanup = visit(formDoc([text('name', 'first', 'Name')]), { folioId: 'f1' });
    expect($('[data-fo-closed]').hidden).toBe(true);
    click($('button[data-fo-submit]'));
    await settle();
    expect($('[data-fo-closed]').hidden).toBe(false);
    expect($('[data-fo-closed]').textContent).toBe('We have all the answers we need.');
  });
});

describe('values from the page’s address', () => {
  it('sends the declared hidden fields only, and prefills visible fields by name or id when allowed', async () => {
    history.replaceState(null, '', `/?ref=newsletter&utm=x&first=Ada&colour=green&other=${'y'.repeat(600)}`);
    const sent = server();
    cleanup = visit(formDoc([text('name', 'first', 'Name'), colour], { hiddenFields: ['ref', 'other', 'absent'], prefill: true }), { folioId: 'f1' });
    expect(input('name').value).toBe('Ada');
    expect($<HTMLInputElement>('[data-fo-widget="colour"] input[value="g"]').checked).toBe(true);
    click($('button[data-fo-submit]'));
    await settle();
    expect(sent[0]!.hidden).toEqual({ ref: 'newsletter', other: 'y'.repeat(500) });
    expect(sent[0]!.data).toEqual({ name: 'Ada', colour: ['g'] });
  });

  it('prefills a date by the widget id, counted as chosen, and a number; the answers go as typed', async () => {
    history.replaceState(null, '', '/?day=2027-03-01&guests=3');
    const sent = server();
    const day = { ...createNode('date-widget'), id: 'day', name: '' } as NodeOfKind<'date-widget'>;
    const guests = { ...createNode('numeric-widget'), id: 'guests', name: 'guests' } as NodeOfKind<'numeric-widget'>;
    cleanup = visit(formDoc([day, guests], { prefill: true }), { folioId: 'f1' });
    click($('button[data-fo-submit]'));
    await settle();
    expect(sent[0]!.data).toEqual({ day: '2027-03-01', guests: 3 });
  });

  it('prefills nothing unless the button allows it, and sends no hidden object without hidden fields', async () => {
    history.replaceState(null, '', '/?first=Ada&ref=x');
    const sent = server();
    cleanup = visit(formDoc([text('name', 'first', 'Name')]), { folioId: 'f1' });
    expect(input('name').value).toBe('');
    input('name').value = 'Grace';
    click($('button[data-fo-submit]'));
    await settle();
    expect(sent[0]).not.toHaveProperty('hidden');
  });
});
