import type { App } from '../../app.ts';
import { VisitorCache } from '../../services/cluster/visitorCache.ts';

/** The visitor caches of one app (services/cluster/visitorCache.ts), made on first use. */
const caches = new WeakMap<App['deps'], Map<string, VisitorCache<unknown>>>();

/**
 * This app's cache named `name`, holding what visitors' requests of one kind are answered from; `maxEntries` bounds
 * a cache of large values (made with the first call).
 */
export function visitorCacheOf<T>(app: App, name: string, maxEntries?: number): VisitorCache<T> {
  let mine = caches.get(app.deps);
  if (!mine) caches.set(app.deps, (mine = new Map()));
  let cache = mine.get(name);
  if (!cache) {
    cache = new VisitorCache<unknown>(app.changes, { maxAgeMs: app.deps.config.VISITOR_CACHE_SECONDS * 1000, ...(maxEntries ? { maxEntries } : {}) });
    mine.set(name, cache);
  }
  // One name is always used with one T (the route module that owns it).
  return cache as VisitorCache<T>;
}
