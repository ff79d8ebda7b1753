// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatMoney, formatNumber } from './format.ts';
import { switchLanguage, translate } from './i18n.ts';
import { translateServerText } from './serverText.ts';

afterAll(() => switchLanguage('en', false));

describe('formats follow the app language', () => {
  it('English keeps the spec wording', async () => {
    await switchLanguage('en', false);
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatDate('2026-11-22T08:05:00Z', 'UTC')).toBe('November 22, 08:05 AM');
    expect(formatMoney(1250, 'CAD')).toBe('$12.50');
    expect(formatNumber(12345)).toBe('12,345');
    expect(translate('common:results.count', { count: 3 })).toBe('3 results found');
    expect(translate('common:results.count', { count: 1 })).toBe('1 result found');
    expect(translate('common:results.count', { count: 0 })).toBe('No results found');
  });
  it('French uses its own separators, month names and plurals', async () => {
    await switchLanguage('fr', false);
    expect(formatNumber(12345).replace(/\s/g, ' ')).toBe('12 345');
    expect(formatBytes(1536).replace(/\s/g, ' ')).toBe('1,5 ko');
    expect(formatDate('2026-11-22T08:05:00Z', 'UTC')).toContain('novembre');
    expect(formatMoney(1250, 'CAD').replace(/\s/g, ' ')).toBe('12,50 $CA');
    expect(translate('common:results.count', { count: 2 })).toBe('2 résultats trouvés');
    expect(translate('common:results.count', { count: 1 })).toBe('1 résultat trouvé');
    expect(translateServerText('Not found')).toBe('Introuvable');
    expect(translateServerText('A message the app does not know')).toBe('A message the app does not know');
  });
  it('Arabic has its six plural forms', async () => {
    await switchLanguage('ar', false);
    expect(translate('common:results.count', { count: 2 })).toBe('تم العثور على نتيجتين');
    expect(translate('common:results.count', { count: 3 })).toContain('نتائج');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
