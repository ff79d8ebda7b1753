// The API path against its platform (issue 28): bare Fastify JSON (baseline.ts) and bare Fastify + `pg` reading the
// row usersR1 reads from this run's own database (baselinePg.ts), each in a child process, then Folio's
// GET /public/api/usersR1/{id} and an authenticated read (GET /api/folios?first=10), 50 connections each.
// Run alone: `node bench/core.ts` (BENCH_SECONDS=5 shortens it).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { embeddedUrl, freePort } from '../packages/server/src/db/embedded.ts';
import { readPostmaster, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';
import { goal } from './goals.ts';

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_S = 2;
const here = path.dirname(new URL(import.meta.url).pathname);

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** The status every answer must have for the run to count. */
  expect: number;
}

export interface Row {
  name: string;
  result: Result;
}

/** A baseline server in a child process (stopped by the returned function). */
export async function startChild(file: string, env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(here, file)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`${file} exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Warm-up, then the measured run; says so when an answer had another status than expected. */
export async function measure(target: Target): Promise<Row> {
  const run = (duration: number) =>
    autocannon({
      url: target.url,
      method: target.method,
      connections: CONNECTIONS,
      duration,
      headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers },
      ...(target.body ? { body: target.body } : {}),
    });
  process.stdout.write(`measuring ${target.name} ...`);
  await run(WARMUP_S);
  const result = await run(DURATION_S);
  const wrong = Object.keys(result.statusCodeStats).filter((code) => Number(code) !== target.expect);
  process.stdout.write(wrong.length ? ` unexpected statuses: ${JSON.stringify(result.statusCodeStats)}\n` : ' done\n');
  return { name: target.name, result };
}

export function printTable(rows: Row[], baselineRps: number): void {
  const header = ['route', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'req/s vs baseline', 'requests', 'non-2xx', 'errors'];
  const lines = rows.map(({ name, result }) => [
    name,
    result.requests.average.toFixed(1),
    result.latency.mean.toFixed(2),
    String(result.latency.p50),
    String(result.latency.p99),
    `${((result.requests.average / baselineRps) * 100).toFixed(2)} %`,
    String(result.requests.total),
    String(result.non2xx),
    String(result.errors + result.timeouts),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(fmt(line));
}

/**
 * The baselines and Folio's API reads, measured one after the other in this run; prints the table and usersR1's
 * ratios to both baselines with their goals. `more` are further targets (run.ts adds login) measured after them.
 */
export async function benchCore(server: ServerProcess, user: { id: string; token: string }, more: Target[] = []): Promise<void> {
  const pm = readPostmaster(server.dataDir);
  if (!pm) throw new Error(`no PostgreSQL is running on ${server.dataDir}`);
  const bare = await startChild('baseline.ts');
  const barePg = await startChild('baselinePg.ts', { DATABASE_URL: embeddedUrl(pm.port) });
  try {
    const targets: Target[] = [
      { name: 'bare Fastify GET / (baseline)', url: `${bare.url}/`, method: 'GET', expect: 200 },
      { name: 'bare Fastify + pg, the same user row', url: `${barePg.url}/user/${user.id}`, method: 'GET', expect: 200 },
      { name: 'GET /public/api/usersR1/{id}', url: `${server.url}/public/api/usersR1/${user.id}`, method: 'GET', expect: 200 },
      { name: 'GET /api/folios?first=10 (signed in)', url: `${server.url}/api/folios?first=10`, method: 'GET', headers: { authorization: `Bearer ${user.token}` }, expect: 200 },
      ...more,
    ];
    const rows: Row[] = [];
    for (const target of targets) rows.push(await measure(target));
    console.log('');
    printTable(rows, rows[0]!.result.requests.average);
    const [json, pg, usersR1] = rows.map((r) => r.result.requests.average) as [number, number, number];
    console.log(`\nusersR1 ÷ bare Fastify + pg, same row: ${(usersR1 / pg).toFixed(2)} ${goal('usersR1 ÷ bare Fastify + pg', usersR1 / pg, '>=', 0.6)}`);
    console.log(`usersR1 ÷ bare Fastify JSON: ${((usersR1 / json) * 100).toFixed(1)} % ${goal('usersR1 ÷ bare Fastify JSON', (usersR1 / json) * 100, '>=', 15, '%')}`);
  } finally {
    await bare.stop();
    await barePg.stop();
  }
}

if (import.meta.main) await runAlone('core', (server, token, admin) => benchCore(server, { id: admin.id, token }));
