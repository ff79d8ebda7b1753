import { describe, expect, it } from 'vitest';
import { keyBetween, keysBetween } from './order.ts';

describe('sort keys', () => {
  it('finds a key between any two, at the ends and in the middle', () => {
    const a = keyBetween(null, null);
    const b = keyBetween(a, null);
    const c = keyBetween(null, a);
    expect(c < a && a < b).toBe(true);
    const m = keyBetween(c, a);
    expect(c < m && m < a).toBe(true);
  });

  it('keeps finding room when inserts keep landing in the same gap', () => {
    let low: string | null = null;
    let high: string | null = keyBetween(null, null);
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const k = keyBetween(low, high);
      expect(low === null || low < k).toBe(true);
      expect(high === null || k < high).toBe(true);
      expect(k.endsWith('0')).toBe(false);
      seen.add(k);
      if (i % 2) low = k;
      else high = k;
    }
    expect(seen.size).toBe(500);
  });

  it('appends and prepends a thousand times with keys that grow slowly', () => {
    let last: string | null = null;
    let first: string | null = null;
    for (let i = 0; i < 1000; i++) {
      const next = keyBetween(last, null);
      expect(last === null || last < next).toBe(true);
      last = next;
      const prev = keyBetween(null, first);
      expect(first === null || prev < first).toBe(true);
      first = prev;
    }
    expect(last!.length).toBeLessThan(40);
  });

  it('makes many keys in order at once', () => {
    const keys = keysBetween('a', 'b', 100);
    expect(keys).toHaveLength(100);
    expect([...keys].sort()).toEqual(keys);
    expect(keys[0]! > 'a' && keys[99]! < 'b').toBe(true);
    expect(new Set(keys).size).toBe(100);
  });

  it('refuses keys out of order', () => {
    expect(() => keyBetween('b', 'a')).toThrow(/out of order/);
    expect(() => keyBetween('a', 'a')).toThrow(/out of order/);
  });
});
