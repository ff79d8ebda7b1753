/** Duplicates a node right after itself: copy + paste with the insert-after flag. */
import { randomId, type IdFactory } from '../defaults.ts';
import { copySubtree } from './copySubtree.ts';
import { insertTarget } from './insertNode.ts';
import { pasteSubtree } from './pasteSubtree.ts';

import type { FolioDocument } from '../types.ts';

export function duplicateNode(doc: FolioDocument, nodeId: string, newId: IdFactory = randomId): FolioDocument {
  return pasteSubtree(doc, copySubtree(doc, nodeId), insertTarget(doc, nodeId, true), newId);
}
