/**
 * How a submission is sent again (issue 28): the same request, with the same Idempotency-Key, after a network error
 * or a 502/503 (a server gone or restarting behind the proxy), a few times with a short wait. The server answers a
 * repeat with the first answer, so a retry never stores twice. Used by the visitor script and the cluster tests.
 */
export const RETRY_DELAYS_MS: readonly number[] = [300, 800, 2000];

/** Statuses that say the request may not have reached a working server: worth the same request again. */
export const isRetriable = (status: number): boolean => status === 502 || status === 503;

/** A key for one submission: a random UUID (v4 format also where crypto.randomUUID is missing, e.g. plain http). */
export function newIdempotencyKey(crypto: Crypto): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Calls `send` until it answers something not retriable or the delays run out; the last answer (or error) stands. */
export async function withRetries<T extends { status: number }>(send: () => Promise<T>, wait: (ms: number) => Promise<void>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= RETRY_DELAYS_MS.length;
    try {
      const answer = await send();
      if (last || !isRetriable(answer.status)) return answer;
    } catch (err) {
      if (last) throw err;
    }
    await wait(RETRY_DELAYS_MS[attempt]!);
  }
}
