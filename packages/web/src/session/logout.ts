import { endSession } from './store.ts';

export const EXPIRED_LOGIN_PATH = '/login?expired=true';
export const DEACTIVATED_LOGIN_PATH = '/login?deactivated=true';

/**
 * Forced logout (spec §4): clears the saved session and replaces the location with /login?expired=true, or
 * /login?deactivated=true when the account was deactivated (the sign-in page says which).
 */
export function forceLogout(why: 'expired' | 'deactivated' = 'expired'): void {
  // The first refusal says why; calls cut off by the page leaving (their bodies unread) must not overrule it.
  if (leaving) return;
  leaving = true;
  endSession();
  window.location.replace(why === 'deactivated' ? DEACTIVATED_LOGIN_PATH : EXPIRED_LOGIN_PATH);
}

let leaving = false;
