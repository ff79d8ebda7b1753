import { hideNotification, showNotification } from '@mantine/notifications';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_EXPIRED_TOAST_ID,
  evaluate,
  type SessionState,
} from '@folio/model';
import { reauth } from '../api/auth.ts';
import { translate } from '../i18n/i18n.ts';
import { navigateTo } from '../lib/navigation.ts';
import { endSession, reloadSession } from './store.ts';

/** Shows the persistent expiry popup; clicking it logs out and goes to /login. */
export function showExpiredToast(): void {
  showNotification({
    id: SESSION_EXPIRED_TOAST_ID,
    // The spec's SESSION_EXPIRED_TOAST in the app's language.
    message: translate('layout:session.expiredToast'),
    autoClose: false,
    withCloseButton: false,
    color: 'red',
    'data-testid': 'exp-warn',
    role: 'alert',
    style: { cursor: 'pointer' },
    onClick: () => {
      hideNotification(SESSION_EXPIRED_TOAST_ID);
      // The token is already dead, so the server is not asked to revoke it.
      endSession();
      navigateTo('/login');
    },
  });
}

let reauthInFlight: Promise<unknown> | null = null;

/**
 * One run of the session check (spec §4): expiry popup at or after expiry, a silent reauth at or
 * after the re-auth window, otherwise nothing. Resolves with what it found.
 */
export async function checkSession(now: number = Date.now()): Promise<SessionState> {
  const state = evaluate(reloadSession(), now);
  if (state === 'expired') showExpiredToast();
  if (state === 'reauth' && !reauthInFlight) {
    reauthInFlight = reauth()
      .catch((error: unknown) => console.error(error instanceof Error ? error.message : error))
      .finally(() => (reauthInFlight = null));
    await reauthInFlight;
  }
  return state;
}

/** Checks on start and then every 60 s; returns the function that stops it. */
export function startSessionChecker(): () => void {
  void checkSession();
  const timer = setInterval(() => void checkSession(), SESSION_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
