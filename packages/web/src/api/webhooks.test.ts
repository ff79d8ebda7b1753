import { describe, expect, it } from 'vitest';
import { nextOffset } from './webhooks.ts';

const page = (n: number, total: number) => ({ items: Array.from({ length: n }, (_, i) => i), total });

describe('nextOffset (the delivery log’s "Load more")', () => {
  it('starts the next page after every item read so far', () => {
    const first = page(10, 25);
    expect(nextOffset(first, [first])).toBe(10);
    const second = page(10, 25);
    expect(nextOffset(second, [first, second])).toBe(20);
  });
  it('stops once every item is read, or when a page comes back empty', () => {
    const a = page(10, 20);
    const b = page(10, 20);
    expect(nextOffset(b, [a, b])).toBeUndefined();
    const empty = page(0, 30);
    expect(nextOffset(empty, [a, empty])).toBeUndefined();
    expect(nextOffset(page(0, 0), [page(0, 0)])).toBeUndefined();
  });
});
