/**
 * Files visitors send with a form (the upload widget of a published folio): an upload token scoped to that folio
 * and widget, its checks when the upload finishes, and the sweep of uploads no submission took.
 * The blob belongs to the folio's author; it counts against their storage once a submission takes it, and until then
 * against the form's and the client's allowance of unsent files (formAllowance.ts; decisions 26 and issue 24).
 */
import { grantFor } from '../shares/grants.ts';
import { randomUUID } from 'node:crypto';
import { isSubmitButton, type NodeMap, type UploadFileType } from '@folio/model';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, guestCan, type FormAccess } from '../../auth/can.ts';
import { newToken } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { blobs, folioPublications, folios, uploadTokens } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import type { BlobStore } from '../../storage/index.ts';
import { isUuid } from '../folios/folios.ts';
import { checkStorageLimit } from './storageLimits.ts';
import { clientHash, enforceFormAllowance, lockFormUploads, unsentFormUpload } from './formAllowance.ts';
import { normalizeMime, type IssuedUploadToken, type UploadTokenRow } from './uploads.ts';
import { discardUnfinishedUpload } from './discard.ts';

/** The types an upload widget's fileTypes accept (SVG is no image here: it could run). */
const ACCEPTS: Record<UploadFileType, (mime: string) => boolean> = {
  image: (mime) => mime.startsWith('image/') && mime !== 'image/svg+xml',
  pdf: (mime) => mime === 'application/pdf',
};
const describeTypes = (types: readonly UploadFileType[]) => types.map((t) => (t === 'pdf' ? 'PDF files' : 'images')).join(' or ');

export const acceptsType = (types: readonly UploadFileType[], mime: string): boolean => types.some((t) => ACCEPTS[t]?.(mime));

const FORM_NOT_FOUND = 'This form does not exist or is not published.';
const OWNER_STORAGE_FULL = 'This form cannot take more files: its owner’s storage is full.';

interface FormUploadWidget {
  folio: FormAccess;
  fileTypes: UploadFileType[];
}

/** The upload widget `widgetId` of the published folio, as a submit button of it lists it; null when there is none. */
async function publishedUploadWidget(db: Executor, folioId: string, widgetId: string): Promise<FormUploadWidget | 'no-widget' | null> {
  const [row] = await db
    .select({ authorId: folios.authorId, isPublic: folios.isPublic, licence: folios.licenseDetails, nodes: folioPublications.nodes })
    .from(folios)
    .innerJoin(folioPublications, eq(folioPublications.folioId, folios.id))
    .where(and(eq(folios.id, folioId), eq(folios.isDeleted, false)))
    .limit(1);
  if (!row) return null;
  const nodes: NodeMap = row.nodes;
  const widget = Object.hasOwn(nodes, widgetId) ? nodes[widgetId] : undefined;
  const listed = Object.values(nodes).some((n) => isSubmitButton(n) && n.meta.action.click.widgetIds.includes(widgetId));
  // Visitors' uploads follow who may fill the form; a sharee's grant is added by the caller that knows them.
  const folio = { authorId: row.authorId, isPublic: row.isPublic, isPublished: true, share: null, licence: row.licence };
  if (widget?.kind !== 'upload-widget' || !listed) return 'no-widget';
  return { folio, fileTypes: widget.meta.fileTypes?.length ? widget.meta.fileTypes : ['image', 'pdf'] };
}

export interface FormUploadRequest {
  folioId: string;
  widgetId: string;
  fileName: string;
  fileSize: number;
  contentType: string;
}

/** Who asks for a form upload token: the signed-in user (app origin only), the share link, the client address. */
export interface FormUploadClient {
  user: AuthUser | null;
  linkToken: string | null;
  address: string;
}

/**
 * A visitor's upload token for one file of a form's upload widget: the folio must be published and the caller
 * allowed to fill it (submission.create), the widget an upload widget a submit button sends, the type one its
 * fileTypes take, the size at most FORM_UPLOAD_MAX_BYTES, room for it in the author's storage (for when a
 * submission takes it), and within the form's and the address's allowance of unsent files (429). The tus upload
 * then goes to `url` on the page's own origin (the sites origin serves /uploads/ too).
 */
export async function issueFormUploadToken(db: Db, config: Config, client: FormUploadClient, req: FormUploadRequest): Promise<IssuedUploadToken> {
  const { user, linkToken } = client;
  const found = await publishedUploadWidget(db, req.folioId, req.widgetId);
  if (found === null) throw notFound(FORM_NOT_FOUND);
  if (found === 'no-widget') throw badRequest(`widgetId: ${req.widgetId} is not an upload widget of this form.`);
  const share = user?.userId === found.folio.authorId ? null : await grantFor(db, user?.userId ?? null, { type: 'folio', id: req.folioId }, linkToken);
  const folio = { ...found.folio, share };
  const allowed = user ? can(user, { kind: 'submission.create', folio }) : guestCan({ kind: 'submission.create', folio });
  if (!allowed) throw notFound(FORM_NOT_FOUND);
  const mime = normalizeMime(req.contentType) ?? '';
  if (!acceptsType(found.fileTypes, mime)) {
    throw badRequest(`contentType: ${req.contentType} is not accepted by this upload widget; it takes ${describeTypes(found.fileTypes)}.`);
  }
  if (req.fileSize > config.FORM_UPLOAD_MAX_BYTES) {
    throw new HttpError(413, 'Payload Too Large', `fileSize: files sent with a form may be at most ${mb(config.FORM_UPLOAD_MAX_BYTES)}; this one is ${mb(req.fileSize)}.`);
  }
  const authorId = found.folio.authorId;
  const check = await checkStorageLimit(db, config, authorId, req.fileSize);
  if (!check.allowed) throw new HttpError(413, 'Payload Too Large', OWNER_STORAGE_FULL);
  const { token, hash } = newToken();
  const uuid = randomUUID();
  const formClientHash = clientHash(client.address);
  await db.transaction(async (tx) => {
    await lockFormUploads(tx, req.folioId);
    await enforceFormAllowance(tx, config, req.folioId, formClientHash, req.fileSize);
    await tx.insert(uploadTokens).values({
      id: uuid,
      userId: authorId,
      tokenHash: hash,
      fileSize: req.fileSize,
      contentType: mime,
      formFolioId: req.folioId,
      formWidgetId: req.widgetId,
      formClientHash,
      expiresAt: new Date(Date.now() + config.UPLOAD_TOKEN_MINUTES * 60_000),
    });
  });
  // Relative: the page uploads to its own origin, whichever host (sites origin or custom domain) it came from.
  return { token, uuid, url: '/uploads/' };
}

const mb = (n: number) => `${(n / 1024 ** 2).toFixed(1)} MB`;

/**
 * When a form upload finishes: the type sniffed from its bytes must be one the widget takes (a PDF widget does not
 * take text named .pdf). Returns the refusal's message, or null when the file may be kept.
 */
export async function formUploadRefusal(db: Executor, row: UploadTokenRow, sniffed: string | undefined): Promise<string | null> {
  if (!row.formFolioId || !row.formWidgetId) return null;
  const found = await publishedUploadWidget(db, row.formFolioId, row.formWidgetId);
  const types = found && found !== 'no-widget' ? found.fileTypes : [];
  if (!types.length) return 'This form no longer takes files here; the file was not stored.';
  if (!sniffed || !acceptsType(types, sniffed)) {
    return `The file's content is ${sniffed ?? 'not a recognised format'}; this form takes ${describeTypes(types)}. It was not stored.`;
  }
  return null;
}

/**
 * For the submission service: of the uuids an upload answer names, those that are NOT a finished upload of this
 * folio's widget still free (its blob stored, no submission_files row yet). Empty when every file may be attached;
 * run it in the transaction that writes the submission_files rows.
 */
export async function unusableFormUploads(db: Executor, folioId: string, widgetId: string, uuids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(uuids)];
  if (!wanted.length) return [];
  const usable = await db
    .select({ id: uploadTokens.id })
    .from(uploadTokens)
    .innerJoin(blobs, eq(blobs.id, uploadTokens.id))
    .where(
      and(
        inArray(uploadTokens.id, wanted.filter(isUuid)),
        eq(uploadTokens.formFolioId, folioId),
        eq(uploadTokens.formWidgetId, widgetId),
        sql`not exists (select 1 from submission_files sf where sf.blob_id = ${uploadTokens.id})`,
      ),
    );
  const ok = new Set(usable.map((r) => r.id));
  return wanted.filter((id) => !ok.has(id));
}

/**
 * For the submission service, in the transaction that attaches the files `uuids` (checked by unusableFormUploads):
 * once attached they are the author's, so they must fit the author's storage (413 otherwise).
 */
export async function assertAuthorCanKeep(db: Executor, config: Config, authorId: string, uuids: readonly string[]): Promise<void> {
  if (!uuids.length) return;
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${blobs.size}), 0)` })
    .from(blobs)
    .where(inArray(blobs.id, [...new Set(uuids)]));
  const check = await checkStorageLimit(db, config, authorId, Number(row!.n));
  if (!check.allowed) throw new HttpError(413, 'Payload Too Large', OWNER_STORAGE_FULL);
}

/** Once a submission took the files, their tokens forget the client address's hash (only unsent files need it). */
export async function forgetUploadClients(db: Executor, uuids: readonly string[]): Promise<void> {
  if (uuids.length) await db.update(uploadTokens).set({ formClientHash: null }).where(inArray(uploadTokens.id, [...new Set(uuids)]));
}

/**
 * Deletes the form uploads no submission took (no submission_files row) whose token is older than
 * FORM_UPLOAD_SWEEP_HOURS: their blobs (files, thumbnails, display copies), unfinished tus staging files and the
 * tokens. A file an asset or an avatar came to use is kept. Returns how many uploads were swept.
 */
export async function sweepFormUploads(db: Executor, config: Config, store: BlobStore, stagingDir: string): Promise<number> {
  const cutoff = sql`now() - make_interval(secs => ${config.FORM_UPLOAD_SWEEP_HOURS * 3600})`;
  const stale = await db
    .select({ id: uploadTokens.id })
    .from(uploadTokens)
    .where(
      and(
        isNotNull(uploadTokens.formFolioId),
        lt(uploadTokens.createdAt, cutoff),
        unsentFormUpload(uploadTokens.id),
      ),
    )
    .limit(1000);
  for (const { id } of stale) {
    const removed = await db.transaction(async (tx) => {
      // Checked again holding the blob row: a submission storing this file (its submission_files row references
      // the blob) waits for this transaction or has already committed and is seen here.
      await tx.execute(sql`select 1 from blobs where id = ${id} for update`);
      const taken = await tx.execute(sql`select 1 from submission_files where blob_id = ${id} limit 1`);
      if (taken.rows.length) return null;
      const [blob] = await tx.delete(blobs).where(eq(blobs.id, id)).returning();
      await tx.delete(uploadTokens).where(eq(uploadTokens.id, id));
      return { blob };
    });
    if (!removed) continue;
    const keys = [id, removed.blob?.thumbnailKey, removed.blob?.displayKey].filter((k): k is string => !!k);
    if (removed.blob) for (const key of keys) await store.delete(key).catch(() => {});
    await discardUnfinishedUpload(db, store, stagingDir, id);
  }
  return stale.length;
}
