/**
 * Totals of marketplace listings, kept a few seconds per filter (issue 13): under load every page of a listing
 * would count the whole filtered set again; a total that lags by at most `ttlMs` is what listings everywhere show.
 * Bounded: the oldest key goes when `max` are kept. Per process; each server counts on its own.
 */
export class CountCache {
  private readonly entries = new Map<string, { n: number; at: number; pending?: Promise<number> }>();
  private readonly ttlMs: number;
  private readonly max: number;

  constructor(ttlMs = 5_000, max = 500) {
    this.ttlMs = ttlMs;
    this.max = max;
  }

  /** The cached total for `key`, or `count()`'s (one count in flight per key, however many ask at once). */
  async get(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.pending ?? hit.n;
    const pending = count();
    this.entries.delete(key);
    this.entries.set(key, { n: hit?.n ?? 0, at: now, pending });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    try {
      const n = await pending;
      this.entries.set(key, { n, at: Date.now() });
      return n;
    } catch (err) {
      this.entries.delete(key);
      throw err;
    }
  }

  /** Forget every total (an item was listed or withdrawn here). */
  clear(): void {
    this.entries.clear();
  }
}
