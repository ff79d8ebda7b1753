// Asset list benchmark: 10,000 assets (with their blobs rows) seeded straight into the server's database for one
// user, then the asset lists with filters under autocannon load. Prints req/s, p50 and p99 per list; the target is
// p99 under 50 ms. Run alone with `node bench/assets.ts` (starts its own server) or as the last section of
// `npm run bench`.
import autocannon, { type Result } from 'autocannon';
import {
  cleanupAll,
  makeDataDir,
  postJson,
  spawnServer,
  waitReady,
  withDb,
  type ServerProcess,
} from '../packages/server/test/lifecycle/serverProcess.ts';
import { goal } from './goals.ts';

const ASSETS = 10_000;
const CONNECTIONS = Number(process.env.BENCH_ASSET_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const P99_TARGET_MS = 50;

/**
 * One blob and one asset per row: kinds cycle image, video, audio, file; tags tag0–tag9 plus one of t10–t16;
 * every other asset public; prices 0–99 CAD in whole dollars on a third of them; licence types on the priced ones.
 */
export async function seed(server: ServerProcess, userId: string): Promise<void> {
  await withDb(server.dataDir, async (db) => {
    await db.query(
      `WITH b AS (
         INSERT INTO blobs (id, owner_id, size, mime_type, mime_subtype, kind, width, height)
         SELECT gen_random_uuid(), $1, 1000 + i,
                (ARRAY['image','video','audio','application'])[i % 4 + 1],
                (ARRAY['png','mp4','mpeg','pdf'])[i % 4 + 1],
                (ARRAY['image','video','audio','file'])[i % 4 + 1],
                CASE WHEN i % 4 = 0 THEN 640 END, CASE WHEN i % 4 = 0 THEN 480 END
         FROM generate_series(1, $2::int) AS i
         RETURNING id, kind, size - 1000 AS i
       )
       INSERT INTO assets (author_id, blob_id, kind, title, tags, is_public, price, license_types, created_at, updated_at)
       SELECT $1, id, kind, 'Bench asset ' || i,
              ARRAY['tag' || (i % 10), 't' || (10 + i % 7)],
              i % 2 = 0,
              CASE WHEN i % 3 = 0 THEN (i % 100) * 100 ELSE 0 END,
              CASE WHEN i % 3 = 0 THEN ARRAY['personal'] || CASE WHEN i % 2 = 0 THEN ARRAY['commercial'] ELSE '{}'::text[] END
                   ELSE '{}'::text[] END,
              now() - make_interval(secs => i), now() - make_interval(secs => i)
       FROM b`,
      [userId, ASSETS],
    );
    // As autovacuum would have left tables of this size: statistics and a visibility map for index-only counts.
    await db.query('VACUUM ANALYZE blobs');
    await db.query('VACUUM ANALYZE assets');
  });
}

interface Target {
  name: string;
  path: string;
  auth: boolean;
  /** shown beside the keyset rows for comparison, without a goal */
  comparison?: boolean;
}

export interface AssetListFigure {
  name: string;
  total: string;
  result: Result;
  comparison: boolean;
}

async function load(url: string, token: string | null, duration: number): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** The cursor of page `pages + 1`: follows nextCursor from the first page, as the web app's "load more" does. */
async function cursorAfter(server: ServerProcess, token: string, path: string, pages: number): Promise<string> {
  let cursor = '';
  for (let i = 0; i < pages; i++) {
    const res = await fetch(`${server.url}${path}${cursor ? `&cursor=${cursor}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`${path} ended before page ${pages + 1}`);
    cursor = body.nextCursor;
  }
  return cursor;
}

/** Seeds the assets for the user and measures each list. */
export async function benchAssets(server: ServerProcess, user: { id: string; token: string }): Promise<AssetListFigure[]> {
  await seed(server, user.id);
  const targets: Target[] = [
    { name: 'GET /api/assets (no filter)', path: '/api/assets?first=20', auth: true },
    { name: 'GET /api/assets?tag&type&isPublic', path: '/api/assets?first=20&tag=tag2&type=audio&isPublic=true', auth: true },
    { name: 'GET /api/assets?tag&tag&notInLibraries', path: '/api/assets?first=20&tag=tag4&tag=t12&notInLibraries=true&includeFullUrl=true', auth: true },
    { name: 'GET /api/assets (page 51, by cursor)', path: `/api/assets?first=20&isOwned=true&cursor=${await cursorAfter(server, user.token, '/api/assets?first=20&isOwned=true', 50)}`, auth: true },
    { name: 'GET /api/assets (page 51, after=1000)', path: '/api/assets?first=20&after=1000&isOwned=true', auth: true, comparison: true },
    { name: 'GET /public/api/assets/recent', path: '/public/api/assets/recent?first=20', auth: false },
    {
      name: 'GET /public/api/marketplace/assets?title&price&license',
      path: '/public/api/marketplace/assets?first=20&title=asset%2012&price=50&license=personal',
      auth: false,
    },
    {
      name: 'GET /api/marketplace/assets?authorName&isPurchasable&tag',
      path: '/api/marketplace/assets?first=20&authorName=bench&isPurchasable=true&tag=tag6',
      auth: true,
    },
  ];
  const figures: AssetListFigure[] = [];
  for (const target of targets) {
    const url = `${server.url}${target.path}`;
    const token = target.auth ? user.token : null;
    const probe = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    const body = (await probe.json()) as { total?: number; totalIsEstimate?: boolean };
    if (probe.status !== 200) throw new Error(`${target.path} answered ${probe.status}: ${JSON.stringify(body)}`);
    process.stdout.write(`measuring ${target.name} (${body.total} matching) ...`);
    await load(url, token, WARMUP_S);
    const result = await load(url, token, DURATION_S);
    const wrong = Object.keys(result.statusCodeStats).filter((code) => code !== '200');
    process.stdout.write(wrong.length ? ` unexpected statuses: ${JSON.stringify(result.statusCodeStats)}\n` : ' done\n');
    figures.push({ name: target.name, total: `${body.totalIsEstimate ? '~' : ''}${body.total ?? 0}`, result, comparison: target.comparison ?? false });
  }
  return figures;
}

export function printAssetFigures(figures: AssetListFigure[]): void {
  console.log(`\nAsset lists: ${ASSETS.toLocaleString('en')} assets of one user, ${CONNECTIONS} connections, ${DURATION_S} s each, 20 per page`);
  const header = ['list', 'matching', 'req/s', 'p50 ms', 'p99 ms', 'goal', 'requests', 'non-2xx'];
  const lines = figures.map(({ name, total, result, comparison }) => [
    name,
    total,
    result.requests.average.toFixed(1),
    String(result.latency.p50),
    String(result.latency.p99),
    comparison ? '(comparison: no goal)' : goal(`asset list: ${name} p99`, result.requests.average > 0 ? result.latency.p99 : Number.POSITIVE_INFINITY, '<', P99_TARGET_MS, 'ms'),
    String(result.requests.total),
    String(result.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(fmt(line));
}

/** Alone: a fresh server, a super admin made through first-run setup, then the section. */
async function main(): Promise<void> {
  const server = await spawnServer(makeDataDir('folio-bench-assets-'), { AUTH_RATE_LIMIT: '1000000000' });
  await waitReady(server);
  const account = { email: 'bench-assets@example.test', password: 'bench pressing violet kettles', displayName: 'Bench User' };
  const setup = await postJson(server, '/public/api/setup', account);
  if (setup.status !== 201) throw new Error(`setup answered ${setup.status}: ${JSON.stringify(setup.body)}`);
  const login = await postJson(server, '/public/api/login', { username: account.email, password: account.password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const { accessToken, currentUserId } = login.body as { accessToken: string; currentUserId: string };
  printAssetFigures(await benchAssets(server, { id: currentUserId, token: accessToken }));
}

if (import.meta.main) {
  process.once('SIGINT', () => void cleanupAll().finally(() => process.exit(130)));
  try {
    await main();
  } finally {
    await cleanupAll();
  }
}
