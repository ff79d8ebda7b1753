import { describe, expect, it } from 'vitest';
import { CountCache } from './countCache.ts';

describe('CountCache', () => {
  it('counts once per key while fresh, once for callers arriving together, again after clear or expiry', async () => {
    const cache = new CountCache(50, 10);
    let counts = 0;
    const count = async () => {
      counts++;
      await new Promise((r) => setTimeout(r, 5));
      return 42;
    };
    expect(await Promise.all([cache.get('a', count), cache.get('a', count), cache.get('a', count)])).toEqual([42, 42, 42]);
    expect(counts).toBe(1);
    expect(await cache.get('a', count)).toBe(42);
    expect(counts).toBe(1);
    cache.clear();
    await cache.get('a', count);
    expect(counts).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    await cache.get('a', count);
    expect(counts).toBe(3);
  });

  it('keeps at most `max` keys and forgets a failed count', async () => {
    const cache = new CountCache(10_000, 2);
    let counts = 0;
    const count = async () => ++counts;
    await cache.get('a', count);
    await cache.get('b', count);
    await cache.get('c', count);
    expect(await cache.get('a', count)).toBe(4);
    await expect(cache.get('x', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });
});
