import type { OwnProfile, ProfilePatch, PublicProfile, SessionFlag } from '@folio/model';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';

/** Limits of the profile fields; the route schemas and the availability checks read them from here. */
export const PROFILE_LIMITS = {
  /** lowercase letters, digits and hyphens */
  friendlyUrlPattern: /^[a-z0-9-]{3,60}$/,
  displayNameMax: 80,
  businessNameMax: 120,
  profileSummaryMax: 2000,
  tagsMax: 50,
  tagLengthMax: 40,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type UserRow = typeof users.$inferSelect;

/** One of the "show …" hint flags a user can turn off. */
export type UserFlag = SessionFlag;

// The avatar is a stored blob; the blob routes serve it by id.
// Blob files are addressed at /blob/{id} (spec §7 Assets); the assets issue serves them.
const avatarUrl = (blobId: string | null) => (blobId ? `/blob/${blobId}` : null);

export function presentPublic(u: UserRow): PublicProfile {
  return {
    id: u.id,
    displayName: u.displayName,
    businessName: u.businessName,
    profileSummary: u.profileSummary,
    friendlyUrl: u.friendlyUrl,
    avatarUrl: avatarUrl(u.avatarBlobId),
  };
}

export function presentOwn(u: UserRow): OwnProfile {
  return {
    ...presentPublic(u),
    email: u.email,
    folioDefaultTags: u.folioDefaultTags,
    assetDefaultTags: u.assetDefaultTags,
    superAdmin: u.superAdmin,
    accountTypeId: u.accountTypeId,
    showTipOfTheDay: u.showTipOfTheDay,
    showWelcomeMessage: u.showWelcomeMessage,
    showMgMiniVideo: u.showMgMiniVideo,
    createdAt: u.createdAt.toISOString(),
  };
}

/** An active user by id; a malformed id is simply unknown. */
async function findActive(db: Executor, id: string): Promise<UserRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function getPublicProfile(db: Executor, id: string): Promise<PublicProfile> {
  const user = await findActive(db, id);
  if (!user) throw notFound('No user with this id');
  return presentPublic(user);
}

export async function getOwnProfile(db: Executor, id: string): Promise<OwnProfile> {
  const user = await findActive(db, id);
  if (!user) throw notFound('No user with this id');
  return presentOwn(user);
}

/** The Postgres error behind a (possibly Drizzle-wrapped) failure, if it is a unique violation of `constraint`. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && pg.constraint === constraint) return true;
  }
  return false;
}

export async function updateProfile(db: Executor, id: string, changes: ProfilePatch): Promise<OwnProfile> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.isActive, true)))
      .returning();
    if (!row) throw notFound('No user with this id');
    return presentOwn(row);
  } catch (err) {
    if (isUniqueViolation(err, 'users_friendly_url_key')) throw conflict('This friendly URL is already taken');
    throw err;
  }
}

/** Turns one of the "show …" flags off for good (the user dismissed that hint). */
export async function clearFlag(db: Executor, id: string, flag: UserFlag): Promise<void> {
  await db
    .update(users)
    .set({ [flag]: false, updatedAt: new Date() })
    .where(eq(users.id, id));
}

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when no account uses the address (compared without case) and it looks like an address at all. */
export async function isEmailFree(db: Executor, email: string): Promise<boolean> {
  const e = email.trim().toLowerCase();
  if (!SIMPLE_EMAIL.test(e)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, e))
    .limit(1);
  return !row;
}

/** True when the url is well formed and no other user holds it (the asker's own url counts as free). */
export async function isFriendlyUrlFree(db: Executor, url: string, askerId: string): Promise<boolean> {
  if (!PROFILE_LIMITS.friendlyUrlPattern.test(url)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.friendlyUrl, url), ne(users.id, askerId)))
    .limit(1);
  return !row;
}

export async function idByFriendlyUrl(db: Executor, url: string): Promise<string> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.friendlyUrl, url), eq(users.isActive, true)))
    .limit(1);
  if (!row) throw notFound('No user has this friendly URL');
  return row.id;
}
