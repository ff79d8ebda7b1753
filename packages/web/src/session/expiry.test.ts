// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore, cleanNotifications } from '@mantine/notifications';
import type { Session, SessionGrant } from '@folio/model';
import { setNavigator } from '../lib/navigation.ts';
import { checkSession } from './expiry.ts';
import { getSession, reloadSession, setSession } from './store.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 1, 9, 0);

function save(overrides: Partial<Session> = {}): void {
  setSession({
    currentUserId: 'user-1',
    isSuperAdmin: false,
    accessToken: 'old-token',
    timeSinceLastAuth: T0,
    dashboardPage: '/home',
    showTipOfTheDay: true,
    showWelcomeMessage: true,
    showMgMiniVideo: true,
    accountType: 1,
    stripeAccountInfo: null,
    shoppingCartItems: 2,
    ...overrides,
  });
}

const toast = () => notificationsStore.getState().notifications.find((n) => n.id === 'expWarn');

function reauthAnswers(grant: Partial<SessionGrant>): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(grant), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

const freshGrant = (userId: string): SessionGrant => ({
  accessToken: 'new-token',
  currentUserId: userId,
  isSuperAdmin: false,
  accountType: 1,
  showTipOfTheDay: true,
  showWelcomeMessage: true,
  showMgMiniVideo: true,
  timeSinceLastAuth: T0 + 421 * MINUTE,
  expiresOn: T0 + (421 + 43200) * MINUTE,
});

beforeEach(() => {
  localStorage.clear();
  reloadSession();
  cleanNotifications();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setNavigator(null);
});

describe('checkSession', () => {
  it('does nothing without a saved session', async () => {
    const urls = reauthAnswers(freshGrant('user-1'));
    expect(await checkSession(T0)).toBe('none');
    expect(toast()).toBeUndefined();
    expect(urls).toEqual([]);
  });

  it('does nothing inside the re-auth window', async () => {
    save();
    const urls = reauthAnswers(freshGrant('user-1'));
    expect(await checkSession(T0 + 419 * MINUTE)).toBe('ok');
    expect(urls).toEqual([]);
    expect(toast()).toBeUndefined();
  });

  it('shows one persistent expiry popup at and after expiry', async () => {
    save({ expiresOn: T0 + 10 * MINUTE });
    expect(await checkSession(T0 + 10 * MINUTE)).toBe('expired');
    await checkSession(T0 + 11 * MINUTE);
    const shown = notificationsStore.getState().notifications.filter((n) => n.id === 'expWarn');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.message).toBe('Your session has expired. Please click this popup to be sent back to the Login page.');
    expect(shown[0]!.autoClose).toBe(false);
  });

  it('logs out and goes to /login when the popup is clicked', async () => {
    const went: string[] = [];
    setNavigator((to) => went.push(to));
    save({ expiresOn: T0 });
    await checkSession(T0);
    const onClick = toast()!.onClick as () => void;
    onClick();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
    expect(went).toEqual(['/login']);
    expect(toast()).toBeUndefined();
  });

  it('re-authenticates silently past the re-auth window and stores the new grant', async () => {
    save();
    const urls = reauthAnswers(freshGrant('user-1'));
    expect(await checkSession(T0 + 421 * MINUTE)).toBe('reauth');
    expect(urls).toEqual(['/api/reauth']);
    const session = getSession()!;
    expect(session.accessToken).toBe('new-token');
    expect(session.reauthWindow).toBe(T0 + (421 + 420) * MINUTE);
    expect(session.shoppingCartItems).toBe(2);
    expect(JSON.parse(localStorage.getItem('session')!).accessToken).toBe('new-token');
  });

  it('wipes the session when reauth answers for a different user', async () => {
    save();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reauthAnswers(freshGrant('someone-else'));
    await checkSession(T0 + 421 * MINUTE);
    expect(error).toHaveBeenCalledWith('reauth mutation returned a different user id');
    expect(getSession()).toBeNull();
  });
});
