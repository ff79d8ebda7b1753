/**
 * Making, listing and revoking shares (spec §3 Share, §7 Shares). Only the item's owner, or a sharee granted
 * canShare, manages an item's shares, and a sharee passes on at most the rights they have. Accounts and group
 * members are told in the app (notifications) and by mail, in the same transaction.
 */
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { shareEvent } from '../webhooks/events.ts';
import { LICENCE_REFUSALS, licenceAllows, type LicenseDetails, type Share } from '@folio/model';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, type ShareGrant } from '../../auth/can.ts';

/** The rights a share is made with (what it opens, working copy or not, follows from who made it). */
export type ShareRights = Omit<ShareGrant, 'workingCopy'>;
import { hashToken } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { accountGroupMembers, accountGroups, shares, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { MailService } from '../../mail/service.ts';
import { shareMail } from '../../mail/templates.ts';
import { isUuid } from '../folios/folios.ts';
import { notify } from '../notifications/notify.ts';
import type { ShareItemRef } from './grants.ts';
import { SHARE_TEXTS, appPathOf, manageableItem, type ShareableItem } from './items.ts';

export type ShareRow = typeof shares.$inferSelect;
export type PermitteeType = ShareRow['permitteeType'];

export interface ShareRequest extends ShareItemRef, ShareRights {
  permitteeType: PermitteeType;
  /** accounts (user) or groups (group); ignored for followers and links */
  permitteeIds: string[];
  expiresAt: Date | null;
}

export type ShareView = Share;

export interface CreatedShares {
  shares: ShareView[];
  /** for a link: its address, shown once (only the token's hash is stored) */
  link?: { token: string; url: string };
}

export interface ShareDeps {
  config: Config;
  mail: MailService;
}

const RIGHTS = ['canEditContent', 'canEditSettings', 'canPublish', 'canShare'] as const;

/** Rights as people read them, for mails and lists. */
export function rightsText(g: ShareRights): string {
  if (g.canEditContent && g.canEditSettings) return 'can edit it';
  if (g.canEditContent) return 'can edit its content';
  if (g.canEditSettings) return 'can change its settings';
  return 'can view it';
}

/** Where a link opens: a folio's first published page on the sites origin, a library's page; the token in the query. */
export async function linkUrl(db: Executor, config: Config, item: ShareItemRef, token: string): Promise<string> {
  const q = `?share=${encodeURIComponent(token)}`;
  if (item.type === 'folio') {
    const { rows } = await db.execute<{ page: string | null }>(
      sql`select coalesce(p.root->'pages'->>0, f.root->'pages'->>0) as page from folios f left join folio_publications p on p.folio_id = f.id where f.id = ${item.id}`,
    );
    const page = rows[0]?.page ?? '';
    return `${config.SITES_ORIGIN}/folio/${item.id}/page/${encodeURIComponent(page)}${q}`;
  }
  if (item.type === 'library') return `${config.SITES_ORIGIN}/library/${item.id}${q}`;
  return `${config.SITES_ORIGIN}/asset/${item.id}${q}`;
}

/** The shares as the caller sees them (`viewer`: who asks, and whether they own the item). */
export async function presentShares(db: Executor, rows: ShareRow[], viewer: { userId: string; isOwner: boolean }): Promise<ShareView[]> {
  const userIds = rows.filter((r) => r.permitteeType === 'user' && r.permitteeId).map((r) => r.permitteeId!);
  const groupIds = rows.filter((r) => r.permitteeType === 'group' && r.permitteeId).map((r) => r.permitteeId!);
  const names = new Map<string, string>();
  if (userIds.length) for (const u of await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, userIds))) names.set(u.id, u.name);
  if (groupIds.length) for (const g of await db.select({ id: accountGroups.id, name: accountGroups.name }).from(accountGroups).where(inArray(accountGroups.id, groupIds))) names.set(g.id, g.name);
  return rows.map((r) => ({
    id: r.id,
    itemType: r.itemType,
    itemId: r.itemId,
    permitteeType: r.permitteeType,
    permitteeId: r.permitteeId,
    permitteeName: r.permitteeId ? (names.get(r.permitteeId) ?? null) : null,
    canEditContent: r.canEditContent,
    canEditSettings: r.canEditSettings,
    canPublish: r.canPublish,
    canShare: r.canShare,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    lastAccessAt: r.lastAccessAt?.toISOString() ?? null,
    viewCount: r.viewCount,
    createdAt: r.createdAt.toISOString(),
    canRevoke: viewer.isOwner || r.createdBy === viewer.userId,
  }));
}

const LICENCE_ACTION_OF = { canEditContent: 'editContent', canEditSettings: 'editSettings', canPublish: 'editSettings', canShare: 'shareFurther' } as const;

/** Which share rights a licensed copy's licence leaves to give (all of them for the author's own work). */
export function licensedRights(licence: LicenseDetails | null | undefined): ShareRights {
  return Object.fromEntries(RIGHTS.map((k) => [k, licenceAllows(licence, LICENCE_ACTION_OF[k])])) as unknown as ShareRights;
}

/** The rights asked for, held to the caller's own when they are a sharee passing it on. */
function rightsAllowed(user: AuthUser, item: ShareableItem, req: ShareRights): ShareRights {
  const rights = Object.fromEntries(RIGHTS.map((k) => [k, req[k]])) as unknown as ShareRights;
  if (item.share) for (const k of RIGHTS) if (rights[k] && !item.share[k]) throw forbidden(SHARE_TEXTS.moreThanYours);
  // A licensed copy passes on no more than its licence lets anyone do with it.
  const licensed = licensedRights(item.licence);
  for (const k of RIGHTS) if (rights[k] && !licensed[k]) throw forbidden(LICENCE_REFUSALS[LICENCE_ACTION_OF[k]]);
  if (rights.canShare && !can(user, { kind: 'share.giveShareRight', item })) throw forbidden(LICENCE_REFUSALS.shareFurther);
  // Publishing needs the settings right (can.ts folio.publish); a link gives view only.
  return rights;
}

async function activeAccounts(db: Executor, ids: string[]): Promise<Array<{ id: string; email: string; displayName: string }>> {
  if (ids.some((id) => !isUuid(id))) throw badRequest(SHARE_TEXTS.noSuchAccount);
  const found = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
  if (found.length !== new Set(ids).size) throw badRequest(SHARE_TEXTS.noSuchAccount);
  return found;
}

/** Creates (or, for an existing live share to the same permittee, updates) the shares asked for. */
export async function createShares(db: Db, deps: ShareDeps, user: AuthUser, req: ShareRequest): Promise<CreatedShares> {
  return db.transaction(async (tx) => {
    const item = await manageableItem(tx, user, req);
    const rights = rightsAllowed(user, item, req);
    const base = { itemType: item.type, itemId: item.id, ownerId: item.ownerId!, createdBy: user.userId, expiresAt: req.expiresAt };
    if (item.ownerId === null) throw forbidden(SHARE_TEXTS.cannotShare);
    if (req.permitteeType === 'link') {
      if (item.type === 'asset') throw badRequest(SHARE_TEXTS.noAssetLinks);
      const token = randomBytes(32).toString('base64url');
      const [row] = await tx
        .insert(shares)
        .values({ ...base, permitteeType: 'link', permitteeId: null, tokenHash: hashToken(token), canEditContent: false, canEditSettings: false, canPublish: false, canShare: false })
        .returning();
      await emitWebhookEvent(tx, shareEvent(itemFacts(item), { ids: [row!.id], with: [{ type: 'link', id: null, name: null }], rights: rightsText(rights) }));
      return { shares: await presentShares(tx, [row!], viewerOf(item, user)), link: { token, url: await linkUrl(tx, deps.config, item, token) } };
    }
    const ids: Array<string | null> = req.permitteeType === 'followers' ? [null] : [...new Set(req.permitteeIds)];
    if (ids.length === 0) throw badRequest('Choose at least one account or group to share with');
    let told: Array<{ id: string; email: string; displayName: string }> = [];
    if (req.permitteeType === 'user') {
      if (ids.includes(item.ownerId) || ids.includes(user.userId)) throw badRequest(SHARE_TEXTS.ownerOrSelf);
      told = await activeAccounts(tx, ids as string[]);
    } else if (req.permitteeType === 'group') {
      if (ids.some((id) => !isUuid(id!))) throw badRequest(SHARE_TEXTS.notYourGroup);
      const groups = await tx.select({ id: accountGroups.id }).from(accountGroups).where(and(inArray(accountGroups.id, ids as string[]), eq(accountGroups.ownerId, user.userId)));
      if (groups.length !== ids.length) throw forbidden(SHARE_TEXTS.notYourGroup);
      told = await tx
        .selectDistinct({ id: users.id, email: users.email, displayName: users.displayName })
        .from(accountGroupMembers)
        .innerJoin(users, eq(users.id, accountGroupMembers.userId))
        .where(and(inArray(accountGroupMembers.groupId, ids as string[]), eq(users.isActive, true)));
    }
    if (item.ownerId !== user.userId) await refuseOthersShares(tx, user, item, req.permitteeType, ids);
    const rows: ShareRow[] = [];
    for (const permitteeId of ids) {
      const [row] = await tx
        .insert(shares)
        .values({ ...base, permitteeType: req.permitteeType, permitteeId, ...rights })
        .onConflictDoUpdate({
          target: [shares.itemType, shares.itemId, shares.permitteeType, shares.permitteeId],
          targetWhere: sql`${shares.revokedAt} is null and ${shares.permitteeType} <> 'link'`,
          set: { ...rights, expiresAt: req.expiresAt, createdBy: user.userId },
        })
        .returning();
      rows.push(row!);
    }
    await tellSharees(tx, deps, user, item, rights, told.filter((a) => a.id !== item.ownerId && a.id !== user.userId));
    const names = new Map(told.map((a) => [a.id, a.displayName]));
    const withWhom = ids.map((id) => ({ type: req.permitteeType, id, name: req.permitteeType === 'user' && id ? (names.get(id) ?? null) : null }));
    await emitWebhookEvent(tx, shareEvent(itemFacts(item), { ids: rows.map((r) => r.id), with: withWhom, rights: rightsText(rights) }));
    return { shares: await presentShares(tx, rows, viewerOf(item, user)) };
  });
}

/** The item as a share.created event names it (its owner's webhooks take it, whoever shared it). */
const itemFacts = (item: ShareableItem) => ({ type: item.type, id: item.id, name: item.name, ownerId: item.ownerId! });

/**
 * A sharee passing an item on changes only the shares they made: a live share someone else made to the same
 * account, group or followers (the owner's, say) is not theirs to overwrite.
 */
async function refuseOthersShares(tx: Executor, user: AuthUser, item: ShareableItem, type: PermitteeType, ids: Array<string | null>) {
  const [other] = await tx
    .select({ id: shares.id })
    .from(shares)
    .where(
      and(
        eq(shares.itemType, item.type),
        eq(shares.itemId, item.id),
        eq(shares.permitteeType, type),
        isNull(shares.revokedAt),
        type === 'followers' ? isNull(shares.permitteeId) : inArray(shares.permitteeId, ids.filter((id): id is string => id !== null)),
        sql`${shares.createdBy} is distinct from ${user.userId}::uuid`,
      ),
    )
    .limit(1);
  if (other) throw forbidden(SHARE_TEXTS.notYourShare);
}

async function tellSharees(tx: Executor, deps: ShareDeps, user: AuthUser, item: ShareableItem, rights: ShareRights, accounts: Array<{ id: string; email: string; displayName: string }>) {
  if (!accounts.length) return;
  const [sharer] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, user.userId));
  await notify(
    tx,
    accounts.map((a) => ({ userId: a.id, kind: 'share' as const, actorId: user.userId, itemType: item.type, itemId: item.id, data: { name: item.name, rights: rightsText(rights) } })),
  );
  for (const a of accounts) {
    await deps.mail.enqueue(
      tx,
      shareMail({
        to: a.email,
        displayName: a.displayName,
        sharerName: sharer?.name ?? 'Someone',
        itemKind: item.type,
        itemName: item.name,
        rights: rightsText(rights),
        link: `${deps.config.APP_ORIGIN}${appPathOf(item.type, item.id)}`,
      }),
    );
  }
}

/** Every share of the item, live ones first (links never show their token again). */
export async function sharesOfItem(db: Executor, user: AuthUser, ref: ShareItemRef, includeRevoked: boolean): Promise<ShareView[]> {
  const item = await manageableItem(db, user, ref);
  const rows = await db
    .select()
    .from(shares)
    .where(and(eq(shares.itemType, item.type), eq(shares.itemId, item.id), includeRevoked ? undefined : isNull(shares.revokedAt)))
    .orderBy(sql`${shares.revokedAt} is not null`, shares.createdAt);
  return presentShares(db, rows, viewerOf(item, user));
}

/** Whether the item is shared with all of the owner's followers. */
export async function isSharedWithFollowers(db: Executor, user: AuthUser, ref: ShareItemRef): Promise<boolean> {
  const item = await manageableItem(db, user, ref);
  const [row] = await db
    .select({ id: shares.id })
    .from(shares)
    .where(and(eq(shares.itemType, item.type), eq(shares.itemId, item.id), eq(shares.permitteeType, 'followers'), isNull(shares.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** Turns the share to all followers on (view, or the rights given) or off. */
export async function setShareToFollowers(db: Db, deps: ShareDeps, user: AuthUser, ref: ShareItemRef, on: boolean, rights: ShareRights): Promise<boolean> {
  if (on) {
    await createShares(db, deps, user, { ...ref, ...rights, permitteeType: 'followers', permitteeIds: [], expiresAt: null });
    return true;
  }
  const item = await manageableItem(db, user, ref);
  await db
    .update(shares)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shares.itemType, item.type), eq(shares.itemId, item.id), eq(shares.permitteeType, 'followers'), isNull(shares.revokedAt), madeByUnlessOwner(item, user)));
  return false;
}

/**
 * Revokes one share: its item's manager may revoke any; with `userOnly`, a sharee removes their own access
 * (the share made to their account). The permittee given must match the share's.
 */
export async function revokeShare(
  db: Executor,
  user: AuthUser,
  id: string,
  opts: { permitteeId?: string | undefined; permitteeType?: PermitteeType | undefined; userOnly?: boolean | undefined },
): Promise<void> {
  if (!isUuid(id)) throw notFound(SHARE_TEXTS.notFound);
  const [row] = await db.select().from(shares).where(and(eq(shares.id, id), isNull(shares.revokedAt))).limit(1);
  if (!row || (opts.permitteeId && opts.permitteeId !== row.permitteeId) || (opts.permitteeType && opts.permitteeType !== row.permitteeType)) {
    throw notFound(SHARE_TEXTS.notFound);
  }
  const ownShare = row.permitteeType === 'user' && row.permitteeId === user.userId;
  if (!(opts.userOnly && ownShare)) {
    const item = await manageableItem(db, user, { type: row.itemType, id: row.itemId });
    // A sharee who may share further revokes the shares they made, not the owner's or another sharee's.
    if (item.ownerId !== user.userId && row.createdBy !== user.userId) throw forbidden(SHARE_TEXTS.notYourShare);
  }
  await db.update(shares).set({ revokedAt: sql`now()` }).where(eq(shares.id, row.id));
}

/**
 * Revokes every live share of the item (its owner; a sharee who may share it, the shares they made), or with
 * `userOnly` the shares made to the caller's own account (a sharee leaving it); answers how many were revoked.
 */
export async function revokeItemShares(db: Executor, user: AuthUser, ref: ShareItemRef, userOnly: boolean): Promise<number> {
  const live = and(eq(shares.itemType, ref.type), eq(shares.itemId, ref.id), isNull(shares.revokedAt));
  if (userOnly) {
    const rows = await db
      .update(shares)
      .set({ revokedAt: sql`now()` })
      .where(and(live, eq(shares.permitteeType, 'user'), eq(shares.permitteeId, user.userId)))
      .returning({ id: shares.id });
    if (!rows.length) throw notFound(SHARE_TEXTS.notFound);
    return rows.length;
  }
  const item = await manageableItem(db, user, ref);
  const rows = await db
    .update(shares)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shares.itemType, item.type), eq(shares.itemId, item.id), isNull(shares.revokedAt), madeByUnlessOwner(item, user)))
    .returning({ id: shares.id });
  return rows.length;
}

const viewerOf = (item: ShareableItem, user: AuthUser) => ({ userId: user.userId, isOwner: item.ownerId === user.userId });

/** Every share of the item for its owner; for a sharee managing it, the shares they made. */
const madeByUnlessOwner = (item: ShareableItem, user: AuthUser) => (item.ownerId === user.userId ? undefined : eq(shares.createdBy, user.userId));
