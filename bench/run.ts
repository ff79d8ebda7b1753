// `npm run bench`: the real Folio server (embedded PostgreSQL, fresh data dir) under autocannon load,
// next to bare Fastify baselines (JSON; + pg reading the same row, bench/core.ts). Every server runs in its own child process, so each
// is measured the same way: load generated here, answered there.
import os from 'node:os';
import { ensureWebBuilt } from '../scripts/webBuild.ts';
import { benchEditor, printEditorFigures } from './editor.ts';
import { benchWebWeight, printWebWeightFigures } from './webWeight.ts';
import { benchUpload, printUploadFigures } from './upload.ts';
import { benchAssets, printAssetFigures } from './assets.ts';
import { benchSites, printSitesFigures } from './sites.ts';
import { benchCollab, printCollabFigures } from './collab.ts';
import { benchLighthouse, printLighthouseFigures } from './lighthouse.ts';
import { benchInput, printInputFigures } from './input.ts';
import { benchCharts } from './charts.ts';
import { benchSubmissions } from './submissions.ts';
import { benchWebhooks, WEBHOOK_BENCH_ENV } from './webhooks.ts';
import { benchPeople } from './people.ts';
import { benchMarketplace } from './marketplace.ts';
import { benchCheckout } from './checkout.ts';
import { benchAnalytics } from './analytics.ts';
import { benchUsers } from './users.ts';
import { benchMixed } from './mixed.ts';
import { benchCore, CONNECTIONS, DURATION_S, WARMUP_S } from './core.ts';
import { printGoals } from './goals.ts';
import { hashPassword } from '../packages/server/src/auth/passwords.ts';
import {
  cleanupAll,
  makeDataDir,
  postJson,
  RAISED_LIMITS,
  spawnServer,
  waitReady,
  withDb,
  type ServerProcess,
} from '../packages/server/test/lifecycle/serverProcess.ts';

const HASH_SAMPLES = 20;

const USER = { email: 'bench@example.test', password: 'bench pressing violet kettles', displayName: 'Bench User' };

let folio: ServerProcess | null = null;

async function cleanup(): Promise<void> {
  if (folio && folio.child.exitCode === null) {
    folio.child.kill('SIGTERM');
    await folio.exited;
  }
  // Anything left (a server that did not stop, its PostgreSQL) is killed; the data dir is removed.
  await cleanupAll();
}

process.once('SIGINT', () => {
  void cleanup().finally(() => process.exit(130));
});

/** Registers through the API and follows the verification link read from the dev outbox (mail_messages). */
async function createVerifiedUser(server: ServerProcess): Promise<{ id: string; token: string }> {
  const registered = await postJson(server, '/public/api/register', USER);
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const text = await withDb(server.dataDir, async (db) => {
    const rows = await db.query<{ text: string }>('SELECT text FROM mail_messages WHERE "to" = $1', [USER.email]);
    return rows.rows[0]?.text ?? '';
  });
  const link = /\/verify\/([0-9a-f-]{36})\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!link) throw new Error(`no verification link in the mail: ${text}`);
  const [, id, token] = link;
  const verified = await postJson(server, `/public/api/verify/${id}`, { token: decodeURIComponent(token!) });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  const login = await postJson(server, '/public/api/login', { username: USER.email, password: USER.password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { id: id!, token: String((login.body as { accessToken: string }).accessToken) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function argon2Median(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < HASH_SAMPLES; i++) {
    const start = performance.now();
    await hashPassword(`sample password ${i}`);
    times.push(performance.now() - start);
  }
  return median(times);
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(`Folio bench: Node ${process.version}, ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}`);
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per route after a ${WARMUP_S} s warm-up\n`);
  ensureWebBuilt();

  const server = await spawnServer(makeDataDir('folio-bench-'), {
    // Thousands of sign-ins and submissions from one address.
    ...RAISED_LIMITS,
    // With a super admin in place the app shows sign-in rather than the first-run setup.
    FOLIO_ADMIN_EMAIL: 'bench-admin@example.test',
    FOLIO_ADMIN_PASSWORD: 'bench admin passphrase',
    ...WEBHOOK_BENCH_ENV,
  });
  folio = server;
  await waitReady(server);
  const { id: userId, token } = await createVerifiedUser(server);

  const hashMs = await argon2Median();

  await benchCore(server, { id: userId, token }, [
    {
      name: 'POST /public/api/login',
      url: `${server.url}/public/api/login`,
      method: 'POST',
      body: JSON.stringify({ username: USER.email, password: USER.password }),
      expect: 200,
    },
  ]);
  console.log(
    `\nargon2id hash alone (19 MiB, 2 passes, 1 lane), median of ${HASH_SAMPLES}: ${hashMs.toFixed(1)} ms.` +
      `\nEvery login verifies one such hash on libuv's thread pool (${process.env.UV_THREADPOOL_SIZE ?? 4} threads)` +
      ` across ${cpus.length} CPU(s), so login throughput is bounded near` +
      ` ${Math.min(cpus.length, Number(process.env.UV_THREADPOOL_SIZE ?? 4))} / ${hashMs.toFixed(1)} ms ≈` +
      ` ${((Math.min(cpus.length, Number(process.env.UV_THREADPOOL_SIZE ?? 4)) * 1000) / hashMs).toFixed(0)} req/s.`,
  );

  printEditorFigures(await benchEditor(server, { id: userId, email: USER.email, password: USER.password, token }));
  printWebWeightFigures(await benchWebWeight(server, { email: USER.email, password: USER.password, token }));
  printUploadFigures(await benchUpload(server, { email: USER.email, password: USER.password }));
  printAssetFigures(await benchAssets(server, { id: userId, token }));
  printSitesFigures(await benchSites(server, { token }));
  printCollabFigures(await benchCollab(server, token, userId));
  printInputFigures(await benchInput(server, { token }));
  printLighthouseFigures(await benchLighthouse(server, { token }));
  await benchPeople(server, token, userId, USER.password);
  await benchMarketplace(server, token);
  await benchCheckout(server, token, { id: userId, password: USER.password });
  await benchUsers(server, { email: 'bench-admin@example.test', password: 'bench admin passphrase' });
  // Near the end: it stores 100,000 submissions, which the sections above should not run beside.
  await benchCharts(server, token);
  await benchSubmissions(server, token);
  await benchWebhooks(server, token);
  // Last on this server: its 10 million page views keep PostgreSQL busy (vacuum, roll-ups) long after they are read,
  // which slowed the sections after it tenfold (a 30 s timeout on a plain call once).
  await benchAnalytics(server, token, userId);
  // Its own cluster (nginx, two app servers, PostgreSQL, Azurite): the server above is stopped first.
  server.child.kill('SIGTERM');
  await server.exited;
  await benchMixed();
  printGoals();
}

try {
  await main();
} finally {
  await cleanup();
}
