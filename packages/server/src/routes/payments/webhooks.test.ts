import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { folios, mailMessages, paymentEvents } from '../../db/schema.ts';
import { signPayload } from '../../payments/testServer/signature.ts';
import { call, person, type Person } from '../shares/testing.ts';
import { checkout, folioOnSale, onboard, pay, testServerOf } from './testing.ts';

const { app, db } = await createTestApp();
const server = testServerOf(app);

afterEach(async () => {
  Object.assign(server.deliveries.switches, { duplicate: false, hold: false, drop: false });
  await server.deliveries.release();
  await server.deliveries.settled();
});

const copiesOf = (buyer: Person) => db.select().from(folios).where(and(eq(folios.authorId, buyer.user.id), eq(folios.hasBeenPurchased, true)));
const receiptsOf = async (buyer: Person) => (await db.select().from(mailMessages).where(eq(mailMessages.to, buyer.user.email))).filter((m) => m.subject.startsWith('Your Folio receipt'));

/** A seller ready to be paid, a folio on sale, a buyer with it checked out: the pay page and the order. */
async function scene(name: string) {
  const seller = await person(db, 'Seller');
  const buyer = await person(db, 'Buyer');
  await onboard(app, seller);
  const { option } = await folioOnSale(app, db, seller, name, { price: '12', licenseType: 'edit' });
  const { orderId, url } = await checkout(app, buyer, [{ type: 'folio', licenseOptionId: option }]);
  return { seller, buyer, orderId, url };
}

const status = async (who: Person, orderId: string) => (await call(app, who, 'GET', `/api/orders/${orderId}`)).json().status as string;

describe('webhooks: exactly one fulfilment', () => {
  it('each event delivered twice: one copy, one receipt, the second delivery answered as a duplicate', async () => {
    const { buyer, orderId, url } = await scene('Twice');
    server.deliveries.switches.duplicate = true;
    await pay(url);
    await server.deliveries.settled();
    expect(await status(buyer, orderId)).toBe('paid');
    expect(await copiesOf(buyer)).toHaveLength(1);
    expect(await receiptsOf(buyer)).toHaveLength(1);
    const deliveries = server.deliveries.log.filter((d) => d.type === 'checkout.session.completed').slice(-2);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200]);
    expect(deliveries[0]!.eventId).toBe(deliveries[1]!.eventId);
  });

  it('out of order: the refund’s event before the payment’s — the order ends refunded and nothing is granted', async () => {
    const { seller, buyer, orderId, url } = await scene('Reordered');
    // The payment is made and refunded while the webhook endpoint is unreachable; Stripe then delivers newest first.
    server.deliveries.switches.hold = true;
    await pay(url);
    await call(app, buyer, 'POST', `/api/orders/${orderId}/complete`);
    expect(await status(buyer, orderId)).toBe('paid');
    expect((await call(app, seller, 'POST', `/api/orders/${orderId}/refund`)).statusCode).toBe(200);
    await server.deliveries.release({ reverse: true });
    expect(await status(buyer, orderId)).toBe('refunded');
    const copies = await copiesOf(buyer);
    expect(copies.every((c) => c.isDeleted)).toBe(true);
  });

  it('a refund event that overtakes the payment event of an order nobody completed: refunded, never fulfilled', async () => {
    const { buyer, orderId, url } = await scene('Overtaken');
    server.deliveries.switches.hold = true;
    await pay(url);
    const intent = [...server.sessions.values()].find((s) => s.client_reference_id === orderId)!.payment_intent!;
    await app.payments.stripe.refunds.create({ payment_intent: intent, metadata: { orderId } });
    await server.deliveries.release({ reverse: true });
    expect(await status(buyer, orderId)).toBe('refunded');
    expect(await copiesOf(buyer)).toHaveLength(0);
    expect(await receiptsOf(buyer)).toHaveLength(0);
  });

  it('the success page racing the webhook: one fulfilment whoever comes first', async () => {
    const { buyer, orderId, url } = await scene('Race');
    server.deliveries.switches.hold = true;
    await pay(url);
    const [a, b] = await Promise.all([call(app, buyer, 'POST', `/api/orders/${orderId}/complete`), server.deliveries.release(), call(app, buyer, 'POST', `/api/orders/${orderId}/complete`)]);
    expect(a?.statusCode).toBe(200);
    expect(b).toBeUndefined();
    expect(await status(buyer, orderId)).toBe('paid');
    expect(await copiesOf(buyer)).toHaveLength(1);
    expect(await receiptsOf(buyer)).toHaveLength(1);
  });

  it('webhooks down for good: the success page alone fulfils', async () => {
    const { buyer, orderId, url } = await scene('No webhook');
    server.deliveries.switches.drop = true;
    const back = await pay(url);
    expect(await status(buyer, orderId)).toBe('pending');
    const done = await call(app, buyer, 'POST', new URL(back).pathname.replace('/purchases/orders/', '/api/orders/') + '/complete');
    expect(done.json()).toMatchObject({ status: 'paid' });
    expect(await copiesOf(buyer)).toHaveLength(1);
  });

  it('a bad or replayed-with-a-changed-body signature is refused with 400 and changes nothing', async () => {
    const { buyer, orderId, url } = await scene('Forged');
    server.deliveries.switches.hold = true;
    await pay(url);
    const session = [...server.sessions.values()].find((s) => s.client_reference_id === orderId)!;
    const event = { id: 'evt_forged', object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: { ...session, lines: undefined } } };
    const payload = JSON.stringify(event);
    const forged = await app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, 'whsec_wrong') }, payload });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The Stripe-Signature header does not match this body');
    // Signed with the right secret, then the body changed: refused.
    const signature = signPayload(payload, app.payments.webhookSecrets.platform);
    const tampered = await app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: payload.replace('"paid"', '"paid" ') });
    expect(tampered.statusCode).toBe(400);
    // The Connect secret does not open the platform endpoint.
    const crossed = await app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, app.payments.webhookSecrets.connect) }, payload });
    expect(crossed.statusCode).toBe(400);
    const none = await app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload });
    expect(none.statusCode).toBe(400);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged'))).toHaveLength(0);
    expect(await status(buyer, orderId)).toBe('pending');
    // An old signature (past Stripe's 5-minute tolerance) is refused as a replay.
    const old = await app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, app.payments.webhookSecrets.platform, Math.floor(Date.now() / 1000) - 3600) }, payload });
    expect(old.statusCode).toBe(400);
    // Correctly signed: accepted once, then a duplicate.
    const first = await app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const second = await app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect(await status(buyer, orderId)).toBe('paid');
  });

  it('a correctly signed event dated beyond the 5-minute tolerance, in the future or the past, is refused with 400 and fulfils nothing', async () => {
    const { buyer, orderId, url } = await scene('Future');
    server.deliveries.switches.hold = true;
    await pay(url);
    const session = [...server.sessions.values()].find((s) => s.client_reference_id === orderId)!;
    const payload = JSON.stringify({ id: 'evt_future', object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: { ...session, lines: undefined } } });
    const deliver = (secondsFromNow: number) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, app.payments.webhookSecrets.platform, Math.floor(Date.now() / 1000) + secondsFromNow) },
        payload,
      });
    for (const ahead of [30 * 86_400, 3600, 360, -360]) {
      const res = await deliver(ahead);
      expect(res.statusCode, `${ahead} s`).toBe(400);
      expect(res.json().message).toBe('The Stripe-Signature timestamp is more than 5 minutes from now; send the event again, freshly signed');
    }
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_future'))).toHaveLength(0);
    expect(await status(buyer, orderId)).toBe('pending');
    expect(await copiesOf(buyer)).toHaveLength(0);
    // A clock a little ahead of ours, within the tolerance, is accepted.
    expect((await deliver(120)).json()).toEqual({ received: true, duplicate: false });
    expect(await status(buyer, orderId)).toBe('paid');
  });

  it('a session id that is not the order’s fulfils nothing', async () => {
    const { buyer, orderId } = await scene('Stray');
    const other = await scene('Other');
    const session = [...server.sessions.values()].find((s) => s.client_reference_id === other.orderId)!;
    const payload = JSON.stringify({ id: 'evt_stray', object: 'event', type: 'checkout.session.completed', data: { object: { id: session.id, object: 'checkout.session', payment_status: 'paid', metadata: { orderId }, payment_intent: 'pi_x' } } });
    const res = await app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, app.payments.webhookSecrets.platform) }, payload });
    expect(res.statusCode).toBe(200);
    expect(await status(buyer, orderId)).toBe('pending');
  });

  it('concurrent deliveries of one event: one acts, the others are duplicates', async () => {
    const { buyer, orderId, url } = await scene('Concurrent');
    server.deliveries.switches.hold = true;
    await pay(url);
    const session = [...server.sessions.values()].find((s) => s.client_reference_id === orderId)!;
    const payload = JSON.stringify({ id: `evt_conc_${orderId}`, object: 'event', type: 'checkout.session.completed', data: { object: { id: session.id, object: 'checkout.session', payment_status: 'paid', metadata: { orderId }, payment_intent: session.payment_intent } } });
    const headers = { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, app.payments.webhookSecrets.platform) };
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers, payload })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(await copiesOf(buyer)).toHaveLength(1);
  });
});
