/** Website rows: access, presenting, list, create, delete, slug check, the websites showing a folio, publish. */
import { emitWebhookEvent } from './webhooks/emit.ts';
import { websitePublishedEvent } from './webhooks/events.ts';
import { enforcePermit } from './users/limits.ts';
import { WEBSITE_LIMITS, WEBSITE_TEXTS, isWebsiteSlug, languageProblem, normalizeLanguage, slugify, type FolioDocument, type Page, type Website, type WebsiteSummary } from '@folio/model';
import { and, count, desc, eq, exists, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate.ts';
import { can, type Action } from '../auth/can.ts';
import type { Config } from '../config.ts';
import type { Db, Executor } from '../db/client.ts';
import { folios, libraries, websitePages, websites } from '../db/schema.ts';
import { HttpError, badRequest, conflict, notFound } from '../errors.ts';
import { publishFolio, publishableDocument } from './folios/folioPublish.ts';
import { refuseInaccessibleWebsite } from './a11y/publishCheck.ts';
import { isUniqueViolation, isUuid, loadFolio, readable } from './folios/folios.ts';
import { blobUrlFor, blobUrlSigner } from './blobs/signedUrls.ts';
import { assetImageBlobIds } from './sites/sites.ts';
import { createMenuLibrary, menuItemsOf, menuOfPages, pagesOf, uniqueSlug } from './websitePages.ts';

export type WebsiteRow = typeof websites.$inferSelect;

/** What presenting a website needs of the configuration: where visitors find it. */
export type SitesConfig = Pick<Config, 'SITES_ORIGIN' | 'APP_ORIGIN'>;

export const WEBSITE_API_TEXTS = {
  notFound: 'Website not found',
  slugTaken: 'This website address is already taken',
  domainTaken: 'This domain is already used by another website',
  domainIsFolios: 'This domain is where Folio itself is served; enter your own domain.',
  defaultNotPage: "The default page must be one of the website's pages",
  headerIsPage: 'The header folio cannot also be a page of the website',
  footerIsPage: 'The footer folio cannot also be a page of the website',
  favicon: 'The favicon must be one of your images',
  logo: 'The logo must be one of your images',
  noPages: 'Add at least one page before publishing',
} as const;

type WebsiteAction = Extract<Action, { kind: `website.${string}` }>['kind'];

/** The website if the user may do `action` to it; 404 otherwise, so others' websites are indistinguishable from none. */
export async function ownWebsite(db: Executor, user: AuthUser, id: string, action: WebsiteAction, forUpdate = false): Promise<WebsiteRow> {
  if (!isUuid(id)) throw notFound(WEBSITE_API_TEXTS.notFound);
  const query = db.select().from(websites).where(eq(websites.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !can(user, { kind: action, website: { authorId: row.authorId } })) throw notFound(WEBSITE_API_TEXTS.notFound);
  return row;
}

/** A website name trimmed, or 400 with the model's text. */
export function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > WEBSITE_LIMITS.nameMax) throw badRequest(WEBSITE_TEXTS.name);
  return trimmed;
}

/** A website's language as stored: its usual case, null for none ('' or null); else 400 naming the field with the fix. */
export function checkLanguage(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  const problem = languageProblem(value);
  if (problem) throw badRequest(`language: ${problem}`);
  return normalizeLanguage(value);
}

/** A unique-index violation on the slug or the custom domain as the 409 a client can act on. */
export function asConflict(err: unknown): unknown {
  if (isUniqueViolation(err, 'websites_slug_key')) return conflict(WEBSITE_API_TEXTS.slugTaken);
  if (isUniqueViolation(err, 'websites_custom_domain_key')) return conflict(WEBSITE_API_TEXTS.domainTaken);
  return err;
}

function presentSummary(row: WebsiteRow, pageCount: number): WebsiteSummary {
  return {
    id: row.id,
    authorId: row.authorId,
    name: row.name,
    slug: row.slug,
    customDomain: row.customDomain,
    pageCount,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The website as its author sees it in the app. Its favicon and logo are public once it is published; before, their
 * URLs are signed for the viewer (the author), so the settings screen shows their private images.
 */
export async function presentWebsite(db: Executor, row: WebsiteRow, config: SitesConfig, viewer: AuthUser): Promise<Website> {
  const [pages, menuItems, blobIds, signer] = await Promise.all([
    pagesOf(db, row.id),
    menuItemsOf(db, row.menuLibraryId),
    assetImageBlobIds(db, row.authorId, [row.faviconAssetId, row.logoAssetId].filter((id): id is string => id !== null)),
    blobUrlSigner(db),
  ]);
  const imageUrl = (assetId: string | null) => {
    const blobId = assetId ? blobIds.get(assetId) : undefined;
    if (!blobId) return null;
    const access = { ownerId: row.authorId, assets: [], isAvatar: false, isPublished: row.publishedAt !== null };
    return blobUrlFor(viewer, access, blobId, 'original', signer);
  };
  const menu = menuOfPages(menuItems, new Set(pages.map((p) => p.folioId)));
  const inMenu = new Set(menu);
  return {
    ...presentSummary(row, pages.length),
    description: row.description,
    noindex: row.noindex,
    faviconAssetId: row.faviconAssetId,
    faviconUrl: imageUrl(row.faviconAssetId),
    logoAssetId: row.logoAssetId,
    logoUrl: imageUrl(row.logoAssetId),
    tagManagerId: row.tagManagerId,
    language: row.language,
    headerFolioId: row.headerFolioId,
    footerFolioId: row.footerFolioId,
    defaultPageFolioId: row.defaultPageFolioId,
    menuLibraryId: row.menuLibraryId,
    pages: pages.map((p) => ({ ...p, inMenu: inMenu.has(p.folioId) })),
    menu,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    siteUrl: `${config.SITES_ORIGIN}/site/${row.slug}`,
  };
}

export async function getWebsite(db: Executor, user: AuthUser, id: string, config: SitesConfig): Promise<Website> {
  return presentWebsite(db, await ownWebsite(db, user, id, 'website.read'), config, user);
}

/** Summaries of the websites matching `where`, newest updated first; pageCount counts pages of live folios. */
async function summaries(db: Executor, where: SQL | undefined, page?: { first: number; after: number }): Promise<WebsiteSummary[]> {
  const pageCounts = db
    .select({ websiteId: websitePages.websiteId, n: count().as('n') })
    .from(websitePages)
    .innerJoin(folios, and(eq(folios.id, websitePages.folioId), eq(folios.isDeleted, false)))
    .groupBy(websitePages.websiteId)
    .as('page_counts');
  const query = db
    .select({ website: websites, n: pageCounts.n })
    .from(websites)
    .leftJoin(pageCounts, eq(pageCounts.websiteId, websites.id))
    .where(where)
    .orderBy(desc(websites.updatedAt), desc(websites.id));
  const rows = page ? await query.limit(page.first).offset(page.after) : await query;
  return rows.map((r) => presentSummary(r.website, Number(r.n ?? 0)));
}

/** One page of the user's websites, newest updated first. */
export async function listWebsites(db: Executor, user: AuthUser, page: { first: number; after: number }): Promise<Page<WebsiteSummary>> {
  const own = eq(websites.authorId, user.userId);
  const [items, [total]] = await Promise.all([summaries(db, own, page), db.select({ n: count() }).from(websites).where(own)]);
  return { items, total: total?.n ?? 0 };
}

/** `base` or the first of base-2, base-3… that no website uses. */
async function freeSlug(db: Executor, base: string): Promise<string> {
  // Every candidate starts with this much of base (uniqueSlug shortens base to fit a suffix of up to 6 characters).
  // Slugs hold only [a-z0-9-], so it has no LIKE wildcards.
  const prefix = base.slice(0, WEBSITE_LIMITS.slugMax - 6).replace(/-+$/, '');
  const rows = await db.select({ slug: websites.slug }).from(websites).where(like(websites.slug, `${prefix}%`));
  const taken = new Set(rows.map((r) => r.slug));
  return uniqueSlug(base, (s) => taken.has(s));
}

/**
 * A new website of the user's with its menu library. Without a slug it gets slugify(name) made unique (a rival
 * taking that slug meanwhile means trying again); a slug given that is taken is a 409.
 */
export async function createWebsite(db: Db, user: AuthUser, input: { name: string; slug?: string | undefined; language?: string | null | undefined }, config: SitesConfig): Promise<Website> {
  const name = checkName(input.name);
  if (input.slug !== undefined && !isWebsiteSlug(input.slug)) throw badRequest(WEBSITE_TEXTS.slug);
  const language = checkLanguage(input.language ?? null);
  await enforcePermit(db, user.userId, 'website.create');
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const slug = input.slug ?? (await freeSlug(tx, slugify(name, 'website')));
        const [created] = await tx.insert(websites).values({ authorId: user.userId, name, slug, language }).returning();
        const menuLibraryId = await createMenuLibrary(tx, created!);
        const [withMenu] = await tx.update(websites).set({ menuLibraryId }).where(eq(websites.id, created!.id)).returning();
        return withMenu!;
      });
      return await presentWebsite(db, row, config, user);
    } catch (err) {
      if (input.slug === undefined && attempt < 5 && isUniqueViolation(err, 'websites_slug_key')) continue;
      throw asConflict(err);
    }
  }
}

/** Deletes the website, its pages and its menu library; the folios stay. */
export async function deleteWebsite(db: Db, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownWebsite(tx, user, id, 'website.delete', true);
    const menus = [eq(libraries.websiteId, row.id)];
    if (row.menuLibraryId !== null) menus.push(eq(libraries.id, row.menuLibraryId));
    await tx.delete(websites).where(eq(websites.id, row.id));
    await tx.delete(libraries).where(and(eq(libraries.ownerId, user.userId), or(...menus)));
  });
}

/** Whether a website slug is valid and free; `websiteId` (one of the user's websites) may keep its own. */
export async function checkSlug(db: Executor, user: AuthUser, slug: string, websiteId?: string): Promise<{ available: boolean; message?: string }> {
  if (!isWebsiteSlug(slug)) return { available: false, message: WEBSITE_TEXTS.slug };
  const others: SQL[] = [eq(websites.slug, slug)];
  if (websiteId !== undefined) {
    // Only the user's own website is excluded, so the answer never tells whose slug another website uses.
    others.push(or(ne(websites.id, websiteId), ne(websites.authorId, user.userId))!);
  }
  const [taken] = await db.select({ id: websites.id }).from(websites).where(and(...others)).limit(1);
  return taken ? { available: false, message: WEBSITE_API_TEXTS.slugTaken } : { available: true };
}

/** The user's websites that show the folio as a page, the header or the footer; 404 when they cannot read it. */
export async function associatedWebsites(db: Executor, user: AuthUser, folioId: string): Promise<WebsiteSummary[]> {
  const folio = readable(user, await loadFolio(db, user, folioId));
  const asPage = db
    .select({ websiteId: websitePages.websiteId })
    .from(websitePages)
    .where(and(eq(websitePages.websiteId, websites.id), eq(websitePages.folioId, folio.id)));
  return summaries(
    db,
    and(
      eq(websites.authorId, user.userId),
      or(eq(websites.headerFolioId, folio.id), eq(websites.footerFolioId, folio.id), exists(asPage)),
    ),
  );
}

/**
 * Publishes every page, the header and the footer (each as PATCH /api/folios/{id}/publish does, a folio the user
 * may not publish is left as it is), then marks the website published and bumps its version so cached pages go.
 */
export async function publishWebsite(db: Db, user: AuthUser, id: string, config: SitesConfig): Promise<Website> {
  const row = await ownWebsite(db, user, id, 'website.publish');
  const pages = await pagesOf(db, row.id);
  if (pages.length === 0) throw badRequest(WEBSITE_API_TEXTS.noPages);
  const members = new Set([...pages.map((p) => p.folioId), row.headerFolioId, row.footerFolioId]);
  // Every folio is checked before any is published: a refused website is left as it was (422 listing the problems).
  const checked: Array<{ folioId: string; doc: FolioDocument }> = [];
  for (const folioId of members) {
    const doc = folioId === null ? null : await publishableDocument(db, user, folioId);
    if (doc && folioId !== null) checked.push({ folioId, doc });
  }
  await refuseInaccessibleWebsite(db, checked);
  for (const folioId of members) {
    if (folioId === null) continue;
    try {
      await publishFolio(db, user, folioId, {}, config.SITES_ORIGIN);
    } catch (err) {
      if (!(err instanceof HttpError && (err.status === 403 || err.status === 404))) throw err;
    }
  }
  const published = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(websites)
      .set({ publishedAt: new Date(), version: sql`${websites.version} + 1` })
      .where(eq(websites.id, row.id))
      .returning();
    if (updated) await emitWebhookEvent(tx, websitePublishedEvent(updated, `${config.SITES_ORIGIN}/site/${updated.slug}`));
    return updated;
  });
  if (!published) throw notFound(WEBSITE_API_TEXTS.notFound);
  return presentWebsite(db, published, config, user);
}
