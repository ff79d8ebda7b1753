/** The items that can be shared (a folio, an asset, a library) as sharing needs them, with the caller's grant. */
import { LICENCE_REFUSALS, type LicenseDetails } from '@folio/model';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, type ShareGrant } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';
import { grantFor, type ShareItemRef, type ShareItemType } from './grants.ts';

export const SHARE_TEXTS = {
  itemNotFound: 'No item of this type with this id',
  cannotShare: 'Only the owner, or someone they allowed to share it, can share this item or see who has access',
  notFound: 'No share with this id',
  deleteFailed: 'Something went wrong when deleting the Share or specific Share',
  noSuchAccount: 'One of the accounts to share with does not exist or is deactivated',
  notYourGroup: 'Share with your own account groups only',
  ownerOrSelf: 'The owner already has access to their own item',
  moreThanYours: 'You can only pass on the rights you have yourself',
  notYourShare: 'Only the owner, or whoever made this share, can change or revoke it',
  noAssetLinks: 'Links open folios and libraries; share an asset with people, groups or your followers, or put it in a library and share that',
} as const;

export interface ShareableItem {
  type: ShareItemType;
  id: string;
  ownerId: string | null;
  name: string;
  isPublic: boolean;
  /** what shares give the caller on it (null for its owner) */
  share: ShareGrant | null;
  /** a licensed folio copy's licence (sharing it needs folioShare) */
  licence?: LicenseDetails | null;
}

interface ItemRow extends Record<string, unknown> {
  owner_id: string | null;
  name: string;
  is_public: boolean;
  licence?: LicenseDetails | null;
}

/** The live item's owner, name and visibility; null when unknown, deleted or malformed. */
export async function findItem(db: Executor, ref: ShareItemRef): Promise<Omit<ShareableItem, 'share'> | null> {
  let query;
  if (ref.type === 'library') {
    if (!/^\d{1,9}$/.test(ref.id)) return null;
    query = sql`select owner_id, name, is_public from libraries where id = ${Number(ref.id)}`;
  } else {
    if (!isUuid(ref.id)) return null;
    query =
      ref.type === 'folio'
        ? sql`select author_id as owner_id, name, is_public, license_details as licence from folios where id = ${ref.id} and not is_deleted`
        : sql`select author_id as owner_id, title as name, is_public from assets where id = ${ref.id} and not is_deleted`;
  }
  const { rows } = await db.execute<ItemRow>(query);
  const row = rows[0];
  return row
    ? { type: ref.type, id: ref.type === 'library' ? String(Number(ref.id)) : ref.id, ownerId: row.owner_id, name: row.name, isPublic: row.is_public, licence: row.licence ?? null }
    : null;
}

/** Whether the user may see the item at all (its owner, public, or reached by a share). */
export function mayRead(user: AuthUser, item: ShareableItem): boolean {
  const access = { isPublic: item.isPublic, share: item.share };
  if (item.type === 'library') return can(user, { kind: 'library.read', library: { ...access, ownerId: item.ownerId } });
  const authorId = item.ownerId ?? '';
  return item.type === 'folio' ? can(user, { kind: 'folio.read', folio: { ...access, authorId } }) : can(user, { kind: 'asset.read', asset: { ...access, authorId } });
}

/** The item with the caller's grant: 404 when they cannot see it, 403 when they may not manage its shares. */
export async function manageableItem(db: Executor, user: AuthUser, ref: ShareItemRef): Promise<ShareableItem> {
  const found = await findItem(db, ref);
  if (!found) throw notFound(SHARE_TEXTS.itemNotFound);
  const item = { ...found, share: found.ownerId === user.userId ? null : await grantFor(db, user.userId, ref) };
  if (!mayRead(user, item)) throw notFound(SHARE_TEXTS.itemNotFound);
  if (!can(user, { kind: 'share.manage', item })) {
    // the owner of a licensed copy learns it is the licence, not who they are
    throw forbidden(item.ownerId === user.userId || item.share?.canShare ? LICENCE_REFUSALS.share : SHARE_TEXTS.cannotShare);
  }
  return item;
}

/** Where an item opens in the app. */
export function appPathOf(type: ShareItemType, id: string): string {
  if (type === 'folio') return `/folios/${id}/edit`;
  if (type === 'library') return `/libraries/${id}`;
  return `/assets?tab=shared`;
}
