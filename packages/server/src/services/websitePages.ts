/**
 * A website's pages and its site menu: reading them, resolving the page list a PATCH sends, writing both. The menu
 * lives in the website's menu library (its folio items in menu order), so library screens and the site agree.
 */
import { RESERVED_PAGE_SLUGS, WEBSITE_LIMITS, pageSlugProblem, pageSlugTwice, slugify, type WebsitePageInput } from '@folio/model';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate.ts';
import type { Executor } from '../db/client.ts';
import { folioPublications, folios, libraries, libraryItems, websitePages } from '../db/schema.ts';
import { badRequest } from '../errors.ts';

export const PAGE_TEXTS = {
  notYourFolio: (id: string) => `Folio ${id} is not one of your folios`,
  folioTwice: (id: string) => `Folio ${id} is listed twice in the pages`,
  slugTwice: pageSlugTwice,
  menuNotPage: (id: string) => `Folio ${id} is in the menu but is not one of the website's pages`,
  menuTwice: (id: string) => `Folio ${id} is listed twice in the menu`,
} as const;

/** `base`, or `base-2`, `base-3`… (shortened to stay a valid slug): the first that `taken` does not claim. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, WEBSITE_LIMITS.slugMax - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** A page as it is (or is about to be) stored. */
export interface PagePlan {
  folioId: string;
  slug: string;
  inMenu: boolean;
}

/** A stored page with what the API shows of its folio. */
export interface StoredPage {
  folioId: string;
  slug: string;
  idx: number;
  title: string;
  isPublished: boolean;
}

/** The website's pages in order, leaving out pages whose folio has since been deleted. */
export async function pagesOf(db: Executor, websiteId: string): Promise<StoredPage[]> {
  const rows = await db
    .select({
      folioId: websitePages.folioId,
      slug: websitePages.slug,
      title: folios.name,
      publishedVersion: folioPublications.version,
    })
    .from(websitePages)
    .innerJoin(folios, and(eq(folios.id, websitePages.folioId), eq(folios.isDeleted, false)))
    .leftJoin(folioPublications, eq(folioPublications.folioId, websitePages.folioId))
    .where(eq(websitePages.websiteId, websiteId))
    .orderBy(asc(websitePages.idx));
  return rows.map((r, idx) => ({ folioId: r.folioId, slug: r.slug, idx, title: r.title, isPublished: r.publishedVersion !== null }));
}

/** The folio ids held by the menu library, in order (all of them; callers keep those that are pages). */
export async function menuItemsOf(db: Executor, menuLibraryId: number | null): Promise<string[]> {
  if (menuLibraryId === null) return [];
  const rows = await db
    .select({ itemId: libraryItems.itemId })
    .from(libraryItems)
    .where(and(eq(libraryItems.libraryId, menuLibraryId), eq(libraryItems.itemType, 'folio')))
    .orderBy(asc(libraryItems.idx), asc(libraryItems.createdAt));
  return rows.map((r) => r.itemId);
}

/** The menu as the API shows it: the menu library's folios that are pages, in menu order. */
export function menuOfPages(menuItems: readonly string[], pageIds: ReadonlySet<string>): string[] {
  return [...new Set(menuItems)].filter((id) => pageIds.has(id));
}

/** The names of the user's own live folios among `ids`; 400 naming the first id that is not one of them. */
export async function requireOwnFolios(db: Executor, user: AuthUser, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: folios.id, name: folios.name })
    .from(folios)
    .where(and(inArray(folios.id, wanted), eq(folios.authorId, user.userId), eq(folios.isDeleted, false)));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const missing = wanted.find((id) => !names.has(id));
  if (missing !== undefined) throw badRequest(PAGE_TEXTS.notYourFolio(missing));
  return names;
}

/**
 * The page list a PATCH asks for, checked: each folio one of the user's own live folios and listed once, each
 * slug given valid and used once. A page left without a slug keeps the one it has on the website, or else gets
 * slugify(folio name) made unique; one left without inMenu keeps its menu place, or else joins the menu.
 */
export async function resolvePages(
  db: Executor,
  user: AuthUser,
  input: readonly WebsitePageInput[],
  current: ReadonlyArray<{ folioId: string; slug: string; inMenu: boolean }>,
): Promise<PagePlan[]> {
  const pages = input.map((p) => ({ ...p, folioId: p.folioId.toLowerCase() }));
  const seen = new Set<string>();
  for (const { folioId } of pages) {
    if (seen.has(folioId)) throw badRequest(PAGE_TEXTS.folioTwice(folioId));
    seen.add(folioId);
  }
  const names = await requireOwnFolios(db, user, pages.map((p) => p.folioId));

  const taken = new Set<string>(RESERVED_PAGE_SLUGS);
  for (const { slug } of pages) {
    if (slug === undefined) continue;
    const problem = pageSlugProblem(slug);
    if (problem) throw badRequest(problem);
    if (taken.has(slug)) throw badRequest(PAGE_TEXTS.slugTwice(slug));
    taken.add(slug);
  }
  const before = new Map(current.map((p) => [p.folioId, p]));
  const slugs = new Map<string, string>();
  for (const { folioId, slug } of pages) {
    const kept = before.get(folioId)?.slug;
    if (slug === undefined && kept !== undefined && !taken.has(kept)) {
      slugs.set(folioId, kept);
      taken.add(kept);
    }
  }
  return pages.map(({ folioId, slug, inMenu }) => {
    let chosen = slug ?? slugs.get(folioId);
    if (chosen === undefined) {
      chosen = uniqueSlug(slugify(names.get(folioId) ?? '', 'page'), (s) => taken.has(s));
      taken.add(chosen);
    }
    return { folioId, slug: chosen, inMenu: inMenu ?? before.get(folioId)?.inMenu ?? true };
  });
}

/**
 * The menu order after a PATCH. A `menu` sent is the menu (each id one of the pages, once). Otherwise the pages
 * with inMenu keep their earlier order, and pages new to the menu follow in page order.
 */
export function resolveMenu(pages: readonly PagePlan[], earlier: readonly string[], menu?: readonly string[]): string[] {
  const pageIds = new Set(pages.map((p) => p.folioId));
  if (menu !== undefined) {
    const seen = new Set<string>();
    for (const raw of menu) {
      const id = raw.toLowerCase();
      if (!pageIds.has(id)) throw badRequest(PAGE_TEXTS.menuNotPage(id));
      if (seen.has(id)) throw badRequest(PAGE_TEXTS.menuTwice(id));
      seen.add(id);
    }
    return [...seen];
  }
  const inMenu = new Set(pages.filter((p) => p.inMenu).map((p) => p.folioId));
  const kept = menuOfPages(earlier, inMenu);
  const keptSet = new Set(kept);
  return [...kept, ...pages.filter((p) => p.inMenu && !keptSet.has(p.folioId)).map((p) => p.folioId)];
}

/** Replaces the website's page list. */
export async function writePages(db: Executor, websiteId: string, pages: readonly PagePlan[]): Promise<void> {
  await db.delete(websitePages).where(eq(websitePages.websiteId, websiteId));
  if (pages.length > 0) {
    await db.insert(websitePages).values(pages.map((p, idx) => ({ websiteId, folioId: p.folioId, slug: p.slug, idx })));
  }
}

/** A new, empty menu library for the website: the author's, a folio library named "<website name> menu". */
export async function createMenuLibrary(
  db: Executor,
  website: { id: string; authorId: string; name: string },
): Promise<number> {
  const [last] = await db.select({ p: max(libraries.position) }).from(libraries).where(eq(libraries.ownerId, website.authorId));
  const [row] = await db
    .insert(libraries)
    .values({
      ownerId: website.authorId,
      name: menuLibraryName(website.name),
      libraryType: 'folio',
      websiteId: website.id,
      position: last?.p === null || last?.p === undefined ? 0 : last.p + 1,
    })
    .returning({ id: libraries.id });
  return row!.id;
}

export const menuLibraryName = (websiteName: string) => `${websiteName} menu`;

/** Makes the menu library hold exactly `menu`, in order. */
export async function writeMenu(db: Executor, libraryId: number, menu: readonly string[]): Promise<void> {
  await db.delete(libraryItems).where(eq(libraryItems.libraryId, libraryId));
  if (menu.length > 0) {
    await db.insert(libraryItems).values(menu.map((itemId, idx) => ({ libraryId, itemId, itemType: 'folio' as const, idx })));
  }
  await db.update(libraries).set({ updatedAt: new Date() }).where(eq(libraries.id, libraryId));
}
