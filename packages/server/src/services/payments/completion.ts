/**
 * The success page's side of fulfilment: the buyer comes back from paying, possibly before the webhook. The order
 * page asks here; the session is read from Stripe and, when paid, the same `fulfil` runs (whichever of the two comes
 * second does nothing). Refunds by the seller go through Stripe; the `charge.refunded` event and this call meet in
 * `markRefunded` the same way.
 */
import type { Order } from '@folio/model';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { orders } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { CheckoutDeps } from './checkout.ts';
import { paymentServiceDown } from './errors.ts';
import { fulfil, markRefunded } from './fulfil.ts';
import { ORDER_TEXTS, readOrder } from './purchases.ts';

export const REFUND_TEXTS = {
  notYours: 'Only the seller can refund this order',
  notPaid: 'Only a paid order can be refunded',
} as const;

async function orderRow(deps: CheckoutDeps, user: AuthUser, id: string) {
  const order = await readOrder(deps.db, user, id);
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  if (!row) throw notFound(ORDER_TEXTS.notFound);
  return row;
}

/** `POST /api/orders/{id}/complete`: the buyer's return from the pay page. */
export async function completeOrder(deps: CheckoutDeps, user: AuthUser, id: string): Promise<Order> {
  const row = await orderRow(deps, user, id);
  if (row.status === 'pending' && row.buyerId === user.userId && row.checkoutSessionId) {
    let session;
    try {
      session = await deps.payments.stripe.checkout.sessions.retrieve(row.checkoutSessionId);
    } catch (err) {
      throw paymentServiceDown(err);
    }
    if (session.payment_status === 'paid') await fulfil(deps, row.id, typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null));
  }
  return readOrder(deps.db, user, id);
}

/** `POST /api/orders/{id}/refund`: the seller refunds in full; what the order granted is taken back. */
export async function refundOrder(deps: CheckoutDeps, user: AuthUser, id: string): Promise<Order> {
  const row = await orderRow(deps, user, id);
  if (!can(user, { kind: 'order.refund', order: row })) throw forbidden(REFUND_TEXTS.notYours);
  if (row.status === 'refunded') return readOrder(deps.db, user, id);
  if (row.status !== 'paid') throw badRequest(REFUND_TEXTS.notPaid);
  if (row.paymentIntentId) {
    try {
      await deps.payments.stripe.refunds.create(
        { payment_intent: row.paymentIntentId, metadata: { orderId: row.id }, ...(row.destinationAccountId ? { reverse_transfer: true, refund_application_fee: true } : {}) },
        { idempotencyKey: `folio-refund-${row.id}` },
      );
    } catch (err) {
      throw paymentServiceDown(err);
    }
  }
  await markRefunded(deps, row.id);
  return readOrder(deps.db, user, id);
}
