/** Carrying out a placement through the store's move edits. */
import type { DispatchResult, EditorAction } from '../store/index.ts';
import type { FolioDocument } from '@folio/model';
import { toMoveTarget, type Placement } from './dropRules.ts';

/**
 * The store actions that put `nodeId` at `placement`. Usually one `move`. The model's move target cannot say
 * "first", so the first place takes a move to second place followed by `moveWithin up` (two undo steps).
 */
export function placementActions(doc: FolioDocument, nodeId: string, placement: Placement): EditorAction[] {
  const target = toMoveTarget(doc, nodeId, placement);
  if (!target.first) {
    const { first: _f, ...explicit } = target;
    return [{ type: 'move', nodeId, target: explicit }];
  }
  const parent = doc.nodes[placement.parentId];
  const siblings = parent && 'children' in parent ? parent.children : [];
  const actions: EditorAction[] = [];
  const firstOther = siblings.find((id) => id !== nodeId)!;
  if (siblings.indexOf(nodeId) !== 1 || siblings[0] !== firstOther) {
    actions.push({ type: 'move', nodeId, target: { parentId: placement.parentId, afterId: firstOther } });
  }
  actions.push({ type: 'moveWithin', nodeId, direction: 'up' });
  return actions;
}

export function performPlacement(
  dispatch: (action: EditorAction) => DispatchResult,
  doc: FolioDocument,
  nodeId: string,
  placement: Placement,
): DispatchResult {
  for (const action of placementActions(doc, nodeId, placement)) {
    const result = dispatch(action);
    if (!result.ok) return result;
  }
  return { ok: true };
}
