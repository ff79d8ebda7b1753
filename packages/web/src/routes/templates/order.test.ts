import { describe, expect, it } from 'vitest';
import type { Intent } from '@folio/model';
import { orderForIntent } from './order.ts';

const items = [
  { slug: 'a', intents: ['portfolio'] as Intent[] },
  { slug: 'b', intents: ['event', 'form'] as Intent[] },
  { slug: 'c', intents: ['form'] as Intent[] },
  { slug: 'd', intents: ['shop'] as Intent[] },
];

describe('orderForIntent', () => {
  it('puts the templates of the intent first, keeping the shipped order within each group', () => {
    expect(orderForIntent(items, 'form').map((i) => i.slug)).toEqual(['b', 'c', 'a', 'd']);
    expect(orderForIntent(items, 'shop').map((i) => i.slug)).toEqual(['d', 'a', 'b', 'c']);
  });
  it('keeps the shipped order without an intent, or when none serves it', () => {
    expect(orderForIntent(items, null).map((i) => i.slug)).toEqual(['a', 'b', 'c', 'd']);
    expect(orderForIntent(items, 'education').map((i) => i.slug)).toEqual(['a', 'b', 'c', 'd']);
  });
});
