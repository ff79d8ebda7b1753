/** Building blocks the edit functions share: attaching and detaching a child id, immutably. */
import { BLOCK_RESOURCE_TAKEN, NOT_A_SIBLING, cannotHold, unknownNode } from '../errors.ts';
import { FOLIO_PARENT, slotFor, type ParentKind } from '../hierarchy.ts';
import { findParent } from '../tree.ts';
import type { FolioDocument, FolioNode, NodeKind } from '../types.ts';

/** Where to put a node: inside `parentId` ('folio' for pages), right after `afterId` or else as the last child. */
export interface Target {
  parentId: string;
  afterId?: string;
}

export function parentKindOf(doc: FolioDocument, parentId: string): ParentKind {
  if (parentId === FOLIO_PARENT) return FOLIO_PARENT;
  const parent = doc.nodes[parentId];
  if (!parent) throw new Error(unknownNode(parentId));
  return parent.kind;
}

export function assertCanHold(doc: FolioDocument, parentId: string, childKind: NodeKind) {
  const parentKind = parentKindOf(doc, parentId);
  const slot = slotFor(parentKind, childKind);
  if (!slot) throw new Error(cannotHold(parentKind, childKind));
  return slot;
}

function insertAfter(list: string[], childId: string, afterId: string | undefined): string[] {
  if (afterId === undefined) return [...list, childId];
  const at = list.indexOf(afterId);
  if (at < 0) throw new Error(NOT_A_SIBLING);
  return [...list.slice(0, at + 1), childId, ...list.slice(at + 1)];
}

/** Puts `childId` (of `childKind`) into the right slot of the target parent; throws when the hierarchy forbids it. */
export function attach(doc: FolioDocument, target: Target, childId: string, childKind: NodeKind): FolioDocument {
  const slot = assertCanHold(doc, target.parentId, childKind);
  if (slot === 'pages') {
    return { ...doc, root: { ...doc.root, pages: insertAfter(doc.root.pages, childId, target.afterId) } };
  }
  const parent = doc.nodes[target.parentId] as FolioNode;
  let updated: FolioNode;
  if (slot === 'resource') {
    if (!('interactions' in parent) || parent.kind !== 'block') throw new Error(cannotHold(parent.kind, childKind));
    if (parent.resource !== undefined) throw new Error(BLOCK_RESOURCE_TAKEN);
    updated = { ...parent, resource: childId };
  } else if (slot === 'interactions') {
    if (parent.kind !== 'block' && parent.kind !== 'tile') throw new Error(cannotHold(parent.kind, childKind));
    updated = { ...parent, interactions: insertAfter(parent.interactions, childId, target.afterId) };
  } else {
    if (!('children' in parent)) throw new Error(cannotHold(parent.kind, childKind));
    updated = { ...parent, children: insertAfter(parent.children, childId, target.afterId) };
  }
  return { ...doc, nodes: { ...doc.nodes, [parent.id]: updated } };
}

/** Takes `childId` out of whatever holds it (the node itself stays in the map). */
export function detach(doc: FolioDocument, childId: string): FolioDocument {
  const ref = findParent(doc, childId);
  if (!ref) return doc;
  if (ref.slot === 'pages') {
    return { ...doc, root: { ...doc.root, pages: doc.root.pages.filter((id) => id !== childId) } };
  }
  const parent = doc.nodes[ref.parentId] as FolioNode;
  let updated: FolioNode = parent;
  if (ref.slot === 'resource' && parent.kind === 'block') {
    const { resource: _removed, ...rest } = parent;
    updated = rest;
  } else if (ref.slot === 'interactions' && (parent.kind === 'block' || parent.kind === 'tile')) {
    updated = { ...parent, interactions: parent.interactions.filter((id) => id !== childId) };
  } else if ('children' in parent) {
    updated = { ...parent, children: parent.children.filter((id) => id !== childId) };
  }
  return { ...doc, nodes: { ...doc.nodes, [parent.id]: updated } };
}
