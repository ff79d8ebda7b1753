import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { assets, blobs, users } from '../../db/schema.ts';
import { listen, tusCreate, tusPatch } from './testing.ts';
import { thumbnailsOf } from './tus.ts';

// replaceAssetId frees the replaced file's size in the limit check, so the finished upload must really replace it.
const LIMIT = 20_000;
const { app, db } = await createTestApp({ STORAGE_LIMIT_BYTES: String(LIMIT) });
const base = await listen(app);

/** A PNG of noise, so it compresses little: about `size` bytes. */
async function noisyPng(side: number): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 5) * 104729) & 0xff;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}
const bytes = (n: number, seed: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff));

async function signedIn() {
  const user = await buildUser(db);
  return { user, access: await tokenFor(db, user.id) };
}

const askToken = (access: string, query: string) =>
  app.inject({ method: 'GET', url: `/api/assets/upload-token?${query}`, headers: bearer(access) });

/** Token (with `replaceAssetId` when given), tus POST, one PATCH with every byte. */
async function upload(access: string, file: Buffer, contentType: string, replaceAssetId?: string) {
  const res = await askToken(access, `fileSize=${file.length}&contentType=${encodeURIComponent(contentType)}${replaceAssetId ? `&replaceAssetId=${replaceAssetId}` : ''}`);
  expect(res.statusCode).toBe(200);
  const t = res.json<{ token: string; uuid: string }>();
  const created = await tusCreate(base, t.token, file.length);
  expect(created.status).toBe(201);
  const done = await tusPatch(base, created.headers.location!, t.token, 0, file);
  expect(done.status).toBe(204);
  return t.uuid;
}

async function assetOf(access: string, uuid: string) {
  const res = await app.inject({ method: 'POST', url: '/api/assets', headers: bearer(access), payload: { uuid, title: 'Report' } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

const used = async (access: string) =>
  (await app.inject({ method: 'GET', url: '/api/users/check/storageLimit?fileSize=0', headers: bearer(access) })).json<{ used: number }>().used;

describe('an upload with replaceAssetId (STORAGE_LIMIT_BYTES=20000)', () => {
  it('becomes the asset’s file when it finishes: new type and thumbnail, the old file deleted, the limit kept', async () => {
    const { access } = await signedIn();
    const oldId = await upload(access, bytes(15_000, 1), 'application/octet-stream');
    const assetId = await assetOf(access, oldId);
    expect(await app.deps.blobs.stat(oldId)).not.toBeNull();
    // 15,000 stored + 19,000 would not fit; replacing the 15,000 does.
    const png = await noisyPng(70);
    expect(png.length).toBeGreaterThan(14_000);
    expect(png.length).toBeLessThanOrEqual(LIMIT);
    expect((await askToken(access, `fileSize=${png.length}`)).statusCode).toBe(413);
    const newId = await upload(access, png, 'image/png', assetId);

    const [asset] = await db.select().from(assets).where(eq(assets.id, assetId));
    expect(asset).toMatchObject({ blobId: newId, kind: 'image', isDeleted: false });
    expect(await db.select().from(blobs).where(eq(blobs.id, oldId))).toEqual([]);
    expect(await app.deps.blobs.stat(oldId)).toBeNull();
    expect((await app.inject({ method: 'GET', url: `/blob/${oldId}`, headers: bearer(access) })).statusCode).toBe(404);
    expect(await used(access)).toBe(png.length);
    expect(await used(access)).toBeLessThanOrEqual(LIMIT);

    await thumbnailsOf(app).idle();
    const shown = (await app.inject({ method: 'GET', url: `/api/assets/${assetId}?forEditing=true`, headers: bearer(access) })).json();
    expect(shown.data).toMatchObject({ id: newId, meta: { type: 'image', mime: { type: 'image', subtype: 'png' }, size: png.length } });
    expect(shown.thumbnailUrl).toContain(newId);
  });

  it('cannot be used to store twice the limit with a chain of replacements', async () => {
    const { access } = await signedIn();
    const assetId = await assetOf(access, await upload(access, bytes(12_000, 2), 'application/octet-stream'));
    for (let i = 0; i < 3; i++) await upload(access, bytes(12_000 + i, 3 + i), 'application/octet-stream', assetId);
    expect(await used(access)).toBe(12_002);
    // Without replacing, a second file of that size is refused.
    expect((await askToken(access, 'fileSize=12000')).statusCode).toBe(413);
  });

  it('keeps the old file, and does not free its size, while another asset or the avatar uses it', async () => {
    const { user, access } = await signedIn();
    const oldId = await upload(access, bytes(12_000, 9), 'application/octet-stream');
    const assetId = await assetOf(access, oldId);
    await db.update(users).set({ avatarBlobId: oldId }).where(eq(users.id, user.id));
    const check = await app.inject({
      method: 'GET',
      url: `/api/users/check/storageLimit?fileSize=12000&replaceAssetId=${assetId}`,
      headers: bearer(access),
    });
    expect(check.json()).toMatchObject({ allowed: false, used: 12_000 });
    expect((await askToken(access, `fileSize=12000&replaceAssetId=${assetId}`)).statusCode).toBe(413);
    const newId = await upload(access, bytes(7_000, 10), 'application/octet-stream', assetId);
    expect((await db.select().from(assets).where(eq(assets.id, assetId)))[0]!.blobId).toBe(newId);
    expect(await db.select({ id: blobs.id }).from(blobs).where(eq(blobs.id, oldId))).toEqual([{ id: oldId }]);
    expect(await app.deps.blobs.stat(oldId)).not.toBeNull();
    expect(await used(access)).toBe(19_000);
  });

  it('refuses a token to replace someone else’s asset (404 private, 403 public) and an unknown one', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const privateId = await assetOf(owner.access, await upload(owner.access, bytes(1_000, 4), 'application/octet-stream'));
    const publicId = await assetOf(owner.access, await upload(owner.access, bytes(1_000, 5), 'application/octet-stream'));
    await db.update(assets).set({ isPublic: true }).where(eq(assets.id, publicId));
    expect((await askToken(other.access, `fileSize=10&replaceAssetId=${privateId}`)).statusCode).toBe(404);
    const forbidden = await askToken(other.access, `fileSize=10&replaceAssetId=${publicId}`);
    expect(forbidden.statusCode).toBe(403);
    expect((await askToken(other.access, `fileSize=10&replaceAssetId=${randomUUID()}`)).statusCode).toBe(404);
    // The owner's assets still have their files.
    const rows = await db.select({ blobId: assets.blobId }).from(assets).where(eq(assets.authorId, owner.user.id));
    expect(rows.every((r) => r.blobId !== null)).toBe(true);
  });
});
