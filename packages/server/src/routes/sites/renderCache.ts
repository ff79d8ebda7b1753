/**
 * Rendered HTML of published pages, keyed by what identifies its inputs (published versions, website version,
 * page). Entries never go stale — a new publication is a new key — so the only eviction is by size, oldest use
 * first. Per process: several app servers each warm their own, which is fine for a cache.
 */
export class RenderCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  get(key: string): string | undefined {
    const html = this.entries.get(key);
    if (html !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, html);
    }
    return html;
  }

  set(key: string, html: string): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    if (html.length > this.maxBytes) return;
    this.entries.set(key, html);
    this.bytes += html.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
