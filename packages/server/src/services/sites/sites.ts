/** Websites as visitors see them: only published websites, only published public folios within them. */
import { and, asc, count, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assets, websitePages, websites } from '../../db/schema.ts';
import { blobUrl } from '../blobs/blobs.ts';
import { isUuid } from '../folios/folios.ts';
import { publicationStamps, stampKey, type PublicationStamp } from './publishedDocs.ts';
import { menuItemsOf } from '../websitePages.ts';
import type { WebsiteRow } from '../websites.ts';

/** A page of the website that a visitor can open (its folio is published and public). */
export interface SitePage {
  folioId: string;
  slug: string;
  title: string;
  stamp: PublicationStamp;
}

/** Everything about a website that is needed before rendering, read in three small queries. */
export interface SiteOutline {
  website: WebsiteRow;
  /** visible pages in the website's order */
  pages: SitePage[];
  /** visible pages in menu order */
  menu: SitePage[];
  defaultPage: SitePage | null;
  /** stamps of the header and footer parts, when published */
  header: PublicationStamp | null;
  footer: PublicationStamp | null;
  /** changes whenever the website, any folio it shows or any asset of its author changes */
  key: string;
  /** change-feed tags of everything the outline was read from (services/cluster/changeFeed.ts) */
  tags: string[];
}

/** A published website by its slug or its custom domain (lower-cased host, port dropped). */
export async function findVisitorWebsite(db: Executor, by: { slug: string } | { domain: string }): Promise<WebsiteRow | null> {
  const match = 'slug' in by ? eq(websites.slug, by.slug) : eq(websites.customDomain, by.domain);
  const [row] = await db
    .select()
    .from(websites)
    .where(and(match, isNotNull(websites.publishedAt)))
    .limit(1);
  return row ?? null;
}

/** Published websites on the sites origin, by slug, with whether each asks search engines to stay away (robots.txt). */
export async function listedWebsites(db: Executor): Promise<Array<{ slug: string; noindex: boolean }>> {
  return db.select({ slug: websites.slug, noindex: websites.noindex }).from(websites).where(isNotNull(websites.publishedAt)).orderBy(asc(websites.slug));
}

export async function siteOutline(db: Executor, website: WebsiteRow): Promise<SiteOutline> {
  const [pageRows, menuItems, assetsStamp] = await Promise.all([
    db.select().from(websitePages).where(eq(websitePages.websiteId, website.id)).orderBy(asc(websitePages.idx)),
    menuItemsOf(db, website.menuLibraryId),
    authorAssetsStamp(db, website.authorId),
  ]);
  const parts = [website.headerFolioId, website.footerFolioId].filter((id): id is string => id !== null);
  const stamps = await publicationStamps(db, [...pageRows.map((p) => p.folioId), ...parts]);
  const pages: SitePage[] = [];
  for (const row of pageRows) {
    const stamp = stamps.get(row.folioId);
    if (stamp) pages.push({ folioId: row.folioId, slug: row.slug, title: stamp.name, stamp });
  }
  const byFolio = new Map(pages.map((p) => [p.folioId, p]));
  const menu = menuItems.map((id) => byFolio.get(id)).filter((p): p is SitePage => p !== undefined);
  const header = website.headerFolioId ? (stamps.get(website.headerFolioId) ?? null) : null;
  const footer = website.footerFolioId ? (stamps.get(website.footerFolioId) ?? null) : null;
  const defaultPage = (website.defaultPageFolioId && byFolio.get(website.defaultPageFolioId)) || pages[0] || null;
  const key = [
    website.id,
    website.version,
    website.updatedAt.getTime(),
    ...pages.map((p) => `${p.slug}:${stampKey(p.stamp)}`),
    `m${menu.map((p) => p.slug).join(',')}`,
    header ? stampKey(header) : '-',
    footer ? stampKey(footer) : '-',
    `a${assetsStamp}`,
  ].join('|');
  const tags = [`w:${website.id}`, `a:${website.authorId}`, ...[...pageRows.map((p) => p.folioId), ...parts].map((id) => `f:${id}`)];
  if (website.menuLibraryId !== null) tags.push(`l:${website.menuLibraryId}`);
  return { website, pages, menu, defaultPage, header, footer, key, tags };
}

/**
 * Changes whenever any asset of the author changes (a replaced file, a deletion), so pages that show the author's
 * logo assets through assetImageUrls are cached under a new key then.
 */
export async function authorAssetsStamp(db: Executor, authorId: string): Promise<string> {
  const [row] = await db
    .select({ n: count(), latest: max(assets.updatedAt) })
    .from(assets)
    .where(eq(assets.authorId, authorId));
  return `${row?.n ?? 0}@${row?.latest?.getTime() ?? 0}`;
}

/**
 * Blob URLs of the author's image assets, keyed by asset id (deleted assets, assets without a stored file and
 * other users' assets are left out: a logo widget naming someone else's asset shows no image).
 */
export async function assetImageUrls(db: Executor, authorId: string, assetIds: string[]): Promise<Map<string, string>> {
  const blobIds = await assetImageBlobIds(db, authorId, assetIds);
  return new Map([...blobIds].map(([assetId, blobId]) => [assetId, blobUrl(blobId)]));
}

/** The blob ids of the author's image assets, keyed by asset id (left out as for assetImageUrls). */
export async function assetImageBlobIds(db: Executor, authorId: string, assetIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(assetIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: assets.id, blobId: assets.blobId })
    .from(assets)
    .where(and(inArray(assets.id, ids), eq(assets.authorId, authorId), eq(assets.isDeleted, false), eq(assets.kind, 'image'), isNotNull(assets.blobId)));
  return new Map(rows.map((r) => [r.id, r.blobId!]));
}
