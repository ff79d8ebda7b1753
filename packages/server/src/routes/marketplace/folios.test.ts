import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBlob } from '../../../test/factories.ts';
import { folioPublications, publishedBlobs } from '../../db/schema.ts';
import { createTestApp } from '../../../test/app.ts';
import { call, person, privateFolio, publicPublished, type Person } from '../shares/testing.ts';

const t = await createTestApp({ SITES_ORIGIN: 'http://sites.test' });
const { app, db } = t;

async function offer(owner: Person, itemType: string, itemId: string, root: Record<string, string | null>) {
  const id = (await call(app, owner, 'POST', '/api/licenseOptions?index=true', { itemType, itemId, root: {} })).body;
  expect((await call(app, owner, 'PATCH', `/api/licenseOptions/publish/${id}`, { root })).statusCode).toBe(200);
  return id;
}

const list = async (query = '') => {
  const res = await app.inject({ method: 'GET', url: `/public/api/marketplace/folios?first=100${query}` });
  if (res.statusCode !== 200) throw new Error(t.logs.filter((l) => l.includes('"level":50')).slice(-1)[0]?.slice(0, 1500));
  return res.json() as { items: Array<{ id: string; name: string; fromPrice: string; licenseTypes: string[]; itemType: string; coverUrl: string | null }>; total: number };
};

describe('GET /public/api/marketplace/folios', () => {
  it('lists public published items with published options, filtered by title, author, price, licences, purchasable and tags', async () => {
    const ada = await person(db, 'Ada Seller');
    const ben = await person(db, 'Ben Maker');
    const course = await publicPublished(app, db, ada, 'Pottery course');
    await db.execute(`update folios set tags = '{craft,clay}' where id = '${course.id}'`);
    await offer(ada, 'folio', course.id, { price: '25', licenseType: 'edit' });
    await offer(ada, 'folio', course.id, { price: '90', licenseType: 'resale' });
    const template = await publicPublished(app, db, ben, 'Free newsletter template');
    await offer(ben, 'folio', template.id, { price: '0', licenseType: 'personal' });
    const unpriced = await publicPublished(app, db, ben, 'Not for sale');
    await call(app, ben, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId: unpriced.id, root: { price: '5' } });
    const secret = await privateFolio(db, ben, 'Private plan');
    await offer(ben, 'folio', secret.id, { price: '5', licenseType: 'view' });

    const all = await list();
    const names = all.items.map((i) => i.name);
    expect(names).toContain('Pottery course');
    expect(names).toContain('Free newsletter template');
    expect(names).not.toContain('Not for sale');
    expect(names).not.toContain('Private plan');
    const pottery = all.items.find((i) => i.id === course.id)!;
    expect(pottery).toMatchObject({ fromPrice: '25.00', itemType: 'folio' });
    expect(pottery.licenseTypes.sort()).toEqual(['edit', 'resale']);

    const names_ = async (q: string) => (await list(q)).items.map((i) => i.name).filter((n) => n === 'Pottery course' || n === 'Free newsletter template');
    expect(await names_('&title=POTTERY')).toEqual(['Pottery course']);
    expect(await names_('&authorName=ben%20ma')).toEqual(['Free newsletter template']);
    expect(await names_('&price=10')).toEqual(['Free newsletter template']);
    expect(await names_('&licenses=resale')).toEqual(['Pottery course']);
    expect(await names_('&isPurchasable=false')).toEqual(['Free newsletter template']);
    expect(await names_('&isPurchasable=true')).toEqual(['Pottery course']);
    expect(await names_('&tags=clay&tags=craft')).toEqual(['Pottery course']);
    expect((await app.inject({ method: 'GET', url: '/public/api/marketplace/folios?price=cheap' })).statusCode).toBe(400);
    expect(JSON.stringify(all)).not.toContain('@');

    // Signed in: the same listing; libraries on request.
    const library = (await call(app, ada, 'POST', '/api/libraries', { name: 'Ceramics bundle', isPublic: true })).json() as { id: number };
    await offer(ada, 'library', String(library.id), { price: '40', licenseType: 'personal' });
    const withLibraries = (await call(app, ben, 'GET', '/api/marketplace/folios?includeLibraries=true&first=100')).json() as { items: Array<{ itemType: string; name: string; url: string }> };
    expect(withLibraries.items.find((i) => i.itemType === 'library')).toMatchObject({ name: 'Ceramics bundle', url: `http://sites.test/library/${library.id}` });
    expect((await list()).items.some((i) => i.itemType === 'library')).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/marketplace/folios' })).statusCode).toBe(401);
  });

  it('each card has a picture: the chosen cover, else an image of the published pages (its thumbnail), else none', async () => {
    const ada = await person(db, 'Cover Seller');
    const withImage = await publicPublished(app, db, ada, 'Covers: with an image');
    const chosen = await publicPublished(app, db, ada, 'Covers: chosen cover');
    const bare = await publicPublished(app, db, ada, 'Covers: text only');
    for (const f of [withImage, chosen, bare]) await offer(ada, 'folio', f.id, { price: '5', licenseType: 'edit' });
    const file = await buildBlob(db, { ownerId: ada.user.id, mimeSubtype: 'pdf', mimeType: 'application', kind: 'file' });
    const photo = await buildBlob(db, { ownerId: ada.user.id, thumbnailKey: 'thumb/x' });
    await db.insert(publishedBlobs).values([{ folioId: withImage.id, blobId: file.id }, { folioId: withImage.id, blobId: photo.id }, { folioId: chosen.id, blobId: photo.id }]);
    const picked = await buildBlob(db, { ownerId: ada.user.id });
    await db.update(folioPublications).set({ root: sql`jsonb_set(root, '{thumbnailUrl}', ${JSON.stringify(`/blob/${picked.id}`)}::jsonb)` }).where(eq(folioPublications.folioId, chosen.id));
    await db.update(folioPublications).set({ root: sql`jsonb_set(root, '{thumbnailUrl}', '"javascript:alert(1)"'::jsonb)` }).where(eq(folioPublications.folioId, bare.id));
    const { items } = await list('&title=Covers:');
    const cover = (id: string) => items.find((i) => i.id === id)?.coverUrl;
    expect(cover(withImage.id)).toBe(`/blob/${photo.id}/thumbnail`);
    expect(cover(chosen.id)).toBe(`/blob/${picked.id}`);
    expect(cover(bare.id)).toBeNull();
  });
});
