/**
 * Rendered HTML of published pages, keyed by what identifies its inputs (published versions, website version,
 * page). Entries never go stale — a new publication is a new key — so the only eviction is by size, oldest use
 * first. Per process: several app servers each warm their own, which is fine for a cache whose keys name their
 * inputs (what changes is which key a visit asks for: services/cluster/visitorCache.ts).
 */
export class RenderCache<V = string> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;

  constructor(maxBytes = 64 * 1024 * 1024, sizeOf: (value: V) => number = (value) => String(value).length) {
    this.maxBytes = maxBytes;
    this.sizeOf = sizeOf;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= this.sizeOf(old);
      this.entries.delete(key);
    }
    const size = this.sizeOf(value);
    if (size > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldest, stored] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(stored);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
