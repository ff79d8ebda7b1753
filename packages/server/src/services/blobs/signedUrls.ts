/**
 * Signed /blob URLs: how the owner's own browser shows a private file through a plain `<img src>`, which cannot carry
 * a bearer token. `/blob/{id}?exp={unix seconds}&sig={HMAC-SHA256 of "{id}.{part}.{exp}", base64url}`, where part
 * is `original` for the file itself and `preview` for its /thumbnail and /display copies (a signature for a preview
 * never opens the original). The key is the `blob-url` row of `app_secrets` (made by a
 * migration), so every app server signs and checks alike.
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

/** The variants a blob is served as: the file itself, its thumbnail, its display copy. */
export type BlobVariant = 'original' | 'thumbnail' | 'display';

export const partOf = (variant: BlobVariant): BlobPart => (variant === 'original' ? 'original' : 'preview');

const pathOf = (blobId: string, variant: BlobVariant) => (variant === 'original' ? `/blob/${blobId}` : `/blob/${blobId}/${variant}`);

export interface BlobUrlSigner {
  /** `/blob/{id}[/variant]?exp=…&sig=…` */
  signed(blobId: string, variant?: BlobVariant): string;
  /** Whether exp and sig are a signature of this blob id and part that has not expired. */
  verify(blobId: string, part: BlobPart, exp: string | undefined, sig: string | undefined): boolean;
}

const mac = (key: Buffer, blobId: string, part: BlobPart, exp: number) => createHmac('sha256', key).update(`${blobId}.${part}.${exp}`).digest();

/** A signer with the given key; `now` (ms) fixes the clock, for tests of expiry. */
export function signerWithKey(key: Buffer, now: () => number = Date.now): BlobUrlSigner {
  return {
    signed(blobId, variant = 'original') {
      const seconds = Math.floor(now() / 1000);
      const exp = (Math.floor(seconds / SIGNED_URL_WINDOW_SECONDS) + 2) * SIGNED_URL_WINDOW_SECONDS;
      return `${pathOf(blobId, variant)}?exp=${exp}&sig=${mac(key, blobId, partOf(variant), exp).toString('base64url')}`;
    },
    verify(blobId, part, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      if (expiry * 1000 <= now()) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(key, blobId, part, expiry);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The signer of this database's key (one primary-key read). */
export async function blobUrlSigner(db: Executor): Promise<BlobUrlSigner> {
  const [row] = await db.select({ secret: appSecrets.secret }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)).limit(1);
  if (!row) throw new Error(`app_secrets has no '${SECRET_NAME}' key; the migrations have not run`);
  return signerWithKey(row.secret);
}

/** Seconds until a signed URL's expiry (for its Cache-Control), at least 0. */
export const secondsLeft = (exp: string, now = Date.now()): number => Math.max(0, Math.floor(Number(exp) - now / 1000));


/**
 * The URL the viewer loads a blob from: the plain address when the file is public, a signed one when the viewer may
 * read it, else the plain address (which answers 404 to them).
 */
export function blobUrlFor(viewer: AuthUser | null, access: BlobAccess, blobId: string, variant: BlobVariant, signer: BlobUrlSigner): string {
  const part = partOf(variant);
  if (blobIsPublic(access, part) || !viewer || !can(viewer, { kind: 'blob.read', blob: access, part })) return pathOf(blobId, variant);
  return signer.signed(blobId, variant);
}
