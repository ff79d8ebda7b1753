import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { assets, blobs, uploadTokens } from '../../db/schema.ts';
import { listen, startAzurite, tusCreate, tusHead, tusPatch, tusRequest } from './testing.ts';
import { stagingDir, thumbnailsOf } from './tus.ts';

// The same suite runs against the local store and Azure Blob (Azurite started from node_modules for this file).
const azurite = await startAzurite();
afterAll(() => azurite.stop());
const stores: Record<'local' | 'azure', TestApp> = {
  local: await createTestApp(),
  azure: await createTestApp({ BLOB_STORE: 'azure', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString }),
};
const bases = { local: await listen(stores.local.app), azure: await listen(stores.azure.app) };

const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } }).png().toBuffer();
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe.each(['local', 'azure'] as const)('uploads with the %s store', (kind) => {
  const { app, db } = stores[kind];
  const base = bases[kind];

  async function signedIn() {
    const user = await buildUser(db);
    return { user, access: await tokenFor(db, user.id) };
  }

  async function getToken(access: string, fileSize: number, contentType = 'application/octet-stream') {
    const res = await app.inject({
      method: 'GET',
      url: `/api/assets/upload-token?fileSize=${fileSize}&contentType=${encodeURIComponent(contentType)}`,
      headers: bearer(access),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string; uuid: string; url: string }>();
  }

  /** Token, tus POST, one PATCH with every byte: the finishing PATCH's answer. */
  async function upload(access: string, bytes: Buffer, contentType: string) {
    const t = await getToken(access, bytes.length, contentType);
    const created = await tusCreate(base, t.token, bytes.length, { 'upload-metadata': `filetype ${Buffer.from(contentType).toString('base64')}` });
    expect(created.status).toBe(201);
    const done = await tusPatch(base, created.headers.location!, t.token, 0, bytes);
    return { ...t, location: created.headers.location!, done };
  }

  describe('GET /api/assets/upload-token', () => {
    it('answers a token, the upload uuid and the tus URL, and stores only the hash of the token', async () => {
      const { user, access } = await signedIn();
      const t = await getToken(access, 1000, 'image/png');
      expect(t.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(t.url).toBe(`${stores[kind].config.APP_ORIGIN}/uploads/`);
      const [row] = await db.select().from(uploadTokens).where(eq(uploadTokens.id, t.uuid));
      expect(row).toMatchObject({ userId: user.id, fileSize: 1000, contentType: 'image/png' });
      expect(row!.tokenHash.toString('base64url')).not.toContain(t.token);
    });

    it('answers 401 without a session token', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/assets/upload-token?fileSize=10' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Authorized use only' });
    });

    it('answers 400 for a missing or negative fileSize', async () => {
      const { access } = await signedIn();
      for (const q of ['', '?fileSize=-1', '?fileSize=abc']) {
        const res = await app.inject({ method: 'GET', url: `/api/assets/upload-token${q}`, headers: bearer(access) });
        expect(res.statusCode).toBe(400);
      }
    });

    it('answers 413 before any byte is sent when the file would exceed the storage limit', async () => {
      const { user, access } = await signedIn();
      const limit = stores[kind].config.STORAGE_LIMIT_BYTES;
      const res = await app.inject({
        method: 'GET',
        url: `/api/assets/upload-token?fileSize=${limit + 1}`,
        headers: bearer(access),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/does not fit in your storage/);
      expect(await db.select().from(uploadTokens).where(eq(uploadTokens.userId, user.id))).toEqual([]);
    });
  });

  describe('GET /api/users/check/storageLimit', () => {
    it('answers what is used, the limit, and whether the file fits', async () => {
      const { access } = await signedIn();
      await upload(access, png, 'image/png');
      const limit = stores[kind].config.STORAGE_LIMIT_BYTES;
      const ok = await app.inject({ method: 'GET', url: '/api/users/check/storageLimit?fileSize=10', headers: bearer(access) });
      expect(ok.json()).toEqual({ allowed: true, used: png.length, limit });
      const over = await app.inject({
        method: 'GET',
        url: `/api/users/check/storageLimit?fileSize=${limit - png.length + 1}`,
        headers: bearer(access),
      });
      expect(over.json()).toEqual({ allowed: false, used: png.length, limit });
    });

    it('gives each account type its own limit', async () => {
      const creator = await buildUser(db, { accountTypeId: 2 });
      const res = await app.inject({ method: 'GET', url: '/api/users/check/storageLimit?fileSize=10', headers: bearer(await tokenFor(db, creator.id)) });
      expect(res.json()).toEqual({ allowed: true, used: 0, limit: 50 * 1024 ** 3 });
      expect(res.json().limit).toBeGreaterThan(stores[kind].config.STORAGE_LIMIT_BYTES);
    });

    it('frees the size of an own asset the file replaces, but not of someone else’s asset', async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const own = await upload(alice.access, png, 'image/png');
      const theirs = await upload(bob.access, png, 'image/png');
      const [ownAsset] = await db.insert(assets).values({ authorId: alice.user.id, blobId: own.uuid, kind: 'image', title: 'Mine' }).returning();
      const [theirAsset] = await db.insert(assets).values({ authorId: bob.user.id, blobId: theirs.uuid, kind: 'image', title: 'Theirs' }).returning();
      const fileSize = stores[kind].config.STORAGE_LIMIT_BYTES - png.length + 1;
      const check = async (replace?: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/users/check/storageLimit?fileSize=${fileSize}${replace ? `&replaceAssetId=${replace}` : ''}`,
            headers: bearer(alice.access),
          })
        ).json().allowed;
      expect(await check()).toBe(false);
      expect(await check(ownAsset!.id)).toBe(true);
      expect(await check(theirAsset!.id)).toBe(false);
      const token = await app.inject({
        method: 'GET',
        url: `/api/assets/upload-token?fileSize=${fileSize}&replaceAssetId=${ownAsset!.id}`,
        headers: bearer(alice.access),
      });
      expect(token.statusCode).toBe(200);
    });

    it('answers 400 for a replaceAssetId that is not a UUID', async () => {
      const { access } = await signedIn();
      const res = await app.inject({ method: 'GET', url: '/api/users/check/storageLimit?fileSize=1&replaceAssetId=x', headers: bearer(access) });
      expect(res.statusCode).toBe(400);
    });

    it('answers 401 without a token', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/users/check/storageLimit?fileSize=1' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('tus uploads at /uploads/', () => {
    it('stores an image under its uuid with sniffed metadata, serves it, and makes its thumbnail in the background', async () => {
      const { user, access } = await signedIn();
      const { uuid, location, done } = await upload(access, png, 'image/png');
      expect(location).toBe(`/uploads/${uuid}`);
      expect(done.status).toBe(204);
      expect(done.headers['folio-blob-id']).toBe(uuid);
      const [blob] = await db.select().from(blobs).where(eq(blobs.id, uuid));
      expect(blob).toMatchObject({ ownerId: user.id, size: png.length, mimeType: 'image', mimeSubtype: 'png', kind: 'image', width: 640, height: 480 });
      expect(await app.deps.blobs.stat(uuid)).toEqual({ size: png.length, contentType: 'image/png' });
      // Nothing is left in the staging folder.
      expect(fs.existsSync(path.join(stagingDir(app), uuid))).toBe(false);

      const served = await app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: bearer(access) });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        // Not an asset yet: its uploader's alone, never kept by shared caches.
        'cache-control': 'private, max-age=0',
        'x-content-type-options': 'nosniff',
        etag: `"${uuid}"`,
      });
      expect(served.headers['content-disposition']).toBeUndefined();

      await thumbnailsOf(app).idle();
      const [after] = await db.select().from(blobs).where(eq(blobs.id, uuid));
      expect(after).toMatchObject({ thumbnailKey: `thumbnails/${uuid}.webp`, thumbnailPending: false });
      const thumb = await app.inject({ method: 'GET', url: `/blob/${uuid}/thumbnail`, headers: bearer(access) });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 300]);
    });

    it('makes a WebP display copy of a large image, fitted inside 1600 px and served at /blob/{id}/display', async () => {
      const { access } = await signedIn();
      // Gradients: a PNG of a photo-like weight (hundreds of KB) that WebP keeps in a few.
      const pixels = Buffer.alloc(2400 * 1200 * 3);
      for (let i = 0; i < pixels.length; i += 3) {
        const x = (i / 3) % 2400;
        const y = Math.floor(i / 3 / 2400);
        [pixels[i], pixels[i + 1], pixels[i + 2]] = [x % 256, y % 256, ((x + y) % 97) * 2];
      }
      const photo = await sharp(pixels, { raw: { width: 2400, height: 1200, channels: 3 } }).png().toBuffer();
      const { uuid } = await upload(access, photo, 'image/png');
      await thumbnailsOf(app).idle();
      const [blob] = await db.select().from(blobs).where(eq(blobs.id, uuid));
      expect(blob).toMatchObject({ displayKey: `display/${uuid}.webp`, displayWidth: 1600, displayHeight: 800 });
      const copy = await app.inject({ method: 'GET', url: `/blob/${uuid}/display`, headers: bearer(access) });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers).toMatchObject({ 'content-type': 'image/webp', etag: `"${uuid}-display"`, 'cache-control': 'private, max-age=0' });
      expect(copy.rawPayload.length).toBeLessThan(photo.length);
      const meta = await sharp(copy.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    });

    it('makes no display copy of a GIF, nor of a WebP that already fits', async () => {
      const { access } = await signedIn();
      const gif = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c36' } }).gif().toBuffer();
      const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c36' } }).webp().toBuffer();
      for (const [bytes, type] of [[gif, 'image/gif'], [webp, 'image/webp']] as const) {
        const { uuid } = await upload(access, bytes, type);
        await thumbnailsOf(app).idle();
        const [blob] = await db.select().from(blobs).where(eq(blobs.id, uuid));
        expect(blob).toMatchObject({ thumbnailKey: `thumbnails/${uuid}.webp`, displayKey: null });
        const res = await app.inject({ method: 'GET', url: `/blob/${uuid}/display`, headers: bearer(access) });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'This file has no display copy' });
      }
    });

    it('stores a JPEG claimed as PNG under the sniffed type', async () => {
      const { access } = await signedIn();
      const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#fff' } }).jpeg().toBuffer();
      const { uuid, done } = await upload(access, jpeg, 'image/png');
      expect(done.status).toBe(204);
      const [blob] = await db.select().from(blobs).where(eq(blobs.id, uuid));
      expect(blob).toMatchObject({ mimeType: 'image', mimeSubtype: 'jpeg', width: 30, height: 20 });
      expect((await app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: bearer(access) })).headers['content-type']).toBe('image/jpeg');
    });

    it('stores a file of unknown content as a file with the claimed type', async () => {
      const { access } = await signedIn();
      const bytes = Buffer.from('name,score\nada,10\n');
      const { uuid, done } = await upload(access, bytes, 'text/csv');
      expect(done.status).toBe(204);
      const [blob] = await db.select().from(blobs).where(eq(blobs.id, uuid));
      expect(blob).toMatchObject({ kind: 'file', mimeType: 'text', mimeSubtype: 'csv', width: null, thumbnailPending: false });
      const served = await app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: bearer(access) });
      expect(served.body).toBe(bytes.toString());
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${uuid}"`);
    });

    it('refuses HTML claiming to be an image with 415 and a clear message, and deletes the bytes', async () => {
      const { access } = await signedIn();
      const { uuid, location, token, done } = await upload(access, html, 'image/png');
      expect(done.status).toBe(415);
      expect(JSON.parse(done.body)).toEqual({
        error: 'Unsupported Media Type',
        message: 'The file claims to be image/png but its content is not a recognised image format; it was not stored.',
      });
      expect(await db.select().from(blobs).where(eq(blobs.id, uuid))).toEqual([]);
      expect(await app.deps.blobs.exists(uuid)).toBe(false);
      expect(fs.existsSync(path.join(stagingDir(app), uuid))).toBe(false);
      expect((await tusHead(base, location, token)).status).toBe(401);
      expect((await app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: bearer(access) })).statusCode).toBe(404);
    });

    it('refuses SVG claiming to be an image, and an image claiming to be a document', async () => {
      const { access } = await signedIn();
      const asSvg = await upload(access, svg, 'image/svg+xml');
      expect(asSvg.done.status).toBe(415);
      expect(JSON.parse(asSvg.done.body).message).toBe('image/svg+xml files are not accepted as images; upload them as documents.');
      const asPdf = await upload(access, png, 'application/pdf');
      expect(asPdf.done.status).toBe(415);
      expect(JSON.parse(asPdf.done.body).message).toBe('The file claims to be application/pdf but its content is image/png; it was not stored.');
    });

    it('serves HTML and SVG uploaded as documents only as sandboxed attachments', async () => {
      const { access } = await signedIn();
      for (const [bytes, type] of [
        [html, 'text/html'],
        [svg, 'image/svg+xml; charset=utf-8'],
      ] as const) {
        // SVG claimed as a document (not as an image) is accepted and stored as a file.
        const claimed = type.startsWith('image/') ? 'application/octet-stream' : type;
        const { uuid, done } = await upload(access, bytes, claimed);
        expect(done.status).toBe(204);
        const served = await app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: bearer(access) });
        expect(served.headers['content-disposition']).toMatch(/^attachment/);
        expect(served.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('answers ranges, conditional requests and unsatisfiable ranges', async () => {
      const { access } = await signedIn();
      const { uuid } = await upload(access, png, 'image/png');
      const part = await app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: { ...bearer(access), range: 'bytes=8-15' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 8-15/${png.length}`);
      expect(part.rawPayload.equals(png.subarray(8, 16))).toBe(true);
      const tail = await app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: { ...bearer(access), range: 'bytes=-4' } });
      expect(tail.rawPayload.equals(png.subarray(png.length - 4))).toBe(true);
      const open = await app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: { ...bearer(access), range: `bytes=${png.length - 3}-` } });
      expect(open.rawPayload.equals(png.subarray(png.length - 3))).toBe(true);
      const beyond = await app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: { ...bearer(access), range: `bytes=${png.length}-` } });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${png.length}`);
      const cached = await app.inject({ method: 'GET', url: `/blob/${uuid}`, headers: { ...bearer(access), 'if-none-match': `"${uuid}"` } });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
    });

    it('answers 404 for an unknown or malformed blob id and for a file without thumbnail', async () => {
      const { access } = await signedIn();
      const { uuid } = await upload(access, Buffer.from('plain'), 'text/plain');
      for (const url of ['/blob/00000000-0000-4000-8000-000000000000', '/blob/..%2F..%2Fetc%2Fpasswd', `/blob/${uuid}/thumbnail`]) {
        const res = await app.inject({ method: 'GET', url, headers: bearer(access) });
        expect(res.statusCode).toBe(404);
      }
    });
  });

  describe('tus uploads refused', () => {
    it('refuses a POST without a token, and with a malformed or session token', async () => {
      const { access } = await signedIn();
      const none = await tusCreate(base, null, 10);
      expect(none.status).toBe(401);
      expect(JSON.parse(none.body)).toEqual({ error: 'Unauthorized', message: 'Authorized use only' });
      for (const bad of ['not-a-token', access]) {
        const res = await tusCreate(base, bad, 10);
        expect(res.status).toBe(401);
        expect(JSON.parse(res.body).message).toBe('The upload token is invalid or has expired; ask for a new one.');
      }
    });

    it('refuses an upload token where a session token is needed', async () => {
      const { access } = await signedIn();
      const t = await getToken(access, 10);
      const res = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(t.token) });
      expect(res.statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const { access } = await signedIn();
      const t = await getToken(access, 10);
      await db.update(uploadTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(uploadTokens.id, t.uuid));
      const res = await tusCreate(base, t.token, 10);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body).message).toBe('The upload token is invalid or has expired; ask for a new one.');
    });

    it('refuses a used token, and a second POST with a started one', async () => {
      const { access } = await signedIn();
      const first = await upload(access, Buffer.from('hello'), 'text/plain');
      expect(first.done.status).toBe(204);
      const again = await tusCreate(base, first.token, 5);
      expect(again.status).toBe(401);
      expect(JSON.parse(again.body).message).toBe('This upload token has already been used; ask for a new one.');

      const t = await getToken(access, 10);
      expect((await tusCreate(base, t.token, 10)).status).toBe(201);
      const twice = await tusCreate(base, t.token, 10);
      expect(twice.status).toBe(409);
    });

    it("refuses another user's upload with a token that is not its own, without touching its bytes", async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const a = await getToken(alice.access, 10);
      const created = await tusCreate(base, a.token, 10);
      expect((await tusPatch(base, created.headers.location!, a.token, 0, Buffer.from('abcde'))).status).toBe(204);
      const b = await getToken(bob.access, 10);
      await tusCreate(base, b.token, 10);
      for (const res of [
        await tusHead(base, created.headers.location!, b.token),
        await tusPatch(base, created.headers.location!, b.token, 5, Buffer.from('EVIL!')),
        await tusRequest(new URL(created.headers.location!, base).href, 'DELETE', { authorization: `Bearer ${b.token}` }),
      ]) {
        expect(res.status).toBe(403);
      }
      const head = await tusHead(base, created.headers.location!, a.token);
      expect(head.headers['upload-offset']).toBe('5');
    });

    it('refuses a file larger than announced, and one over the storage limit, before any byte is stored', async () => {
      const { user, access } = await signedIn();
      const t = await getToken(access, 10);
      const larger = await tusCreate(base, t.token, 11);
      expect(larger.status).toBe(413);
      expect(fs.existsSync(path.join(stagingDir(app), t.uuid))).toBe(false);

      // Two tokens that each fit, but not together: the second upload is refused at creation.
      const limit = stores[kind].config.STORAGE_LIMIT_BYTES;
      const big = Math.floor(limit * 0.6);
      const one = await getToken(access, big);
      const two = await getToken(access, big);
      expect((await tusCreate(base, one.token, big)).status).toBe(201);
      const over = await tusCreate(base, two.token, big);
      expect(over.status).toBe(413);
      expect(JSON.parse(over.body).message).toMatch(/does not fit in your storage/);
      expect(fs.existsSync(path.join(stagingDir(app), two.uuid))).toBe(false);
      const check = await app.inject({ method: 'GET', url: '/api/users/check/storageLimit?fileSize=0', headers: bearer(access) });
      expect(check.json().used).toBe(big);
      expect(user.id).toBeTruthy();
    });

    it('refuses a POST without Upload-Length', async () => {
      const { access } = await signedIn();
      const t = await getToken(access, 10);
      const res = await tusRequest(`${base}/uploads/`, 'POST', { authorization: `Bearer ${t.token}`, 'upload-defer-length': '1' });
      expect(res.status).toBe(400);
    });
  });
});
