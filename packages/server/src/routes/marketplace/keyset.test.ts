// Keyset paging of the folio marketplace (issue 28): following nextCursor visits every listed item exactly once,
// newest publication first, with ties in published_at, with and without libraries; foreign cursors are a 400.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { followCursor } from '../../../test/pages.ts';
import { call, person, publicPublished } from '../shares/testing.ts';

const t = await createTestApp({ SITES_ORIGIN: 'http://sites.test' });
const { app, db } = t;

const seller = await person(db, 'Keyset Seller');
for (let i = 0; i < 7; i++) {
  const folio = await publicPublished(app, db, seller, `Listed ${i}`);
  const id = (await call(app, seller, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId: folio.id, root: {} })).body;
  expect((await call(app, seller, 'PATCH', `/api/licenseOptions/publish/${id}`, { root: { price: String(i), licenseType: 'edit' } })).statusCode).toBe(200);
  // Pairs published at the same instant: ties in the sort key.
  await db.execute(sql`update folio_publications set published_at = timestamptz '2030-01-01 00:00:00.000001' + ${Math.floor(i / 2)} * interval '1 second' where folio_id = ${folio.id}`);
}
const library = (await call(app, seller, 'POST', '/api/libraries', { name: 'Keyset bundle', isPublic: true })).json() as { id: number };
const libOption = (await call(app, seller, 'POST', '/api/licenseOptions?index=true', { itemType: 'library', itemId: String(library.id), root: {} })).body;
expect((await call(app, seller, 'PATCH', `/api/licenseOptions/publish/${libOption}`, { root: { price: '3', licenseType: 'edit' } })).statusCode).toBe(200);

const get = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/public/api/marketplace/folios?${query}` });
  return { status: res.statusCode, body: res.json() as { items: Array<{ id: string }>; total: number; totalIsEstimate: boolean; nextCursor: string | null; message?: string } };
};

const follow = (query: string, first: number) => followCursor((cursor) => get(`${query}&first=${first}${cursor}`));

describe('GET /public/api/marketplace/folios by keyset', () => {
  it.each(['authorName=keyset', 'authorName=keyset&includeLibraries=true', 'authorName=keyset&price=4'])('visits every item once, newest first, with ties (%s)', async (query) => {
    const whole = await get(`${query}&first=100`);
    expect(whole.body.nextCursor).toBeNull();
    expect(whole.body.totalIsEstimate).toBe(false);
    const want = whole.body.items.map((i) => i.id);
    expect(want.length).toBe(whole.body.total);
    expect(want.length).toBeGreaterThan(4);
    // Pages of 1–3 and of 6: the statement reads 11 rows for each, and a page of 6 ends within them.
    for (const first of [1, 2, 3, 6]) expect(await follow(query, first)).toEqual(want);
  });

  it('counts the total of a list longer than its page', async () => {
    const whole = await get('authorName=keyset&first=100');
    const paged = await get('authorName=keyset&first=2');
    expect(paged.body).toMatchObject({ total: whole.body.total, totalIsEstimate: false });
  });

  it('finds a title part in any case, taking % and _ as the characters they are', async () => {
    const odd = await publicPublished(app, db, seller, 'Keyset 50%_Off Sale');
    const id = (await call(app, seller, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId: odd.id, root: {} })).body;
    expect((await call(app, seller, 'PATCH', `/api/licenseOptions/publish/${id}`, { root: { price: '1', licenseType: 'edit' } })).statusCode).toBe(200);
    for (const title of ['50%_off', '50%25_OFF', 'keyset 50']) {
      const found = await get(`title=${title.includes('%25') ? title : encodeURIComponent(title)}&first=20`);
      expect(found.body.items.map((i) => i.id), title).toEqual([odd.id]);
    }
    for (const title of ['50_', '5%f', 'sale%']) expect((await get(`title=${encodeURIComponent(title)}`)).body.items, title).toEqual([]);
  });

  it('refuses a cursor of the list with libraries on the list without, and garbage, with a 400 naming cursor', async () => {
    const page = await get('authorName=keyset&includeLibraries=true&first=1');
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [page.body.nextCursor!, 'garbage!', b64({ s: 'newest', k: ['1', 'x\u0000'] }), b64({ s: 'newest', k: [null, null] })]) {
      const res = await get(`authorName=keyset&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.message).toMatch(/cursor/);
    }
  });
});
