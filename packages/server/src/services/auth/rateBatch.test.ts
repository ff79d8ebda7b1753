// Rate limits counted per server and shared in batches (issue 28): exact on one server, shared between servers at
// every exchange, and kept in the same rate_limits rows every server reads.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { rateLimits } from '../../db/schema.ts';
import { BatchedRateLimits } from './rateBatch.ts';

const { db } = await createTestApp();
const stored = async (key: string) => (await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;

describe('BatchedRateLimits', () => {
  it('on one server lets exactly `limit` through in a window, then tells how long to wait; the count reaches the database', async () => {
    const one = new BatchedRateLimits(db, 10_000);
    const key = `test:${crypto.randomUUID()}`;
    const answers = Array.from({ length: 8 }, () => one.hit(key, 5, 60));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, true, true, false, false, false]);
    expect(answers[5]!.retryAfterSeconds).toBeGreaterThan(55);
    await one.flush();
    expect(await stored(key)).toBe(5);
    await one.close();
  });

  it('two servers share one count at each exchange, and a hit given back frees its place everywhere', async () => {
    const [a, b] = [new BatchedRateLimits(db, 10_000), new BatchedRateLimits(db, 10_000)];
    const key = `test:${crypto.randomUUID()}`;
    for (let i = 0; i < 3; i++) expect(a.hit(key, 5, 60).allowed).toBe(true);
    await a.flush();
    expect(b.hit(key, 5, 60).allowed).toBe(true);
    await b.flush();
    expect(await stored(key)).toBe(4);
    // Server b now knows of a's three: one more place, then none.
    expect(b.hit(key, 5, 60).allowed).toBe(true);
    expect(b.hit(key, 5, 60).allowed).toBe(false);
    b.giveBack(key);
    await b.flush();
    expect(await stored(key)).toBe(4);
    expect(a.hit(key, 5, 60).allowed).toBe(true);
    await a.flush();
    expect(await stored(key)).toBe(5);
    expect(a.hit(key, 5, 60).allowed).toBe(false);
    await Promise.all([a.close(), b.close()]);
  });
});
