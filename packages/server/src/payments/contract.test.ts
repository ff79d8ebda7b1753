// The Stripe contract: the calls Folio makes, with the answers it relies on, run against the Stripe test server
// always, and against Stripe's own test mode when STRIPE_CONTRACT_SECRET_KEY (an sk_test_ key) is in the
// environment (skipped otherwise: no internet here). If Stripe changes what Folio reads, the second run fails.
import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { signPayload } from './testServer/signature.ts';
import { StripeTestServer } from './testServer/server.ts';

const secrets = { platform: 'whsec_contract_platform', connect: 'whsec_contract_connect' };
const apiKey = `sk_test_contract_${crypto.randomBytes(8).toString('hex')}`;
const server = new StripeTestServer({ apiKey, secrets });
await server.start();
afterAll(() => server.stop());

const targets: Array<[string, () => Stripe, boolean]> = [
  ['the Stripe test server', () => new Stripe(apiKey, { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 1 }), false],
];
const liveKey = process.env.STRIPE_CONTRACT_SECRET_KEY;
if (liveKey?.startsWith('sk_test_')) targets.push(['Stripe test mode', () => new Stripe(liveKey, { maxNetworkRetries: 2 }), true]);

describe.each(targets)('Stripe contract: %s', (_name, client, live) => {
  const stripe = client();
  let accountId = '';

  it('makes an Express account that cannot take charges until onboarded, and a single-use onboarding link', async () => {
    const account = await stripe.accounts.create({ type: 'express', email: 'contract@example.test', metadata: { folioUserId: 'contract' }, capabilities: { card_payments: { requested: true }, transfers: { requested: true } } });
    accountId = account.id;
    expect(account.id).toMatch(/^acct_/);
    expect(account.charges_enabled).toBe(false);
    expect(account.details_submitted).toBe(false);
    const link = await stripe.accountLinks.create({ account: account.id, type: 'account_onboarding', refresh_url: 'https://folio.example/sales?payouts=refresh', return_url: 'https://folio.example/sales?payouts=return' });
    expect(link.url).toMatch(/^https?:\/\//);
    expect(link.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
    const read = await stripe.accounts.retrieve(account.id);
    expect(read).toMatchObject({ id: account.id, charges_enabled: false });
  });

  it('refuses a destination charge to an account that cannot take charges', async () => {
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'cad', unit_amount: 1000, product_data: { name: 'Contract item' } } }],
        payment_intent_data: { transfer_data: { destination: accountId }, application_fee_amount: 100 },
        success_url: 'https://folio.example/ok?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://folio.example/cart',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('makes a Checkout Session with our metadata, replays it for the same idempotency key, and expires it', async () => {
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      client_reference_id: '00000000-0000-4000-8000-000000000001',
      metadata: { orderId: '00000000-0000-4000-8000-000000000001' },
      line_items: [{ quantity: 1, price_data: { currency: 'cad', unit_amount: 1250, product_data: { name: 'Contract item · Edit a copy' } } }],
      payment_intent_data: { metadata: { orderId: '00000000-0000-4000-8000-000000000001' } },
      success_url: 'https://folio.example/purchases/orders/x?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://folio.example/cart',
    };
    const key = `contract-${crypto.randomUUID()}`;
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey: key });
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_total: 1250, currency: 'cad', client_reference_id: params.client_reference_id, metadata: params.metadata });
    expect(session.url).toMatch(/^https?:\/\//);
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: key });
    expect(again.id).toBe(session.id);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
  });

  it.skipIf(live)('pays, refunds, and signs the events so that constructEvent accepts them and rejects a changed body', async () => {
    server.completeOnboarding(accountId);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      metadata: { orderId: 'o1' },
      line_items: [{ quantity: 1, price_data: { currency: 'cad', unit_amount: 2000, product_data: { name: 'Paid item' } } }],
      payment_intent_data: { metadata: { orderId: 'o1' }, transfer_data: { destination: accountId }, application_fee_amount: 200 },
      success_url: 'https://folio.example/ok',
      cancel_url: 'https://folio.example/cart',
    });
    server.pay(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = await stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(intent).toMatchObject({ amount: 2000, application_fee_amount: 200, transfer_data: { destination: accountId } });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, reverse_transfer: true, refund_application_fee: true });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 2000 });
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'charge.refunded', data: { object: { refunded: true } } });
    const header = signPayload(payload, secrets.platform);
    expect(stripe.webhooks.constructEvent(payload, header, secrets.platform).id).toBe('evt_1');
    expect(() => stripe.webhooks.constructEvent(payload.replace('true', 'false'), header, secrets.platform)).toThrow();
    // Stripe's own helper and ours agree on the signature.
    const theirs = stripe.webhooks.generateTestHeaderString({ payload, secret: secrets.platform, timestamp: 1700000000 });
    expect(signPayload(payload, secrets.platform, 1700000000)).toBe(theirs);
  });
});
