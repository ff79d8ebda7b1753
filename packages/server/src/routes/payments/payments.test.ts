import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { folios, mailMessages, orders } from '../../db/schema.ts';
import { call, person } from '../shares/testing.ts';
import { assetOnSale, checkout, folioOnSale, onboard, pay, testServerOf } from './testing.ts';

const { app, db } = await createTestApp();

const boughtCopies = (buyerId: string) => db.select().from(folios).where(and(eq(folios.authorId, buyerId), eq(folios.hasBeenPurchased, true)));

describe('payout accounts', () => {
  it('204 before onboarding; a link is single use (a second visit goes to the refresh URL); the flags come from Stripe', async () => {
    const seller = await person(db, 'Seller');
    expect((await call(app, seller, 'GET', `/api/stripeAccountInfo/${seller.user.id}`)).statusCode).toBe(204);
    const link = (await call(app, seller, 'GET', `/api/stripeConnectedAccounts/${seller.user.id}/generateAccountLink`)).json() as { url: string };
    expect((await fetch(link.url)).status).toBe(200);
    const again = await fetch(link.url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${app.deps.config.APP_ORIGIN}/sales?payouts=refresh`);
    // Returning without finishing: not enabled.
    expect((await call(app, seller, 'GET', `/api/stripeAccountInfo/${seller.user.id}`)).json()).toMatchObject({ chargesEnabled: false, detailsSubmitted: false, testMode: true });
    await onboard(app, seller);
    expect((await call(app, seller, 'GET', `/api/stripeAccountInfo/${seller.user.id}`)).json()).toMatchObject({ chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true });
    // One account however often a link is asked for.
    expect(testServerOf(app).accounts.size).toBeGreaterThanOrEqual(1);
    const accounts = [...testServerOf(app).accounts.values()].filter((a) => a.metadata.folioUserId === seller.user.id);
    expect(accounts).toHaveLength(1);
  });

  it('nobody reads or onboards another user’s payout account; guests are refused', async () => {
    const seller = await person(db, 'Seller');
    const other = await person(db, 'Other');
    await onboard(app, seller);
    expect((await call(app, other, 'GET', `/api/stripeAccountInfo/${seller.user.id}`)).statusCode).toBe(403);
    expect((await call(app, other, 'GET', `/api/stripeConnectedAccounts/${seller.user.id}/generateAccountLink`)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', `/api/stripeAccountInfo/${seller.user.id}`)).statusCode).toBe(401);
    expect((await call(app, null, 'GET', `/api/stripeConnectedAccounts/${seller.user.id}/generateAccountLink`)).statusCode).toBe(401);
  });
});

describe('checkout and fulfilment', () => {
  it('a buyer pays one seller for a folio and an asset: copy with the licence, the file opens, receipts go out, the cart empties', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    await onboard(app, seller);
    const { folio, option: folioOption } = await folioOnSale(app, db, seller, 'Course', { price: '20', taxPercentage: '13', licenseType: 'personal' });
    const { asset, option: assetOption } = await assetOnSale(app, db, seller, '5');
    // Before buying, the sold file is closed to the buyer (404, as for any file one may not read).
    expect((await call(app, buyer, 'GET', `/blob/${asset.blobId}`)).statusCode).toBe(404);

    const { orderId, url } = await checkout(app, buyer, [
      { type: 'folio', licenseOptionId: folioOption },
      { type: 'asset', licenseOptionId: assetOption },
    ]);
    expect(url).toContain(testServerOf(app).origin);
    const session = [...testServerOf(app).sessions.values()].find((s) => s.client_reference_id === orderId)!;
    // 22.60 + 5.00, 10 % to the platform, the rest to the seller's connected account.
    expect(session.amount_total).toBe(2760);
    expect(session.paymentIntentData).toMatchObject({ applicationFee: 276, destination: expect.stringMatching(/^acct_/) });

    const back = await pay(url);
    expect(back).toBe(`${app.deps.config.APP_ORIGIN}/purchases/orders/${orderId}?session_id=${session.id}`);
    await testServerOf(app).deliveries.settled();

    const order = (await call(app, buyer, 'GET', `/api/orders/${orderId}`)).json();
    expect(order).toMatchObject({ status: 'paid', total: '27.60', fee: '2.76', seller: { id: seller.user.id } });
    const copies = await boughtCopies(buyer.user.id);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ name: 'Course', isPublic: false, licenseDetails: expect.objectContaining({ canEdit: false, copyShare: 'copy', folioSubmissions: true }) });
    expect(order.items.find((i: { itemType: string }) => i.itemType === 'folio').grantedFolioId).toBe(copies[0]!.id);
    // The personal licence: settings yes, content no.
    const edit = await call(app, buyer, 'PATCH', `/api/folios/${copies[0]!.id}`, { root: { name: 'Mine' }, editContent: true });
    expect([403, 400]).toContain(edit.statusCode);

    const file = await call(app, buyer, 'GET', `/blob/${asset.blobId}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('hello');
    expect((await call(app, null, 'GET', `/blob/${asset.blobId}`)).statusCode).not.toBe(200);
    // The assets screen's Purchased tab lists it, with a signed address for its file.
    const bought = (await call(app, buyer, 'GET', '/api/assets?isPurchased=true')).json();
    expect(bought.items).toEqual([expect.objectContaining({ id: asset.id, isPurchased: true, blobUrlShort: expect.stringContaining('sig=') })]);
    expect((await call(app, buyer, 'GET', '/api/marketplace/assets?isPurchasable=true&first=100')).json().items.map((a: { id: string }) => a.id)).toContain(asset.id);
    expect((await call(app, await person(db, 'Stranger'), 'GET', `/blob/${asset.blobId}`)).statusCode).toBe(404);

    expect(((await call(app, buyer, 'GET', '/api/products/cartItems')).json() as { items: unknown[] }).items).toHaveLength(0);
    const receipts = await db.select().from(mailMessages).where(eq(mailMessages.to, buyer.user.email));
    expect(receipts.filter((m) => m.subject.startsWith('Your Folio receipt'))).toHaveLength(1);
    const sale = await db.select().from(mailMessages).where(eq(mailMessages.to, seller.user.email));
    expect(sale.filter((m) => m.subject.startsWith('New sale'))).toHaveLength(1);

    // The seller sees the purchases and the revenue; the buyer sees them in Purchased.
    const purchases = (await call(app, seller, 'GET', `/api/folios/${folio.id}/purchases`)).json();
    expect(purchases).toMatchObject({ total: 1, items: [{ buyer: { id: buyer.user.id }, amount: '22.60', status: 'paid' }] });
    expect((await call(app, seller, 'GET', `/api/assets/${asset.id}/purchases`)).json()).toMatchObject({ total: 1 });
    expect((await call(app, buyer, 'GET', `/api/folios/${folio.id}/purchases`)).statusCode).toBe(403);
    expect((await call(app, buyer, 'GET', '/api/purchases')).json()).toMatchObject({ total: 2 });
    expect((await call(app, buyer, 'GET', '/api/purchases?itemType=asset')).json()).toMatchObject({ total: 1, items: [{ itemName: 'Photo pack' }] });
    const sales = (await call(app, seller, 'GET', '/api/sales')).json();
    expect(sales.revenue).toEqual([{ currency: 'CAD', gross: '27.60', fees: '2.76', net: '24.84', orders: 1 }]);
    expect(sales.perItem).toHaveLength(2);
    expect((await call(app, seller, 'GET', '/api/sales/orders')).json()).toMatchObject({ total: 2 });
  });

  it('the seller refunds: the copy is taken back, the file closes again (its signed address at once), the order reads refunded', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    await onboard(app, seller);
    const { option: folioOption } = await folioOnSale(app, db, seller, 'Guide', { price: '10', licenseType: 'edit' });
    const { asset, option: assetOption } = await assetOnSale(app, db, seller, '3');
    const { orderId, url } = await checkout(app, buyer, [
      { type: 'folio', licenseOptionId: folioOption },
      { type: 'asset', licenseOptionId: assetOption },
    ]);
    await pay(url);
    await testServerOf(app).deliveries.settled();
    expect(await boughtCopies(buyer.user.id)).toHaveLength(1);
    // The bought file's address, signed for the buyer, opens it without a token while the purchase holds.
    const fileUrl = ((await call(app, buyer, 'GET', '/api/assets?isPurchased=true')).json() as { items: Array<{ id: string; blobUrlShort: string }> }).items.find((a) => a.id === asset.id)!.blobUrlShort;
    expect(new URL(fileUrl, 'http://x').searchParams.get('u')).toBe(buyer.user.id);
    expect((await call(app, null, 'GET', fileUrl)).statusCode).toBe(200);
    expect((await call(app, buyer, 'POST', `/api/orders/${orderId}/refund`)).statusCode).toBe(403);
    const refunded = await call(app, seller, 'POST', `/api/orders/${orderId}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded' });
    await testServerOf(app).deliveries.settled();
    expect((await boughtCopies(buyer.user.id))[0]!.isDeleted).toBe(true);
    expect((await call(app, buyer, 'GET', `/blob/${asset.blobId}`)).statusCode).toBe(404);
    // Its signed address too, at once.
    expect((await call(app, null, 'GET', fileUrl)).statusCode).toBe(404);
    expect([...testServerOf(app).refunds.values()].filter((r) => r.metadata.orderId === orderId)).toHaveLength(1);
    // Twice is once.
    expect((await call(app, seller, 'POST', `/api/orders/${orderId}/refund`)).json()).toMatchObject({ status: 'refunded' });
    expect([...testServerOf(app).refunds.values()].filter((r) => r.metadata.orderId === orderId)).toHaveLength(1);
  });

  it('refuses: items of two sellers at once, a seller who cannot take payments, someone else’s order', async () => {
    const a = await person(db, 'A');
    const b = await person(db, 'B');
    const buyer = await person(db, 'Buyer');
    await onboard(app, a);
    const fa = await folioOnSale(app, db, a, 'From A', { price: '10', licenseType: 'edit' });
    const fb = await folioOnSale(app, db, b, 'From B', { price: '10', licenseType: 'edit' });
    const cart = (await call(app, buyer, 'POST', '/api/products/cartItems/addMultiple', { items: [{ type: 'folio', licenseOptionId: fa.option }, { type: 'folio', licenseOptionId: fb.option }] })).json() as { items: Array<{ id: string; itemName: string }> };
    const both = await call(app, buyer, 'POST', '/api/products/checkout', { cartItemIds: cart.items.map((i) => i.id) });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/paid separately/);
    const fromB = await call(app, buyer, 'POST', '/api/products/checkout', { cartItemIds: [cart.items.find((i) => i.itemName === 'From B')!.id] });
    expect(fromB.statusCode).toBe(409);
    expect(fromB.json().message).toBe('The seller cannot take payments yet; try again later');
    expect((await call(app, buyer, 'POST', '/api/products/checkout', { cartItemIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(400);
    expect((await call(app, null, 'POST', '/api/products/checkout', { cartItemIds: [cart.items[0]!.id] })).statusCode).toBe(401);
    const { orderId } = (await call(app, buyer, 'POST', '/api/products/checkout', { cartItemIds: [cart.items.find((i) => i.itemName === 'From A')!.id] })).json();
    expect((await call(app, b, 'GET', `/api/orders/${orderId}`)).statusCode).toBe(404);
    expect((await call(app, a, 'GET', `/api/orders/${orderId}`)).statusCode).toBe(200);
    expect((await call(app, b, 'POST', `/api/orders/${orderId}/complete`)).statusCode).toBe(404);
    expect((await call(app, buyer, 'GET', '/api/orders/not-an-id')).statusCode).toBe(404);
  });

  it('a free option is fulfilled at once without Stripe; an account type bought runs for a year', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    const { option } = await folioOnSale(app, db, seller, 'Freebie', { price: '0', licenseType: 'edit' });
    const free = await checkout(app, buyer, [{ type: 'folio', licenseOptionId: option }]);
    expect(free.url).toBe(`${app.deps.config.APP_ORIGIN}/purchases/orders/${free.orderId}`);
    expect((await call(app, buyer, 'GET', `/api/orders/${free.orderId}`)).json()).toMatchObject({ status: 'paid', total: '0' });

    const cart = (await call(app, buyer, 'POST', '/api/products/cartItems/add', { type: 'accountLicense', accountTypeId: 2 })).json() as { items: Array<{ id: string; type: string }> };
    const res = (await call(app, buyer, 'POST', '/api/products/checkout', { cartItemIds: [cart.items.find((i) => i.type === 'accountLicense')!.id] })).json();
    const session = [...testServerOf(app).sessions.values()].find((s) => s.client_reference_id === res.orderId)!;
    expect(session.paymentIntentData.destination).toBeNull();
    await pay(res.url);
    await testServerOf(app).deliveries.settled();
    const licences = (await call(app, buyer, 'GET', '/api/users/me/licenses')).json();
    expect(licences).toEqual([expect.objectContaining({ accountTypeId: 2, accountTypeName: 'Creator', active: true })]);
    const licence = (await call(app, null, 'GET', `/public/api/users/license/${licences[0].id}`)).json();
    expect(licence.endsOn > licence.startsOn).toBe(true);
    const renewal = (await call(app, buyer, 'GET', `/api/users/licenseRenewal/${buyer.user.id}`)).json();
    expect(renewal).toMatchObject({ accountTypeName: 'Creator', price: '120.00' });
    expect(renewal.startsOn > licence.endsOn).toBe(true);
    expect((await call(app, seller, 'GET', `/api/users/licenseRenewal/${buyer.user.id}`)).statusCode).toBe(403);
    // The type in effect follows the licence: the session says Creator, and so does the storage limit.
    const login = await app.inject({ method: 'POST', url: '/public/api/login', payload: { username: buyer.user.email, password: buyer.user.password } });
    expect(login.json()).toMatchObject({ accountType: 2 });
    const limit = (await call(app, buyer, 'GET', '/api/users/check/storageLimit?fileSize=1')).json();
    expect(JSON.stringify(limit)).toContain(String(50 * 1024 ** 3));
  });

  it('a failing Stripe call is retried with the same idempotency key: one session', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    await onboard(app, seller);
    const { option } = await folioOnSale(app, db, seller, 'Retry', { price: '10', licenseType: 'edit' });
    const server = testServerOf(app);
    const before = server.sessions.size;
    server.failNext({ method: 'POST', path: '/v1/checkout/sessions', times: 1, when: 'after' });
    const { orderId } = await checkout(app, buyer, [{ type: 'folio', licenseOptionId: option }]);
    expect(server.sessions.size).toBe(before + 1);
    const calls = server.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.idempotencyKey === `folio-checkout-${orderId}`);
    expect(calls.map((c) => c.status)).toEqual([500, 200]);
    // A Stripe that stays down: 503, nothing charged, the order canceled.
    server.failNext({ method: 'POST', path: '/v1/checkout/sessions', times: 5, when: 'before' });
    const { option: second } = await folioOnSale(app, db, seller, 'Down', { price: '10', licenseType: 'edit' });
    const cart = (await call(app, buyer, 'POST', '/api/products/cartItems/add', { type: 'folio', licenseOptionId: second })).json() as { items: Array<{ id: string; itemName: string }> };
    const down = await call(app, buyer, 'POST', '/api/products/checkout', { cartItemIds: [cart.items.find((i) => i.itemName === 'Down')!.id] });
    expect(down.statusCode).toBe(503);
    const [last] = await db.select().from(orders).where(eq(orders.buyerId, buyer.user.id)).orderBy(sql`created_at desc`).limit(1);
    expect(last!.status).toBe('canceled');
    server.failNext({ method: 'POST', path: '/v1/checkout/sessions', times: 0, when: 'before' });
  });
});

