/**
 * Drag-and-drop rules as pure functions: which nodes can be dragged, where a drop lands, and whether the model
 * allows it (canContain, no node inside its own subtree). The result is a placement the store's move edit takes.
 */
import { FOLIO_PARENT, canContain, findParent, subtreeIds, type FolioDocument, type FolioNode, type NodeKind } from '@folio/model';
import { translate } from '../../i18n/i18n.ts';

export const DRAGGABLE_KINDS = ['tile', 'layout', 'column', 'block'] as const;
export type DraggableKind = (typeof DRAGGABLE_KINDS)[number];

export const isDraggableKind = (kind: string): kind is DraggableKind => (DRAGGABLE_KINDS as readonly string[]).includes(kind);

/** The container kind each draggable kind lives in. */
export const CONTAINER_OF: Record<DraggableKind, NodeKind> = { tile: 'page', layout: 'tile', column: 'layout', block: 'column' };

/** Columns sit side by side; every other draggable kind is stacked. */
export const isHorizontal = (kind: string) => kind === 'column';

export type DropPosition = 'before' | 'after' | 'inside';

export interface DropIntent {
  /** the node the pointer (or keyboard) is over */
  overId: string;
  position: DropPosition;
}

/**
 * Where a node ends up: inside `parentId` at `index` of its children list as it reads after the dragged node
 * left it. Converted to the model's move target by `toMoveTarget`.
 */
export interface Placement {
  parentId: string;
  index: number;
}

function childrenOf(doc: FolioDocument, parentId: string): string[] {
  if (parentId === FOLIO_PARENT) return doc.root.pages;
  const parent = doc.nodes[parentId];
  return parent && 'children' in parent ? parent.children : [];
}

/** Before / after halves of the hovered node's box; columns split left/right, others top/bottom. */
export function positionFromPointer(
  overKind: string,
  rect: { top: number; left: number; width: number; height: number },
  pointer: { x: number; y: number },
): 'before' | 'after' {
  if (isHorizontal(overKind)) return pointer.x < rect.left + rect.width / 2 ? 'before' : 'after';
  return pointer.y < rect.top + rect.height / 2 ? 'before' : 'after';
}

/**
 * A drop over a container (a column's padding, the gap between blocks) lands between its children where the
 * pointer is: before the first child whose middle lies past the pointer, else after the last; null when empty.
 */
export function intentAmongChildren(
  children: { id: string; rect: { top: number; left: number; width: number; height: number } }[],
  childKind: string,
  pointer: { x: number; y: number },
): DropIntent | null {
  if (children.length === 0) return null;
  const next = children.find(({ rect }) => positionFromPointer(childKind, rect, pointer) === 'before');
  return next ? { overId: next.id, position: 'before' } : { overId: children[children.length - 1]!.id, position: 'after' };
}

/**
 * The placement of `draggedId` for a drop intent, or null when the model forbids it: the destination cannot
 * hold the dragged kind, the destination lies inside the dragged subtree, or nothing would change.
 */
export function resolveDrop(doc: FolioDocument, draggedId: string, intent: DropIntent): Placement | null {
  const dragged = doc.nodes[draggedId];
  const over = doc.nodes[intent.overId];
  if (!dragged || !over || !isDraggableKind(dragged.kind)) return null;
  if (draggedId === intent.overId) return null;

  let parentId: string;
  let rawIndex: number;
  if (intent.position === 'inside') {
    parentId = over.id;
    rawIndex = childrenOf(doc, parentId).length;
  } else {
    const ref = findParent(doc, over.id);
    if (!ref || ref.slot !== 'children') return null;
    parentId = ref.parentId;
    const at = childrenOf(doc, parentId).indexOf(over.id);
    rawIndex = intent.position === 'before' ? at : at + 1;
  }
  const parent = doc.nodes[parentId];
  if (!parent || !canContain(parent.kind, dragged.kind)) return null;
  if (subtreeIds(doc.nodes, draggedId).includes(parentId)) return null;

  const siblings = childrenOf(doc, parentId);
  const from = siblings.indexOf(draggedId);
  // The list loses the dragged node first, which shifts later indexes down by one.
  const index = from >= 0 && from < rawIndex ? rawIndex - 1 : rawIndex;
  if (from >= 0 && from === index) return null;
  return { parentId, index };
}

/**
 * Why `resolveDrop` gave nothing: 'hierarchy' when the model forbids it (worth telling the author), 'unchanged'
 * when the node would stay where it is (nothing to say), null when the drop is fine.
 */
export function dropProblem(doc: FolioDocument, draggedId: string, intent: DropIntent): 'hierarchy' | 'unchanged' | null {
  if (resolveDrop(doc, draggedId, intent)) return null;
  const dragged = doc.nodes[draggedId];
  const over = doc.nodes[intent.overId];
  if (!dragged || !over || draggedId === intent.overId) return 'unchanged';
  const parentId = intent.position === 'inside' ? over.id : findParent(doc, over.id)?.parentId;
  const parent = parentId ? doc.nodes[parentId] : undefined;
  if (!parent || !canContain(parent.kind, dragged.kind) || subtreeIds(doc.nodes, draggedId).includes(parent.id)) return 'hierarchy';
  return 'unchanged';
}

/** Whether a drop intent is allowed (for the indicator's colour and the keyboard's announcements). */
export function canDrop(doc: FolioDocument, draggedId: string, intent: DropIntent): boolean {
  return resolveDrop(doc, draggedId, intent) !== null;
}

/**
 * The model's move target for a placement: after the sibling that will precede it, or (no sibling before it)
 * `first: true` — the model's Target appends when it has no `afterId`, so the first place is asked for explicitly.
 */
export function toMoveTarget(
  doc: FolioDocument,
  draggedId: string,
  placement: Placement,
): { parentId: string; afterId?: string; first?: boolean } {
  const siblings = childrenOf(doc, placement.parentId).filter((id) => id !== draggedId);
  if (placement.index === 0) return siblings.length === 0 ? { parentId: placement.parentId } : { parentId: placement.parentId, first: true };
  return { parentId: placement.parentId, afterId: siblings[placement.index - 1]! };
}

/** The keyboard "Move up" / "Move down": one place among the siblings, or null at the edge. */
export function stepPlacement(doc: FolioDocument, nodeId: string, step: -1 | 1): Placement | null {
  const ref = findParent(doc, nodeId);
  if (!ref || ref.slot !== 'children') return null;
  const siblings = childrenOf(doc, ref.parentId);
  const index = siblings.indexOf(nodeId) + step;
  if (index < 0 || index >= siblings.length) return null;
  return { parentId: ref.parentId, index };
}

export interface MoveDestination {
  parentId: string;
  /** what the menu shows, e.g. 'Column 2 of layout 1 (tile 1, Page 1)' */
  label: string;
}

/**
 * The "Move to…" choices: every container of the right kind other than the current one (the node goes last
 * there). Labels number containers in document order so an author can tell them apart.
 */
export function moveDestinations(doc: FolioDocument, nodeId: string): MoveDestination[] {
  const node = doc.nodes[nodeId];
  if (!node || !isDraggableKind(node.kind)) return [];
  const current = findParent(doc, nodeId)?.parentId;
  const wanted = CONTAINER_OF[node.kind];
  const out: MoveDestination[] = [];
  const walk = (id: string, trail: string[]) => {
    const n = doc.nodes[id];
    if (!n) return;
    if (n.kind === wanted && id !== current && !subtreeIds(doc.nodes, nodeId).includes(id)) out.push({ parentId: id, label: trail.join(translate('editor:dnd.separator')) });
    if (!('children' in n)) return;
    n.children.forEach((childId, i) => {
      const child = doc.nodes[childId];
      if (child) walk(childId, [translate('editor:dnd.numbered', { name: describeNode(child), number: i + 1 }), ...trail]);
    });
  };
  for (const pageId of doc.root.pages) {
    const page = doc.nodes[pageId];
    if (page?.kind === 'page') walk(pageId, [page.name]);
  }
  return out;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A short human name of a node for overlays and announcements. */
export function describeNode(node: FolioNode | undefined): string {
  if (!node) return '';
  return node.kind === 'page' ? node.name : translate(`editor:dnd.nodes.${node.kind}`, { defaultValue: capitalize(node.kind.replace(/-/g, ' ')) });
}
