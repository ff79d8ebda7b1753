/** The seller's sales screen (issue 13): revenue per currency, per item, and the payout account's state. */
import { fromMinor, type OrderItemType, type SalesSummary } from '@folio/model';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { Payments } from '../../payments/index.ts';
import { stripeAccountInfo } from './accounts.ts';
import { purchasesWhere, type PurchaseList, type PurchasePage } from './purchases.ts';

const lineSum = sql<number>`sum(${orderItems.amountMinor} + ${orderItems.taxMinor} + ${orderItems.shippingMinor} + ${orderItems.otherMinor})`;

export async function salesSummary(db: Db, payments: Payments, user: AuthUser): Promise<SalesSummary> {
  const revenue = await db
    .select({ currency: orders.currency, gross: sql<number>`sum(${orders.totalMinor})`, fees: sql<number>`sum(${orders.feeMinor})`, orders: sql<number>`count(*)` })
    .from(orders)
    .where(and(eq(orders.sellerId, user.userId), eq(orders.status, 'paid')))
    .groupBy(orders.currency)
    .orderBy(orders.currency);
  const perItem = await db
    .select({ itemType: orderItems.itemType, itemId: orderItems.itemId, itemName: sql<string>`max(${orderItems.itemName})`, currency: orders.currency, sold: sql<number>`count(*)`, revenue: lineSum })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.sellerId, user.userId), eq(orders.status, 'paid')))
    .groupBy(orderItems.itemType, orderItems.itemId, orders.currency)
    .orderBy(sql`${lineSum} desc`)
    .limit(100);
  return {
    revenue: revenue.map((r) => ({ currency: r.currency, gross: fromMinor(Number(r.gross)), fees: fromMinor(Number(r.fees)), net: fromMinor(Number(r.gross) - Number(r.fees)), orders: Number(r.orders) })),
    perItem: perItem.map((r) => ({ itemType: r.itemType as OrderItemType, itemId: r.itemId, itemName: r.itemName, currency: r.currency, sold: Number(r.sold), revenue: fromMinor(Number(r.revenue)) })),
    payouts: await stripeAccountInfo(db, payments, user, user.userId),
  };
}

/** The seller's sold lines, newest first (paid and refunded). */
export function mySales(db: Db, user: AuthUser, page: PurchasePage): Promise<PurchaseList> {
  return purchasesWhere(db, and(eq(orders.sellerId, user.userId), inArray(orders.status, ['paid', 'refunded']))!, page);
}
