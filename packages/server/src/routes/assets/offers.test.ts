// An asset's price, isPurchasable and licenseOptionRefs come from its live published licence options, in every read.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildAsset, buildUser, tokenFor } from '../../../test/factories.ts';
import { buildOption, buildPaidOrder } from '../../../test/offers.ts';

const { app, db } = await createTestApp();

describe('assets read their licence options', () => {
  it('an asset with a published, already-sold 3.00 option reads price "3.00", purchasable, with that option, in lists and single reads', async () => {
    const seller = await buildUser(db);
    const buyer = await buildUser(db);
    const tag = `o-${randomUUID().slice(0, 8)}`;
    const asset = await buildAsset(db, { authorId: seller.id, isPublic: true, tags: [tag], price: 0 });
    const sold = await buildOption(db, { itemType: 'asset', itemId: asset.id, ownerId: seller.id, price: 300, idx: 1 });
    const dearer = await buildOption(db, { itemType: 'asset', itemId: asset.id, ownerId: seller.id, price: 900, idx: 0 });
    // Not offered: never published, deleted, ended.
    await buildOption(db, { itemType: 'asset', itemId: asset.id, ownerId: seller.id, price: 100, published: false, idx: 2 });
    await buildOption(db, { itemType: 'asset', itemId: asset.id, ownerId: seller.id, price: 50, isDeleted: true, idx: 3 });
    await buildOption(db, { itemType: 'asset', itemId: asset.id, ownerId: seller.id, price: 10, endDate: '2001-01-01', idx: 4 });
    await buildPaidOrder(db, { buyerId: buyer.id, sellerId: seller.id, itemType: 'asset', itemId: asset.id, optionId: sold, amount: 300 });
    const expected = { id: asset.id, price: '3.00', isPurchasable: true, licenseOptionRefs: [dearer, sold] };

    const sellerHeaders = bearer(await tokenFor(db, seller.id));
    const buyerHeaders = bearer(await tokenFor(db, buyer.id));
    const reads = [
      { url: '/api/assets', headers: sellerHeaders, list: true },
      { url: `/public/api/marketplace/assets?tag=${tag}`, headers: {}, list: true },
      { url: `/api/marketplace/assets?tag=${tag}`, headers: buyerHeaders, list: true },
      { url: `/api/assets?isPurchased=true`, headers: buyerHeaders, list: true },
      { url: `/api/assets/${asset.id}`, headers: buyerHeaders, list: false },
      { url: `/public/api/assets/${asset.id}`, headers: {}, list: false },
    ];
    for (const read of reads) {
      const res = await app.inject({ method: 'GET', url: read.url, headers: read.headers });
      expect(res.statusCode, read.url).toBe(200);
      const body = res.json();
      expect(read.list ? body.items : [body], read.url).toEqual([expect.objectContaining(expected)]);
    }
  });

  it('the marketplace filters on that price: price and isPurchasable agree with what the asset reads', async () => {
    const seller = await buildUser(db);
    const tag = `o-${randomUUID().slice(0, 8)}`;
    const offered = await buildAsset(db, { authorId: seller.id, isPublic: true, tags: [tag], price: 0 });
    await buildOption(db, { itemType: 'asset', itemId: offered.id, ownerId: seller.id, price: 300 });
    const free = await buildAsset(db, { authorId: seller.id, isPublic: true, tags: [tag], price: 0 });
    const get = async (q: string) =>
      (await app.inject({ method: 'GET', url: `/public/api/marketplace/assets?tag=${tag}&${q}` })).json().items.map((a: { id: string }) => a.id);
    expect(await get('isPurchasable=true')).toEqual([offered.id]);
    expect(await get('isPurchasable=false')).toEqual([free.id]);
    expect(await get('price=2')).toEqual([free.id]);
    expect(await get('price=3')).toEqual([free.id, offered.id]);
  });
});
