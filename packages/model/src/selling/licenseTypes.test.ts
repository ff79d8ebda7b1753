import { describe, expect, it } from 'vitest';
import { LICENSE_TYPES, licenceAllowsText } from './licenseTypes.ts';

const all = (itemType: 'folio' | 'asset' | 'library', audience: 'buyer' | 'seller') => LICENSE_TYPES.flatMap((t) => licenceAllowsText(t, itemType, audience)).join(' | ');

describe('licence texts per item type and reader', () => {
  it('an asset licence speaks of the file only: no pages, copies, forms or submissions', () => {
    for (const audience of ['buyer', 'seller'] as const) {
      const text = all('asset', audience);
      expect(text).toContain('download the file');
      expect(text).not.toMatch(/page|copy|copies|form|submission|template|publish/i);
    }
  });

  it('a library licence speaks of opening the library only', () => {
    for (const t of LICENSE_TYPES) expect(licenceAllowsText(t, 'library')).toEqual(['open the library and what it holds in your account']);
    expect(licenceAllowsText('resale', 'library', 'seller')).toEqual(['open the library and what it holds in their account']);
  });

  it('a folio licence speaks of the copy and its rights', () => {
    expect(licenceAllowsText('submissions', 'folio')).toEqual(['keep your own copy', 'publish its forms and collect submissions', 'share it with your team']);
    expect(licenceAllowsText('site', 'folio')).toContain('use it as a page of your websites');
  });

  it('the buyer reads "you/your", the seller reads about the buyer ("their"), never "your own copy"', () => {
    expect(licenceAllowsText('personal', 'folio', 'buyer')).toContain('keep your own copy');
    expect(licenceAllowsText('personal', 'folio', 'seller')).toContain('keep their own copy');
    for (const itemType of ['folio', 'asset', 'library'] as const) {
      const seller = all(itemType, 'seller').replace(/“[^”]*”/g, '');
      expect(seller).not.toMatch(/\byour?\b|\byourself\b/i);
      expect(LICENSE_TYPES.every((t) => licenceAllowsText(t, itemType, 'seller').length === licenceAllowsText(t, itemType, 'buyer').length)).toBe(true);
    }
    expect(licenceAllowsText('personal', 'asset', 'seller')).toEqual(['download the file', 'use it for themselves']);
  });
});
