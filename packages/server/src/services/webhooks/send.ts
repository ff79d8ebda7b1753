/**
 * One attempt of a delivery: a POST of the signed body to the endpoint, connecting only to a checked address
 * (address.ts), following no redirect (a 3xx is a failure), given `timeoutMs` for the whole exchange; what comes back
 * is kept as its status and the first bytes of its body.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { ADDRESS_TEXTS, checkedLookup, isPrivateAddress, PrivateAddressError } from './address.ts';
import type { SignedHeaders } from './signature.ts';

/** How much of an answer's body the log keeps. */
export const RESPONSE_EXCERPT_BYTES = 1024;
/** An answer is read to its end up to this much (keeping the connection for the next delivery), then cut off. */
const DRAIN_BYTES = 64 * 1024;

/**
 * Connections are kept and reused per endpoint (keep-alive); each new one resolves its host through the check, so
 * a reused connection is one to an address that passed it.
 */
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const key = `${protocol}${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 32, maxFreeSockets: 8, timeout: 30_000, lookup: checkedLookup(allowPrivate) };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

export interface AttemptResult {
  statusCode: number | null;
  durationMs: number;
  response: string;
  error: string | null;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  userAgent: string;
}

const describe = (err: unknown): string => {
  if (err instanceof PrivateAddressError) return err.message;
  const code = (err as NodeJS.ErrnoException).code;
  const message = err instanceof Error ? err.message : String(err);
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 300);
};

export function sendAttempt(url: string, headers: SignedHeaders, body: string, options: SendOptions): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  // An address written as an IP is not looked up, so it is checked here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && net.isIP(literal) && isPrivateAddress(literal)) {
    return Promise.resolve({ statusCode: null, durationMs: 0, response: '', error: ADDRESS_TEXTS.private(literal).replace(/^url: /, '') });
  }
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = transport.request(
      target,
      {
        method: 'POST',
        lookup: checkedLookup(options.allowPrivate),
        agent: agentFor(target.protocol, options.allowPrivate),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': options.userAgent,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const statusCode = res.statusCode ?? null;
          const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
          const response = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8').replace(/\uFFFD+$/, '');
          finish({ statusCode, response, error: ok ? null : `The endpoint answered ${statusCode}${statusCode && statusCode >= 300 && statusCode < 400 ? ' (redirects are not followed)' : ''}` });
        };
        // Read to the end, so the connection can carry the next delivery; a long answer is cut off.
        res.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size > DRAIN_BYTES) {
            done();
            req.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, response: '', error: `No answer within ${Math.round(options.timeoutMs / 1000)} s` });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (err) => finish({ statusCode: null, response: '', error: describe(err) }));
    req.end(body);
  });
}
