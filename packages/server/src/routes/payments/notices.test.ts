// Issue 26: what a sale and a refund tell people. The seller's sale notification names every item of the order and
// the seller's amount; before refunding, the seller reads what the refund covers (items, amount, the copies and
// derived folios that go); a refund made in Stripe (only the webhook arrives) tells the buyer like one made here.
import { noticeItems, refundNoticeText, saleNoticeText } from '@folio/model';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { mailMessages, notifications, orders } from '../../db/schema.ts';
import { call, person, type Person } from '../shares/testing.ts';
import { assetOnSale, checkout, folioOnSale, onboard, pay, testServerOf } from './testing.ts';

const { app, db } = await createTestApp();

const noticesOf = (who: Person, kind: 'sale' | 'refund') =>
  db.select().from(notifications).where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, kind)));

/** A seller with a folio (edit licence, 20 + 13 % tax) and an asset (5) bought together by a buyer. */
async function twoItemOrder() {
  const seller = await person(db, 'Sally Seller');
  const buyer = await person(db, 'Bob Buyer');
  await onboard(app, seller);
  const { folio, option: folioOption } = await folioOnSale(app, db, seller, 'Course', { price: '20', taxPercentage: '13', licenseType: 'edit' });
  const { asset, option: assetOption } = await assetOnSale(app, db, seller, '5');
  const { orderId, url } = await checkout(app, buyer, [
    { type: 'folio', licenseOptionId: folioOption },
    { type: 'asset', licenseOptionId: assetOption },
  ]);
  await pay(url);
  await testServerOf(app).deliveries.settled();
  return { seller, buyer, folio, asset, orderId };
}

describe('the sale notification', () => {
  it('names every item sold to this seller, what was paid and the seller’s share', async () => {
    const { seller, buyer } = await twoItemOrder();
    const [notice, ...more] = await noticesOf(seller, 'sale');
    expect(more).toHaveLength(0);
    expect(noticeItems(notice!.data)).toEqual(['Course', 'Photo pack']);
    // 22.60 + 5.00 paid; 10 % to the platform.
    expect(notice!.data).toMatchObject({ amount: '27.60 CAD', share: '24.84 CAD' });
    // As the bell reads it (the API answers the same data).
    const listed = (await call(app, seller, 'GET', '/api/notifications')).json() as { items: Array<{ kind: string; actor: { displayName: string }; data: Record<string, string> }> };
    const sale = listed.items.find((n) => n.kind === 'sale')!;
    expect(saleNoticeText(sale.actor.displayName, sale.data)).toBe('Bob Buyer bought “Course” and “Photo pack” for 27.60 CAD (24.84 CAD to you after the platform fee)');
    expect(await noticesOf(buyer, 'sale')).toHaveLength(0);
  });
});

describe('what a refund covers, before it is made', () => {
  it('the seller reads the items, the amount and every copy that goes (the buyer’s and those made from it); nothing changes', async () => {
    const { seller, buyer, orderId } = await twoItemOrder();
    const order = (await call(app, buyer, 'GET', `/api/orders/${orderId}`)).json() as { items: Array<{ itemType: string; grantedFolioId: string | null }> };
    const copyId = order.items.find((i) => i.itemType === 'folio')!.grantedFolioId!;
    const own = (await call(app, buyer, 'POST', `/api/folios/${copyId}/copy`)).json() as { id: string };

    const res = await call(app, seller, 'GET', `/api/orders/${orderId}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({
      orderId,
      total: '27.60',
      currency: 'CAD',
      status: 'paid',
      buyer: { displayName: 'Bob Buyer' },
      items: [
        { itemType: 'folio', itemName: 'Course', licence: 'Edit a copy', amount: '22.60', takesBack: 'copy' },
        { itemType: 'asset', itemName: 'Photo pack', licence: 'Personal copy', amount: '5.00', takesBack: 'file' },
      ],
    });
    expect(preview.copies).toEqual(
      expect.arrayContaining([
        { id: copyId, name: 'Course', ownerName: 'Bob Buyer', buyers: true },
        { id: own.id, name: 'Course (copy)', ownerName: 'Bob Buyer', buyers: true },
      ]),
    );
    expect(preview.copies).toHaveLength(2);
    // Only the seller may read it; reading it refunds nothing.
    expect((await call(app, buyer, 'GET', `/api/orders/${orderId}/refund`)).statusCode).toBe(403);
    expect((await call(app, await person(db, 'Stranger'), 'GET', `/api/orders/${orderId}/refund`)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', `/api/orders/${orderId}/refund`)).statusCode).toBe(401);
    expect((await call(app, buyer, 'GET', `/api/orders/${orderId}`)).json()).toMatchObject({ status: 'paid' });
    expect([...testServerOf(app).refunds.values()].filter((r) => r.metadata.orderId === orderId)).toHaveLength(0);

    // Once refunded, the preview says so and lists nothing left to take back.
    expect((await call(app, seller, 'POST', `/api/orders/${orderId}/refund`)).statusCode).toBe(200);
    expect((await call(app, seller, 'GET', `/api/orders/${orderId}/refund`)).json()).toMatchObject({ status: 'refunded', copies: [] });
  });
});

describe('every refund tells the buyer', () => {
  it('a refund made in Stripe (only its webhook arrives): the buyer gets the bell, naming every item, and the mail', async () => {
    const { buyer, orderId } = await twoItemOrder();
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    await app.payments.stripe.refunds.create({ payment_intent: row!.paymentIntentId!, metadata: { orderId } });
    await testServerOf(app).deliveries.settled();
    expect((await call(app, buyer, 'GET', `/api/orders/${orderId}`)).json()).toMatchObject({ status: 'refunded' });
    const [notice, ...more] = await noticesOf(buyer, 'refund');
    expect(more).toHaveLength(0);
    expect(refundNoticeText('Sally Seller', notice!.data)).toBe('Sally Seller refunded your purchase of “Course” and “Photo pack” (27.60 CAD); what it gave you has been taken back');
    const mails = await db.select().from(mailMessages).where(eq(mailMessages.to, buyer.user.email));
    const refund = mails.find((m) => m.subject.startsWith('Refunded:'));
    expect(refund?.subject).toBe('Refunded: Course, Photo pack');
    expect(refund?.text).toContain('Course');
  });
});

describe('a bought file on the order page', () => {
  it('the buyer’s paid order carries the asset’s Download (an attachment, signed for them); the seller’s view and a refunded order do not', async () => {
    const { seller, buyer, orderId } = await twoItemOrder();
    type Line = { itemType: string; downloadUrl?: string | null };
    const lines = async (who: Person) => ((await call(app, who, 'GET', `/api/orders/${orderId}`)).json() as { items: Line[] }).items;
    const url = (await lines(buyer)).find((i) => i.itemType === 'asset')!.downloadUrl!;
    expect(url).toContain('download=1');
    const file = await call(app, null, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect((await lines(buyer)).find((i) => i.itemType === 'folio')!.downloadUrl).toBeUndefined();
    expect(JSON.stringify(await lines(seller))).not.toContain('download=1');
    expect((await call(app, seller, 'POST', `/api/orders/${orderId}/refund`)).statusCode).toBe(200);
    expect(JSON.stringify(await lines(buyer))).not.toContain('download=1');
  });
});
