/**
 * Persisted client state with the spec's persistence time-out (§4 "Only the site session is persisted, with a
 * 5000 ms persistence time-out"; §9): the value lives in memory, which every reader uses; a change reaches
 * localStorage at most `CLIENT_STATE_PERSIST_TIMEOUT_MS` later (changes in between are written once, the last
 * one), and at once when the page is hidden or left (`visibilitychange` to hidden, `pagehide`), so a closing tab
 * loses nothing. Storage that refuses keeps the value for this page only.
 */
import { CLIENT_STATE_PERSIST_TIMEOUT_MS } from '@folio/model';

export interface Persisted<T> {
  get(): T | null;
  set(value: T | null): void;
  /** Writes a pending change now. */
  flush(): void;
}

export function persisted<T>(key: string, parse: (stored: unknown) => T | null, timeoutMs = CLIENT_STATE_PERSIST_TIMEOUT_MS): Persisted<T> {
  let loaded = false;
  let value: T | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const load = (): T | null => {
    if (!loaded) {
      loaded = true;
      try {
        value = parse(JSON.parse(localStorage.getItem(key) ?? 'null'));
      } catch {
        value = null;
      }
    }
    return value;
  };

  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage refused: the value lives for this page
    }
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }

  return {
    get: load,
    set(next) {
      loaded = true;
      value = next;
      // The first change since the last write starts the clock; later ones ride with it.
      timer ??= setTimeout(flush, timeoutMs);
    },
    flush,
  };
}
