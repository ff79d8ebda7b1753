/** Following accounts (spec §4 Users: followed or unfollowed): idempotent, never yourself, the followee told. */
import type { SocialInfo as ModelSocialInfo } from '@folio/model';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { blobs, follows, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';
import { notify } from '../notifications/notify.ts';
import { accountCardColumns, type AccountCard } from '../users/search.ts';

export const FOLLOW_TEXTS = {
  notFound: 'No user with this id',
  self: 'You cannot follow yourself',
} as const;

export type SocialInfo = ModelSocialInfo;

async function activeUser(db: Executor, id: string): Promise<{ id: string; displayName: string }> {
  if (!isUuid(id)) throw notFound(FOLLOW_TEXTS.notFound);
  const [row] = await db.select({ id: users.id, displayName: users.displayName }).from(users).where(and(eq(users.id, id), eq(users.isActive, true)));
  if (!row) throw notFound(FOLLOW_TEXTS.notFound);
  return row;
}

export async function socialInfo(db: Executor, viewerId: string | null, id: string): Promise<SocialInfo> {
  await activeUser(db, id);
  const [[followers], [following], mine] = await Promise.all([
    db.select({ n: count() }).from(follows).innerJoin(users, eq(users.id, follows.followerId)).where(and(eq(follows.followeeId, id), eq(users.isActive, true))),
    db.select({ n: count() }).from(follows).innerJoin(users, eq(users.id, follows.followeeId)).where(and(eq(follows.followerId, id), eq(users.isActive, true))),
    viewerId ? db.select({ one: follows.followerId }).from(follows).where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, id))) : Promise.resolve([]),
  ]);
  return { followers: followers?.n ?? 0, following: following?.n ?? 0, isFollowing: mine.length > 0 };
}

/** Follows the account (a second call changes nothing); the followee gets a notification the first time. */
export async function follow(db: Executor, user: AuthUser, id: string): Promise<SocialInfo> {
  const target = await activeUser(db, id);
  if (!can(user, { kind: 'user.follow', userId: target.id })) throw badRequest(FOLLOW_TEXTS.self);
  const added = await db.insert(follows).values({ followerId: user.userId, followeeId: target.id }).onConflictDoNothing().returning();
  if (added.length) await notify(db, [{ userId: target.id, kind: 'follow', actorId: user.userId, itemType: 'user', itemId: user.userId }]);
  return socialInfo(db, user.userId, target.id);
}

export async function unfollow(db: Executor, user: AuthUser, id: string): Promise<SocialInfo> {
  const target = await activeUser(db, id);
  if (!can(user, { kind: 'user.follow', userId: target.id })) throw badRequest(FOLLOW_TEXTS.self);
  await db.delete(follows).where(and(eq(follows.followerId, user.userId), eq(follows.followeeId, target.id)));
  return socialInfo(db, user.userId, target.id);
}

/** The active accounts `id` follows, newest follow first (at most 500). */
export async function accountsFollowedBy(db: Executor, id: string): Promise<AccountCard[]> {
  await activeUser(db, id);
  return db
    .select(accountCardColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .leftJoin(blobs, eq(blobs.id, users.avatarBlobId))
    .where(and(eq(follows.followerId, id), eq(users.isActive, true)))
    .orderBy(desc(follows.createdAt))
    .limit(500);
}
