/**
 * Checkout (issue 13): the chosen cart items become an order and a Stripe Checkout Session. One order pays one
 * seller (a destination charge to their connected account, the platform's fee as the application fee) in one
 * currency; the cart groups items that way and each group is paid on its own. Amounts come from `readCart`
 * (today's published terms), never from the client. A free order is fulfilled at once without Stripe.
 */
import { LICENSE_TYPE_INFO, isLicenseType, toMinor, type CheckoutResult } from '@folio/model';
import { eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { licenseOptions, orderItems, orders, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import type { Payments } from '../../payments/index.ts';
import { readCart } from '../selling/cart.ts';
import { payoutAccountOf } from './accounts.ts';
import { fulfil, type FulfilDeps } from './fulfil.ts';
import { openPaySession } from './paySession.ts';
import { OWNED_TEXT } from './owned.ts';

export const CHECKOUT_TEXTS = {
  nothing: 'Choose at least one item of your cart to pay',
  notInCart: 'Some of these items are not in your cart any more; reload the cart',
  unavailable: 'Some of these items are no longer offered; remove them from your cart first',
  oneSeller: 'Items from different sellers or in different currencies are paid separately; pay one group at a time',
  sellerNotReady: 'The seller cannot take payments yet; try again later',
  tooSmall: 'The total is below the smallest amount a card payment can take (0.50)',
} as const;

export interface CheckoutDeps extends FulfilDeps {
  payments: Payments;
}

export async function createCheckout(deps: CheckoutDeps, user: AuthUser, cartItemIds: string[]): Promise<CheckoutResult> {
  const { db, payments, config } = deps;
  if (!cartItemIds.length) throw badRequest(CHECKOUT_TEXTS.nothing);
  const cart = await readCart(db, user);
  const chosen = cart.items.filter((i) => cartItemIds.includes(i.id));
  if (chosen.length !== new Set(cartItemIds).size) throw badRequest(CHECKOUT_TEXTS.notInCart);
  if (chosen.some((i) => i.owned)) throw conflict(OWNED_TEXT);
  if (chosen.some((i) => !i.available)) throw badRequest(CHECKOUT_TEXTS.unavailable);
  const optionIds = chosen.map((i) => i.licenseOptionId).filter((id): id is string => id !== null);
  const owners = new Map((optionIds.length ? await db.select({ id: licenseOptions.id, ownerId: licenseOptions.ownerId }).from(licenseOptions).where(inArray(licenseOptions.id, optionIds)) : []).map((o) => [o.id, o.ownerId]));
  const sellerOf = (i: (typeof chosen)[number]) => (i.licenseOptionId ? (owners.get(i.licenseOptionId) ?? null) : null);
  const sellerIds = [...new Set(chosen.map(sellerOf))];
  const currencies = new Set(chosen.map((i) => i.currency));
  if (sellerIds.length !== 1 || currencies.size !== 1) throw badRequest(CHECKOUT_TEXTS.oneSeller);
  if (!can(user, { kind: 'cart.checkout', sellerIds })) throw forbidden(CHECKOUT_TEXTS.oneSeller);
  const sellerId = sellerIds[0]!;
  const currency = [...currencies][0]!;
  const minor = (text: string) => toMinor(text) ?? 0;
  const lineTotal = (i: (typeof chosen)[number]) => minor(i.amount) + minor(i.tax) + minor(i.shipping) + minor(i.other);
  const total = chosen.reduce((sum, i) => sum + lineTotal(i), 0);
  if (total > 0 && total < 50) throw badRequest(CHECKOUT_TEXTS.tooSmall);
  const account = sellerId ? await payoutAccountOf(db, sellerId) : undefined;
  if (total > 0 && sellerId && !account?.chargesEnabled) throw conflict(CHECKOUT_TEXTS.sellerNotReady);
  const fee = sellerId ? Math.round((total * payments.feePercent) / 100) : 0;

  const order = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({ buyerId: user.userId, sellerId, currency, totalMinor: total, feeMinor: fee, destinationAccountId: account?.accountId ?? null })
      .returning();
    const options = optionIds.length ? await tx.select({ id: licenseOptions.id, published: licenseOptions.published }).from(licenseOptions).where(inArray(licenseOptions.id, optionIds)) : [];
    await tx.insert(orderItems).values(
      chosen.map((i) => ({
        orderId: row!.id,
        itemType: i.type as 'folio' | 'asset' | 'library' | 'accountLicense',
        itemId: i.itemId,
        itemName: i.itemName,
        licenseOptionId: i.licenseOptionId,
        licenseType: i.licenseType,
        terms: options.find((o) => o.id === i.licenseOptionId)?.published ?? null,
        accountTypeId: i.accountTypeId,
        amountMinor: minor(i.amount),
        taxMinor: minor(i.tax),
        shippingMinor: minor(i.shipping),
        otherMinor: minor(i.other),
      })),
    );
    return row!;
  });
  const orderPage = `${config.APP_ORIGIN}/purchases/orders/${order.id}`;
  if (total === 0) {
    await fulfil(deps, order.id, null);
    return { orderId: order.id, url: orderPage };
  }
  const [buyer] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.userId));
  const url = await openPaySession(db, payments, {
    orderId: order.id,
    currency,
    lines: chosen.map((i) => ({ name: `${i.itemName} · ${i.type === 'accountLicense' ? 'one year' : isLicenseType(i.licenseType) ? LICENSE_TYPE_INFO[i.licenseType].label : 'licence'}`, amount: lineTotal(i) })),
    customerEmail: buyer?.email,
    account,
    feeMinor: fee,
    successUrl: `${orderPage}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${config.APP_ORIGIN}/cart?canceled=${order.id}`,
  });
  return { orderId: order.id, url };
}
