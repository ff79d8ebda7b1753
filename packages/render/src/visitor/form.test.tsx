// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FOLIO_TEXTS, createNode, type FolioNode, type NodeOfKind } from '@folio/model';
import { renderToString } from 'react-dom/server';
import { FolioPage } from '../FolioPage.tsx';
import { docWith, node } from '../test/docs.ts';
import { $, $$, click, visit } from '../test/visit.tsx';

let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** One block per widget, then the submit button listing them all. */
function formDoc(widgets: FolioNode[], button: { redirectUrl?: string; sendEmail?: boolean } = {}) {
  const submit = node('button-widget', 'send', {
    meta: {
      action: { click: { type: 'submit' as const, status: 'idle' as const, widgetIds: widgets.map((w) => w.id), ...button } },
      appearance: { text: 'Send', icon: 'send', useText: true },
    },
  });
  const all = [...widgets, submit];
  const blocks = all.map((w) => node('block', `b-${w.id}`, { resource: w.id }));
  const doc = docWith(undefined, [], [...all, ...blocks]);
  doc.nodes.c1 = { ...(doc.nodes.c1 as NodeOfKind<'column'>), children: blocks.map((b) => b.id) };
  delete doc.nodes.b1;
  return doc;
}

const alert = () => $('[data-fo-toast="alert"]').textContent;
const field = (id: string) => $(`[data-fo-widget="${id}"]`);
const shownError = (id: string) => field(id).querySelector('[data-fo-error]:not([hidden])')?.textContent ?? null;
const typeInto = (el: HTMLInputElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('submitting a published form', () => {
  const required = <K extends 'text-widget' | 'numeric-widget' | 'multiple-choice-widget' | 'date-widget' | 'time-widget' | 'upload-widget' | 'hyperlink-widget'>(kind: K, id: string) =>
    ({ ...createNode(kind), id, required: true }) as NodeOfKind<K>;

  it('carries the hooks the script needs: target on the button, honeypot out of reach, live regions', () => {
    cleanup = visit(formDoc([required('text-widget', 'name')]), { folioId: 'f1', websiteId: 'w9' });
    const button = $('button[data-fo-submit]');
    expect(button.dataset).toMatchObject({ foSubmit: 'send', foWidgets: 'name', foFolio: 'f1', foWebsite: 'w9', status: 'idle' });
    const honeypot = $<HTMLInputElement>('input[name="website"]');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect($$('[data-fo-toast]').map((el) => el.getAttribute('role'))).toEqual(['status', 'alert']);
    expect(field('name').dataset).toMatchObject({ foKind: 'text-widget', foValidation: 'text' });
    expect(field('name').hasAttribute('data-fo-required')).toBe(true);
  });

  it('leaves the honeypot, toasts and target out of the editor canvas and of pages without a submit button', () => {
    const doc = formDoc([required('text-widget', 'name')]);
    const edit = renderToString(<FolioPage doc={doc} pageId="p1" mode="edit" formTarget={{ folioId: 'f1' }} />);
    expect(edit).not.toContain('data-fo-honeypot');
    expect(edit).not.toContain('data-fo-folio');
    const noButton = docWith(required('text-widget', 'name'));
    expect(renderToString(<FolioPage doc={noButton} pageId="p1" mode="view" formTarget={{ folioId: 'f1' }} />)).not.toContain('data-fo-toast');
  });

  it('flags every empty required widget, announces the spec toast, focuses the first and rejects all buttons', () => {
    const widgets = [
      required('text-widget', 'name'),
      required('numeric-widget', 'age'),
      { ...required('multiple-choice-widget', 'pick'), meta: { ...createNode('multiple-choice-widget').meta, options: [{ value: 'a', option: { type: 'text' as const, text: 'A' } }] } },
      required('date-widget', 'day'),
      required('time-widget', 'at'),
      required('upload-widget', 'cv'),
      required('hyperlink-widget', 'site'),
    ];
    cleanup = visit(formDoc(widgets), { folioId: 'f1' });
    click($('button[data-fo-submit]'));
    expect(alert()).toBe(FOLIO_TEXTS.submissionInvalid);
    expect(alert()).toBe('There was an error in your submission; please review your entries.');
    for (const w of widgets) {
      expect(field(w.id).classList.contains('fo-field--error'), w.id).toBe(true);
      expect(shownError(w.id), w.id).not.toBeNull();
      const control = field(w.id).querySelector('input, select, textarea')!;
      expect(control.getAttribute('aria-invalid'), w.id).toBe('true');
      expect(control.getAttribute('aria-describedby'), w.id).toContain(field(w.id).querySelector('[data-fo-error]')!.id);
    }
    expect(document.activeElement).toBe($('#fo-name'));
    expect(shownError('name')).toBe('Fill in this field.');
    expect($('button[data-fo-submit]').dataset.status).toBe('rejected');
  });

  it('calls an empty required email field missing, and a malformed one invalid', () => {
    const email = { ...required('text-widget', 'mail'), meta: { ...createNode('text-widget').meta, dataValidationType: 'email' as const } };
    cleanup = visit(formDoc([email]), { folioId: 'f1' });
    click($('button[data-fo-submit]'));
    expect(shownError('mail')).toBe('Fill in this field.');
    typeInto($('#fo-mail'), 'nope');
    click($('button[data-fo-submit]'));
    expect(shownError('mail')).toBe('Enter a valid email address.');
  });

  it('refuses a bad email, a bad phone and a bad address even when optional, and clears a flag when corrected', () => {
    const email = { ...createNode('text-widget'), id: 'mail', meta: { ...createNode('text-widget').meta, dataValidationType: 'email' as const } };
    const tel = { ...createNode('text-widget'), id: 'tel', meta: { ...createNode('text-widget').meta, dataValidationType: 'tel' as const } };
    const link = { ...createNode('hyperlink-widget'), id: 'link' };
    cleanup = visit(formDoc([email, tel, link]), { folioId: 'f1' });
    typeInto($('#fo-mail'), 'not-an-address');
    typeInto($('#fo-tel'), '12345');
    typeInto($('#fo-link'), 'example');
    click($('button[data-fo-submit]'));
    expect(alert()).toBe(FOLIO_TEXTS.submissionInvalid);
    expect(shownError('mail')).toBe('Enter a valid email address.');
    expect(shownError('tel')).toBe('Enter a valid phone number.');
    expect(shownError('link')).not.toBeNull();
    typeInto($('#fo-mail'), '');
    click($('button[data-fo-submit]'));
    expect(shownError('mail')).toBeNull();
    typeInto($('#fo-mail'), 'ana@example.com');
    expect(shownError('mail')).toBeNull();
    expect($('#fo-mail').getAttribute('aria-invalid')).toBeNull();
  });

  it('treats a time the visitor never chose as not set, and 0 as an empty number (spec §5)', () => {
    cleanup = visit(formDoc([required('time-widget', 'at'), required('numeric-widget', 'n')]), { folioId: 'f1' });
    expect($<HTMLInputElement>('#fo-at').value).toBe('00:00');
    click($('button[data-fo-submit]'));
    expect(shownError('at')).not.toBeNull();
    expect(shownError('n')).not.toBeNull();
    typeInto($('#fo-at'), '09:30');
    typeInto($('#fo-n'), '3');
    expect(shownError('at')).toBeNull();
  });
});

describe('answer checking for visitors', () => {
  const withFeedback = (showCorrect: boolean) =>
    ({
      ...createNode('text-widget'),
      id: 'capital',
      feedback: { ...createNode('text-widget').feedback, enabled: true, showCorrect, correctAnswer: 'Paris' },
    }) as NodeOfKind<'text-widget'>;
  const shown = () => $$('[data-fo-result]:not([hidden])').map((el) => el.textContent);

  it('reveals the correct or the incorrect feedback with its face, and the correct answer when asked', () => {
    cleanup = visit(formDoc([withFeedback(true)]), { folioId: 'f1' });
    expect(shown()).toEqual([]);
    typeInto($('#fo-capital'), 'Rome');
    click($('[data-fo-check]'));
    expect(shown()).toEqual(['Try again!', 'Correct answer: Paris']);
    typeInto($('#fo-capital'), ' paris ');
    click($('[data-fo-check]'));
    expect(shown()).toEqual(['Correct!']);
    expect($('[data-fo-result="correct"] svg')).toBeTruthy();
  });

  it('keeps the correct answer hidden after a wrong one unless showCorrect is on', () => {
    cleanup = visit(formDoc([withFeedback(false)]), { folioId: 'f1' });
    typeInto($('#fo-capital'), 'Rome');
    click($('[data-fo-check]'));
    expect(shown()).toEqual(['Try again!']);
    expect(document.body.innerHTML).not.toContain('Correct answer:');
  });
});

