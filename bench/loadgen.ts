// A closed-loop HTTP/1.1 load generator for runs in which every request differs (issue 28). autocannon rebuilds a
// request on every send when each must differ (its setupRequest: object spreads, header joins, buffer concatenation),
// and on this machine's 2 shared cores that cost its process 35–53 µs per request against 16–18 µs for a fixed one
// (decision 77), taken from the server it measures. Here the requests are made beforehand, as a visitor's browser makes its own on
// its own machine, and each connection only writes the next one and reads the answer's status line and length.
// Used on both sides of a ratio (the yardstick /healthz too), so both are measured the same way.
import net from 'node:net';
import { percentile } from './stats.ts';

export interface LoadOptions {
  /** where to connect (its path is not used: each raw request names its own) */
  url: string;
  connections: number;
  /** seconds */
  duration: number;
  /** the raw request sent n-th (0, 1, 2, ...), made with `rawRequest` */
  request: (n: number) => Buffer;
}

/** What a run measured, named as autocannon names it. */
export interface LoadResult {
  /** answers a second over the run's duration (answers to requests in flight at its end are not counted), and all answers */
  requests: { average: number; total: number };
  /** milliseconds from a request's write to its answer's last byte */
  latency: { p50: number; p99: number };
  /** answers by status, including those in flight at the end */
  statusCodeStats: Record<string, { count: number }>;
  /** connections that failed or closed while a request waited (each such request is counted here, not answered) */
  errors: number;
}

/** An HTTP/1.1 request as bytes, with Host, keep-alive and Content-Length. */
export function rawRequest(method: string, url: string, headers: Record<string, string>, body?: string): Buffer {
  const u = new URL(url);
  const bytes = body === undefined ? null : Buffer.from(body);
  let head = `${method} ${u.pathname}${u.search} HTTP/1.1\r\nhost: ${u.host}\r\nconnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  if (bytes) head += `content-length: ${bytes.length}\r\n`;
  head += '\r\n';
  return bytes ? Buffer.concat([Buffer.from(head, 'latin1'), bytes]) : Buffer.from(head, 'latin1');
}

const HEADERS_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;
const CHUNKED = /\r\ntransfer-encoding:\s*chunked/i;

/** Where a chunked body starting at `from` ends, or null while its last chunk has not arrived. */
function chunkedEnd(bytes: Buffer, from: number): number | null {
  for (let at = from; ; ) {
    const line = bytes.indexOf('\r\n', at);
    if (line < 0) return null;
    const size = parseInt(bytes.toString('latin1', at, line), 16);
    if (size === 0) return line + 4 <= bytes.length ? line + 4 : null;
    at = line + 2 + size + 2;
    if (at > bytes.length) return null;
  }
}

/** Runs `connections` keep-alive connections for `duration` seconds, each sending its next request once answered. */
export function load(options: LoadOptions): Promise<LoadResult> {
  const { hostname, port } = new URL(options.url);
  const latencies: number[] = [];
  const statuses: Record<string, { count: number }> = {};
  let next = 0;
  let counted = 0;
  let errors = 0;
  let open = 0;
  const start = performance.now();
  const deadline = start + options.duration * 1000;

  return new Promise((resolve) => {
    const finish = () => {
      if (--open > 0) return;
      resolve({
        requests: { average: counted / options.duration, total: latencies.length },
        latency: { p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)) },
        statusCodeStats: statuses,
        errors,
      });
    };
    const connect = () => {
      open++;
      const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
      let pending: Buffer | null = null;
      let sentAt = 0;
      let waiting = false;
      const send = () => {
        if (performance.now() >= deadline) return socket.end();
        sentAt = performance.now();
        waiting = true;
        socket.write(options.request(next++));
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        pending = pending ? Buffer.concat([pending, chunk]) : chunk;
        const end = pending.indexOf(HEADERS_END);
        if (end < 0) return;
        const head = pending.toString('latin1', 0, end);
        const length = CONTENT_LENGTH.exec(head);
        const total = length ? end + 4 + Number(length[1]) : CHUNKED.test(head) ? chunkedEnd(pending, end + 4) : -1;
        if (total === -1) throw new Error(`loadgen: an answer with neither Content-Length nor chunks: ${head.slice(0, 200)}`);
        if (total === null || pending.length < total) return;
        if (pending.length > total) throw new Error('loadgen: more bytes than one answer (no request was pipelined)');
        pending = null;
        waiting = false;
        const done = performance.now();
        latencies.push(done - sentAt);
        if (done <= deadline) counted++;
        const status = head.slice(9, 12);
        (statuses[status] ??= { count: 0 }).count++;
        if (/\r\nconnection:\s*close/i.test(head)) return socket.end();
        send();
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        if (waiting) errors++;
        // A connection the server closed while the run goes on is opened again.
        if (performance.now() < deadline) connect();
        finish();
      });
    };
    for (let i = 0; i < options.connections; i++) connect();
  });
}
