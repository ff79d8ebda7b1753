/** Reading the flat node map as a tree: parents, children, subtrees, submit buttons. */
import { FOLIO_PARENT, type Slot } from './hierarchy.ts';
import { unknownNode } from './errors.ts';
import {
  isInputWidgetKind,
  type ButtonWidget,
  type FolioDocument,
  type FolioNode,
  type NodeMap,
  type SubmitAction,
} from './types.ts';

export function getNode(doc: FolioDocument, id: string): FolioNode {
  const node = doc.nodes[id];
  if (!node) throw new Error(unknownNode(id));
  return node;
}

/** Every child id of a node, in order: structural children, then the resource, then interactions. */
export function childIds(node: FolioNode): string[] {
  const ids: string[] = [];
  if ('children' in node) ids.push(...node.children);
  if ('resource' in node && node.resource !== undefined) ids.push(node.resource);
  if ('interactions' in node) ids.push(...node.interactions);
  return ids;
}

export interface ParentRef {
  /** a node id, or 'folio' for pages */
  parentId: string;
  slot: Slot;
}

/** Where a node sits, or null when nothing holds it. */
export function findParent(doc: FolioDocument, id: string): ParentRef | null {
  if (doc.root.pages.includes(id)) return { parentId: FOLIO_PARENT, slot: 'pages' };
  for (const node of Object.values(doc.nodes)) {
    if ('children' in node && node.children.includes(id)) return { parentId: node.id, slot: 'children' };
    if ('resource' in node && node.resource === id) return { parentId: node.id, slot: 'resource' };
    if ('interactions' in node && node.interactions.includes(id)) return { parentId: node.id, slot: 'interactions' };
  }
  return null;
}

/** The node and all its descendants, parents before children. Ids missing from the map are skipped. */
export function subtreeIds(nodes: NodeMap, id: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    const node = nodes[current];
    if (!node || seen.has(current)) return;
    seen.add(current);
    out.push(current);
    childIds(node).forEach(visit);
  };
  visit(id);
  return out;
}

export type SubmitButton = ButtonWidget & { meta: { action: { click: SubmitAction } } };

export function isSubmitButton(node: FolioNode): node is SubmitButton {
  return node.kind === 'button-widget' && node.meta.action.click.type === 'submit';
}

export function submitButtons(nodes: NodeMap): SubmitButton[] {
  return Object.values(nodes).filter(isSubmitButton);
}

export function inputWidgetIds(nodes: NodeMap): string[] {
  return Object.values(nodes)
    .filter((node) => isInputWidgetKind(node.kind))
    .map((node) => node.id);
}

/** A submit button with a new widget list (the rest of the button unchanged). */
export function withWidgetIds(button: SubmitButton, widgetIds: string[]): SubmitButton {
  return {
    ...button,
    meta: { ...button.meta, action: { ...button.meta.action, click: { ...button.meta.action.click, widgetIds } } },
  };
}

/** Applies `update` to the widget list of every submit button, leaving unchanged lists (and nodes) as they were. */
export function mapSubmitWidgetIds(nodes: NodeMap, update: (ids: string[], button: SubmitButton) => string[]): NodeMap {
  let next = nodes;
  for (const button of submitButtons(nodes)) {
    const before = button.meta.action.click.widgetIds;
    const after = update(before, button);
    if (after.length === before.length && after.every((id, i) => id === before[i])) continue;
    if (next === nodes) next = { ...nodes };
    next[button.id] = withWidgetIds(button, after);
  }
  return next;
}
