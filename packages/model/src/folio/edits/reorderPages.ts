/** Puts the pages in a new order; the new order must list every page exactly once. */
import { PAGE_ORDER_MISMATCH } from '../errors.ts';
import type { FolioDocument } from '../types.ts';

export function reorderPages(doc: FolioDocument, pageIds: string[]): FolioDocument {
  const current = doc.root.pages;
  const same =
    pageIds.length === current.length && new Set(pageIds).size === pageIds.length && pageIds.every((id) => current.includes(id));
  if (!same) throw new Error(PAGE_ORDER_MISMATCH);
  return { ...doc, root: { ...doc.root, pages: [...pageIds] } };
}

/** Moves one page from `from` to `to` (indexes in the page list), e.g. after a drag in the page list. */
export function movePage(doc: FolioDocument, from: number, to: number): FolioDocument {
  const pages = [...doc.root.pages];
  const [moved] = pages.splice(from, 1);
  if (moved === undefined || to < 0 || to > pages.length) throw new Error(PAGE_ORDER_MISMATCH);
  pages.splice(to, 0, moved);
  return reorderPages(doc, pages);
}
