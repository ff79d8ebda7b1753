import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildAsset, buildUser, signedUrl, tokenFor } from '../../../test/factories.ts';
import { libraries, libraryItems } from '../../db/schema.ts';

const { app, db, config } = await createTestApp();

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(db, overrides);
  return { user, headers: bearer(await tokenFor(db, user.id)) };
}

/** Creation times one minute apart, oldest first, so order assertions do not depend on insert timing. */
let clock = Date.UTC(2030, 0, 1);
const next = () => new Date((clock += 60_000));

/** A tag no other test uses, so lists of public assets can be narrowed to one test's rows. */
const uniqueTag = () => `t-${randomUUID().slice(0, 8)}`;

const ids = (body: { items: Array<{ id: string }> }) => body.items.map((a) => a.id);

describe('GET /api/assets', () => {
  it('lists the own live assets newest first with the total, paged by first and after', async () => {
    const { user, headers } = await signedIn();
    const a = await buildAsset(db, { authorId: user.id, createdAt: next() });
    const b = await buildAsset(db, { authorId: user.id, createdAt: next(), isPublic: true });
    const c = await buildAsset(db, { authorId: user.id, createdAt: next() });
    await buildAsset(db, { authorId: user.id, createdAt: next(), isDeleted: true });
    await buildAsset(db, { isPublic: true, createdAt: next() });
    const all = await app.inject({ method: 'GET', url: '/api/assets', headers });
    expect(all.statusCode).toBe(200);
    expect(ids(all.json())).toEqual([c.id, b.id, a.id]);
    expect(all.json().total).toBe(3);
    const page = await app.inject({ method: 'GET', url: '/api/assets?first=1&after=1', headers });
    expect(page.json()).toMatchObject({ total: 3 });
    expect(ids(page.json())).toEqual([b.id]);
    const past = await app.inject({ method: 'GET', url: '/api/assets?after=10', headers });
    expect(past.json()).toEqual({ items: [], total: 3, totalIsEstimate: false, nextCursor: null });
  });

  it('keeps assets carrying every repeated tag', async () => {
    const { user, headers } = await signedIn();
    const both = await buildAsset(db, { authorId: user.id, tags: ['red', 'blue', 'green'] });
    await buildAsset(db, { authorId: user.id, tags: ['red'] });
    const res = await app.inject({ method: 'GET', url: '/api/assets?tag=red&tag=blue', headers });
    expect(ids(res.json())).toEqual([both.id]);
    const one = await app.inject({ method: 'GET', url: '/api/assets?tag=red', headers });
    expect(one.json().total).toBe(2);
  });

  it('filters by type and by isPublic', async () => {
    const { user, headers } = await signedIn();
    const image = await buildAsset(db, { authorId: user.id, isPublic: true, createdAt: next() });
    const video = await buildAsset(db, {
      authorId: user.id,
      createdAt: next(),
      blob: { kind: 'video', mimeType: 'video', mimeSubtype: 'mp4', width: null, height: null },
    });
    const get = async (q: string) => ids((await app.inject({ method: 'GET', url: `/api/assets?${q}`, headers })).json());
    expect(await get('type=video')).toEqual([video.id]);
    expect(await get('type=image')).toEqual([image.id]);
    expect(await get('type=audio')).toEqual([]);
    expect(await get('isPublic=true')).toEqual([image.id]);
    expect(await get('isPublic=false')).toEqual([video.id]);
  });

  it('narrows to the assets of the given uploaded files (repeated blob ids), and answers 400 for a malformed one', async () => {
    const { user, headers } = await signedIn();
    const a = await buildAsset(db, { authorId: user.id, createdAt: next() });
    const b = await buildAsset(db, { authorId: user.id, createdAt: next() });
    await buildAsset(db, { authorId: user.id, createdAt: next() });
    const theirs = await buildAsset(db, { isPublic: true, createdAt: next() });
    const get = async (q: string) => app.inject({ method: 'GET', url: `/api/assets?${q}`, headers });
    expect(ids((await get(`blob=${a.blobId}`)).json())).toEqual([a.id]);
    expect(ids((await get(`blob=${a.blobId}&blob=${b.blobId}`)).json())).toEqual([b.id, a.id]);
    expect(ids((await get(`blob=${theirs.blobId}`)).json())).toEqual([]);
    expect((await get('blob=not-a-uuid')).statusCode).toBe(400);
  });

  it('lists the own assets for isOwned=true and none for the shared or purchased sources alone (not built yet)', async () => {
    const { user, headers } = await signedIn();
    const mine = await buildAsset(db, { authorId: user.id });
    const get = async (q: string) => (await app.inject({ method: 'GET', url: `/api/assets?${q}`, headers })).json();
    expect(ids(await get('isOwned=true'))).toEqual([mine.id]);
    expect(await get('isShared=true')).toEqual({ items: [], total: 0, totalIsEstimate: false, nextCursor: null });
    expect(await get('isPurchased=true&isOwned=false')).toEqual({ items: [], total: 0, totalIsEstimate: false, nextCursor: null });
    expect(ids(await get('isOwned=true&isShared=true'))).toEqual([mine.id]);
  });

  it('lists another user’s public assets only when given their id', async () => {
    const { headers } = await signedIn();
    const other = await buildUser(db);
    const pub = await buildAsset(db, { authorId: other.id, isPublic: true });
    await buildAsset(db, { authorId: other.id });
    const res = await app.inject({ method: 'GET', url: `/api/assets?user=${other.id}`, headers });
    expect(ids(res.json())).toEqual([pub.id]);
    expect(res.json().items[0].isOwned).toBe(false);
  });

  it('leaves out assets in the user’s libraries with notInLibraries=true, but not those in others’ libraries', async () => {
    const { user, headers } = await signedIn();
    const inMine = await buildAsset(db, { authorId: user.id, isPublic: true, createdAt: next() });
    const inTheirs = await buildAsset(db, { authorId: user.id, isPublic: true, createdAt: next() });
    const loose = await buildAsset(db, { authorId: user.id, createdAt: next() });
    const other = await buildUser(db);
    const [mine] = await db.insert(libraries).values({ ownerId: user.id, name: 'Mine' }).returning();
    const [theirs] = await db.insert(libraries).values({ ownerId: other.id, name: 'Theirs' }).returning();
    await db.insert(libraryItems).values([
      { libraryId: mine!.id, itemId: inMine.id, itemType: 'asset', idx: 0 },
      { libraryId: theirs!.id, itemId: inTheirs.id, itemType: 'asset', idx: 0 },
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/assets?notInLibraries=true', headers });
    expect(ids(res.json())).toEqual([loose.id, inTheirs.id]);
    const all = await app.inject({ method: 'GET', url: '/api/assets?notInLibraries=false', headers });
    expect(all.json().total).toBe(3);
  });

  it('puts the app origin in front of file URLs with includeFullUrl=true', async () => {
    const { user, headers } = await signedIn();
    const asset = await buildAsset(db, { authorId: user.id });
    const res = await app.inject({ method: 'GET', url: '/api/assets?includeFullUrl=true', headers });
    expect(res.json().items[0]).toMatchObject({ blobUrl: signedUrl(`${config.APP_ORIGIN}/blob/${asset.blobId}`), data: { url: `/blob/${asset.blobId}` } });
  });

  it.each([
    ['an unknown type', 'type=spreadsheet', 'type'],
    ['a flag that is not true or false', 'isPublic=yes', 'isPublic'],
    ['a user id that is not a UUID', 'user=someone', 'user'],
    ['first=0', 'first=0', 'first'],
    ['first above 100', 'first=101', 'first'],
    ['a negative after', 'after=-1', 'after'],
    ['notInLibraries that is not a flag', 'notInLibraries=1', 'notInLibraries'],
  ])('answers 400 for %s', async (_name, q, field) => {
    const { headers } = await signedIn();
    const res = await app.inject({ method: 'GET', url: `/api/assets?${q}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/assets' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Authorized use only' });
  });
});

describe('GET /public/api/assets/recent', () => {
  it('lists public live assets newest first without a token', async () => {
    const older = await buildAsset(db, { isPublic: true, createdAt: new Date(Date.UTC(2099, 0, 1)) });
    const newer = await buildAsset(db, { isPublic: true, createdAt: new Date(Date.UTC(2099, 0, 2)) });
    await buildAsset(db, { createdAt: new Date(Date.UTC(2099, 0, 3)) });
    await buildAsset(db, { isPublic: true, isDeleted: true, createdAt: new Date(Date.UTC(2099, 0, 4)) });
    const res = await app.inject({ method: 'GET', url: '/public/api/assets/recent?first=2' });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([newer.id, older.id]);
    expect(res.json().items.every((a: { isPublic: boolean; isOwned: boolean }) => a.isPublic && !a.isOwned)).toBe(true);
  });

  it('answers 400 for a bad page size', async () => {
    expect((await app.inject({ method: 'GET', url: '/public/api/assets/recent?first=abc' })).statusCode).toBe(400);
  });
});

describe('GET /public/api/marketplace/assets', () => {
  it('lists public assets only, filtered by tag', async () => {
    const tag = uniqueTag();
    const pub = await buildAsset(db, { isPublic: true, tags: [tag] });
    await buildAsset(db, { tags: [tag] });
    const res = await app.inject({ method: 'GET', url: `/public/api/marketplace/assets?tag=${tag}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1 });
    expect(ids(res.json())).toEqual([pub.id]);
    const priv = await app.inject({ method: 'GET', url: `/public/api/marketplace/assets?tag=${tag}&isPublic=false` });
    expect(priv.json()).toEqual({ items: [], total: 0, totalIsEstimate: false, nextCursor: null });
  });

  it('matches parts of the title and the author’s name, case-insensitively, with % and _ taken literally', async () => {
    const tag = uniqueTag();
    const author = await buildUser(db, { displayName: 'Grace Hopper' });
    const sunset = await buildAsset(db, { authorId: author.id, isPublic: true, tags: [tag], title: 'Golden Sunset 100%', createdAt: next() });
    const other = await buildAsset(db, { isPublic: true, tags: [tag], title: 'Harbour', createdAt: next() });
    const get = async (q: string) => ids((await app.inject({ method: 'GET', url: `/public/api/marketplace/assets?tag=${tag}&${q}` })).json());
    expect(await get('title=sunset')).toEqual([sunset.id]);
    expect(await get('title=100%25')).toEqual([sunset.id]);
    expect(await get('title=%25%25')).toEqual([]);
    expect(await get('title=_')).toEqual([]);
    expect(await get('authorName=HOPPER')).toEqual([sunset.id]);
    expect(await get('authorName=hopper&title=harbour')).toEqual([]);
    expect(await get('')).toEqual([other.id, sunset.id]);
  });

  it('filters by highest price, licence types and purchasability', async () => {
    const tag = uniqueTag();
    const free = await buildAsset(db, { isPublic: true, tags: [tag], createdAt: next() });
    const cheap = await buildAsset(db, { isPublic: true, tags: [tag], price: 500, licenseTypes: ['personal'], createdAt: next() });
    const dear = await buildAsset(db, {
      isPublic: true,
      tags: [tag],
      price: 5000,
      licenseTypes: ['commercial', 'personal'],
      createdAt: next(),
    });
    const get = async (q: string) => ids((await app.inject({ method: 'GET', url: `/public/api/marketplace/assets?tag=${tag}&${q}` })).json());
    expect(await get('price=0')).toEqual([free.id]);
    expect(await get('price=5')).toEqual([cheap.id, free.id]);
    expect(await get('price=49.99')).toEqual([cheap.id, free.id]);
    expect(await get('license=commercial')).toEqual([dear.id]);
    expect(await get('license=commercial&license=personal')).toEqual([dear.id, cheap.id]);
    expect(await get('isPurchasable=true')).toEqual([dear.id, cheap.id]);
    expect(await get('isPurchasable=false')).toEqual([free.id]);
    const res = await app.inject({ method: 'GET', url: `/public/api/marketplace/assets?tag=${tag}&price=5` });
    expect(res.json().items[0]).toMatchObject({ price: '5.00', currency: 'CAD', isPurchasable: true });
  });

  it('marks the own assets as owned when a token is sent, without listing the private ones', async () => {
    const tag = uniqueTag();
    const { user, headers } = await signedIn();
    const mine = await buildAsset(db, { authorId: user.id, isPublic: true, tags: [tag], createdAt: next() });
    await buildAsset(db, { authorId: user.id, tags: [tag], createdAt: next() });
    const res = await app.inject({ method: 'GET', url: `/public/api/marketplace/assets?tag=${tag}`, headers });
    expect(ids(res.json())).toEqual([mine.id]);
    expect(res.json().items[0].isOwned).toBe(true);
  });

  it.each([
    ['a price that is not an amount', 'price=cheap', 'price'],
    ['a negative price', 'price=-1', 'price'],
    ['isPurchasable that is not a flag', 'isPurchasable=maybe', 'isPurchasable'],
    ['a title longer than 200 characters', `title=${'x'.repeat(201)}`, 'title'],
  ])('answers 400 for %s', async (_name, q, field) => {
    const res = await app.inject({ method: 'GET', url: `/public/api/marketplace/assets?${q}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});

describe('GET /api/marketplace/assets', () => {
  it('lists public assets and the user’s own private ones, narrowed by isPublic and the source flags', async () => {
    const tag = uniqueTag();
    const { user, headers } = await signedIn();
    const theirsPublic = await buildAsset(db, { isPublic: true, tags: [tag], createdAt: next() });
    await buildAsset(db, { tags: [tag], createdAt: next() });
    const minePrivate = await buildAsset(db, { authorId: user.id, tags: [tag], createdAt: next() });
    const get = async (q: string) => (await app.inject({ method: 'GET', url: `/api/marketplace/assets?tag=${tag}&${q}`, headers })).json();
    expect(ids(await get(''))).toEqual([minePrivate.id, theirsPublic.id]);
    expect(ids(await get('isPublic=false'))).toEqual([minePrivate.id]);
    expect(ids(await get('isOwned=true'))).toEqual([minePrivate.id]);
    expect(await get('isShared=true')).toEqual({ items: [], total: 0, totalIsEstimate: false, nextCursor: null });
    expect(await get('isPurchased=true')).toEqual({ items: [], total: 0, totalIsEstimate: false, nextCursor: null });
  });

  it('narrows a title search to one kind with type', async () => {
    const { user, headers } = await signedIn();
    const word = uniqueTag();
    const image = await buildAsset(db, { authorId: user.id, title: `Sunset ${word}`, createdAt: next() });
    const video = await buildAsset(db, {
      authorId: user.id,
      title: `Sunset ${word} clip`,
      createdAt: next(),
      blob: { kind: 'video', mimeType: 'video', mimeSubtype: 'mp4', width: null, height: null },
    });
    const get = async (q: string) => ids((await app.inject({ method: 'GET', url: `/api/marketplace/assets?isOwned=true&title=${word}&${q}`, headers })).json());
    expect(await get('')).toEqual([video.id, image.id]);
    expect(await get('type=image')).toEqual([image.id]);
    expect(await get('type=video')).toEqual([video.id]);
  });

  it('answers 401 without a token and 400 for bad filters', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/marketplace/assets' })).statusCode).toBe(401);
    const { headers } = await signedIn();
    expect((await app.inject({ method: 'GET', url: '/api/marketplace/assets?isOwned=1', headers })).statusCode).toBe(400);
  });
});
