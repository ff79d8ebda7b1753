import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tooManyRequests } from '../../errors.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the fullest exceeded window resets; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts one request against each key's fixed window in a single atomic upsert, so every app server
 * shares the same counters. A window whose reset time has passed starts again at 1.
 */
export async function hitRateLimit(
  db: Executor,
  keys: readonly string[],
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const values = sql.join(
    unique.map((key) => sql`(${key}, 1, now() + make_interval(secs => ${windowSeconds}))`),
    sql`, `,
  );
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, count, reset_at) values ${values}
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after
  `);
  const exceeded = result.rows.filter((r) => r.count > limit);
  if (exceeded.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(...exceeded.map((r) => r.retry_after)) };
}

/** Counts the request and throws 429 with Retry-After once any key is over `limit` in its window. */
export async function enforceRateLimit(
  db: Executor,
  keys: readonly string[],
  limit: number,
  windowSeconds: number,
  onLimited?: () => Promise<void>,
): Promise<void> {
  const result = await hitRateLimit(db, keys, limit, windowSeconds);
  if (result.allowed) return;
  await onLimited?.();
  throw tooManyRequests(result.retryAfterSeconds);
}

/**
 * Gives back one request counted against `key` in its live window: for limits on what was done rather than on
 * attempts, where the caller counts first (so parallel requests are counted too) and gives back when it then refuses.
 */
export async function giveBackRateLimit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
}
