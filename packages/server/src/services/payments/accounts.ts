/**
 * Sellers' payout accounts (spec §7 Payments): a Stripe Connect Express account per seller, onboarded through
 * Stripe's hosted pages. Links are single use and expire, so the app asks for a new one each time (the refresh URL
 * comes back here); returning from onboarding does not mean it is done, so the flags are read from Stripe.
 */
import type { PayoutAccount } from '@folio/model';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { stripeAccounts, users } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import type { Payments } from '../../payments/index.ts';

export const PAYOUT_TEXTS = {
  notYours: 'You can only set up payouts for your own account',
} as const;

type AccountRow = typeof stripeAccounts.$inferSelect;

const present = (row: AccountRow, testMode: boolean): PayoutAccount => ({
  accountId: row.accountId,
  chargesEnabled: row.chargesEnabled,
  payoutsEnabled: row.payoutsEnabled,
  detailsSubmitted: row.detailsSubmitted,
  testMode,
});

function own(user: AuthUser, userId: string): void {
  if (!can(user, { kind: 'payments.manageAccount', userId })) throw forbidden(PAYOUT_TEXTS.notYours);
}

export async function payoutAccountOf(db: Executor, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, userId));
  return row;
}

/** Keeps what Stripe says of an account (from a read or an `account.updated` event). */
export async function saveAccountState(db: Executor, account: Pick<Stripe.Account, 'id' | 'charges_enabled' | 'payouts_enabled' | 'details_submitted'>): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(stripeAccounts)
    .set({ chargesEnabled: account.charges_enabled, payoutsEnabled: account.payouts_enabled, detailsSubmitted: account.details_submitted, updatedAt: sql`now()` })
    .where(eq(stripeAccounts.accountId, account.id))
    .returning();
  return row;
}

/** `GET /api/stripeAccountInfo/{id}`: null (204) when the user has none; an unfinished one is read again from Stripe. */
export async function stripeAccountInfo(db: Db, payments: Payments, user: AuthUser, userId: string): Promise<PayoutAccount | null> {
  own(user, userId);
  let row = await payoutAccountOf(db, userId);
  if (!row) return null;
  if (!row.chargesEnabled || !row.payoutsEnabled) row = (await saveAccountState(db, await payments.stripe.accounts.retrieve(row.accountId))) ?? row;
  return present(row, payments.testMode);
}

/** `GET /api/stripeConnectedAccounts/{id}/generateAccountLink`: a fresh onboarding link (the account is made on first use). */
export async function generateAccountLink(db: Db, payments: Payments, config: Config, user: AuthUser, userId: string): Promise<{ url: string; expiresAt: string }> {
  own(user, userId);
  let row = await payoutAccountOf(db, userId);
  if (!row) {
    const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    // One account per user even if two tabs ask at once: Stripe dedupes the call by key, the table by primary key.
    const account = await payments.stripe.accounts.create(
      { type: 'express', email: me?.email, metadata: { folioUserId: userId }, capabilities: { card_payments: { requested: true }, transfers: { requested: true } } },
      { idempotencyKey: `folio-account-${userId}` },
    );
    await db.insert(stripeAccounts).values({ userId, accountId: account.id, chargesEnabled: account.charges_enabled, payoutsEnabled: account.payouts_enabled, detailsSubmitted: account.details_submitted }).onConflictDoNothing();
    row = (await payoutAccountOf(db, userId))!;
  }
  const link = await payments.stripe.accountLinks.create({
    account: row.accountId,
    type: 'account_onboarding',
    refresh_url: `${config.APP_ORIGIN}/sales?payouts=refresh`,
    return_url: `${config.APP_ORIGIN}/sales?payouts=return`,
  });
  return { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString() };
}
