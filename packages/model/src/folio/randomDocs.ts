/**
 * Seeded random folio documents for tests (`@folio/model/testing`): every node kind, each field a random value
 * its shape in NODE_SHAPES accepts (odd ones on purpose: empty and long strings, markup, unusual numbers, dates
 * that fit the pattern but not the calendar), the tree valid by the hierarchy rules. Never used by product code.
 */
import { createFolio } from './defaults.ts';
import { NODE_SHAPES } from './nodeSchema.ts';
import type { Shape } from './shape.ts';
import {
  INPUT_WIDGET_KINDS,
  INTERACTION_KINDS,
  RESOURCE_KINDS,
  type FolioDocument,
  type FolioNode,
  type NodeKind,
} from './types.ts';

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '',
  ' ',
  'a',
  'Hello',
  '<p>Rich <strong>text</strong></p>',
  '<b>unclosed',
  'https://example.com/picture.png',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'mailto:someone@example.com',
  '/relative/path',
  '#ff0000',
  'red',
  '12px',
  '0 20px',
  'auto',
  'equal',
  '100%',
  'ünïcödé 🌷 text',
  '%E0%A4%A',
  '{{template}}',
  '0',
  'null',
  'x'.repeat(300),
];
const NUMBERS = [0, 1, -1, 0.5, 3, 10, 100, -7.25, 1e9];

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

/** A string of the pattern's digits and separators (e.g. '2031-47-09' for a date): fits, however odd. */
function patterned(random: Random, pattern: RegExp): string {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  if (pattern.source.includes('-')) return `${digits(4)}-${digits(2)}-${digits(2)}`;
  return `${digits(2)}:${digits(2)}`;
}

/** A random value that `shape` accepts. */
export function randomValue(random: Random, shape: Shape): unknown {
  switch (shape.t) {
    case 'any':
      return pick(random, [undefined, 'x', 3, ['a'], null]);
    case 'string':
      if (shape.pattern) {
        // Names (hidden fields): the usual strings that fit; dates and times: their digits.
        const fits = STRINGS.filter((text) => shape.pattern!.test(text));
        return fits.length ? pick(random, fits) : patterned(random, shape.pattern);
      }
      return pick(random, STRINGS.filter((text) => shape.max === undefined || text.length <= shape.max));
    case 'number':
      return pick(random, NUMBERS);
    case 'boolean':
      return random() < 0.5;
    case 'enum':
      return pick(random, shape.values);
    case 'nullable':
      return random() < 0.3 ? null : randomValue(random, shape.of);
    case 'array':
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, shape.of));
    case 'record':
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 3) }, (_, i) => [`k${i}`, randomValue(random, shape.of)]));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(shape.fields)) {
        if (shape.optional.includes(key) && random() < 0.4) continue;
        out[key] = randomValue(random, inner);
      }
      return out;
    }
    case 'oneOf': {
      const tag = pick(random, Object.keys(shape.cases));
      return { ...(randomValue(random, shape.cases[tag]!) as object), [shape.key]: tag };
    }
  }
}

function randomNode(random: Random, kind: NodeKind, id: string, fields: Record<string, unknown> = {}): FolioNode {
  return { ...(randomValue(random, NODE_SHAPES[kind]) as object), ...fields, id, kind } as FolioNode;
}

/**
 * One page: a tile (with random interactions) > layout > column holding one block per resource kind (each block
 * with random interactions), every node's other fields random. Submit buttons list some of the input widgets;
 * multiple-choice answers name some of their options.
 */
export function randomDocument(seed: number, authorId: string): FolioDocument {
  const random = seededRandom(seed);
  const base = createFolio(authorId, { name: `Random ${seed}`, newId: () => 'p1' });
  const nodes: Record<string, FolioNode> = {};
  let n = 0;
  const interactions = () =>
    INTERACTION_KINDS.filter(() => random() < 0.3).map((kind) => {
      const id = `i${++n}`;
      nodes[id] = randomNode(random, kind, id);
      return id;
    });
  const blocks = RESOURCE_KINDS.map((kind, i) => {
    nodes[`r${i}`] = randomNode(random, kind, `r${i}`);
    nodes[`b${i}`] = randomNode(random, 'block', `b${i}`, { resource: `r${i}`, interactions: interactions() });
    return `b${i}`;
  });
  const inputs = Object.values(nodes).filter((node) => (INPUT_WIDGET_KINDS as readonly string[]).includes(node.kind)).map((node) => node.id);
  for (const node of Object.values(nodes)) {
    if (node.kind === 'button-widget' && node.meta.action.click.type === 'submit') {
      node.meta.action.click.widgetIds = inputs.filter(() => random() < 0.6);
    }
    if (node.kind === 'multiple-choice-widget') {
      node.state.selected = node.meta.options.filter(() => random() < 0.4).map((option) => option.value);
    }
  }
  nodes.c1 = randomNode(random, 'column', 'c1', { children: blocks });
  nodes.l1 = randomNode(random, 'layout', 'l1', { children: ['c1'] });
  nodes.t1 = randomNode(random, 'tile', 't1', { children: ['l1'], interactions: interactions() });
  nodes.p1 = randomNode(random, 'page', 'p1', { children: ['t1'] });
  return { ...base, nodes };
}

/** A value of the wrong kind for `shape` (what an older, laxer server stored). */
function misfit(random: Random, shape: Shape): unknown {
  switch (shape.t) {
    case 'enum':
      return pick(random, ['radio', '', 'Checkbox']);
    case 'string':
      return pick(random, [42, null, ['a']]);
    case 'number':
      return pick(random, ['five', null, {}]);
    case 'boolean':
      return pick(random, ['yes', 0]);
    case 'array':
    case 'record':
      return pick(random, ['x', 3]);
    default:
      return pick(random, ['x', 7, [1]]);
  }
}

/**
 * The document with one field of one of its resources made wrong: a value of another type, a value outside its
 * list, or a required part left out (a multiple-choice option without its content, say).
 */
export function mutateDocument(doc: FolioDocument, seed: number): FolioDocument {
  const random = seededRandom(seed * 7919);
  const candidates = Object.values(doc.nodes).filter((node) => (RESOURCE_KINDS as readonly string[]).includes(node.kind));
  const target = structuredClone(pick(random, candidates));
  // Walk down the shape, choosing a field (or an item) at each level, until a leaf or a coin says stop.
  let shape: Shape = NODE_SHAPES[target.kind];
  let value: unknown = target;
  let holder: Record<string | number, unknown> | null = null;
  let key: string | number = '';
  for (;;) {
    if (shape.t === 'oneOf' && typeof value === 'object' && value !== null) shape = shape.cases[(value as Record<string, string>)[shape.key]!] ?? shape;
    if (shape.t === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const inner = value as Record<string, unknown>;
      const fields = Object.keys(shape.fields).filter((f) => f !== 'id' && f !== 'kind' && inner[f] !== undefined);
      if (fields.length === 0 || (holder && random() < 0.1)) break;
      // Mostly into the kind's own settings, where the kind-specific shapes are.
      const own = fields.filter((f) => ['meta', 'settings', 'design'].includes(f));
      key = pick(random, own.length > 0 && random() < 0.75 ? own : fields);
      holder = inner;
      value = inner[key];
      shape = shape.fields[key]!;
    } else if (shape.t === 'array' && Array.isArray(value) && value.length > 0 && random() < 0.9) {
      holder = value as unknown as Record<number, unknown>;
      key = Math.floor(random() * value.length);
      value = value[key];
      shape = shape.of;
    } else break;
  }
  if (!holder) return doc;
  const leaveOut = shape.t === 'object' || shape.t === 'oneOf' ? random() < 0.7 : random() < 0.15;
  if (leaveOut && !Array.isArray(holder)) delete holder[key];
  else holder[key] = misfit(random, shape);
  return { ...doc, nodes: { ...doc.nodes, [target.id]: target } };
}
