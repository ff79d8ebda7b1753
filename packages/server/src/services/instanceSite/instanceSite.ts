/**
 * The instance's own public site (issue 32): an ordinary website of the super admin's, flagged
 * websites.is_instance_site, with the five pages the header links name (content.ts). Made once per installation —
 * at setup (the UI's or FOLIO_ADMIN_EMAIL's), or at the first start of an installation set up before it existed —
 * and never again: the marker row `instance-site` in app_secrets records that it was made, so a site or page the
 * operator deletes stays deleted (its header link then shows nothing). Servers starting together make one: the
 * work runs under a transaction-scoped advisory lock, the marker is written in the same transaction, and the
 * unique partial index websites_instance_site_key refuses a second flagged website anyway.
 */
import { and, asc, eq, isNotNull, like, max, sql } from 'drizzle-orm';
import { slugify, WEBSITE_LIMITS } from '@folio/model';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { appSecrets, folios, libraries, libraryItems, users, websitePages, websites } from '../../db/schema.ts';
import { prepareDocument } from '../folios/folioDocument.ts';
import { columnsOf, isUniqueViolation } from '../folios/folios.ts';
import { publishWebsite } from '../websites.ts';
import { menuLibraryName, uniqueSlug } from '../websitePages.ts';
import { INSTANCE_SITE, instancePages, type InstanceSiteConfig } from './content.ts';

/** The app_secrets row that records that the instance site was made (its value: the website's id). */
export const INSTANCE_SITE_MARKER = 'instance-site';
/** The advisory lock key of making it ('folio:instance-site'). */
const LOCK = sql`hashtext('folio:instance-site')`;

export type InstanceSiteDeps = Pick<Config, 'APP_ORIGIN' | 'SITES_ORIGIN'> & InstanceSiteConfig;

/** The first super admin (the oldest), or null before setup. */
async function firstSuperAdmin(db: Executor): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.superAdmin, true), eq(users.isActive, true)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row ?? null;
}

/** `base` or base-2, base-3… that no website uses. */
async function freeWebsiteSlug(db: Executor, base: string): Promise<string> {
  const prefix = base.slice(0, WEBSITE_LIMITS.slugMax - 6);
  const rows = await db.select({ slug: websites.slug }).from(websites).where(like(websites.slug, `${prefix}%`));
  const taken = new Set(rows.map((r) => r.slug));
  return uniqueSlug(slugify(base, 'folio'), (s) => taken.has(s));
}

/** The super admin as the site's maker: what publishing as them needs. */
const asOwner = (userId: string): AuthUser => ({ userId, tokenId: 'instance-site', isSuperAdmin: true });

/**
 * Makes the instance site if it was never made and a super admin exists, then publishes it if it is not yet
 * published (a server stopped between the two finishes the job at its next start). Returns the website's id when
 * there is an instance site, null otherwise. Safe to call from several servers at once and on every start.
 */
export async function ensureInstanceSite(db: Db, config: InstanceSiteDeps, log: (msg: string) => void = () => {}): Promise<string | null> {
  const admin = await firstSuperAdmin(db);
  if (!admin) return null;
  const [marker] = await db.select({ name: appSecrets.name }).from(appSecrets).where(eq(appSecrets.name, INSTANCE_SITE_MARKER)).limit(1);
  if (!marker) {
    // Sanitizing the texts is slow-ish and needs no lock: done before the transaction.
    const pages = await Promise.all(instancePages(admin.id, config).map(async (p) => ({ ...p, doc: await prepareDocument(p.doc) })));
    try {
      const made = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
        const [again] = await tx.select({ name: appSecrets.name }).from(appSecrets).where(eq(appSecrets.name, INSTANCE_SITE_MARKER)).limit(1);
        if (again) return false;
        const [flagged] = await tx.select({ id: websites.id }).from(websites).where(eq(websites.isInstanceSite, true)).limit(1);
        let websiteId = flagged?.id;
        if (!websiteId) {
          const folioIds: string[] = [];
          for (const page of pages) {
            const [row] = await tx.insert(folios).values({ authorId: admin.id, version: 1, ...columnsOf(page.doc) }).returning({ id: folios.id });
            folioIds.push(row!.id);
          }
          const slug = await freeWebsiteSlug(tx, INSTANCE_SITE.slug);
          const [site] = await tx
            .insert(websites)
            .values({ authorId: admin.id, name: INSTANCE_SITE.name, slug, description: INSTANCE_SITE.description, language: 'en', isInstanceSite: true })
            .returning({ id: websites.id });
          websiteId = site!.id;
          await tx.insert(websitePages).values(pages.map((p, idx) => ({ websiteId: websiteId!, folioId: folioIds[idx]!, slug: p.slug, idx })));
          const [last] = await tx.select({ p: max(libraries.position) }).from(libraries).where(eq(libraries.ownerId, admin.id));
          const [menu] = await tx
            .insert(libraries)
            .values({ ownerId: admin.id, name: menuLibraryName(INSTANCE_SITE.name), libraryType: 'folio', websiteId, position: (last?.p ?? -1) + 1 })
            .returning({ id: libraries.id });
          await tx.insert(libraryItems).values(folioIds.map((itemId, idx) => ({ libraryId: menu!.id, itemId, itemType: 'folio' as const, idx })));
          await tx.update(websites).set({ menuLibraryId: menu!.id, defaultPageFolioId: folioIds[0]! }).where(eq(websites.id, websiteId));
        }
        await tx.insert(appSecrets).values({ name: INSTANCE_SITE_MARKER, secret: Buffer.from(websiteId, 'utf8') });
        return !flagged;
      });
      if (made) log('made the instance site (Features, Our Story, Templates, Pricing, Contact) for the super admin');
    } catch (err) {
      // Another server made it at the same moment (the lock makes this unlikely; the indexes make it harmless).
      if (!isUniqueViolation(err, 'websites_instance_site_key') && !isUniqueViolation(err, 'app_secrets_pkey')) throw err;
    }
  }
  const [site] = await db
    .select({ id: websites.id, authorId: websites.authorId, publishedAt: websites.publishedAt })
    .from(websites)
    .where(eq(websites.isInstanceSite, true))
    .limit(1);
  if (!site) return null;
  if (site.publishedAt === null) await publishInstanceSite(db, site, config, log);
  return site.id;
}

/**
 * Publishes the never-published instance site as its owner would (every page, then the website). Two servers
 * starting together may both do it; the second publication is the same snapshot again, which is harmless.
 */
async function publishInstanceSite(db: Db, site: { id: string; authorId: string }, config: InstanceSiteDeps, log: (msg: string) => void): Promise<void> {
  await publishWebsite(db, asOwner(site.authorId), site.id, config);
  log('published the instance site');
}

/** The published instance site, or null: what the header links are read from. */
export async function publishedInstanceSite(db: Executor) {
  const [row] = await db
    .select()
    .from(websites)
    .where(and(eq(websites.isInstanceSite, true), isNotNull(websites.publishedAt)))
    .limit(1);
  return row ?? null;
}
