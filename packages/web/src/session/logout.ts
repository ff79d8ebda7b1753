import { endSession } from './store.ts';

export const EXPIRED_LOGIN_PATH = '/login?expired=true';
export const DEACTIVATED_LOGIN_PATH = '/login?deactivated=true';
export const DELETED_LOGIN_PATH = '/login?deleted=true';

/**
 * Forced logout (spec §4): clears the saved session and replaces the location with /login?expired=true, or with
 * /login?deactivated=true when the server said the account was deactivated, so sign-in can say why.
 */
let leaving = false;

export function forceLogout(cause: 'expired' | 'deactivated' = 'expired'): void {
  // Calls still in flight fail the same way; the first one decides what sign-in says.
  if (leaving) return;
  leaving = true;
  endSession();
  window.location.replace(cause === 'deactivated' ? DEACTIVATED_LOGIN_PATH : EXPIRED_LOGIN_PATH);
}
