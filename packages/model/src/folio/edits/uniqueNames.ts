/**
 * Widget names become submission columns, so they stay unique within a folio: a pasted or duplicated widget
 * whose name is already taken gets the next free number ("faq" → "faq 2", "faq 3"). Empty names stay empty.
 */
import { isWidgetKind, type FolioNode, type NodeMap, type WidgetNode } from '../types.ts';

const key = (name: string) => name.trim().toLowerCase();

/** The base of a numbered name: "faq 2" → "faq". */
const baseOf = (name: string) => name.trim().replace(/\s+\d+$/, '') || name.trim();

const namedWidget = (node: FolioNode): node is WidgetNode => isWidgetKind(node.kind) && (node as WidgetNode).name.trim() !== '';

/** `incoming` with every widget name that clashes with `existing` (or an earlier incoming widget) renumbered. */
export function withUniqueWidgetNames(existing: NodeMap, incoming: NodeMap): NodeMap {
  const taken = new Set<string>();
  for (const node of Object.values(existing)) {
    if (namedWidget(node)) taken.add(key(node.name));
  }
  const out: NodeMap = {};
  for (const [id, node] of Object.entries(incoming)) {
    if (!namedWidget(node)) {
      out[id] = node;
      continue;
    }
    let name = node.name.trim();
    if (taken.has(key(name))) {
      const base = baseOf(name);
      let n = 2;
      while (taken.has(key(`${base} ${n}`))) n++;
      name = `${base} ${n}`;
    }
    taken.add(key(name));
    out[id] = name === node.name ? node : { ...node, name };
  }
  return out;
}

/** Whether another widget of the folio already uses `name` (compared without case or surrounding spaces). */
export function widgetNameTaken(nodes: NodeMap, widgetId: string, name: string): boolean {
  if (!name.trim()) return false;
  return Object.values(nodes).some((node) => node.id !== widgetId && namedWidget(node) && key(node.name) === key(name));
}
