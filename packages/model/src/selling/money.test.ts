import { describe, expect, it } from 'vitest';
import { fromMinor, taxOn, toMinor, toPercentHundredths } from './money.ts';
import { licenseOptionProblems, withDefaults } from './licenseOption.ts';
import { LICENSE_TYPE_INFO, LICENSE_TYPES } from './licenseTypes.ts';

describe('money', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    [' 7 ', 700],
    ['1000000', 100_000_000],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(toMinor(text)).toBe(minor);
  });

  it.each(['-1', '1.005', '1e3', '', 'abc', '1000000.01', '12,50', '0x10'])('refuses %j', (text) => {
    expect(toMinor(text)).toBeNull();
  });

  it('writes minor units back as the spec’s decimal strings, "0" for nothing', () => {
    expect([0, 1, 50, 1250, 100_000_000].map(fromMinor)).toEqual(['0', '0.01', '0.50', '12.50', '1000000.00']);
  });

  it('reads percentages to two decimals from 0 to 100 and rounds tax half up', () => {
    expect(toPercentHundredths('13')).toBe(1300);
    expect(toPercentHundredths('14.98')).toBe(1498);
    expect(toPercentHundredths('100.01')).toBeNull();
    expect(taxOn(1999, 1300)).toBe(260); // 259.87
    expect(taxOn(1000, 1498)).toBe(150); // 149.8
  });
});

describe('licence option roots', () => {
  it('fill the spec’s defaults ("0", CAD) and name each wrong field', () => {
    expect(withDefaults({ price: '5' })).toEqual({ price: '5', taxPercentage: '0', shipping: '0', other: '0', currency: 'CAD', endDate: null, licenseType: null });
    expect(licenseOptionProblems(withDefaults({}))).toEqual({});
    const problems = licenseOptionProblems(withDefaults({ price: '-1', taxPercentage: '120', currency: 'XYZ', endDate: '2027-02-30', licenseType: 'bogus' as never }));
    expect(Object.keys(problems).sort()).toEqual(['currency', 'endDate', 'licenseType', 'price', 'taxPercentage']);
  });

  it('every licence type says what it allows and carries the spec’s rights', () => {
    for (const type of LICENSE_TYPES) {
      const info = LICENSE_TYPE_INFO[type];
      expect(info.allows.length).toBeGreaterThan(0);
      expect(typeof info.details.canEdit).toBe('boolean');
    }
    expect(LICENSE_TYPE_INFO.view.details.copyShare).toBe('share');
    expect(LICENSE_TYPE_INFO.resale.details.folioCopyTransfer).toBe(true);
  });
});
