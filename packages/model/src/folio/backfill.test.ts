import { describe, expect, it } from 'vitest';
import { backfillFolio, backfillNode } from './backfill.ts';
import { DATE_META, DEFAULT_FEEDBACK, GALLERY_META, createNode } from './defaults.ts';
import { basicFolio, deepFreeze } from './testing.ts';
import type { FolioNode } from './types.ts';

/** A node as an older folio saved it: some fields missing. */
const legacy = (node: Record<string, unknown>) => deepFreeze(node) as unknown as FolioNode;

describe('backfill of loaded folios (spec §4 Folio)', () => {
  it('gives tiles and blocks an interactions list', () => {
    expect(backfillNode(legacy({ id: 't', kind: 'tile', children: [], design: { padding: '0 20px' } }))).toMatchObject({
      interactions: [],
    });
    expect(backfillNode(legacy({ id: 'b', kind: 'block', resource: 'r', design: { padding: '8px' } }))).toMatchObject({
      interactions: [],
      resource: 'r',
    });
  });

  it('gives text, numeric and multiple-choice widgets the default feedback settings', () => {
    for (const kind of ['text-widget', 'numeric-widget', 'multiple-choice-widget'] as const) {
      const { feedback: _f, ...old } = createNode(kind, { id: 'w' });
      expect(backfillNode(legacy(old))).toMatchObject({ feedback: DEFAULT_FEEDBACK });
    }
  });

  it('completes partial feedback settings and keeps what was saved', () => {
    const { feedback: _f, ...old } = createNode('text-widget', { id: 'w' });
    const filled = backfillNode(legacy({ ...old, feedback: { enabled: true, format: { correctText: '<p>Yes</p>' } } }));
    expect(filled).toMatchObject({
      feedback: {
        enabled: true,
        showCorrect: false,
        checkButton: DEFAULT_FEEDBACK.checkButton,
        format: { ...DEFAULT_FEEDBACK.format, correctText: '<p>Yes</p>' },
      },
    });
  });

  it('gives date, time, hyperlink and gallery widgets their meta and state maps', () => {
    for (const kind of ['date-widget', 'time-widget', 'hyperlink-widget', 'gallery-widget'] as const) {
      const { meta: _m, state: _s, ...old } = createNode(kind, { id: 'w' });
      const filled = backfillNode(legacy(old)) as Extract<FolioNode, { meta: unknown }>;
      expect(filled.meta).toEqual(createNode(kind).meta);
      expect(filled.state).toEqual(createNode(kind).state);
    }
  });

  it('completes a partial meta map and keeps the saved values', () => {
    const { meta: _m, ...old } = createNode('date-widget', { id: 'w' });
    expect(backfillNode(legacy({ ...old, meta: { format: 'YYYY' } }))).toMatchObject({ meta: { ...DATE_META, format: 'YYYY' } });
    const { meta: _g, ...gallery } = createNode('gallery-widget', { id: 'g' });
    expect(backfillNode(legacy({ ...gallery, meta: { display: 'grid' } }))).toMatchObject({ meta: { ...GALLERY_META, display: 'grid' } });
  });

  it('gives link and animation-effects interactions their settings maps', () => {
    expect(backfillNode(legacy({ id: 'i', kind: 'link-interaction' }))).toEqual(createNode('link-interaction', { id: 'i' }));
    expect(backfillNode(legacy({ id: 'i', kind: 'animation-effects-interaction', settings: { effect: 'zoom' } }))).toMatchObject({
      settings: { effect: 'zoom', action: expect.any(String) },
    });
  });

  it('returns the very same node and folio when nothing is missing', () => {
    const doc = basicFolio();
    expect(backfillFolio(doc)).toBe(doc);
    const node = createNode('multiple-choice-widget');
    expect(backfillNode(node)).toBe(node);
  });

  it('leaves nodes of unknown kinds untouched', () => {
    const odd = legacy({ id: 'x', kind: 'hologram' });
    expect(backfillNode(odd)).toBe(odd);
  });

  it('fills a whole folio without changing the input', () => {
    const doc = basicFolio();
    const { interactions: _i, ...oldBlock } = doc.nodes.b1 as Extract<FolioNode, { kind: 'block' }>;
    const old = deepFreeze({ ...doc, nodes: { ...doc.nodes, b1: oldBlock as FolioNode } });
    const filled = backfillFolio(old);
    expect(filled.nodes.b1).toMatchObject({ interactions: [] });
    expect(old.nodes.b1).not.toHaveProperty('interactions');
  });
});
