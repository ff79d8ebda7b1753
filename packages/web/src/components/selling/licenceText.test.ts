import { LICENSE_TYPES, LICENSE_TYPE_INFO, licenceAllowsText } from '@folio/model';
import { afterAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n.ts';
import { licenceAllows, licenceLabel, licenceLabelFromServer } from './licenceText.ts';
import { amountText, decimalText, minorAmountText } from './money.ts';

afterAll(() => switchLanguage('en', false));

describe('licence texts in the app language', () => {
  it('say in English exactly what the model says', async () => {
    await switchLanguage('en', false);
    for (const type of LICENSE_TYPES) {
      expect(licenceLabel(type)).toBe(LICENSE_TYPE_INFO[type].label);
      expect(licenceLabelFromServer(LICENSE_TYPE_INFO[type].label)).toBe(LICENSE_TYPE_INFO[type].label);
      for (const itemType of ['folio', 'asset', 'library'] as const) {
        for (const audience of ['buyer', 'seller'] as const) {
          expect(licenceAllows(type, itemType, audience)).toBe(licenceAllowsText(type, itemType, audience).join(', '));
        }
      }
    }
  });

  it('keep the server’s English amounts in English and use the language’s money form elsewhere', async () => {
    await switchLanguage('en', false);
    expect(amountText('12.50', 'CAD')).toBe('12.50 CAD');
    expect(amountText('10', 'EUR')).toBe('10 EUR');
    expect(minorAmountText(1256, 'CAD')).toBe('12.56 CAD');
    expect(decimalText('7.50')).toBe('7.50');
    await switchLanguage('fr', false);
    expect(licenceLabel('personal')).toBe('Copie personnelle');
    expect(licenceLabelFromServer('Personal copy')).toBe('Copie personnelle');
    expect(licenceLabelFromServer('A label the app does not know')).toBe('A label the app does not know');
    expect(amountText('12.50', 'CAD').replace(/\s/g, ' ')).toBe('12,50 $CA');
    expect(decimalText('7.50')).toBe('7,5');
  });
});
