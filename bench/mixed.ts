// Mixed load on one server and on two behind nginx, same run (issue 16): 200 clients, each looping over what
// people do — visitors open a published page and a website page, signed-in users read their folio list and
// autosave their own folio, visitors submit a form — for BENCH_MIXED_SECONDS (60 by default) against server 1
// directly, then against nginx in front of both. Twice: paced, each client pausing BENCH_MIXED_THINK_MS (1,000 by
// default) between actions as people do (the latency goal: 0 errors, p99 < 100 ms on two servers), and saturated,
// no pause (what the machine can answer at most). Prints req/s, p50/p99 and errors per kind and in all.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import http from 'node:http';
import { add, addWidgetBlock } from '../packages/model/src/folio/testing.ts';
import { createFolio, type FolioDocument } from '@folio/model';
import { apiCall, signIn } from '../e2e/client.ts';
import { startCluster, type Cluster } from '../scripts/cluster/cluster.ts';
import { azuriteStore } from '../scripts/cluster/stores.ts';
import { ensureWebBuilt } from '../scripts/webBuild.ts';
import { goal, printGoals } from './goals.ts';

const CLIENTS = Number(process.env.BENCH_MIXED_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_MIXED_THINK_MS ?? 1_000);
const admin = { email: 'bench-mixed@example.test', password: 'bench mixed passphrase' };

type Kind = 'page view' | 'website page' | 'API read' | 'autosave' | 'submission';
/** Out of 100 actions. */
const MIX: Array<[Kind, number]> = [
  ['page view', 45],
  ['website page', 15],
  ['API read', 20],
  ['autosave', 10],
  ['submission', 10],
];

interface Fixture {
  token: string;
  pageUrl: string;
  siteUrl: string;
  formId: string;
  /** one folio per client, autosaved only by it */
  folios: Array<{ id: string; version: number }>;
}

type Doc = FolioDocument & { id: string; version: number };

async function publishedFolio(base: string, token: string, doc: (authorId: string) => FolioDocument, name: string): Promise<Doc> {
  const created = await apiCall<Doc>(base, token, 'POST', '/api/folios', { name });
  const built = doc(created.root.authorId);
  const pageId = created.root.pages[0]!;
  const nodes = JSON.parse(JSON.stringify(built.nodes).replaceAll('"p1"', JSON.stringify(pageId))) as FolioDocument['nodes'];
  // Its form is posted to by the bench's own requests: no proof of work (issue 31; bench/submissions.ts measures it).
  await apiCall(base, token, 'PATCH', `/api/folios/${created.id}`, { baseVersion: created.version, log: [{ action: 'insert' }], root: { ...created.root, isPublic: true, spamProtection: 'none' }, nodes, replaceNodes: true });
  await apiCall(base, token, 'PATCH', `/api/folios/${created.id}/publish`, {});
  return created;
}

const textDoc = (authorId: string) => {
  let doc = createFolio(authorId, { name: 'Mixed load page', newId: () => 'p1' });
  doc = add(doc, 'p1', 'tile', 't1');
  doc = add(doc, 't1', 'layout', 'l1');
  doc = add(doc, 'l1', 'column', 'c1');
  doc = add(doc, 'c1', 'block', 'b1');
  return add(doc, 'b1', 'text-resource', 'r1', { html: '<p>What a visitor reads: <strong>a page</strong> of the folio.</p>' });
};

const formDoc = (authorId: string) => {
  let doc = createFolio(authorId, { name: 'Mixed load form', newId: () => 'p1' });
  doc = add(doc, 'p1', 'tile', 't1');
  doc = add(doc, 't1', 'layout', 'l1');
  doc = add(doc, 'l1', 'column', 'c1');
  doc = addWidgetBlock(doc, 'c1', 'b1', 'text-widget', 'name', { required: true, label: { position: 'top', text: 'Your name' } });
  return addWidgetBlock(doc, 'c1', 'b2', 'button-widget', 'send');
};

async function prepare(cluster: Cluster): Promise<Fixture> {
  // Through the load balancer: a server answers the API only on the app origin's Host (routes/sites/hosts.ts).
  const base = cluster.appUrl;
  const { token } = await signIn(base, admin);
  const page = await publishedFolio(base, token, textDoc, 'Mixed load page');
  const form = await publishedFolio(base, token, formDoc, 'Mixed load form');
  const website = await apiCall<{ id: string; slug: string }>(base, token, 'POST', '/api/websites', { name: `Mixed ${Date.now()}` });
  await apiCall(base, token, 'PATCH', `/api/websites/${website.id}`, { pages: [{ folioId: page.id, slug: 'home' }] });
  await apiCall(base, token, 'POST', `/api/websites/${website.id}/publish`, {});
  const folios: Fixture['folios'] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const created = await apiCall<Doc>(base, token, 'POST', '/api/folios', { name: `Autosaved ${i}` });
    folios.push({ id: created.id, version: created.version });
  }
  return {
    token,
    pageUrl: `/folio/${page.id}/page/${page.root.pages[0]}`,
    siteUrl: `/site/${website.slug}/home`,
    formId: form.id,
    folios,
  };
}

interface Figures {
  count: number;
  errors: number;
  latencies: number[];
  statuses: Map<string, number>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** One request on a kept-alive connection: the status and the body. */
function send(agent: http.Agent, url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * CLIENTS clients for SECONDS against `base`: each picks its next action from MIX and waits for the answer. Pages
 * and submissions go to the sites origin by Host header, as a browser behind the load balancer sends them.
 */
async function load(base: string, appHost: string, sitesHost: string, f: Fixture, thinkMs: number): Promise<Map<Kind | 'all', Figures>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const figures = new Map<Kind | 'all', Figures>();
  const fig = (k: Kind | 'all') => figures.get(k) ?? figures.set(k, { count: 0, errors: 0, latencies: [], statuses: new Map() }).get(k)!;
  // The API by the app origin's Host, as the load balancer passes it on (a server refuses other hosts with 421).
  const auth = { authorization: `Bearer ${f.token}`, host: appHost };
  const json = { 'content-type': 'application/json' };
  const site = { host: sitesHost };
  const deck: Kind[] = MIX.flatMap(([k, n]) => Array<Kind>(n).fill(k));
  const deadline = performance.now() + SECONDS * 1000;
  const client = async (i: number) => {
    const mine = f.folios[i % f.folios.length]!;
    let n = i * 7;
    // Paced clients start spread over one pause, as people arrive.
    if (thinkMs > 0) await new Promise((r) => setTimeout(r, (i / CLIENTS) * thinkMs));
    while (performance.now() < deadline) {
      const kind = deck[n++ % deck.length]!;
      const started = performance.now();
      let ok = false;
      let status = 'error';
      try {
        const res =
          kind === 'page view'
            ? await send(agent, `${base}${f.pageUrl}`, { headers: site })
            : kind === 'website page'
              ? await send(agent, `${base}${f.siteUrl}`, { headers: site })
              : kind === 'API read'
                ? await send(agent, `${base}/api/folios?first=20`, { headers: auth })
                : kind === 'autosave'
                  ? await send(agent, `${base}/api/folios/${mine.id}`, {
                      method: 'PATCH',
                      headers: { ...auth, ...json },
                      body: JSON.stringify({ baseVersion: mine.version, log: [{ action: 'updateRoot', path: 'root.name' }], root: { name: `Autosaved ${i} #${n}` } }),
                    })
                  : await send(agent, `${base}/public/api/submissions`, {
                      method: 'POST',
                      headers: { ...site, ...json, 'x-session': `mixed-bench-session-${String(i).padStart(4, '0')}` },
                      body: JSON.stringify({ folioId: f.formId, buttonId: 'send', data: { name: `Visitor ${i}` } }),
                    });
        status = String(res.status);
        ok = res.status < 400;
        if (kind === 'autosave' && ok) mine.version = (JSON.parse(res.body) as { version: number }).version;
      } catch {
        ok = false;
      }
      const ms = performance.now() - started;
      for (const k of [kind, 'all'] as const) {
        const x = fig(k);
        x.count++;
        x.latencies.push(ms);
        if (!ok) x.errors++;
        x.statuses.set(status, (x.statuses.get(status) ?? 0) + 1);
      }
      if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs));
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  agent.destroy();
  return figures;
}

/** Prints the figures per kind; `goals` (the paced runs) names the run whose p99 and errors are checked against issue 28's goals. */
function print(title: string, figures: Map<Kind | 'all', Figures>, goals?: string) {
  console.log(`\n${title}`);
  console.log(`${'kind'.padEnd(14)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}  statuses`);
  for (const kind of [...MIX.map(([k]) => k), 'all'] as const) {
    const x = figures.get(kind);
    if (!x) continue;
    const sorted = x.latencies.sort((a, b) => a - b);
    const statuses = [...x.statuses].map(([s, n]) => `${s}: ${n}`).join(', ');
    const p99 = percentile(sorted, 0.99);
    const checked = goals ? `  p99 ${goal(`mixed ${goals}: ${kind} p99`, p99, '<', 100, 'ms')}, errors ${goal(`mixed ${goals}: ${kind} errors`, x.errors, '<=', 0)}` : '';
    console.log(`${kind.padEnd(14)} ${(x.count / SECONDS).toFixed(0).padStart(8)} ${percentile(sorted, 0.5).toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)} ${String(x.errors).padStart(7)}  ${statuses}${checked}`);
  }
}

export async function benchMixed(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-mixed-'));
  // The form's owner is a Business account below, so no monthly submission limit stops the run; visitors'
  // submissions come from one address, so the per-address limit is lifted too.
  const cluster = await startCluster({ dir, objectStore: azuriteStore, env: { FOLIO_ADMIN_EMAIL: admin.email, FOLIO_ADMIN_PASSWORD: admin.password, SUBMISSION_RATE_LIMIT: '100000000', SUBMISSION_OWNER_RATE_LIMIT: '100000000', AUTH_RATE_LIMIT: '100000' } });
  try {
    const fixture = await prepare(cluster);
    const pg = await import('pg');
    const db = new pg.default.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    await db.query('update users set account_type_id = 3 where id = (select author_id from folios where id = $1)', [fixture.formId]);
    await db.end();
    console.log(`\nMixed load: ${CLIENTS} clients, ${SECONDS} s each, actions ${MIX.map(([k, n]) => `${k} ${n} %`).join(', ')}`);
    const sitesHost = new URL(cluster.sitesUrl).host;
    const appHost = new URL(cluster.appUrl).host;
    for (const [name, think] of [[`paced: each client pauses ${THINK_MS} ms between actions`, THINK_MS], ['saturated: no pause', 0]] as const) {
      const paced = think > 0;
      print(`One app server (server 1, directly), ${name}`, await load(cluster.servers[0]!.url, appHost, sitesHost, fixture, think), paced ? 'paced, one server' : undefined);
      print(`Two app servers behind nginx, ${name}`, await load(cluster.appUrl, appHost, sitesHost, fixture, think), paced ? 'paced, nginx + two servers' : undefined);
    }
  } finally {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  ensureWebBuilt();
  await benchMixed();
  printGoals();
}
