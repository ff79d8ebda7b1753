/**
 * The claim link of a guest's order (issue 25). When a guest's order is paid, `fulfil` calls `mailGuestReceipt` in
 * its transaction: a random token (only its SHA-256 is kept, in guest_orders) goes into the receipt, and works once,
 * for CLAIM_LIFETIME_DAYS. Claiming (guestCheckout.ts) consumes it.
 */
import { eq } from 'drizzle-orm';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Executor } from '../../db/client.ts';
import { guestOrders } from '../../db/schema.ts';
import { guestReceiptMail, type ReceiptLine } from '../../mail/templates.ts';
import type { FulfilDeps } from './fulfil.ts';

/** How long a claim link works. */
export const CLAIM_LIFETIME_DAYS = 30;

/** What guest_orders keeps of a claim token: its SHA-256, hex. */
export const claimHash = (token: string): string => hashToken(token).toString('hex');

/** The guest's address of an order, or null when the order has a buyer account. */
export async function guestEmailOf(tx: Executor, orderId: string): Promise<string | null> {
  const [row] = await tx.select({ email: guestOrders.email }).from(guestOrders).where(eq(guestOrders.orderId, orderId));
  return row?.email ?? null;
}

/** Issues the claim token and mails the receipt with its link (in the paying transaction). */
export async function mailGuestReceipt(tx: Executor, deps: FulfilDeps, m: { orderId: string; email: string; lines: ReceiptLine[]; total: string }): Promise<void> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + CLAIM_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  await tx.update(guestOrders).set({ claimTokenHash: hash.toString('hex'), claimExpiresAt: expiresAt }).where(eq(guestOrders.orderId, m.orderId));
  const expires = expiresAt.toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  await deps.mail.enqueue(
    tx,
    guestReceiptMail({ to: m.email, orderId: m.orderId, lines: m.lines, total: m.total, link: `${deps.config.APP_ORIGIN}/claim/${token}`, expires, testMode: deps.testMode }),
  );
}
