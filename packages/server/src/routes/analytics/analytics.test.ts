import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildUser, tokenFor } from '../../../test/factories.ts';
import { runAnalyticsMaintenance } from '../../services/analytics/jobs.ts';
import { rollupDay } from '../../services/analytics/rollup.ts';
import { utcDay } from '../../services/analytics/visitor.ts';
import { call, NONE, person, publicPublished, share, type Person } from '../shares/testing.ts';

const { app, db, config } = await createTestApp();
const database = { db } as Parameters<typeof runAnalyticsMaintenance>[0];

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const day = (n: number) => utcDay(new Date(Date.now() + n * 86_400_000));

/** Views of `folioId` `n` days ago (negative), straight into the table as the writer would leave them. */
async function pastViews(folioId: string, ownerId: string, daysAgo: number, visitors: number[], page = '/p1', referrer = '') {
  for (const v of visitors) {
    await db.execute(sql`insert into page_views (ts, id, entity_type, entity_id, owner_id, page_url, visitor, referrer_host, device, browser, os)
      values (${`${day(-daysAgo)}T12:00:00Z`}, gen_random_uuid(), 'folio', ${folioId}, ${ownerId}, ${page}, ${v}, ${referrer}, 'desktop', 'Firefox', 'Linux')`);
  }
}

async function beacon(folioId: string, ua = CHROME, address = '198.51.100.5') {
  const ss = (await app.inject({ method: 'POST', url: '/public/api/siteSessions', payload: {} })).json().id;
  const pv = await app.inject({ method: 'POST', url: '/public/api/pageSessions', headers: { 'user-agent': ua }, remoteAddress: address, payload: { siteSessionId: ss, pageUrl: '/landing', entityType: 'folio', entityId: folioId, referrer: 'https://search.example/q' } });
  return pv.json().id as string;
}

async function event(folioId: string, pageSessionId: string, elementType: string, eventType: string, elementId = '') {
  await app.inject({ method: 'POST', url: '/public/api/uiEvents', headers: { 'user-agent': CHROME }, remoteAddress: '198.51.100.5', payload: { pageSessionId, trackingInfo: { elementType, eventType, elementId, entityType: 'folio', entityId: folioId } } });
}

async function scene(): Promise<{ owner: Person; folioId: string }> {
  const owner = await person(db, 'Owner');
  const folio = await publicPublished(app, db, owner, `Stats ${Math.random().toString(36).slice(2, 8)}`);
  await pastViews(folio.id, owner.user.id, 3, [1, 1, 2], '/p1', 'news.example');
  await pastViews(folio.id, owner.user.id, 40, [9]);
  const ps = await beacon(folio.id);
  await beacon(folio.id, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1');
  await event(folio.id, ps, 'form', 'start');
  await event(folio.id, ps, 'accordion', 'open', 'Prices');
  await app.analytics.flush();
  await runAnalyticsMaintenance(database, config);
  // The roll-up of 3 days ago (the job rebuilds today and yesterday; older days were rolled up when they happened).
  await rollupDay(db, day(-3));
  await rollupDay(db, day(-40));
  return { owner, folioId: folio.id };
}

describe('analytics for owners', () => {
  it('lists views and visitors per folio, totals, a daily series with the previous period, and the full report', async () => {
    const { owner, folioId } = await scene();
    const items = (await call(app, owner, 'GET', '/api/foliosAnalytics')).json();
    expect(items.items).toEqual([expect.objectContaining({ entityType: 'folio', entityId: folioId, views: 5, visitors: 4, ownerId: owner.user.id })]);
    const meta = (await call(app, owner, 'GET', '/api/foliosAnalyticsMeta')).json();
    expect(meta).toMatchObject({ views: 5, visitors: 4, items: 1 });
    expect(meta.live).toBeGreaterThanOrEqual(2);
    const series = (await call(app, owner, 'GET', `/api/foliosAnalytics/chart/pageViews?entityId=${folioId}&startDate=${day(-6)}&endDate=${day(0)}`)).json();
    expect(series.current).toHaveLength(7);
    expect(series.current.find((p: { date: string }) => p.date === day(-3))).toEqual({ date: day(-3), views: 3, visitors: 2 });
    expect(series.current.at(-1)).toEqual({ date: day(0), views: 2, visitors: 2 });
    expect(series.previous).toHaveLength(7);
    const hours = (await call(app, owner, 'GET', `/api/foliosAnalytics/chart/pageViews?entityId=${folioId}&startDate=${day(-3)}&endDate=${day(-3)}&interval=hour`)).json();
    expect(hours.current).toHaveLength(24);
    expect(hours.current.find((p: { date: string }) => p.date === `${day(-3)}T12`)).toEqual({ date: `${day(-3)}T12`, views: 3, visitors: 2 });
    expect((await call(app, owner, 'GET', '/api/foliosAnalytics/chart/pageViews?interval=hour')).statusCode).toBe(400);
    const year = (await call(app, owner, 'GET', `/api/foliosAnalytics/chart/pageViews?startDate=${day(-364)}&endDate=${day(0)}&interval=month`)).json();
    expect(year.current.reduce((n: number, p: { views: number }) => n + p.views, 0)).toBe(6);

    const report = (await call(app, owner, 'GET', `/api/foliosAnalytics/chart/${folioId}/all`)).json();
    expect(report).toMatchObject({ views: 5, visitors: 4 });
    expect(report.pages).toEqual(expect.arrayContaining([{ value: '/p1', views: 3, visitors: 2 }, { value: '/landing', views: 2, visitors: 2 }]));
    expect(report.referrers).toEqual(expect.arrayContaining([{ value: 'news.example', views: 3, visitors: 2 }, { value: 'search.example', views: 2, visitors: 2 }]));
    expect(report.devices).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'mobile', views: 1 })]));
    expect(report.events).toEqual(expect.arrayContaining([expect.objectContaining({ elementType: 'accordion', eventType: 'open', elementId: 'Prices', count: 1 })]));
    expect(report.conversion).toEqual({ visitors: 4, starters: 1, submitters: 0, submissions: 0, trackedSubmissions: 0 });

    const csv = await call(app, owner, 'GET', `/api/foliosAnalytics/chart/${folioId}/export?startDate=${day(-3)}&endDate=${day(-3)}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe(`date,views,visitors\r\n"${day(-3)}",3,2\r\n`);

    const raw = (await call(app, owner, 'GET', `/api/pageSessions?entityId=${folioId}`)).json();
    expect(raw.total).toBe(5);
    expect(raw.items[0]).not.toHaveProperty('visitor');
    expect((await call(app, owner, 'GET', `/api/folios/${folioId}/uiEvents`)).json().total).toBe(2);
    expect((await call(app, owner, 'GET', `/api/uiEvents?entityId=${folioId}`)).json().total).toBe(2);
  });

  it('nobody reads another owner’s analytics; a super admin only with checkSuperAdmin; bad ranges are refused', async () => {
    const { owner, folioId } = await scene();
    const other = await person(db, 'Other');
    for (const url of [`/api/foliosAnalytics/chart/${folioId}/all`, `/api/foliosAnalytics/chart/${folioId}/export`, `/api/folios/${folioId}/uiEvents`, `/api/pageSessions?entityId=${folioId}`, `/api/foliosAnalytics/chart/pageViews?entityId=${folioId}`]) {
      expect((await call(app, other, 'GET', url)).statusCode, url).toBe(403);
      expect((await call(app, null, 'GET', url)).statusCode, url).toBe(401);
    }
    expect((await call(app, other, 'GET', `/api/foliosAnalytics?folioOwnerId=${owner.user.id}`)).statusCode).toBe(403);
    expect((await call(app, other, 'GET', '/api/foliosAnalytics?checkSuperAdmin=true')).statusCode).toBe(403);
    expect((await call(app, other, 'GET', '/api/foliosAnalytics')).json()).toEqual({ items: [], total: 0 });

    const adminUser = await buildUser(db, { superAdmin: true });
    const admin: Person = { user: adminUser, token: await tokenFor(db, adminUser.id) };
    expect((await call(app, admin, 'GET', `/api/foliosAnalytics/chart/${folioId}/all`)).statusCode).toBe(403);
    expect((await call(app, admin, 'GET', `/api/foliosAnalytics/chart/${folioId}/all?checkSuperAdmin=true`)).statusCode).toBe(200);
    const everyone = (await call(app, admin, 'GET', '/api/foliosAnalytics?checkSuperAdmin=true&first=100')).json();
    expect(everyone.items.some((i: { entityId: string }) => i.entityId === folioId)).toBe(true);

    for (const q of ['startDate=2026-13-01', 'startDate=yesterday', `startDate=${day(0)}&endDate=${day(-1)}`, 'startDate=2000-01-01']) {
      const res = await call(app, owner, 'GET', `/api/foliosAnalyticsMeta?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await call(app, owner, 'GET', '/api/foliosAnalytics/chart/00000000-0000-4000-8000-000000000000/all')).statusCode).toBe(404);
  });

  it('an admin (not super admin) reads with checkSuperAdmin an ordinary user’s analytics and everyone’s, past the owner’s range; never an administrator’s', async () => {
    const { owner, folioId } = await scene();
    const { owner: adminOwner, folioId: adminFolioId } = await scene();
    const { owner: superOwner, folioId: superFolioId } = await scene();
    await db.execute(sql`update users set is_admin = true where id = ${adminOwner.user.id}`);
    await db.execute(sql`update users set super_admin = true where id = ${superOwner.user.id}`);
    const adminUser = await buildUser(db, { isAdmin: true });
    const admin: Person = { user: adminUser, token: await tokenFor(db, adminUser.id) };
    const entityRoutes = (id: string) => [`/api/foliosAnalytics/chart/${id}/all`, `/api/foliosAnalytics/chart/${id}/export`, `/api/folios/${id}/uiEvents`, `/api/pageSessions?entityId=${id}`, `/api/foliosAnalytics/chart/pageViews?entityId=${id}`];
    const withCheck = (url: string) => `${url}${url.includes('?') ? '&' : '?'}checkSuperAdmin=true`;
    for (const url of entityRoutes(folioId)) {
      expect((await call(app, admin, 'GET', url)).statusCode, `without checkSuperAdmin: ${url}`).toBe(403);
      expect((await call(app, admin, 'GET', withCheck(url))).statusCode, `an ordinary user’s: ${url}`).toBe(200);
    }
    for (const id of [adminFolioId, superFolioId]) {
      for (const url of entityRoutes(id)) expect((await call(app, admin, 'GET', withCheck(url))).statusCode, `an administrator’s: ${url}`).toBe(403);
    }
    // By owner: an ordinary user's, not an admin's or a super admin's; everyone's (the platform's totals).
    const byOwner = (id: string) => `/api/foliosAnalytics?checkSuperAdmin=true&folioOwnerId=${id}`;
    expect((await call(app, admin, 'GET', byOwner(owner.user.id))).json().items.map((i: { entityId: string }) => i.entityId)).toEqual([folioId]);
    expect((await call(app, admin, 'GET', byOwner(adminOwner.user.id))).statusCode).toBe(403);
    expect((await call(app, admin, 'GET', byOwner(superOwner.user.id))).statusCode).toBe(403);
    expect((await call(app, admin, 'GET', `/api/foliosAnalyticsMeta?checkSuperAdmin=true&user=${owner.user.id}`)).statusCode).toBe(200);
    // Everyone's, as an admin reads them, counts ordinary users' items only; a super admin's counts all.
    const ids = async (who: Person, url: string) => (await call(app, who, 'GET', url)).json().items.map((i: { entityId: string }) => i.entityId);
    const everyone = await ids(admin, '/api/foliosAnalytics?checkSuperAdmin=true&first=100');
    expect(everyone).toContain(folioId);
    expect(everyone).not.toContain(adminFolioId);
    expect(everyone).not.toContain(superFolioId);
    const everyoneRaw = await ids(admin, '/api/pageSessions?checkSuperAdmin=true&first=100');
    expect(everyoneRaw.length).toBeGreaterThan(0);
    expect(everyoneRaw.every((id: string) => id !== adminFolioId && id !== superFolioId)).toBe(true);
    const superUser = await buildUser(db, { superAdmin: true });
    const bySuper = await ids({ user: superUser, token: await tokenFor(db, superUser.id) }, '/api/foliosAnalytics?checkSuperAdmin=true&first=100');
    expect(bySuper).toEqual(expect.arrayContaining([folioId, adminFolioId, superFolioId]));
    expect((await call(app, admin, 'GET', '/api/foliosAnalytics?first=100')).json().items).toEqual([]);
    // The owner's account type keeps 366 days; the administrator reads further back, the owner does not.
    const old = `/api/foliosAnalytics/chart/${folioId}/all?startDate=${day(-700)}`;
    expect((await call(app, owner, 'GET', old)).statusCode).toBe(403);
    expect((await call(app, admin, 'GET', `${old}&checkSuperAdmin=true`)).statusCode).toBe(200);
  });

  it('every analytics route refuses a day that is not one, or a range backwards or longer than 3 years, with a 400 naming the field', async () => {
    const owner = await person(db, 'Dates');
    const folio = await publicPublished(app, db, owner, `Dates ${Math.random().toString(36).slice(2, 8)}`);
    const routes = ['/api/foliosAnalytics', '/api/foliosAnalyticsMeta', '/api/foliosAnalytics/chart/pageViews', `/api/foliosAnalytics/chart/${folio.id}/all`, `/api/foliosAnalytics/chart/${folio.id}/export`, '/api/pageSessions', '/api/uiEvents', `/api/folios/${folio.id}/uiEvents`];
    const day = 'must be a day written YYYY-MM-DD (UTC) from 2000-01-01 to 2999-12-31, such as 2026-05-31';
    const cases: Array<[string, string]> = [
      ['endDate=abc', `querystring.endDate: ${day}`],
      ['startDate=abc', `querystring.startDate: ${day}`],
      ['endDate=2026-02-30', `querystring.endDate: ${day}`],
      ['endDate=9999-12-31', `querystring.endDate: ${day}`],
      ['startDate=1999-12-31&endDate=2000-01-05', `querystring.startDate: ${day}`],
      ['endDate=2026-1-5', `querystring.endDate: ${day}`],
      ['startDate=2026-03-02&endDate=2026-03-01', 'querystring.startDate: must be on or before endDate (today when endDate is not given)'],
      [`startDate=2999-01-01`, 'querystring.startDate: must be on or before endDate (today when endDate is not given)'],
      ['startDate=2020-01-01&endDate=2026-01-01', 'querystring.startDate: must be at most 3 years before endDate (today when endDate is not given); choose a shorter range'],
    ];
    for (const url of routes) {
      for (const [q, message] of cases) {
        const res = await call(app, owner, 'GET', `${url}?${q}`);
        expect(res.statusCode, `${url}?${q}`).toBe(400);
        expect(res.json().message, `${url}?${q}`).toBe(message);
      }
      // A day near the end of the years covered, and a range of exactly 3 years, are answered.
      expect((await call(app, owner, 'GET', `${url}${url.includes('?') ? '&' : '?'}startDate=2999-12-01&endDate=2999-12-31`)).statusCode, url).toBe(200);
    }
    const admin = await buildUser(db, { superAdmin: true });
    const longest = await call(app, { user: admin, token: await tokenFor(db, admin.id) }, 'GET', '/api/foliosAnalytics/chart/pageViews?checkSuperAdmin=true&startDate=2023-01-01&endDate=2026-01-03&interval=week');
    expect(longest.statusCode).toBe(200);
  });

  it('a folio shared to edit its settings shows its analytics to the sharee; a view share does not', async () => {
    const { owner, folioId } = await scene();
    const editor = await person(db, 'Editor');
    const viewer = await person(db, 'Viewer');
    await share(app, owner, { itemType: 'folio', itemId: folioId, permitteeType: 'user', permitteeId: editor.user.id, ...NONE, canEditSettings: true });
    await share(app, owner, { itemType: 'folio', itemId: folioId, permitteeType: 'user', permitteeId: viewer.user.id, ...NONE });
    expect((await call(app, editor, 'GET', `/api/foliosAnalytics/chart/${folioId}/all`)).json()).toMatchObject({ views: 5 });
    expect((await call(app, viewer, 'GET', `/api/foliosAnalytics/chart/${folioId}/all`)).statusCode).toBe(403);
  });
});
