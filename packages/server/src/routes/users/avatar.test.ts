import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildAsset, buildBlob, buildUser, tokenFor } from '../../../test/factories.ts';
import { blobs, users } from '../../db/schema.ts';
import { AVATAR_TEXTS } from '../../services/users.ts';
import { listen, tusCreate, tusPatch } from '../uploads/testing.ts';
import { thumbnailsOf } from '../uploads/tus.ts';

const { app, db } = await createTestApp();
const base = await listen(app);
afterAll(() => app.close());

const patch = (id: string, token: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/usersR1/${id}`, headers: bearer(token), payload });

async function signedIn() {
  const user = await buildUser(db);
  return { user, token: await tokenFor(db, user.id) };
}

async function storedAvatar(userId: string) {
  const [row] = await db.select({ avatarBlobId: users.avatarBlobId }).from(users).where(eq(users.id, userId));
  return row!.avatarBlobId;
}

describe('PATCH /api/usersR1/{id} with avatarBlobId', () => {
  it('accepts an own image upload and every profile answer names it', async () => {
    const { user, token } = await signedIn();
    const blob = await buildBlob(db, { ownerId: user.id });
    const res = await patch(user.id, token, { avatarBlobId: blob.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatarUrl).toBe(`/blob/${blob.id}`);
    expect(await storedAvatar(user.id)).toBe(blob.id);

    const own = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(own.json().avatarUrl).toBe(`/blob/${blob.id}`);
    const pub = await app.inject({ method: 'GET', url: `/public/api/usersR1/${user.id}` });
    expect(pub.json().avatarUrl).toBe(`/blob/${blob.id}`);
  });

  it('answers the thumbnail URL once the image has a thumbnail', async () => {
    const { user, token } = await signedIn();
    const blob = await buildBlob(db, { ownerId: user.id });
    expect((await patch(user.id, token, { avatarBlobId: blob.id })).json().avatarUrl).toBe(`/blob/${blob.id}`);
    await db.update(blobs).set({ thumbnailKey: `thumbnails/${blob.id}.webp` }).where(eq(blobs.id, blob.id));
    const own = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(own.json().avatarUrl).toBe(`/blob/${blob.id}/thumbnail`);
    const pub = await app.inject({ method: 'GET', url: `/public/api/usersR1/${user.id}` });
    expect(pub.json().avatarUrl).toBe(`/blob/${blob.id}/thumbnail`);
  });

  it('refuses someone else’s upload with 403 and keeps the avatar', async () => {
    const { user, token } = await signedIn();
    const mine = await buildBlob(db, { ownerId: user.id });
    await patch(user.id, token, { avatarBlobId: mine.id });
    const theirs = await buildBlob(db);
    const res = await patch(user.id, token, { avatarBlobId: theirs.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: AVATAR_TEXTS.notOwn });
    expect(await storedAvatar(user.id)).toBe(mine.id);
  });

  it('refuses someone else’s public image asset with 403', async () => {
    const { user, token } = await signedIn();
    const asset = await buildAsset(db, { isPublic: true });
    const res = await patch(user.id, token, { avatarBlobId: asset.blobId });
    expect(res.statusCode).toBe(403);
    expect(await storedAvatar(user.id)).toBeNull();
  });

  it.each([
    ['video', { kind: 'video', mimeType: 'video', mimeSubtype: 'mp4', width: null, height: null }],
    ['audio', { kind: 'audio', mimeType: 'audio', mimeSubtype: 'mpeg', width: null, height: null }],
    ['file', { kind: 'file', mimeType: 'application', mimeSubtype: 'pdf', width: null, height: null }],
  ] as const)('refuses an own %s upload with 400 saying it must be an image', async (kind, columns) => {
    const { user, token } = await signedIn();
    const blob = await buildBlob(db, { ownerId: user.id, ...columns });
    const res = await patch(user.id, token, { avatarBlobId: blob.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: AVATAR_TEXTS.notImage(kind) });
    expect(await storedAvatar(user.id)).toBeNull();
  });

  it('refuses an unknown upload id with 400 and changes nothing else in the same request', async () => {
    const { user, token } = await signedIn();
    const res = await patch(user.id, token, { avatarBlobId: randomUUID(), displayName: 'Not saved' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: AVATAR_TEXTS.unknown });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ avatarBlobId: null, displayName: user.displayName });
  });

  it.each([['not-a-uuid'], [''], [42]])('rejects a malformed avatarBlobId (%j) with 400 naming the field', async (value) => {
    const { user, token } = await signedIn();
    const res = await patch(user.id, token, { avatarBlobId: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('avatarBlobId');
  });

  it('removes the avatar with null and keeps the upload', async () => {
    const { user, token } = await signedIn();
    const blob = await buildBlob(db, { ownerId: user.id });
    await patch(user.id, token, { avatarBlobId: blob.id });
    const res = await patch(user.id, token, { avatarBlobId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatarUrl).toBeNull();
    expect(await storedAvatar(user.id)).toBeNull();
    const pub = await app.inject({ method: 'GET', url: `/public/api/usersR1/${user.id}` });
    expect(pub.json().avatarUrl).toBeNull();
    expect((await db.select().from(blobs).where(eq(blobs.id, blob.id))).length).toBe(1);
  });

  it('keeps the avatar when other fields change', async () => {
    const { user, token } = await signedIn();
    const blob = await buildBlob(db, { ownerId: user.id });
    await patch(user.id, token, { avatarBlobId: blob.id });
    const res = await patch(user.id, token, { businessName: 'Studio' });
    expect(res.json()).toMatchObject({ businessName: 'Studio', avatarUrl: `/blob/${blob.id}` });
  });

  it('refuses to set the avatar on someone else’s profile with 403, even with their own upload', async () => {
    const { token } = await signedIn();
    const other = await buildUser(db);
    const theirs = await buildBlob(db, { ownerId: other.id });
    const res = await patch(other.id, token, { avatarBlobId: theirs.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('User IDs do not match');
    expect(await storedAvatar(other.id)).toBeNull();
  });

  it('answers 401 without a token', async () => {
    const user = await buildUser(db);
    const blob = await buildBlob(db, { ownerId: user.id });
    const res = await app.inject({ method: 'PATCH', url: `/api/usersR1/${user.id}`, payload: { avatarBlobId: blob.id } });
    expect(res.statusCode).toBe(401);
  });

  it('takes a real upload (token, tus) as the avatar and serves its thumbnail once made', async () => {
    const { user, token } = await signedIn();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#cc3366' } }).png().toBuffer();
    const tokenRes = await app.inject({
      method: 'GET',
      url: `/api/assets/upload-token?fileSize=${png.length}&contentType=image%2Fpng`,
      headers: bearer(token),
    });
    const upload = tokenRes.json<{ token: string; uuid: string }>();
    const created = await tusCreate(base, upload.token, png.length);
    expect(created.status).toBe(201);
    expect((await tusPatch(base, created.headers.location!, upload.token, 0, png)).status).toBe(204);

    const res = await patch(user.id, token, { avatarBlobId: upload.uuid });
    expect(res.statusCode).toBe(200);
    await thumbnailsOf(app).idle();
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    const url = me.json<{ avatarUrl: string }>().avatarUrl;
    expect(url).toBe(`/blob/${upload.uuid}/thumbnail`);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // No asset was made from the avatar upload.
    const assets = await app.inject({ method: 'GET', url: '/api/assets', headers: bearer(token) });
    expect(assets.json().total).toBe(0);
  });
});
