// Libraries read isLicensed, licenseOptionRefs and marketplaceFolio from their live published licence options and
// the caller's purchases.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { buildOption, buildPaidOrder } from '../../../test/offers.ts';
import { libraries } from '../../db/schema.ts';

const { app, db } = await createTestApp();

async function buildLibrary(ownerId: string, overrides: Partial<typeof libraries.$inferInsert> = {}) {
  const [row] = await db.insert(libraries).values({ ownerId, name: 'Lib', ...overrides }).returning();
  return row!;
}

const fields = (body: { isLicensed: boolean; marketplaceFolio: boolean; licenseOptionRefs: string[] }) => ({
  isLicensed: body.isLicensed,
  marketplaceFolio: body.marketplaceFolio,
  licenseOptionRefs: body.licenseOptionRefs,
});

describe('libraries read their licences', () => {
  it('a library with a published option reads licensed and listed, with the option; ended, deleted and unpublished ones do not count', async () => {
    const owner = await buildUser(db);
    const headers = bearer(await tokenFor(db, owner.id));
    const offered = await buildLibrary(owner.id, { isPublic: true, position: 0 });
    const option = await buildOption(db, { itemType: 'library', itemId: String(offered.id), ownerId: owner.id, price: 500 });
    const privateOffered = await buildLibrary(owner.id, { isPublic: false, position: 1 });
    const privateOption = await buildOption(db, { itemType: 'library', itemId: String(privateOffered.id), ownerId: owner.id, price: 500 });
    const notOffered = await buildLibrary(owner.id, { isPublic: true, position: 2 });
    await buildOption(db, { itemType: 'library', itemId: String(notOffered.id), ownerId: owner.id, price: 500, published: false });
    await buildOption(db, { itemType: 'library', itemId: String(notOffered.id), ownerId: owner.id, price: 500, isDeleted: true });
    await buildOption(db, { itemType: 'library', itemId: String(notOffered.id), ownerId: owner.id, price: 500, endDate: '2001-01-01' });

    const list = await app.inject({ method: 'GET', url: '/api/libraries', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map(fields)).toEqual([
      { isLicensed: true, marketplaceFolio: true, licenseOptionRefs: [option] },
      { isLicensed: true, marketplaceFolio: false, licenseOptionRefs: [privateOption] },
      { isLicensed: false, marketplaceFolio: false, licenseOptionRefs: [] },
    ]);
    const one = await app.inject({ method: 'GET', url: `/api/libraries/${offered.id}`, headers });
    expect(fields(one.json())).toEqual({ isLicensed: true, marketplaceFolio: true, licenseOptionRefs: [option] });
    const visitor = await app.inject({ method: 'GET', url: `/public/api/libraries/${offered.id}` });
    expect(fields(visitor.json())).toEqual({ isLicensed: true, marketplaceFolio: true, licenseOptionRefs: [option] });
  });

  it('a library whose option was withdrawn after a sale reads licensed for its buyer only', async () => {
    const owner = await buildUser(db);
    const buyer = await buildUser(db);
    const other = await buildUser(db);
    const library = await buildLibrary(owner.id, { isPublic: true });
    const option = await buildOption(db, { itemType: 'library', itemId: String(library.id), ownerId: owner.id, price: 500, isDeleted: true });
    await buildPaidOrder(db, { buyerId: buyer.id, sellerId: owner.id, itemType: 'library', itemId: String(library.id), optionId: option, amount: 500 });
    const read = async (userId: string) =>
      fields((await app.inject({ method: 'GET', url: `/api/libraries/${library.id}`, headers: bearer(await tokenFor(db, userId)) })).json());
    expect(await read(buyer.id)).toEqual({ isLicensed: true, marketplaceFolio: false, licenseOptionRefs: [] });
    expect(await read(other.id)).toEqual({ isLicensed: false, marketplaceFolio: false, licenseOptionRefs: [] });
  });
});
