// Helpers for the visualization tests: a form folio (choice, number, text, submit button, chart widget) and seeded submissions.
import { createFolio, type ChoiceOption, type FolioDocument, type VisualizationRoot } from '@folio/model';
import { add } from '@folio/model/testing';
import type { Db } from '../../db/client.ts';
import { submissions } from '../../db/schema.ts';

const option = (value: string, text: string): ChoiceOption => ({ value, option: { type: 'text', text } });

/**
 * page p1 > tile t1 > layout l1 > column c1 with a submit button `btn` listing the multiple-choice widget `q`
 * (Red/Green/Blue), the numeric widget `n` and the text widget `t`, and a visualization widget `vw` showing
 * `visualizationId`.
 */
export function formDoc(authorId: string, visualizationId: string | null = null, name = 'Survey'): FolioDocument {
  let doc = createFolio(authorId, { name, newId: () => 'p1' });
  doc = add(doc, 'p1', 'tile', 't1');
  doc = add(doc, 't1', 'layout', 'l1');
  doc = add(doc, 'l1', 'column', 'c1');
  doc = add(doc, 'c1', 'block', 'bb');
  doc = add(doc, 'bb', 'button-widget', 'btn');
  doc = add(doc, 'c1', 'block', 'bq');
  doc = add(doc, 'bq', 'multiple-choice-widget', 'q', {
    name: 'colour',
    label: { position: 'top', text: 'Favourite colour' },
    meta: { acceptMultiple: true, display: 'checkbox', format: 'asEntered', randomize: false, options: [option('r', 'Red'), option('g', 'Green'), option('b', 'Blue')] },
  });
  doc = add(doc, 'c1', 'block', 'bn');
  doc = add(doc, 'bn', 'numeric-widget', 'n', { name: 'rating', label: { position: 'top', text: 'Rating' } });
  doc = add(doc, 'c1', 'block', 'bt');
  doc = add(doc, 'bt', 'text-widget', 't', { name: 'comment', label: { position: 'top', text: 'Comment' } });
  doc = add(doc, 'c1', 'block', 'bv');
  doc = add(doc, 'bv', 'visualization-widget', 'vw', { meta: { visualizationId } });
  return doc;
}

/** Stores submissions of button `btn` directly (the submission API is another part's): data, and when. */
export async function seedSubmissions(db: Db, folioId: string, rows: Array<{ data: Record<string, unknown>; at?: string }>): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(submissions).values(
    rows.map((r) => ({ folioId, buttonId: 'btn', folioVersion: 1, data: r.data, ...(r.at ? { createdAt: new Date(r.at) } : {}) })),
  );
}

export const barRoot = (patch: Partial<VisualizationRoot> = {}): VisualizationRoot => ({
  chartType: 'bar',
  widgetId: 'q',
  title: 'Colours',
  description: '',
  colors: [],
  showLegend: true,
  showValues: true,
  ...patch,
});

/** Six answers: colours r,g / g / g,b / r / (none) / g; ratings 5, 3, 0 (empty), 4, 5, 1; two comments. */
export const SIX = [
  { data: { q: ['r', 'g'], n: 5, t: 'nice' }, at: '2026-11-01T10:00:00Z' },
  { data: { q: ['g'], n: 3, t: '' }, at: '2026-11-01T11:00:00Z' },
  { data: { q: ['g', 'b'], n: 0, t: '  ' }, at: '2026-11-02T09:00:00Z' },
  { data: { q: ['r'], n: 4, t: 'ok' }, at: '2026-11-04T09:00:00Z' },
  { data: { q: [], n: 5, t: '' }, at: '2026-11-04T10:00:00Z' },
  { data: { q: ['g'], n: 1 }, at: '2026-11-04T12:00:00Z' },
];
