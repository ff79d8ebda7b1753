import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { folios } from '../../db/schema.ts';
import { add, sampleDoc } from './testing.ts';

const { app, db } = await createTestApp();

const FETCH_MODE = 'readOnly and forEditing are mutually exclusive, or one of them must be set';
const uniqueUrl = () => `f-${randomUUID().slice(0, 8)}`;

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(db, overrides);
  return { user, headers: bearer(await tokenFor(db, user.id)) };
}

describe('POST /api/folios', () => {
  it('creates version 1 with one empty page, the given name and the user’s default tags', async () => {
    const { user, headers } = await signedIn({ folioDefaultTags: ['art'] });
    const res = await app.inject({ method: 'POST', url: '/api/folios', headers, payload: { name: 'My folio' } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ version: 1, schemaVersion: 1, canEditContent: true, canEditSettings: true });
    expect(body.root).toMatchObject({ name: 'My folio', authorId: user.id, version: 1, tags: ['art'], isPublic: false });
    expect(body.root.pages).toHaveLength(1);
    expect(body.nodes[body.root.pages[0]]).toMatchObject({ kind: 'page', children: [] });
  });

  it('creates an untitled folio without a body', async () => {
    const { headers } = await signedIn();
    const res = await app.inject({ method: 'POST', url: '/api/folios', headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().root.name).toBe('Untitled folio');
  });

  it('answers 401 Authorized use only without a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/folios', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Authorized use only' });
  });

  it('rejects unknown keys with 400', async () => {
    const { headers } = await signedIn();
    const res = await app.inject({ method: 'POST', url: '/api/folios', headers, payload: { name: 'x', authorId: randomUUID() } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('authorId');
  });
});

describe('GET /api/folios/{id}', () => {
  it.each([
    ['neither mode', ''],
    ['both modes', '?readOnly=true&forEditing=true'],
    ['both modes false', '?readOnly=false&forEditing=false'],
  ])('answers 400 with the spec text for %s', async (_name, q) => {
    const { user, headers } = await signedIn();
    const folio = await buildFolio(db, { authorId: user.id });
    const res = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}${q}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: FETCH_MODE });
  });

  it('answers the own folio for editing, with the rights the licence gives', async () => {
    const { user, headers } = await signedIn();
    const folio = await buildFolio(db, { authorId: user.id, doc: sampleDoc(user.id), licenseDetails: { canEdit: false } });
    const res = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}?forEditing=true`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: folio.id, version: 1, canEditContent: false, canEditSettings: true });
    expect(res.json().nodes.r1).toMatchObject({ kind: 'text-resource', html: '<p>Hello</p>' });
  });

  it('migrates and backfills an old stored document on load', async () => {
    const { user, headers } = await signedIn();
    // schema 0: a block lists its resource in children; nodes miss their settings objects.
    const old = {
      root: { ...sampleDoc(user.id).root, pages: undefined },
      nodes: {
        p1: { id: 'p1', kind: 'page', name: 'P', children: ['t1'], design: { padding: '0' } },
        t1: { id: 't1', kind: 'tile', children: ['l1'] },
        l1: { id: 'l1', kind: 'layout', children: ['c1'] },
        c1: { id: 'c1', kind: 'column', children: ['b1'] },
        b1: { id: 'b1', kind: 'block', children: ['d1'] },
        d1: { id: 'd1', kind: 'date-widget', name: 'when' },
      },
    };
    const [row] = await db
      .insert(folios)
      .values({ authorId: user.id, name: 'Old', schemaVersion: 0, root: old.root as never, nodes: old.nodes as never })
      .returning();
    const res = await app.inject({ method: 'GET', url: `/api/folios/${row!.id}?readOnly=true`, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.schemaVersion).toBe(1);
    expect(body.root.pages).toEqual(['p1']);
    expect(body.nodes.b1).toMatchObject({ resource: 'd1', interactions: [] });
    expect(body.nodes.t1.interactions).toEqual([]);
    expect(body.nodes.d1).toMatchObject({ meta: { format: 'MM/DD/YYYY' }, state: { isSet: false } });
  });

  it('answers 404 for someone else’s private folio in either mode', async () => {
    const folio = await buildFolio(db);
    const { headers } = await signedIn();
    for (const q of ['readOnly=true', 'forEditing=true']) {
      const res = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}?${q}`, headers });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers someone else’s published public folio read-only without edit rights, and 403 for editing', async () => {
    const folio = await buildFolio(db, { isPublic: true });
    const author = bearer(await tokenFor(db, folio.authorId));
    expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: author })).statusCode).toBe(200);
    const { headers } = await signedIn();
    const read = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}?readOnly=true`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ canEditContent: false, canEditSettings: false });
    const edit = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}?forEditing=true`, headers });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Cannot modify this folio');
  });

  it.each(['not-a-uuid', randomUUID()])('answers 404 for the id %s', async (id) => {
    const { headers } = await signedIn();
    const res = await app.inject({ method: 'GET', url: `/api/folios/${id}?readOnly=true`, headers });
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 Authorized use only without a token', async () => {
    const folio = await buildFolio(db, { isPublic: true });
    const res = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}?readOnly=true` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authorized use only');
  });
});

describe('GET /api/folios', () => {
  it('lists the own live folios, most recently changed first, with paging and the total', async () => {
    const { user, headers } = await signedIn();
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(await buildFolio(db, { authorId: user.id, name: `F${i}`, updatedAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    }
    await buildFolio(db, { authorId: user.id, isDeleted: true });
    await buildFolio(db, { isPublic: true });
    const res = await app.inject({ method: 'GET', url: '/api/folios?first=2', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().items.map((f: { name: string }) => f.name)).toEqual(['F2', 'F1']);
    expect(res.json().items[0]).toEqual({
      id: made[2]!.id,
      name: 'F2',
      url: null,
      tags: [],
      isPublic: false,
      version: 1,
      pageCount: 1,
      updatedAt: '2026-01-03T00:00:00.000Z',
      createdAt: expect.any(String),
      authorId: user.id,
      authorName: user.displayName,
      isShared: false,
      licenseDetails: null,
    });
    const next = await app.inject({ method: 'GET', url: '/api/folios?first=2&after=2', headers });
    expect(next.json().items.map((f: { name: string }) => f.name)).toEqual(['F0']);
  });

  it('filters by every repeated tag', async () => {
    const { user, headers } = await signedIn();
    await buildFolio(db, { authorId: user.id, name: 'both', tags: ['a', 'b'] });
    await buildFolio(db, { authorId: user.id, name: 'only-a', tags: ['a'] });
    const one = await app.inject({ method: 'GET', url: '/api/folios?tag=a', headers });
    expect(one.json().total).toBe(2);
    const two = await app.inject({ method: 'GET', url: '/api/folios?tag=a&tag=b', headers });
    expect(two.json().items.map((f: { name: string }) => f.name)).toEqual(['both']);
  });

  it('answers empty sets for shared and purchased folios until those exist', async () => {
    const { user, headers } = await signedIn();
    await buildFolio(db, { authorId: user.id });
    for (const q of ['isShared=true', 'isPurchased=true', 'isOwned=false']) {
      const res = await app.inject({ method: 'GET', url: `/api/folios?${q}`, headers });
      expect(res.json(), q).toEqual({ items: [], total: 0 });
    }
    const owned = await app.inject({ method: 'GET', url: '/api/folios?isOwned=true&isShared=true', headers });
    expect(owned.json().total).toBe(1);
  });

  it.each(['first=0', 'first=101', 'after=-1', 'isOwned=maybe'])('rejects %s with 400', async (q) => {
    const { headers } = await signedIn();
    const res = await app.inject({ method: 'GET', url: `/api/folios?${q}`, headers });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/folios' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/folios/{id}', () => {
  it('hides the folio (soft delete) and frees its URL', async () => {
    const { user, headers } = await signedIn();
    const url = uniqueUrl();
    const folio = await buildFolio(db, { authorId: user.id, url, isPublic: true });
    const res = await app.inject({ method: 'DELETE', url: `/api/folios/${folio.id}`, headers });
    expect(res.statusCode).toBe(204);
    const [row] = await db.select().from(folios).where(eq(folios.id, folio.id));
    expect(row!.isDeleted).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api/folios/${folio.id}?readOnly=true`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/folios/${folio.id}`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/public/api/folios/check/url/${url}` })).json()).toBe(true);
  });

  it('answers 404 for someone else’s private folio and 403 for their public one, deleting neither', async () => {
    const { headers } = await signedIn();
    const hidden = await buildFolio(db);
    const shown = await buildFolio(db, { isPublic: true });
    expect((await app.inject({ method: 'DELETE', url: `/api/folios/${hidden.id}`, headers })).statusCode).toBe(404);
    const res = await app.inject({ method: 'DELETE', url: `/api/folios/${shown.id}`, headers });
    expect(res.statusCode).toBe(403);
    const rows = await db.select().from(folios).where(eq(folios.isDeleted, true));
    expect(rows.map((r) => r.id)).not.toContain(hidden.id);
    expect(rows.map((r) => r.id)).not.toContain(shown.id);
  });

  it('answers 401 without a token', async () => {
    const folio = await buildFolio(db);
    expect((await app.inject({ method: 'DELETE', url: `/api/folios/${folio.id}` })).statusCode).toBe(401);
  });
});

describe('POST /api/folios/{id}/copy', () => {
  it('makes a private version-1 copy without the URL, keeping the content', async () => {
    const { user, headers } = await signedIn();
    const folio = await buildFolio(db, { authorId: user.id, doc: sampleDoc(user.id), url: uniqueUrl(), isPublic: true });
    const res = await app.inject({ method: 'POST', url: `/api/folios/${folio.id}/copy`, headers });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(folio.id);
    expect(copy).toMatchObject({ version: 1, root: { name: 'Sample (copy)', url: null, isPublic: false, authorId: user.id, originalAuthorId: user.id } });
    expect(copy.nodes.r1).toMatchObject({ html: '<p>Hello</p>' });
  });

  it('answers 404 for someone else’s private folio and 403 for their public one', async () => {
    const { headers } = await signedIn();
    const hidden = await buildFolio(db);
    const shown = await buildFolio(db, { isPublic: true });
    expect((await app.inject({ method: 'POST', url: `/api/folios/${hidden.id}/copy`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/folios/${shown.id}/copy`, headers })).statusCode).toBe(403);
  });

  it('answers 404 for a deleted folio and 401 without a token', async () => {
    const { user, headers } = await signedIn();
    const folio = await buildFolio(db, { authorId: user.id, isDeleted: true });
    expect((await app.inject({ method: 'POST', url: `/api/folios/${folio.id}/copy`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/folios/${folio.id}/copy` })).statusCode).toBe(401);
  });
});

describe('folio URLs', () => {
  it('check/url answers true for a free valid url, false for a taken, invalid one; the folio’s own url counts as free', async () => {
    const url = uniqueUrl();
    const folio = await buildFolio(db, { url });
    const check = async (path: string) => (await app.inject({ method: 'GET', url: `/public/api/folios/check/url/${path}` })).json();
    expect(await check(uniqueUrl())).toBe(true);
    expect(await check(url)).toBe(false);
    expect(await check(`${url}?folioId=${folio.id}`)).toBe(true);
    expect(await check('Not%20Valid')).toBe(false);
    expect(await check('ab')).toBe(false);
    // The sites origin's own addresses are no folio's.
    expect(await check('oembed')).toBe(false);
    expect(await check('search')).toBe(false);
  });

  it('url/{url} answers the id of a public folio and 404 for a private or unknown one', async () => {
    const publicUrl = uniqueUrl();
    const privateUrl = uniqueUrl();
    const shown = await buildFolio(db, { url: publicUrl, isPublic: true });
    await buildFolio(db, { url: privateUrl });
    const found = await app.inject({ method: 'GET', url: `/public/api/folios/url/${publicUrl}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ id: shown.id });
    expect((await app.inject({ method: 'GET', url: `/public/api/folios/url/${privateUrl}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/public/api/folios/url/${uniqueUrl()}` })).statusCode).toBe(404);
  });
});

describe('GET /api/folios/myFoliosForDropDown', () => {
  it('answers the own live folios as {id, name} by name', async () => {
    const { user, headers } = await signedIn();
    const b = await buildFolio(db, { authorId: user.id, name: 'beta' });
    const a = await buildFolio(db, { authorId: user.id, name: 'Alpha' });
    await buildFolio(db, { authorId: user.id, name: 'gone', isDeleted: true });
    await buildFolio(db, { name: 'not mine' });
    const res = await app.inject({ method: 'GET', url: '/api/folios/myFoliosForDropDown', headers });
    expect(res.json()).toEqual([{ id: a.id, name: 'Alpha' }, { id: b.id, name: 'beta' }]);
  });
});

describe('GET /api/folios/{id}/widgets', () => {
  it('answers the widgets in page order with their labels', async () => {
    const { user, headers } = await signedIn();
    let doc = sampleDoc(user.id);
    doc = add(doc, 'b3', 'numeric-widget', 'n1', { name: 'age', label: { position: 'top', text: 'Age' } });
    doc = add(doc, 'b2', 'text-widget', 'w1', { name: 'email', label: { position: 'top', text: 'Email' } });
    const folio = await buildFolio(db, { authorId: user.id, doc });
    const res = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/widgets`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'w1', kind: 'text-widget', name: 'email', label: 'Email' },
      { id: 'n1', kind: 'numeric-widget', name: 'age', label: 'Age' },
    ]);
  });

  it('answers 404 for someone else’s private folio', async () => {
    const { headers } = await signedIn();
    const folio = await buildFolio(db);
    expect((await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/widgets`, headers })).statusCode).toBe(404);
  });
});

describe('POST /api/folios/fixClientIds', () => {
  it('replaces non-UUID ids with UUIDs and relinks every reference, in a new version', async () => {
    const { user, headers } = await signedIn();
    let doc = sampleDoc(user.id);
    doc = add(doc, 'b2', 'text-widget', 'w1');
    doc = add(doc, 'b3', 'button-widget', 'btn');
    const folio = await buildFolio(db, { authorId: user.id, doc });
    const res = await app.inject({ method: 'POST', url: '/api/folios/fixClientIds', headers, payload: { folioId: folio.id } });
    expect(res.statusCode).toBe(200);
    const { version, idMap } = res.json();
    expect(version).toBe(2);
    expect(Object.keys(idMap).sort()).toEqual(Object.keys(doc.nodes).sort());
    const after = (await app.inject({ method: 'GET', url: `/api/folios/${folio.id}?forEditing=true`, headers })).json();
    expect(after.root.pages).toEqual([idMap.p1]);
    expect(after.nodes[idMap.c1].children).toEqual([idMap.b1, idMap.b2]);
    expect(after.nodes[idMap.b1].resource).toBe(idMap.r1);
    expect(after.nodes[idMap.btn].meta.action.click.widgetIds).toEqual([idMap.w1]);
    const again = await app.inject({ method: 'POST', url: '/api/folios/fixClientIds', headers, payload: { folioId: folio.id } });
    expect(again.json()).toEqual({ version: 2, idMap: {} });
  });

  it('answers 401 Unauthorized access without a token and 404 for someone else’s folio', async () => {
    const folio = await buildFolio(db);
    const anon = await app.inject({ method: 'POST', url: '/api/folios/fixClientIds', payload: { folioId: folio.id } });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Unauthorized access');
    const { headers } = await signedIn();
    const other = await app.inject({ method: 'POST', url: '/api/folios/fixClientIds', headers, payload: { folioId: folio.id } });
    expect(other.statusCode).toBe(404);
  });
});
