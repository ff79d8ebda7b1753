import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { buildWebsite } from '../../test/factories.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const off = await createTestApp();
const on = await createTestApp({ METRICS_TOKEN: TOKEN });
const sitesHost = new URL(on.config.SITES_ORIGIN).host;

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN, and needs the token when on', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    expect((await on.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await on.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    expect((await on.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}`, host: sitesHost } })).statusCode).toBe(404);
  });

  it('answers a scraper that asks a server by its address, never a website’s domain', async () => {
    await buildWebsite(on.db, { customDomain: 'metrics-shop.example', publishedAt: new Date() });
    const ask = (host: string) => on.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}`, host } });
    expect((await ask(`10.0.0.7:${on.config.PORT}`)).statusCode).toBe(200);
    const domain = await ask('metrics-shop.example');
    expect(domain.statusCode).toBe(404);
    expect(domain.body).not.toContain('folio_http_requests_total');
  });

  it('counts requests by route and status with their latency, and reports the pool, jobs, analytics, lag and memory', async () => {
    await on.app.inject({ method: 'GET', url: '/healthz' });
    await on.app.inject({ method: 'GET', url: '/api/folios' });
    const res = await on.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.body).toMatch(/folio_http_requests_total\{route="GET \/healthz",status="200"\} [1-9]/);
    expect(res.body).toMatch(/folio_http_requests_total\{route="GET \/api\/folios",status="401"\} 1/);
    expect(res.body).toMatch(/folio_http_request_duration_seconds_count\{route="GET \/healthz"\} [1-9]/);
    for (const name of ['folio_db_pool_connections{state="total"}', 'folio_jobs_waiting', 'folio_analytics_buffered_total{outcome="written"}', 'folio_event_loop_lag_seconds{stat="p99"}', 'folio_process_memory_bytes{kind="rss"}']) {
      expect(res.body).toContain(name);
    }
  });
});

describe('X-Request-Id', () => {
  it('keeps a well-formed id from the load balancer, makes one otherwise, and logs it with the request', async () => {
    const given = await on.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-1234-abcd' } });
    expect(given.headers['x-request-id']).toBe('lb-1234-abcd');
    expect(on.logs.some((l) => l.includes('"reqId":"lb-1234-abcd"'))).toBe(true);
    const made = await on.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await on.app.inject({ method: 'GET', url: '/healthz' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
