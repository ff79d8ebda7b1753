// The bench's load generator counts what a server answered, as it answered it: every request sent once and in order,
// answers by status (those in flight at the end too), bodies by Content-Length or chunks, closed connections.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { load, rawRequest } from './loadgen.ts';

let server: http.Server | null = null;

async function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

const bodyOf = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8').on('data', (part: string) => (text += part)).on('end', () => resolve(text));
  });

describe('load', () => {
  it('sends each request once, in order, and counts every answer by its status', async () => {
    const seen: number[] = [];
    const url = await serve(async (req, res) => {
      const { n } = JSON.parse(await bodyOf(req)) as { n: number };
      seen.push(n);
      const body = JSON.stringify({ n });
      res.writeHead(n % 3 === 0 ? 400 : 201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-n': String(n) });
      res.end(body);
    });
    const requests = Array.from({ length: 100_000 }, (_, n) => rawRequest('POST', `${url}/submit`, { 'content-type': 'application/json', 'idempotency-key': `k-${n}` }, JSON.stringify({ n })));
    const result = await load({ url, connections: 8, duration: 0.5, request: (n) => requests[n]! });

    const answered = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
    expect(answered).toBeGreaterThan(50);
    // Each request reached the server exactly once, none skipped: the numbers sent are 0..n-1.
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: seen.length }, (_, n) => n));
    // Answers to requests in flight at the end are counted by status too, so the statuses add up to what the server did.
    expect(answered).toBe(seen.length);
    expect(result.requests.total).toBe(answered);
    expect(result.statusCodeStats['400']!.count).toBe(seen.filter((n) => n % 3 === 0).length);
    expect(result.statusCodeStats['201']!.count).toBe(seen.filter((n) => n % 3 !== 0).length);
    expect(result.errors).toBe(0);
    expect(result.requests.average).toBeGreaterThan(0);
    expect(result.requests.average).toBeLessThanOrEqual(answered / 0.5);
    expect(result.latency.p99).toBeGreaterThanOrEqual(result.latency.p50);
  });

  it('reads chunked answers and answers split over many packets', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      // Two chunks, the second after a pause, so the answer arrives in parts; one holds the bytes "0\r\n\r\n".
      res.write('first 0\r\n\r\n part;');
      setTimeout(() => res.end('x'.repeat(70_000)), 5);
    });
    const get = rawRequest('GET', `${url}/healthz`, {});
    const result = await load({ url, connections: 2, duration: 0.3, request: () => get });
    expect(result.statusCodeStats['200']!.count).toBeGreaterThan(4);
    expect(Object.keys(result.statusCodeStats)).toEqual(['200']);
    expect(result.errors).toBe(0);
  });

  it('counts a request whose connection closed unanswered as an error, and opens the connection again', async () => {
    let requests = 0;
    const url = await serve((req, res) => {
      requests++;
      if (requests % 5 === 0) return req.socket.destroy();
      if (requests % 7 === 0) {
        res.writeHead(200, { connection: 'close', 'content-length': 2 });
        return res.end('ok');
      }
      res.writeHead(200, { 'content-length': 2 });
      res.end('ok');
    });
    const get = rawRequest('GET', `${url}/`, {});
    const result = await load({ url, connections: 4, duration: 0.4, request: () => get });
    expect(result.errors).toBeGreaterThan(0);
    expect(result.statusCodeStats['200']!.count + result.errors).toBe(requests);
  });

  it('writes a request as HTTP/1.1 bytes with its host, headers and body length', () => {
    const text = rawRequest('POST', 'http://127.0.0.1:3000/public/api/submissions?x=1', { 'content-type': 'application/json' }, '{"é":1}').toString('utf8');
    expect(text).toBe(
      'POST /public/api/submissions?x=1 HTTP/1.1\r\nhost: 127.0.0.1:3000\r\nconnection: keep-alive\r\ncontent-type: application/json\r\ncontent-length: 8\r\n\r\n{"é":1}',
    );
    expect(rawRequest('GET', 'http://localhost:1/healthz', {}).toString()).toBe('GET /healthz HTTP/1.1\r\nhost: localhost:1\r\nconnection: keep-alive\r\n\r\n');
  });
});
