/**
 * Operations (issue 16): `GET /metrics` in the Prometheus text format — requests by route and status, their
 * latency, errors, the database pool, the job queue, the analytics buffer, event-loop lag, memory — for an operator's
 * scraper. Off unless METRICS_TOKEN is set; then it needs `Authorization: Bearer <token>`. Never on the sites origin
 * (its path guard answers 404 there). Kept in memory per process: each app server is scraped on its own.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { timingSafeEqual } from 'node:crypto';
import type { App } from '../app.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RouteStats {
  counts: Map<string, number>;
  buckets: number[];
  sum: number;
  n: number;
}

const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function registerMetrics(app: App): void {
  const token = app.deps.config.METRICS_TOKEN;
  const routes = new Map<string, RouteStats>();
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  app.addHook('onClose', async () => lag.disable());

  app.addHook('onResponse', async (req, reply) => {
    const route = `${req.method} ${req.routeOptions.url ?? 'unmatched'}`;
    let stats = routes.get(route);
    if (!stats) routes.set(route, (stats = { counts: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, n: 0 }));
    const status = String(reply.statusCode);
    stats.counts.set(status, (stats.counts.get(status) ?? 0) + 1);
    const seconds = reply.elapsedTime / 1000;
    stats.sum += seconds;
    stats.n += 1;
    BUCKETS.forEach((b, i) => {
      if (seconds <= b) stats.buckets[i]! += 1;
    });
  });

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    // Never on a visitor's host: on the sites origin and websites' domains this path is nothing (a page's address at
    // most). Scrapers ask each server by its own address, a host of no origin (routes/sites/hosts.ts).
    if (req.hostKind === 'visitor') return reply.code(404).send({ error: 'Not Found', message: 'Not found' });
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!token) return reply.code(404).send({ error: 'Not Found', message: 'Metrics are off; set METRICS_TOKEN to turn them on' });
    if (given.length !== token.length || !timingSafeEqual(Buffer.from(given), Buffer.from(token))) return reply.code(401).send({ error: 'Unauthorized', message: 'Send the metrics token as a bearer token' });
    const lines: string[] = [];
    const metric = (name: string, type: string, help: string) => lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    metric('folio_http_requests_total', 'counter', 'Requests answered, by route and status.');
    for (const [route, s] of routes) for (const [status, n] of s.counts) lines.push(`folio_http_requests_total{route="${escape(route)}",status="${status}"} ${n}`);
    metric('folio_http_errors_total', 'counter', 'Requests answered with a 5xx, by route.');
    for (const [route, s] of routes) lines.push(`folio_http_errors_total{route="${escape(route)}"} ${[...s.counts].filter(([c]) => c.startsWith('5')).reduce((n, [, v]) => n + v, 0)}`);
    metric('folio_http_request_duration_seconds', 'histogram', 'Time to answer, by route.');
    for (const [route, s] of routes) {
      const r = escape(route);
      BUCKETS.forEach((b, i) => lines.push(`folio_http_request_duration_seconds_bucket{route="${r}",le="${b}"} ${s.buckets[i]}`));
      lines.push(`folio_http_request_duration_seconds_bucket{route="${r}",le="+Inf"} ${s.n}`, `folio_http_request_duration_seconds_sum{route="${r}"} ${s.sum.toFixed(6)}`, `folio_http_request_duration_seconds_count{route="${r}"} ${s.n}`);
    }
    const pool = app.deps.database.pool;
    metric('folio_db_pool_connections', 'gauge', 'Database pool connections by state.');
    lines.push(`folio_db_pool_connections{state="total"} ${pool.totalCount}`, `folio_db_pool_connections{state="idle"} ${pool.idleCount}`, `folio_db_pool_connections{state="waiting"} ${pool.waitingCount}`);
    metric('folio_jobs_waiting', 'gauge', 'Background jobs waiting to run (pg-boss), across servers.');
    const jobs = await pool.query<{ n: string }>(`select count(*) as n from pgboss.job where state in ('created', 'retry')`).catch(() => ({ rows: [{ n: '0' }] }));
    lines.push(`folio_jobs_waiting ${jobs.rows[0]?.n ?? 0}`);
    metric('folio_analytics_buffered_total', 'counter', 'Analytics rows written and dropped by this process.');
    lines.push(`folio_analytics_buffered_total{outcome="written"} ${app.analytics.written}`, `folio_analytics_buffered_total{outcome="dropped"} ${app.analytics.dropped}`);
    metric('folio_event_loop_lag_seconds', 'gauge', 'Event-loop delay since start: mean and p99.');
    lines.push(`folio_event_loop_lag_seconds{stat="mean"} ${(lag.mean / 1e9).toFixed(6)}`, `folio_event_loop_lag_seconds{stat="p99"} ${(lag.percentile(99) / 1e9).toFixed(6)}`);
    metric('folio_process_memory_bytes', 'gauge', 'Process memory.');
    const mem = process.memoryUsage();
    lines.push(`folio_process_memory_bytes{kind="rss"} ${mem.rss}`, `folio_process_memory_bytes{kind="heap_used"} ${mem.heapUsed}`);
    return reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8').header('cache-control', 'no-store').send(`${lines.join('\n')}\n`);
  });
}
