import { describe, expect, it } from 'vitest';
import { addWidgetBlock, basicFolio } from './testing.ts';
import {
  TRANSLATION_LIMITS,
  chooseLanguage,
  folioLanguages,
  isRichTextId,
  translatableTexts,
  translateDocument,
  translationProgress,
  translationsProblem,
} from './translations.ts';
import type { FolioDocument, MultipleChoiceWidget } from './types.ts';

function form(): FolioDocument {
  let doc = basicFolio();
  doc = addWidgetBlock(doc, 'c1', 'bq', 'text-widget', 'name', { label: { position: 'top', text: 'Your name' } });
  doc = addWidgetBlock(doc, 'c1', 'bc', 'multiple-choice-widget', 'colour', { label: { position: 'top', text: 'Colour' } });
  const colour = doc.nodes.colour as MultipleChoiceWidget;
  doc = {
    ...doc,
    nodes: {
      ...doc.nodes,
      colour: {
        ...colour,
        meta: {
          ...colour.meta,
          options: [
            { value: 'red', option: { type: 'text', text: 'Red' } },
            { value: 'blue', option: { type: 'text', text: 'Blue' } },
          ],
        },
      },
    },
  };
  doc = addWidgetBlock(doc, 'c2', 'bt', 'text-resource', 'intro', { html: '<p>Hello</p>' });
  return { ...doc, root: { ...doc.root, name: 'Survey', language: 'en' } };
}

describe('translatable texts', () => {
  it('lists labels, options and rich texts with stable ids', () => {
    const ids = translatableTexts(form()).map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(['root.name', 'name.label', 'colour.label', 'colour.option.red', 'colour.option.blue', 'intro.html']));
    expect(translatableTexts(form()).find((t) => t.id === 'intro.html')?.rich).toBe(true);
    expect(isRichTextId('intro.html')).toBe(true);
    expect(isRichTextId('acc.panel.p1.content')).toBe(true);
    expect(isRichTextId('acc.panel.p1.title')).toBe(false);
    expect(isRichTextId('colour.option.red')).toBe(false);
  });

  it('translates the document, keeping option values and falling back to the original', () => {
    const doc = { ...form(), root: { ...form().root, translations: { fr: { 'name.label': 'Votre nom', 'colour.option.red': 'Rouge', 'intro.html': '<p>Bonjour</p>', 'root.name': 'Sondage' } } } };
    const fr = translateDocument(doc, 'fr');
    expect((fr.nodes.name as { label: { text: string } }).label.text).toBe('Votre nom');
    const options = (fr.nodes.colour as MultipleChoiceWidget).meta.options;
    expect(options.map((o) => o.value)).toEqual(['red', 'blue']);
    expect(options.map((o) => (o.option.type === 'text' ? o.option.text : ''))).toEqual(['Rouge', 'Blue']);
    expect((fr.nodes.intro as { html: string }).html).toBe('<p>Bonjour</p>');
    expect(fr.root.name).toBe('Sondage');
    // The own language and an unknown one: the document itself.
    expect(translateDocument(doc, 'en')).toBe(doc);
    expect(translateDocument(doc, 'de')).toBe(doc);
    expect(translationProgress(doc, 'fr')).toEqual({ done: 4, total: translatableTexts(doc).length });
    expect(folioLanguages(doc.root)).toEqual(['en', 'fr']);
  });
});

describe('translationsProblem', () => {
  it('accepts absent and well-formed translations', () => {
    expect(translationsProblem(undefined, 'en')).toBeNull();
    expect(translationsProblem({ fr: { 'w1.label': 'Nom' }, 'pt-BR': {} }, 'en')).toBeNull();
  });

  it('refuses bad shapes, tags and sizes', () => {
    expect(translationsProblem([], 'en')).toMatch(/map language tags/);
    expect(translationsProblem({ 'not a tag': {} }, 'en')).toMatch(/language tag/);
    expect(translationsProblem({ 'pt-br': {} }, 'en')).toMatch(/usual case \(pt-BR\)/);
    expect(translationsProblem({ en: {} }, 'en')).toMatch(/own language/);
    expect(translationsProblem({ en: {} }, undefined)).toMatch(/own language/);
    expect(translationsProblem({ fr: { 'no-dot': 'x' } }, 'en')).toMatch(/name a text/);
    expect(translationsProblem({ fr: { 'w1.label': 3 } }, 'en')).toMatch(/must be a string/);
    expect(translationsProblem({ fr: { 'w1.label': 'x'.repeat(TRANSLATION_LIMITS.plainLength + 1) } }, 'en')).toMatch(/at most/);
    expect(translationsProblem({ fr: { 'w1.html': 'x'.repeat(TRANSLATION_LIMITS.plainLength + 1) } }, 'en')).toBeNull();
    const many = Object.fromEntries(Array.from({ length: TRANSLATION_LIMITS.languages + 1 }, (_, i) => [`x${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`, {}]));
    expect(translationsProblem(many, 'en')).toMatch(/at most 20 translations/);
  });
});

describe('chooseLanguage', () => {
  const languages = ['en', 'fr', 'ar'];
  it('takes the address first, then the browser, then the own language', () => {
    expect(chooseLanguage(languages, 'fr', 'ar')).toBe('fr');
    expect(chooseLanguage(languages, 'de', 'ar,en;q=0.5')).toBe('ar');
    expect(chooseLanguage(languages, null, 'fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(chooseLanguage(languages, null, 'de-DE,en;q=0.1,fr;q=0.5')).toBe('fr');
    expect(chooseLanguage(languages, null, 'de')).toBe('en');
    expect(chooseLanguage(languages, null, null)).toBe('en');
    expect(chooseLanguage(['pt-BR', 'en'], null, 'pt')).toBe('pt-BR');
    expect(chooseLanguage(languages, 'FR', null)).toBe('fr');
  });
});

describe('renameTranslationIds', () => {
  it('renames the node part of each text id, leaving the root’s', async () => {
    const { renameTranslationIds } = await import('./translations.ts');
    expect(renameTranslationIds({ fr: { 'w1.label': 'Nom', 'w1.option.a': 'A', 'root.name': 'Sondage' } }, (id) => (id === 'w1' ? 'uuid-1' : id))).toEqual({
      fr: { 'uuid-1.label': 'Nom', 'uuid-1.option.a': 'A', 'root.name': 'Sondage' },
    });
    expect(renameTranslationIds(undefined, (id) => id)).toBeUndefined();
  });
});
