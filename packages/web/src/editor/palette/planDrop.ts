/**
 * Where a palette item dragged onto the canvas lands. The pointer is over some node (the innermost drop target
 * under it, or the page); from there outwards the first node that can take the new kind — bare, or wrapped in the
 * structure it needs (planInsert's chain: a widget in a block, a block in a column, …) — decides: a node of the
 * arriving kind gets it before or after itself, a container takes it among its children where the pointer is,
 * an empty block takes a resource, a block or tile takes an interaction. Pure: the geometry is passed in.
 */
import { FOLIO_PARENT, findParent, isInteractionKind, type FolioDocument, type NodeKind } from '@folio/model';
import type { InsertTarget } from '../store/types.ts';
import { translate } from '../../i18n/i18n.ts';
import { isDraggableKind, type DropIntent } from '../dnd/dropRules.ts';
import { buildWrapped, startPlan, targetFits, type InsertRefusal, type PlanInsertOptions } from './planInsert.ts';

/** Where the pointer is, measured by the caller (the canvas's boxes now, or fixed answers in tests). */
export interface DropGeometry {
  /** which half of the node's box the pointer is in */
  side(nodeId: string): 'before' | 'after';
  /** the place among a container's children (of `childKind`) nearest the pointer; null when it has none */
  among(parentId: string, childKind: NodeKind): DropIntent | null;
}

export interface DropPlan {
  ok: true;
  target: InsertTarget;
  node: ReturnType<typeof buildWrapped>['node'];
  descendants: ReturnType<typeof buildWrapped>['descendants'];
  newNodeId: string;
  /** what the canvas shows while the item is held there */
  intent: DropIntent;
}

/** The insert target for "before" or "after" `siblingId` among its parent's children. */
function besideTarget(doc: FolioDocument, siblingId: string, position: 'before' | 'after'): InsertTarget | null {
  const ref = findParent(doc, siblingId);
  if (!ref || ref.slot !== 'children' || ref.parentId === FOLIO_PARENT) return null;
  if (position === 'after') return { parentId: ref.parentId, afterId: siblingId };
  const parent = doc.nodes[ref.parentId];
  const siblings = parent && 'children' in parent ? parent.children : [];
  const at = siblings.indexOf(siblingId);
  return at > 0 ? { parentId: ref.parentId, afterId: siblings[at - 1]! } : { parentId: ref.parentId, first: true };
}

export function planDrop(
  doc: FolioDocument,
  overId: string,
  kind: NodeKind,
  geometry: DropGeometry,
  options: PlanInsertOptions = {},
): DropPlan | InsertRefusal {
  const start = startPlan(kind, options);
  if ('ok' in start) return start;
  const { newId, chain } = start;
  for (let current: string | undefined = overId; current && current !== FOLIO_PARENT; current = findParent(doc, current)?.parentId) {
    const node = doc.nodes[current];
    if (!node) break;
    for (let depth = 0; depth < chain.length; depth++) {
      const arriving = chain[depth]!;
      if (node.kind === arriving && isDraggableKind(arriving)) {
        const position = geometry.side(current);
        const target = besideTarget(doc, current, position);
        if (target) return { ok: true, target, ...buildWrapped(chain, depth, newId), intent: { overId: current, position } };
      }
      if (!targetFits(doc, { parentId: current }, arriving)) continue;
      const between = 'children' in node && isDraggableKind(arriving) ? geometry.among(current, arriving) : null;
      const target = between ? besideTarget(doc, between.overId, between.position === 'before' ? 'before' : 'after') : { parentId: current };
      if (target) return { ok: true, target, ...buildWrapped(chain, depth, newId), intent: between ?? { overId: current, position: 'inside' } };
    }
  }
  return { ok: false, message: isInteractionKind(kind) ? translate('editor:palette.interactionGoesOn') : translate('editor:palette.cannotGoThere') };
}
