import { useSyncExternalStore } from 'react';
import {
  AUTHORIZATION_FAILED,
  SESSION_DESERIALIZE_FAILED,
  SESSION_STORAGE_KEY,
  clearFlag,
  decrementCart,
  incrementCart,
  parseSession,
  resetCart,
  sessionFromGrant,
  setAccountType,
  setDashboardPage,
  setStripeAccountInfo,
  type Session,
  type SessionFlag,
  type SessionGrant,
} from '@folio/model';

/** The signed-in session, kept in localStorage under `session` (spec §3) and mirrored in memory. */

let current: Session | null | undefined;
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Reads the stored session; corrupt content is logged and removed (spec §4). */
export function readStoredSession(): Session | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  try {
    return parseSession(raw);
  } catch {
    console.error(SESSION_DESERIALIZE_FAILED);
    localStorage.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
}

export function getSession(): Session | null {
  if (current === undefined) current = readStoredSession();
  return current;
}

/** The session a signed-in action needs; without one it fails with 'Authorization failed' (spec §5, §8). */
export function authorizedSession(): Session {
  const session = getSession();
  if (!session) throw new Error(AUTHORIZATION_FAILED);
  return session;
}

/** Re-reads localStorage, e.g. after another tab changed it. */
export function reloadSession(): Session | null {
  const next = readStoredSession();
  const changed = JSON.stringify(next) !== JSON.stringify(current ?? null);
  current = next;
  if (changed) emit();
  return next;
}

export function setSession(next: Session | null): void {
  current = next;
  if (next) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
  emit();
}

/** Stores the grant of a login or reauth, keeping the client-side fields of the session it replaces. */
export function storeGrant(grant: SessionGrant): Session {
  const session = sessionFromGrant(grant, getSession());
  setSession(session);
  return session;
}

/** Clears the stored session and tells the listeners (cached queries, site session) to drop their state. */
export function endSession(): void {
  setSession(null);
  for (const listener of endListeners) listener();
}

export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) reloadSession();
  });
}

// Updates of spec §4 Session; each applies only when a session exists.

function update(change: (session: Session | null) => Session | null): void {
  const session = getSession();
  if (!session) return;
  setSession(change(session));
}

export const clearSessionFlag = (flag: SessionFlag) => update((s) => clearFlag(s, flag));
export const incrementCartCount = () => update(incrementCart);
export const decrementCartCount = () => update(decrementCart);
export const resetCartCount = () => update(resetCart);
export const updateAccountType = (accountType: number) => update((s) => setAccountType(s, accountType));
export const updateStripeAccountInfo = (info: unknown) => update((s) => setStripeAccountInfo(s, info));
export const updateDashboardPage = (page: string) => update((s) => setDashboardPage(s, page));
export const setCartCount = (count: number) => update((s) => s && { ...s, shoppingCartItems: Math.max(0, Math.floor(count)) });
