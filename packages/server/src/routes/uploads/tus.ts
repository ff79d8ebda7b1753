import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type ServerOptions } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app.ts';
import { bearerToken } from '../../auth/authenticate.ts';
import { uploadTokens } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../errors.ts';
import { createThumbnailQueue, type ThumbnailQueue } from '../../services/blobs/blobs.ts';
import { formUploadRefusal } from '../../services/uploads/formUploads.ts';
import { replaceAssetFile } from '../../services/uploads/replaceAsset.ts';
import { ObjectStaging } from '../../services/uploads/objectStaging.ts';
import { PgLocker } from '../../services/uploads/pgLocker.ts';
import { authorizeUploadRequest, markTokenUsed, recordBlob, sniffFile, startUpload } from '../../services/uploads/uploads.ts';
import { uploadStagingDir } from '../../storage/index.ts';
import { eq } from 'drizzle-orm';

/** The upload id the token check allowed, per raw request; tus names the upload after it. */
const allowedIds = new WeakMap<object, string>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const queues = new WeakMap<AppDeps, ThumbnailQueue>();
/** The app's thumbnail queue (tests wait on `idle()`). */
export const thumbnailsOf = (app: App): ThumbnailQueue => queues.get(app.deps)!;

/** Where tus keeps unfinished uploads (`<id>` and `<id>.json`), in every store mode. */
export const stagingDir = (app: App) => uploadStagingDir(app.deps.config);

type TusError = { status_code: number; body: string };
const tusError = (status: number, title: string, message: string): TusError => ({
  status_code: status,
  body: JSON.stringify({ error: title, message }),
});

/**
 * The tus endpoint at /uploads/. Fastify does not parse these bodies (tus streams `req.raw` straight to the
 * staging file, chunk by chunk, so memory stays flat whatever the size) and the handler hands the raw request and
 * response to @tus/server after checking the upload token. On finish the bytes are sniffed, moved into the blob
 * store and recorded; a claimed/sniffed mismatch is refused with 415 and the bytes deleted.
 */
export async function tusRoutes(app: App): Promise<void> {
  const { config, blobs: store } = app.deps;
  const { db } = app.deps.database;
  const directory = stagingDir(app);
  fs.mkdirSync(directory, { recursive: true });
  // On an object store, unfinished uploads are staged there and locked through PostgreSQL, so any server can take
  // an upload over; with local files, on this server's disk (one server).
  const staging = store.kind === 'local' ? null : new ObjectStaging(db, store);
  const fileStore = staging ? null : new FileStore({ directory });
  const datastore = staging ?? fileStore!;
  const locker = staging
    ? new PgLocker(db, {
        connectionString: app.deps.database.connectionString,
        onError: (err) => app.log.warn({ err }, 'tus lock LISTEN connection lost; opened again on the next upload request'),
      })
    : null;
  const thumbnails = createThumbnailQueue(db, store, (msg) => app.log.warn(msg));
  queues.set(app.deps, thumbnails);

  const onUploadFinish: ServerOptions['onUploadFinish'] = async (_req, upload) => {
    const [row] = await db.select().from(uploadTokens).where(eq(uploadTokens.id, upload.id)).limit(1);
    if (!row) {
      // Its token went while the last bytes came (the account was deleted): nothing of the upload is kept.
      await datastore.remove(upload.id).catch(() => {});
      throw tusError(404, 'Not Found', 'This upload is unknown.');
    }
    const file = path.join(directory, upload.id);
    // Staged on the object store: brought here whole (streamed) to be sniffed and stored like a local upload.
    if (staging) await staging.copyTo(upload.id, file);
    const refuse = async (message: string): Promise<never> => {
      await datastore.remove(upload.id);
      if (staging) await fs.promises.rm(file, { force: true });
      await markTokenUsed(db, row.id);
      throw tusError(415, 'Unsupported Media Type', message);
    };
    const sniffed = await sniffFile(file, row.contentType);
    if (!sniffed.ok) return refuse(sniffed.message);
    // A visitor's form upload must also be a type its widget takes (services/uploads/formUploads.ts).
    const refusal = await formUploadRefusal(db, row, sniffed.sniffed);
    if (refusal !== null) return refuse(refusal);
    const size = upload.size ?? upload.offset;
    await store.putFile(upload.id, file, { size, contentType: sniffed.mime });
    await fs.promises.rm(file, { force: true });
    if (staging) await staging.remove(upload.id);
    else await fileStore!.configstore.delete(upload.id);
    const { blob, orphanKeys } = await db.transaction(async (tx) => {
      const recorded = await recordBlob(tx, row, {
        mime: sniffed.mime,
        kind: sniffed.kind ?? 'file',
        width: sniffed.width ?? null,
        height: sniffed.height ?? null,
        size,
      });
      return { blob: recorded, orphanKeys: await replaceAssetFile(tx, row, recorded) };
    });
    if (blob.thumbnailPending) thumbnails.add(blob.id);
    for (const key of orphanKeys) {
      // The row is gone already; a file left behind costs space, not correctness.
      await store.delete(key).catch((err: unknown) => app.log.warn({ err, key }, 'could not delete a replaced file'));
    }
    return { headers: { 'Folio-Blob-Id': blob.id } };
  };

  const tus = new Server({
    path: '/uploads',
    datastore,
    ...(locker ? { locker } : {}),
    relativeLocation: true,
    respectForwardedHeaders: config.TRUST_PROXY,
    namingFunction: (req) => {
      const raw = req.runtime?.node?.req;
      const id = raw && allowedIds.get(raw);
      if (!id) throw tusError(401, 'Unauthorized', 'Authorized use only');
      return id;
    },
    onUploadFinish,
    onResponseError: (_req, err) => {
      if (err instanceof Error && !('status_code' in err)) {
        app.log.error({ err }, 'upload failed');
        return tusError(500, 'Internal Server Error', 'Something went wrong when uploading the new File');
      }
      return undefined;
    },
  });

  async function handle(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (req.method !== 'OPTIONS') {
      const rest = req.url.split('?')[0]!.replace(/^\/uploads\/?/, '');
      const uploadId = rest === '' ? null : rest;
      if (req.method === 'POST' && uploadId !== null) throw badRequest('POST new uploads to /uploads/');
      if (uploadId !== null && !UUID.test(uploadId)) throw new HttpError(404, 'Not Found', 'This upload is unknown.');
      const row = await authorizeUploadRequest(db, bearerToken(req), req.method, uploadId);
      // Published pages upload only what their forms ask for: off the app's host only visitors' form tokens count.
      if (req.hostKind !== 'app' && !row.formFolioId) {
        throw new HttpError(403, 'Forbidden', 'Only files sent with a form are uploaded here.');
      }
      if (req.method === 'POST') {
        const length = Number(req.headers['upload-length']);
        if (!req.headers['upload-length'] || !Number.isSafeInteger(length) || length < 0) {
          throw badRequest('Upload-Length is required: announce the file size when creating the upload.');
        }
        // Over the limit or larger than announced: refused here, before tus stores a byte.
        await startUpload(db, config, row, length);
      }
      allowedIds.set(req.raw, row.id);
    }
    reply.hijack();
    await tus.handle(req.raw, reply.raw);
  }

  await app.register(async (scope) => {
    // tus reads the raw request stream itself; no body parsing and so no body limit on these routes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    for (const url of ['/uploads', '/uploads/', '/uploads/:id']) {
      scope.route({
        method: ['OPTIONS', 'HEAD', 'POST', 'PATCH', 'DELETE'],
        url,
        schema: { hide: true },
        handler: handle,
      });
    }
  });

  app.addHook('onReady', async () => {
    const pending = await thumbnails.sweep();
    if (pending) app.log.info(`making ${pending} thumbnail(s) left from before the restart`);
  });
  app.addHook('onClose', async () => {
    await thumbnails.idle();
    await locker?.close();
  });
}
