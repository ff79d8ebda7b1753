import { describe, expect, it } from 'vitest';
import { LANGUAGE_TEXTS, directionOf, languageProblem, normalizeLanguage, pageLanguage } from './language.ts';

describe('languageProblem', () => {
  it.each(['en', 'fr', 'pt-BR', 'pt-br', 'zh-Hant-TW', 'es-419', 'sr-Latn', 'de-CH-1996', 'ca-valencia', 'ckb', 'az-Arab-IR'])(
    'accepts %s',
    (tag) => expect(languageProblem(tag)).toBeNull(),
  );

  it.each(['', 'e', 'english', 'en_US', 'en-', '-en', 'en--US', 'en-U', 'zh-Hant-TW-x', '12', 'en US', 'fr-1234567890'])(
    'refuses %j with the fix',
    (tag) => expect(languageProblem(tag)).toBe(LANGUAGE_TEXTS.malformed),
  );

  it('refuses a tag longer than 35 characters', () => {
    expect(languageProblem(`en-${'abcdefgh-'.repeat(4)}x`)).toBe(LANGUAGE_TEXTS.tooLong);
  });
});

describe('normalizeLanguage', () => {
  it.each([
    ['pt-br', 'pt-BR'],
    ['zh-hant-tw', 'zh-Hant-TW'],
    ['EN', 'en'],
    [' fr-ca ', 'fr-CA'],
    ['SR-LATN', 'sr-Latn'],
    ['de-ch-1996', 'de-CH-1996'],
    ['es-419', 'es-419'],
  ])('%s → %s', (tag, normalized) => expect(normalizeLanguage(tag)).toBe(normalized));
});

describe('directionOf', () => {
  it.each(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb', 'ar-EG', 'AR', 'az-Arab'])('%s is rtl', (tag) =>
    expect(directionOf(tag)).toBe('rtl'),
  );
  it.each(['en', 'fr', 'zh-Hant-TW', 'ja', 'az', 'ku-Latn', 'uz-Latn', 'nonsense!'])('%s is ltr', (tag) =>
    expect(directionOf(tag)).toBe('ltr'),
  );
});

describe('pageLanguage', () => {
  it('is en, ltr without a language anywhere', () => {
    expect(pageLanguage({}, null)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(pageLanguage(null, { language: null })).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it("takes the folio's language and its usual direction", () => {
    expect(pageLanguage({ language: 'ar' }, null)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(pageLanguage({ language: 'pt-br' }, null)).toEqual({ lang: 'pt-BR', dir: 'ltr' });
  });

  it("keeps the folio's own direction", () => {
    expect(pageLanguage({ language: 'ar', direction: 'ltr' }, null)).toEqual({ lang: 'ar', dir: 'ltr' });
    expect(pageLanguage({ direction: 'rtl' }, null)).toEqual({ lang: 'en', dir: 'rtl' });
  });

  it("lets the website's language win on its pages, with that language's direction", () => {
    expect(pageLanguage({ language: 'fr', direction: 'ltr' }, { language: 'he' })).toEqual({ lang: 'he', dir: 'rtl' });
    expect(pageLanguage({ language: 'ar' }, { language: 'de' })).toEqual({ lang: 'de', dir: 'ltr' });
  });

  it("falls back to the folio's language when the website has none", () => {
    expect(pageLanguage({ language: 'fa' }, { language: null })).toEqual({ lang: 'fa', dir: 'rtl' });
  });

  it('ignores a malformed stored tag', () => {
    expect(pageLanguage({ language: 'not a tag' }, { language: '' })).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
