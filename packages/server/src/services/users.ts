import { APP_LANGUAGE_TAGS, type AppLanguageTag, type OwnProfile, type ProfilePatch, type PublicProfile, type SessionFlag } from '@folio/model';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Pool, QueryConfig, QueryResultRow } from 'pg';
import type { AuthUser } from '../auth/authenticate.ts';
import { can } from '../auth/can.ts';
import type { Executor } from '../db/client.ts';
import { blobs, users } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { blobUrl, findBlob } from './blobs/blobs.ts';

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

/** A user with what presenting the avatar needs of its blob (null: no avatar, or no thumbnail yet). */
interface ProfileRow {
  user: UserRow;
  avatarThumbnailKey: string | null;
}

/** What the profile answers say about the avatar and the PATCH refusals (shared with the tests). */
export const AVATAR_TEXTS = {
  unknown: 'No uploaded file has this avatarBlobId; upload the picture first, then use the uuid of its upload.',
  notOwn: 'You can only use a picture you uploaded yourself as your avatar',
  notImage: (kind: string) => `The avatar must be an image; this upload is a ${kind} file.`,
} as const;

/** One of the "show …" hint flags a user can turn off. */
export type UserFlag = SessionFlag;

/**
 * The avatar is one of the user's image blobs. Its URL is the thumbnail (/blob/{id}/thumbnail: a WebP of at most
 * 400 px, plenty for an avatar and far lighter than the original) once the background job has made it, else the
 * original (/blob/{id}) — so right after an upload the answer may name the original and later reads the thumbnail.
 * Both are immutable under their id, so a new avatar is always a new URL.
 */
const avatarUrl = (blobId: string | null, thumbnailKey: string | null) =>
  blobId ? (thumbnailKey ? `${blobUrl(blobId)}/thumbnail` : blobUrl(blobId)) : null;

export function presentPublic({ user: u, avatarThumbnailKey }: ProfileRow): PublicProfile {
  return {
    id: u.id,
    displayName: u.displayName,
    businessName: u.businessName,
    profileSummary: u.profileSummary,
    friendlyUrl: u.friendlyUrl,
    avatarUrl: avatarUrl(u.avatarBlobId, avatarThumbnailKey),
  };
}

export function presentOwn(row: ProfileRow): OwnProfile {
  const u = row.user;
  return {
    ...presentPublic(row),
    email: u.email,
    folioDefaultTags: u.folioDefaultTags,
    assetDefaultTags: u.assetDefaultTags,
    superAdmin: u.superAdmin,
    isAdmin: u.isAdmin,
    accountTypeId: u.accountTypeId,
    showTipOfTheDay: u.showTipOfTheDay,
    showWelcomeMessage: u.showWelcomeMessage,
    showMgMiniVideo: u.showMgMiniVideo,
    createdAt: u.createdAt.toISOString(),
    language: isAppLanguageTag(u.language) ? u.language : null,
    intent: u.intent,
    checklistDismissed: u.checklistDismissedAt !== null,
  };
}

const isAppLanguageTag = (tag: unknown): tag is AppLanguageTag =>
  typeof tag === 'string' && (APP_LANGUAGE_TAGS as readonly string[]).includes(tag);

/** An active user by id; a malformed id is simply unknown. */
async function findActive(db: Executor, id: string): Promise<ProfileRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ user: users, avatarThumbnailKey: blobs.thumbnailKey })
    .from(users)
    .leftJoin(blobs, eq(blobs.id, users.avatarBlobId))
    .where(and(eq(users.id, id), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The public profile's columns of an active user, as one prepared statement (GET /public/api/usersR1/{id}, issue 28). */
const PUBLIC_PROFILE: Omit<QueryConfig, 'values'> = {
  name: 'users_public_profile',
  text: `SELECT u.id, u.display_name, u.business_name, u.profile_summary, u.friendly_url, u.avatar_blob_id, b.thumbnail_key
         FROM users u LEFT JOIN blobs b ON b.id = u.avatar_blob_id WHERE u.id = $1 AND u.is_active LIMIT 1`,
};

interface PublicProfileRow extends QueryResultRow {
  id: string;
  display_name: string;
  business_name: string;
  profile_summary: string;
  friendly_url: string | null;
  avatar_blob_id: string | null;
  thumbnail_key: string | null;
}

/** An active user's public profile; 404 for an unknown, malformed or deactivated id. */
export async function getPublicProfile(pool: Pick<Pool, 'query'>, id: string): Promise<PublicProfile> {
  const row = UUID.test(id) ? (await pool.query<PublicProfileRow>({ ...PUBLIC_PROFILE, values: [id] })).rows[0] : undefined;
  if (!row) throw notFound('No user with this id');
  return {
    id: row.id,
    displayName: row.display_name,
    businessName: row.business_name,
    profileSummary: row.profile_summary,
    friendlyUrl: row.friendly_url,
    avatarUrl: avatarUrl(row.avatar_blob_id, row.thumbnail_key),
  };
}

export async function getOwnProfile(db: Executor, id: string): Promise<OwnProfile> {
  const user = await findActive(db, id);
  if (!user) throw notFound('No user with this id');
  return presentOwn(user);
}

/** The Postgres error behind a (possibly Drizzle-wrapped) failure, if it has this `code` on `constraint`. */
function isViolation(err: unknown, code: '23505' | '23503', constraint: string): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: unknown; constraint?: unknown };
    if (pg.code === code && pg.constraint === constraint) return true;
  }
  return false;
}

/** A blob may become the avatar when it exists (400), is the user's own upload (403) and is an image (400). */
async function checkAvatarBlob(db: Executor, user: AuthUser, blobId: string): Promise<void> {
  const blob = await findBlob(db, blobId);
  if (!blob) throw badRequest(AVATAR_TEXTS.unknown);
  if (!can(user, { kind: 'user.useAvatarBlob', blob })) throw forbidden(AVATAR_TEXTS.notOwn);
  if (blob.kind !== 'image') throw badRequest(AVATAR_TEXTS.notImage(blob.kind));
}

/** Updates the signed-in user's own profile (the route has checked the id is theirs). */
export async function updateProfile(db: Executor, user: AuthUser, changes: ProfilePatch): Promise<OwnProfile> {
  if (changes.avatarBlobId) await checkAvatarBlob(db, user, changes.avatarBlobId);
  const { checklistDismissed, ...columns } = changes;
  try {
    const [row] = await db
      .update(users)
      .set({
        ...columns,
        // Dismissed once, the checklist stays dismissed: a later dismissal keeps the first date.
        ...(checklistDismissed ? { checklistDismissedAt: sql`coalesce(${users.checklistDismissedAt}, now())` } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, user.userId), eq(users.isActive, true)))
      .returning({ id: users.id });
    if (!row) throw notFound('No user with this id');
  } catch (err) {
    if (isViolation(err, '23505', 'users_friendly_url_key')) throw conflict('This friendly URL is already taken');
    // The blob was removed between the check and the update (its last asset deleted meanwhile).
    if (isViolation(err, '23503', 'users_avatar_blob_id_blobs_id_fk')) throw badRequest(AVATAR_TEXTS.unknown);
    throw err;
  }
  return getOwnProfile(db, user.userId);
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
