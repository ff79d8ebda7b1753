// Helpers for the payments tests: a seller onboarded through the Stripe test server's pages, items on offer, and
// paying on its pay page — the same HTTP a browser sends.
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { buildAsset } from '../../../test/factories.ts';
import { call, publicPublished, type Person } from '../shares/testing.ts';

export const testServerOf = (app: App) => {
  const server = app.payments.testServer;
  if (!server) throw new Error('these tests run against the Stripe test server');
  return server;
};

/** The seller asks for a link, opens it and submits the onboarding form; the `account.updated` event arrives. */
export async function onboard(app: App, seller: Person): Promise<void> {
  const link = await call(app, seller, 'GET', `/api/stripeConnectedAccounts/${seller.user.id}/generateAccountLink`);
  expect(link.statusCode, link.body).toBe(200);
  const page = await fetch(link.json().url as string);
  expect(page.status).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())![1]!;
  const sent = await fetch(new URL(action, link.json().url as string), { method: 'POST', body: new URLSearchParams({ business: 'Seller' }), redirect: 'manual' });
  expect(sent.status).toBe(303);
  await testServerOf(app).deliveries.settled();
}

export async function offer(app: App, owner: Person, itemType: 'folio' | 'asset', itemId: string, root: Record<string, string>): Promise<string> {
  const id = (await call(app, owner, 'POST', '/api/licenseOptions?index=true', { itemType, itemId, root: {} })).body;
  const published = await call(app, owner, 'PATCH', `/api/licenseOptions/publish/${id}`, { root });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

/** A public asset of `owner` whose file (bytes stored) is sold under a licence option. */
export async function assetOnSale(app: App, db: Db, owner: Person, price: string) {
  const asset = await buildAsset(db, { authorId: owner.user.id, isPublic: true, title: 'Photo pack', blob: { size: 5, mimeType: 'application', mimeSubtype: 'zip', kind: 'file' } });
  await app.deps.blobs.put(asset.blobId!, Readable.from(Buffer.from('hello')), { size: 5, contentType: 'application/zip' });
  const option = await offer(app, owner, 'asset', asset.id, { price, licenseType: 'personal' });
  return { asset, option };
}

export async function folioOnSale(app: App, db: Db, owner: Person, name: string, root: Record<string, string>) {
  const folio = await publicPublished(app, db, owner, name);
  return { folio, option: await offer(app, owner, 'folio', folio.id, root) };
}

/** Adds the options to the buyer's cart and checks them out: the pay page's address and the order id. */
export async function checkout(app: App, buyer: Person, options: Array<{ type: 'folio' | 'asset'; licenseOptionId: string }>) {
  const cart = await call(app, buyer, 'POST', '/api/products/cartItems/addMultiple', { items: options });
  expect(cart.statusCode, cart.body).toBe(200);
  const ids = (cart.json() as { items: Array<{ id: string; licenseOptionId: string }> }).items.filter((i) => options.some((o) => o.licenseOptionId === i.licenseOptionId)).map((i) => i.id);
  const res = await call(app, buyer, 'POST', '/api/products/checkout', { cartItemIds: ids });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orderId: string; url: string };
}

/** Presses "Pay" on the test server's page; answers where it sends the browser back to. */
export async function pay(url: string): Promise<string> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  return paid.headers.get('location')!;
}
