/**
 * The backfill applied to every loaded folio (spec §4 Folio): "interactions lists on tiles and blocks,
 * feedback settings on text, numeric and multiple-choice widgets, and empty node maps for date, time,
 * hyperlink, gallery, link-interaction and animation-effects-interaction".
 *
 * Reading: a "node map" is the kind-specific settings object of a node (`meta` and `state` of a widget,
 * `settings` of an interaction). Older folios saved these nodes without it; the backfill creates it from the
 * kind's defaults. Beyond the spec's list, the same rule is applied to every known kind — any top-level field
 * missing from a node is taken from `createNode(kind)`, and the objects `design`, `label`, `meta`, `state`,
 * `settings` and `feedback` get missing keys from the defaults while keeping every value that was saved — so
 * the editor and renderer can rely on the types without guards. Nodes of unknown kinds are left untouched.
 */
import { DEFAULT_FEEDBACK, createNode } from './defaults.ts';
import { isNodeKind, type FeedbackSettings, type FolioDocument, type FolioNode, type NodeKind, type NodeMap } from './types.ts';

/** The kinds and fields spec §4 names, kept for documentation and tests. */
export const SPEC_BACKFILL = {
  interactions: ['tile', 'block'],
  feedback: ['text-widget', 'numeric-widget', 'multiple-choice-widget'],
  nodeMaps: ['date-widget', 'time-widget', 'hyperlink-widget', 'gallery-widget', 'link-interaction', 'animation-effects-interaction'],
} as const;

const MERGED_OBJECTS = ['design', 'label', 'meta', 'state', 'settings'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The feedback settings have every part the defaults have (then the backfill keeps them as they are). */
function feedbackComplete(saved: unknown): boolean {
  if (!isObject(saved)) return false;
  for (const key in DEFAULT_FEEDBACK) if (!(key in saved)) return false;
  for (const part of ['checkButton', 'format'] as const) {
    const inner = saved[part];
    if (!isObject(inner)) return false;
    for (const key in DEFAULT_FEEDBACK[part]) if (!(key in inner)) return false;
  }
  return true;
}

function backfillFeedback(saved: unknown): FeedbackSettings {
  const fb = isObject(saved) ? saved : {};
  return {
    ...DEFAULT_FEEDBACK,
    ...fb,
    checkButton: { ...DEFAULT_FEEDBACK.checkButton, ...(isObject(fb.checkButton) ? fb.checkButton : {}) },
    format: { ...DEFAULT_FEEDBACK.format, ...(isObject(fb.format) ? fb.format : {}) },
  } as FeedbackSettings;
}

/**
 * Each kind's defaults as `createNode` makes them, made once per kind (every loaded document goes through the
 * backfill, and servers load every published page this way): only read here, and a value taken into a node is
 * cloned first, so no two nodes share an object.
 */
const KIND_DEFAULTS = new Map<string, Array<[string, unknown]>>();

function kindDefaults(kind: NodeKind): Array<[string, unknown]> {
  let entries = KIND_DEFAULTS.get(kind);
  if (!entries) {
    entries = Object.entries(createNode(kind, { id: '' }) as unknown as Record<string, unknown>).filter(([key]) => key !== 'resource');
    KIND_DEFAULTS.set(kind, entries);
  }
  return entries;
}

/** One node with its missing parts filled in; the same object when nothing was missing. */
export function backfillNode(node: FolioNode): FolioNode {
  const saved = node as unknown as Record<string, unknown>;
  if (typeof saved.kind !== 'string' || !isNodeKind(saved.kind)) return node;
  let out: Record<string, unknown> | null = null;
  for (const [key, fallback] of kindDefaults(saved.kind)) {
    // createNode(kind, { id: node.id }) gives the node's own id (undefined when it has none).
    const value = key === 'id' ? node.id : fallback;
    if (!(key in saved) || saved[key] === undefined || saved[key] === null) {
      (out ??= { ...saved })[key] = structuredClone(value);
    } else if (key === 'feedback') {
      if (!feedbackComplete(saved[key])) (out ??= { ...saved })[key] = backfillFeedback(saved[key]);
    } else if ((MERGED_OBJECTS as readonly string[]).includes(key) && isObject(value) && isObject(saved[key])) {
      const current = saved[key];
      let missing = false;
      for (const k in value) if (!(k in current)) missing = true;
      if (missing) (out ??= { ...saved })[key] = { ...structuredClone(value), ...current };
    }
  }
  return out ? (out as unknown as FolioNode) : node;
}

export function backfillNodes(nodes: NodeMap): NodeMap {
  let next = nodes;
  for (const [id, node] of Object.entries(nodes)) {
    const filled = backfillNode(node);
    if (filled === node) continue;
    if (next === nodes) next = { ...nodes };
    next[id] = filled;
  }
  return next;
}

export function backfillFolio(doc: FolioDocument): FolioDocument {
  const nodes = backfillNodes(doc.nodes);
  return nodes === doc.nodes ? doc : { ...doc, nodes };
}
