/**
 * Fulfilment, exactly once (issue 13). `fulfil` is the one way an order becomes paid; the webhook
 * (`checkout.session.completed`) and the success page both call it, and whichever comes second finds the order no
 * longer pending and does nothing: the row is locked (`for update`) and the state only moves forward
 * (pending → paid → refunded; pending → canceled). Grants, the cart clean-up, the receipt and the sale notices are
 * written in the same transaction as the state change.
 */
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { orderEvent } from '../webhooks/events.ts';
import { fromMinor, LICENSE_TYPE_INFO, isLicenseType, saleNoticeData } from '@folio/model';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { cartItems, orderItems, orders, users } from '../../db/schema.ts';
import type { MailService } from '../../mail/service.ts';
import { receiptMail, refundMail, saleMail, type ReceiptLine } from '../../mail/templates.ts';
import { notify } from '../notifications/notify.ts';
import { purchaseReceiverIdsSql } from '../submissions/receivers.ts';
import { grantLine, revokeLine, type RemovedCopy } from './grants.ts';
import { guestEmailOf, mailGuestReceipt } from './guestClaims.ts';
import { lineTotal } from './purchases.ts';

export interface FulfilDeps {
  db: Db;
  mail: MailService;
  config: Config;
  testMode: boolean;
}

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;

async function lockOrder(tx: Executor, id: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

export const licenceLabel = (l: LineRow) =>
  l.itemType === 'accountLicense' ? 'one year' : isLicenseType(l.licenseType) ? LICENSE_TYPE_INFO[l.licenseType].label : 'licence';

export function receiptLines(lines: LineRow[], currency: string): ReceiptLine[] {
  return lines.map((l) => ({ name: l.itemName, licence: licenceLabel(l), amount: `${fromMinor(lineTotal(l))} ${currency}` }));
}

/**
 * Marks a pending order paid and grants what it bought. Answers true when this call did it, false when the order
 * was already paid, refunded or canceled (a repeated or late call).
 */
export async function fulfil(deps: FulfilDeps, orderId: string, paymentIntentId: string | null): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'pending') return false;
    await tx.update(orders).set({ status: 'paid', paidAt: sql`now()`, paymentIntentId }).where(eq(orders.id, orderId));
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.itemName);
    // A guest's order grants nothing until it is claimed into an account (guestCheckout.ts).
    if (order.buyerId) {
      for (const line of lines) await grantLine(tx, order.buyerId, order.sellerId, line);
      await clearCart(tx, order.buyerId, lines);
    }
    await tellPeople(tx, deps, order, lines);
    await emitOrder(tx, 'order.paid', order, lines);
    return true;
  });
  if (done) deps.mail.flush();
  return done;
}

/** What was paid leaves the cart: the same licence options and account types. */
async function clearCart(tx: Executor, buyerId: string, lines: LineRow[]): Promise<void> {
  const optionIds = lines.map((l) => l.licenseOptionId).filter((id): id is string => id !== null);
  const typeIds = lines.map((l) => l.accountTypeId).filter((id): id is number => id !== null);
  const which = or(optionIds.length ? inArray(cartItems.licenseOptionId, optionIds) : undefined, typeIds.length ? and(eq(cartItems.type, 'accountLicense'), inArray(cartItems.accountTypeId, typeIds)) : undefined);
  if (which) await tx.delete(cartItems).where(and(eq(cartItems.userId, buyerId), which));
}

async function tellPeople(tx: Executor, deps: FulfilDeps, order: OrderRow, lines: LineRow[]): Promise<void> {
  const [buyer] = order.buyerId ? await tx.select({ email: users.email, displayName: users.displayName }).from(users).where(eq(users.id, order.buyerId)) : [];
  const total = `${fromMinor(order.totalMinor)} ${order.currency}`;
  const guestEmail = order.buyerId ? null : await guestEmailOf(tx, order.id);
  if (guestEmail) await mailGuestReceipt(tx, deps, { orderId: order.id, email: guestEmail, lines: receiptLines(lines, order.currency), total });
  if (buyer) {
    await deps.mail.enqueue(tx, receiptMail({ to: buyer.email, displayName: buyer.displayName, orderId: order.id, lines: receiptLines(lines, order.currency), total, link: `${deps.config.APP_ORIGIN}/purchases`, testMode: deps.testMode }));
  }
  if (!order.sellerId) return;
  // The seller hears of every line and their share; each purchase receiver of the folios sold, of those folios' lines.
  const folioIds = lines.filter((l) => l.itemType === 'folio' && l.itemId).map((l) => l.itemId!);
  const receivers = folioIds.length
    ? await tx.execute<{ folio_id: string; id: string }>(sql`select distinct f.id::text as folio_id, jsonb_array_elements_text(${purchaseReceiverIdsSql}) as id from folios f where f.id::text in (${sql.join(folioIds.map((id) => sql`${id}`), sql`, `)})`)
    : { rows: [] };
  const linesOf = new Map<string, LineRow[]>([[order.sellerId, lines]]);
  for (const r of receivers.rows) {
    if (r.id === order.sellerId) continue;
    linesOf.set(r.id, [...(linesOf.get(r.id) ?? []), ...lines.filter((l) => l.itemType === 'folio' && l.itemId === r.folio_id)]);
  }
  const people = [...linesOf.keys()].filter((id) => /^[0-9a-f-]{36}$/i.test(id) && id !== order.buyerId);
  if (!people.length) return;
  const told = await tx.select({ id: users.id, email: users.email, displayName: users.displayName }).from(users).where(and(inArray(users.id, people), eq(users.isActive, true)));
  const money = (minor: number) => `${fromMinor(minor)} ${order.currency}`;
  const first = lines[0]!;
  await notify(
    tx,
    told.map((p) => {
      const theirs = linesOf.get(p.id)!;
      const paid = p.id === order.sellerId ? order.totalMinor : theirs.reduce((sum, l) => sum + lineTotal(l), 0);
      const share = p.id === order.sellerId ? money(order.totalMinor - order.feeMinor) : null;
      const shown = theirs[0] ?? first;
      return { userId: p.id, kind: 'sale' as const, actorId: order.buyerId, ...itemOf(shown), data: saleNoticeData(theirs.map((l) => l.itemName), money(paid), share) };
    }),
  );
  for (const p of told) {
    const theirs = linesOf.get(p.id)!;
    const paid = p.id === order.sellerId ? total : money(theirs.reduce((sum, l) => sum + lineTotal(l), 0));
    await deps.mail.enqueue(tx, saleMail({ to: p.email, displayName: p.displayName, buyerName: buyer?.displayName ?? (guestEmail ? 'A buyer without an account' : 'Someone'), lines: receiptLines(theirs, order.currency), total: paid, link: `${deps.config.APP_ORIGIN}/sales` }));
  }
}

/** The seller's webhooks hear of a paid or refunded order (a sale of the platform's account types has no seller). */
async function emitOrder(tx: Executor, type: 'order.paid' | 'order.refunded', order: OrderRow, lines: LineRow[]): Promise<void> {
  if (!order.sellerId) return;
  const items = lines.map((l) => ({ type: l.itemType, id: l.itemId ?? '', name: l.itemName, folioId: l.itemType === 'folio' ? l.itemId : null }));
  await emitWebhookEvent(tx, orderEvent(type, { id: order.id, sellerId: order.sellerId, amount: order.totalMinor, currency: order.currency, items }));
}

/** The item a notification about a line points at (an account licence points at none). */
const itemOf = (line: LineRow) => (line.itemType !== 'accountLicense' && line.itemId ? { itemType: line.itemType, itemId: line.itemId } : {});

/**
 * A refund arrived (or was made): a paid order becomes refunded and what it granted is taken back; a pending one
 * (the refund event overtook the payment's) becomes refunded too, so a late `fulfil` finds it settled and grants
 * nothing. Answers true when this call changed the order.
 */
export async function markRefunded(deps: FulfilDeps, orderId: string): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (order.status !== 'paid' && order.status !== 'pending')) return false;
    await tx.update(orders).set({ status: 'refunded', refundedAt: sql`now()` }).where(eq(orders.id, orderId));
    if (order.status === 'paid') {
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.itemName);
      const removed: RemovedCopy[] = [];
      for (const line of lines) removed.push(...(await revokeLine(tx, line)));
      await tellRefund(tx, deps, order, lines, removed);
      await emitOrder(tx, 'order.refunded', order, lines);
    }
    return true;
  });
  if (done) deps.mail.flush();
  return done;
}

/**
 * The buyer learns of the refund (bell and mail) and what it took back; whoever lost a copy made from the bought
 * one (a template the licence did not allow handing on) is told on the bell why it is gone.
 */
async function tellRefund(tx: Executor, deps: FulfilDeps, order: OrderRow, lines: LineRow[], removed: RemovedCopy[]): Promise<void> {
  const first = lines[0];
  const buyerId = order.buyerId;
  const total = `${fromMinor(order.totalMinor)} ${order.currency}`;
  if (buyerId === null) {
    // An unclaimed guest order granted nothing; the guest is mailed that it was refunded and the claim link is void.
    const guestEmail = await guestEmailOf(tx, order.id);
    if (guestEmail) await deps.mail.enqueue(tx, refundMail({ to: guestEmail, displayName: null, lines: receiptLines(lines, order.currency), total, removed: [], link: null }));
    return;
  }
  const [buyer] = await tx.select({ email: users.email, displayName: users.displayName, isActive: users.isActive }).from(users).where(eq(users.id, buyerId));
  const buyersCopies = removed.filter((r) => r.authorId === order.buyerId);
  const others = removed.filter((r) => r.authorId !== order.buyerId);
  const names = lines.map((l) => l.itemName);
  await notify(tx, [
    ...(first ? [{ userId: buyerId, kind: 'refund' as const, actorId: order.sellerId, ...itemOf(first), data: { name: first.itemName, items: JSON.stringify(names), amount: total, removed: String(buyersCopies.length) } }] : []),
    ...others.map((r) => ({ userId: r.authorId, kind: 'refund' as const, actorId: null, itemType: 'folio' as const, itemId: r.id, data: { name: r.name, derived: 'true' } })),
  ]);
  if (buyer?.isActive) {
    await deps.mail.enqueue(tx, refundMail({ to: buyer.email, displayName: buyer.displayName, lines: receiptLines(lines, order.currency), total, removed: buyersCopies.map((r) => r.name), link: `${deps.config.APP_ORIGIN}/purchases` }));
  }
}

/** The Checkout Session expired unpaid: a pending order is canceled (nothing was granted). */
export async function markCanceled(db: Db, orderId: string): Promise<boolean> {
  const changed = await db.update(orders).set({ status: 'canceled' }).where(and(eq(orders.id, orderId), eq(orders.status, 'pending'))).returning({ id: orders.id });
  return changed.length > 0;
}
