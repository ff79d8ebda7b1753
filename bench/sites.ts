// Published pages on the sites origin under autocannon load: the sample page of e2e/samplePage.ts (heading and text,
// an uploaded PNG, an accordion, a form) published through the API, then
//   - the page served from the render cache (every request after the first),
//   - the page rendered for every request: many published copies, each requested once (see UNCACHED below),
//   - a 304 revalidation (If-None-Match with the page's ETag),
//   - the same folio as a website page (/site/{slug}/{page}, default header), from the render cache,
//   - the page's stylesheet, a static file answered by the same process (the yardstick of the ratios).
// Prints req/s, p50 and p99 per row and the page's weight (HTML, and the JavaScript it loads, gzipped).
// Run alone with `node bench/sites.ts` or as a section of `npm run bench`.
import { gzipSync } from 'node:zlib';
import autocannon, { type Options, type Result } from 'autocannon';
import { publishSamplePage, publishSampleWebsite, type SamplePage } from '../e2e/samplePage.ts';
import { withDb, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';
import { goal } from './goals.ts';

const CONNECTIONS = Number(process.env.BENCH_SITES_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
/**
 * Published copies for the two uncached rows (they take copies in turn from one sequence); more than both runs can
 * request (up to 1,750 pages/s each, warm-up included), so no copy is requested twice.
 */
const COPIES = Number(process.env.BENCH_SITES_COPIES ?? Math.max(20_000, 2 * 1_750 * (DURATION_S + WARMUP_S)));

const UNCACHED =
  `${COPIES.toLocaleString('en')} copies of the sample folio are published (rows copied in SQL from the API-published one:` +
  ' same document, each its own folio id, so each its own ETag and render-cache key); every request, across all' +
  ' connections, takes the next copy in turn, so each is asked for once and rendered for that request (warm-up included).' +
  ' Each render does what a first visit does: load the publication and the blob rows of its images, render it with React,' +
  ' and cache it; a compressed form is made when a visitor first asks for it. The copies share their texts, so after the first copy the server' +
  ' finds them sanitized already (it keeps sanitized texts by content, as it does for any page rendered again).' +
  ' Requests ask for no compression (autocannon), as the static-file row does; the "brotli asked" row sends a' +
  " browser's Accept-Encoding, so each render is also compressed (brotli, quality 5) for its request.";

export interface SitesRow {
  name: string;
  result: Result;
  /** the status every answer should have */
  expect: number;
  note?: string;
}

export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  /** every script the page loads: its source (URL or "inline #n") and its gzipped bytes (null when not fetchable) */
  scripts: Array<{ source: string; bytes: number | null; gzipBytes: number | null }>;
  jsGzipBytes: number;
}

export interface SitesFigures {
  page: SamplePage;
  websiteUrl: string;
  weight: PageWeight;
  rows: SitesRow[];
  staticRps: number;
  /** requests of the uncached run (warm-up included) beyond COPIES, which may have met a cached copy */
  repeats: number;
}

const gzipLength = (bytes: Buffer | string): number => gzipSync(bytes).length;

/** The page's HTML and stylesheet sizes and every script it loads (src and inline), each gzipped as served. */
async function pageWeight(url: string, html: string): Promise<PageWeight> {
  const scripts: PageWeight['scripts'] = [];
  let inline = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (src) {
      const href = new URL(src.replace(/&amp;/g, '&'), url).href;
      try {
        const res = await fetch(href);
        const body = Buffer.from(await res.arrayBuffer());
        scripts.push({ source: href, bytes: body.length, gzipBytes: res.ok ? gzipLength(body) : null });
      } catch {
        // Another origin (a tag manager): not reachable from this machine.
        scripts.push({ source: href, bytes: null, gzipBytes: null });
      }
    } else if ((match[2] ?? '').trim()) {
      scripts.push({ source: `inline #${++inline}`, bytes: Buffer.byteLength(match[2]!), gzipBytes: gzipLength(match[2]!) });
    }
  }
  let cssBytes = 0;
  let cssGzipBytes = 0;
  for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    const css = Buffer.from(await (await fetch(new URL(match[1]!.replace(/&amp;/g, '&'), url))).arrayBuffer());
    cssBytes += css.length;
    cssGzipBytes += gzipLength(css);
  }
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipLength(html),
    cssBytes,
    cssGzipBytes,
    scripts,
    jsGzipBytes: scripts.reduce((sum, s) => sum + (s.gzipBytes ?? 0), 0),
  };
}

/** Copies the published sample folio `count` times (folio rows and their publications); answers the copies' ids. */
async function publishCopies(server: ServerProcess, folioId: string, count: number): Promise<string[]> {
  return withDb(server.dataDir, async (db) => {
    const copies = await db.query<{ id: string }>(
      `WITH copies AS (
         INSERT INTO folios (author_id, name, is_public, version, schema_version, root, nodes)
         SELECT f.author_id, f.name || ' ' || i, true, f.version, f.schema_version, f.root, f.nodes
         FROM folios f CROSS JOIN generate_series(1, $2::int) AS i
         WHERE f.id = $1
         RETURNING id
       ), published AS (
         INSERT INTO folio_publications (folio_id, version, schema_version, root, nodes, vis_states, license_option_states, published_by)
         SELECT c.id, p.version, p.schema_version, p.root, p.nodes, p.vis_states, p.license_option_states, p.published_by
         FROM copies c CROSS JOIN folio_publications p
         WHERE p.folio_id = $1
         RETURNING folio_id
       )
       SELECT folio_id AS id FROM published`,
      [folioId, count],
    );
    await db.query('VACUUM ANALYZE folios');
    await db.query('VACUUM ANALYZE folio_publications');
    return copies.rows.map((r) => r.id);
  });
}

async function load(options: Omit<Options, 'connections' | 'duration'>, duration: number): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, duration, ...options });
}

/** Publishes the sample page (and a website showing it) as the user and measures each row. */
export async function benchSites(server: ServerProcess, user: { token: string }): Promise<SitesFigures> {
  const page = await publishSamplePage(server.url, user.token, 'Sites bench');
  const websiteUrl = await publishSampleWebsite(server.url, user.token, { folioId: page.folioId, slug: `bench-${Date.now()}` });
  const first = await fetch(page.url);
  const html = await first.text();
  if (first.status !== 200) throw new Error(`${page.url} answered ${first.status}: ${html.slice(0, 300)}`);
  const etag = first.headers.get('etag');
  if (!etag) throw new Error('the page has no ETag');
  const cssHref = /<link rel="stylesheet" href="(\/_folio\/folio\.css[^"]*)"/.exec(html)?.[1];
  if (!cssHref) throw new Error('the page links no folio.css');
  const origin = new URL(page.url).origin;
  const weight = await pageWeight(page.url, html);
  if ((await fetch(websiteUrl)).status !== 200) throw new Error(`${websiteUrl} does not answer 200`);

  process.stdout.write(`publishing ${COPIES.toLocaleString('en')} copies of the page for the uncached row ...`);
  const copies = await publishCopies(server, page.folioId, COPIES);
  process.stdout.write(' done\n');
  let next = 0;
  const copyPath = (id: string) => `/folio/${id}/page/${page.pageId}`;
  const uncached = {
    url: origin,
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (request: { path?: string }) => ({ ...request, path: copyPath(copies[next++ % copies.length]!) }),
      },
    ],
  };

  const targets: Array<{ name: string; options: Omit<Options, 'connections' | 'duration'>; expect: number; note?: string }> = [
    { name: `GET ${cssHref.split('?')[0]} (static file)`, options: { url: `${origin}${cssHref}` }, expect: 200 },
    { name: 'published page, cached render', options: { url: page.url }, expect: 200 },
    { name: 'published page, uncached render', options: uncached, expect: 200, note: 'every request a different copy' },
    {
      name: 'uncached render, brotli asked',
      options: { ...uncached, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      expect: 200,
      note: 'as the row above, asking for compression as a browser does',
    },
    { name: '304 revalidation (If-None-Match)', options: { url: page.url, headers: { 'if-none-match': etag } }, expect: 304 },
    { name: 'website page, cached render', options: { url: websiteUrl }, expect: 200 },
  ];
  const rows: SitesRow[] = [];
  for (const target of targets) {
    process.stdout.write(`measuring ${target.name} ...`);
    await load(target.options, WARMUP_S);
    const result = await load(target.options, DURATION_S);
    const wrong = Object.keys(result.statusCodeStats).filter((code) => Number(code) !== target.expect);
    process.stdout.write(wrong.length ? ` unexpected statuses: ${JSON.stringify(result.statusCodeStats)}\n` : ' done\n');
    rows.push({ name: target.name, result, expect: target.expect, ...(target.note ? { note: target.note } : {}) });
  }
  return {
    page,
    websiteUrl,
    weight,
    rows,
    staticRps: rows[0]!.result.requests.average,
    repeats: Math.max(0, next - copies.length),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function printSitesFigures(f: SitesFigures): void {
  console.log(`\nPublished pages on the sites origin: ${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up`);
  console.log(`page: ${f.page.url}\nwebsite page: ${f.websiteUrl}`);
  const header = ['request', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs static', 'requests', 'expected status', 'other statuses', 'errors'];
  const lines = f.rows.map(({ name, result, expect }) => {
    const other = Object.entries(result.statusCodeStats)
      .filter(([code]) => Number(code) !== expect)
      .reduce((sum, [, s]) => sum + s.count, 0);
    return [
      name,
      result.requests.average.toFixed(1),
      String(result.latency.p50),
      String(result.latency.p99),
      `${((result.requests.average / f.staticRps) * 100).toFixed(1)} %`,
      String(result.requests.total),
      String(expect),
      String(other),
      String(result.errors + result.timeouts),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(fmt(line));
  console.log(`\nUncached render: ${UNCACHED}`);
  console.log(
    f.repeats === 0
      ? 'No copy was requested twice in this run.'
      : `${f.repeats} requests came after every copy had been requested once and may have met a cached copy; raise BENCH_SITES_COPIES.`,
  );
  const w = f.weight;
  console.log(
    `\nPage weight: HTML ${w.htmlBytes.toLocaleString('en')} bytes (${kb(w.htmlGzipBytes)} gzipped; the server sends brotli or gzip to browsers that ask),` +
      ` stylesheets ${w.cssBytes.toLocaleString('en')} bytes (${kb(w.cssGzipBytes)} gzipped),` +
      ` JavaScript ${w.jsGzipBytes.toLocaleString('en')} bytes gzipped in ${w.scripts.length} script(s)`,
  );
  for (const s of w.scripts) {
    console.log(`  ${s.source}: ${s.bytes === null ? 'not fetched' : `${s.bytes} bytes, ${s.gzipBytes ?? '?'} gzipped`}`);
  }
  const rps = (name: string) => f.rows.find((r) => r.name === name)?.result.requests.average ?? Number.NaN;
  const cached = rps('published page, cached render') / f.staticRps;
  const revalidated = rps('304 revalidation (If-None-Match)') / f.staticRps;
  const uncached = rps('published page, uncached render');
  console.log(`
cached page ÷ static file: ${cached.toFixed(2)} ${goal('published page, cached ÷ static file', cached, '>=', 0.8)}`);
  console.log(`304 ÷ static file: ${revalidated.toFixed(2)} ${goal('published page, 304 ÷ static file', revalidated, '>=', 0.8)}`);
  console.log(`uncached render: ${uncached.toFixed(0)} pages/s ${goal('published page, uncached render', uncached, '>=', 1000, 'pages/s')}`);
  console.log(`uncached render, brotli asked as a browser does: ${rps('uncached render, brotli asked').toFixed(0)} pages/s (no goal of its own)`);
  const scriptKb = w.jsGzipBytes / 1024;
  console.log(`visitor script: ${scriptKb.toFixed(1)} KiB gzipped ${goal('visitor script, gzipped', scriptKb, '<=', 15, 'KiB')}`);
}

if (import.meta.main) await runAlone('sites', async (server, token) => printSitesFigures(await benchSites(server, { token })));
