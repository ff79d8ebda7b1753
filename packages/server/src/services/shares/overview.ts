/** Who has access to an item, grouped for the share dialog (GET /api/shares/byItem/r2). */
import type { ShareOverview as ModelShareOverview } from '@folio/model';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ShareItemRef } from './grants.ts';
import { findItem, manageableItem } from './items.ts';
import { licensedRights, sharesOfItem } from './shares.ts';

export type ShareOverview = ModelShareOverview;

export async function shareOverview(db: Executor, user: AuthUser, ref: ShareItemRef): Promise<ShareOverview> {
  const item = await manageableItem(db, user, ref);
  const all = await sharesOfItem(db, user, ref, false);
  const [owner] = item.ownerId ? await db.select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.id, item.ownerId)) : [];
  // what the caller may give: their share's rights, or the owner's all — either held to a licensed copy's licence
  const licensed = licensedRights(item.licence);
  const held = item.share ?? { canEditContent: true, canEditSettings: true, canPublish: true, canShare: true };
  const mine = { canEditContent: held.canEditContent && licensed.canEditContent, canEditSettings: held.canEditSettings && licensed.canEditSettings, canPublish: held.canPublish && licensed.canPublish, canShare: held.canShare && licensed.canShare };
  return {
    owner: owner ?? null,
    isPublic: item.isPublic,
    canEditContent: mine.canEditContent,
    canEditSettings: mine.canEditSettings,
    canPublish: mine.canPublish,
    canShare: mine.canShare,
    followers: all.find((s) => s.permitteeType === 'followers') ?? null,
    users: all.filter((s) => s.permitteeType === 'user'),
    groups: all.filter((s) => s.permitteeType === 'group'),
    links: all.filter((s) => s.permitteeType === 'link'),
  };
}

/** POST /public/api/folios/{id}/share: the public address of a public, published folio, to pass on. */
export async function publicFolioShare(db: Executor, config: Config, id: string): Promise<{ url: string; title: string }> {
  const item = await findItem(db, { type: 'folio', id });
  if (!item || !item.isPublic) throw notFound('No public folio with this id');
  const { rows } = await db.execute<{ url: string | null; page: string | null }>(
    sqlPublished(item.id),
  );
  const row = rows[0];
  if (!row?.page) throw notFound('This folio has not been published');
  const path = row.url ? `/${encodeURIComponent(row.url)}` : `/folio/${item.id}/page/${encodeURIComponent(row.page)}`;
  return { url: `${config.SITES_ORIGIN}${path}`, title: item.name };
}

const sqlPublished = (id: string) =>
  sql`select f.url, p.root->'pages'->>0 as page from folios f join folio_publications p on p.folio_id = f.id where f.id = ${id}`;
