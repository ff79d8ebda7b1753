/**
 * The app's site session (spec §3, §4): made when none exists, updated when the signed-in account appears,
 * wiped and made again when one account gives way to another or the user signs out. Only where the installation
 * keeps them (`tracking` in /public/api/config). Kept in localStorage under `siteSession`.
 */
import { call } from '../api/client.ts';
import { getSession, subscribeSession } from './store.ts';

const KEY = 'siteSession';

interface Stored {
  id: string;
  accountId: string | null;
}

function read(): Stored | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return value && typeof value.id === 'string' ? value : null;
  } catch {
    return null;
  }
}

function write(value: Stored | null): void {
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify({ id: value.id, accountId: value.accountId }));
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused: the session lives for this page
  }
}

let running: Promise<void> = Promise.resolve();

async function sync(): Promise<void> {
  const accountId = getSession()?.currentUserId ?? null;
  const stored = read();
  if (stored && stored.accountId === accountId) return;
  if (stored && stored.accountId === null && accountId) {
    try {
      write(await call<Stored>(`/public/api/siteSessions/${encodeURIComponent(stored.id)}`, { method: 'POST', body: { accountId } }));
      return;
    } catch {
      // unknown to the server any more: start again below
    }
  }
  write(null);
  write(await call<Stored>('/public/api/siteSessions', { method: 'POST', body: { accountId } }));
}

/** Keeps the site session in step with the signed-in account; answers the unsubscribe. */
export function startSiteSessions(enabled: () => Promise<boolean>): () => void {
  const run = () => {
    running = running.then(async () => ((await enabled()) ? sync() : undefined)).catch(() => {});
  };
  run();
  return subscribeSession(run);
}
