/** Moves a node (with its subtree) to another place the hierarchy allows. */
import { MOVE_INTO_ITSELF } from '../errors.ts';
import { getNode, subtreeIds } from '../tree.ts';
import type { FolioDocument } from '../types.ts';
import { assertCanHold, attach, detach, type Target } from './shared.ts';

export function moveNode(doc: FolioDocument, nodeId: string, target: Target): FolioDocument {
  const node = getNode(doc, nodeId);
  if (subtreeIds(doc.nodes, nodeId).includes(target.parentId)) throw new Error(MOVE_INTO_ITSELF);
  if (target.afterId === nodeId) return doc;
  // Check before detaching, so a refused move reports the hierarchy rule rather than a missing sibling.
  assertCanHold(doc, target.parentId, node.kind);
  return attach(detach(doc, nodeId), target, nodeId, node.kind);
}
