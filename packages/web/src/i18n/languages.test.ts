import { describe, expect, it } from 'vitest';
import { chooseLanguage, directionOfAppLanguage, matchLanguage } from './languages.ts';

describe('the language the app shows', () => {
  it('a stored choice wins over the browser', () => {
    expect(chooseLanguage('ar', ['fr-FR', 'en'])).toBe('ar');
  });
  it('else the first shipped language of the browser, by its primary subtag', () => {
    expect(chooseLanguage(null, ['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(matchLanguage(['ar_EG'])).toBe('ar');
  });
  it('else English; a stored choice that is not shipped is ignored', () => {
    expect(chooseLanguage('xx', ['de', 'ja'])).toBe('en');
    expect(chooseLanguage(undefined, [])).toBe('en');
  });
  it('Arabic is right to left', () => {
    expect(directionOfAppLanguage('ar')).toBe('rtl');
    expect(directionOfAppLanguage('fr')).toBe('ltr');
  });
});
