import { describe, expect, it } from 'vitest';
import { resultCountText } from './ResultCount.tsx';

describe('the result text of lists (spec §2)', () => {
  it('counts in the spec words, with (loading...) while a request is on its way', () => {
    expect(resultCountText(12, false)).toBe('12 results found');
    expect(resultCountText(1, false)).toBe('1 result found');
    expect(resultCountText(0, false, true)).toBe('No results found');
    expect(resultCountText(3, true)).toBe('3 results found (loading...)');
    expect(resultCountText(undefined, true)).toBe('No results found (loading...)');
  });
  it('says a long list’s estimated total is an estimate (issue 28)', () => {
    expect(resultCountText(100_000, false, false, true)).toBe('About 100000 results found');
  });
  it('says nothing for an empty list whose empty state speaks, or before anything was asked', () => {
    expect(resultCountText(0, false)).toBe('');
    expect(resultCountText(undefined, false)).toBe('');
  });
});
