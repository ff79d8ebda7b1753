// The administrators' user list over 100,000 accounts (issue 15): seeded in SQL, then under autocannon at 20
// connections: the first page, a search by part of an email, a search by name with filters, the last page by
// name. Prints req/s, p50 and p99. Run alone: `npx node bench/users.ts`.
import autocannon from 'autocannon';
import { signIn } from '../e2e/client.ts';
import { withDb, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';
import { goal } from './goals.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchUsers(server: ServerProcess, admin: { email: string; password: string }): Promise<void> {
  await withDb(server.dataDir, async (db) => {
    const hash = (await db.query<{ password_hash: string }>('SELECT password_hash FROM users LIMIT 1')).rows[0]!.password_hash;
    await db.query(
      `INSERT INTO users (email, password_hash, display_name, email_verified_at, account_type_id, is_active, created_at)
       SELECT 'member' || i || '@bench' || (i % 50) || '.test', $1, (array['Ada','Bob','Cy','Dee','Eve'])[1 + i % 5] || ' Member ' || i,
              CASE WHEN i % 10 = 0 THEN null ELSE now() END, 1 + i % 3, i % 17 <> 0, now() - make_interval(secs => i)
       FROM generate_series(1, $2::int) i ON CONFLICT DO NOTHING`,
      [hash, USERS],
    );
    await db.query('VACUUM ANALYZE users');
  });
  const { token } = await signIn(server.url, admin);
  const targets: Array<[string, string]> = [
    ['first page, newest first', '/api/users/management?first=50'],
    ['search by part of an email', '/api/users/management?first=50&search=member4242'],
    ['name search + type + active', '/api/users/management?first=50&search=eve&accountTypeId=2&active=true'],
    ['unverified, by email, page 101', `/api/users/management?first=50&verified=false&sort=email&cursor=${await cursorAfter(server.url, token, '/api/users/management?first=50&verified=false&sort=email', 100)}`],
    ['by name, page 101', `/api/users/management?first=50&sort=name&cursor=${await cursorAfter(server.url, token, '/api/users/management?first=50&sort=name', 100)}`],
    ['unverified, by email, page 101 by offset', '/api/users/management?first=50&after=5000&verified=false&sort=email'],
  ];
  console.log(`\nUser list over ${USERS.toLocaleString('en')} accounts, ${CONNECTIONS} connections, ${DURATION_S} s (deep pages follow nextCursor, but one by offset)`);
  for (const [name, path] of targets) {
    const run = (duration: number) => autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration, headers: { authorization: `Bearer ${token}` } });
    await run(2);
    const r = await run(DURATION_S);
    const p99 = r.requests.average > 0 ? r.latency.p99 : Number.POSITIVE_INFINITY;
    console.log(`${name.padEnd(42)}  ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  non-2xx ${r.non2xx}  ${name.endsWith('by offset') ? '(for comparison: no goal)' : goal(`user list: ${name} p99`, p99, '<', 100, 'ms')}`);
  }
}

/** The cursor of page `pages + 1`: follows nextCursor from the first page, as the web app's "next" does. */
async function cursorAfter(url: string, token: string, path: string, pages: number): Promise<string> {
  let cursor = '';
  for (let i = 0; i < pages; i++) {
    const res = await fetch(`${url}${path}${cursor ? `&cursor=${cursor}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`${path} ended before page ${pages + 1}`);
    cursor = body.nextCursor;
  }
  return cursor;
}

if (import.meta.main) await runAlone('users', (server, _token, admin) => benchUsers(server, admin));
