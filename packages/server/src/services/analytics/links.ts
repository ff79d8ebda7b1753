/**
 * Read-only dashboard links (issue 26): the owner of a folio or website makes a link that shows its analytics
 * dashboard to whoever holds it, without signing in; deleting the link makes it answer 404. Both decisions are
 * can()'s (`analytics.manageLinks`, `analytics.readLink`); a link shows its one item and nothing else.
 */
import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, guestCan } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { analyticsLinks } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';
import type { Scope } from './reports.ts';

export const LINK_TEXTS = {
  notFound: 'No folio or website with this id',
  notYours: 'Only the owner can share or stop sharing this dashboard',
  noLink: 'This dashboard link does not exist or is no longer shared',
} as const;

type EntityType = 'folio' | 'website';

export interface AnalyticsLinkView {
  token: string;
  url: string;
  entityType: EntityType;
  entityId: string;
  created: string;
}

/** The item's owner and name, or null when there is no such folio or website. */
export async function itemOf(db: Executor, type: EntityType, id: string): Promise<{ ownerId: string; name: string } | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.execute<{ owner_id: string; name: string }>(
    type === 'folio'
      ? sql`select author_id as owner_id, name from folios where id = ${id} and not is_deleted`
      : sql`select author_id as owner_id, name from websites where id = ${id}`,
  );
  return rows[0] ? { ownerId: rows[0].owner_id, name: rows[0].name } : null;
}

const urlOf = (appOrigin: string, token: string) => `${appOrigin}/analytics/shared/${token}`;
const present = (appOrigin: string, r: typeof analyticsLinks.$inferSelect): AnalyticsLinkView => ({
  token: r.token,
  url: urlOf(appOrigin, r.token),
  entityType: r.entityType,
  entityId: r.entityId,
  created: r.createdAt.toISOString(),
});

async function ownedItem(db: Executor, user: AuthUser, type: EntityType, id: string) {
  const item = await itemOf(db, type, id);
  if (!item) throw notFound(LINK_TEXTS.notFound);
  if (!can(user, { kind: 'analytics.manageLinks', ownerId: item.ownerId })) throw forbidden(LINK_TEXTS.notYours);
  return item;
}

export async function createAnalyticsLink(db: Executor, appOrigin: string, user: AuthUser, type: EntityType, id: string): Promise<AnalyticsLinkView> {
  const item = await ownedItem(db, user, type, id);
  const [row] = await db.insert(analyticsLinks).values({ token: crypto.randomBytes(24).toString('base64url'), entityType: type, entityId: id, ownerId: item.ownerId }).returning();
  return present(appOrigin, row!);
}

export async function listAnalyticsLinks(db: Executor, appOrigin: string, user: AuthUser, type: EntityType, id: string): Promise<AnalyticsLinkView[]> {
  await ownedItem(db, user, type, id);
  const rows = await db
    .select()
    .from(analyticsLinks)
    .where(and(eq(analyticsLinks.entityType, type), eq(analyticsLinks.entityId, id)))
    .orderBy(desc(analyticsLinks.createdAt));
  return rows.map((r) => present(appOrigin, r));
}

export async function deleteAnalyticsLink(db: Executor, user: AuthUser, token: string): Promise<void> {
  const [row] = await db.select().from(analyticsLinks).where(eq(analyticsLinks.token, token));
  if (!row) throw notFound(LINK_TEXTS.noLink);
  if (!can(user, { kind: 'analytics.manageLinks', ownerId: row.ownerId })) throw forbidden(LINK_TEXTS.notYours);
  await db.delete(analyticsLinks).where(eq(analyticsLinks.token, token));
}

/** What a link's holder may read: its one item's scope (404 when the link or its item is gone). */
export async function linkScope(db: Executor, token: string): Promise<{ scope: Scope; name: string; entityType: EntityType }> {
  const [row] = token.length <= 100 ? await db.select().from(analyticsLinks).where(eq(analyticsLinks.token, token)) : [];
  const link = row ? { entityType: row.entityType, entityId: row.entityId } : null;
  const item = row ? await itemOf(db, row.entityType, row.entityId) : null;
  if (!row || !item || !guestCan({ kind: 'analytics.readLink', link, entity: { type: row.entityType, id: row.entityId } })) throw notFound(LINK_TEXTS.noLink);
  return { scope: { ownerId: item.ownerId, entity: { type: row.entityType, id: row.entityId } }, name: item.name, entityType: row.entityType };
}
