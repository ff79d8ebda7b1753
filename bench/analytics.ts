// Analytics (issue 14). Ingestion: page-session beacons from 50 connections for 10 s while a published page is read
// at a steady 300 req/s, then the rows are counted (0 lost) — req/s and the beacon's p99. Reading: 10 million page views
// over a year for one owner's 20 folios, rolled up by the job's own code (rollupDay per day), then the dashboard's
// queries timed for a 30-day and a 1-year range. Run alone: `npx node bench/analytics.ts`.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { apiCall } from '../e2e/client.ts';
import { connect } from '../packages/server/src/db/client.ts';
import { analyticsItems, analyticsMeta, analyticsReport, pageViewSeries } from '../packages/server/src/services/analytics/reports.ts';
import { ensurePartitions } from '../packages/server/src/services/analytics/partitions.ts';
import { rollupDay } from '../packages/server/src/services/analytics/rollup.ts';
import { embeddedUrl } from '../packages/server/src/db/embedded.ts';
import { readPostmaster, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';
import { median } from './stats.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const STORED = Number(process.env.BENCH_ANALYTICS_ROWS ?? 10_000_000);
const FOLIOS = 20;
const PAGE_RATE = 300;

async function publishedFolio(url: string, token: string, name: string): Promise<{ id: string; page: string }> {
  const folio = await apiCall<{ id: string; version: number; root: { pages: string[] } }>(url, token, 'POST', '/api/folios', { name });
  await apiCall(url, token, 'PATCH', `/api/folios/${folio.id}`, { baseVersion: folio.version, log: [{ action: 'updateRoot' }], root: { isPublic: true } });
  await apiCall(url, token, 'PATCH', `/api/folios/${folio.id}/publish`, {});
  return { id: folio.id, page: folio.root.pages[0]! };
}

const ms = (t0: number) => performance.now() - t0;
async function timed<T>(fn: () => Promise<T>, runs = 5): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(ms(t0));
  }
  return median(times);
}

export async function benchAnalytics(server: ServerProcess, token: string, ownerId: string): Promise<void> {
  const pm = readPostmaster(server.dataDir)!;
  const database = connect(embeddedUrl(pm.port), 4);
  const { db } = database;
  try {
    const folio = await publishedFolio(server.url, token, 'Counted page');
    const ss = await apiCall<{ id: string }>(server.url, token, 'POST', '/public/api/siteSessions', {});
    const before = Number((await db.execute<{ n: string }>(sql`select count(*) as n from page_views where entity_id = ${folio.id}`)).rows[0]!.n);
    const sitesUrl = server.url.replace('//localhost', '//127.0.0.1');
    const body = JSON.stringify({ siteSessionId: ss.id, pageUrl: `/folio/${folio.id}/page/${folio.page}`, entityType: 'folio', entityId: folio.id });
    const [beacons, pages] = await Promise.all([
      autocannon({
        url: `${server.url}/public/api/pageSessions`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' },
        body,
      }),
      // Page traffic at a steady 300 req/s (a busy site), not flat out: the beacons must keep up beside it.
      autocannon({ url: `${sitesUrl}/folio/${folio.id}/page/${folio.page}`, connections: 10, overallRate: PAGE_RATE, duration: DURATION_S }),
    ]);
    await new Promise((r) => setTimeout(r, 2500));
    const stored = Number((await db.execute<{ n: string }>(sql`select count(*) as n from page_views where entity_id = ${folio.id}`)).rows[0]!.n) - before;
    const accepted = beacons['2xx'];
    console.log(`\nAnalytics ingestion, ${DURATION_S} s: page-session beacons at ${CONNECTIONS} connections while a published page is read at ${PAGE_RATE} req/s`);
    // autocannon counts the answers it read; requests still in flight when it stopped were stored too.
    console.log(`beacons: ${beacons.requests.average.toFixed(0)} req/s, p50 ${beacons.latency.p50} ms, p99 ${beacons.latency.p99} ms, non-2xx ${beacons.non2xx}; answered 202: ${accepted}, stored: ${stored}, lost: ${Math.max(0, accepted - stored)}`);
    console.log(`published page meanwhile: ${pages.requests.average.toFixed(0)} req/s, p99 ${pages.latency.p99} ms`);

    // 10 million views over the last 365 days, 20 folios of one owner, as the writer leaves them.
    const ids: string[] = [];
    for (let i = 0; i < FOLIOS; i++) ids.push((await publishedFolio(server.url, token, `Stats ${i}`)).id);
    // Past months have their partitions, as they do when the months pass; rows arrive in time order.
    await ensurePartitions(db, new Date(Date.now() - 366 * 86_400_000), 13);
    const t0 = performance.now();
    await db.execute(sql`
      insert into page_views (ts, id, entity_type, entity_id, owner_id, page_url, visitor, referrer_host, device, browser, os)
      select now() - interval '365 days' + (i::float8 / ${STORED}) * interval '365 days', gen_random_uuid(), 'folio', (${sql.param(ids)}::text[])[1 + i % ${FOLIOS}], ${ownerId},
        '/p' || (i % 7), (i % 40000)::bigint, (array['', 'news.example', 'search.example'])[1 + i % 3],
        (array['desktop', 'mobile', 'tablet'])[1 + i % 3], (array['Chrome', 'Firefox', 'Safari'])[1 + i % 3], (array['Linux', 'Windows', 'iOS'])[1 + i % 3]
      from generate_series(1, ${STORED}::int) i`);
    const loaded = ms(t0);
    // As autovacuum leaves the partitions a while after such an insert: visibility maps set, statistics fresh (else it
    // runs during the readings below).
    const t2 = performance.now();
    await db.execute(sql`vacuum analyze page_views`);
    const vacuumed = ms(t2);
    const t1 = performance.now();
    for (let d = 0; d < 366; d++) await rollupDay(db, new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10));
    const rolled = ms(t1);
    await db.execute(sql`vacuum analyze analytics_daily`);
    const today = new Date().toISOString().slice(0, 10);
    const back = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const owner = { ownerId };
    const one = { ownerId, entity: { type: 'folio' as const, id: ids[0]! } };
    const month = { start: back(29), end: today };
    const year = { start: back(364), end: today };
    const rows: Array<[string, number, number]> = [];
    const queries: Array<[string, (r: typeof month) => Promise<unknown>]> = [
      ['items (per folio totals)', (r) => analyticsItems(db, owner, r, { first: 20, after: 0 })],
      ['meta (totals + live)', (r) => analyticsMeta(db, owner, r)],
      ['series per day + previous period', (r) => pageViewSeries(db, owner, r, 'day')],
      ['one folio: full report', (r) => analyticsReport(db, one, r, 'day')],
    ];
    for (const [name, fn] of queries) {
      rows.push([name, await timed(() => fn(month)), await timed(() => fn(year))]);
    }
    console.log(`\nAnalytics reading over ${STORED.toLocaleString('en')} stored views (loaded in ${(loaded / 1000).toFixed(1)} s, vacuumed in ${(vacuumed / 1000).toFixed(1)} s, 366 days rolled up in ${(rolled / 1000).toFixed(1)} s), median of 5`);
    const w = Math.max(...rows.map((r) => r[0].length));
    console.log(`${'query'.padEnd(w)}  ${'30 days'.padStart(9)}  ${'1 year'.padStart(9)}`);
    for (const [name, m, y] of rows) console.log(`${name.padEnd(w)}  ${`${m.toFixed(1)} ms`.padStart(9)}  ${`${y.toFixed(1)} ms`.padStart(9)}`);
  } finally {
    await database.close();
  }
}

if (import.meta.main) await runAlone('analytics', (server, token, admin) => benchAnalytics(server, token, admin.id));
