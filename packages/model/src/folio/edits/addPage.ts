/** Adds an empty page, after `afterPageId` or at the end. */
import { createNode, randomId, type IdFactory } from '../defaults.ts';
import { FOLIO_PARENT } from '../hierarchy.ts';
import type { FolioDocument } from '../types.ts';
import { insertNode } from './insertNode.ts';

export function addPage(
  doc: FolioDocument,
  options: { name?: string; afterPageId?: string } = {},
  newId: IdFactory = randomId,
): FolioDocument {
  const page = createNode('page', { name: options.name ?? `Page ${doc.root.pages.length + 1}` }, newId);
  const target = options.afterPageId === undefined ? {} : { afterId: options.afterPageId };
  return insertNode(doc, { parentId: FOLIO_PARENT, ...target, node: page });
}
