import type { Website, WebsitePage } from '../../api/websites.ts';

/** A page of a test website: folio `id`, slug from it, in the menu, published. */
export const page = (id: string, over: Partial<WebsitePage> = {}): WebsitePage => ({
  folioId: id,
  slug: id,
  idx: 0,
  title: `Folio ${id}`,
  isPublished: true,
  inMenu: true,
  ...over,
});

/** A website with the given pages (their idx set from the order) and, unless told, all of them in the menu. */
export function website(over: Partial<Website> = {}): Website {
  const pages = (over.pages ?? []).map((p, idx) => ({ ...p, idx }));
  return {
    id: 'w1',
    authorId: 'u1',
    name: 'My site',
    slug: 'my-site',
    customDomain: null,
    pageCount: pages.length,
    publishedAt: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    description: '',
    noindex: false,
    faviconAssetId: null,
    faviconUrl: null,
    logoAssetId: null,
    logoUrl: null,
    tagManagerId: null,
    language: null,
    headerFolioId: null,
    footerFolioId: null,
    defaultPageFolioId: null,
    menuLibraryId: 7,
    menu: pages.filter((p) => p.inMenu).map((p) => p.folioId),
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    siteUrl: 'http://127.0.0.1:3000/site/my-site',
    ...over,
    pages,
  };
}
