import { describe, expect, it } from 'vitest';
import { auditActionText, auditChangeLines } from './auditText.ts';

describe('the audit log in plain words', () => {
  it('names actions as people say them', () => {
    expect(auditActionText('user.changeAccountType')).toBe('Changed account type');
    expect(auditActionText('user.deactivate')).toBe('Deactivated');
    expect(auditActionText('user.someNewThing')).toBe('Some new thing');
  });

  it('writes changes with field names and values people know, leaving out what the action says', () => {
    expect(auditChangeLines({ accountTypeId: 1 }, { accountTypeId: 2 })).toEqual(['Account type: Free → Creator']);
    expect(auditChangeLines({ isActive: true }, { isActive: false })).toEqual([]);
    expect(auditChangeLines({ isAdmin: false, displayName: 'Ada' }, { isAdmin: true, displayName: 'Ada L' })).toEqual(['Administrator: no → yes', 'Name: Ada → Ada L']);
    expect(auditChangeLines(null, { email: 'a@b.c' })).toEqual(['Email: a@b.c']);
  });
});
