/** Account groups: a user's named lists of accounts, used by shares and by submission receivers. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Db, Executor } from '../../db/client.ts';
import { accountGroupMembers, accountGroups, blobs, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { isUniqueViolation, isUuid } from '../folios/folios.ts';
import { accountCardColumns, type AccountCard } from './search.ts';

export const GROUP_LIMITS = { nameMax: 80, membersMax: 500, groupsMax: 100 } as const;
export const GROUP_TEXTS = {
  notFound: 'No account group with this id',
  nameTaken: 'You already have a group with this name',
  ownGroupsOnly: 'You can only see and change your own account groups',
  unknownMember: 'One of the members does not exist or is deactivated',
  tooMany: `You can have at most ${GROUP_LIMITS.groupsMax} groups`,
} as const;

export interface AccountGroup {
  id: string;
  name: string;
  members: AccountCard[];
  createdAt: string;
  updatedAt: string;
}

/** The user's groups with their members, by name. Only the user themself reads them. */
export async function groupsOf(db: Executor, user: AuthUser, userId: string): Promise<AccountGroup[]> {
  if (!can(user, { kind: 'group.edit', group: { ownerId: userId } })) throw forbidden(GROUP_TEXTS.ownGroupsOnly);
  const groups = await db.select().from(accountGroups).where(eq(accountGroups.ownerId, userId)).orderBy(asc(accountGroups.name));
  if (!groups.length) return [];
  const members = await db
    .select({ groupId: accountGroupMembers.groupId, ...accountCardColumns })
    .from(accountGroupMembers)
    .innerJoin(users, eq(users.id, accountGroupMembers.userId))
    .leftJoin(blobs, eq(blobs.id, users.avatarBlobId))
    .where(inArray(accountGroupMembers.groupId, groups.map((g) => g.id)))
    .orderBy(asc(users.displayName));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    members: members.filter((m) => m.groupId === g.id).map(({ groupId: _g, ...card }) => card),
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  }));
}

async function checkMembers(db: Executor, ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !isUuid(id))) throw badRequest(GROUP_TEXTS.unknownMember);
  if (!wanted.length) return [];
  const found = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, wanted), eq(users.isActive, true)));
  if (found.length !== wanted.length) throw badRequest(GROUP_TEXTS.unknownMember);
  return wanted;
}

async function ownGroup(db: Executor, user: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(GROUP_TEXTS.notFound);
  const [row] = await db.select().from(accountGroups).where(eq(accountGroups.id, id)).limit(1);
  // Someone else's group is indistinguishable from none.
  if (!row || !can(user, { kind: 'group.edit', group: row })) throw notFound(GROUP_TEXTS.notFound);
  return row;
}

const named = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'account_groups_owner_name_key')) throw conflict(GROUP_TEXTS.nameTaken);
    throw err;
  }
};

export async function createGroup(db: Db, user: AuthUser, input: { name: string; memberIds: string[] }): Promise<AccountGroup> {
  const id = await db.transaction(async (tx) => {
    const existing = await tx.select({ id: accountGroups.id }).from(accountGroups).where(eq(accountGroups.ownerId, user.userId));
    if (existing.length >= GROUP_LIMITS.groupsMax) throw badRequest(GROUP_TEXTS.tooMany);
    const members = await checkMembers(tx, input.memberIds);
    const [row] = await named(() => tx.insert(accountGroups).values({ ownerId: user.userId, name: input.name.trim() }).returning());
    if (members.length) await tx.insert(accountGroupMembers).values(members.map((userId) => ({ groupId: row!.id, userId })));
    return row!.id;
  });
  return (await groupsOf(db, user, user.userId)).find((g) => g.id === id)!;
}

export async function updateGroup(db: Db, user: AuthUser, id: string, input: { name?: string | undefined; memberIds?: string[] | undefined }): Promise<AccountGroup> {
  await db.transaction(async (tx) => {
    const group = await ownGroup(tx, user, id);
    if (input.name !== undefined) {
      const name = input.name.trim();
      await named(() => tx.update(accountGroups).set({ name, updatedAt: new Date() }).where(eq(accountGroups.id, group.id)));
    }
    if (input.memberIds !== undefined) {
      const members = await checkMembers(tx, input.memberIds);
      await tx.delete(accountGroupMembers).where(eq(accountGroupMembers.groupId, group.id));
      if (members.length) await tx.insert(accountGroupMembers).values(members.map((userId) => ({ groupId: group.id, userId })));
      await tx.update(accountGroups).set({ updatedAt: new Date() }).where(eq(accountGroups.id, group.id));
    }
  });
  return (await groupsOf(db, user, user.userId)).find((g) => g.id === id)!;
}

/** Deletes the group; shares made to it stop reaching its members at once (they name a group that is gone). */
export async function deleteGroup(db: Executor, user: AuthUser, id: string): Promise<void> {
  const group = await ownGroup(db, user, id);
  await db.delete(accountGroups).where(eq(accountGroups.id, group.id));
}
