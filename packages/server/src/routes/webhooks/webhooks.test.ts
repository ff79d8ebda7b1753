// Webhooks through the API (issue 30): made, listed, changed, rotated and deleted by their owner alone; scoped to
// one's own folio or website only; with an access token only for events the token may read; endpoints on private
// addresses refused unless the instance allows them; and every capability's event written for the webhooks that take
// it (submissions, edits, publishing a folio and a website, comments, shares, orders paid and refunded).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, buildWebsite, tokenFor } from '../../../test/factories.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import { checkout, folioOnSale, onboard, pay, testServerOf } from '../payments/testing.ts';
import { NONE, call, person, privateFolio, share, type Person } from '../shares/testing.ts';
import { SITES, answers, publishedForm, setRoot, submit } from '../submissions/testing.ts';
import { makeWebhook } from './testing.ts';
import { webhookEventBody } from './events.ts';
import type { WebhookEvent } from '@folio/model';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}`, WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });
const strict = await createTestApp();
const URL_OK = 'http://127.0.0.1:9/hook';

const post = (a: typeof app, token: string, payload: Record<string, unknown>) => a.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(token), payload });
const events = async (webhookId: string) =>
  (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId))).map((d) => ({ type: d.eventType, body: JSON.parse(d.body) as { type: string; data: Record<string, unknown> } }));

async function token(owner: Person, scopes: string[]): Promise<string> {
  const res = await call(app, owner, 'POST', '/api/users/me/tokens', { name: 'Integration', scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token as string;
}

describe('webhooks API', () => {
  it('are made, listed (never with their secret), changed, turned off and on, and deleted by their owner', async () => {
    const owner = await person(db, 'Owner');
    const made = await makeWebhook(app, owner.token, { url: URL_OK, description: '  CRM  ', events: ['submission.created', 'submission.created', 'order.paid'] });
    expect(made.webhook).toMatchObject({ url: URL_OK, events: ['submission.created', 'order.paid'], enabled: true, scope: { type: 'account' } });
    expect(made.webhook).toMatchObject({ description: 'CRM' });
    const list = await app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(owner.token) });
    expect(list.json().webhooks).toHaveLength(1);
    expect(list.body).not.toContain(made.secret);
    const [row] = await db.select().from(webhooks).where(eq(webhooks.id, made.webhook.id));
    expect(row!.secret).toBe(made.secret);

    const patched = await call(app, owner, 'PATCH', `/api/webhooks/${made.webhook.id}`, { events: ['comment.created'], description: 'Comments', enabled: false });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ events: ['comment.created'], description: 'Comments', enabled: false, disabledReason: null });
    expect((await call(app, owner, 'PATCH', `/api/webhooks/${made.webhook.id}`, { enabled: true })).json()).toMatchObject({ enabled: true });
    expect((await call(app, owner, 'DELETE', `/api/webhooks/${made.webhook.id}`)).statusCode).toBe(204);
    expect((await call(app, owner, 'DELETE', `/api/webhooks/${made.webhook.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with what to fix, and never changes what was stored', async () => {
    const owner = await person(db, 'Owner');
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ url: URL_OK, events: [] }, 400, /events/],
      [{ url: URL_OK, events: ['nothing.happened'] }, 400, /events/],
      [{ url: 'not an address', events: ['order.paid'] }, 422, /^url: give the full address/],
      [{ url: 'ftp://example.com/x', events: ['order.paid'] }, 422, /^url:/],
      [{ url: 'https://user:pw@example.com/x', events: ['order.paid'] }, 422, /user name or password/],
      [{ url: `https://example.com/${'x'.repeat(2100)}`, events: ['order.paid'] }, 400, /url/],
      [{ url: URL_OK, events: ['order.paid'], folioId: 'not-a-folio' }, 404, /folioId/],
      [{ url: URL_OK, events: ['order.paid'], description: 'x'.repeat(201) }, 400, /description/],
      [{ url: 'https://example.com/\u0000', events: ['order.paid'] }, 400, /./],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(app, owner.token, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body).slice(0, 80)).toEqual([status, expect.stringMatching(message)]);
    }
    const made = await makeWebhook(app, owner.token, { url: URL_OK, events: ['order.paid'] });
    const bad = await call(app, owner, 'PATCH', `/api/webhooks/${made.webhook.id}`, { url: 'nope', events: ['folio.published'] });
    expect(bad.statusCode).toBe(422);
    const [row] = await db.select().from(webhooks).where(eq(webhooks.id, made.webhook.id));
    expect([row!.url, row!.events]).toEqual([URL_OK, ['order.paid']]);
    // At most 20 per account.
    for (let i = 1; i < 20; i++) await makeWebhook(app, owner.token, { url: URL_OK, events: ['order.paid'] });
    const past = await post(app, owner.token, { url: URL_OK, events: ['order.paid'] });
    expect([past.statusCode, past.json().message]).toEqual([409, expect.stringMatching(/at most 20/)]);
  });

  it('is nobody else’s business: another account, a sharee who edits the folio, an administrator get 404', async () => {
    const owner = await person(db, 'Owner');
    const editor = await person(db, 'Editor');
    const admin = { user: await buildUser(db, { superAdmin: true }), token: '' };
    admin.token = await tokenFor(db, admin.user.id);
    const folio = await privateFolio(db, owner);
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: editor.user.id, canEditContent: true, canEditSettings: true, canPublish: true, canShare: true });
    const made = await makeWebhook(app, owner.token, { url: URL_OK, events: ['submission.created'], folioId: folio.id });
    expect(made.webhook).toMatchObject({ scope: { type: 'folio', id: folio.id, name: folio.name } });
    for (const who of [editor, admin]) {
      for (const [method, url, body] of [
        ['PATCH', `/api/webhooks/${made.webhook.id}`, { enabled: false }],
        ['DELETE', `/api/webhooks/${made.webhook.id}`, undefined],
        ['POST', `/api/webhooks/${made.webhook.id}/secret`, undefined],
        ['GET', `/api/webhooks/${made.webhook.id}/deliveries`, undefined],
      ] as const) {
        expect((await call(app, who, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await call(app, who, 'GET', '/api/webhooks')).json().webhooks).toEqual([]);
      // The owner's folio is not theirs to subscribe to, whatever the share lets them do.
      expect((await post(app, who.token, { url: URL_OK, events: ['submission.created'], folioId: folio.id })).statusCode).toBe(404);
    }
    expect((await call(app, null, 'GET', '/api/webhooks')).statusCode).toBe(401);
    const [row] = await db.select().from(webhooks).where(eq(webhooks.id, made.webhook.id));
    expect(row!.enabled).toBe(true);
  });

  it('scopes a webhook to one folio or website, with only the events that can concern it', async () => {
    const owner = await person(db, 'Owner');
    const folio = await privateFolio(db, owner);
    const website = await buildWebsite(db, { authorId: owner.user.id, pages: [folio.id] });
    const bad = await post(app, owner.token, { url: URL_OK, events: ['website.published'], folioId: folio.id });
    expect([bad.statusCode, bad.json().message]).toEqual([422, expect.stringMatching(/website.published does not concern a single folio/)]);
    const both = await post(app, owner.token, { url: URL_OK, events: ['submission.created'], folioId: folio.id, websiteId: website.id });
    expect(both.statusCode).toBe(422);
    const site = await makeWebhook(app, owner.token, { url: URL_OK, events: ['website.published', 'submission.created'], websiteId: website.id });
    expect(site.webhook).toMatchObject({ scope: { type: 'website', id: website.id } });
    expect((await post(app, owner.token, { url: URL_OK, events: ['order.paid'], websiteId: website.id })).statusCode).toBe(422);
  });

  it('with an access token: the webhooks area, and only events whose content the token may read', async () => {
    const owner = await person(db, 'Owner');
    const hooksOnly = await token(owner, ['webhooks:write']);
    const refused = await post(app, hooksOnly, { url: URL_OK, events: ['submission.created'] });
    expect([refused.statusCode, refused.json().message]).toEqual([403, expect.stringMatching(/cannot read what these events carry/)]);
    const reader = await token(owner, ['webhooks:read']);
    expect((await post(app, reader, { url: URL_OK, events: ['folio.published'] })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(reader) })).statusCode).toBe(200);
    const foliosOnly = await token(owner, ['folios:write']);
    expect((await app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(foliosOnly) })).statusCode).toBe(403);
    const both = await token(owner, ['webhooks:write', 'submissions:read']);
    const made = await makeWebhook(app, both, { url: URL_OK, events: ['submission.created'] });
    // Widening it to sales needs commerce:read too.
    expect((await app.inject({ method: 'PATCH', url: `/api/webhooks/${made.webhook.id}`, headers: bearer(both), payload: { events: ['order.paid'] } })).statusCode).toBe(403);
  });

  it('refuses private, loopback and link-local endpoints (and plain http) unless the instance allows them', async () => {
    const owner = await buildUser(strict.db);
    const access = await tokenFor(strict.db, owner.id);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://172.20.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0.0.0.0/hook',
      'https://100.64.0.1/hook',
    ]) {
      const res = await post(strict.app, access, { url, events: ['order.paid'] });
      expect([res.statusCode, res.json().message], url).toEqual([422, expect.stringMatching(/private, loopback or link-local/)]);
    }
    const http = await post(strict.app, access, { url: 'http://93.184.215.14/hook', events: ['order.paid'] });
    expect([http.statusCode, http.json().message]).toEqual([422, expect.stringMatching(/https only/)]);
    expect(await strict.db.select().from(webhooks)).toEqual([]);
  });
});

describe('events from every capability', () => {
  it('a submission, its edit, publishing, a comment, a share: each written once for the webhooks that take it, and not for others', async () => {
    const { user, access, folio } = await publishedForm(app, db);
    const owner: Person = { user, token: access };
    const all = await makeWebhook(app, access, { url: URL_OK, events: ['submission.created', 'submission.updated', 'folio.published', 'comment.created', 'share.created'] });
    const onlyThis = await makeWebhook(app, access, { url: URL_OK, events: ['submission.created'], folioId: folio.id });
    const other = await privateFolio(db, owner, 'Other');
    const onlyOther = await makeWebhook(app, access, { url: URL_OK, events: ['submission.created'], folioId: other.id });
    const stranger = await person(db, 'Stranger');
    const theirs = await makeWebhook(app, stranger.token, { url: URL_OK, events: ['submission.created', 'comment.created'] });
    await app.changes.sync();

    const sent = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() });
    expect(sent.statusCode, sent.body).toBe(201);
    await setRoot(db, folio.id, { editableSubmission: true, hasCommentSection: true });
    const edited = await app.inject({ method: 'PATCH', url: `/api/submissions/${sent.json().id}`, headers: bearer(access), payload: { data: answers({ name: 'Grace Hopper' }) } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(access), payload: {} })).statusCode).toBe(200);
    const reader = await person(db, 'Reader');
    const comment = await call(app, reader, 'POST', '/api/comments', { folioId: folio.id, authorId: reader.user.id, body: 'Lovely form' });
    expect(comment.statusCode, comment.body).toBe(201);
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: reader.user.id, ...NONE });

    const got = await events(all.webhook.id);
    expect(got.map((e) => e.type).sort()).toEqual(['comment.created', 'folio.published', 'share.created', 'submission.created', 'submission.updated']);
    const by = (type: string) => got.find((e) => e.type === type)!.body.data;
    expect(by('submission.created')).toMatchObject({ id: sent.json().id, answers: { name: 'Ada Lovelace' } });
    expect(by('submission.updated')).toMatchObject({ id: sent.json().id, answers: { name: 'Grace Hopper' }, editedAt: expect.any(String) });
    expect(by('folio.published')).toMatchObject({ folio: { id: folio.id }, version: expect.any(Number) });
    expect(by('comment.created')).toMatchObject({ folio: { id: folio.id }, text: 'Lovely form', author: { id: reader.user.id, displayName: 'Reader' } });
    expect(by('share.created')).toMatchObject({ item: { type: 'folio', id: folio.id }, with: [{ type: 'user', id: reader.user.id, name: 'Reader' }], rights: expect.any(String) });
    expect((await events(onlyThis.webhook.id)).map((e) => e.type)).toEqual(['submission.created']);
    expect(await events(onlyOther.webhook.id)).toEqual([]);
    expect(await events(theirs.webhook.id)).toEqual([]);
    // Every body is what the OpenAPI document describes for its event.
    for (const e of got) webhookEventBody(e.type as WebhookEvent).parse(e.body);
  });

  it('a website published, and an order paid then refunded, reach the seller’s webhooks', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    const hook = await makeWebhook(app, seller.token, { url: URL_OK, events: ['order.paid', 'order.refunded', 'website.published'] });
    const buyersHook = await makeWebhook(app, buyer.token, { url: URL_OK, events: ['order.paid', 'order.refunded'] });
    await onboard(app, seller);
    const { folio, option } = await folioOnSale(app, db, seller, 'Guide', { price: '10', licenseType: 'edit' });
    const folioHook = await makeWebhook(app, seller.token, { url: URL_OK, events: ['order.paid'], folioId: folio.id });
    const { orderId, url } = await checkout(app, buyer, [{ type: 'folio', licenseOptionId: option }]);
    await pay(url);
    await testServerOf(app).deliveries.settled();
    expect((await call(app, seller, 'POST', `/api/orders/${orderId}/refund`)).statusCode).toBe(200);
    await testServerOf(app).deliveries.settled();

    const home = await buildFolio(db, { authorId: seller.user.id, name: 'Home', isPublic: true });
    const website = await buildWebsite(db, { authorId: seller.user.id, pages: [home.id] });
    expect((await call(app, seller, 'POST', `/api/websites/${website.id}/publish`)).statusCode).toBe(200);

    const got = await events(hook.webhook.id);
    expect(got.map((e) => e.type).sort()).toEqual(['order.paid', 'order.refunded', 'website.published']);
    expect(got.find((e) => e.type === 'order.paid')!.body.data).toMatchObject({ id: orderId, amount: 1000, items: [{ type: 'folio', id: folio.id, name: 'Guide' }] });
    expect(got.find((e) => e.type === 'website.published')!.body.data).toMatchObject({ website: { id: website.id }, url: expect.stringContaining(`/site/${website.slug}`) });
    expect((await events(folioHook.webhook.id)).map((e) => e.type)).toEqual(['order.paid']);
    expect(await events(buyersHook.webhook.id)).toEqual([]);
    for (const e of got) webhookEventBody(e.type as WebhookEvent).parse(e.body);
  });
});
