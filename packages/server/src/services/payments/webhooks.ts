/**
 * Stripe webhooks (issue 13). The signature is checked on the raw body with the endpoint's own secret; the event id
 * is inserted under its primary key in the same transaction as acting on it, so a second delivery (duplicate,
 * concurrent or replayed) finds the id taken and does nothing, and a failure rolls the id back for Stripe to retry.
 * Events may come in any order: `fulfil` and `markRefunded` only move an order forward.
 */
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { orders, paymentEvents } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import type { Endpoint } from '../../payments/testServer/delivery.ts';
import { saveAccountState } from './accounts.ts';
import { fulfil, markCanceled, markRefunded, type FulfilDeps } from './fulfil.ts';
import type { CheckoutDeps } from './checkout.ts';

export const WEBHOOK_TEXTS = {
  badSignature: 'The Stripe-Signature header does not match this body',
  outOfTolerance: 'The Stripe-Signature timestamp is more than 5 minutes from now; send the event again, freshly signed',
} as const;

/** How far a signature's timestamp may be from now, either way, in seconds (Stripe's default tolerance). */
const TOLERANCE_S = 300;

/** The signed timestamp of a `Stripe-Signature` header (`t=…`), read as Stripe's SDK reads it: the last `t` wins. */
function signedAt(header: string): number {
  let t = Number.NaN;
  for (const part of header.split(',')) {
    const [key, value] = part.split('=');
    if (key === 't') t = value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  }
  return t;
}

export type WebhookResult = { received: true; duplicate: boolean };

/** The order an event is about: the session's or payment intent's `orderId` metadata (set at checkout). */
async function orderIdOf(db: Db, object: { metadata?: Record<string, string> | null; client_reference_id?: string | null; payment_intent?: string | Stripe.PaymentIntent | null }): Promise<string | null> {
  const id = object.metadata?.orderId ?? object.client_reference_id ?? null;
  if (id && /^[0-9a-f-]{36}$/i.test(id)) return id;
  const intent = typeof object.payment_intent === 'string' ? object.payment_intent : null;
  if (!intent) return null;
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, intent));
  return row?.id ?? null;
}

export async function handleWebhook(deps: CheckoutDeps, endpoint: Endpoint, rawBody: Buffer, signature: string | undefined): Promise<WebhookResult> {
  let event: Stripe.Event;
  try {
    // The SDK checks the signature (its own clock check, tolerance 0, is off: it refuses only the past).
    event = deps.payments.stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.payments.webhookSecrets[endpoint], 0);
  } catch {
    throw badRequest(WEBHOOK_TEXTS.badSignature);
  }
  // A signed timestamp too old is a replay; one too far ahead would stay replayable until then: both are refused.
  const skew = Math.floor(Date.now() / 1000) - signedAt(signature ?? '');
  if (!(Math.abs(skew) <= TOLERANCE_S)) throw badRequest(WEBHOOK_TEXTS.outOfTolerance);
  const { db } = deps;
  // Claim the id first; a delivery that finds it claimed (now, or waiting on a concurrent one) stops here.
  const claimed = await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  if (!claimed.length) return { received: true, duplicate: true };
  try {
    await act(deps, event);
  } catch (err) {
    // Let Stripe deliver it again: the claim goes, the 5xx tells Stripe to retry.
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw err;
  }
  return { received: true, duplicate: false };
}

async function act(deps: FulfilDeps, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return;
      const orderId = await orderIdOf(deps.db, session);
      if (orderId && (await sessionMatches(deps.db, orderId, session.id))) await fulfil(deps, orderId, typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null));
      return;
    }
    case 'checkout.session.expired': {
      const orderId = await orderIdOf(deps.db, event.data.object);
      if (orderId) await markCanceled(deps.db, orderId);
      return;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      if (!charge.refunded) return;
      const orderId = await orderIdOf(deps.db, charge);
      if (orderId) await markRefunded(deps, orderId);
      return;
    }
    case 'account.updated':
      await saveAccountState(deps.db, event.data.object);
      return;
    default:
      return;
  }
}

/** The session named by the event is the order's own (a forged or stray session id fulfils nothing). */
async function sessionMatches(db: Db, orderId: string, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.checkoutSessionId, sessionId)));
  return row !== undefined;
}
