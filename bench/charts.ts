// A published chart over 100,000 submissions: the sample page of e2e/samplePage.ts (its form asks which tour a
// visitor wants, three options) gets a visualization widget showing a bar chart of that question, is published,
// and 100,000 submissions spread over 90 days are stored in SQL. Then:
//   - the aggregate queries: GET /api/folios/{id}/data (every field of the form) and the chart's own field,
//   - the submissions stamp each visit of a page with a chart pays (count + latest, index-only), in SQL,
//   - the page rendered cold (a new submission just arrived, so its ETag and cache key are new),
//   - the page from the render cache and the 304 revalidation under autocannon load,
//   - the chart's SVG route, cold and cached.
// Prints median and p90 of the timed runs, req/s and p50/p99 of the load runs. Run alone: `npx node bench/charts.ts`.
import { performance } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import { createNode, insertNode, type FolioDocument } from '@folio/model';
import { apiCall } from '../e2e/client.ts';
import { publishSamplePage } from '../e2e/samplePage.ts';
import { embeddedUrl } from '../packages/server/src/db/embedded.ts';
import { readPostmaster, withDb, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';
import { connect } from '../packages/server/src/db/client.ts';
import { fieldAggregates, submissionsStamp } from '../packages/server/src/services/visualizations/aggregates.ts';
import { median, percentile } from './stats.ts';
import { formField } from '../packages/server/src/services/visualizations/formFields.ts';

const SUBMISSIONS = Number(process.env.BENCH_CHART_SUBMISSIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_CHART_RUNS ?? 15);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

const p90 = (xs: number[]) => percentile(xs, 0.9);
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200 && res.status !== 304) throw new Error(`${url}: ${res.status}`);
  return res;
}

const load = (url: string, headers: Record<string, string> = {}): Promise<Result> => autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });

export async function benchCharts(server: ServerProcess, token: string): Promise<void> {
  const sample = await publishSamplePage(server.url, token, 'Chart bench');
  const folio = await apiCall<FolioDocument & { id: string; version: number }>(server.url, token, 'GET', `/api/folios/${sample.folioId}?forEditing=true`);
  const nodes = Object.values(folio.nodes);
  const visit = nodes.find((n) => n.kind === 'multiple-choice-widget')!;
  const button = nodes.find((n) => n.kind === 'button-widget')!;
  const column = nodes.find((n) => n.kind === 'column')!;

  const chart = await apiCall<{ id: string }>(server.url, token, 'POST', `/api/visualizations/create/${sample.folioId}`, {
    root: { chartType: 'bar', widgetId: visit.id, title: 'Tours chosen', description: '', colors: [], showLegend: true, showValues: true },
  });
  let doc: FolioDocument = { schemaVersion: folio.schemaVersion, root: folio.root, nodes: folio.nodes };
  const block = createNode('block');
  doc = insertNode(doc, { parentId: column.id, node: block });
  doc = insertNode(doc, { parentId: block.id, node: createNode('visualization-widget', { meta: { visualizationId: chart.id } }) });
  await apiCall(server.url, token, 'PATCH', `/api/folios/${sample.folioId}`, { baseVersion: folio.version, log: [{ action: 'insert' }], nodes: doc.nodes, replaceNodes: true });
  await apiCall(server.url, token, 'PATCH', `/api/folios/${sample.folioId}/publish`, {});

  const seedStart = performance.now();
  const options = (visit.kind === 'multiple-choice-widget' ? visit.meta.options : []).map((o) => o.value);
  await withDb(server.dataDir, async (db) => {
    await db.query(
      `insert into submissions (folio_id, button_id, folio_version, data, created_at)
       select $1, $2, 2, jsonb_build_object($3::text, jsonb_build_array(($4::text[])[1 + (i % 3)]), 'name', 'Visitor ' || i),
              now() - make_interval(secs => (i % (90 * 86400)))
       from generate_series(1, $5::int) i`,
      [sample.folioId, button.id, visit.id, `{${options.join(',')}}`, SUBMISSIONS],
    );
    await db.query('analyze submissions');
  });
  console.log(`Seeded ${SUBMISSIONS.toLocaleString('en')} submissions in ${ms(performance.now() - seedStart)}.`);

  const auth = { authorization: `Bearer ${token}` };
  const dataRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) dataRuns.push(await timed(() => get(`${server.url}/api/folios/${sample.folioId}/data`, auth)));

  // The server's own functions against the server's database.
  const stampRuns: number[] = [];
  const fieldRuns: number[] = [];
  const field = formField(visit)!;
  const database = connect(embeddedUrl(readPostmaster(server.dataDir)!.port), 2);
  try {
    for (let i = 0; i < RUNS; i++) {
      stampRuns.push(await timed(() => submissionsStamp(database.db, sample.folioId)));
      fieldRuns.push(await timed(() => fieldAggregates(database.db, sample.folioId, [field])));
    }
  } finally {
    await database.close();
  }

  // Cold: a new submission changes the page's ETag, so each request renders (and aggregates) again.
  const coldPage: number[] = [];
  const coldSvg: number[] = [];
  const svgUrl = `${server.url}/public/api/folio/visualization/${chart.id}/chart`;
  for (let i = 0; i < RUNS; i++) {
    await withDb(server.dataDir, (db) =>
      db.query('insert into submissions (folio_id, button_id, folio_version, data) values ($1, $2, 2, $3)', [sample.folioId, button.id, JSON.stringify({ [visit.id]: [options[0]] })]),
    );
    coldPage.push(await timed(() => get(sample.url)));
    coldSvg.push(await timed(() => get(svgUrl)));
  }
  // Steady state: the stamp counts the last 10 seconds' submissions, so wait until the cold runs' have aged out.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const page = await get(sample.url);
  const html = await (await fetch(sample.url)).text();
  const drawn = [...html.matchAll(/data-label="([^"]+)" data-value="(\d+)"/g)].map((m) => `${m[1]} ${m[2]}`).join(', ');
  const cached = await load(sample.url);
  const revalidated = await load(sample.url, { 'if-none-match': page.headers.get('etag')! });
  const svgCached = await load(svgUrl);

  console.log(`\nA published bar chart over ${SUBMISSIONS.toLocaleString('en')} submissions (${RUNS} timed runs each; load: ${CONNECTIONS} connections, ${DURATION_S} s)`);
  console.log(`The page draws: ${drawn}`);
  const rows: Array<[string, string, string]> = [
    ['GET /api/folios/{id}/data (every field of the form)', ms(median(dataRuns)), ms(p90(dataRuns))],
    ['  the chart field’s aggregates (fieldAggregates: 3 queries)', ms(median(fieldRuns)), ms(p90(fieldRuns))],
    ['  submissions stamp paid by every visit (submissionsStamp)', ms(median(stampRuns)), ms(p90(stampRuns))],
    ['published page, cold (new submission → new ETag → render)', ms(median(coldPage)), ms(p90(coldPage))],
    ['chart SVG route, cold', ms(median(coldSvg)), ms(p90(coldSvg))],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log(`${'timed'.padEnd(w)}  ${'median'.padStart(9)}  ${'p90'.padStart(9)}`);
  for (const [name, a, b] of rows) console.log(`${name.padEnd(w)}  ${a.padStart(9)}  ${b.padStart(9)}`);
  console.log(`\n${'under load'.padEnd(w)}  ${'req/s'.padStart(9)}  ${'p50'.padStart(9)}  ${'p99'.padStart(9)}  non-2xx/304`);
  for (const [name, r] of [
    ['published page, from the render cache', cached],
    ['published page, 304 revalidation', revalidated],
    ['chart SVG route, cached', svgCached],
  ] as const) {
    console.log(`${name.padEnd(w)}  ${r.requests.average.toFixed(0).padStart(9)}  ${`${r.latency.p50} ms`.padStart(9)}  ${`${r.latency.p99} ms`.padStart(9)}  ${r.non2xx}`);
  }
}

if (import.meta.main) await runAlone('charts', (server, token) => benchCharts(server, token));
