// @vitest-environment happy-dom
/** A folio in several languages (issue 32): the page drawn in a translation, its fixed words and the visitor script's texts in that language. */
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createNode, translateDocument, type FolioDocument, type FolioNode, type NodeOfKind } from '@folio/model';
import { FolioPage } from './FolioPage.tsx';
import { docWith, node } from './test/docs.ts';
import { $, click } from './test/visit.tsx';
import { initVisitor } from './visitor/init.ts';
import { messagesScript, visitorMessages } from './visitor/messages/index.ts';

let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function form(): FolioDocument {
  const name = { ...createNode('text-widget'), id: 'name', required: true, label: { position: 'top' as const, text: 'Your name' } } as NodeOfKind<'text-widget'>;
  const base = createNode('multiple-choice-widget');
  const colour = {
    ...base,
    id: 'colour',
    required: true,
    label: { position: 'top' as const, text: 'Colour' },
    meta: { ...base.meta, options: [{ value: 'red', option: { type: 'text' as const, text: 'Red' } }, { value: 'blue', option: { type: 'text' as const, text: 'Blue' } }] },
  } as NodeOfKind<'multiple-choice-widget'>;
  const intro = node('text-resource', 'intro', { html: '<p>Hello</p>' });
  const send = node('button-widget', 'send', {
    meta: { action: { click: { type: 'submit' as const, status: 'idle' as const, widgetIds: ['name', 'colour'] } }, appearance: { text: '', icon: 'send', useText: true } },
  });
  const all: FolioNode[] = [intro, name, colour, send];
  const blocks = all.map((w) => node('block', `b-${w.id}`, { resource: w.id }));
  const doc = docWith(undefined, [], [...all, ...blocks]);
  doc.nodes.c1 = { ...(doc.nodes.c1 as NodeOfKind<'column'>), children: blocks.map((b) => b.id) };
  delete doc.nodes.b1;
  return {
    ...doc,
    root: {
      ...doc.root,
      language: 'en',
      translations: {
        fr: { 'name.label': 'Votre nom', 'colour.label': 'Couleur', 'colour.option.red': 'Rouge', 'colour.option.blue': 'Bleu', 'intro.html': '<p>Bonjour</p>' },
        ar: { 'name.label': 'اسمك' },
      },
    },
  };
}

/** The page as the server sends it in `lang`: the translated document, its fixed words and the script's texts. */
function visitIn(lang: string): () => void {
  const doc = translateDocument(form(), lang);
  document.body.innerHTML = renderToString(<FolioPage doc={doc} pageId="p1" mode="view" formTarget={{ folioId: 'f1' }} messages={visitorMessages(lang)} />) + messagesScript(lang);
  return initVisitor(document);
}

describe('a page in a translation', () => {
  it('draws the French texts and fixed words, the options keeping their values', () => {
    cleanup = visitIn('fr');
    expect($('label[for]').textContent).toContain('Votre nom');
    expect($('.fo-text').innerHTML).toBe('<p>Bonjour</p>');
    const options = [...document.querySelectorAll<HTMLInputElement>('[data-fo-widget="colour"] input')];
    expect(options.map((o) => o.value)).toEqual(['red', 'blue']);
    expect(options.map((o) => o.labels?.[0]?.textContent?.trim())).toEqual(['Rouge', 'Bleu']);
    expect($('legend').textContent).toContain('(obligatoire)');
    expect($('button[data-fo-submit]').textContent).toBe('Envoyer');
    expect($('.fo-thanks__again').textContent).toBe('Envoyer une autre réponse');
  });

  it('shows the visitor script’s toasts and field errors in French', () => {
    cleanup = visitIn('fr');
    click($('button[data-fo-submit]'));
    expect($('[data-fo-toast="alert"]').textContent).toBe('Votre envoi comporte une erreur ; veuillez vérifier vos réponses.');
    expect($('[data-fo-widget="name"] [data-fo-error]:not([hidden])').textContent).toBe('Veuillez remplir ce champ.');
  });

  it('shows them in Arabic on an Arabic page, and in English without a set (a missing translation keeps the original)', () => {
    cleanup = visitIn('ar');
    expect($('label[for]').textContent).toContain('اسمك');
    expect($('[data-fo-widget="colour"] legend').textContent).toContain('Colour');
    click($('button[data-fo-submit]'));
    expect($('[data-fo-toast="alert"]').textContent).toBe('يوجد خطأ في إرسالك؛ يُرجى مراجعة إجاباتك.');
    cleanup();
    cleanup = visitIn('en');
    click($('button[data-fo-submit]'));
    expect($('[data-fo-toast="alert"]').textContent).toBe('There was an error in your submission; please review your entries.');
    expect($('button[data-fo-submit]').textContent).toBe('Submit');
  });
});

describe('a closed form in a translation', () => {
  it('says the default closed and opening texts in the page’s language', () => {
    const doc = form();
    const closedDoc = { ...doc, root: { ...doc.root } };
    const html = (opensAt: string | null, closesAt: string | null, lang: string) =>
      renderToString(
        <FolioPage doc={closedDoc} pageId="p1" mode="view" formTarget={{ folioId: 'f1', window: { opensAt, closesAt }, now: Date.parse('2026-06-01T00:00:00Z') }} messages={visitorMessages(lang)} />,
      );
    expect(html(null, '2026-01-01T00:00:00Z', 'fr')).toContain('Ce formulaire est fermé.');
    expect(html('2026-07-01T09:00:00Z', null, 'fr')).toContain('Ce formulaire ouvre le 1 July 2026, 09:00 UTC.');
    expect(html(null, '2026-01-01T00:00:00Z', 'en')).toContain('This form is closed.');
  });
});
