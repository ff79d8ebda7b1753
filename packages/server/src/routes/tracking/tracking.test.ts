import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { dropExpiredPartitions, ensurePartitions } from '../../services/analytics/partitions.ts';
import { call, person, privateFolio, publicPublished } from '../shares/testing.ts';

const { app, db, config } = await createTestApp();
const sitesHost = new URL(config.SITES_ORIGIN).host;

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function siteSession(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/public/api/siteSessions', payload: { accountId: null } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

function view(siteSessionId: string, folioId: string, headers: Record<string, string>, extra: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/public/api/pageSessions',
    headers: { 'user-agent': CHROME, ...headers },
    remoteAddress: '203.0.113.77',
    payload: { siteSessionId, pageUrl: `https://sites.example/folio/${folioId}/page/p1?utm_source=news&secret=1`, pageUrlParams: 'utm_source=news&email=a@b.c', entityType: 'folio', entityId: folioId, ...extra },
  });
}

const rowsOf = async (folioId: string) => (await db.execute<Record<string, unknown>>(sql`select * from page_views where entity_id = ${folioId}`)).rows;

describe('site sessions (spec §4)', () => {
  it('are made for a guest or for the caller’s own account, and updated when the account changes; never for someone else', async () => {
    const a = await person(db, 'A');
    const b = await person(db, 'B');
    const guest = await siteSession();
    const own = await call(app, a, 'POST', '/public/api/siteSessions', { accountId: a.user.id });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ accountId: a.user.id, id: expect.any(String), created: expect.any(String) });
    expect((await call(app, a, 'POST', '/public/api/siteSessions', { accountId: b.user.id })).statusCode).toBe(403);
    expect((await call(app, null, 'POST', '/public/api/siteSessions', { accountId: a.user.id })).statusCode).toBe(403);
    const signedIn = await call(app, a, 'POST', `/public/api/siteSessions/${guest}`, { accountId: a.user.id });
    expect(signedIn.json()).toMatchObject({ id: guest, accountId: a.user.id });
    const unknown = await call(app, a, 'POST', '/public/api/siteSessions/00000000-0000-4000-8000-000000000000', { accountId: a.user.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Could not update site session');
  });

  it('are changed only by their holder: one naming an account only with that account’s token; others, guests and wrong ids change nothing', async () => {
    const a = await person(db, 'A');
    const b = await person(db, 'B');
    const id = (await call(app, a, 'POST', '/public/api/siteSessions', { accountId: a.user.id })).json().id as string;
    const linked = async () => (await db.execute<{ account_id: string | null }>(sql`select account_id from site_sessions where id = ${id}`)).rows[0]?.account_id;
    const notYours = 'This site session belongs to another account; only that account, signed in, can change it';
    // Another account relinks it to itself, or unlinks it: refused.
    for (const accountId of [b.user.id, null]) {
      const res = await call(app, b, 'POST', `/public/api/siteSessions/${id}`, { accountId });
      expect(res.statusCode, String(accountId)).toBe(403);
      expect(res.json().message).toBe(notYours);
    }
    // Nor may it name a third account, or an empty body unlink it.
    expect((await call(app, b, 'POST', `/public/api/siteSessions/${id}`, { accountId: a.user.id })).statusCode).toBe(403);
    expect((await call(app, b, 'POST', `/public/api/siteSessions/${id}`, {})).statusCode).toBe(403);
    // A guest holding the id unlinks it or links it: refused.
    for (const payload of [{ accountId: null }, {}, { accountId: a.user.id }]) {
      const res = await call(app, null, 'POST', `/public/api/siteSessions/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
    }
    // Its own account may not hand it to another.
    const handed = await call(app, a, 'POST', `/public/api/siteSessions/${id}`, { accountId: b.user.id });
    expect(handed.statusCode).toBe(403);
    expect(handed.json().message).toBe('A site session can only name your own account');
    expect(await linked()).toBe(a.user.id);
    // Wrong ids: unknown, or not an id at all.
    for (const wrong of ['00000000-0000-4000-8000-000000000000', 'not-a-session']) {
      const res = await call(app, a, 'POST', `/public/api/siteSessions/${wrong}`, { accountId: a.user.id });
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json().message).toBe('Could not update site session');
    }
    // The holder unlinks it (signing out); then it is a guest's, which B may link to B on signing in.
    expect((await call(app, a, 'POST', `/public/api/siteSessions/${id}`, { accountId: null })).json()).toMatchObject({ id, accountId: null });
    expect(await linked()).toBe(null);
    expect((await call(app, b, 'POST', `/public/api/siteSessions/${id}`, { accountId: b.user.id })).json()).toMatchObject({ id, accountId: b.user.id });
    expect((await call(app, a, 'POST', `/public/api/siteSessions/${id}`, { accountId: a.user.id })).statusCode).toBe(403);
    expect(await linked()).toBe(b.user.id);
  });
});

describe('page sessions and UI events', () => {
  it('answers 202 at once, writes in a batch, keeps a daily visitor hash and families — never the address or user agent', async () => {
    const owner = await person(db, 'Owner');
    const folio = await publicPublished(app, db, owner, 'Counted');
    const ss = await siteSession();
    const first = await view(ss, folio.id, { referer: 'https://ignored.example/' }, { referrer: 'https://www.news.example/story?id=9' });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ siteSessionId: ss, pageUrl: `/folio/${folio.id}/page/p1`, pageUrlParams: 'utm_source=news' });
    expect(await rowsOf(folio.id)).toHaveLength(0);
    await view(ss, folio.id, { 'user-agent': IPHONE });
    await view(ss, folio.id, {});
    const event = await app.inject({
      method: 'POST',
      url: '/public/api/uiEvents',
      headers: { 'user-agent': CHROME },
      remoteAddress: '203.0.113.77',
      payload: { pageSessionId: first.json().id, trackingInfo: { elementType: 'accordion', elementId: 'n1', eventType: 'open', entityType: 'folio', entityId: folio.id, userId: owner.user.id } },
    });
    expect(event.statusCode).toBe(202);
    await app.analytics.flush();
    const rows = await rowsOf(folio.id);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ owner_id: owner.user.id, referrer_host: 'news.example', device: 'desktop', browser: 'Chrome', os: 'Windows', page_url_params: 'utm_source=news' });
    expect(rows.find((r) => r.device === 'mobile')).toMatchObject({ browser: 'Safari', os: 'iOS' });
    // The same address and agent on the same day and site: the same visitor; another agent: another.
    const chrome = rows.filter((r) => r.browser === 'Chrome');
    expect(chrome[0]!.visitor).toBe(chrome[1]!.visitor);
    expect(rows.find((r) => r.browser === 'Safari')!.visitor).not.toBe(chrome[0]!.visitor);
    const events = (await db.execute<Record<string, unknown>>(sql`select * from ui_events where entity_id = ${folio.id}`)).rows;
    // The user id is not the caller's (a guest sent it): not kept.
    expect(events).toEqual([expect.objectContaining({ element_type: 'accordion', event_type: 'open', page_session_id: first.json().id, user_id: null })]);
    // No table keeps the raw address or user agent anywhere.
    for (const table of ['page_views', 'ui_events', 'site_sessions', 'analytics_salts']) {
      const text = JSON.stringify((await db.execute(sql.raw(`select * from ${table}`))).rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
      expect(text).not.toContain('203.0.113.77');
      expect(text).not.toContain('Windows NT 10.0');
      expect(text).not.toContain('iPhone OS');
      expect(text).not.toContain('secret=1');
      expect(text).not.toContain('a@b.c');
    }
  });

  it('"invalid session" without a valid site session', async () => {
    const owner = await person(db, 'Owner');
    const folio = await publicPublished(app, db, owner, 'Counted');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await view(id, folio.id, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('invalid session');
    }
    const res = await app.inject({ method: 'POST', url: '/public/api/uiEvents', payload: { pageSessionId: 'nope', trackingInfo: { elementType: 'form', eventType: 'start', entityType: 'folio', entityId: folio.id } } });
    expect(res.json().message).toBe('invalid session');
  });

  it('records nothing under Do-Not-Track or Global Privacy Control, for bots, or for private and unpublished folios', async () => {
    const owner = await person(db, 'Owner');
    const folio = await publicPublished(app, db, owner, 'Quiet');
    const hidden = await privateFolio(db, owner, 'Hidden');
    const ss = await siteSession();
    expect((await view(ss, folio.id, { dnt: '1' })).statusCode).toBe(202);
    expect((await view(ss, folio.id, { 'sec-gpc': '1' })).statusCode).toBe(202);
    expect((await view(ss, folio.id, { 'user-agent': BOT })).statusCode).toBe(202);
    expect((await view(ss, folio.id, { 'user-agent': '' })).statusCode).toBe(202);
    expect((await view(ss, hidden.id, {})).statusCode).toBe(202);
    await app.analytics.flush();
    expect(await rowsOf(folio.id)).toHaveLength(0);
    expect(await rowsOf(hidden.id)).toHaveLength(0);
  });
});

describe('published pages', () => {
  it('name what they are counted for, and their beacons are answered on the sites origin', async () => {
    const owner = await person(db, 'Owner');
    const folio = await publicPublished(app, db, owner, 'Hooked');
    const page = (await db.execute<{ page: string }>(sql`select root->'pages'->>0 as page from folio_publications where folio_id = ${folio.id}`)).rows[0]!.page;
    const html = (await app.inject({ method: 'GET', url: `/folio/${folio.id}/page/${page}`, headers: { host: sitesHost } })).body;
    expect(html).toContain(`<body data-fo-track="folio:${folio.id}">`);
    const ss = await app.inject({ method: 'POST', url: '/public/api/siteSessions', headers: { host: sitesHost }, payload: {} });
    expect(ss.statusCode).toBe(201);
    const pv = await app.inject({
      method: 'POST',
      url: '/public/api/pageSessions',
      headers: { host: sitesHost, 'user-agent': CHROME },
      payload: { siteSessionId: ss.json().id, pageUrl: `/folio/${folio.id}/page/${page}`, entityType: 'folio', entityId: folio.id, referrer: `${config.SITES_ORIGIN}/folio/${folio.id}/page/x` },
    });
    expect(pv.statusCode).toBe(202);
    await app.analytics.flush();
    // The site's own pages are no referrer.
    expect(await rowsOf(folio.id)).toEqual([expect.objectContaining({ referrer_host: '' })]);
    // Other API routes stay closed there.
    expect((await app.inject({ method: 'GET', url: '/api/folios', headers: { host: sitesHost } })).statusCode).toBe(404);
  });
});

describe('partitions', () => {
  it('are made per month ahead, and dropped whole past the retention', async () => {
    await ensurePartitions(db, new Date('2020-01-15T00:00:00Z'), 0);
    const names = async () => (await db.execute<{ relname: string }>(sql`select relname from pg_class where relname like 'page_views_y%' or relname like 'ui_events_y%'`)).rows.map((r) => r.relname);
    const month = new Date().toISOString().slice(0, 7).replace('-', 'm');
    expect(await names()).toEqual(expect.arrayContaining(['page_views_y2020m01', 'ui_events_y2020m01', `page_views_y${month}`]));
    const dropped = await dropExpiredPartitions(db, 24);
    expect(dropped.sort()).toEqual(['page_views_y2020m01', 'ui_events_y2020m01']);
    expect(await names()).toContain(`page_views_y${month}`);
  });
});
