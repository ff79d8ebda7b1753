/** Published folio pages for visitors of the sites origin: only the snapshot, never the stored (possibly newer) document. */
import type { FolioDocument, PageNode } from '@folio/model';
import type { Executor } from '../db/client.ts';
import { publishedDocs, stampKey } from './publishedDocs.ts';

export interface PublicPage {
  doc: FolioDocument;
  page: PageNode;
  /** Changes whenever the folio is published again; names the page too. */
  etag: string;
}

/**
 * The published page a visitor may see, or null: unknown or deleted folio, private folio, never published, or a
 * page id that is not a page of the snapshot. Visitors carry no token on the sites origin, so privacy is decided
 * by the folio row's isPublic alone (owners and share links preview through the app origin). Without a page id,
 * the folio's first page.
 */
export async function findPublicPage(db: Executor, folioId: string, pageId?: string): Promise<PublicPage | null> {
  const published = (await publishedDocs(db, [folioId])).get(folioId);
  if (!published) return null;
  const { doc } = published;
  const id = pageId ?? doc.root.pages[0];
  const page = id === undefined ? undefined : doc.nodes[id];
  if (!page || page.kind !== 'page' || !doc.root.pages.includes(page.id)) return null;
  return { doc, page, etag: `W/"fo-${stampKey(published)}-${page.id}"` };
}

/** Whether any of these pages asks search engines to stay away. */
export const isNoindex = (pages: PageNode[]): boolean => pages.some((page) => page.noindex === true);
