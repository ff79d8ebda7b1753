// The folio marketplace over 10,000 items (issue 13): 10,000 public, published folios of 100 sellers, each with one
// to three published licence options (prices 0–99, licence types cycling), seeded in SQL. Then under autocannon at
// 50 connections: the unfiltered listing, a title search, a price ceiling with a licence filter, and the free
// templates. Prints req/s, p50 and p99. Run alone: `npx node bench/marketplace.ts`.
// Listings are kept in memory until one of their inputs changes (routes/marketplace/folios.ts), so these rows
// measure what repeated listings cost; the last row asks a new question every time (a price ceiling in cents that
// changes with each request), which is what the database work costs.
import autocannon, { type Result } from 'autocannon';
import { apiCall } from '../e2e/client.ts';
import { withDb, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';
import { goal } from './goals.ts';

const ITEMS = Number(process.env.BENCH_MARKETPLACE_ITEMS ?? 10_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

export async function seedMarketplace(server: ServerProcess, token: string): Promise<void> {
  const template = await apiCall<{ id: string }>(server.url, token, 'POST', '/api/folios', { name: 'Template' });
  await apiCall(server.url, token, 'PATCH', `/api/folios/${template.id}/publish`, {});
  await withDb(server.dataDir, async (db) => {
    const hash = (await db.query<{ password_hash: string }>('SELECT password_hash FROM users LIMIT 1')).rows[0]!.password_hash;
    await db.query(`INSERT INTO users (email, password_hash, display_name, email_verified_at) SELECT 'seller' || i || '@bench.test', $1, 'Seller ' || i, now() FROM generate_series(1, 100) i`, [hash]);
    await db.query(
      `WITH sellers AS (SELECT id, row_number() over () AS k FROM users WHERE email LIKE 'seller%@bench.test'),
       made AS (
         INSERT INTO folios (author_id, name, is_public, tags, schema_version, root, nodes, created_at, updated_at)
         SELECT s.id, CASE WHEN i % 7 = 0 THEN 'Pottery course ' ELSE 'Market item ' END || i, true, ARRAY['tag' || (i % 10)],
                f.schema_version, f.root || jsonb_build_object('name', 'Market item ' || i, 'isPublic', true), f.nodes,
                now() - make_interval(secs => i), now() - make_interval(secs => i)
         FROM generate_series(1, $1::int) i JOIN sellers s ON s.k = 1 + i % 100, folios f WHERE f.id = $2
         RETURNING id, author_id, created_at
       )
       INSERT INTO folio_publications (folio_id, version, schema_version, root, nodes, published_at)
       SELECT m.id, 1, f.schema_version, f.root, f.nodes, m.created_at FROM made m, folios f WHERE f.id = $2`,
      [ITEMS, template.id],
    );
    await db.query(
      `INSERT INTO license_options (item_type, item_id, owner_id, idx, price, license_type, published, published_at,
         published_price, published_license_type, published_currency)
       SELECT 'folio', f.id::text, f.author_id, o,
              CASE WHEN n % 5 = 0 THEN 0 ELSE (n % 100) * 100 END,
              (ARRAY['view','personal','edit','submissions','site','resale'])[1 + (n + o) % 6],
              jsonb_build_object('price', CASE WHEN n % 5 = 0 THEN '0' ELSE ((n % 100))::text || '.00' END, 'taxPercentage', '0', 'shipping', '0', 'other', '0',
                'currency', 'CAD', 'endDate', null, 'licenseType', (ARRAY['view','personal','edit','submissions','site','resale'])[1 + (n + o) % 6]),
              now(),
              CASE WHEN n % 5 = 0 THEN 0 ELSE (n % 100) * 100 END,
              (ARRAY['view','personal','edit','submissions','site','resale'])[1 + (n + o) % 6],
              'CAD'
       FROM (SELECT id, author_id, row_number() over () AS n FROM folios WHERE name LIKE 'Market item%' OR name LIKE 'Pottery course%') f,
            generate_series(0, 2) o
       WHERE o <= f.n % 3`,
    );
    for (const table of ['users', 'folios', 'folio_publications', 'license_options']) await db.query(`VACUUM ANALYZE ${table}`);
  });
}

export async function benchMarketplace(server: ServerProcess, token: string): Promise<void> {
  await seedMarketplace(server, token);
  const targets: Array<[string, string]> = [
    ['all, newest first', '/public/api/marketplace/folios?first=20'],
    ['title search', '/public/api/marketplace/folios?first=20&title=pottery'],
    ['price ≤ 20 and licence edit or site', '/public/api/marketplace/folios?first=20&price=20&licenses=edit&licenses=site'],
    ['free templates (isPurchasable=false)', '/public/api/marketplace/folios?first=20&isPurchasable=false'],
    ['all, page 51 by cursor', `/public/api/marketplace/folios?first=20&cursor=${await cursorAfter(server.url, '/public/api/marketplace/folios?first=20', 50)}`],
    ['all, page 51 by offset (comparison: no goal)', '/public/api/marketplace/folios?first=20&after=1000'],
  ];
  const check = await fetch(`${server.url}${targets[0]![1]}`);
  const listed = (await check.json()) as { total: number; totalIsEstimate: boolean };
  const rows: Array<[string, Result]> = [];
  for (const [name, path] of targets) {
    const run = (duration: number) => autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration });
    await run(2);
    rows.push([name, await run(DURATION_S)]);
  }
  let asked = 0;
  const everyTimeNew = () => ({ method: 'GET' as const, path: `/public/api/marketplace/folios?first=20&price=${(1 + (asked++ % 9_999)) / 100}` });
  const uncached = (duration: number) => autocannon({ url: server.url, connections: CONNECTIONS, duration, requests: [{ setupRequest: (req) => ({ ...req, ...everyTimeNew() }) }] });
  await uncached(2);
  rows.push(['a new price ceiling each request (computed every time: no goal)', await uncached(DURATION_S)]);
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nFolio marketplace over ${listed.totalIsEstimate ? 'about ' : ''}${listed.total.toLocaleString('en')} listed items, ${CONNECTIONS} connections, ${DURATION_S} s`);
  console.log(`${'listing'.padEnd(w)}  ${'req/s'.padStart(7)}  ${'p50'.padStart(8)}  ${'p99'.padStart(8)}  non-2xx`);
  for (const [name, r] of rows) {
    const target = name.includes('no goal') ? '' : `  ${goal(`marketplace: ${name} p99`, r.requests.average > 0 ? r.latency.p99 : Number.POSITIVE_INFINITY, '<', 50, 'ms')}`;
    console.log(`${name.padEnd(w)}  ${r.requests.average.toFixed(0).padStart(7)}  ${`${r.latency.p50} ms`.padStart(8)}  ${`${r.latency.p99} ms`.padStart(8)}  ${r.non2xx}${target}`);
  }
}

/** The cursor of page `pages + 1`, following nextCursor from the first page. */
async function cursorAfter(url: string, path: string, pages: number): Promise<string> {
  let cursor = '';
  for (let i = 0; i < pages; i++) {
    const body = (await (await fetch(`${url}${path}${cursor ? `&cursor=${cursor}` : ''}`)).json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`${path} ended before page ${pages + 1}`);
    cursor = body.nextCursor;
  }
  return cursor;
}

if (import.meta.main) await runAlone('marketplace', (server, token) => benchMarketplace(server, token));
