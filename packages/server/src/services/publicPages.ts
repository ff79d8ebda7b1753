/** Published pages for visitors of the sites origin: only the snapshot, never the stored (possibly newer) document. */
import { loadFolioDocument, type FolioDocument, type PageNode } from '@folio/model';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { folioPublications } from '../db/schema.ts';
import { findFolio } from './folios.ts';

export interface PublicPage {
  doc: FolioDocument;
  page: PageNode;
  /** Changes whenever the folio is published again; names the page too. */
  etag: string;
}

/**
 * The published page a visitor may see, or null: unknown or deleted folio, private folio, never published, or a
 * page id that is not a page of the snapshot. Visitors carry no token on the sites origin, so privacy is decided
 * by the folio row's isPublic alone (owners and share links preview through the app origin).
 */
export async function findPublicPage(db: Executor, folioId: string, pageId: string): Promise<PublicPage | null> {
  const row = await findFolio(db, folioId);
  if (!row || !row.isPublic) return null;
  const [publication] = await db
    .select()
    .from(folioPublications)
    .where(eq(folioPublications.folioId, row.id))
    .limit(1);
  if (!publication) return null;
  const doc = loadFolioDocument({
    schemaVersion: publication.schemaVersion,
    root: publication.root,
    nodes: publication.nodes,
  });
  const page = doc.nodes[pageId];
  if (!page || page.kind !== 'page' || !doc.root.pages.includes(pageId)) return null;
  const etag = `W/"fo-${row.id}-v${publication.version}-${publication.publishedAt.getTime()}-${pageId}"`;
  return { doc, page, etag };
}

/**
 * Whether the page asks search engines to stay away. The model has no such field yet (the website issue adds
 * page and website settings); a page node carrying `noindex: true` is honoured already.
 */
export function isNoindex(page: PageNode): boolean {
  return (page as PageNode & { noindex?: unknown }).noindex === true;
}
