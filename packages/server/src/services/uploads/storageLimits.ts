import { effectiveAccountTypeId } from '../payments/accountLicenses.ts';
import { accountTypeOf, DEFAULT_ACCOUNT_TYPE_ID } from '@folio/model';
import { and, eq, gt, isNotNull, isNull, ne, not, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { assets, blobs, folioVersions, folios, uploadTokens } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { unsentFormUpload } from './formAllowance.ts';
import { blobStillUsed } from './replaceAsset.ts';

/** How long a started upload keeps its reservation (and may be resumed) after it was created. */
export const UPLOAD_RESUME_HOURS = 24;

export interface StorageCheck {
  allowed: boolean;
  /** Bytes the account holds now: stored blobs plus uploads in progress. */
  used: number;
  limit: number;
}

/** The account's storage limit: its account type's quota; STORAGE_LIMIT_BYTES sets the default (Free) type's. */
export function storageLimitFor(config: Config, accountTypeId: number): number {
  const type = accountTypeOf(accountTypeId);
  return type.id === DEFAULT_ACCOUNT_TYPE_ID ? config.STORAGE_LIMIT_BYTES : type.storageLimitBytes;
}

/**
 * Stored blobs, folio versions, plus the announced size of uploads started and not yet finished (so parallel uploads add up). Visitors'
 * form uploads no submission took yet are not the account's: they have their own allowance (formAllowance.ts).
 */
export async function storageUsed(db: Executor, userId: string, exceptUploadId?: string): Promise<number> {
  const [stored] = await db
    .select({ n: sql<string>`coalesce(sum(${blobs.size}), 0)` })
    .from(blobs)
    .where(and(eq(blobs.ownerId, userId), not(unsentFormUpload(blobs.id))));
  const [pending] = await db
    .select({ n: sql<string>`coalesce(sum(${uploadTokens.fileSize}), 0)` })
    .from(uploadTokens)
    .where(
      and(
        eq(uploadTokens.userId, userId),
        isNull(uploadTokens.formFolioId),
        isNotNull(uploadTokens.startedAt),
        isNull(uploadTokens.usedAt),
        gt(uploadTokens.startedAt, sql`now() - make_interval(hours => ${UPLOAD_RESUME_HOURS})`),
        exceptUploadId ? ne(uploadTokens.id, exceptUploadId) : undefined,
      ),
    );
  // The versions kept of the account's folios take storage too (issue 29): after pauses, before restores, named.
  // A publication's version is its record, as the published snapshot is (neither counts); retention prunes it.
  const [versions] = await db
    .select({ n: sql<string>`coalesce(sum(${folioVersions.size}), 0)` })
    .from(folioVersions)
    .innerJoin(folios, eq(folios.id, folioVersions.folioId))
    .where(and(eq(folios.authorId, userId), ne(folioVersions.kind, 'publish')));
  return Number(stored!.n) + Number(pending!.n) + Number(versions!.n);
}

/**
 * Size of the file of the caller's own live asset `assetId`, which the upload replaces (the old file is deleted
 * when the upload finishes), else 0 — also 0 when another asset or an avatar keeps that file.
 */
async function replacedSize(db: Executor, userId: string, assetId: string | undefined): Promise<number> {
  if (!assetId) return 0;
  const [row] = await db
    .select({ size: blobs.size, blobId: blobs.id })
    .from(assets)
    .innerJoin(blobs, eq(blobs.id, assets.blobId))
    .where(and(eq(assets.id, assetId), eq(assets.authorId, userId), eq(assets.isDeleted, false)))
    .limit(1);
  if (!row || (await blobStillUsed(db, row.blobId, assetId))) return 0;
  return row.size;
}

/** Whether a file of `fileSize` bytes fits the account's limit (after freeing the replaced asset's file). */
export async function checkStorageLimit(
  db: Executor,
  config: Config,
  userId: string,
  fileSize: number,
  opts: { replaceAssetId?: string; exceptUploadId?: string } = {},
): Promise<StorageCheck> {
  const limit = storageLimitFor(config, await effectiveAccountTypeId(db, userId));
  const used = await storageUsed(db, userId, opts.exceptUploadId);
  const freed = await replacedSize(db, userId, opts.replaceAssetId);
  return { allowed: used - freed + fileSize <= limit, used, limit };
}

const MiB = 1024 * 1024;
const mb = (n: number) => `${(n / MiB).toFixed(1)} MB`;

export const overStorageLimit = (check: StorageCheck, fileSize: number) =>
  new HttpError(
    413,
    'Payload Too Large',
    `This file (${mb(fileSize)}) does not fit in your storage: ${mb(check.used)} of ${mb(check.limit)} used.`,
  );
