import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildAsset, buildBlob, buildUser, signedUrl, tokenFor } from '../../../test/factories.ts';
import { assets, blobs } from '../../db/schema.ts';

const { app, db, config } = await createTestApp();

const uniqueUrl = () => `a-${randomUUID().slice(0, 8)}`;

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(db, overrides);
  return { user, headers: bearer(await tokenFor(db, user.id)) };
}

/** Puts real bytes in the app's blob store under the blob's key. */
async function storeBytes(key: string) {
  const bytes = Buffer.from('stored bytes');
  await app.deps.blobs.put(key, Readable.from([bytes]), { size: bytes.length, contentType: 'image/png' });
}

describe('POST /api/assets', () => {
  it('makes an asset of the user’s own upload with the blob’s metadata and the user’s default asset tags', async () => {
    const { user, headers } = await signedIn({ displayName: 'Ada', assetDefaultTags: ['photos'] });
    const blob = await buildBlob(db, { ownerId: user.id, width: 640, height: 480, size: 12345 });
    const res = await app.inject({ method: 'POST', url: '/api/assets', headers, payload: { uuid: blob.id, title: 'Sunset' } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      authorId: user.id,
      authorName: 'Ada',
      title: 'Sunset',
      url: null,
      tags: ['photos'],
      isPublic: false,
      isShared: false,
      isPurchased: false,
      isOwned: true,
      isPurchasable: false,
      price: '0',
      currency: 'CAD',
      data: {
        id: blob.id,
        url: `/blob/${blob.id}`,
        meta: { type: 'image', mime: { type: 'image', subtype: 'png' }, width: 640, height: 480, size: 12345 },
      },
      // A private asset: its file is loaded through signed URLs.
      blobUrl: signedUrl(`/blob/${blob.id}`),
      blobUrlShort: signedUrl(`/blob/${blob.id}`),
      thumbnailUrl: null,
    });
    const [row] = await db.select().from(assets).where(eq(assets.id, body.id));
    expect(row).toMatchObject({ blobId: blob.id, kind: 'image', authorId: user.id });
  });

  it('takes every editable field and gives video metadata without width or height', async () => {
    const { user, headers } = await signedIn();
    const blob = await buildBlob(db, { ownerId: user.id, kind: 'video', mimeType: 'video', mimeSubtype: 'mp4', width: null, height: null });
    const url = uniqueUrl();
    const res = await app.inject({
      method: 'POST',
      url: '/api/assets',
      headers,
      payload: { uuid: blob.id, title: 'Clip', tags: ['a', 'b'], isPublic: true, url, price: '12.5', licenseTypes: ['personal'] },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ title: 'Clip', tags: ['a', 'b'], isPublic: true, url, price: '12.50', licenseTypes: ['personal'], isPurchasable: true });
    expect(body.data.meta).toEqual({ type: 'video', mime: { type: 'video', subtype: 'mp4' }, size: 68 });
  });

  it('calls an asset without a title “Untitled asset”', async () => {
    const { user, headers } = await signedIn();
    const blob = await buildBlob(db, { ownerId: user.id });
    const res = await app.inject({ method: 'POST', url: '/api/assets', headers, payload: { uuid: blob.id } });
    expect(res.json().title).toBe('Untitled asset');
  });

  it('refuses someone else’s upload with 403', async () => {
    const { headers } = await signedIn();
    const blob = await buildBlob(db);
    const res = await app.inject({ method: 'POST', url: '/api/assets', headers, payload: { uuid: blob.id } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'This uploaded file belongs to another user' });
  });

  it.each([
    ['an unknown uuid', randomUUID()],
    ['a malformed uuid', 'not-a-uuid'],
  ])('answers 400 for %s', async (_name, uuid) => {
    const { headers } = await signedIn();
    const res = await app.inject({ method: 'POST', url: '/api/assets', headers, payload: { uuid } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No uploaded file with this uuid; upload the file first');
  });

  it('answers 409 for a custom URL another live asset uses', async () => {
    const { user, headers } = await signedIn();
    const url = uniqueUrl();
    await buildAsset(db, { url });
    const blob = await buildBlob(db, { ownerId: user.id });
    const res = await app.inject({ method: 'POST', url: '/api/assets', headers, payload: { uuid: blob.id, url } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Conflict', message: 'This URL is already used by another asset' });
  });

  it('lets a deleted asset’s URL be used again', async () => {
    const { user, headers } = await signedIn();
    const url = uniqueUrl();
    await buildAsset(db, { url, isDeleted: true });
    const blob = await buildBlob(db, { ownerId: user.id });
    const res = await app.inject({ method: 'POST', url: '/api/assets', headers, payload: { uuid: blob.id, url } });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['an unknown key', { authorId: randomUUID() }, 'authorId'],
    ['a malformed URL', { url: 'Has Spaces' }, 'url'],
    ['a negative price', { price: '-1' }, 'price'],
    ['a price with three decimals', { price: '1.005' }, 'price'],
    ['an empty tag', { tags: [''] }, 'tags'],
  ])('answers 400 for %s', async (_name, extra, field) => {
    const { user, headers } = await signedIn();
    const blob = await buildBlob(db, { ownerId: user.id });
    const res = await app.inject({ method: 'POST', url: '/api/assets', headers, payload: { uuid: blob.id, ...extra } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('answers 401 Authorized use only without a token', async () => {
    const blob = await buildBlob(db);
    const res = await app.inject({ method: 'POST', url: '/api/assets', payload: { uuid: blob.id } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Authorized use only' });
  });
});

describe('GET /api/assets/{id}', () => {
  it('answers the user’s own private asset', async () => {
    const { user, headers } = await signedIn();
    const asset = await buildAsset(db, { authorId: user.id, title: 'Mine' });
    const res = await app.inject({ method: 'GET', url: `/api/assets/${asset.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: asset.id, title: 'Mine', isOwned: true });
  });

  it('answers someone else’s public asset, not owned', async () => {
    const { headers } = await signedIn();
    const asset = await buildAsset(db, { isPublic: true });
    const res = await app.inject({ method: 'GET', url: `/api/assets/${asset.id}?forFolio=true`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: asset.id, isOwned: false });
  });

  it.each([
    ['someone else’s private asset', async () => (await buildAsset(db)).id],
    ['a deleted asset', async () => (await buildAsset(db, { isPublic: true, isDeleted: true })).id],
    ['an unknown id', async () => randomUUID()],
    ['a malformed id', async () => 'nope'],
  ])('answers 404 for %s', async (_name, idOf) => {
    const { headers } = await signedIn();
    const res = await app.inject({ method: 'GET', url: `/api/assets/${await idOf()}`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'No asset with this id' });
  });

  it('answers 403 forEditing someone else’s public asset', async () => {
    const { headers } = await signedIn();
    const asset = await buildAsset(db, { isPublic: true });
    const res = await app.inject({ method: 'GET', url: `/api/assets/${asset.id}?forEditing=true`, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only change your own assets');
  });

  it('puts the app origin in front of the file URLs with full=true', async () => {
    const { user, headers } = await signedIn();
    const asset = await buildAsset(db, { authorId: user.id, blob: { thumbnailKey: 'thumbnails/x.webp' } });
    const res = await app.inject({ method: 'GET', url: `/api/assets/${asset.id}?forEditing=true&full=true`, headers });
    expect(res.json()).toMatchObject({
      blobUrl: signedUrl(`${config.APP_ORIGIN}/blob/${asset.blobId}`),
      blobUrlShort: signedUrl(`/blob/${asset.blobId}`),
      thumbnailUrl: signedUrl(`${config.APP_ORIGIN}/blob/${asset.blobId}/thumbnail`),
    });
  });

  it('answers 400 for a flag that is not true or false', async () => {
    const { user, headers } = await signedIn();
    const asset = await buildAsset(db, { authorId: user.id });
    const res = await app.inject({ method: 'GET', url: `/api/assets/${asset.id}?forEditing=yes`, headers });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a token and with a revoked-looking one', async () => {
    const asset = await buildAsset(db, { isPublic: true });
    const none = await app.inject({ method: 'GET', url: `/api/assets/${asset.id}` });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Authorized use only');
    const bad = await app.inject({ method: 'GET', url: `/api/assets/${asset.id}`, headers: bearer('not-a-token') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Session expired; please login again');
  });
});

describe('GET /public/api/assets/{id}', () => {
  it('answers a public asset without a token', async () => {
    const asset = await buildAsset(db, { isPublic: true, title: 'Open' });
    const res = await app.inject({ method: 'GET', url: `/public/api/assets/${asset.id}?forUnauth=true` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: asset.id, title: 'Open', isOwned: false });
  });

  it('answers 404 for a private asset, even to its author', async () => {
    const { user, headers } = await signedIn();
    const asset = await buildAsset(db, { authorId: user.id });
    expect((await app.inject({ method: 'GET', url: `/public/api/assets/${asset.id}?forUnauth=true` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/public/api/assets/${asset.id}`, headers })).statusCode).toBe(404);
  });
});

describe('GET /api/assets/url/{url}', () => {
  it('answers the own asset with this custom URL', async () => {
    const { user, headers } = await signedIn();
    const url = uniqueUrl();
    const asset = await buildAsset(db, { authorId: user.id, url });
    const res = await app.inject({ method: 'GET', url: `/api/assets/url/${url}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(asset.id);
  });

  it('answers someone else’s public asset and 404 for their private one', async () => {
    const { headers } = await signedIn();
    const publicUrl = uniqueUrl();
    const privateUrl = uniqueUrl();
    await buildAsset(db, { url: publicUrl, isPublic: true });
    await buildAsset(db, { url: privateUrl });
    expect((await app.inject({ method: 'GET', url: `/api/assets/url/${publicUrl}`, headers })).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: `/api/assets/url/${privateUrl}`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No asset has this URL');
  });

  it('answers 401 without a token', async () => {
    const url = uniqueUrl();
    await buildAsset(db, { url, isPublic: true });
    expect((await app.inject({ method: 'GET', url: `/api/assets/url/${url}` })).statusCode).toBe(401);
  });
});

describe('GET /api/assets/check/url/{url}', () => {
  it('says whether a URL is valid and free, the edited asset keeping its own', async () => {
    const { user, headers } = await signedIn();
    const url = uniqueUrl();
    const asset = await buildAsset(db, { authorId: user.id, url });
    const check = async (q: string) => (await app.inject({ method: 'GET', url: `/api/assets/check/url/${q}`, headers })).json();
    expect(await check(uniqueUrl())).toBe(true);
    expect(await check(url)).toBe(false);
    expect(await check(`${url}?assetId=${asset.id}`)).toBe(true);
    expect(await check('No%20Spaces')).toBe(false);
    expect(await check('ab')).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/assets/check/url/${uniqueUrl()}` })).statusCode).toBe(401);
  });
});

describe('PATCH /api/assets/{id}', () => {
  it('changes the own asset’s fields and nothing else', async () => {
    const { user, headers } = await signedIn();
    const asset = await buildAsset(db, { authorId: user.id, title: 'Old', tags: ['x'] });
    const url = uniqueUrl();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/assets/${asset.id}`,
      headers,
      payload: { title: 'New', isPublic: true, url, price: '3', licenseTypes: ['commercial'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'New', tags: ['x'], isPublic: true, url, price: '3.00', licenseTypes: ['commercial'] });
    const cleared = await app.inject({ method: 'PATCH', url: `/api/assets/${asset.id}`, headers, payload: { url: null } });
    expect(cleared.json().url).toBeNull();
  });

  it('answers 409 for a URL another asset uses, and keeps the old one', async () => {
    const { user, headers } = await signedIn();
    const taken = uniqueUrl();
    await buildAsset(db, { url: taken });
    const own = uniqueUrl();
    const asset = await buildAsset(db, { authorId: user.id, url: own });
    const res = await app.inject({ method: 'PATCH', url: `/api/assets/${asset.id}`, headers, payload: { url: taken } });
    expect(res.statusCode).toBe(409);
    const [row] = await db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row!.url).toBe(own);
  });

  it('answers 403 for someone else’s public asset and 404 for their private one', async () => {
    const { headers } = await signedIn();
    const pub = await buildAsset(db, { isPublic: true, title: 'Theirs' });
    const priv = await buildAsset(db);
    const a = await app.inject({ method: 'PATCH', url: `/api/assets/${pub.id}`, headers, payload: { title: 'Hacked' } });
    expect(a.statusCode).toBe(403);
    const b = await app.inject({ method: 'PATCH', url: `/api/assets/${priv.id}`, headers, payload: { title: 'Hacked' } });
    expect(b.statusCode).toBe(404);
    const [row] = await db.select().from(assets).where(eq(assets.id, pub.id));
    expect(row!.title).toBe('Theirs');
  });

  it.each([
    ['the author', { authorId: randomUUID() }],
    ['the blob', { uuid: randomUUID() }],
    ['an empty title', { title: '  ' }],
  ])('answers 400 for %s', async (_name, payload) => {
    const { user, headers } = await signedIn();
    const asset = await buildAsset(db, { authorId: user.id });
    const res = await app.inject({ method: 'PATCH', url: `/api/assets/${asset.id}`, headers, payload });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const asset = await buildAsset(db);
    expect((await app.inject({ method: 'PATCH', url: `/api/assets/${asset.id}`, payload: { title: 'x' } })).statusCode).toBe(401);
  });
});

describe('DELETE /api/assets/{id}', () => {
  it('hides the asset, frees its URL and removes the stored file, its thumbnail and display copy and its row when nothing else references it', async () => {
    const { user, headers } = await signedIn();
    const url = uniqueUrl();
    const asset = await buildAsset(db, {
      authorId: user.id,
      url,
      blob: { thumbnailKey: `thumbnails/${randomUUID()}.webp`, displayKey: `display/${randomUUID()}.webp` },
    });
    const [blob] = await db.select().from(blobs).where(eq(blobs.id, asset.blobId!));
    await storeBytes(blob!.id);
    await storeBytes(blob!.thumbnailKey!);
    await storeBytes(blob!.displayKey!);
    const res = await app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers });
    expect(res.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/assets/${asset.id}`, headers })).statusCode).toBe(404);
    expect(await app.deps.blobs.exists(blob!.id)).toBe(false);
    expect(await app.deps.blobs.exists(blob!.thumbnailKey!)).toBe(false);
    expect(await app.deps.blobs.exists(blob!.displayKey!)).toBe(false);
    expect(await db.select().from(blobs).where(eq(blobs.id, blob!.id))).toEqual([]);
    const [row] = await db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row).toMatchObject({ isDeleted: true, blobId: null });
    const check = await app.inject({ method: 'GET', url: `/api/assets/check/url/${url}`, headers });
    expect(check.json()).toBe(true);
  });

  it('keeps the stored file while another live asset references it', async () => {
    const { user, headers } = await signedIn();
    const first = await buildAsset(db, { authorId: user.id });
    const second = await buildAsset(db, { authorId: user.id, blobId: first.blobId, kind: 'image' });
    await storeBytes(first.blobId!);
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${first.id}`, headers })).statusCode).toBe(204);
    expect(await app.deps.blobs.exists(first.blobId!)).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api/assets/${second.id}`, headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${second.id}`, headers })).statusCode).toBe(204);
    expect(await app.deps.blobs.exists(first.blobId!)).toBe(false);
  });

  it('keeps the stored file while it is a user’s avatar', async () => {
    const { user, headers } = await signedIn();
    const asset = await buildAsset(db, { authorId: user.id });
    await buildUser(db, { avatarBlobId: asset.blobId });
    await storeBytes(asset.blobId!);
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers })).statusCode).toBe(204);
    expect(await app.deps.blobs.exists(asset.blobId!)).toBe(true);
  });

  it('answers 403 for someone else’s public asset and 404 for their private one, deleting neither', async () => {
    const { headers } = await signedIn();
    const pub = await buildAsset(db, { isPublic: true });
    const priv = await buildAsset(db);
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${pub.id}`, headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${priv.id}`, headers })).statusCode).toBe(404);
    const rows = await db.select({ isDeleted: assets.isDeleted }).from(assets).where(eq(assets.id, pub.id));
    expect(rows).toEqual([{ isDeleted: false }]);
  });

  it('answers 404 for an asset already deleted and 401 without a token', async () => {
    const { user, headers } = await signedIn();
    const asset = await buildAsset(db, { authorId: user.id });
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers })).statusCode).toBe(404);
  });
});

describe('GET /api/assets/{id}/purchases', () => {
  it('answers an empty page for the own asset', async () => {
    const { user, headers } = await signedIn();
    const asset = await buildAsset(db, { authorId: user.id });
    const res = await app.inject({ method: 'GET', url: `/api/assets/${asset.id}/purchases?first=5&after=0`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0 });
  });

  it('answers 403 for someone else’s public asset, 404 for their private one, 401 without a token', async () => {
    const { headers } = await signedIn();
    const pub = await buildAsset(db, { isPublic: true });
    const priv = await buildAsset(db);
    expect((await app.inject({ method: 'GET', url: `/api/assets/${pub.id}/purchases`, headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/assets/${priv.id}/purchases`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/assets/${pub.id}/purchases` })).statusCode).toBe(401);
  });
});
