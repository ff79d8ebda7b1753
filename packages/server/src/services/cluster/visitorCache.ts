/**
 * What a visitor's request is answered from — a page's ETag and the facts behind it — kept in memory so a cached
 * page or a 304 needs no database round trip. Each entry names the tags (changeFeed.ts) of everything it was read
 * from; a notification of one of them drops it.
 *
 * Staleness is bounded three ways: entries are only read while the change feed is live; a computation that overlaps
 * any notification is answered but not kept (it may have read the old state); and no entry is older than maxAgeMs,
 * in case a change reached no trigger.
 */
import type { ChangeFeed, ChangeSubscriber } from './changeFeed.ts';

export interface Tagged<T> {
  value: T;
  /** change-feed tags of every input the value was read from */
  tags: string[];
  /** A shorter life than the cache's, for a value that also changes with time or with statistics PostgreSQL updates late. */
  maxAgeMs?: number | undefined;
}

interface Entry<T> {
  value: T;
  tags: string[];
  at: number;
  maxAgeMs: number;
}

export interface VisitorCacheOptions {
  maxAgeMs: number;
  maxEntries?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export class VisitorCache<T> implements ChangeSubscriber {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly pending = new Map<string, Promise<Tagged<T> | null>>();
  /** Moves on every notification and reset: a computation that saw it move may have read old data. */
  private epoch = 0;
  private readonly feed: ChangeFeed;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(feed: ChangeFeed, options: VisitorCacheOptions) {
    this.feed = feed;
    this.maxAgeMs = options.maxAgeMs;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.now = options.now ?? Date.now;
    feed.subscribe(this);
  }

  /** The value for `key`, from memory when it is known to be current, else computed (once, however many ask). */
  async get(key: string, compute: () => Promise<Tagged<T> | null>): Promise<T | null> {
    if (this.maxAgeMs <= 0) return (await compute())?.value ?? null;
    if (this.feed.live) {
      const entry = this.entries.get(key);
      if (entry && this.now() - entry.at < entry.maxAgeMs) {
        this.hits++;
        return entry.value;
      }
      if (entry) this.drop(key);
    }
    this.misses++;
    let pending = this.pending.get(key);
    if (!pending) {
      const epoch = this.epoch;
      const live = this.feed.live;
      const started = this.now();
      pending = compute().then((result) => {
        if (result && live && this.feed.live && this.epoch === epoch) this.keep(key, result, started);
        return result;
      });
      const shared: Promise<Tagged<T> | null> = pending.finally(() => {
        if (this.pending.get(key) === shared) this.pending.delete(key);
      });
      this.pending.set(key, shared);
      pending = shared;
    }
    return (await pending)?.value ?? null;
  }

  changed(tag: string): void {
    this.epoch++;
    // Requests from now on must not join a computation that may have read the old state.
    this.pending.clear();
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.drop(key);
  }

  reset(): void {
    this.epoch++;
    this.pending.clear();
    this.entries.clear();
    this.byTag.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, result: Tagged<T>, at: number) {
    this.drop(key);
    this.entries.set(key, { value: result.value, tags: result.tags, at, maxAgeMs: Math.min(result.maxAgeMs ?? Infinity, this.maxAgeMs) });
    for (const tag of result.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    // The oldest entries go first (Map keeps insertion order).
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
