// Helpers for the sites tests: published folios and a published website stored as the websites API stores them.
import { createFolio, type FolioDocument } from '@folio/model';
import { add } from '@folio/model/testing';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { libraries, libraryItems, websitePages, websites } from '../../db/schema.ts';
import { bearer, buildFolio, type TestFolio } from '../../../test/factories.ts';

/** A one-page folio whose page holds one block with `html` (and more blocks added by `extend`). */
export function textDoc(authorId: string, name: string, html: string, extend?: (doc: FolioDocument) => FolioDocument): FolioDocument {
  let doc = createFolio(authorId, { name, newId: () => 'p1' });
  doc = add(doc, 'p1', 'tile', 't1');
  doc = add(doc, 't1', 'layout', 'l1');
  doc = add(doc, 'l1', 'column', 'c1');
  doc = add(doc, 'c1', 'block', 'b1');
  doc = add(doc, 'b1', 'text-resource', 'r1', { html });
  return extend ? extend(doc) : doc;
}

/** A folio stored (public unless told) and, unless told, published through the API. */
export async function publishedFolio(
  app: App,
  db: Db,
  token: string,
  doc: FolioDocument,
  { isPublic = true, publish = true, url = null as string | null } = {},
): Promise<TestFolio> {
  const folio = await buildFolio(db, { authorId: doc.root.authorId, doc: { ...doc, root: { ...doc.root, isPublic, url } }, isPublic, url });
  if (publish) {
    const res = await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  }
  return folio;
}

export interface SiteRows {
  authorId: string;
  slug: string;
  name?: string;
  pages: Array<{ folioId: string; slug: string; inMenu?: boolean }>;
  headerFolioId?: string | null;
  footerFolioId?: string | null;
  defaultPageFolioId?: string | null;
  tagManagerId?: string | null;
  customDomain?: string | null;
  noindex?: boolean;
  logoAssetId?: string | null;
  faviconAssetId?: string | null;
  published?: boolean;
}

/** A website with its pages and menu library, as the websites API writes them. */
export async function storeWebsite(db: Db, rows: SiteRows) {
  const [menu] = await db.insert(libraries).values({ ownerId: rows.authorId, name: 'Menu', libraryType: 'folio' }).returning();
  const [website] = await db
    .insert(websites)
    .values({
      authorId: rows.authorId,
      name: rows.name ?? 'Garden Club',
      slug: rows.slug,
      headerFolioId: rows.headerFolioId ?? null,
      footerFolioId: rows.footerFolioId ?? null,
      defaultPageFolioId: rows.defaultPageFolioId ?? null,
      tagManagerId: rows.tagManagerId ?? null,
      customDomain: rows.customDomain ?? null,
      noindex: rows.noindex ?? false,
      logoAssetId: rows.logoAssetId ?? null,
      faviconAssetId: rows.faviconAssetId ?? null,
      menuLibraryId: menu!.id,
      publishedAt: rows.published === false ? null : new Date(),
    })
    .returning();
  await db.update(libraries).set({ websiteId: website!.id }).where(eq(libraries.id, menu!.id));
  if (rows.pages.length) {
    await db.insert(websitePages).values(rows.pages.map((p, idx) => ({ websiteId: website!.id, folioId: p.folioId, slug: p.slug, idx })));
    const inMenu = rows.pages.filter((p) => p.inMenu !== false);
    if (inMenu.length) {
      await db
        .insert(libraryItems)
        .values(inMenu.map((p, idx) => ({ libraryId: menu!.id, itemId: p.folioId, itemType: 'folio' as const, idx })));
    }
  }
  return website!;
}
