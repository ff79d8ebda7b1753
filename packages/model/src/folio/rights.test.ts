import { describe, expect, it } from 'vitest';
import { assertCanEdit, assertFetchMode, canEditContent, canEditSettings, editRefusal, folioRights } from './rights.ts';
import type { LicenseDetails } from './types.ts';

const licence = (over: Partial<LicenseDetails> = {}): LicenseDetails => ({ canEdit: true, ...over });

describe('canEditContent', () => {
  it('is off only when the licence says canEdit is false', () => {
    expect(canEditContent({})).toBe(true);
    expect(canEditContent({ licenseDetails: licence() })).toBe(true);
    expect(canEditContent({ licenseDetails: licence({ canEdit: false }) })).toBe(false);
  });
});

describe('canEditSettings', () => {
  it('is on for folios that were not purchased', () => {
    expect(canEditSettings({ hasBeenPurchased: false })).toBe(true);
    expect(canEditSettings({ hasBeenPurchased: false, licenseDetails: licence({ canEdit: false }) })).toBe(true);
  });
  it('is off for a purchased folio whose licence carries no submission, share or copy right', () => {
    expect(canEditSettings({ hasBeenPurchased: true, licenseDetails: licence() })).toBe(false);
    expect(canEditSettings({ hasBeenPurchased: true })).toBe(false);
  });
  it('is on for a purchased folio with any of those rights', () => {
    for (const right of ['folioSubmissions', 'folioShare', 'folioCopy', 'folioCopyTransfer'] as const) {
      expect(canEditSettings({ hasBeenPurchased: true, licenseDetails: licence({ [right]: true }) }), right).toBe(true);
    }
  });
  it('folioRights reports both', () => {
    expect(folioRights({ hasBeenPurchased: true, licenseDetails: licence({ canEdit: false }) })).toEqual({
      canEditContent: false,
      canEditSettings: false,
    });
  });
});

describe('assertFetchMode', () => {
  it('needs exactly one of readOnly or forEditing', () => {
    expect(assertFetchMode({ readOnly: true })).toBe('readOnly');
    expect(assertFetchMode({ forEditing: true })).toBe('forEditing');
    const text = 'readOnly and forEditing are mutually exclusive, or one of them must be set';
    expect(() => assertFetchMode({})).toThrow(text);
    expect(() => assertFetchMode({ readOnly: true, forEditing: true })).toThrow(text);
  });
});

describe('editRefusal', () => {
  const signedIn = { signedIn: true };
  it('refuses editing without a token', () => {
    expect(editRefusal({}, { signedIn: false })).toBe('Unauthorized access');
  });
  it('refuses any editing when the licence only shares', () => {
    expect(editRefusal({ licenseDetails: licence({ copyShare: 'share', folioShare: true }) }, signedIn)).toBe('Cannot modify this folio');
  });
  it('refuses content editing when it is denied and requested', () => {
    const folio = { licenseDetails: licence({ canEdit: false }) };
    expect(editRefusal(folio, { ...signedIn, editContent: true })).toBe("Cannot modify this folio's content");
    expect(editRefusal(folio, { ...signedIn, editContent: false })).toBeNull();
  });
  it('refuses editing when settings editing is denied', () => {
    expect(editRefusal({ hasBeenPurchased: true, licenseDetails: licence() }, signedIn)).toBe("Cannot modify this folio's settings");
  });
  it('allows the owner of an ordinary folio', () => {
    expect(editRefusal({}, { ...signedIn, editContent: true })).toBeNull();
    expect(() => assertCanEdit({}, signedIn)).not.toThrow();
    expect(() => assertCanEdit({}, { signedIn: false })).toThrow('Unauthorized access');
  });
});
