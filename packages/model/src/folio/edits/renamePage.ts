/** Renames a page. */
import { NOT_A_PAGE } from '../errors.ts';
import type { FolioDocument } from '../types.ts';

export function renamePage(doc: FolioDocument, pageId: string, name: string): FolioDocument {
  const page = doc.nodes[pageId];
  if (!page || page.kind !== 'page') throw new Error(NOT_A_PAGE(pageId));
  return { ...doc, nodes: { ...doc.nodes, [pageId]: { ...page, name } } };
}
