/**
 * Buying without an account (issue 25). From a licence option's product page on the sites origin a guest gives an
 * email and pays through the same Stripe Checkout as the cart (one line, one seller); the order has no buyer, and
 * guest_orders holds the email. `fulfil` marks it paid and mails a receipt with a claim link (guestClaims.ts); the
 * link, opened in the app by an account with that same address, makes the order that account's and grants what it
 * bought (a copy, a share, the asset's file), once. A refund before the claim only marks the order refunded.
 */
import { CLAIM_LINK_EXPIRED, LICENSE_TYPE_INFO, fromMinor, type Order } from '@folio/model';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { guestOrders, orderItems, orders, users } from '../../db/schema.ts';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { readOffer, type Offer } from '../selling/offers.ts';
import { payoutAccountOf } from './accounts.ts';
import { CHECKOUT_TEXTS, type CheckoutDeps } from './checkout.ts';
import { paymentServiceDown } from './errors.ts';
import { openPaySession } from './paySession.ts';
import { fulfil, receiptLines } from './fulfil.ts';
import { grantLine } from './grants.ts';
import { claimHash, mailGuestReceipt } from './guestClaims.ts';
import { readOrder } from './purchases.ts';

export const GUEST_TEXTS = {
  email: 'Enter a valid email address: your receipt and the link to get what you bought go there',
  gone: 'This item is no longer offered',
  ownItem: 'This is your own item; there is nothing to buy',
  claimGone: 'This link has already been used or has expired. If you did not add the purchase to your account, ask the seller for help and give them your order number from the receipt.',
  claimExpired: CLAIM_LINK_EXPIRED,
  notExpired: 'This link has not expired; open it to get what you bought',
  refunded: 'This purchase was refunded, so there is nothing to add to your account',
  wrongAccount: (masked: string) => `This purchase was made with the address ${masked}. Sign in with that address, or create an account with it, to get what you bought.`,
} as const;

const Email = z.string().trim().toLowerCase().email().max(254);

/** "a•••@example.com": enough for the holder of the link to recognise their address, not to learn someone's. */
export const maskEmail = (email: string): string => email.replace(/^(.)[^@]*/, '$1•••');

export interface GuestCheckoutResult {
  orderId: string;
  /** where the browser goes next: the pay page, or (a free item) the thank-you page */
  url: string;
}

export const thanksUrl = (sitesOrigin: string, optionId: string, orderId: string) => `${sitesOrigin}/buy/${optionId}/thanks?order=${orderId}`;

/** Starts a guest's checkout of one licence option: the order, its line, the email, and the pay page. */
export async function startGuestCheckout(deps: CheckoutDeps, optionId: string, emailInput: string): Promise<GuestCheckoutResult> {
  const { db, payments, config } = deps;
  const parsed = Email.safeParse(emailInput);
  if (!parsed.success) throw badRequest(GUEST_TEXTS.email);
  const email = parsed.data;
  const offer = await readOffer(db, optionId);
  if (!offer) throw notFound(GUEST_TEXTS.gone);
  const [seller] = await db.select({ email: users.email }).from(users).where(eq(users.id, offer.sellerId));
  if (seller?.email.toLowerCase() === email) throw badRequest(GUEST_TEXTS.ownItem);
  const total = offer.totalMinor;
  if (total > 0 && total < 50) throw badRequest(CHECKOUT_TEXTS.tooSmall);
  const account = await payoutAccountOf(db, offer.sellerId);
  if (total > 0 && !account?.chargesEnabled) throw conflict(CHECKOUT_TEXTS.sellerNotReady);
  const fee = Math.round((total * payments.feePercent) / 100);

  const order = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({ buyerId: null, sellerId: offer.sellerId, currency: offer.currency, totalMinor: total, feeMinor: fee, destinationAccountId: account?.accountId ?? null })
      .returning();
    await tx.insert(orderItems).values(lineOf(row!.id, offer));
    await tx.insert(guestOrders).values({ orderId: row!.id, email });
    return row!;
  });
  const thanks = thanksUrl(config.SITES_ORIGIN, offer.optionId, order.id);
  if (total === 0) {
    await fulfil(deps, order.id, null);
    return { orderId: order.id, url: thanks };
  }
  const url = await openPaySession(db, payments, {
    orderId: order.id,
    currency: offer.currency,
    lines: [{ name: `${offer.itemName} · ${offer.licenseType ? LICENSE_TYPE_INFO[offer.licenseType].label : 'licence'}`, amount: total }],
    customerEmail: email,
    account,
    feeMinor: fee,
    successUrl: `${thanks}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${config.SITES_ORIGIN}/buy/${offer.optionId}`,
  });
  return { orderId: order.id, url };
}

function lineOf(orderId: string, offer: Offer) {
  return {
    orderId,
    itemType: offer.itemType,
    itemId: offer.itemId,
    itemName: offer.itemName,
    licenseOptionId: offer.optionId,
    licenseType: offer.licenseType,
    terms: offer.terms,
    amountMinor: offer.priceMinor,
    taxMinor: offer.taxMinor,
    shippingMinor: offer.shippingMinor,
    otherMinor: offer.otherMinor,
  };
}

export type GuestOrderState = 'paid' | 'pending' | 'refunded' | 'canceled';

/**
 * The guest is back from the pay page (the thank-you page): when the session named is the order's own and Stripe
 * says it is paid, the same `fulfil` runs as for the webhook (whichever comes second does nothing). Answers the
 * order's state, or null for an order that is not a guest's order of this option.
 */
export async function guestOrderReturn(deps: CheckoutDeps, optionId: string, orderId: string, sessionId: string | undefined): Promise<{ state: GuestOrderState; total: string } | null> {
  const { db } = deps;
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(guestOrders, eq(guestOrders.orderId, orders.id))
    .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.licenseOptionId, optionId)))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order } = row;
  if (order.status === 'pending' && sessionId && order.checkoutSessionId === sessionId) {
    let session;
    try {
      session = await deps.payments.stripe.checkout.sessions.retrieve(sessionId);
    } catch (err) {
      throw paymentServiceDown(err);
    }
    if (session.payment_status === 'paid') await fulfil(deps, order.id, typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null));
  }
  const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return { state: now!.status, total: `${fromMinor(order.totalMinor)} ${order.currency}` };
}

export interface ClaimPreview {
  /** the address the purchase was made with, masked */
  email: string;
  items: Array<{ itemName: string; licenseType: string | null }>;
  total: string;
  expiresAt: string;
}

/** The claim a token names, expired or not (null: unknown, or already used). */
async function claimOf(db: CheckoutDeps['db'], token: string) {
  const [row] = await db
    .select({ guest: guestOrders, order: orders, expired: sql<boolean>`${guestOrders.claimExpiresAt} <= now()` })
    .from(guestOrders)
    .innerJoin(orders, eq(orders.id, guestOrders.orderId))
    .where(eq(guestOrders.claimTokenHash, claimHash(token)));
  return row ?? null;
}

async function liveClaim(deps: CheckoutDeps, token: string) {
  const row = await claimOf(deps.db, token);
  if (!row) throw new HttpError(410, 'Gone', GUEST_TEXTS.claimGone);
  if (row.order.status === 'refunded') throw new HttpError(410, 'Gone', GUEST_TEXTS.refunded);
  // An expired link says so with its own error, so the page can offer a new one.
  if (row.expired) throw new HttpError(410, 'Gone', GUEST_TEXTS.claimExpired, {}, { reason: 'expired' });
  return row;
}

/**
 * An expired claim link asks for a new one: a fresh token is mailed to the address the purchase was made with
 * (never to whoever asks), and the old one stops naming the order, so each expired link renews once.
 */
export async function renewClaim(deps: CheckoutDeps, token: string): Promise<void> {
  const row = await claimOf(deps.db, token);
  if (!row) throw new HttpError(410, 'Gone', GUEST_TEXTS.claimGone);
  if (row.order.status === 'refunded') throw new HttpError(410, 'Gone', GUEST_TEXTS.refunded);
  if (!row.expired) throw conflict(GUEST_TEXTS.notExpired);
  const { order, guest } = row;
  await deps.db.transaction(async (tx) => {
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await mailGuestReceipt(tx, deps, { orderId: order.id, email: guest.email, lines: receiptLines(lines, order.currency), total: `${fromMinor(order.totalMinor)} ${order.currency}` });
  });
  deps.mail.flush();
}

/** What a claim link holds, for the page that asks to sign in: the masked address and what was bought. */
export async function previewClaim(deps: CheckoutDeps, token: string): Promise<ClaimPreview> {
  const { guest, order } = await liveClaim(deps, token);
  const lines = await deps.db.select({ itemName: orderItems.itemName, licenseType: orderItems.licenseType }).from(orderItems).where(eq(orderItems.orderId, order.id));
  return { email: maskEmail(guest.email), items: lines, total: `${fromMinor(order.totalMinor)} ${order.currency}`, expiresAt: guest.claimExpiresAt!.toISOString() };
}

/**
 * Claims a guest's paid order into the signed-in account, which must have the order's address: the order becomes
 * theirs, what it bought is granted, and the claim row (the email, the token) goes, so the link works once.
 */
export async function claimGuestOrder(deps: CheckoutDeps, user: AuthUser, token: string): Promise<Order> {
  const { guest } = await liveClaim(deps, token);
  const [me] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, user.userId));
  const orderId = await deps.db.transaction(async (tx) => {
    // Locked, then read again: a refund or a second claim running at the same time waits and then finds it settled.
    const [order] = await tx.select().from(orders).where(eq(orders.id, guest.orderId)).for('update');
    const [still] = await tx.select().from(guestOrders).where(and(eq(guestOrders.orderId, guest.orderId), eq(guestOrders.claimTokenHash, claimHash(token))));
    if (!order || !still) throw new HttpError(410, 'Gone', GUEST_TEXTS.claimGone);
    if (order.status === 'refunded') throw new HttpError(410, 'Gone', GUEST_TEXTS.refunded);
    if (!can(user, { kind: 'order.claim', order, guestEmail: still.email, userEmail: me?.email ?? '' })) {
      throw forbidden(order.sellerId === user.userId ? GUEST_TEXTS.ownItem : GUEST_TEXTS.wrongAccount(maskEmail(still.email)));
    }
    await tx.update(orders).set({ buyerId: user.userId }).where(eq(orders.id, order.id));
    if (order.status === 'paid') {
      for (const line of await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))) await grantLine(tx, user.userId, order.sellerId, line);
    }
    await tx.delete(guestOrders).where(eq(guestOrders.orderId, order.id));
    return order.id;
  });
  return readOrder(deps.db, user, orderId);
}
