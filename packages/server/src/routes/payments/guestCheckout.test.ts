// Buying without an account (issue 25): the product page on the sites origin, the guest's checkout through the
// Stripe test server, the receipt's claim link, refunds before a claim, and the Download of a bought file.
import { Readable } from 'node:stream';
import { CLAIM_LINK_EXPIRED, LICENSE_TYPE_INFO } from '@folio/model';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildAsset, buildUser, tokenFor } from '../../../test/factories.ts';
import { folios, guestOrders, licenseOptions, mailMessages, orders } from '../../db/schema.ts';
import { call, person, type Person } from '../shares/testing.ts';
import { folioOnSale, offer, onboard, pay, testServerOf } from './testing.ts';

const { app, db, config } = await createTestApp({ SITES_ORIGIN: 'http://sites.test', GUEST_CHECKOUT_RATE_LIMIT: '1000' });
const SITES = { host: 'sites.test' };
const visit = (url: string) => app.inject({ method: 'GET', url, headers: SITES });
let ipCount = 0;
/** The Buy form as a browser posts it, from its own address (the rate limit counts per address). */
const buy = (optionId: string, email: string, ip = `10.9.0.${++ipCount % 250}`) =>
  app.inject({ method: 'POST', url: `/buy/${optionId}`, headers: { ...SITES, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ email }).toString(), remoteAddress: ip });

const guestEmail = () => `guest-${Math.random().toString(36).slice(2, 10)}@example.test`;

async function claimLink(to: string): Promise<string> {
  const [mail] = await db.select().from(mailMessages).where(and(eq(mailMessages.to, to), sql`${mailMessages.subject} like 'Your Folio receipt%'`));
  expect(mail, `a receipt to ${to}`).toBeDefined();
  const m = new RegExp(`${config.APP_ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/claim/([A-Za-z0-9_-]{20,})`).exec(mail!.text);
  expect(m, mail!.text).not.toBeNull();
  return m![1]!;
}

/** A guest pays for the option through the pay page; answers the order id and the receipt's claim token. */
async function guestBuys(optionId: string, email: string): Promise<{ orderId: string; token: string }> {
  const started = await buy(optionId, email);
  expect(started.statusCode, started.body).toBe(303);
  const url = started.headers.location as string;
  expect(url.startsWith(testServerOf(app).origin)).toBe(true);
  const back = await pay(url);
  await testServerOf(app).deliveries.settled();
  const thanks = new URL(back);
  expect(`${thanks.origin}${thanks.pathname}`).toBe(`${config.SITES_ORIGIN}/buy/${optionId}/thanks`);
  const orderId = thanks.searchParams.get('order')!;
  const page = await visit(`${thanks.pathname}${thanks.search}`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Thank you for your purchase');
  return { orderId, token: await claimLink(email.toLowerCase()) };
}

async function withEmail(email: string): Promise<Person> {
  const user = await buildUser(db, { email, displayName: 'Guest Who Came Back' });
  return { user, token: await tokenFor(db, user.id) };
}

describe('the product page on the sites origin', () => {
  it('shows the item, its author, what the licence allows, the price with tax and a Buy form; only on the sites origin', async () => {
    const seller = await person(db, 'Mira Seller');
    const { option } = await folioOnSale(app, db, seller, 'Garden <planner>', { price: '20', taxPercentage: '13', licenseType: 'edit' });
    const res = await visit(`/buy/${option}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Garden &lt;planner&gt;</h1>');
    expect(res.body).toContain('By Mira Seller');
    for (const phrase of ['keep your own copy', 'edit its content and settings', 'collect submissions with it']) expect(res.body).toContain(phrase);
    expect(res.body).toContain('CA$22.60');
    expect(res.body).toContain('CA$2.60 tax (13 %)');
    expect(res.body).toMatch(/<form class="fo-buy" method="post" action="\/buy\/[0-9a-f-]{36}"/);
    expect(res.body).toContain('<label for="buy-email">Your email address</label>');
    expect(res.body).toContain('Buy for CA$22.60');
    expect(res.headers['content-security-policy']).toContain(`form-action 'self' ${testServerOf(app).origin}`);
    // The app origin has no such page.
    expect((await app.inject({ method: 'GET', url: `/buy/${option}` })).body).not.toContain('Garden');
  });

  it('a public library on sale has its page too; a private one does not', async () => {
    const seller = await person(db, 'Lib Seller');
    const library = (await call(app, seller, 'POST', '/api/libraries', { name: 'Pattern library', isPublic: true })).json() as { id: number };
    const id = (await call(app, seller, 'POST', '/api/licenseOptions?index=true', { itemType: 'library', itemId: String(library.id), root: {} })).body;
    expect((await call(app, seller, 'PATCH', `/api/licenseOptions/publish/${id}`, { root: { price: '7', licenseType: 'view' } })).statusCode).toBe(200);
    const res = await visit(`/buy/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('<h1>Pattern library</h1>');
    expect(res.body).toContain('open the library and what it holds in your account');
    expect((await call(app, seller, 'PATCH', `/api/libraries/${library.id}`, { isPublic: false })).statusCode).toBeLessThan(300);
    expect((await visit(`/buy/${id}`)).statusCode).toBe(404);
  });

  it('an asset on sale shows its preview picture', async () => {
    const seller = await person(db, 'Pic Seller');
    const asset = await buildAsset(db, { authorId: seller.user.id, isPublic: true, title: 'Sunset photo', blob: { thumbnailKey: 'thumb-key', mimeType: 'image', mimeSubtype: 'png', kind: 'image' } });
    const option = await offer(app, seller, 'asset', asset.id, { price: '4', licenseType: 'personal' });
    const res = await visit(`/buy/${option}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<img class="fo-product-cover" src="/blob/${asset.blobId}/thumbnail" alt="Picture of Sunset photo">`);
    expect(res.body).toContain('CA$4.00');
    for (const phrase of ['download the file', 'use it for yourself']) expect(res.body).toContain(phrase);
  });

  it('an option not on offer is the visitors’ 404 page: unpublished, deleted, ended, its item private or deleted, an unknown id', async () => {
    const seller = await person(db, 'Gone Seller');
    const { folio, option } = await folioOnSale(app, db, seller, 'Soon gone', { price: '5', licenseType: 'edit' });
    const draft = (await call(app, seller, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId: folio.id, root: { price: '3' } })).body;
    const ended = await offer(app, seller, 'folio', folio.id, { price: '6', licenseType: 'view', endDate: '2020-01-01' });
    for (const id of [draft, ended, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await visit(`/buy/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('Page not found');
      expect((await buy(id, guestEmail())).statusCode, id).toBe(404);
    }
    expect((await visit(`/buy/${option}`)).statusCode).toBe(200);
    await db.update(licenseOptions).set({ isDeleted: true }).where(eq(licenseOptions.id, option));
    expect((await visit(`/buy/${option}`)).statusCode).toBe(404);
    await db.update(licenseOptions).set({ isDeleted: false }).where(eq(licenseOptions.id, option));
    // An offer on a copy bought under a licence without resale (decision 47) is not the holder's to make.
    await db.update(folios).set({ licenseDetails: LICENSE_TYPE_INFO.edit.details, hasBeenPurchased: true }).where(eq(folios.id, folio.id));
    expect((await visit(`/buy/${option}`)).statusCode).toBe(404);
    await db.update(folios).set({ licenseDetails: LICENSE_TYPE_INFO.resale.details }).where(eq(folios.id, folio.id));
    expect((await visit(`/buy/${option}`)).statusCode).toBe(200);
    await db.update(folios).set({ isPublic: false }).where(eq(folios.id, folio.id));
    expect((await visit(`/buy/${option}`)).statusCode).toBe(404);
  });
});

describe('a guest buys without an account', () => {
  it('pays with an email, gets a receipt with a claim link, and claims the purchase into an account with that address, once', async () => {
    const seller = await person(db, 'Shop Owner');
    await onboard(app, seller);
    const { option } = await folioOnSale(app, db, seller, 'Recipe book', { price: '10', taxPercentage: '5', licenseType: 'edit' });
    const email = guestEmail();
    const { orderId, token } = await guestBuys(option, email.toUpperCase().replace('@EXAMPLE.TEST', '@example.test'));

    // Paid, no buyer yet, nothing granted; the email is held for the claim.
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', buyerId: null, totalMinor: 1050 });
    const [held] = await db.select().from(guestOrders).where(eq(guestOrders.orderId, orderId));
    expect(held!.email).toBe(email);
    expect(held!.claimExpiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    // The seller is told and sees the sale, without the guest's address.
    const sales = (await call(app, seller, 'GET', '/api/sales/orders')).json();
    expect(sales.items[0]).toMatchObject({ orderId, buyer: { id: null, displayName: 'A buyer without an account' }, status: 'paid' });
    expect(JSON.stringify(sales)).not.toContain(email);

    // The link's page shows what it holds, the address masked.
    const preview = await app.inject({ method: 'GET', url: `/public/api/purchases/claim/${token}` });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ email: `${email[0]}•••@example.test`, items: [{ itemName: 'Recipe book', licenseType: 'edit' }], total: '10.50 CAD' });

    // Signed out: 401; another account: 403 saying which address; the seller: refused.
    expect((await call(app, null, 'POST', '/api/purchases/claim', { token })).statusCode).toBe(401);
    const other = await person(db, 'Someone Else');
    const wrong = await call(app, other, 'POST', '/api/purchases/claim', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(`This purchase was made with the address ${email[0]}•••@example.test. Sign in with that address, or create an account with it, to get what you bought.`);
    expect((await call(app, seller, 'POST', '/api/purchases/claim', { token })).statusCode).toBe(403);

    // The account with that address claims it: the order is theirs and the copy is made.
    const me = await withEmail(email);
    const claimed = await call(app, me, 'POST', '/api/purchases/claim', { token });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ id: orderId, status: 'paid', buyer: { id: me.user.id } });
    const copies = await db.select().from(folios).where(and(eq(folios.authorId, me.user.id), eq(folios.hasBeenPurchased, true)));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.name).toBe('Recipe book');
    expect(await db.select().from(guestOrders).where(eq(guestOrders.orderId, orderId))).toEqual([]);
    expect((await call(app, me, 'GET', '/api/purchases')).json()).toMatchObject({ total: 1, items: [{ orderId, itemName: 'Recipe book' }] });

    // Single use.
    const again = await call(app, me, 'POST', '/api/purchases/claim', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/^This link has already been used or has expired/);
    expect((await app.inject({ method: 'GET', url: `/public/api/purchases/claim/${token}` })).statusCode).toBe(410);
  });

  it('a bought file opens for the account that claimed it, and its Download is an attachment', async () => {
    const seller = await person(db, 'File Seller');
    await onboard(app, seller);
    const asset = await buildAsset(db, { authorId: seller.user.id, isPublic: true, title: 'Notes', blob: { size: 5, mimeType: 'text', mimeSubtype: 'plain', kind: 'file' } });
    await app.deps.blobs.put(asset.blobId!, Readable.from(Buffer.from('notes')), { size: 5, contentType: 'text/plain' });
    const option = await offer(app, seller, 'asset', asset.id, { price: '2', licenseType: 'personal' });
    const email = guestEmail();
    const { token } = await guestBuys(option, email);
    const me = await withEmail(email);
    expect((await call(app, me, 'GET', `/blob/${asset.blobId}`)).statusCode).toBe(404);
    expect((await call(app, me, 'POST', '/api/purchases/claim', { token })).statusCode).toBe(200);
    const list = (await call(app, me, 'GET', '/api/purchases?itemType=asset')).json() as { items: Array<{ downloadUrl: string }> };
    const url = list.items[0]!.downloadUrl;
    expect(url).toMatch(new RegExp(`^/blob/${asset.blobId}\\?exp=\\d+&sig=[^&]+&u=${me.user.id}&download=1$|^/blob/${asset.blobId}\\?.*download=1`));
    const file = await call(app, null, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('notes');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${asset.blobId}.plain"`);
    // The same file opened (not downloaded) shows inline, as before.
    expect((await call(app, me, 'GET', `/blob/${asset.blobId}`)).headers['content-disposition']).toBeUndefined();
    // The seller's own list has no download addresses.
    expect(JSON.stringify((await call(app, seller, 'GET', '/api/sales/orders')).json())).not.toContain('download=1');
  });

  it('a refund before the claim marks the order refunded and mails the guest; its link then says so', async () => {
    const seller = await person(db, 'Refunding Seller');
    await onboard(app, seller);
    const { option } = await folioOnSale(app, db, seller, 'Returned', { price: '8', licenseType: 'edit' });
    const email = guestEmail();
    const { orderId, token } = await guestBuys(option, email);
    const refunded = await call(app, seller, 'POST', `/api/orders/${orderId}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', buyer: { id: null } });
    await testServerOf(app).deliveries.settled();
    // The guest is mailed: what was refunded, and that the receipt's link no longer works.
    const [mail, ...more] = await db.select().from(mailMessages).where(and(eq(mailMessages.to, email), sql`${mailMessages.subject} like 'Refunded:%'`));
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Refunded: Returned');
    expect(mail?.text).toContain('The seller refunded your order');
    expect(mail?.text).toContain('The link in your receipt no longer works');
    const me = await withEmail(email);
    const claim = await call(app, me, 'POST', '/api/purchases/claim', { token });
    expect(claim.statusCode).toBe(410);
    expect(claim.json().message).toBe('This purchase was refunded, so there is nothing to add to your account');
    expect(await db.select().from(folios).where(eq(folios.authorId, me.user.id))).toEqual([]);
  });

  it('back from the pay page before the webhook: the thank-you page fulfils the order (once) and the receipt goes out', async () => {
    const seller = await person(db, 'Quick Seller');
    await onboard(app, seller);
    const { option } = await folioOnSale(app, db, seller, 'Fast', { price: '8', licenseType: 'edit' });
    const email = guestEmail();
    const server = testServerOf(app);
    server.deliveries.switches.hold = true;
    try {
      const started = await buy(option, email);
      const back = new URL(await pay(started.headers.location as string));
      const orderId = back.searchParams.get('order')!;
      expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('pending');
      const page = await visit(`${back.pathname}${back.search}`);
      expect(page.body).toContain('Thank you for your purchase');
      expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('paid');
      await claimLink(email);
      // A session id that is not the order's own fulfils nothing.
      const stray = await visit(`${back.pathname}?order=${orderId}&session_id=cs_test_forged`);
      expect(stray.statusCode).toBe(200);
    } finally {
      await server.deliveries.release();
      await server.deliveries.settled();
    }
    const receipts = await db.select().from(mailMessages).where(eq(mailMessages.to, email));
    expect(receipts.filter((m) => m.subject.startsWith('Your Folio receipt'))).toHaveLength(1);
  });

  it('a link past its expiry is refused and can ask for a new one, mailed to the purchase’s address', async () => {
    const seller = await person(db, 'Slow Seller');
    await onboard(app, seller);
    const { option } = await folioOnSale(app, db, seller, 'Late', { price: '8', licenseType: 'view' });
    const email = guestEmail();
    const { orderId, token } = await guestBuys(option, email);
    const renew = (t: string) => app.inject({ method: 'POST', url: '/public/api/purchases/claim/renew', payload: { token: t } });
    // While it works, there is nothing to renew.
    expect((await renew(token)).statusCode).toBe(409);
    await db.update(guestOrders).set({ claimExpiresAt: new Date(Date.now() - 1000) }).where(eq(guestOrders.orderId, orderId));
    const me = await withEmail(email);
    const claim = await call(app, me, 'POST', '/api/purchases/claim', { token });
    expect(claim.statusCode).toBe(410);
    expect(claim.json().message).toBe(CLAIM_LINK_EXPIRED);
    expect((await app.inject({ method: 'GET', url: `/public/api/purchases/claim/${token}` })).json().message).toBe(CLAIM_LINK_EXPIRED);
    // A new link goes to the purchase's address (whoever asks), once; the old one then names nothing.
    expect((await renew(token)).statusCode).toBe(204);
    expect((await renew(token)).statusCode).toBe(410);
    const receipts = await db.select().from(mailMessages).where(eq(mailMessages.to, email));
    expect(receipts.filter((m) => m.subject.startsWith('Your Folio receipt'))).toHaveLength(2);
    const fresh = /\/claim\/([A-Za-z0-9_-]+)/.exec(receipts.map((m) => m.text).find((t) => !t.includes(token))!)![1]!;
    expect(fresh).not.toBe(token);
    expect((await call(app, me, 'POST', '/api/purchases/claim', { token })).statusCode).toBe(410);
    expect((await call(app, me, 'POST', '/api/purchases/claim', { token: fresh })).statusCode).toBe(200);
  });

  it('a free item is taken with an email alone; a wrong address is shown again with what to fix; the seller’s own address is refused', async () => {
    const seller = await person(db, 'Free Seller');
    const { option } = await folioOnSale(app, db, seller, 'Free sheet', { price: '0', licenseType: 'edit' });
    const bad = await buy(option, 'not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('text/html');
    expect(bad.body).toContain('Enter a valid email address: your receipt and the link to get what you bought go there');
    expect(bad.body).toContain('aria-invalid="true"');
    expect(bad.body).toContain('value="not an address"');
    const own = await buy(option, seller.user.email);
    expect(own.statusCode).toBe(400);
    expect(own.body).toContain('This is your own item; there is nothing to buy');
    const email = guestEmail();
    const free = await buy(option, email);
    expect(free.statusCode).toBe(303);
    expect(free.headers.location).toMatch(new RegExp(`^${config.SITES_ORIGIN}/buy/${option}/thanks\\?order=`));
    await claimLink(email);
  });

  it('a seller who cannot take payments yet: the page says so (409), nothing is charged', async () => {
    const seller = await person(db, 'Not Ready');
    const { option } = await folioOnSale(app, db, seller, 'Early', { price: '9', licenseType: 'edit' });
    const res = await buy(option, guestEmail());
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('The seller cannot take payments yet; try again later');
  });
});

describe('guest checkouts are limited per address', () => {
  it('the fourth start from one address in the window is refused with a wait, another address is not', async () => {
    const limited = await createTestApp({ SITES_ORIGIN: 'http://sites.test', GUEST_CHECKOUT_RATE_LIMIT: '3' });
    const seller = await person(limited.db, 'Busy Seller');
    const { option } = await folioOnSale(limited.app, limited.db, seller, 'Popular', { price: '0', licenseType: 'edit' });
    const start = (ip: string) =>
      limited.app.inject({ method: 'POST', url: `/buy/${option}`, headers: { ...SITES, 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${encodeURIComponent(guestEmail())}`, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await start('10.7.7.7')).statusCode).toBe(303);
    const refused = await start('10.7.7.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toMatch(/Too many purchases were started from your network; try again in \d+ minutes/);
    expect((await start('10.7.7.8')).statusCode).toBe(303);
  });
});
