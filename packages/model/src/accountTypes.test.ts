import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, accountTypeOf, DEFAULT_ACCOUNT_TYPE_ID } from './accountTypes.ts';

describe('account types', () => {
  it('give each paid type more storage than the one before', () => {
    const limits = ACCOUNT_TYPES.map((t) => t.storageLimitBytes);
    expect([...limits].sort((a, b) => a - b)).toEqual(limits);
    expect(new Set(limits).size).toBe(limits.length);
  });

  it('treat an unknown id as the default type', () => {
    expect(accountTypeOf(999).id).toBe(DEFAULT_ACCOUNT_TYPE_ID);
    expect(accountTypeOf(2).name).toBe('Creator');
  });
});
