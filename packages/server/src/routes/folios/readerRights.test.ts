// Issue 26: collaborators and buyers see the page as visitors do — a chart and the files a page shows follow the
// rights of the folio (can(): visualization.read, blob.read through placedIn), and copies carry their charts.
import { Readable } from 'node:stream';
import type { Asset, FolioDocument } from '@folio/model';
import { add } from '@folio/model/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildAsset, buildFolio } from '../../../test/factories.ts';
import { folios, visualizations } from '../../db/schema.ts';
import { call, person, share, type Person } from '../shares/testing.ts';
import { checkout, offer, onboard, pay, testServerOf } from '../payments/testing.ts';
import { barRoot, formDoc, seedSubmissions, SIX } from '../visualizations/testing.ts';

const { app, db } = await createTestApp();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

interface Page {
  folioId: string;
  chartId: string;
  blobId: string;
}

/** A private folio of `owner` showing a private image and a chart (bar of colours) over six answers. */
async function pageWithChartAndImage(owner: Person): Promise<Page> {
  const asset = await buildAsset(db, { authorId: owner.user.id, isPublic: false, title: 'Photo', blob: { mimeType: 'image', mimeSubtype: 'png', kind: 'image', size: PNG.length } });
  await app.deps.blobs.put(asset.blobId!, Readable.from(PNG), { size: PNG.length, contentType: 'image/png' });
  const withImage = (doc: FolioDocument) => add(add(doc, 'c1', 'block', 'ab'), 'ab', 'asset-resource', 'ar', { url: `/blob/${asset.blobId}`, assetId: asset.id, name: 'Photo', alt: 'A photo' });
  const folio = await buildFolio(db, { authorId: owner.user.id, doc: withImage(formDoc(owner.user.id)), isPublic: false });
  const made = await call(app, owner, 'POST', `/api/visualizations/create/${folio.id}`, { root: barRoot() });
  expect(made.statusCode, made.body).toBe(201);
  const chartId = (made.json() as { id: string }).id;
  const doc = withImage(formDoc(owner.user.id, chartId));
  await db.update(folios).set({ nodes: doc.nodes }).where(eq(folios.id, folio.id));
  await seedSubmissions(db, folio.id, SIX);
  return { folioId: folio.id, chartId, blobId: asset.blobId! };
}

const chartOf = (who: Person, id: string) => call(app, who, 'GET', `/api/visualizations/${id}/chart`);
const filesOf = (who: Person, id: string) => call(app, who, 'GET', `/api/folios/${id}/files`);

/** The image's address as the reader's editor loads it, and whether that load succeeds (no token: the signature). */
async function imageLoads(who: Person, page: Pick<Page, 'folioId' | 'blobId'>): Promise<boolean> {
  const res = await filesOf(who, page.folioId);
  if (res.statusCode !== 200) return false;
  const item = (res.json() as { items: Asset[] }).items.find((a) => a.data.id === page.blobId);
  if (!item) return false;
  return (await app.inject({ method: 'GET', url: item.blobUrl })).statusCode === 200;
}

describe('a chart and an image on a shared page', () => {
  it('a sharee sees them as the page shows them; a stranger does not; revoking the share stops both', async () => {
    const owner = await person(db, 'Owner');
    const sharee = await person(db, 'Sharee');
    const stranger = await person(db, 'Stranger');
    const page = await pageWithChartAndImage(owner);
    const made = await share(app, owner, { itemType: 'folio', itemId: page.folioId, permitteeType: 'user', permitteeId: sharee.user.id });

    const chart = await chartOf(sharee, page.chartId);
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json()).toMatchObject({ copy: 'working', root: { widgetId: 'q', title: 'Colours' }, field: { widgetId: 'q', counts: { r: 2, g: 4, b: 1 } } });
    expect((await call(app, sharee, 'GET', `/api/visualizations/${page.chartId}?forEditing=true`)).statusCode).toBe(200);
    expect(await imageLoads(sharee, page)).toBe(true);
    // The plain address with the sharee's token answers too (blob.read through the page showing it).
    expect((await call(app, sharee, 'GET', `/blob/${page.blobId}`)).statusCode).toBe(200);

    expect((await chartOf(stranger, page.chartId)).statusCode).toBe(404);
    expect((await call(app, stranger, 'GET', `/api/visualizations/${page.chartId}?forEditing=true`)).statusCode).toBe(404);
    expect((await filesOf(stranger, page.folioId)).statusCode).toBe(404);
    expect((await call(app, stranger, 'GET', `/blob/${page.blobId}`)).statusCode).toBe(404);

    // The signed address the sharee was given stops with the share.
    const signed = ((await filesOf(sharee, page.folioId)).json() as { items: Asset[] }).items[0]!.blobUrl;
    expect((await call(app, owner, 'DELETE', `/api/shares/byId/${made.shares[0]!.id}`)).statusCode).toBe(200);
    expect((await chartOf(sharee, page.chartId)).statusCode).toBe(404);
    expect((await filesOf(sharee, page.folioId)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: signed })).statusCode).toBe(404);
    expect((await call(app, sharee, 'GET', `/blob/${page.blobId}`)).statusCode).toBe(404);
  });

  it('naming someone else’s private file in an own page opens nothing', async () => {
    const owner = await person(db, 'Owner');
    const thief = await person(db, 'Thief');
    const page = await pageWithChartAndImage(owner);
    const doc = add(add(formDoc(thief.user.id), 'c1', 'block', 'ab'), 'ab', 'asset-resource', 'ar', { url: `/blob/${page.blobId}`, name: 'Not mine' });
    const own = await buildFolio(db, { authorId: thief.user.id, doc, isPublic: false });
    expect(await imageLoads(thief, { folioId: own.id, blobId: page.blobId })).toBe(false);
    expect((await call(app, thief, 'GET', `/blob/${page.blobId}`)).statusCode).toBe(404);
  });

  it('several files at once: each is decided on its own, in one answer', async () => {
    const owner = await person(db, 'Owner');
    const sharee = await person(db, 'Sharee');
    const other = await person(db, 'Other');
    const page = await pageWithChartAndImage(owner);
    const second = await buildAsset(db, { authorId: owner.user.id, isPublic: false, title: 'Second', blob: { mimeType: 'image', mimeSubtype: 'png', kind: 'image', size: PNG.length } });
    const foreign = await buildAsset(db, { authorId: other.user.id, isPublic: false, title: 'Not theirs', blob: { mimeType: 'image', mimeSubtype: 'png', kind: 'image', size: PNG.length } });
    let doc = add(add(formDoc(owner.user.id, page.chartId), 'c1', 'block', 'ab'), 'ab', 'asset-resource', 'ar', { url: `/blob/${page.blobId}`, name: 'Photo', alt: 'A photo' });
    doc = add(add(doc, 'c1', 'block', 'ab2'), 'ab2', 'asset-resource', 'ar2', { url: `/blob/${second.blobId}`, assetId: second.id, name: 'Second', alt: 'Another photo' });
    doc = add(add(doc, 'c1', 'block', 'ab3'), 'ab3', 'asset-resource', 'ar3', { url: `/blob/${foreign.blobId}`, name: 'Foreign', alt: 'Someone else’s' });
    await db.update(folios).set({ nodes: doc.nodes }).where(eq(folios.id, page.folioId));
    await share(app, owner, { itemType: 'folio', itemId: page.folioId, permitteeType: 'user', permitteeId: sharee.user.id });

    const ids = async (who: Person) => ((await filesOf(who, page.folioId)).json() as { items: Asset[] }).items.map((a) => a.data.id).sort();
    expect(await ids(owner)).toEqual([page.blobId, second.blobId].sort());
    expect(await ids(sharee)).toEqual([page.blobId, second.blobId].sort());
  });
});

describe('copies carry their charts', () => {
  it('an own copy: the copy’s widget shows a chart of the copy with the same settings', async () => {
    const owner = await person(db, 'Owner');
    const page = await pageWithChartAndImage(owner);
    const copied = await call(app, owner, 'POST', `/api/folios/${page.folioId}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = copied.json() as { id: string; nodes: FolioDocument['nodes'] };
    const vw = copy.nodes['vw'] as { meta: { visualizationId: string | null } };
    expect(vw.meta.visualizationId).not.toBeNull();
    expect(vw.meta.visualizationId).not.toBe(page.chartId);
    const [row] = await db.select().from(visualizations).where(eq(visualizations.id, vw.meta.visualizationId!));
    expect(row).toMatchObject({ folioId: copy.id, authorId: owner.user.id, isPublished: false, root: { title: 'Colours', widgetId: 'q' } });
  });

  it('a bought copy: its buyer reads the chart it carries and the image it shows, after the seller made the page private', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    await onboard(app, seller);
    const page = await pageWithChartAndImage(seller);
    await db.update(folios).set({ isPublic: true, root: sql`${folios.root} || '{"isPublic": true}'::jsonb` }).where(eq(folios.id, page.folioId));
    expect((await call(app, seller, 'PATCH', `/api/folios/${page.folioId}/publish`)).statusCode).toBe(200);
    const option = await offer(app, seller, 'folio', page.folioId, { price: '9.00', licenseType: 'edit' });
    const { orderId, url } = await checkout(app, buyer, [{ type: 'folio', licenseOptionId: option }]);
    await pay(url);
    await testServerOf(app).deliveries.settled();
    const order = (await call(app, buyer, 'GET', `/api/orders/${orderId}`)).json() as { items: Array<{ grantedFolioId: string | null }> };
    const copyId = order.items[0]!.grantedFolioId!;
    // The seller's page goes private: its image is no longer anyone's but the seller's and the copy's readers'.
    await db.update(folios).set({ isPublic: false }).where(eq(folios.id, page.folioId));

    const copy = (await call(app, buyer, 'GET', `/api/folios/${copyId}?forEditing=true`)).json() as { nodes: FolioDocument['nodes'] };
    const carried = (copy.nodes['vw'] as { meta: { visualizationId: string } }).meta.visualizationId;
    expect(carried).not.toBe(page.chartId);
    const chart = await chartOf(buyer, carried);
    expect(chart.statusCode, chart.body).toBe(200);
    // The copy's chart counts the copy's own answers (none yet), with the seller's published settings.
    expect(chart.json()).toMatchObject({ root: { title: 'Colours', widgetId: 'q' }, field: { widgetId: 'q', answered: 0 } });
    expect((await chartOf(buyer, page.chartId)).statusCode).toBe(404);
    expect(await imageLoads(buyer, { folioId: copyId, blobId: page.blobId })).toBe(true);

    // A grant is only as good as its grantor: the refund takes the copy back, and with it the image and the chart.
    const signed = ((await filesOf(buyer, copyId)).json() as { items: Asset[] }).items[0]!.blobUrl;
    expect((await call(app, seller, 'POST', `/api/orders/${orderId}/refund`)).statusCode).toBe(200);
    await testServerOf(app).deliveries.settled();
    expect(await imageLoads(buyer, { folioId: copyId, blobId: page.blobId })).toBe(false);
    expect((await app.inject({ method: 'GET', url: signed })).statusCode).toBe(404);
    expect((await call(app, buyer, 'GET', `/blob/${page.blobId}`)).statusCode).toBe(404);
    expect((await chartOf(buyer, carried)).statusCode).toBe(404);
  });
});
