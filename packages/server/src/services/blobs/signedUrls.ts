/**
 * Signed /blob URLs: how the owner's own browser shows a private file through a plain `<img src>`, which cannot carry
 * a bearer token. Two kinds, with part `original` for the file itself and `preview` for its /thumbnail and /display
 * copies (a signature for a preview never opens the original):
 * - for a viewer (what presenters hand out, `blobUrlFor`): `/blob/{id}?exp={unix seconds}&u={user id}&sig={HMAC-SHA256
 *   of "{id}.{part}.{exp}.{user id}", base64url}`. It opens the file only while that user may read it: /blob checks
 *   can(blob.read) for them on each request, so a URL handed out under a share or a purchase stops when it ends.
 * - for whoever holds it: `/blob/{id}?exp=…&sig={HMAC of "{id}.{part}.{exp}"}`, until it expires (the files of
 *   submissions, whose readers include guest submitters).
 * The key is the `blob-url` row of `app_secrets` (made by a migration), so every app server signs and checks alike.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { blobIsPublic, can, type BlobAccess, type BlobPart } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';

/**
 * Expiry is rounded up to a whole window and lies one to two windows ahead, so a URL stays the same (and the
 * browser's cached copy usable) for up to an hour, and a page shown just before the turn still has an hour.
 */
export const SIGNED_URL_WINDOW_SECONDS = 3600;

const SECRET_NAME = 'blob-url';

/** Signed URLs a signer keeps for its current expiry. */
const SIGNATURES_KEPT = 20_000;

/** The variants a blob is served as: the file itself, its thumbnail, its display copy. */
export type BlobVariant = 'original' | 'thumbnail' | 'display';

export const partOf = (variant: BlobVariant): BlobPart => (variant === 'original' ? 'original' : 'preview');

const pathOf = (blobId: string, variant: BlobVariant) => (variant === 'original' ? `/blob/${blobId}` : `/blob/${blobId}/${variant}`);

/** A signed URL's query: its expiry, the viewer it was handed to (absent: whoever holds it), its signature. */
export interface SignedQuery {
  exp?: string | undefined;
  u?: string | undefined;
  sig?: string | undefined;
}

/** What a valid signature says: whom the URL opens the file to (null: whoever holds it). */
export interface Signature {
  viewerId: string | null;
}

export interface BlobUrlSigner {
  /** `/blob/{id}[/variant]?exp=…&sig=…`, for whoever holds it until it expires */
  signed(blobId: string, variant?: BlobVariant): string;
  /** `/blob/{id}[/variant]?exp=…&u={viewerId}&sig=…`, for that viewer while they may read the file */
  signedFor(viewerId: string, blobId: string, variant?: BlobVariant): string;
  /** The signature's verdict when exp, u and sig sign this blob id and part and have not expired; else null. */
  verify(blobId: string, part: BlobPart, query: SignedQuery): Signature | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (key: Buffer, blobId: string, part: BlobPart, exp: number, viewerId: string | null) =>
  createHmac('sha256', key)
    .update(viewerId === null ? `${blobId}.${part}.${exp}` : `${blobId}.${part}.${exp}.${viewerId}`)
    .digest();

/** A signer with the given key; `now` (ms) fixes the clock, for tests of expiry. */
export function signerWithKey(key: Buffer, now: () => number = Date.now): BlobUrlSigner {
  const expiry = () => (Math.floor(Math.floor(now() / 1000) / SIGNED_URL_WINDOW_SECONDS) + 2) * SIGNED_URL_WINDOW_SECONDS;
  // Every URL of one window carries the same expiry, so a list asked again signs nothing new: signatures are kept
  // for the current expiry (forgotten when it moves on, or past SIGNATURES_KEPT).
  let keptFor = 0;
  const kept = new Map<string, string>();
  const sign = (blobId: string, variant: BlobVariant, viewerId: string | null) => {
    const exp = expiry();
    if (exp !== keptFor || kept.size >= SIGNATURES_KEPT) {
      kept.clear();
      keptFor = exp;
    }
    const id = `${blobId}/${variant}/${viewerId ?? ''}`;
    let url = kept.get(id);
    if (url === undefined) {
      const sig = mac(key, blobId, partOf(variant), exp, viewerId).toString('base64url');
      url = `${pathOf(blobId, variant)}?exp=${exp}${viewerId === null ? '' : `&u=${viewerId}`}&sig=${sig}`;
      kept.set(id, url);
    }
    return url;
  };
  return {
    signed: (blobId, variant = 'original') => sign(blobId, variant, null),
    signedFor: (viewerId, blobId, variant = 'original') => sign(blobId, variant, viewerId),
    verify(blobId, part, { exp, u, sig }) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || (u !== undefined && !UUID.test(u))) return null;
      const expires = Number(exp);
      if (expires * 1000 <= now()) return null;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(key, blobId, part, expires, u ?? null);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { viewerId: u ?? null } : null;
    },
  };
}

/**
 * The reader a viewer's signature speaks for on /blob: that user, with no token and no role (reading a file needs
 * neither: can(blob.read) asks only who they are and what reaches them).
 */
export const signedReader = (viewerId: string): AuthUser => ({ userId: viewerId, tokenId: '', isSuperAdmin: false });

/**
 * Signers by the database handle they were read through. A migration makes the key and nothing changes it, so it is
 * read once per handle (issue 28: a list page no longer pays a round trip for it); a transaction's handle reads it
 * again.
 */
const signers = new WeakMap<Executor, Promise<BlobUrlSigner>>();

/** The signer of this database's key (one primary-key read, then kept for this handle). */
export function blobUrlSigner(db: Executor): Promise<BlobUrlSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = readSigner(db);
    signers.set(db, signer);
    // A failed read (the database unreachable for a moment) is not kept.
    signer.catch(() => signers.delete(db));
  }
  return signer;
}

async function readSigner(db: Executor): Promise<BlobUrlSigner> {
  const [row] = await db.select({ secret: appSecrets.secret }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)).limit(1);
  if (!row) throw new Error(`app_secrets has no '${SECRET_NAME}' key; the migrations have not run`);
  return signerWithKey(row.secret);
}

/** Seconds until a signed URL's expiry (for its Cache-Control), at least 0. */
export const secondsLeft = (exp: string, now = Date.now()): number => Math.max(0, Math.floor(Number(exp) - now / 1000));


/**
 * The URL the viewer loads a blob from: the plain address when the file is public, one signed for this viewer when
 * they may read it (it stops when they no longer may), else the plain address (which answers 404 to them).
 */
export function blobUrlFor(viewer: AuthUser | null, access: BlobAccess, blobId: string, variant: BlobVariant, signer: BlobUrlSigner): string {
  const part = partOf(variant);
  if (blobIsPublic(access, part) || !viewer || !can(viewer, { kind: 'blob.read', blob: access, part })) return pathOf(blobId, variant);
  return signer.signedFor(viewer.userId, blobId, variant);
}
