import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatStorage, initialsOf, resultsText } from './format.ts';

describe('resultsText', () => {
  it('says no results found for an empty list', () => {
    expect(resultsText(0)).toBe('No results found');
  });
  it('uses the singular for exactly one result', () => {
    expect(resultsText(1)).toBe('1 result found');
  });
  it('uses the plural for more than one result', () => {
    expect(resultsText(2)).toBe('2 results found');
    expect(resultsText(1234)).toBe('1234 results found');
  });
  it('says an estimated total is one', () => {
    expect(resultsText(123456, false, true)).toBe('About 123456 results found');
    expect(resultsText(123456, true, true)).toBe('About 123456 results found (loading...)');
  });
  it('appends the loading marker while loading', () => {
    expect(resultsText(0, true)).toBe('No results found (loading...)');
    expect(resultsText(1, true)).toBe('1 result found (loading...)');
    expect(resultsText(7, true)).toBe('7 results found (loading...)');
  });
});

describe('formatBytes', () => {
  it('shows zero and nonsense input as 0 Bytes', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(-5)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });
  it('keeps small counts in Bytes', () => {
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
  });
  it('switches unit at each power of 1024', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1024 ** 2)).toBe('1 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(1024 ** 4)).toBe('1 TB');
    expect(formatBytes(1024 ** 5)).toBe('1 PB');
    expect(formatBytes(1024 ** 6)).toBe('1 EB');
    expect(formatBytes(1024 ** 7)).toBe('1 ZB');
    expect(formatBytes(1024 ** 8)).toBe('1 YB');
  });
  it('stays in YB beyond the largest unit', () => {
    expect(formatBytes(1024 ** 9)).toBe('1024 YB');
  });
  it('rounds to two decimals by default and drops trailing zeros', () => {
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234567)).toBe('1.18 MB');
    expect(formatBytes(268435456)).toBe('256 MB');
  });
  it('rounds to the requested number of decimals', () => {
    expect(formatBytes(1234567, 0)).toBe('1 MB');
    expect(formatBytes(1234567, 4)).toBe('1.1774 MB');
    expect(formatBytes(1234567, -1)).toBe('1 MB');
  });
});

describe('formatDate', () => {
  const at = Date.UTC(2026, 10, 22, 8, 5, 30);
  it('shows the long month, the day and a 2-digit hour and minute in en-US', () => {
    expect(formatDate(at, 'UTC')).toBe('November 22, 08:05 AM');
  });
  it('accepts a Date, an ISO string or a timestamp alike', () => {
    const expected = formatDate(at, 'UTC');
    expect(formatDate(new Date(at), 'UTC')).toBe(expected);
    expect(formatDate(new Date(at).toISOString(), 'UTC')).toBe(expected);
  });
  it('converts to the given time zone', () => {
    expect(formatDate(at, 'America/Toronto')).toBe('November 22, 03:05 AM');
    expect(formatDate(Date.UTC(2026, 0, 3, 23, 45), 'UTC')).toBe('January 3, 11:45 PM');
  });
  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatStorage', () => {
  it('reads small use in its own unit beside the allowance', () => {
    expect(formatStorage(60 * 1024, 5 * 1024 ** 3)).toBe('60 KB of 5 GB');
    expect(formatStorage(0, 5 * 1024 ** 3)).toBe('0 Bytes of 5 GB');
    expect(formatStorage(1.5 * 1024 ** 3, 5 * 1024 ** 3)).toBe('1.5 GB of 5 GB');
  });
});

describe('initialsOf', () => {
  it('takes the first and last words’ first letters, whole characters, upper case', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace  brewster murray hopper ')).toBe('GH');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('😀 Smile')).toBe('😀S');
    expect(initialsOf('')).toBe('');
  });
});
