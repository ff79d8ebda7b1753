import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { AuthUser } from '../../auth/authenticate.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { blobs, uploadTokens } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { assertReplaceable } from './replaceAsset.ts';
import { checkStorageLimit, overStorageLimit, UPLOAD_RESUME_HOURS } from './storageLimits.ts';

export type BlobKind = 'image' | 'video' | 'audio' | 'file';
export type UploadTokenRow = typeof uploadTokens.$inferSelect;

export const kindOf = (mime: string): BlobKind => {
  const top = mime.split('/')[0];
  return top === 'image' || top === 'video' || top === 'audio' ? top : 'file';
};

/** `type/subtype` in lower case without parameters, or null when it is not a media type at all. */
export function normalizeMime(value: string): string | null {
  const mime = value.split(';')[0]!.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(mime) ? mime : null;
}

export interface IssuedUploadToken {
  token: string;
  uuid: string;
  url: string;
}

/**
 * A short-lived upload token bound to the user and a fresh upload uuid (only its hash is stored). Refused with 413
 * when the announced size does not fit the account's storage, so nothing is ever sent. With `replaceAssetId` (an
 * asset the user may edit, else 404/403) the finished upload becomes that asset's file and the old one is deleted.
 */
export async function issueUploadToken(
  db: Executor,
  config: Config,
  user: AuthUser,
  req: { fileSize: number; contentType: string; replaceAssetId?: string },
): Promise<IssuedUploadToken> {
  const { userId } = user;
  if (req.replaceAssetId) await assertReplaceable(db, user, req.replaceAssetId);
  const check = await checkStorageLimit(db, config, userId, req.fileSize, { replaceAssetId: req.replaceAssetId });
  if (!check.allowed) throw overStorageLimit(check, req.fileSize);
  const { token, hash } = newToken();
  const uuid = randomUUID();
  await db.insert(uploadTokens).values({
    id: uuid,
    userId,
    tokenHash: hash,
    fileSize: req.fileSize,
    contentType: req.contentType,
    replaceAssetId: req.replaceAssetId ?? null,
    expiresAt: new Date(Date.now() + config.UPLOAD_TOKEN_MINUTES * 60_000),
  });
  return { token, uuid, url: `${config.APP_ORIGIN}/uploads/` };
}

const uploadError = (status: number, message: string) =>
  new HttpError(status, status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'Conflict', message);

export const INVALID_UPLOAD_TOKEN = 'The upload token is invalid or has expired; ask for a new one.';

/**
 * Checks the upload token of a tus request. A new upload (POST) needs an unexpired, unstarted token; the requests
 * of a started upload (HEAD, PATCH, DELETE) need the token of that very upload, unused, within UPLOAD_RESUME_HOURS
 * of its start (so a long or resumed upload outlives the token's 15 minutes).
 */
export async function authorizeUploadRequest(
  db: Executor,
  token: string | null,
  method: string,
  uploadId: string | null,
): Promise<UploadTokenRow> {
  if (!token) throw uploadError(401, 'Authorized use only');
  const [row] = await db.select().from(uploadTokens).where(eq(uploadTokens.tokenHash, hashToken(token))).limit(1);
  if (!row) throw uploadError(401, INVALID_UPLOAD_TOKEN);
  if (row.usedAt) throw uploadError(401, 'This upload token has already been used; ask for a new one.');
  if (method === 'POST') {
    if (row.expiresAt.getTime() <= Date.now()) throw uploadError(401, INVALID_UPLOAD_TOKEN);
    if (row.startedAt) throw uploadError(409, 'This upload has already been started; resume it at its URL.');
    return row;
  }
  if (!uploadId || uploadId !== row.id) throw uploadError(403, 'This upload token belongs to another upload.');
  const started = row.startedAt?.getTime();
  if (!started || started < Date.now() - UPLOAD_RESUME_HOURS * 3600_000) throw uploadError(401, INVALID_UPLOAD_TOKEN);
  return row;
}

/** Called before tus creates the upload: the announced length must match the token and still fit the limit. */
export async function startUpload(db: Executor, config: Config, row: UploadTokenRow, uploadLength: number): Promise<void> {
  if (uploadLength > row.fileSize) {
    throw new HttpError(
      413,
      'Payload Too Large',
      `The file is larger (${uploadLength} bytes) than announced for this upload token (${row.fileSize} bytes).`,
    );
  }
  const check = await checkStorageLimit(db, config, row.userId, uploadLength, {
    replaceAssetId: row.replaceAssetId ?? undefined,
    exceptUploadId: row.id,
  });
  if (!check.allowed) throw overStorageLimit(check, uploadLength);
  const started = await db
    .update(uploadTokens)
    .set({ startedAt: sql`now()`, fileSize: uploadLength })
    .where(and(eq(uploadTokens.id, row.id), isNull(uploadTokens.startedAt), gt(uploadTokens.expiresAt, sql`now()`)))
    .returning({ id: uploadTokens.id });
  if (started.length !== 1) throw uploadError(409, 'This upload has already been started; resume it at its URL.');
}

export async function markTokenUsed(db: Executor, id: string): Promise<void> {
  await db.update(uploadTokens).set({ usedAt: sql`now()` }).where(eq(uploadTokens.id, id));
}

/** Types a browser would run or render as a document: never accepted as image, video or audio. */
const ACTIVE = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|.*\+xml|text\/javascript|application\/(x-)?javascript|application\/ecmascript|text\/ecmascript|application\/x-shockwave-flash)$/;
export const isActiveType = (mime: string) => ACTIVE.test(mime);

export type SniffVerdict = { ok: true; mime: string } | { ok: false; message: string };

/**
 * Decides the stored type from the claimed one and what the bytes are. The kind (image/video/audio/file) must
 * agree: an image must really be an image (HTML, SVG or a script claiming `image/*` is refused), and a file
 * claiming to be a document may not carry image, video or audio bytes. Within the same kind the sniffed subtype
 * wins (a JPEG named .png is stored as image/jpeg). A generic claim (octet-stream) takes the sniffed type.
 */
export function judgeType(claimed: string, sniffed: string | undefined): SniffVerdict {
  const claim = normalizeMime(claimed) ?? 'application/octet-stream';
  const claimKind = kindOf(claim);
  if (claimKind !== 'file') {
    if (isActiveType(claim)) {
      return { ok: false, message: `${claim} files are not accepted as images; upload them as documents.` };
    }
    if (!sniffed || kindOf(sniffed) !== claimKind) {
      return {
        ok: false,
        message: `The file claims to be ${claim} but its content is ${sniffed ?? 'not a recognised ' + claimKind + ' format'}; it was not stored.`,
      };
    }
    return { ok: true, mime: sniffed };
  }
  if (sniffed && kindOf(sniffed) !== 'file') {
    if (claim === 'application/octet-stream') return { ok: true, mime: sniffed };
    return { ok: false, message: `The file claims to be ${claim} but its content is ${sniffed}; it was not stored.` };
  }
  return { ok: true, mime: sniffed ?? claim };
}

export interface SniffedFile {
  mime: string;
  kind: BlobKind;
  width: number | null;
  height: number | null;
}

/**
 * Reads the first bytes (file-type) and, for images, the dimensions (sharp reads only the header). `sniffed` is what
 * the bytes alone say (undefined when file-type knows no such format).
 */
export async function sniffFile(filePath: string, claimed: string): Promise<SniffVerdict & Partial<SniffedFile> & { sniffed?: string }> {
  const sniffed = (await fileTypeFromFile(filePath))?.mime;
  const verdict = judgeType(claimed, sniffed);
  if (!verdict.ok) return { ...verdict, sniffed };
  const kind = kindOf(verdict.mime);
  let width: number | null = null;
  let height: number | null = null;
  if (kind === 'image') {
    try {
      const meta = await sharp(filePath).metadata();
      width = meta.autoOrient?.width ?? meta.width ?? null;
      height = meta.autoOrient?.height ?? meta.height ?? null;
    } catch {
      // A format sharp cannot read (e.g. icns): stored without dimensions or thumbnail.
    }
  }
  return { ...verdict, kind, width, height, sniffed };
}

/** Records the finished upload's blob and uses up its token, in one transaction. */
export async function recordBlob(
  db: Executor,
  row: UploadTokenRow,
  file: SniffedFile & { size: number },
): Promise<typeof blobs.$inferSelect> {
  const [type, subtype] = file.mime.split('/') as [string, string];
  const [blob] = await db
    .insert(blobs)
    .values({
      id: row.id,
      ownerId: row.userId,
      size: file.size,
      mimeType: type,
      mimeSubtype: subtype,
      kind: file.kind,
      width: file.width,
      height: file.height,
      thumbnailPending: file.kind === 'image' && file.width !== null,
    })
    .returning();
  await markTokenUsed(db, row.id);
  return blob!;
}
