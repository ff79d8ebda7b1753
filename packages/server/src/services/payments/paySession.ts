/**
 * Opening Stripe's pay page for an order (issue 13, 25): one Checkout Session per order, the seller's share sent to
 * their connected account with the platform's fee, found again rather than made twice when an answer is lost. A
 * failure cancels the order and answers the payment-service text. The cart's checkout and a guest's both use it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { Payments } from '../../payments/index.ts';
import { paymentServiceDown } from './errors.ts';
import { markCanceled } from './fulfil.ts';

export interface PayLine {
  name: string;
  /** minor units, everything included */
  amount: number;
}

export interface PaySessionInput {
  orderId: string;
  currency: string;
  lines: PayLine[];
  customerEmail: string | undefined;
  /** the seller's connected account and the platform's fee; none for the platform's own sales */
  account: { accountId: string } | undefined;
  feeMinor: number;
  successUrl: string;
  cancelUrl: string;
}

/** The pay page's address, the order now pointing at its session. */
export async function openPaySession(db: Db, payments: Payments, input: PaySessionInput): Promise<string> {
  let session;
  try {
    session = await payments.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: input.orderId,
        customer_email: input.customerEmail,
        metadata: { orderId: input.orderId },
        line_items: input.lines.map((l) => ({
          quantity: 1,
          price_data: { currency: input.currency.toLowerCase(), unit_amount: l.amount, product_data: { name: l.name.slice(0, 250) } },
        })),
        payment_intent_data: {
          metadata: { orderId: input.orderId },
          ...(input.account ? { transfer_data: { destination: input.account.accountId }, application_fee_amount: input.feeMinor } : {}),
        },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      // A retried call (a lost answer) finds the same session instead of making a second one.
      { idempotencyKey: `folio-checkout-${input.orderId}` },
    );
  } catch (err) {
    await markCanceled(db, input.orderId);
    throw paymentServiceDown(err);
  }
  await db.update(orders).set({ checkoutSessionId: session.id }).where(eq(orders.id, input.orderId));
  return session.url!;
}
