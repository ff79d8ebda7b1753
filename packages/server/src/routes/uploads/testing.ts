import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createFolio, type FolioDocument, type UploadFileType } from '@folio/model';
import { add, addWidgetBlock } from '@folio/model/testing';
import type { App } from '../../app.ts';
import { freePort } from '../../db/embedded.ts';
import { injectOnAppHost } from '../../../test/inject.ts';

/**
 * Makes the app listen on loopback at the port of its app origin (tus needs a real socket for streamed bodies) and
 * returns that origin: the server answers the API only on the app origin's host (routes/sites/hosts.ts), so the
 * test apps' origin is `http://localhost:{a free port}` (test/app.ts).
 */
export async function listen(app: App): Promise<string> {
  const origin = new URL(app.deps.config.APP_ORIGIN);
  if (origin.hostname !== 'localhost' || !origin.port) throw new Error(`listen() needs an app origin on localhost with a port, not ${origin.origin}`);
  await app.listen({ port: Number(origin.port), host: 'localhost' });
  return origin.origin;
}

export interface TusAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One tus request over HTTP; `body` may be a buffer or a stream (sent chunked as it is produced). */
export function tusRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer | Readable,
): Promise<TusAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { 'tus-resumable': '1.0.0', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body instanceof Readable) body.pipe(req);
    else req.end(body);
  });
}

const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export const tusCreate = (base: string, token: string | null, length: number, extra: Record<string, string> = {}) =>
  tusRequest(`${base}/uploads/`, 'POST', { ...auth(token), 'upload-length': String(length), ...extra });

export const tusPatch = (base: string, location: string, token: string | null, offset: number, body: Buffer | Readable, length?: number) =>
  tusRequest(
    new URL(location, base).href,
    'PATCH',
    {
      ...auth(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...(length === undefined ? {} : { 'content-length': String(length) }),
    },
    body,
  );

export const tusHead = (base: string, location: string, token: string | null) =>
  tusRequest(new URL(location, base).href, 'HEAD', auth(token));

/** `size` bytes of a repeating pattern, produced 1 MiB at a time from one buffer (the sender holds no copy). */
export function patternStream(size: number, chunk = 1024 * 1024): Readable {
  const block = Buffer.alloc(chunk);
  for (let i = 0; i < chunk; i++) block[i] = (i * 31 + 7) & 0xff;
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const n = Math.min(chunk, size - sent);
      sent += n;
      this.push(n === chunk ? block : block.subarray(0, n));
    },
  });
}

/** Azurite's launcher lives with the other object stores' (test/objectStores/). */
export { startAzurite, type Azurite } from '../../../test/objectStores/azurite.ts';

/**
 * The real app on a given database and data dir, so a test can stop it and start another on the same state (a
 * server restart). The caller closes it with `stop()`.
 */
export async function startAppOn(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ app: App; base: string; stop(): Promise<void> }> {
  const { buildApp } = await import('../../app.ts');
  const { loadConfig } = await import('../../config.ts');
  const { connect } = await import('../../db/client.ts');
  const { createMailService } = await import('../../mail/index.ts');
  const { createBlobStore } = await import('../../storage/index.ts');
  const config = loadConfig({
    PORT: String(await freePort()),
    DATABASE_URL: databaseUrl,
    FOLIO_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = connect(databaseUrl, 4);
  const mail = createMailService(config, database, () => {});
  await mail.start();
  const blobs = await createBlobStore(config);
  const app = await buildApp({ config, database, mail, blobs });
  injectOnAppHost(app);
  const base = await listen(app);
  return {
    app,
    base,
    async stop() {
      await app.close();
      await mail.stop();
      await database.close();
    },
  };
}

/** A form: text widget "name", upload widgets "cv" (PDF) and "photo" (images), one submit button "send" sending them. */
export function uploadFormDoc(authorId: string, types: { cv?: UploadFileType[] } = {}): FolioDocument {
  let doc = createFolio(authorId, { name: 'Form', newId: () => 'p1' });
  doc = add(doc, 'p1', 'tile', 't1');
  doc = add(doc, 't1', 'layout', 'l1');
  doc = add(doc, 'l1', 'column', 'c1');
  doc = addWidgetBlock(doc, 'c1', 'b1', 'text-widget', 'name', { label: { text: 'Your name', position: 'top' } });
  doc = addWidgetBlock(doc, 'c1', 'b2', 'upload-widget', 'cv', { label: { text: 'Your CV', position: 'top' }, meta: { format: 'single', fileTypes: types.cv ?? ['pdf'] } });
  doc = addWidgetBlock(doc, 'c1', 'b3', 'upload-widget', 'photo', { label: { text: 'Photos', position: 'top' }, meta: { format: 'multiple', fileTypes: ['image'] } });
  return addWidgetBlock(doc, 'c1', 'b4', 'button-widget', 'send');
}
