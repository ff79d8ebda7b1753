// The marketplace's listings kept in memory (issue 28): a repeated listing needs no database round trip, and every
// input of a listing — changed through another server's API or in the database directly — reaches a server that
// keeps listings for an hour through the change feed (migration 0043), so it never answers an old listing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildBlob } from '../../../test/factories.ts';
import { queriesDuring } from '../../../test/pages.ts';
import { call, person, publicPublished } from '../shares/testing.ts';

// Server A keeps listings for an hour: whatever it learns here, it learns from the feed.
const a = await createTestApp({ VISITOR_CACHE_SECONDS: '3600', SITES_ORIGIN: 'http://sites.test' });
const b = await createTestApp({ SITES_ORIGIN: 'http://sites.test' }, { databaseUrl: a.databaseUrl });
const { db } = a;

const seller = await person(db, 'Cache Seller');
const folio = await publicPublished(b.app, db, seller, 'Cachedlisting Pottery');
const optionId = (await call(b.app, seller, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId: folio.id, root: {} })).body;
const publishOption = async (price: string) =>
  expect((await call(b.app, seller, 'PATCH', `/api/licenseOptions/publish/${optionId}`, { root: { price, licenseType: 'edit' } })).statusCode).toBe(200);
await publishOption('5');

interface Listed {
  id: string;
  name: string;
  tags: string[];
  fromPrice: string;
  url: string;
  author: { displayName: string };
  coverUrl: string | null;
  publishedAt: string;
}

/** The listing of this test's items as server A answers it, after A has heard of every change committed so far. */
async function listedOnA(query = ''): Promise<{ items: Listed[]; total: number }> {
  await a.app.changes.sync();
  return listNow(query);
}
async function listNow(query = ''): Promise<{ items: Listed[]; total: number }> {
  const res = await a.app.inject({ method: 'GET', url: `/public/api/marketplace/folios?authorName=cache%20seller${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Listed[]; total: number };
}
const only = async (query = '') => (await listedOnA(query)).items.find((i) => i.id === folio.id);

describe('GET /public/api/marketplace/folios from memory', () => {
  it('answers a repeated listing without asking the database, and a new one by asking it', async () => {
    expect((await only())?.fromPrice).toBe('5.00');
    const { pool } = a.app.deps.database;
    expect(await queriesDuring(pool, () => listNow())).toBe(0);
    expect(await queriesDuring(pool, () => listNow('&first=3'))).toBeGreaterThan(0);
  });

  it('never answers the signed-in address from memory without a valid token', async () => {
    await listNow();
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const res = await a.app.inject({ method: 'GET', url: '/api/marketplace/folios?authorName=cache%20seller', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain(folio.id);
    }
    const signedIn = await a.app.inject({ method: 'GET', url: '/api/marketplace/folios?authorName=cache%20seller', headers: { authorization: `Bearer ${seller.token}` } });
    expect((signedIn.json() as { items: Listed[] }).items.map((i) => i.id)).toContain(folio.id);
  });

  it('shows a price changed through another server once that change has reached this one', async () => {
    expect((await only())?.fromPrice).toBe('5.00');
    await publishOption('9');
    expect((await only())?.fromPrice).toBe('9.00');
    await publishOption('5');
  });

  // Each change is made in the database, as an admin tool or another server's worker would; undone afterwards.
  const changes: Array<[string, string, () => Promise<unknown>, (item: Listed | undefined) => void, () => Promise<unknown>]> = [
    ['the folio renamed (title search)', '&title=cachedlisting', () => db.execute(sql`update folios set name = 'Renamed' where id = ${folio.id}`), (i) => expect(i).toBeUndefined(), () => db.execute(sql`update folios set name = 'Cachedlisting Pottery' where id = ${folio.id}`)],
    ['its tags', '', () => db.execute(sql`update folios set tags = '{cachetag}' where id = ${folio.id}`), (i) => expect(i?.tags).toEqual(['cachetag']), () => db.execute(sql`update folios set tags = '{}' where id = ${folio.id}`)],
    ['its licence (a shared copy may not be listed)', '', () => db.execute(sql`update folios set license_details = '{"copyShare":"share"}' where id = ${folio.id}`), (i) => expect(i).toBeUndefined(), () => db.execute(sql`update folios set license_details = null where id = ${folio.id}`)],
    ['made private', '', () => db.execute(sql`update folios set is_public = false where id = ${folio.id}`), (i) => expect(i).toBeUndefined(), () => db.execute(sql`update folios set is_public = true where id = ${folio.id}`)],
    ['deleted', '', () => db.execute(sql`update folios set is_deleted = true where id = ${folio.id}`), (i) => expect(i).toBeUndefined(), () => db.execute(sql`update folios set is_deleted = false where id = ${folio.id}`)],
    ['given an address', '', () => db.execute(sql`update folios set url = 'cached-listing' where id = ${folio.id}`), (i) => expect(i?.url).toBe('http://sites.test/cached-listing'), () => db.execute(sql`update folios set url = null where id = ${folio.id}`)],
    ['its author renamed', '', () => db.execute(sql`update users set display_name = 'Cache Seller Renamed' where id = ${seller.user.id}`), (i) => expect(i?.author.displayName).toBe('Cache Seller Renamed'), () => db.execute(sql`update users set display_name = 'Cache Seller' where id = ${seller.user.id}`)],
    ['its author deactivated', '', () => db.execute(sql`update users set is_active = false where id = ${seller.user.id}`), (i) => expect(i).toBeUndefined(), () => db.execute(sql`update users set is_active = true where id = ${seller.user.id}`)],
    ['its option ended yesterday', '', () => db.execute(sql`update license_options set published_end_date = '2000-01-01' where id = ${optionId}`), (i) => expect(i).toBeUndefined(), () => db.execute(sql`update license_options set published_end_date = null where id = ${optionId}`)],
    ['republished at another time', '', () => db.execute(sql`update folio_publications set published_at = published_at + interval '1 year' where folio_id = ${folio.id}`), (i) => expect(i?.publishedAt.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 1)), () => db.execute(sql`update folio_publications set published_at = published_at - interval '1 year' where folio_id = ${folio.id}`)],
  ];
  it.each(changes)('drops a kept listing when %s', async (_what, query, change, check, undo) => {
    const before = await only(query);
    expect(before).toBeDefined();
    await change();
    check(await only(query));
    await undo();
    expect(await only(query)).toEqual(before);
  });

  it('shows the cover its published pages gain, and its thumbnail once made', async () => {
    expect((await only())?.coverUrl).toBeNull();
    const blob = await buildBlob(db, { ownerId: seller.user.id });
    await db.execute(sql`insert into published_blobs (folio_id, blob_id) values (${folio.id}, ${blob.id})`);
    expect((await only())?.coverUrl).toBe(`/blob/${blob.id}`);
    await db.execute(sql`update blobs set thumbnail_key = 'thumbs/x.webp' where id = ${blob.id}`);
    expect((await only())?.coverUrl).toBe(`/blob/${blob.id}/thumbnail`);
  });

  it('counts a new item in the total at once', async () => {
    const { total } = await listedOnA();
    const second = await publicPublished(b.app, db, seller, 'Cachedlisting Second');
    const id = (await call(b.app, seller, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId: second.id, root: {} })).body;
    expect((await call(b.app, seller, 'PATCH', `/api/licenseOptions/publish/${id}`, { root: { price: '0', licenseType: 'edit' } })).statusCode).toBe(200);
    const after = await listedOnA();
    expect(after.total).toBe(total + 1);
    expect(after.items[0]?.id).toBe(second.id);
  });
});
