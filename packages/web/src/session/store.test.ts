// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session, SessionGrant } from '@folio/model';
import {
  clearSessionFlag,
  decrementCartCount,
  endSession,
  getSession,
  incrementCartCount,
  onSessionEnd,
  reloadSession,
  resetCartCount,
  setSession,
  storeGrant,
  updateAccountType,
  updateDashboardPage,
  updateStripeAccountInfo,
} from './store.ts';

const T0 = Date.UTC(2026, 10, 1);
const grant: SessionGrant = {
  accessToken: 'token-1',
  currentUserId: 'user-1',
  isSuperAdmin: false,
  accountType: 1,
  showTipOfTheDay: true,
  showWelcomeMessage: true,
  showMgMiniVideo: true,
  timeSinceLastAuth: T0,
  expiresOn: T0 + 43200 * 60_000,
};

const stored = () => JSON.parse(localStorage.getItem('session') ?? 'null') as Session | null;

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});
afterEach(() => vi.restoreAllMocks());

describe('the saved session', () => {
  it('is empty when nothing is stored', () => {
    expect(getSession()).toBeNull();
  });

  it('stores a grant under the key session with every field of the spec', () => {
    storeGrant(grant);
    expect(Object.keys(stored()!).sort()).toEqual(
      [
        'accessToken',
        'accountType',
        'currentUserId',
        'dashboardPage',
        'expiresOn',
        'isSuperAdmin',
        'reauthWindow',
        'shoppingCartItems',
        'showMgMiniVideo',
        'showTipOfTheDay',
        'showWelcomeMessage',
        'stripeAccountInfo',
        'timeSinceLastAuth',
      ].sort(),
    );
    expect(stored()).toMatchObject({ accessToken: 'token-1', dashboardPage: '/home', reauthWindow: T0 + 420 * 60_000 });
    expect(getSession()).toEqual(stored());
  });

  it('logs and resets corrupt JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('session', '{"currentUserId": "u1", ');
    expect(reloadSession()).toBeNull();
    expect(error).toHaveBeenCalledWith('failed to deserialize LocalStorage session state; resetting');
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('picks up a session another tab stored', () => {
    localStorage.setItem('session', JSON.stringify({ currentUserId: 'u2', accessToken: 't2', timeSinceLastAuth: T0 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'session' }));
    expect(getSession()?.currentUserId).toBe('u2');
  });

  it('ends: cleared from storage and the end listeners told', () => {
    storeGrant(grant);
    let ended = 0;
    const off = onSessionEnd(() => ended++);
    endSession();
    off();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
    expect(ended).toBe(1);
  });
});

describe('session updates', () => {
  it('change nothing when signed out', () => {
    clearSessionFlag('showTipOfTheDay');
    incrementCartCount();
    updateDashboardPage('/x');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('clear flags, count the cart and set account type, payment info and dashboard page', () => {
    storeGrant(grant);
    clearSessionFlag('showWelcomeMessage');
    incrementCartCount();
    incrementCartCount();
    decrementCartCount();
    updateAccountType(3);
    updateStripeAccountInfo({ chargesEnabled: false });
    updateDashboardPage('/library');
    expect(stored()).toMatchObject({
      showWelcomeMessage: false,
      showTipOfTheDay: true,
      shoppingCartItems: 1,
      accountType: 3,
      stripeAccountInfo: { chargesEnabled: false },
      dashboardPage: '/library',
    });
    resetCartCount();
    expect(stored()?.shoppingCartItems).toBe(0);
  });

  it('survive a new grant for the same session', () => {
    storeGrant(grant);
    updateDashboardPage('/library');
    incrementCartCount();
    storeGrant({ ...grant, accessToken: 'token-2' });
    expect(stored()).toMatchObject({ accessToken: 'token-2', dashboardPage: '/library', shoppingCartItems: 1 });
  });

  it('setSession(null) removes the stored entry', () => {
    storeGrant(grant);
    setSession(null);
    expect(localStorage.getItem('session')).toBeNull();
  });
});
