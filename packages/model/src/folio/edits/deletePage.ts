/** Deletes a page with everything on it; a folio keeps at least one page. */
import { NOT_A_PAGE } from '../errors.ts';
import type { FolioDocument } from '../types.ts';
import { deleteNode } from './deleteNode.ts';

export function deletePage(doc: FolioDocument, pageId: string): FolioDocument {
  if (!doc.root.pages.includes(pageId) || doc.nodes[pageId]?.kind !== 'page') throw new Error(NOT_A_PAGE(pageId));
  return deleteNode(doc, pageId);
}
