/** Inserts a new node (with any descendants it brings) into the tree. */
import { DUPLICATE_ID, cannotHold, unknownNode } from '../errors.ts';
import { FOLIO_PARENT, canContain } from '../hierarchy.ts';
import { childIds, findParent, getNode, inputWidgetIds, isSubmitButton, mapSubmitWidgetIds, subtreeIds } from '../tree.ts';
import type { FolioDocument, FolioNode, NodeKind, NodeMap } from '../types.ts';
import { joinSubmitButtons } from './joinSubmitButtons.ts';
import { pruneSubmitButtons } from './pruneSubmitButtons.ts';
import { applyAccordionRule } from './applyAccordionRule.ts';
import { attach, type Target } from './shared.ts';

export interface InsertNodeInput extends Target {
  node: FolioNode;
  /** the nodes below `node` (children, resource, interactions), when it brings any */
  descendants?: NodeMap;
  /**
   * A submit button inserted with an empty widget list takes every input widget of the folio, so a button
   * added after its form fields submits them. Paste turns this off (its buttons were re-linked already).
   */
  newButtonsTakeAllWidgets?: boolean;
}

/**
 * The editor's insert-after flag (spec §2): with the flag, the new node goes right after the selected node,
 * among its siblings; without it, it goes inside the selected node as its last child. Given the new node's
 * kind, the flag climbs from the selected node to the nearest ancestor it can follow (a block inserted while a
 * text resource is selected goes after the resource's block).
 */
export function insertTarget(
  doc: FolioDocument,
  selectedId: string,
  insertAfterFlag: boolean,
  childKind?: NodeKind,
): Target {
  if (!insertAfterFlag) return { parentId: selectedId };
  let current = selectedId;
  for (;;) {
    const ref = findParent(doc, current);
    if (!ref) throw new Error(unknownNode(current));
    const parentKind = ref.parentId === FOLIO_PARENT ? FOLIO_PARENT : getNode(doc, ref.parentId).kind;
    const fits = childKind === undefined || canContain(parentKind, childKind);
    if (fits || ref.parentId === FOLIO_PARENT) {
      return ref.slot === 'resource' ? { parentId: ref.parentId } : { parentId: ref.parentId, afterId: current };
    }
    current = ref.parentId;
  }
}

export function insertNode(doc: FolioDocument, input: InsertNodeInput): FolioDocument {
  const added: NodeMap = { ...input.descendants, [input.node.id]: input.node };
  for (const id of Object.keys(added)) {
    if (doc.nodes[id] || id === FOLIO_PARENT) throw new Error(DUPLICATE_ID(id));
  }
  const addedIds = subtreeIds(added, input.node.id);
  // The subtree may come from outside (a JSON clipboard), so its inner links obey the same rules.
  for (const id of addedIds) {
    const parent = added[id]!;
    for (const childId of childIds(parent)) {
      const child = added[childId];
      if (!child) throw new Error(unknownNode(childId));
      if (!canContain(parent.kind, child.kind)) throw new Error(cannotHold(parent.kind, child.kind));
    }
  }
  let next = attach(doc, input, input.node.id, input.node.kind);
  const placed = addedIds.map((id) => {
    const node = added[id]!;
    return [id, node.kind === 'accordion-widget' ? applyAccordionRule(node) : node] as const;
  });
  next = { ...next, nodes: { ...next.nodes, ...Object.fromEntries(placed) } };

  const addedButtons = addedIds.filter((id) => isSubmitButton(next.nodes[id]!));
  if (input.newButtonsTakeAllWidgets ?? true) {
    const all = inputWidgetIds(next.nodes);
    next = {
      ...next,
      nodes: mapSubmitWidgetIds(next.nodes, (ids, button) =>
        addedButtons.includes(button.id) && ids.length === 0 ? all : ids,
      ),
    };
  }
  next = joinSubmitButtons(next, addedIds, addedButtons);
  return pruneSubmitButtons(next);
}
