// Folio reads carry spec §3's "Also" fields, each as the reader may see it: GET /api/folios/{id} and the public view.
import { type FolioDocument } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildAsset, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { buildOption } from '../../../test/offers.ts';
import { libraries, visualizations } from '../../db/schema.ts';
import { add, sampleDoc } from './testing.ts';

const { app, db } = await createTestApp();

type Read = {
  isDeleted: boolean;
  hasBeenPurchased: boolean;
  licenseDetails: unknown;
  assets: Array<{ id: string; title: string; data: { url: string } }>;
  library: { id: number; name: string } | null;
  visualizations: Array<{ id: string; isPublished: boolean }>;
  licenseOptions: Array<{ id: string; root: { price: string; licenseType: string | null } }>;
};

async function read(url: string, token: string | null): Promise<Read> {
  const res = await app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Read;
}

/** A public, published folio of the seller's naming a public and a private asset, in a public library, with charts and options. */
async function sellersFolio() {
  const seller = await buildUser(db);
  const sellerToken = await tokenFor(db, seller.id);
  const shown = await buildAsset(db, { authorId: seller.id, isPublic: true, title: 'Shown' });
  const hidden = await buildAsset(db, { authorId: seller.id, isPublic: false, title: 'Hidden' });
  const [shelf] = await db.insert(libraries).values({ ownerId: seller.id, name: 'Shelf', isPublic: true }).returning();
  const [drawer] = await db.insert(libraries).values({ ownerId: seller.id, name: 'Drawer', isPublic: false }).returning();
  let doc: FolioDocument = sampleDoc(seller.id);
  doc = add(doc, 'b2', 'asset-resource', 'a1', { url: `/blob/${shown.blobId}`, assetId: shown.id, name: 'shown', alt: 'A shown picture' });
  doc = add(doc, 'b3', 'asset-resource', 'a2', { url: `/blob/${hidden.blobId}`, assetId: hidden.id, name: 'hidden', alt: 'A hidden picture' });
  const inShelf = { ...doc, root: { ...doc.root, isPublic: true, libraryId: String(shelf!.id) } };
  const folio = await buildFolio(db, { authorId: seller.id, isPublic: true, doc: inShelf });
  const inDrawer = await buildFolio(db, { authorId: seller.id, isPublic: true, doc: { ...doc, root: { ...doc.root, isPublic: true, libraryId: String(drawer!.id) } } });
  const [published, draft] = await db
    .insert(visualizations)
    .values([
      { folioId: folio.id, authorId: seller.id, root: {}, isPublished: true, createdAt: new Date(Date.now() - 2000) },
      { folioId: folio.id, authorId: seller.id, root: {}, isPublished: false, createdAt: new Date(Date.now() - 1000) },
    ])
    .returning();
  await db.insert(visualizations).values({ folioId: folio.id, authorId: seller.id, root: {}, isPublished: true, isDeleted: true });
  const option = await buildOption(db, { itemType: 'folio', itemId: folio.id, ownerId: seller.id, price: 1250, licenseType: 'view' });
  await buildOption(db, { itemType: 'folio', itemId: folio.id, ownerId: seller.id, price: 100, published: false, idx: 1 });
  await buildOption(db, { itemType: 'folio', itemId: folio.id, ownerId: seller.id, price: 100, endDate: '2001-01-01', idx: 2 });
  for (const f of [folio, inDrawer]) {
    const res = await app.inject({ method: 'PATCH', url: `/api/folios/${f.id}/publish`, headers: bearer(sellerToken) });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { seller, sellerToken, shown, hidden, shelf: shelf!, drawer: drawer!, folio, inDrawer, published: published!, draft: draft!, option };
}

describe('folio reads carry the §3 "Also" fields', () => {
  it('a reader of someone else’s public folio gets the public asset, the public library, the published chart and the live option', async () => {
    const s = await sellersFolio();
    const reader = await buildUser(db);
    const token = await tokenFor(db, reader.id);
    const expected = {
      isDeleted: false,
      hasBeenPurchased: false,
      licenseDetails: null,
      assets: [expect.objectContaining({ id: s.shown.id, title: 'Shown', data: expect.objectContaining({ url: `/blob/${s.shown.blobId}` }) })],
      library: { id: s.shelf.id, name: 'Shelf' },
      visualizations: [{ id: s.published.id, isPublished: true }],
      licenseOptions: [expect.objectContaining({ id: s.option, root: expect.objectContaining({ price: '12.50', licenseType: 'view' }) })],
    };
    expect(await read(`/api/folios/${s.folio.id}?readOnly=true`, token)).toMatchObject(expected);
    expect(await read(`/public/api/folios/${s.folio.id}/view`, null)).toMatchObject(expected);
    expect(await read(`/public/api/folios/${s.folio.id}/view`, token)).toMatchObject(expected);
    // A private library is not named to those who may not read it.
    expect((await read(`/api/folios/${s.inDrawer.id}?readOnly=true`, token)).library).toBeNull();
  });

  it('the owner gets every asset, chart and library of their folio', async () => {
    const s = await sellersFolio();
    const own = await read(`/api/folios/${s.folio.id}?forEditing=true`, s.sellerToken);
    expect(own.assets.map((a) => a.id)).toEqual([s.shown.id, s.hidden.id]);
    expect(own.visualizations).toEqual([
      { id: s.published.id, isPublished: true },
      { id: s.draft.id, isPublished: false },
    ]);
    expect(own.licenseOptions.map((o) => o.id)).toEqual([s.option]);
    expect((await read(`/api/folios/${s.inDrawer.id}?forEditing=true`, s.sellerToken)).library).toEqual({ id: s.drawer.id, name: 'Drawer' });
  });

  it('a buyer’s copy tells its owner it was bought and under which licence', async () => {
    const buyer = await buildUser(db);
    const token = await tokenFor(db, buyer.id);
    const licence = { canEdit: true, copyShare: 'copy' as const, folioSubmissions: true, folioShare: false, folioCopy: false, folioCopyTransfer: false };
    const copy = await buildFolio(db, { authorId: buyer.id, hasBeenPurchased: true, licenseDetails: licence });
    const body = await read(`/api/folios/${copy.id}?forEditing=true`, token);
    expect(body).toMatchObject({ isDeleted: false, hasBeenPurchased: true, licenseDetails: licence, licenseOptions: [], library: null, assets: [], visualizations: [] });
  });
});
