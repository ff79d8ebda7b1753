import { endSession } from './store.ts';

export const EXPIRED_LOGIN_PATH = '/login?expired=true';

/** Forced logout (spec §4): clears the saved session and replaces the location with /login?expired=true. */
export function forceLogout(): void {
  endSession();
  window.location.replace(EXPIRED_LOGIN_PATH);
}
