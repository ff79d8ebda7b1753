/**
 * The app's site session (spec §3, §4): made when none exists, updated when the signed-in account appears,
 * wiped and made again when one account gives way to another or the user signs out. Only where the installation
 * keeps them (`tracking` in /public/api/config). The only persisted client state (spec §4): in localStorage under
 * `siteSession`, written at most 5000 ms after a change (persisted.ts).
 */
import { call } from '../api/client.ts';
import { persisted } from './persisted.ts';
import { getSession, subscribeSession } from './store.ts';

interface Stored {
  id: string;
  accountId: string | null;
}

const parse = (value: unknown): Stored | null => {
  const v = value as Partial<Stored> | null;
  return v && typeof v.id === 'string' ? { id: v.id, accountId: typeof v.accountId === 'string' ? v.accountId : null } : null;
};

/** The site session, kept under `siteSession` with the spec's persistence time-out (persisted.ts). */
export const siteSession = persisted<Stored>('siteSession', parse);
const read = () => siteSession.get();
const write = (value: Stored | null) => siteSession.set(value && { id: value.id, accountId: value.accountId });

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
