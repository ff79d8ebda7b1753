import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { assets, folios, libraries, libraryItems } from '../../db/schema.ts';

const { app, db } = await createTestApp();

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(db, overrides);
  return { user, headers: bearer(await tokenFor(db, user.id)) };
}

async function buildLibrary(ownerId: string, overrides: Partial<typeof libraries.$inferInsert> = {}) {
  const [row] = await db.insert(libraries).values({ ownerId, name: 'Lib', ...overrides }).returning();
  return row!;
}

async function buildAsset(authorId: string, overrides: Partial<typeof assets.$inferInsert> = {}) {
  const [row] = await db.insert(assets).values({ authorId, kind: 'image', title: 'Picture', ...overrides }).returning();
  return row!;
}

async function put(libraryId: number, items: Array<{ itemId: string; itemType: 'folio' | 'asset' }>) {
  await db.insert(libraryItems).values(items.map((i, idx) => ({ libraryId, ...i, idx })));
}

const idsOf = (items: Array<{ itemId: string }>) => items.map((i) => i.itemId);

describe('GET /public/api/libraries/9 (the guest library)', () => {
  it('is readable without a token and shows only public items', async () => {
    const author = await buildUser(db);
    const shown = await buildFolio(db, { authorId: author.id, isPublic: true, name: 'Shown' });
    const hidden = await buildFolio(db, { authorId: author.id, isPublic: false });
    await put(9, [
      { itemId: shown.id, itemType: 'folio' },
      { itemId: hidden.id, itemType: 'folio' },
    ]);
    const res = await app.inject({ method: 'GET', url: '/public/api/libraries/9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 9, isGuest: true, isPublic: true, ownerId: null, canEdit: false });
    expect(res.json().items).toEqual([expect.objectContaining({ itemId: shown.id, itemType: 'folio', title: 'Shown', kind: 'folio' })]);

    const items = await app.inject({ method: 'GET', url: '/public/api/libraries/9/items?fromSidePanel=true&includeProducts=true' });
    expect(items.statusCode).toBe(200);
    expect(idsOf(items.json().items)).toEqual([shown.id]);
    await db.delete(libraryItems).where(eq(libraryItems.libraryId, 9));
  });

  it('cannot be changed or deleted by a signed-in user, nor written without a token', async () => {
    const { headers } = await signedIn();
    const patch = await app.inject({ method: 'PATCH', url: '/api/libraries/9', headers, payload: { name: 'Mine now' } });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toEqual({ error: 'Forbidden', message: 'You cannot modify this library' });
    const del = await app.inject({ method: 'DELETE', url: '/api/libraries/9', headers });
    expect(del.statusCode).toBe(403);
    const anon = await app.inject({ method: 'PATCH', url: '/api/libraries/9', payload: { name: 'x' } });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Authorized use only');
    const [row] = await db.select().from(libraries).where(eq(libraries.id, 9));
    expect(row!.name).toBe('Guest library');
  });

  it('is kept by super admins, stays public and is never deleted', async () => {
    const { headers } = await signedIn({ superAdmin: true });
    const patch = await app.inject({ method: 'PATCH', url: '/api/libraries/9', headers, payload: { description: 'Curated', isPublic: false } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ description: 'Curated', isPublic: true, canEdit: true });
    const del = await app.inject({ method: 'DELETE', url: '/api/libraries/9', headers });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('The guest library cannot be deleted');
  });

  it('answers 404 without a token for a private library', async () => {
    const owner = await buildUser(db);
    const lib = await buildLibrary(owner.id);
    expect((await app.inject({ method: 'GET', url: `/public/api/libraries/${lib.id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/public/api/libraries/${lib.id}/items` })).statusCode).toBe(404);
  });
});

describe('POST /api/libraries', () => {
  it('creates libraries in order after the user’s others, with the given items', async () => {
    const { user, headers } = await signedIn();
    const folio = await buildFolio(db, { authorId: user.id });
    const asset = await buildAsset(user.id);
    const first = await app.inject({ method: 'POST', url: '/api/libraries', headers, payload: { name: 'First' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'First', ownerId: user.id, libraryType: 'standard', isPublic: false, position: 0, items: [], canEdit: true });
    expect(first.json().id).toBeGreaterThanOrEqual(10);
    const second = await app.inject({
      method: 'POST',
      url: '/api/libraries',
      headers,
      payload: {
        name: 'Second',
        items: [
          { itemType: 'asset', itemId: asset.id, idx: 5 },
          { itemType: 'folio', itemId: folio.id, idx: 2 },
        ],
      },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().position).toBe(1);
    expect(second.json().items).toEqual([
      { itemType: 'folio', itemId: folio.id, idx: 0 },
      { itemType: 'asset', itemId: asset.id, idx: 1 },
    ]);
  });

  it('answers 401 without a token and 400 for a missing name, a wrong type or unknown keys', async () => {
    const { headers } = await signedIn();
    expect((await app.inject({ method: 'POST', url: '/api/libraries', payload: { name: 'x' } })).statusCode).toBe(401);
    for (const payload of [{}, { name: '' }, { name: 'x', libraryType: 'shelf' }, { name: 'x', ownerId: randomUUID() }]) {
      const res = await app.inject({ method: 'POST', url: '/api/libraries', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses someone else’s private folio with 404 and accepts their public one', async () => {
    const { headers } = await signedIn();
    const other = await buildUser(db);
    const secret = await buildFolio(db, { authorId: other.id, isPublic: false });
    const open = await buildFolio(db, { authorId: other.id, isPublic: true });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/libraries',
      headers,
      payload: { name: 'x', items: [{ itemType: 'folio', itemId: secret.id, idx: 0 }] },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe('No folio with this id');
    const good = await app.inject({
      method: 'POST',
      url: '/api/libraries',
      headers,
      payload: { name: 'x', items: [{ itemType: 'folio', itemId: open.id, idx: 0 }] },
    });
    expect(good.statusCode).toBe(201);
  });
});

describe('GET /api/libraries', () => {
  it('lists only the user’s libraries by position, with item counts and filters', async () => {
    const { user, headers } = await signedIn();
    const other = await buildUser(db);
    await buildLibrary(other.id, { name: 'Theirs', isPublic: true });
    const folio = await buildFolio(db, { authorId: user.id });
    const b = await buildLibrary(user.id, { name: 'B', position: 2, tags: ['art', 'red'] });
    const a = await buildLibrary(user.id, { name: 'A', position: 1, libraryType: 'asset' });
    const menu = await buildLibrary(user.id, { name: 'Menu', position: 0, websiteId: 'site-1' });
    await put(b.id, [{ itemId: folio.id, itemType: 'folio' }]);

    const all = await app.inject({ method: 'GET', url: '/api/libraries', headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    expect(all.json().items.map((l: { name: string }) => l.name)).toEqual(['A', 'B']);
    expect(all.json().items[1].itemCount).toBe(1);

    const q = async (qs: string) =>
      (await app.inject({ method: 'GET', url: `/api/libraries?${qs}`, headers })).json().items.map((l: { id: number }) => l.id);
    expect(await q('includeSiteMenus=true')).toEqual([menu.id, a.id, b.id]);
    expect(await q('websiteId=site-1')).toEqual([menu.id]);
    expect(await q('libraryType=asset')).toEqual([a.id]);
    expect(await q('itemType=folio')).toEqual([b.id]);
    expect(await q(`itemId=${folio.id}`)).toEqual([b.id]);
    expect(await q('tags=art&tags=red')).toEqual([b.id]);
    expect(await q('tags=blue')).toEqual([]);
    expect(await q('first=1&after=1')).toEqual([b.id]);
  });

  it('answers 401 without a token and 400 for a bad filter', async () => {
    const { headers } = await signedIn();
    expect((await app.inject({ method: 'GET', url: '/api/libraries' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/libraries?libraryType=shelf', headers })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/libraries?first=1000', headers })).statusCode).toBe(400);
  });
});

describe('GET /api/libraries/{id}', () => {
  it('answers the own library with item references, or with what they are when full', async () => {
    const { user, headers } = await signedIn();
    const folio = await buildFolio(db, { authorId: user.id, name: 'Folio one', tags: ['x'] });
    const asset = await buildAsset(user.id, { title: 'Asset one', blobId: null });
    const lib = await buildLibrary(user.id);
    await put(lib.id, [
      { itemId: asset.id, itemType: 'asset' },
      { itemId: folio.id, itemType: 'folio' },
    ]);
    const plain = await app.inject({ method: 'GET', url: `/api/libraries/${lib.id}`, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().items).toEqual([
      { itemId: asset.id, itemType: 'asset', idx: 0 },
      { itemId: folio.id, itemType: 'folio', idx: 1 },
    ]);
    const full = await app.inject({ method: 'GET', url: `/api/libraries/${lib.id}?full=true&includeSiteMenus=true`, headers });
    expect(full.json().items).toEqual([
      expect.objectContaining({ itemId: asset.id, title: 'Asset one', kind: 'image' }),
      expect.objectContaining({ itemId: folio.id, title: 'Folio one', kind: 'folio', tags: ['x'] }),
    ]);
    const editing = await app.inject({ method: 'GET', url: `/api/libraries/${lib.id}?forEditing=true`, headers });
    expect(editing.json()).toMatchObject({ canEdit: true, itemCount: 2 });
  });

  it('answers 404 for someone else’s private library and 403 forEditing their public one', async () => {
    const { headers } = await signedIn();
    const other = await buildUser(db);
    const secret = await buildLibrary(other.id);
    const open = await buildLibrary(other.id, { isPublic: true });
    expect((await app.inject({ method: 'GET', url: `/api/libraries/${secret.id}`, headers })).statusCode).toBe(404);
    const read = await app.inject({ method: 'GET', url: `/api/libraries/${open.id}?forFolio=true`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().canEdit).toBe(false);
    const edit = await app.inject({ method: 'GET', url: `/api/libraries/${open.id}?forEditing=true`, headers });
    expect(edit.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/libraries/${open.id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/libraries/abc', headers })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/libraries/999999', headers })).statusCode).toBe(404);
  });

  it('hides items the viewer may not see from a public library', async () => {
    const owner = await buildUser(db);
    const { headers } = await signedIn();
    const secret = await buildFolio(db, { authorId: owner.id, isPublic: false });
    const open = await buildFolio(db, { authorId: owner.id, isPublic: true });
    const lib = await buildLibrary(owner.id, { isPublic: true });
    await put(lib.id, [
      { itemId: secret.id, itemType: 'folio' },
      { itemId: open.id, itemType: 'folio' },
    ]);
    const res = await app.inject({ method: 'GET', url: `/api/libraries/${lib.id}/items`, headers });
    expect(res.json()).toMatchObject({ total: 1, items: [{ itemId: open.id, idx: 1 }] });
  });
});

describe('GET /api/libraries/{id}/items', () => {
  it('pages the items in order and leaves deleted folios out', async () => {
    const { user, headers } = await signedIn();
    const fs = await Promise.all([1, 2, 3, 4].map((n) => buildFolio(db, { authorId: user.id, name: `F${n}` })));
    const lib = await buildLibrary(user.id);
    await put(lib.id, fs.map((f) => ({ itemId: f.id, itemType: 'folio' as const })));
    await db.update(folios).set({ isDeleted: true }).where(eq(folios.id, fs[1]!.id));
    const res = await app.inject({ method: 'GET', url: `/api/libraries/${lib.id}/items?first=2&after=1`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().items.map((i: { title: string }) => i.title)).toEqual(['F3', 'F4']);
  });

  it('answers 404 for someone else’s private library', async () => {
    const { headers } = await signedIn();
    const lib = await buildLibrary((await buildUser(db)).id);
    expect((await app.inject({ method: 'GET', url: `/api/libraries/${lib.id}/items`, headers })).statusCode).toBe(404);
  });
});

describe('search libraries', () => {
  it('hold the owner’s folios and assets carrying all the library’s tags, and refuse stored items', async () => {
    const { user, headers } = await signedIn();
    const hit = await buildFolio(db, { authorId: user.id, name: 'Hit', tags: ['sea', 'blue'] });
    await buildFolio(db, { authorId: user.id, name: 'Miss', tags: ['sea'] });
    const asset = await buildAsset(user.id, { title: 'Wave', tags: ['blue', 'sea', 'x'] });
    await buildFolio(db, { tags: ['sea', 'blue'] }); // someone else's
    const created = await app.inject({ method: 'POST', url: '/api/libraries', headers, payload: { name: 'S', libraryType: 'search', tags: ['sea', 'blue'] } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const items = await app.inject({ method: 'GET', url: `/api/libraries/${id}/items`, headers });
    expect(items.json().items.map((i: { itemId: string; itemType: string }) => [i.itemType, i.itemId])).toEqual([
      ['folio', hit.id],
      ['asset', asset.id],
    ]);
    const list = await app.inject({ method: 'GET', url: '/api/libraries?libraryType=search', headers });
    expect(list.json().items[0].itemCount).toBe(2);
    const add = await app.inject({ method: 'POST', url: '/api/libraries/item', headers, payload: { libraryId: id, itemId: hit.id, itemType: 'folio' } });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toMatch(/search library/);
  });
});

describe('POST /api/libraries/item', () => {
  it('appends a folio and an asset the user may see', async () => {
    const { user, headers } = await signedIn();
    const lib = await buildLibrary(user.id);
    const folio = await buildFolio(db, { authorId: user.id });
    const asset = await buildAsset((await buildUser(db)).id, { isPublic: true });
    const a = await app.inject({ method: 'POST', url: '/api/libraries/item', headers, payload: { libraryId: lib.id, itemId: folio.id, itemType: 'folio' } });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toEqual({ libraryId: lib.id, itemId: folio.id, itemType: 'folio', idx: 0 });
    const b = await app.inject({ method: 'POST', url: '/api/libraries/item', headers, payload: { libraryId: lib.id, itemId: asset.id, itemType: 'asset' } });
    expect(b.json().idx).toBe(1);
    const again = await app.inject({ method: 'POST', url: '/api/libraries/item', headers, payload: { libraryId: lib.id, itemId: folio.id, itemType: 'folio' } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses someone else’s private folio or asset, an id of the wrong type, and a type the library does not hold', async () => {
    const { user, headers } = await signedIn();
    const other = await buildUser(db);
    const lib = await buildLibrary(user.id);
    const folioLib = await buildLibrary(user.id, { libraryType: 'folio' });
    const secretFolio = await buildFolio(db, { authorId: other.id });
    const secretAsset = await buildAsset(other.id);
    const mine = await buildFolio(db, { authorId: user.id });
    const myAsset = await buildAsset(user.id);
    const add = (payload: object) => app.inject({ method: 'POST', url: '/api/libraries/item', headers, payload });
    expect((await add({ libraryId: lib.id, itemId: secretFolio.id, itemType: 'folio' })).statusCode).toBe(404);
    expect((await add({ libraryId: lib.id, itemId: secretAsset.id, itemType: 'asset' })).json()).toEqual({
      error: 'Not Found',
      message: 'No asset with this id',
    });
    expect((await add({ libraryId: lib.id, itemId: mine.id, itemType: 'asset' })).statusCode).toBe(404);
    expect((await add({ libraryId: folioLib.id, itemId: myAsset.id, itemType: 'asset' })).statusCode).toBe(400);
    expect((await add({ libraryId: lib.id, itemId: 'not-a-uuid', itemType: 'folio' })).statusCode).toBe(400);
    expect((await add({ libraryId: lib.id, itemId: mine.id, itemType: 'page' })).statusCode).toBe(400);
    expect(await db.select().from(libraryItems).where(eq(libraryItems.libraryId, lib.id))).toEqual([]);
  });

  it('refuses someone else’s library: 404 when private, 403 when public', async () => {
    const { user, headers } = await signedIn();
    const other = await buildUser(db);
    const folio = await buildFolio(db, { authorId: user.id });
    const secret = await buildLibrary(other.id);
    const open = await buildLibrary(other.id, { isPublic: true });
    const add = (libraryId: number) =>
      app.inject({ method: 'POST', url: '/api/libraries/item', headers, payload: { libraryId, itemId: folio.id, itemType: 'folio' } });
    expect((await add(secret.id)).statusCode).toBe(404);
    expect((await add(open.id)).statusCode).toBe(403);
    const anon = await app.inject({ method: 'POST', url: '/api/libraries/item', payload: { libraryId: 9, itemId: folio.id, itemType: 'folio' } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PATCH /api/libraries/{id}', () => {
  it('renames, changes type and reorders items by idx', async () => {
    const { user, headers } = await signedIn();
    const [f1, f2, f3] = await Promise.all([1, 2, 3].map(() => buildFolio(db, { authorId: user.id })));
    const lib = await buildLibrary(user.id);
    await put(lib.id, [f1!, f2!, f3!].map((f) => ({ itemId: f.id, itemType: 'folio' as const })));
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/libraries/${lib.id}`,
      headers,
      payload: {
        id: lib.id,
        name: 'Renamed',
        libraryType: 'folio',
        isPublic: true,
        licenseOptions: [],
        items: [
          { itemType: 'folio', itemId: f3!.id, idx: 0 },
          { itemType: 'folio', itemId: f1!.id, idx: 1 },
          { itemType: 'folio', itemId: f2!.id, idx: 2 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', libraryType: 'folio', isPublic: true });
    expect(idsOf(res.json().items)).toEqual([f3!.id, f1!.id, f2!.id]);
  });

  it('keeps items already in the library even when the user can no longer see them', async () => {
    const { user, headers } = await signedIn();
    const other = await buildUser(db);
    const theirs = await buildFolio(db, { authorId: other.id, isPublic: false });
    const mine = await buildFolio(db, { authorId: user.id });
    const lib = await buildLibrary(user.id);
    await put(lib.id, [
      { itemId: theirs.id, itemType: 'folio' },
      { itemId: mine.id, itemType: 'folio' },
    ]);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/libraries/${lib.id}?`,
      headers,
      payload: {
        items: [
          { itemType: 'folio', itemId: mine.id, idx: 0 },
          { itemType: 'folio', itemId: theirs.id, idx: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json().items)).toEqual([mine.id, theirs.id]);
  });

  it('refuses duplicates, a private folio of someone else, a type change the items do not fit, and unknown keys', async () => {
    const { user, headers } = await signedIn();
    const folio = await buildFolio(db, { authorId: user.id });
    const secret = await buildFolio(db, { isPublic: false });
    const lib = await buildLibrary(user.id);
    await put(lib.id, [{ itemId: folio.id, itemType: 'folio' }]);
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: `/api/libraries/${lib.id}`, headers, payload });
    const twice = await patch({ items: [{ itemType: 'folio', itemId: folio.id, idx: 0 }, { itemType: 'folio', itemId: folio.id, idx: 1 }] });
    expect(twice.statusCode).toBe(400);
    expect((await patch({ items: [{ itemType: 'folio', itemId: folio.id, idx: -1 }] })).statusCode).toBe(400);
    expect((await patch({ items: [{ itemType: 'folio', itemId: secret.id, idx: 0 }] })).statusCode).toBe(404);
    expect((await patch({ libraryType: 'asset' })).statusCode).toBe(400);
    expect((await patch({ superAdmin: true })).statusCode).toBe(400);
    const stored = await db.select().from(libraryItems).where(eq(libraryItems.libraryId, lib.id));
    expect(stored.map((i) => i.itemId)).toEqual([folio.id]);
  });

  it('refuses someone else’s library and a request without a token', async () => {
    const { headers } = await signedIn();
    const other = await buildUser(db);
    const secret = await buildLibrary(other.id);
    const open = await buildLibrary(other.id, { isPublic: true });
    expect((await app.inject({ method: 'PATCH', url: `/api/libraries/${secret.id}`, headers, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PATCH', url: `/api/libraries/${open.id}`, headers, payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url: `/api/libraries/${open.id}`, payload: { name: 'x' } })).statusCode).toBe(401);
  });
});

describe('PATCH /api/libraries/positions', () => {
  it('moves the user’s libraries and answers every position', async () => {
    const { user, headers } = await signedIn();
    const a = await buildLibrary(user.id, { position: 0 });
    const b = await buildLibrary(user.id, { position: 1 });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/libraries/positions',
      headers,
      payload: { libraries: [{ id: a.id, position: 1 }, { id: b.id, position: 0 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ libraries: [{ id: b.id, position: 0 }, { id: a.id, position: 1 }] });
  });

  it('refuses bad positions, duplicates and someone else’s library, changing nothing', async () => {
    const { user, headers } = await signedIn();
    const a = await buildLibrary(user.id, { position: 0 });
    const theirs = await buildLibrary((await buildUser(db)).id, { position: 0, isPublic: true });
    const move = (payload: unknown) => app.inject({ method: 'PATCH', url: '/api/libraries/positions', headers, payload: payload as object });
    expect((await move({ libraries: [{ id: a.id, position: -1 }] })).statusCode).toBe(400);
    expect((await move({ libraries: [{ id: a.id, position: 1.5 }] })).statusCode).toBe(400);
    expect((await move({ libraries: [{ id: a.id, position: 'top' }] })).statusCode).toBe(400);
    expect((await move({ libraries: [] })).statusCode).toBe(400);
    expect((await move({ libraries: [{ id: a.id, position: 1 }, { id: a.id, position: 2 }] })).statusCode).toBe(400);
    expect((await move({ libraries: [{ id: a.id, position: 3 }, { id: theirs.id, position: 4 }] })).statusCode).toBe(403);
    expect((await move({ libraries: [{ id: 999999, position: 4 }] })).statusCode).toBe(404);
    const rows = await db.select().from(libraries).where(eq(libraries.id, a.id));
    expect(rows[0]!.position).toBe(0);
    expect((await app.inject({ method: 'PATCH', url: '/api/libraries/positions', payload: { libraries: [{ id: a.id, position: 1 }] } })).statusCode).toBe(401);
  });
});

describe('DELETE /api/libraries/{id} and /api/libraries/item/{libraryId}/{itemId}', () => {
  it('removes an item, moving the later ones up, then deletes the library but not its folios', async () => {
    const { user, headers } = await signedIn();
    const [f1, f2, f3] = await Promise.all([1, 2, 3].map(() => buildFolio(db, { authorId: user.id })));
    const lib = await buildLibrary(user.id);
    await put(lib.id, [f1!, f2!, f3!].map((f) => ({ itemId: f.id, itemType: 'folio' as const })));
    const rm = await app.inject({ method: 'DELETE', url: `/api/libraries/item/${lib.id}/${f1!.id}`, headers });
    expect(rm.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: `/api/libraries/${lib.id}`, headers });
    expect(after.json().items).toEqual([
      { itemId: f2!.id, itemType: 'folio', idx: 0 },
      { itemId: f3!.id, itemType: 'folio', idx: 1 },
    ]);
    expect((await app.inject({ method: 'DELETE', url: `/api/libraries/item/${lib.id}/${f1!.id}`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/libraries/${lib.id}`, headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/libraries/${lib.id}`, headers })).statusCode).toBe(404);
    expect(await db.select().from(libraryItems).where(eq(libraryItems.libraryId, lib.id))).toEqual([]);
    expect((await db.select().from(folios).where(eq(folios.id, f2!.id))).length).toBe(1);
  });

  it('refuses someone else’s library and requests without a token', async () => {
    const { headers } = await signedIn();
    const other = await buildUser(db);
    const folio = await buildFolio(db, { authorId: other.id, isPublic: true });
    const open = await buildLibrary(other.id, { isPublic: true });
    const secret = await buildLibrary(other.id);
    await put(open.id, [{ itemId: folio.id, itemType: 'folio' }]);
    expect((await app.inject({ method: 'DELETE', url: `/api/libraries/${open.id}`, headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/libraries/${secret.id}`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/libraries/item/${open.id}/${folio.id}`, headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/libraries/item/${open.id}/${folio.id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/libraries/${open.id}` })).statusCode).toBe(401);
    expect((await db.select().from(libraryItems).where(eq(libraryItems.libraryId, open.id))).length).toBe(1);
  });
});

describe('GET /api/libraries/items/tags', () => {
  it('answers the distinct tags of the items in the user’s libraries', async () => {
    const { user, headers } = await signedIn();
    const f = await buildFolio(db, { authorId: user.id, tags: ['b', 'a'] });
    const a = await buildAsset(user.id, { tags: ['c', 'a'] });
    const l1 = await buildLibrary(user.id);
    const l2 = await buildLibrary(user.id);
    await put(l1.id, [{ itemId: f.id, itemType: 'folio' }]);
    await put(l2.id, [{ itemId: a.id, itemType: 'asset' }]);
    const all = await app.inject({ method: 'GET', url: '/api/libraries/items/tags', headers });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual(['a', 'b', 'c']);
    const one = await app.inject({ method: 'GET', url: `/api/libraries/items/tags?libraryId=${l2.id}`, headers });
    expect(one.json()).toEqual(['a', 'c']);
    expect((await app.inject({ method: 'GET', url: '/api/libraries/items/tags' })).statusCode).toBe(401);
  });
});

describe('connections', () => {
  it('lists the folios showing the library as a menu and disconnects those the user may edit', async () => {
    const { user, headers } = await signedIn();
    const lib = await buildLibrary(user.id, { isPublic: true });
    const connect = async (authorId: string, isPublic: boolean) => {
      const f = await buildFolio(db, { authorId, isPublic });
      await db.update(folios).set({ root: { ...f.root, libraryId: String(lib.id), libraryMenuType: 'side' } }).where(eq(folios.id, f.id));
      return f;
    };
    const mine = await connect(user.id, false);
    const other = await buildUser(db);
    const theirsPublic = await connect(other.id, true);
    await connect(other.id, false); // not visible to the user
    const list = await app.inject({ method: 'GET', url: `/api/libraries/${lib.id}/connections`, headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ folioId: mine.id, libraryMenuType: 'side', canDisconnect: true }),
        expect.objectContaining({ folioId: theirsPublic.id, canDisconnect: false }),
      ]),
    );
    const res = await app.inject({ method: 'POST', url: `/api/libraries/${lib.id}/connections/disconnectAll`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ disconnected: 1 });
    const [row] = await db.select().from(folios).where(eq(folios.id, mine.id));
    expect(row!.root.libraryId).toBeNull();
    expect(row!.version).toBe(2);
    const [kept] = await db.select().from(folios).where(eq(folios.id, theirsPublic.id));
    expect(kept!.root.libraryId).toBe(String(lib.id));
  });

  it('refuses someone else’s library and requests without a token', async () => {
    const { headers } = await signedIn();
    const open = await buildLibrary((await buildUser(db)).id, { isPublic: true });
    expect((await app.inject({ method: 'GET', url: `/api/libraries/${open.id}/connections`, headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/libraries/${open.id}/connections/disconnectAll`, headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/libraries/${open.id}/connections` })).statusCode).toBe(401);
  });
});
