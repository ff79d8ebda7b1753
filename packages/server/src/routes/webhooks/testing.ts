/** A webhook endpoint on loopback for the tests: it records every request and answers as the test tells it. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect } from 'vitest';
import type { App } from '../../app.ts';
import { bearer } from '../../../test/factories.ts';

export interface Received {
  headers: Record<string, string>;
  body: string;
  at: number;
}

export type Answer = { status: number; body?: string } | 'hang';

export interface Receiver {
  url: string;
  received: Received[];
  /** how the next requests are answered, in turn; then 200 */
  answers: Answer[];
}

export async function receiver(path = '/hook'): Promise<Receiver> {
  const state: Receiver = { url: '', received: [], answers: [] };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      state.received.push({ headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const answer = state.answers.shift() ?? { status: 200, body: 'ok' };
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return state;
}

/** Waits until `check` holds (the deliveries are made by background workers). */
export async function until<T>(what: string, read: () => Promise<T> | T, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface MadeWebhook {
  webhook: { id: string; url: string; events: string[]; enabled: boolean; secretPrefix: string };
  secret: string;
}

export async function makeWebhook(app: App, token: string, body: Record<string, unknown>): Promise<MadeWebhook> {
  const res = await app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MadeWebhook;
}

export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: Array<{ statusCode: number | null; error: string | null; response: string }>;
  payload: string;
}

export async function deliveriesOf(app: App, token: string, webhookId: string): Promise<DeliveryView[]> {
  const res = await app.inject({ method: 'GET', url: `/api/webhooks/${webhookId}/deliveries?first=100`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: DeliveryView[] }).items;
}

/** Fast retries for the tests: the schedule's shape in fractions of a second. */
export const FAST = { retrySeconds: [0, 0.5, 0.5, 0.5], timeoutMs: 1_000, pollingIntervalSeconds: 0.5, sweepEveryMs: 300, disableAfterMs: 0 };
