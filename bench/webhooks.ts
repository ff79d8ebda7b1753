// Webhooks while submissions arrive (issue 30): a published form whose owner has a webhook for submission.created to
// a receiver on loopback (the server runs with WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true); 50 connections submit for the
// run's length, each with its own Idempotency-Key, as in the submissions section. Printed: submissions/s with and
// without the webhook, deliveries/s while they arrive, the delay from a submission's storing to its delivery
// (p50, p99), and how long the queue took to empty after the last submission; every stored submission must arrive
// once.
// Run alone with `node bench/webhooks.ts` or as a section of `npm run bench`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon, { type Result } from 'autocannon';
import { apiCall, sitesOriginOf } from '../e2e/client.ts';
import { withDb, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';
import { goal } from './goals.ts';
import { publishForm } from './submissions.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** The server setting this section needs (the receiver is on loopback). */
export const WEBHOOK_BENCH_ENV = { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

function ingest(url: string, folioId: string, tag: string): Promise<Result> {
  let sent = 0;
  return autocannon({
    url: `${url}/public/api/submissions`,
    method: 'POST',
    connections: 50,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', 'x-session': 'bench-visitor-session-0002' },
    body: JSON.stringify({ folioId, buttonId: 'send', data: { name: 'Bench visitor', email: 'visitor@example.test', age: 3, colour: ['green'] } }),
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': `bench-${tag}-${process.pid}-${++sent}` } }) }],
  });
}

export async function benchWebhooks(server: ServerProcess, token: string): Promise<void> {
  console.log('\nWebhooks while submissions arrive');
  const arrivals = new Map<string, number>();
  const delays: number[] = [];
  let duplicates = 0;
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const now = Date.now();
      const id = String(req.headers['webhook-id']);
      if (arrivals.has(id)) duplicates++;
      arrivals.set(id, now);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { createdAt: string } };
      delays.push(now - Date.parse(body.data.createdAt));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    const sites = sitesOriginOf(server.url);
    const plain = await publishForm(server.url, token);
    const hooked = await publishForm(server.url, token);
    await withDb(server.dataDir, (db) => db.query('update users set account_type_id = 3 where id = (select author_id from folios where id = $1)', [hooked]));
    await apiCall(server.url, token, 'POST', '/api/webhooks', { url: hookUrl, events: ['submission.created'], folioId: hooked });

    const without = await ingest(sites, plain, 'plain');
    const started = Date.now();
    const withHook = await ingest(sites, hooked, 'hooked');
    const ended = Date.now();
    const inRun = [...arrivals.values()].filter((t) => t <= ended).length;
    const stored = await withDb(server.dataDir, async (db) => Number((await db.query('select count(*) from submissions where folio_id = $1', [hooked])).rows[0].count));
    // The queue empties: every stored submission's delivery arrives (or 120 s pass).
    const deadline = Date.now() + 120_000;
    while (arrivals.size < stored && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const drained = Math.max(0, Math.max(...arrivals.values()) - ended);
    const sorted = [...delays].sort((a, b) => a - b);
    const perSecond = inRun / ((ended - started) / 1000);
    const row = (name: string, r: Result) => `${name.padEnd(58)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms`;
    console.log(row('POST /public/api/submissions, no webhook, 50 connections', without));
    console.log(row('POST /public/api/submissions, with a webhook, 50 connections', withHook));
    console.log(`  with ÷ without: ${(withHook.requests.average / without.requests.average).toFixed(2)}`);
    console.log(`  ${perSecond.toFixed(0)} deliveries/s while submissions arrived ${goal('webhook deliveries/s while submitting', Math.round(perSecond), '>=', 100, '/s')}`);
    console.log(`  delay from storing to delivery: p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms ${goal('webhook delay p50', percentile(sorted, 50), '<', 5000, 'ms')}`);
    console.log(`  stored ${stored.toLocaleString('en')}, delivered ${arrivals.size.toLocaleString('en')} (duplicates ${duplicates}), queue emptied ${(drained / 1000).toFixed(1)} s after the last submission ${goal('webhook deliveries missing', stored - arrivals.size, '<=', 0)}`);
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
}

if (import.meta.main) await runAlone('webhooks', (server, token) => benchWebhooks(server, token), WEBHOOK_BENCH_ENV);
