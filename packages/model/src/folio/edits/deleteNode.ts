/** Deletes a node and its whole subtree; submit buttons forget the deleted widgets (spec §4 Folio). */
import { LAST_PAGE } from '../errors.ts';
import { getNode, subtreeIds } from '../tree.ts';
import type { FolioDocument } from '../types.ts';
import { pruneSubmitButtons } from './pruneSubmitButtons.ts';
import { detach } from './shared.ts';

export function deleteNode(doc: FolioDocument, nodeId: string): FolioDocument {
  const node = getNode(doc, nodeId);
  if (node.kind === 'page' && doc.root.pages.length <= 1 && doc.root.pages.includes(nodeId)) {
    throw new Error(LAST_PAGE);
  }
  const removed = new Set(subtreeIds(doc.nodes, nodeId));
  const detached = detach(doc, nodeId);
  const nodes = Object.fromEntries(Object.entries(detached.nodes).filter(([id]) => !removed.has(id)));
  return pruneSubmitButtons({ ...detached, nodes });
}
