/** A folio shown as a page of a website, at /site/{websiteSlug}/{slug} (or /{slug} on the custom domain). */
export interface WebsitePage {
  folioId: string;
  /** the page's address part, unique within the website */
  slug: string;
  /** position in the website's page list, 0-based */
  idx: number;
  /** the folio's name */
  title: string;
  /** whether the folio has a published snapshot (visitors see nothing of an unpublished folio) */
  isPublished: boolean;
  /** whether the page appears in the site menu */
  inMenu: boolean;
}

/** A website as lists show it. */
export interface WebsiteSummary {
  id: string;
  authorId: string;
  name: string;
  slug: string;
  customDomain: string | null;
  pageCount: number;
  /** ISO 8601; null until the website is first published */
  publishedAt: string | null;
  /** ISO 8601 */
  updatedAt: string;
}

/** Every field of a website (GET/POST/PATCH /api/websites…). */
export interface Website extends WebsiteSummary {
  description: string;
  /** the default for every page: ask search engines not to index the site */
  noindex: boolean;
  /** an image asset used as the favicon, and its URL */
  faviconAssetId: string | null;
  faviconUrl: string | null;
  /** an image asset shown by logo widgets that name no logo of their own, and its URL */
  logoAssetId: string | null;
  logoUrl: string | null;
  /** GTM-…; when set, every page carries the tag manager snippet */
  tagManagerId: string | null;
  /** the language of every page (a BCP 47 tag, e.g. 'pt-BR'), winning over the pages' folios'; null = each folio's (en by default) */
  language: string | null;
  /** folios shown as the header and footer of every page (isWebsitePart, websitePartType header|footer) */
  headerFolioId: string | null;
  footerFolioId: string | null;
  /** the page served at the website's root; one of pages */
  defaultPageFolioId: string | null;
  /** the library that holds the site menu (libraryMenuType 'site'): the pages with inMenu, in menu order */
  menuLibraryId: number | null;
  pages: WebsitePage[];
  /** menu order: folio ids of the pages in the menu */
  menu: string[];
  /** bumped on every change; the published pages' cache key */
  version: number;
  /** ISO 8601 */
  createdAt: string;
  /** the visitor address: {SITES_ORIGIN}/site/{slug} */
  siteUrl: string;
}

/** One page in a PATCH's page list: the list is replaced, in this order; slug and inMenu default on the server. */
export interface WebsitePageInput {
  folioId: string;
  /** default: the page's current slug, or slugify(folio name) made unique */
  slug?: string | undefined;
  /** default: as it is, true for a new page */
  inMenu?: boolean | undefined;
}

/** PATCH /api/websites/{id}: each field left out stays as it is; null or '' clears tagManagerId and customDomain. */
export interface WebsitePatch {
  name?: string | undefined;
  slug?: string | undefined;
  description?: string | undefined;
  noindex?: boolean | undefined;
  faviconAssetId?: string | null | undefined;
  logoAssetId?: string | null | undefined;
  tagManagerId?: string | null | undefined;
  /** a BCP 47 tag, stored in its usual case; null or '' for none */
  language?: string | null | undefined;
  customDomain?: string | null | undefined;
  headerFolioId?: string | null | undefined;
  footerFolioId?: string | null | undefined;
  defaultPageFolioId?: string | null | undefined;
  pages?: WebsitePageInput[] | undefined;
  /** the menu order: folio ids of pages; pages not listed leave the menu */
  menu?: string[] | undefined;
}
