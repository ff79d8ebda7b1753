// Webhook deliveries (issue 30) to a receiver on loopback: every one verified by the `standardwebhooks` package (not
// our code), retried after a 500 and a timeout, exactly one success per event id, replayed on demand, signed with two
// secrets after a rotation, and the webhook turned off (owner told) after a 410 or a long failure.
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import { notifications, users, webhookDeliveries } from '../../db/schema.ts';
import { SITES, answers, publishedForm, submit } from '../submissions/testing.ts';
import { FAST, deliveriesOf, makeWebhook, receiver, until, type Received } from './testing.ts';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}`, WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });
await app.webhooks.start(FAST);

const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, { 'webhook-id': r.headers['webhook-id']!, 'webhook-timestamp': r.headers['webhook-timestamp']!, 'webhook-signature': r.headers['webhook-signature']! });

const sendForm = (folioId: string, over: Record<string, unknown> = {}) => submit(app, { folioId, buttonId: 'send', data: answers(over) });

describe('webhook deliveries', () => {
  it('are signed (Standard Webhooks), retried after a 500 and a timeout, and succeed exactly once per event', async () => {
    const { access, folio } = await publishedForm(app, db);
    const hook = await receiver();
    hook.answers.push({ status: 500, body: 'down for a moment' }, 'hang');
    const { webhook, secret } = await makeWebhook(app, access, { url: hook.url, events: ['submission.created'], description: 'CRM' });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(webhook.secretPrefix).toBe(secret.slice(0, 10));
    await app.changes.sync();

    const sent = await sendForm(folio.id);
    expect(sent.statusCode, sent.body).toBe(201);
    const [delivery] = await until('the third attempt to succeed', () => deliveriesOf(app, access, webhook.id), (d) => d[0]?.status === 'succeeded');
    expect(delivery!.attempts.map((a) => a.statusCode)).toEqual([500, null, 200]);
    expect(delivery!.attempts[0]!.response).toBe('down for a moment');
    expect(delivery!.attempts[1]!.error).toMatch(/No answer within/);
    expect(hook.received).toHaveLength(3);
    // The same message each time, each attempt verified by the independent implementation.
    expect(new Set(hook.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery!.eventId]));
    for (const r of hook.received) expect(verify(secret, r)).toMatchObject({ type: 'submission.created' });
    const body = JSON.parse(hook.received[2]!.body) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(body.type).toBe('submission.created');
    expect(body.data).toMatchObject({ id: sent.json().id, folio: { id: folio.id }, buttonId: 'send', answers: { name: 'Ada Lovelace' } });
    expect((body.data.fields as Array<{ widgetId: string; label: string }>).find((f) => f.widgetId === 'name')).toBeDefined();
    // A wrong secret does not verify.
    expect(() => verify(`whsec_${Buffer.from('not the secret at all!!').toString('base64')}`, hook.received[2]!)).toThrow();

    // Ten at once: ten events, each answered 200 exactly once.
    hook.received.length = 0;
    const many = await Promise.all(Array.from({ length: 10 }, (_, i) => sendForm(folio.id, { name: `Visitor ${i}` })));
    expect(many.every((r) => r.statusCode === 201)).toBe(true);
    await until('ten deliveries', () => deliveriesOf(app, access, webhook.id), (d) => d.filter((x) => x.status === 'succeeded').length === 11);
    const ids = hook.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  it('keeps a log of attempts and replays one delivery: the same message id and body, signed anew', async () => {
    const { access, folio } = await publishedForm(app, db);
    const hook = await receiver();
    const { webhook, secret } = await makeWebhook(app, access, { url: hook.url, events: ['submission.created', 'folio.published'] });
    await app.changes.sync();
    await sendForm(folio.id);
    const [first] = await until('the delivery', () => deliveriesOf(app, access, webhook.id), (d) => d[0]?.status === 'succeeded');
    const replay = await app.inject({ method: 'POST', url: `/api/webhooks/${webhook.id}/deliveries/${first!.id}/replay`, headers: bearer(access) });
    expect(replay.statusCode, replay.body).toBe(202);
    expect(replay.json()).toMatchObject({ id: first!.id, status: 'pending' });
    await until('the replay', () => hook.received.length, (n) => n === 2);
    expect(hook.received[1]!.headers['webhook-id']).toBe(hook.received[0]!.headers['webhook-id']);
    expect(hook.received[1]!.body).toBe(hook.received[0]!.body);
    expect(verify(secret, hook.received[1]!)).toBeTruthy();
    const [after] = await until('the replay logged', () => deliveriesOf(app, access, webhook.id), (d) => d[0]?.attempts.length === 2 && d[0].status === 'succeeded');
    expect(after!.attempts.map((a) => a.statusCode)).toEqual([200, 200]);

    // Someone else cannot read the log or replay: 404, as if there were no such webhook.
    const { access: stranger } = await publishedForm(app, db);
    expect((await app.inject({ method: 'GET', url: `/api/webhooks/${webhook.id}/deliveries`, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/webhooks/${webhook.id}/deliveries/${first!.id}/replay`, headers: bearer(stranger) })).statusCode).toBe(404);
    // A delivery of another webhook through this one: 404.
    const other = await makeWebhook(app, stranger, { url: hook.url, events: ['folio.published'] });
    expect((await app.inject({ method: 'POST', url: `/api/webhooks/${other.webhook.id}/deliveries/${first!.id}/replay`, headers: bearer(stranger) })).statusCode).toBe(404);
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const { access, folio } = await publishedForm(app, db);
    const hook = await receiver();
    const { webhook, secret: old } = await makeWebhook(app, access, { url: hook.url, events: ['submission.created'] });
    const rotated = await app.inject({ method: 'POST', url: `/api/webhooks/${webhook.id}/secret`, headers: bearer(access) });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: fresh, webhook: after } = rotated.json() as { secret: string; webhook: { previousSecretUntil: string } };
    expect(fresh).not.toBe(old);
    expect(Date.parse(after.previousSecretUntil) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    await app.changes.sync();
    await sendForm(folio.id);
    await until('the delivery', () => hook.received.length, (n) => n === 1);
    const r = hook.received[0]!;
    expect(r.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verify(fresh, r)).toBeTruthy();
    expect(verify(old, r)).toBeTruthy();
    // The list never shows a secret.
    const listed = await app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(access) });
    expect(listed.body).not.toContain(fresh);
    expect(listed.body).not.toContain(old.slice(10));
  });

  it('turns the webhook off after a 410 Gone, or when a delivery is given up after a long failure, and tells the owner', async () => {
    const { user, access, folio } = await publishedForm(app, db);
    const gone = await receiver();
    gone.answers.push({ status: 410 });
    const a = await makeWebhook(app, access, { url: gone.url, events: ['submission.created'] });
    await app.changes.sync();
    await sendForm(folio.id);
    const [d] = await until('the 410', () => deliveriesOf(app, access, a.webhook.id), (x) => x[0]?.status === 'failed');
    expect(d!.attempts).toHaveLength(1);
    const listed = async () => ((await app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(access) })).json() as { webhooks: Array<{ id: string; enabled: boolean; disabledReason: string | null }> }).webhooks;
    expect((await listed()).find((w) => w.id === a.webhook.id)).toMatchObject({ enabled: false, disabledReason: expect.stringMatching(/410/) });
    const told = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((n) => n.kind)).toContain('webhook');
    // Turned off: replays are refused until it is turned on again; new events are not taken.
    expect((await app.inject({ method: 'POST', url: `/api/webhooks/${a.webhook.id}/deliveries/${d!.id}/replay`, headers: bearer(access) })).statusCode).toBe(409);
    await sendForm(folio.id);
    expect(await deliveriesOf(app, access, a.webhook.id)).toHaveLength(1);
    const on = await app.inject({ method: 'PATCH', url: `/api/webhooks/${a.webhook.id}`, headers: bearer(access), payload: { enabled: true } });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });

    // Always failing: four attempts, given up, turned off (the tests' failure allowance is 0).
    const down = await receiver();
    down.answers.push(...Array.from({ length: 4 }, () => ({ status: 503 })));
    const b = await makeWebhook(app, access, { url: down.url, events: ['folio.published'] });
    await app.changes.sync();
    expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(access), payload: {} })).statusCode).toBe(200);
    const [given] = await until('the last attempt', () => deliveriesOf(app, access, b.webhook.id), (x) => x[0]?.status === 'failed');
    expect(given!.attempts.map((x) => x.statusCode)).toEqual([503, 503, 503, 503]);
    expect((await listed()).find((w) => w.id === b.webhook.id)).toMatchObject({ enabled: false, disabledReason: expect.stringMatching(/failed/) });
  });

  it('sends nothing for a deactivated account', async () => {
    const { user, access, folio } = await publishedForm(app, db);
    const hook = await receiver();
    const { webhook } = await makeWebhook(app, access, { url: hook.url, events: ['submission.created'] });
    await app.changes.sync();
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await sendForm(folio.id);
    const [d] = await until('the delivery to fail', () => db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id)), (r) => r[0]?.status === 'failed');
    expect(JSON.stringify(d!.attempts)).toMatch(/deactivated/);
    expect(hook.received).toHaveLength(0);
  });
});
