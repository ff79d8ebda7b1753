/**
 * Changes fields of a node (the side edit panel's edit). Top-level fields are replaced; `id`, `kind` and the
 * tree links (`children`, `resource`, `interactions`) are changed only through insert, move and delete.
 * Accordion widgets keep the single-open rule after every change.
 */
import { getNode } from '../tree.ts';
import type { FolioDocument, FolioNode, NodeKind, NodeOfKind } from '../types.ts';
import { applyAccordionRule } from './applyAccordionRule.ts';

export type NodePatch<K extends NodeKind> = Partial<Omit<NodeOfKind<K>, 'id' | 'kind' | 'children' | 'resource' | 'interactions'>>;

export function updateNode<K extends NodeKind>(
  doc: FolioDocument,
  nodeId: string,
  kind: K,
  patch: NodePatch<K>,
): FolioDocument {
  const node = getNode(doc, nodeId);
  if (node.kind !== kind) throw new Error(`Node ${nodeId} is a ${node.kind}, not a ${kind}`);
  const { id: _id, kind: _kind, children: _c, resource: _r, interactions: _i, ...fields } = patch as Record<string, unknown>;
  let updated = { ...node, ...fields } as FolioNode;
  if (updated.kind === 'accordion-widget') updated = applyAccordionRule(updated);
  return { ...doc, nodes: { ...doc.nodes, [nodeId]: updated } };
}
