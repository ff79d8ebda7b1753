/**
 * Rate limits counted in this server's memory and shared through PostgreSQL in batches (issue 28): a hit is decided
 * at once from what all servers had counted at the last exchange plus what this server counted since, and every
 * `intervalMs` one statement adds this server's new hits to `rate_limits` (the same rows hitRateLimit keeps) and reads
 * back the totals. So a busy key costs no round trip per request and no row lock queue. On one server a limit is
 * exact; across servers it may be passed by what the others counted since the last exchange (decision in
 * docs/decisions.md, issue 28).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { RateLimitResult } from './rateLimit.ts';

interface Counter {
  /** every server's hits at the last exchange (this server's included) */
  shared: number;
  /** this server's hits not yet sent */
  pending: number;
  /** this server's hits being sent (not yet in `shared`) */
  sending?: number;
  resetAt: number;
  windowSeconds: number;
}

export class BatchedRateLimits {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly db: Executor;
  private readonly intervalMs: number;

  constructor(db: Executor, intervalMs = 200) {
    this.db = db;
    this.intervalMs = intervalMs;
  }

  /** Counts one hit against `key` unless it is over `limit` in its window. */
  hit(key: string, limit: number, windowSeconds: number): RateLimitResult {
    const now = Date.now();
    let c = this.counters.get(key);
    if (!c || c.resetAt <= now) {
      c = { shared: 0, pending: 0, resetAt: now + windowSeconds * 1000, windowSeconds };
      this.counters.set(key, c);
    }
    if (c.shared + c.pending + 1 > limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((c.resetAt - now) / 1000)) };
    c.pending++;
    this.schedule();
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** The hits counted against `key` in its current window (every server's at the last exchange, and this one's since). */
  count(key: string): number {
    const c = this.counters.get(key);
    return c && c.resetAt > Date.now() ? c.shared + c.pending + (c.sending ?? 0) : 0;
  }

  /** Gives back one hit (something counted first and then not done). */
  giveBack(key: string): void {
    const c = this.counters.get(key);
    if (!c) return;
    c.pending--;
    this.schedule();
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.intervalMs);
    this.timer.unref?.();
  }

  /** Sends this server's new hits and reads back every server's totals for those keys. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    const sent = [...this.counters].filter(([, c]) => c.pending !== 0).map(([key, c]) => ({ key, c, delta: c.pending }));
    if (!sent.length) return;
    for (const s of sent) [s.c.pending, s.c.sending] = [s.c.pending - s.delta, s.delta];
    this.flushing = (async () => {
      try {
        const result = await this.db.execute<{ key: string; count: number; reset_ms: number }>(sql`
          with t as (
            select * from unnest(${sql.param(sent.map((s) => s.key))}::text[], ${sql.param(sent.map((s) => s.delta))}::int[], ${sql.param(sent.map((s) => s.c.windowSeconds))}::int[]) as t(k, d, w))
          insert into rate_limits (key, count, reset_at)
          select k, greatest(d, 0), now() + make_interval(secs => w) from t order by k
          on conflict (key) do update set
            count = case when rate_limits.reset_at <= now() then excluded.count
              else greatest(0, rate_limits.count + (select t.d from t where t.k = excluded.key)) end,
            reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
          returning key, count, (extract(epoch from reset_at) * 1000)::float8 as reset_ms`);
        for (const row of result.rows) {
          const c = this.counters.get(row.key);
          if (c) [c.shared, c.resetAt, c.sending] = [row.count, Number(row.reset_ms), 0];
        }
      } catch {
        // Not sent: counted again with the next exchange.
        for (const s of sent) [s.c.pending, s.c.sending] = [s.c.pending + s.delta, 0];
        this.schedule();
      } finally {
        this.flushing = null;
      }
    })();
    await this.flushing;
    const now = Date.now();
    for (const [key, c] of this.counters) if (c.resetAt <= now && c.pending === 0) this.counters.delete(key);
  }

  /** Sends what is left (the server is stopping). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush().catch(() => {});
  }
}
