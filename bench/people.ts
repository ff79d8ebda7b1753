// Sharing at scale (issue 12): a user reached by 1,000 shares (600 to the account, 200 through account groups, 200
// to the followers of the 1,000 accounts they follow), owning 200 folios; another user with no shares at all. Then,
// under autocannon at 50 connections, the folio lists: the plain own list for both users (the share lookup must not
// slow it), the shared list, own + shared, and Shared with you (GET /api/shares/distinct). Prints req/s, p50, p99.
// Run alone: `npx node bench/people.ts`.
import autocannon, { type Result } from 'autocannon';
import { apiCall, signIn } from '../e2e/client.ts';
import { withDb, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';

const OTHERS = 1_000;
const OWN = 200;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

export async function seedPeople(server: ServerProcess, token: string, userId: string): Promise<string> {
  const template = await apiCall<{ id: string }>(server.url, token, 'POST', '/api/folios', { name: 'Template' });
  let loneUser = '';
  await withDb(server.dataDir, async (db) => {
    const hash = (await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId])).rows[0]!.password_hash;
    // 1,000 other accounts, each owning one folio; the bench user follows all of them.
    await db.query(
      `INSERT INTO users (email, password_hash, display_name, email_verified_at)
       SELECT 'other' || i || '@bench.test', $1, 'Other ' || i, now() FROM generate_series(1, $2::int) i`,
      [hash, OTHERS],
    );
    await db.query(
      `INSERT INTO folios (author_id, name, schema_version, root, nodes, created_at, updated_at)
       SELECT u.id, 'Shared ' || u.display_name, f.schema_version, f.root, f.nodes, now() - make_interval(secs => row_number() over ()), now() - make_interval(secs => row_number() over ())
       FROM users u, folios f WHERE u.email LIKE 'other%@bench.test' AND f.id = $1`,
      [template.id],
    );
    await db.query(`INSERT INTO follows (follower_id, followee_id) SELECT $1, id FROM users WHERE email LIKE 'other%@bench.test'`, [userId]);
    // The bench user's own 200 folios.
    await db.query(
      `INSERT INTO folios (author_id, name, schema_version, root, nodes, created_at, updated_at)
       SELECT $1, 'Own ' || i, f.schema_version, f.root, f.nodes, now() - make_interval(mins => i), now() - make_interval(mins => i)
       FROM folios f, generate_series(1, $3::int) i WHERE f.id = $2`,
      [userId, template.id, OWN],
    );
    // Shares: the first 600 others' folios to the account, the next 200 to a group of the owner's holding the bench
    // user, the last 200 to the owners' followers.
    await db.query(`
      WITH numbered AS (
        SELECT f.id, f.author_id, row_number() over (order by f.created_at) AS n
        FROM folios f JOIN users u ON u.id = f.author_id WHERE u.email LIKE 'other%@bench.test'
      ), groups AS (
        INSERT INTO account_groups (owner_id, name) SELECT author_id, 'Team' FROM numbered WHERE n > 600 AND n <= 800 RETURNING id, owner_id
      ), members AS (
        INSERT INTO account_group_members (group_id, user_id) SELECT id, '${userId}'::uuid FROM groups RETURNING group_id
      )
      INSERT INTO shares (item_type, item_id, owner_id, created_by, permittee_type, permittee_id, can_edit_content)
      SELECT 'folio', n.id::text, n.author_id, n.author_id,
             CASE WHEN n.n <= 600 THEN 'user' WHEN n.n <= 800 THEN 'group' ELSE 'followers' END,
             CASE WHEN n.n <= 600 THEN '${userId}'::uuid WHEN n.n <= 800 THEN g.id ELSE NULL END,
             n.n % 3 = 0
      FROM numbered n LEFT JOIN groups g ON g.owner_id = n.author_id`);
    // Someone with no shares and as many own folios, for the plain list's comparison.
    loneUser = (await db.query<{ id: string }>(`INSERT INTO users (email, password_hash, display_name, email_verified_at) VALUES ('lone@bench.test', $1, 'Lone', now()) RETURNING id`, [hash])).rows[0]!.id;
    await db.query(
      `INSERT INTO folios (author_id, name, schema_version, root, nodes, created_at, updated_at)
       SELECT $1, 'Lone ' || i, f.schema_version, f.root, f.nodes, now() - make_interval(mins => i), now() - make_interval(mins => i)
       FROM folios f, generate_series(1, $3::int) i WHERE f.id = $2`,
      [loneUser, template.id, OWN],
    );
    for (const table of ['users', 'folios', 'shares', 'follows', 'account_groups', 'account_group_members']) await db.query(`VACUUM ANALYZE ${table}`);
  });
  return loneUser;
}

/** `password` is the bench user's: the seeded accounts share its hash, so the lone user signs in with it. */
export async function benchPeople(server: ServerProcess, token: string, userId: string, password: string): Promise<void> {
  await seedPeople(server, token, userId);
  const loneToken = (await signIn(server.url, { email: 'lone@bench.test', password })).token;
  const check = await apiCall<{ total: number }>(server.url, token, 'GET', '/api/folios?isShared=true&first=1');
  if (check.total !== OTHERS) throw new Error(`expected ${OTHERS} shared folios, got ${check.total}`);
  const targets: Array<[string, string, string]> = [
    ['own list, user with no shares', '/api/folios?first=20', loneToken],
    ['own list, user with 1,000 shares/follows', '/api/folios?first=20', token],
    ['shared list (isShared)', '/api/folios?isShared=true&first=20', token],
    ['own + shared list', '/api/folios?isOwned=true&isShared=true&first=20', token],
    ['Shared with you (shares/distinct)', '/api/shares/distinct?first=20', token],
    ['one shared folio, readOnly', '', token],
  ];
  const sharedId = (await apiCall<{ items: Array<{ id: string }> }>(server.url, token, 'GET', '/api/folios?isShared=true&first=1')).items[0]!.id;
  targets[5]![1] = `/api/folios/${sharedId}?readOnly=true`;
  const rows: Array<[string, Result]> = [];
  for (const [name, path, bearer] of targets) {
    const run = (duration: number) => autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration, headers: { authorization: `Bearer ${bearer}` } });
    await run(2);
    rows.push([name, await run(DURATION_S)]);
  }
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nFolio lists with 1,000 shares and 1,000 follows, ${CONNECTIONS} connections, ${DURATION_S} s (goal: the own list as fast as for a user without shares)`);
  console.log(`${'list'.padEnd(w)}  ${'req/s'.padStart(7)}  ${'p50'.padStart(7)}  ${'p99'.padStart(7)}  non-2xx`);
  for (const [name, r] of rows) {
    console.log(`${name.padEnd(w)}  ${r.requests.average.toFixed(0).padStart(7)}  ${`${r.latency.p50} ms`.padStart(7)}  ${`${r.latency.p99} ms`.padStart(7)}  ${r.non2xx}`);
  }
}

if (import.meta.main) await runAlone('people', (server, token, admin) => benchPeople(server, token, admin.id, admin.password));
