/**
 * Purchases as lists: of one item for its seller (spec §7 `folios/{id}/purchases`, `assets/{id}/purchases`), the
 * buyer's own (the Purchased tabs), and one order for its buyer or seller. Newest first, `first`/`after`.
 */
import { fromMinor, type Order, type OrderItemType, type Purchase } from '@folio/model';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';

export interface PurchasePage {
  first: number;
  after: number;
}
export interface PurchaseList {
  items: Purchase[];
  total: number;
}

/** How a guest's order not yet claimed names its buyer (their address is not shown to the seller). */
export const GUEST_BUYER = 'A buyer without an account';

export const ORDER_TEXTS = {
  notFound: 'No order with this id',
} as const;

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');

export const lineTotal = (i: Pick<typeof orderItems.$inferSelect, 'amountMinor' | 'taxMinor' | 'shippingMinor' | 'otherMinor'>) =>
  i.amountMinor + i.taxMinor + i.shippingMinor + i.otherMinor;

export async function purchasesWhere(db: Executor, where: SQL, page: PurchasePage): Promise<PurchaseList> {
  const rows = await db
    .select({ item: orderItems, order: orders, buyerName: buyers.displayName, sellerName: sellers.displayName, total: sql<number>`count(*) over ()` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(buyers, eq(buyers.id, orders.buyerId))
    .leftJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orderItems.id))
    .limit(page.first)
    .offset(page.after);
  const total = rows[0] ? Number(rows[0].total) : page.after > 0 ? Number((await db.select({ n: sql<number>`count(*)` }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(where))[0]!.n) : 0;
  return {
    total,
    items: rows.map(({ item, order, buyerName, sellerName }) => ({
      id: item.id,
      orderId: order.id,
      status: order.status,
      itemType: item.itemType as OrderItemType,
      itemId: item.itemId,
      itemName: item.itemName,
      licenseType: item.licenseType,
      buyer: { id: order.buyerId, displayName: buyerName ?? GUEST_BUYER },
      seller: order.sellerId ? { id: order.sellerId, displayName: sellerName ?? '' } : null,
      amount: fromMinor(lineTotal(item)),
      currency: order.currency,
      grantedFolioId: item.grantedFolioId,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
    })),
  };
}

/** Paid and refunded purchases of one item (the caller has checked it is the seller's). */
export function purchasesOfItem(db: Executor, itemType: 'folio' | 'asset' | 'library', itemId: string, page: PurchasePage): Promise<PurchaseList> {
  return purchasesWhere(db, and(eq(orderItems.itemType, itemType), eq(orderItems.itemId, itemId), inArray(orders.status, ['paid', 'refunded']))!, page);
}

/** What the user bought (paid, and refunded ones marked so), optionally of one item type. */
export function myPurchases(db: Executor, user: AuthUser, itemType: OrderItemType | undefined, page: PurchasePage): Promise<PurchaseList> {
  const where = and(eq(orders.buyerId, user.userId), inArray(orders.status, ['paid', 'refunded']), itemType ? eq(orderItems.itemType, itemType) : undefined)!;
  return purchasesWhere(db, where, page);
}

/** One order with its lines, for its buyer or seller (404 for anyone else). */
export async function readOrder(db: Executor, user: AuthUser, id: string): Promise<Order> {
  const [row] = isUuid(id)
    ? await db
        .select({ order: orders, buyerName: buyers.displayName, sellerName: sellers.displayName })
        .from(orders)
        .leftJoin(buyers, eq(buyers.id, orders.buyerId))
        .leftJoin(sellers, eq(sellers.id, orders.sellerId))
        .where(eq(orders.id, id))
    : [];
  if (!row || !can(user, { kind: 'order.read', order: row.order })) throw notFound(ORDER_TEXTS.notFound);
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.itemName);
  const { order } = row;
  return {
    id: order.id,
    status: order.status,
    buyer: { id: order.buyerId, displayName: row.buyerName ?? GUEST_BUYER },
    seller: order.sellerId ? { id: order.sellerId, displayName: row.sellerName ?? '' } : null,
    currency: order.currency,
    total: fromMinor(order.totalMinor),
    fee: fromMinor(order.feeMinor),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    items: lines.map((l) => ({
      id: l.id,
      itemType: l.itemType,
      itemId: l.itemId,
      itemName: l.itemName,
      licenseType: l.licenseType,
      accountTypeId: l.accountTypeId,
      amount: fromMinor(lineTotal(l)),
      grantedFolioId: l.grantedFolioId,
    })),
  };
}
