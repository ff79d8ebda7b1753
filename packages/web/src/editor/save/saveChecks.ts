/**
 * What a save may send: the model's limits checked in the browser before a change goes out, and the split of a
 * patch into what is sent and what is held back (a change the server would refuse, or refused already, and the
 * changes that depend on it), so one bad field never blocks the edits made after it.
 *
 * A change is keyed by what the PATCH body carries: `root.<field>` for a root field, `nodes.<id>` for a node.
 */
import { FOLIO_NAME_MAX, RICH_TEXT_LIMITS, folioNameProblem, mapRichText, richTextProblem, type FolioDocument, type FolioNode } from '@folio/model';
import { formatNumber } from '../../i18n/format.ts';
import { translate } from '../../i18n/i18n.ts';
import type { SaveProblem } from '../store/types.ts';
import type { DocumentChanges } from './computePatch.ts';

export type { SaveProblem };

export const rootKey = (field: string) => `root.${field}`;
export const nodeKey = (id: string) => `nodes.${id}`;

/** The change key a field path or log path belongs to (`nodes.a.html` → `nodes.a`, `root.name` → `root.name`). */
export function changeKeyOf(path: string): string {
  const [head, second] = path.split('.');
  return `${head}.${second ?? ''}`;
}

/** Nesting depth of HTML as a browser parses it (0 where no parser is at hand; the server checks again). */
function htmlDepth(html: string): number {
  if (typeof DOMParser === 'undefined' || !html.includes('<')) return 0;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let deepest = 0;
  const walk = (el: Element, depth: number) => {
    if (depth > deepest) deepest = depth;
    if (deepest > RICH_TEXT_LIMITS.maxDepth) return;
    for (const child of Array.from(el.children)) walk(child, depth + 1);
  };
  walk(body, 0);
  return deepest;
}

/** The model's rich-text limits (richTextProblem, then the nesting depth), each said as one message of the editor area. */
function richTextFieldProblem(html: string): string | null {
  if (richTextProblem(html) !== null) {
    return html.length > RICH_TEXT_LIMITS.maxLength
      ? translate('editor:save.textTooLong', { length: formatNumber(html.length), max: formatNumber(RICH_TEXT_LIMITS.maxLength) })
      : translate('editor:save.textTooManyElements', { max: formatNumber(RICH_TEXT_LIMITS.maxElements) });
  }
  if (htmlDepth(html) > RICH_TEXT_LIMITS.maxDepth) return translate('editor:save.textTooDeep', { max: formatNumber(RICH_TEXT_LIMITS.maxDepth) });
  return null;
}

/** The model's folioNameProblem, in the app's language. */
function nameProblem(name: string): string | null {
  if (folioNameProblem(name) === null) return null;
  const length = name.trim().length;
  return length === 0 ? translate('editor:save.nameMissing') : translate('editor:save.nameTooLong', { length: formatNumber(length), max: formatNumber(FOLIO_NAME_MAX) });
}

function nodeProblems(node: FolioNode): SaveProblem[] {
  const problems: SaveProblem[] = [];
  mapRichText(node, (html, where) => {
    const problem = typeof html === 'string' ? richTextFieldProblem(html) : null;
    if (problem) problems.push({ field: where, message: problem });
    return html;
  });
  return problems;
}

/** The problems the model's limits find in these changes (each names its field). */
export function checkChanges(changes: DocumentChanges): SaveProblem[] {
  const problems: SaveProblem[] = [];
  if (changes.root && typeof changes.root.name === 'string') {
    const message = nameProblem(changes.root.name);
    if (message) problems.push({ field: rootKey('name'), message });
  }
  for (const node of Object.values(changes.nodes ?? {})) if (node) problems.push(...nodeProblems(node));
  return problems;
}

/** The ids a node holds (children, resource, interactions). */
function heldIds(node: FolioNode): string[] {
  const ids: string[] = [];
  if ('children' in node && Array.isArray(node.children)) ids.push(...node.children);
  if ('resource' in node && typeof node.resource === 'string' && node.resource) ids.push(node.resource);
  if ('interactions' in node && Array.isArray(node.interactions)) ids.push(...node.interactions);
  return ids;
}

export interface SplitChanges {
  send: DocumentChanges;
  /** keys not sent: the held ones and those whose change needs one of them */
  held: Set<string>;
}

/**
 * Splits `changes` into what can be sent without the `held` keys: a node is also kept back when it would hold a
 * node that is not there, when it is new and nothing would hold it, and a deletion when something would still hold
 * the node (the server refuses such a tree).
 */
export function splitChanges(saved: FolioDocument, changes: DocumentChanges, heldKeys: Iterable<string>): SplitChanges {
  const held = new Set(heldKeys);
  for (;;) {
    const root: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes.root ?? {})) if (!held.has(rootKey(key))) root[key] = value;
    const nodes: Record<string, FolioNode | null> = {};
    for (const [id, node] of Object.entries(changes.nodes ?? {})) if (!held.has(nodeKey(id))) nodes[id] = node;
    const result: Record<string, FolioNode> = { ...saved.nodes };
    for (const [id, node] of Object.entries(nodes)) {
      if (node) result[id] = node;
      else delete result[id];
    }
    const pages = (root.pages as string[] | undefined) ?? saved.root.pages;
    const holders = new Map<string, number>();
    for (const node of Object.values(result)) for (const id of heldIds(node)) holders.set(id, (holders.get(id) ?? 0) + 1);
    for (const id of pages) holders.set(id, (holders.get(id) ?? 0) + 1);
    const before = held.size;
    for (const [id, node] of Object.entries(nodes)) {
      if (node ? heldIds(node).some((child) => !result[child]) || (!saved.nodes[id] && !holders.has(id)) : holders.has(id)) held.add(nodeKey(id));
    }
    if (root.pages && pages.some((id) => !result[id])) held.add(rootKey('pages'));
    if (held.size === before) {
      const send: DocumentChanges = {};
      if (Object.keys(root).length) send.root = root as DocumentChanges['root'];
      if (Object.keys(nodes).length) send.nodes = nodes;
      return { send, held };
    }
  }
}

/** `saved` with `changes` applied: what the server holds after they are accepted. */
export function applyChanges(saved: FolioDocument, changes: DocumentChanges): FolioDocument {
  if (!changes.root && !changes.nodes) return saved;
  const nodes = { ...saved.nodes };
  for (const [id, node] of Object.entries(changes.nodes ?? {})) {
    if (node) nodes[id] = node;
    else delete nodes[id];
  }
  return { ...saved, root: changes.root ? { ...saved.root, ...changes.root } : saved.root, nodes: changes.nodes ? nodes : saved.nodes };
}

/** `current` with the `keys` put back as they are in `saved` (undoing held-back changes). */
export function revertKeys(current: FolioDocument, saved: FolioDocument, keys: Iterable<string>): FolioDocument {
  const root = { ...current.root } as unknown as Record<string, unknown>;
  const nodes = { ...current.nodes };
  for (const key of keys) {
    const [head, ...rest] = key.split('.');
    const name = rest.join('.');
    if (head === 'root') root[name] = (saved.root as unknown as Record<string, unknown>)[name];
    else if (saved.nodes[name]) nodes[name] = saved.nodes[name];
    else delete nodes[name];
  }
  return { ...current, root: root as unknown as FolioDocument['root'], nodes };
}

/** The value a change key has in a document (to see whether a refused change is still there). */
export function valueAt(doc: FolioDocument, key: string): unknown {
  const [head, ...rest] = key.split('.');
  const name = rest.join('.');
  return head === 'root' ? (doc.root as unknown as Record<string, unknown>)[name] : (doc.nodes[name] ?? null);
}
