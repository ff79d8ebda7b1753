/**
 * Where a drag is on the canvas, for dnd-kit: which drop targets the pointer (or the keyboard-stepped box) is over,
 * where the arrow keys take the dragged box, and what drop that means (before, after or inside a node).
 */
import {
  closestCenter,
  pointerWithin,
  type Active,
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type Modifier,
} from '@dnd-kit/core';
import type { FolioDocument } from '@folio/model';
import { CONTAINER_OF, intentAmongChildren, isDraggableKind, isHorizontal, positionFromPointer, type DropIntent } from './dropRules.ts';

interface NodeData {
  kind: string;
}
export const kindOf = (x: { data: { current?: unknown } } | null | undefined): string | undefined => (x?.data.current as NodeData | undefined)?.kind;

/** Of the droppables under the pointer, the nearest one a dragged kind can land on: its own kind first, then its container kind. */
export const folioCollision: CollisionDetection = (args) => {
  const activeKind = kindOf(args.active);
  if (activeKind === 'palette') return innermostUnderPointer(args);
  if (!activeKind || !isDraggableKind(activeKind)) return [];
  const fits = (c: DroppableContainer) => c.id !== args.active.id && (kindOf(c) === activeKind || kindOf(c) === CONTAINER_OF[activeKind]);
  const containers = args.droppableContainers.filter(fits);
  const hits = args.pointerCoordinates ? pointerWithin({ ...args, droppableContainers: containers }) : closestCenter({ ...args, droppableContainers: containers });
  const same = hits.filter((h) => kindOf(containers.find((c) => c.id === h.id)) === activeKind);
  return same.length ? same : hits;
};

/** A palette item can land in any node: the innermost (smallest) drop target under the pointer comes first. */
const innermostUnderPointer: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return [];
  const area = (id: string | number) => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Infinity;
  };
  return pointerWithin(args).sort((a, b) => area(a.id) - area(b.id));
};

/**
 * Arrow keys step the dragged node's box to the next (down/right) or previous (up/left) node of its kind in
 * document order, placed just past that node's middle so the drop reads "after" (forward) or "before" (back).
 */
export const folioKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = event.code === 'ArrowDown' || event.code === 'ArrowRight';
  const backward = event.code === 'ArrowUp' || event.code === 'ArrowLeft';
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if ((!forward && !backward) || !active || !collisionRect) return undefined;
  event.preventDefault();
  const activeKind = kindOf(active);
  const same = droppableContainers
    .getEnabled()
    .filter((c) => kindOf(c) === activeKind && c.node.current)
    .sort((a, b) => (a.node.current!.compareDocumentPosition(b.node.current!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  const inside = same.findIndex((c) => {
    const r = droppableRects.get(c.id);
    return r && cx >= r.left && cx <= r.left + r.width && cy >= r.top && cy <= r.top + r.height && c.id !== active.id;
  });
  const from = inside >= 0 ? inside : same.findIndex((c) => c.id === active.id);
  let to = from + (forward ? 1 : -1);
  if (same[to]?.id === active.id) to += forward ? 1 : -1;
  const target = same[to];
  const rect = target ? droppableRects.get(target.id) : undefined;
  if (!target || !rect) return currentCoordinates;
  const horizontal = isHorizontal(activeKind ?? '');
  const nudge = forward ? 0.25 : -0.25;
  const centreX = rect.left + rect.width / 2 + (horizontal ? rect.width * nudge : 0);
  const centreY = rect.top + rect.height / 2 + (horizontal ? 0 : rect.height * nudge);
  return { x: centreX - collisionRect.width / 2, y: centreY - collisionRect.height / 2 };
};

export type Point = { x: number; y: number };

/**
 * The drop intent at `point`: before/after the node of the dragged kind under it, or, over a container, between
 * the container's children where the point is (measured now, so canvas zoom and scrolling do not matter).
 */
export function intentFor(doc: FolioDocument, elements: Map<string, HTMLElement>, activeId: string, activeKind: string, overId: string, fallback: ClientRect, point: Point): DropIntent {
  const over = doc.nodes[overId];
  if (over?.kind === activeKind) {
    const rect = elements.get(overId)?.getBoundingClientRect() ?? fallback;
    return { overId, position: positionFromPointer(activeKind, rect, point) };
  }
  const children = over && 'children' in over ? over.children : [];
  const measured = children.flatMap((id) => {
    const el = id === activeId ? undefined : elements.get(id);
    return el ? [{ id, rect: el.getBoundingClientRect() }] : [];
  });
  return intentAmongChildren(measured, activeKind, point) ?? { overId, position: 'inside' };
}

export const pointOf = (event: Event | null): Point | null =>
  event && 'clientX' in event && typeof event.clientX === 'number' ? { x: event.clientX, y: (event as MouseEvent).clientY } : null;

/** Keeps the overlay's corner just under the pointer, wherever on the node the drag started. */
export const overlayAtPointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  const start = pointOf(activatorEvent);
  if (!start || !draggingNodeRect) return transform;
  return { ...transform, x: transform.x + start.x - draggingNodeRect.left - 12, y: transform.y + start.y - draggingNodeRect.top - 18 };
};

/** The centre of the dragged box (pointer or keyboard alike). */
export function activeCentre(active: Active): { x: number; y: number } | null {
  const r = active.rect.current.translated;
  return r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
}
