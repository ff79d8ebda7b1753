import { describe, expect, it } from 'vitest';
import { canContain, slotFor } from './hierarchy.ts';
import { INTERACTION_KINDS, NODE_KINDS, RESOURCE_KINDS, type NodeKind } from './types.ts';

describe('canContain', () => {
  it('follows folio → page → tile → layout → column → block and nothing else structural', () => {
    const allowed: [string, NodeKind][] = [
      ['folio', 'page'],
      ['page', 'tile'],
      ['tile', 'layout'],
      ['layout', 'column'],
      ['column', 'block'],
    ];
    for (const parent of ['folio', ...NODE_KINDS] as const) {
      for (const child of ['page', 'tile', 'layout', 'column', 'block'] as const) {
        const expected = allowed.some(([p, c]) => p === parent && c === child);
        expect(canContain(parent, child), `${parent} → ${child}`).toBe(expected);
      }
    }
  });

  it('lets a block hold every resource and widget kind in its resource slot', () => {
    for (const kind of RESOURCE_KINDS) expect(slotFor('block', kind)).toBe('resource');
  });

  it('lets blocks and tiles hold every interaction, and nothing else hold one', () => {
    for (const kind of INTERACTION_KINDS) {
      expect(slotFor('block', kind)).toBe('interactions');
      expect(slotFor('tile', kind)).toBe('interactions');
      for (const other of ['folio', 'page', 'layout', 'column', 'text-widget'] as const) {
        expect(canContain(other, kind)).toBe(false);
      }
    }
  });

  it('refuses resources anywhere but in a block', () => {
    for (const parent of ['folio', 'page', 'tile', 'layout', 'column', 'text-widget'] as const) {
      expect(canContain(parent, 'text-resource')).toBe(false);
    }
  });
});
