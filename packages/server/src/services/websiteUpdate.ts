/** PATCH /api/websites/{id}: every field checked before anything is written, all of it in one transaction. */
import { enforcePermit } from './users/limits.ts';
import { WEBSITE_TEXTS, isCustomDomain, isWebsiteSlug, tagManagerIdProblem, type Website, type WebsitePatch } from '@folio/model';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate.ts';
import type { Db, Executor } from '../db/client.ts';
import { assets, libraries, websites } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import {
  createMenuLibrary,
  menuItemsOf,
  menuLibraryName,
  menuOfPages,
  pagesOf,
  requireOwnFolios,
  resolveMenu,
  resolvePages,
  writeMenu,
  writePages,
  type PagePlan,
} from './websitePages.ts';
import {
  WEBSITE_API_TEXTS as TEXTS,
  asConflict,
  checkLanguage,
  checkName,
  ownWebsite,
  presentWebsite,
  type SitesConfig,
  type WebsiteRow,
} from './websites.ts';

type Columns = Partial<typeof websites.$inferInsert>;

/** An image asset of the user's own (live), or 400 with `message`. */
async function requireOwnImage(db: Executor, user: AuthUser, id: string, message: string): Promise<string> {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.id, id.toLowerCase()), eq(assets.authorId, user.userId), eq(assets.isDeleted, false), eq(assets.kind, 'image')))
    .limit(1);
  if (!row) throw badRequest(message);
  return row.id;
}

const hostnameOf = (origin: string) => new URL(origin).hostname.toLowerCase();

/** A custom domain as stored (lower-cased; '' or null = none), or 400. */
function checkCustomDomain(value: string | null, config: SitesConfig): string | null {
  if (value === null || value === '') return null;
  const domain = value.toLowerCase();
  if (!isCustomDomain(domain)) throw badRequest(WEBSITE_TEXTS.customDomain);
  if (domain === hostnameOf(config.APP_ORIGIN) || domain === hostnameOf(config.SITES_ORIGIN)) throw badRequest(TEXTS.domainIsFolios);
  return domain;
}

/** The plain settings of a PATCH as columns, each checked. */
async function settingColumns(db: Executor, user: AuthUser, patch: WebsitePatch, config: SitesConfig): Promise<Columns> {
  const set: Columns = {};
  if (patch.name !== undefined) set.name = checkName(patch.name);
  if (patch.slug !== undefined) {
    if (!isWebsiteSlug(patch.slug)) throw badRequest(WEBSITE_TEXTS.slug);
    set.slug = patch.slug;
  }
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.noindex !== undefined) set.noindex = patch.noindex;
  if (patch.tagManagerId !== undefined) {
    const problem = tagManagerIdProblem(patch.tagManagerId);
    if (problem) throw badRequest(problem);
    set.tagManagerId = patch.tagManagerId === '' ? null : patch.tagManagerId;
  }
  if (patch.language !== undefined) set.language = checkLanguage(patch.language);
  if (patch.customDomain !== undefined) {
    set.customDomain = checkCustomDomain(patch.customDomain, config);
    if (set.customDomain) await enforcePermit(db, user.userId, 'website.customDomain');
  }
  if (patch.faviconAssetId !== undefined) {
    set.faviconAssetId = patch.faviconAssetId === null ? null : await requireOwnImage(db, user, patch.faviconAssetId, TEXTS.favicon);
  }
  if (patch.logoAssetId !== undefined) {
    set.logoAssetId = patch.logoAssetId === null ? null : await requireOwnImage(db, user, patch.logoAssetId, TEXTS.logo);
  }
  const parts = [patch.headerFolioId, patch.footerFolioId].filter((id): id is string => typeof id === 'string');
  await requireOwnFolios(db, user, parts.map((id) => id.toLowerCase()));
  if (patch.headerFolioId !== undefined) set.headerFolioId = patch.headerFolioId?.toLowerCase() ?? null;
  if (patch.footerFolioId !== undefined) set.footerFolioId = patch.footerFolioId?.toLowerCase() ?? null;
  return set;
}

/**
 * How the header, footer and default page stand against the pages: the header and footer are not pages, the
 * default page is one. A default page that the new page list drops is cleared; one sent must be a page.
 */
function checkStructure(row: WebsiteRow, set: Columns, patch: WebsitePatch, pages: readonly PagePlan[]): void {
  const pageIds = new Set(pages.map((p) => p.folioId));
  const header = set.headerFolioId !== undefined ? set.headerFolioId : row.headerFolioId;
  const footer = set.footerFolioId !== undefined ? set.footerFolioId : row.footerFolioId;
  if (header && pageIds.has(header)) throw badRequest(TEXTS.headerIsPage);
  if (footer && pageIds.has(footer)) throw badRequest(TEXTS.footerIsPage);
  if (patch.defaultPageFolioId !== undefined) {
    const chosen = patch.defaultPageFolioId?.toLowerCase() ?? null;
    if (chosen !== null && !pageIds.has(chosen)) throw badRequest(TEXTS.defaultNotPage);
    set.defaultPageFolioId = chosen;
  } else if (row.defaultPageFolioId !== null && patch.pages !== undefined && !pageIds.has(row.defaultPageFolioId)) {
    set.defaultPageFolioId = null;
  }
}

/**
 * Changes the website; `pages` replaces the page list, `menu` sets the menu order (pages not in it leave the
 * menu). The version goes up by one and updatedAt moves on. Nothing is written unless every field is valid.
 */
export async function updateWebsite(db: Db, user: AuthUser, id: string, patch: WebsitePatch, config: SitesConfig): Promise<Website> {
  try {
    const row = await db.transaction(async (tx) => {
      const website = await ownWebsite(tx, user, id, 'website.edit', true);
      const set = await settingColumns(tx, user, patch, config);
      const stored = await pagesOf(tx, website.id);
      const earlierMenu = menuOfPages(await menuItemsOf(tx, website.menuLibraryId), new Set(stored.map((p) => p.folioId)));
      const inMenu = new Set(earlierMenu);
      const current = stored.map((p) => ({ folioId: p.folioId, slug: p.slug, inMenu: inMenu.has(p.folioId) }));
      const pages = patch.pages !== undefined ? await resolvePages(tx, user, patch.pages, current) : current;
      const menu = resolveMenu(pages, earlierMenu, patch.menu);
      checkStructure(website, set, patch, pages);

      if (patch.pages !== undefined) await writePages(tx, website.id, pages);
      if (patch.pages !== undefined || patch.menu !== undefined) {
        const name = set.name ?? website.name;
        // The menu library may have been deleted through the library screens; a new one takes its place.
        set.menuLibraryId = website.menuLibraryId ?? (await createMenuLibrary(tx, { ...website, name }));
        await writeMenu(tx, set.menuLibraryId, menu);
      }
      const menuLibraryId = set.menuLibraryId ?? website.menuLibraryId;
      if (set.name !== undefined && menuLibraryId !== null) {
        await tx.update(libraries).set({ name: menuLibraryName(set.name) }).where(eq(libraries.id, menuLibraryId));
      }
      const [updated] = await tx
        .update(websites)
        .set({ ...set, version: sql`${websites.version} + 1`, updatedAt: new Date() })
        .where(eq(websites.id, website.id))
        .returning();
      return updated!;
    });
    return await presentWebsite(db, row, config, user);
  } catch (err) {
    throw asConflict(err);
  }
}
