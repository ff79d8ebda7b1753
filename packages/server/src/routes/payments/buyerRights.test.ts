// What a buyer may do with what they bought (issue 25): a licensed copy is offered, sold or listed only under a
// resale licence; nobody pays twice for what they own; a refund takes back the copy and what was made from it that
// the licence did not allow, and tells the buyer.
import { LICENCE_REFUSALS } from '@folio/model';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { folios, licenseOptions, mailMessages } from '../../db/schema.ts';
import { OWNED_TEXT } from '../../services/payments/owned.ts';
import { REMOVAL_TEXTS } from '../../services/folios/folios.ts';
import { call, person, type Person } from '../shares/testing.ts';
import { checkout, folioOnSale, offer, onboard, pay, testServerOf } from './testing.ts';

const { app, db } = await createTestApp();

/** `buyer` buys the option (alone in a checkout) and pays; answers the order id and the bought copy's id (if any). */
async function buy(buyer: Person, option: string): Promise<{ orderId: string; copyId: string | null }> {
  const { orderId, url } = await checkout(app, buyer, [{ type: 'folio', licenseOptionId: option }]);
  await pay(url);
  await testServerOf(app).deliveries.settled();
  const order = (await call(app, buyer, 'GET', `/api/orders/${orderId}`)).json() as { status: string; items: Array<{ grantedFolioId: string | null }> };
  expect(order.status).toBe('paid');
  return { orderId, copyId: order.items[0]!.grantedFolioId };
}

/** A copy made public and published by its owner (what offering it needs). */
async function publishPublic(owner: Person, id: string) {
  const made = await call(app, owner, 'PATCH', `/api/folios/${id}`, { baseVersion: 1, log: [{ action: 'updateSettings', path: 'root.isPublic' }], root: { isPublic: true } });
  expect(made.statusCode, made.body).toBe(200);
  expect((await call(app, owner, 'PATCH', `/api/folios/${id}/publish`)).statusCode).toBe(200);
}

const marketplaceIds = async (query: string) => ((await call(app, null, 'GET', `/public/api/marketplace/folios?first=100&${query}`)).json() as { items: Array<{ id: string }> }).items.map((i) => i.id);

describe('a bought copy under a licence without resale', () => {
  it('is not offered as a template, sold, listed, shared or handed on — by its buyer or anyone else', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    const third = await person(db, 'Third');
    await onboard(app, seller);
    const { option } = await folioOnSale(app, db, seller, 'Course', { price: '12.50', licenseType: 'edit' });
    const { copyId } = await buy(buyer, option);
    await publishPublic(buyer, copyId!);

    // The read carries the licence, so the buyer's client can see what it allows.
    const read = (await call(app, buyer, 'GET', `/api/folios/${copyId}?forEditing=true`)).json();
    expect(read).toMatchObject({ hasBeenPurchased: true, licenseDetails: { canEdit: true, copyShare: 'copy', folioCopyTransfer: false } });

    // Offering it (a template is a free option) and selling it are refused with the reason.
    const made = await call(app, buyer, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId: copyId, root: {} });
    expect(made.statusCode).toBe(403);
    expect(made.json().message).toBe(LICENCE_REFUSALS.sell);

    // An offer that got there before this rule (made straight in the database) gives nobody anything.
    const [old] = await db
      .insert(licenseOptions)
      .values({ itemType: 'folio', itemId: copyId!, ownerId: buyer.user.id, idx: 0, price: 0, taxHundredths: 0, shipping: 0, other: 0, currency: 'CAD', licenseType: 'edit', published: { price: '0', taxPercentage: '0', shipping: '0', other: '0', currency: 'CAD', endDate: null, licenseType: 'edit' }, publishedPrice: 0, publishedLicenseType: 'edit', publishedCurrency: 'CAD', publishedAt: new Date() })
      .returning({ id: licenseOptions.id });
    expect(await marketplaceIds('isPurchasable=false')).not.toContain(copyId);
    expect(await marketplaceIds('title=Course')).not.toContain(copyId);
    const taken = await call(app, third, 'POST', `/api/folios/${copyId}/copy`);
    expect(taken.statusCode).toBe(403);
    const carted = await call(app, third, 'POST', '/api/products/cartItems/add', { type: 'folio', licenseOptionId: old!.id });
    expect(carted.statusCode).toBe(404);
    // Its holder may still see and withdraw it.
    expect((await call(app, buyer, 'GET', `/api/licenseOptions/${copyId}?forEditing=true`)).statusCode).toBe(200);
    expect((await call(app, buyer, 'DELETE', `/api/licenseOptions/${old!.id}`)).statusCode).toBe(204);
    // Changing its terms is offering again: refused.
    const [again] = await db.insert(licenseOptions).values({ itemType: 'folio', itemId: copyId!, ownerId: buyer.user.id, idx: 0, price: 0, taxHundredths: 0, shipping: 0, other: 0, currency: 'CAD' }).returning({ id: licenseOptions.id });
    expect((await call(app, buyer, 'PATCH', `/api/licenseOptions/publish/${again!.id}`, { root: { licenseType: 'edit' } })).statusCode).toBe(403);

    // "Edit a copy" does not let the buyer share it, nor hand copies on; their own copy keeps the licence.
    const shared = await call(app, buyer, 'POST', '/api/shares', { itemType: 'folio', itemId: copyId, permitteeType: 'user', permitteeId: third.user.id });
    expect(shared.statusCode).toBe(403);
    expect(shared.json().message).toBe(LICENCE_REFUSALS.share);
    expect((await call(app, buyer, 'POST', `/api/folios/${copyId}/copy/transfer`, { userId: third.user.id })).statusCode).toBe(403);
    const own = await call(app, buyer, 'POST', `/api/folios/${copyId}/copy`);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ hasBeenPurchased: true, licenseDetails: { folioCopyTransfer: false } });
  });

  it('"Collect submissions" shares with the team but does not let the team share further', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    const mate = await person(db, 'Mate');
    await onboard(app, seller);
    const { option } = await folioOnSale(app, db, seller, 'Survey', { price: '5', licenseType: 'submissions' });
    const { copyId } = await buy(buyer, option);
    const further = await call(app, buyer, 'POST', '/api/shares', { itemType: 'folio', itemId: copyId, permitteeType: 'user', permitteeId: mate.user.id, canShare: true });
    expect(further.statusCode).toBe(403);
    expect(further.json().message).toBe(LICENCE_REFUSALS.shareFurther);
    const edit = await call(app, buyer, 'POST', '/api/shares', { itemType: 'folio', itemId: copyId, permitteeType: 'user', permitteeId: mate.user.id, canEditContent: true });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(LICENCE_REFUSALS.editContent);
    const view = await call(app, buyer, 'POST', '/api/shares', { itemType: 'folio', itemId: copyId, permitteeType: 'user', permitteeId: mate.user.id });
    expect(view.statusCode, view.body).toBe(201);
    // The dialog's own rights say what may be given.
    expect((await call(app, buyer, 'GET', `/api/shares/byItem/r2?itemType=folio&itemId=${copyId}`)).json()).toMatchObject({ canEditContent: false, canShare: false });
  });
});

describe('a bought copy under "Resell copies"', () => {
  it('may be offered as a template; a refund keeps what was handed on and takes back the buyer’s own copies', async () => {
    const seller = await person(db, 'Seller');
    const reseller = await person(db, 'Reseller');
    const client = await person(db, 'Client');
    await onboard(app, seller);
    const { option } = await folioOnSale(app, db, seller, 'Kit', { price: '40', licenseType: 'resale' });
    const { orderId, copyId } = await buy(reseller, option);
    await publishPublic(reseller, copyId!);
    await offer(app, reseller, 'folio', copyId!, { price: '0', licenseType: 'edit' });
    expect(await marketplaceIds('isPurchasable=false')).toContain(copyId);
    const template = await call(app, client, 'POST', `/api/folios/${copyId}/copy`);
    expect(template.statusCode, template.body).toBe(201);
    const own = (await call(app, reseller, 'POST', `/api/folios/${copyId}/copy`)).json() as { id: string };

    expect((await call(app, seller, 'POST', `/api/orders/${orderId}/refund`)).statusCode).toBe(200);
    const rows = await db.select({ id: folios.id, isDeleted: folios.isDeleted }).from(folios).where(sql`${folios.id} in (${copyId}, ${own.id}, ${template.json().id})`);
    const gone = Object.fromEntries(rows.map((r) => [r.id, r.isDeleted]));
    expect(gone).toEqual({ [copyId!]: true, [own.id]: true, [template.json().id]: false });
  });
});

describe('you cannot buy what you own', () => {
  it('add to cart and checkout refuse a licence already held (or covered by a better one); a higher one may be bought', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    await onboard(app, seller);
    const { folio, option: personal } = await folioOnSale(app, db, seller, 'Planner', { price: '5', licenseType: 'personal' });
    const edit = await offer(app, seller, 'folio', folio.id, { price: '9', licenseType: 'edit' });
    const site = await offer(app, seller, 'folio', folio.id, { price: '20', licenseType: 'site' });

    // "personal" sits in the cart (another tab) while "edit", which covers it, is bought.
    expect((await call(app, buyer, 'POST', '/api/products/cartItems/add', { type: 'folio', licenseOptionId: personal })).statusCode).toBe(200);
    await buy(buyer, edit);
    expect((await call(app, buyer, 'GET', `/api/products/owned/folio/${folio.id}`)).json()).toEqual({ licenseTypes: ['edit'] });

    const cart = (await call(app, buyer, 'GET', '/api/products/cartItems')).json() as { items: Array<{ id: string; licenseOptionId: string; owned: boolean; available: boolean }>; totals: Record<string, string> };
    const stale = cart.items.find((i) => i.licenseOptionId === personal)!;
    expect(stale).toMatchObject({ owned: true, available: false });
    expect(cart.totals).toEqual({});
    const paid = await call(app, buyer, 'POST', '/api/products/checkout', { cartItemIds: [stale.id] });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(OWNED_TEXT);

    for (const owned of [edit, personal]) {
      const again = await call(app, buyer, 'POST', '/api/products/cartItems/add', { type: 'folio', licenseOptionId: owned });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(OWNED_TEXT);
    }
    // "Use on your site" gives more (sharing, websites): it may be bought.
    expect((await call(app, buyer, 'POST', '/api/products/cartItems/add', { type: 'folio', licenseOptionId: site })).statusCode).toBe(200);
    // Someone else's holdings are not yours.
    expect((await call(app, seller, 'GET', `/api/products/owned/folio/${folio.id}`)).json()).toEqual({ licenseTypes: [] });
    expect((await call(app, null, 'GET', `/api/products/owned/folio/${folio.id}`)).statusCode).toBe(401);
  });
});

describe('a refund takes back everything derived that the licence did not allow', () => {
  it('the copy, the buyer’s copies of it and a template someone took of it go; the buyer hears of it (bell, mail); the copies say why', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    const third = await person(db, 'Third');
    await onboard(app, seller);
    const { option } = await folioOnSale(app, db, seller, 'Workbook', { price: '12.50', licenseType: 'edit' });
    const { orderId, copyId } = await buy(buyer, option);
    const own = (await call(app, buyer, 'POST', `/api/folios/${copyId}/copy`)).json() as { id: string };
    // A template someone took before templates of bought copies were refused: made from the copy.
    const [taken] = await db
      .insert(folios)
      .select(db.select({ id: sql`gen_random_uuid()`.as('id'), authorId: sql`${third.user.id}::uuid`.as('author_id'), name: folios.name, url: sql`null`.as('url'), tags: folios.tags, isPublic: sql`false`.as('is_public'), isDeleted: sql`false`.as('is_deleted'), isTemplateBased: sql`true`.as('is_template_based'), licenseDetails: folios.licenseDetails, hasBeenPurchased: sql`false`.as('has_been_purchased'), derivedFromId: folios.id, derivedHow: sql`'template'`.as('derived_how'), removedReason: sql`null`.as('removed_reason'), version: folios.version, schemaVersion: folios.schemaVersion, root: folios.root, nodes: folios.nodes, createdAt: folios.createdAt, updatedAt: folios.updatedAt }).from(folios).where(eq(folios.id, copyId!)))
      .returning({ id: folios.id });

    expect((await call(app, seller, 'POST', `/api/orders/${orderId}/refund`)).statusCode).toBe(200);
    for (const id of [copyId!, own.id, taken!.id]) {
      const [row] = await db.select({ isDeleted: folios.isDeleted, removedReason: folios.removedReason }).from(folios).where(eq(folios.id, id));
      expect(row).toEqual({ isDeleted: true, removedReason: 'refunded' });
    }
    // Opening them says why (their owners only; anyone else learns nothing).
    const mine = await call(app, buyer, 'GET', `/api/folios/${copyId}?readOnly=true`);
    expect(mine.statusCode).toBe(410);
    expect(mine.json().message).toBe(REMOVAL_TEXTS.refunded);
    expect((await call(app, third, 'GET', `/api/folios/${taken!.id}?readOnly=true`)).json().message).toBe(REMOVAL_TEXTS.derived);
    expect((await call(app, seller, 'GET', `/api/folios/${copyId}?readOnly=true`)).statusCode).toBe(404);

    const bell = (await call(app, buyer, 'GET', '/api/notifications')).json() as { items: Array<{ kind: string; data: Record<string, string> }> };
    expect(bell.items.find((n) => n.kind === 'refund')).toMatchObject({ data: { name: 'Workbook', amount: '12.50 CAD', removed: '2' } });
    const thirdBell = (await call(app, third, 'GET', '/api/notifications')).json() as { items: Array<{ kind: string; data: Record<string, string> }> };
    expect(thirdBell.items.find((n) => n.kind === 'refund')).toMatchObject({ data: { derived: 'true' } });
    const mails = await db.select().from(mailMessages).where(and(eq(mailMessages.to, buyer.user.email)));
    const refundMail = mails.find((m) => m.subject.startsWith('Refunded:'));
    expect(refundMail?.text).toContain('Workbook');
    expect(refundMail?.text).toContain('no longer in your account');
  });
});
