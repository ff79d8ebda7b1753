// Analytics that add up, and what a Plausible user expects beside them (issue 26): a person is one visitor over
// all of an owner's items; the form funnel never passes 100 % whatever arrives untracked; countries, campaigns,
// entry and exit pages; read-only dashboard links; the weekly mail.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { mailMessages } from '../../db/schema.ts';
import { WEEKLY_REPORT_QUEUE } from '../../services/analytics/jobs.ts';
import { rollupDay } from '../../services/analytics/rollup.ts';
import { utcDay } from '../../services/analytics/visitor.ts';
import { createUploadSweepJob } from '../../services/uploads/sweepJob.ts';
import { call, person, publicPublished, type Person } from '../shares/testing.ts';
import { SESSION, SITES, answers, publishedForm } from '../submissions/testing.ts';

const { app, db, config } = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const day = (n: number) => utcDay(new Date(Date.now() + n * 86_400_000));

interface Visit {
  entityId: string;
  entityType?: 'folio' | 'website';
  address?: string;
  ua?: string;
  pageUrl?: string;
  pageUrlParams?: string;
  siteSessionId?: string;
}

const siteSession = async () => (await app.inject({ method: 'POST', url: '/public/api/siteSessions', payload: {} })).json().id as string;

/** A page view as the visitor script sends it; answers its page session and site session. */
async function view(v: Visit): Promise<{ pageSessionId: string; siteSessionId: string }> {
  const siteSessionId = v.siteSessionId ?? (await siteSession());
  const res = await app.inject({
    method: 'POST',
    url: '/public/api/pageSessions',
    headers: { 'user-agent': v.ua ?? CHROME },
    remoteAddress: v.address ?? '198.51.100.5',
    payload: { siteSessionId, pageUrl: v.pageUrl ?? '/', pageUrlParams: v.pageUrlParams ?? '', entityType: v.entityType ?? 'folio', entityId: v.entityId },
  });
  expect(res.statusCode).toBe(202);
  return { pageSessionId: res.json().id, siteSessionId };
}

async function formEvent(entityId: string, pageSessionId: string, eventType: 'start' | 'submit', address = '198.51.100.5', ua = CHROME) {
  const res = await app.inject({
    method: 'POST',
    url: '/public/api/uiEvents',
    headers: { 'user-agent': ua },
    remoteAddress: address,
    payload: { pageSessionId, trackingInfo: { elementType: 'form', eventType, elementId: eventType === 'submit' ? 'send' : '', entityType: 'folio', entityId } },
  });
  expect(res.statusCode).toBe(202);
}

const submit = (folioId: string, address: string) =>
  app.inject({ method: 'POST', url: '/public/api/submissions', headers: { host: SITES, 'x-session': SESSION }, remoteAddress: address, payload: { folioId, buttonId: 'send', data: answers() } });

/** Rows as the writer leaves them, on a past day, for the roll-up. */
async function pastView(entityId: string, ownerId: string, daysAgo: number, visitor: number, extra: { page?: string; session?: string; minute?: number } = {}) {
  await db.execute(sql`insert into page_views (ts, id, site_session_id, entity_type, entity_id, owner_id, page_url, visitor, device, browser, os)
    values (${`${day(-daysAgo)}T12:${String(extra.minute ?? 0).padStart(2, '0')}:00Z`}, gen_random_uuid(), ${extra.session ?? null}, 'folio', ${entityId}, ${ownerId}, ${extra.page ?? '/'}, ${visitor}, 'desktop', 'Firefox', 'Linux')`);
}

const report = async (who: Person, folioId: string, query = '') => {
  const res = await call(app, who, 'GET', `/api/foliosAnalytics/chart/${folioId}/all${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('figures that add up', () => {
  it('counts a person who sees two of an owner’s folios once in the totals and the chart, and once in each item', async () => {
    const owner = await person(db, 'Owner');
    const a = await publicPublished(app, db, owner, 'First');
    const b = await publicPublished(app, db, owner, 'Second');
    // Today: the same person (address and browser) opens both folios; yesterday-but-one, the same on both.
    await view({ entityId: a.id });
    await view({ entityId: b.id });
    await pastView(a.id, owner.user.id, 2, 7);
    await pastView(b.id, owner.user.id, 2, 7);
    await app.analytics.flush();
    await rollupDay(db, day(-2));

    const range = `startDate=${day(-6)}&endDate=${day(0)}`;
    const meta = (await call(app, owner, 'GET', `/api/foliosAnalyticsMeta?${range}`)).json();
    expect(meta).toMatchObject({ views: 4, visitors: 2, items: 2 });
    const items = (await call(app, owner, 'GET', `/api/foliosAnalytics?${range}`)).json().items;
    expect(items.map((i: { visitors: number; views: number }) => [i.visitors, i.views])).toEqual([
      [2, 2],
      [2, 2],
    ]);
    for (const interval of ['day', 'week', 'month']) {
      const series = (await call(app, owner, 'GET', `/api/foliosAnalytics/chart/pageViews?${range}&interval=${interval}`)).json();
      expect(series.current.reduce((n: number, p: { visitors: number }) => n + p.visitors, 0), interval).toBe(2);
      expect(series.current.reduce((n: number, p: { views: number }) => n + p.views, 0), interval).toBe(4);
    }
    const hours = (await call(app, owner, 'GET', `/api/foliosAnalytics/chart/pageViews?startDate=${day(-2)}&endDate=${day(-2)}&interval=hour`)).json();
    expect(hours.current.find((p: { date: string }) => p.date === `${day(-2)}T12`)).toEqual({ date: `${day(-2)}T12`, views: 2, visitors: 1 });
  });

  it('keeps the form funnel within 100 % with submissions from outside tracked visits, and counts those apart', async () => {
    const { folio, access } = await publishedForm(app, db);
    const owner = { token: access } as Person;
    // A tracked visitor views, starts and sends the form; another only views.
    const { pageSessionId } = await view({ entityId: folio.id, address: '198.51.100.30' });
    await formEvent(folio.id, pageSessionId, 'start', '198.51.100.30');
    expect((await submit(folio.id, '198.51.100.30')).statusCode).toBe(201);
    await formEvent(folio.id, pageSessionId, 'submit', '198.51.100.30');
    await view({ entityId: folio.id, address: '198.51.100.31' });
    // Three submissions with no tracked visit (the API, or visitors who asked not to be tracked).
    for (const address of ['198.51.100.40', '198.51.100.41', '198.51.100.42']) expect((await submit(folio.id, address)).statusCode).toBe(201);
    await app.analytics.flush();

    const r = await report(owner, folio.id);
    expect(r.conversion).toEqual({ visitors: 2, starters: 1, submitters: 1, submissions: 4, trackedSubmissions: 1 });
    expect(r.visitors).toBe(r.conversion.visitors);
    // Rolled up, the day reads the same.
    await rollupDay(db, day(0));
    const { rows } = await db.execute<{ value: string; visitors: number }>(
      sql`select value, visitors from analytics_daily where entity_id = ${folio.id} and dimension = 'funnel' order by visitors desc, value`,
    );
    expect(rows).toEqual([
      { value: 'view', visitors: 2 },
      { value: 'start', visitors: 1 },
      { value: 'submit', visitors: 1 },
    ]);
  });
});

describe('what a Plausible user expects beside them', () => {
  it('reports countries from the address (never kept), campaigns, and entry and exit pages, live and rolled up', async () => {
    const owner = await person(db, 'Owner');
    const folio = await publicPublished(app, db, owner, 'Shop');
    const visit = await view({ entityId: folio.id, address: '81.2.69.160', pageUrl: '/a', pageUrlParams: 'utm_source=newsletter&utm_campaign=spring%20sale&email=ada%40example.com' });
    await view({ entityId: folio.id, address: '81.2.69.160', pageUrl: '/b', siteSessionId: visit.siteSessionId });
    await view({ entityId: folio.id, address: '8.8.8.8', ua: FIREFOX, pageUrl: '/b' });
    await app.analytics.flush();

    const r = await report(owner, folio.id);
    expect(r.countries).toEqual([
      { value: 'GB', views: 2, visitors: 1 },
      { value: 'US', views: 1, visitors: 1 },
    ]);
    expect(r.campaigns).toEqual([{ value: 'spring sale', views: 1, visitors: 1 }]);
    expect(r.sources).toEqual([{ value: 'newsletter', views: 1, visitors: 1 }]);
    expect(r.entries).toEqual([
      { value: '/a', views: 1, visitors: 1 },
      { value: '/b', views: 1, visitors: 1 },
    ]);
    expect(r.exits).toEqual([{ value: '/b', views: 2, visitors: 2 }]);
    // Visits add up: as many entries as exits.
    const sum = (rows: Array<{ views: number }>) => rows.reduce((n, x) => n + x.views, 0);
    expect(sum(r.entries)).toBe(sum(r.exits));
    // Only the code is kept: no column holds an address.
    const columns = await db.execute<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = 'page_views'`);
    expect(columns.rows.map((c) => c.column_name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/addr|ip/)]));
    const stored = await db.execute<{ country: string }>(sql`select country from page_views where entity_id = ${folio.id} order by country`);
    expect(stored.rows.map((x) => x.country)).toEqual(['GB', 'GB', 'US']);

    await rollupDay(db, day(0));
    const rolled = await db.execute<{ dimension: string; value: string; views: number }>(
      sql`select dimension, value, views from analytics_daily where entity_id = ${folio.id} and dimension in ('country', 'campaign', 'entry', 'exit') order by dimension, value`,
    );
    expect(rolled.rows).toEqual([
      { dimension: 'campaign', value: 'spring%20sale', views: 1 },
      { dimension: 'country', value: 'GB', views: 2 },
      { dimension: 'country', value: 'US', views: 1 },
      { dimension: 'entry', value: '/a', views: 1 },
      { dimension: 'entry', value: '/b', views: 1 },
      { dimension: 'exit', value: '/b', views: 2 },
    ]);
    // A past day's visit, from the roll-up.
    await pastView(folio.id, owner.user.id, 3, 11, { page: '/in', session: visit.siteSessionId, minute: 1 });
    await pastView(folio.id, owner.user.id, 3, 11, { page: '/out', session: visit.siteSessionId, minute: 2 });
    await rollupDay(db, day(-3));
    const past = await report(owner, folio.id, `?startDate=${day(-3)}&endDate=${day(-3)}`);
    expect([past.entries, past.exits]).toEqual([[{ value: '/in', views: 1, visitors: 1 }], [{ value: '/out', views: 1, visitors: 1 }]]);
  });

  it('shares a read-only dashboard by link: its one item without signing in, only the owner makes or deletes it, deleted → 404', async () => {
    const owner = await person(db, 'Owner');
    const other = await person(db, 'Other');
    const shown = await publicPublished(app, db, owner, 'Shown');
    const hidden = await publicPublished(app, db, owner, 'Hidden');
    await view({ entityId: shown.id });
    await view({ entityId: hidden.id, address: '203.0.113.9' });
    await view({ entityId: hidden.id, address: '203.0.113.10' });
    await app.analytics.flush();

    expect((await call(app, other, 'POST', '/api/foliosAnalytics/links', { entityType: 'folio', entityId: shown.id })).statusCode).toBe(403);
    expect((await call(app, null, 'POST', '/api/foliosAnalytics/links', { entityType: 'folio', entityId: shown.id })).statusCode).toBe(401);
    expect((await call(app, owner, 'POST', '/api/foliosAnalytics/links', { entityType: 'folio', entityId: crypto.randomUUID() })).statusCode).toBe(404);
    const made = await call(app, owner, 'POST', '/api/foliosAnalytics/links', { entityType: 'folio', entityId: shown.id });
    expect(made.statusCode).toBe(201);
    const link = made.json();
    expect(link.url).toBe(`${config.APP_ORIGIN}/analytics/shared/${link.token}`);
    expect((await call(app, owner, 'GET', `/api/foliosAnalytics/links?entityType=folio&entityId=${shown.id}`)).json().items).toEqual([link]);
    expect((await call(app, other, 'GET', `/api/foliosAnalytics/links?entityType=folio&entityId=${shown.id}`)).statusCode).toBe(403);

    // Anyone with the link, signed in or not, sees that folio's dashboard, the owner's figures, nothing of the other.
    const shared = await app.inject({ method: 'GET', url: `/public/api/analyticsLinks/${link.token}` });
    expect(shared.statusCode).toBe(200);
    const body = shared.json();
    expect(body).toMatchObject({ name: 'Shown', entityType: 'folio' });
    const own = await report(owner, shown.id);
    expect(body.report).toMatchObject({ views: own.views, visitors: own.visitors, pages: own.pages, countries: own.countries });
    expect(body.report.views).toBe(1);
    expect((await call(app, other, 'GET', `/public/api/analyticsLinks/${link.token}`)).json().report.views).toBe(1);
    // The token is no key to anything else.
    for (const url of ['/api/foliosAnalytics', `/api/foliosAnalytics/chart/${hidden.id}/all`, `/api/pageSessions?entityId=${shown.id}`]) {
      expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${link.token}` } })).statusCode, url).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: `/public/api/analyticsLinks/${link.token}?startDate=yesterday` })).statusCode).toBe(400);

    expect((await call(app, other, 'DELETE', `/api/foliosAnalytics/links/${link.token}`)).statusCode).toBe(403);
    expect((await call(app, owner, 'DELETE', `/api/foliosAnalytics/links/${link.token}`)).statusCode).toBe(204);
    const gone = await app.inject({ method: 'GET', url: `/public/api/analyticsLinks/${link.token}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This dashboard link does not exist or is no longer shared');
    expect((await app.inject({ method: 'GET', url: '/public/api/analyticsLinks/not-a-token' })).statusCode).toBe(404);
    expect((await call(app, owner, 'DELETE', `/api/foliosAnalytics/links/${link.token}`)).statusCode).toBe(404);
  });

  it('mails last week’s figures every Monday to the owners who opted in, through the pg-boss job', async () => {
    const owner = await person(db, 'Weekly Owner');
    const quiet = await person(db, 'Quiet Owner');
    const a = await publicPublished(app, db, owner, 'Bakery');
    const b = await publicPublished(app, db, owner, 'Cakes');
    const c = await publicPublished(app, db, quiet, 'Quiet');
    // Last week: visitors 1 and 2 on Bakery, visitor 1 again on Cakes (the same day: one person), visitor 3 the day
    // after. The week before: one view.
    await pastView(a.id, owner.user.id, 2, 1);
    await pastView(a.id, owner.user.id, 2, 2);
    await pastView(b.id, owner.user.id, 2, 1);
    await pastView(a.id, owner.user.id, 1, 3);
    await pastView(a.id, owner.user.id, 9, 5);
    await pastView(c.id, quiet.user.id, 2, 1);
    for (const n of [1, 2, 9]) await rollupDay(db, day(-n));

    expect((await call(app, owner, 'GET', '/api/analyticsSettings')).json()).toEqual({ weeklyReport: false });
    expect((await call(app, owner, 'PUT', '/api/analyticsSettings', { weeklyReport: true })).json()).toEqual({ weeklyReport: true });
    expect((await call(app, owner, 'PUT', '/api/analyticsSettings', { weeklyReport: 'yes' })).statusCode).toBe(400);

    const jobs = createUploadSweepJob(config, app.deps.database, app.deps.blobs, () => {}, { pollingIntervalSeconds: 0.5, mail: app.deps.mail });
    await jobs.start();
    try {
      expect((await jobs.boss.getSchedules()).map((s) => s.name)).toContain(WEEKLY_REPORT_QUEUE);
      await jobs.boss.send(WEEKLY_REPORT_QUEUE, {});
      const mails = () => db.select().from(mailMessages).where(and(eq(mailMessages.to, owner.user.email)));
      for (let i = 0; i < 200 && (await mails()).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      const [mail] = await mails();
      expect(mail?.subject).toBe('Your week on Folio: 3 visitors, 4 page views');
      expect(mail?.text).toContain('Visitors: 3 (+200 % on the week before)');
      expect(mail?.text).toContain('Page views: 4 (+300 % on the week before)');
      expect(mail?.text).toContain('- Bakery: 3 visitors, 3 page views\n- Cakes: 1 visitor, 1 page view');
      expect(mail?.text).toContain(`${config.APP_ORIGIN}/analytics`);
      expect(await db.select().from(mailMessages).where(eq(mailMessages.to, quiet.user.email))).toEqual([]);
    } finally {
      await jobs.stop();
    }
  });
});
