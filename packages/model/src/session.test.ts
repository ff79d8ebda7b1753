import { describe, expect, it } from 'vitest';
import {
  clearFlag,
  decrementCart,
  evaluate,
  expiresAt,
  incrementCart,
  parseSession,
  reauthAt,
  resetCart,
  sessionFromGrant,
  setAccountType,
  setDashboardPage,
  setStripeAccountInfo,
  type Session,
  type SessionGrant,
} from './session.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);

function session(overrides: Partial<Session> = {}): Session {
  return {
    currentUserId: 'u1',
    isSuperAdmin: false,
    accessToken: 'tok',
    timeSinceLastAuth: T0,
    dashboardPage: '/home',
    showTipOfTheDay: true,
    showWelcomeMessage: true,
    showMgMiniVideo: true,
    accountType: 1,
    stripeAccountInfo: null,
    shoppingCartItems: 0,
    ...overrides,
  };
}

const grant: SessionGrant = {
  accessToken: 'new-token',
  currentUserId: 'u1',
  isSuperAdmin: true,
  accountType: 2,
  showTipOfTheDay: false,
  showWelcomeMessage: true,
  showMgMiniVideo: false,
  timeSinceLastAuth: T0,
  expiresOn: T0 + 43200 * MINUTE,
};

describe('evaluate', () => {
  it('does nothing without a saved session', () => {
    expect(evaluate(null, T0)).toBe('none');
  });
  it('is ok right after authentication', () => {
    expect(evaluate(session(), T0)).toBe('ok');
    expect(evaluate(session(), T0 + 420 * MINUTE - 1)).toBe('ok');
  });
  it('asks for re-authentication from 420 minutes after the last authentication by default', () => {
    expect(evaluate(session(), T0 + 420 * MINUTE)).toBe('reauth');
    expect(evaluate(session(), T0 + 43200 * MINUTE - 1)).toBe('reauth');
  });
  it('is expired from 43200 minutes after the last authentication by default', () => {
    expect(evaluate(session(), T0 + 43200 * MINUTE)).toBe('expired');
    expect(evaluate(session(), T0 + 50000 * MINUTE)).toBe('expired');
  });
  it('uses the stored expiry and re-auth window when present', () => {
    const s = session({ expiresOn: T0 + 100, reauthWindow: T0 + 50 });
    expect(evaluate(s, T0 + 49)).toBe('ok');
    expect(evaluate(s, T0 + 50)).toBe('reauth');
    expect(evaluate(s, T0 + 100)).toBe('expired');
  });
  it('prefers expiry over re-authentication when both are due', () => {
    expect(evaluate(session({ expiresOn: T0 + 10, reauthWindow: T0 + 20 }), T0 + 30)).toBe('expired');
  });
});

describe('expiresAt and reauthAt', () => {
  it('default to the last authentication plus the lifetime and the window', () => {
    expect(expiresAt(session())).toBe(T0 + 43200 * MINUTE);
    expect(reauthAt(session())).toBe(T0 + 420 * MINUTE);
  });
});

describe('sessionFromGrant', () => {
  it('stores every field of the grant and starts a re-auth window of 420 minutes', () => {
    const s = sessionFromGrant(grant);
    expect(s).toEqual({
      currentUserId: 'u1',
      isSuperAdmin: true,
      accessToken: 'new-token',
      timeSinceLastAuth: T0,
      expiresOn: T0 + 43200 * MINUTE,
      reauthWindow: T0 + 420 * MINUTE,
      dashboardPage: '/home',
      showTipOfTheDay: false,
      showWelcomeMessage: true,
      showMgMiniVideo: false,
      accountType: 2,
      stripeAccountInfo: null,
      shoppingCartItems: 0,
    });
  });
  it('keeps the client-side fields of the previous session across a reauth', () => {
    const previous = session({ dashboardPage: '/library', shoppingCartItems: 3, stripeAccountInfo: { id: 'acct' } });
    const s = sessionFromGrant({ ...grant, timeSinceLastAuth: T0 + 500 * MINUTE }, previous);
    expect(s.dashboardPage).toBe('/library');
    expect(s.shoppingCartItems).toBe(3);
    expect(s.stripeAccountInfo).toEqual({ id: 'acct' });
    expect(s.reauthWindow).toBe(T0 + 920 * MINUTE);
  });
});

describe('parseSession', () => {
  it('returns null when nothing is stored', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession('')).toBeNull();
    expect(parseSession('null')).toBeNull();
  });
  it('reads back a stored session unchanged', () => {
    const s = session({ expiresOn: T0 + 5, reauthWindow: T0 + 3, shoppingCartItems: 2 });
    expect(parseSession(JSON.stringify(s))).toEqual(s);
  });
  it('fills defaults for client-side fields an older session lacks', () => {
    const s = parseSession(JSON.stringify({ currentUserId: 'u1', accessToken: 't', timeSinceLastAuth: T0 }));
    expect(s).toEqual(session({ accessToken: 't' }));
  });
  it('throws on malformed JSON', () => {
    expect(() => parseSession('{"currentUserId":')).toThrow();
  });
  it('throws on JSON that is not a session', () => {
    expect(() => parseSession('[]')).toThrow();
    expect(() => parseSession('"text"')).toThrow();
    expect(() => parseSession(JSON.stringify({ currentUserId: 'u1', timeSinceLastAuth: T0 }))).toThrow();
    expect(() => parseSession(JSON.stringify({ currentUserId: 'u1', accessToken: 't', timeSinceLastAuth: 'yesterday' }))).toThrow();
    expect(() =>
      parseSession(JSON.stringify({ currentUserId: 'u1', accessToken: 't', timeSinceLastAuth: T0, expiresOn: 'soon' })),
    ).toThrow();
  });
});

describe('session updates', () => {
  it('do nothing without a session', () => {
    expect(clearFlag(null, 'showTipOfTheDay')).toBeNull();
    expect(incrementCart(null)).toBeNull();
    expect(decrementCart(null)).toBeNull();
    expect(resetCart(null)).toBeNull();
    expect(setAccountType(null, 2)).toBeNull();
    expect(setStripeAccountInfo(null, {})).toBeNull();
    expect(setDashboardPage(null, '/x')).toBeNull();
  });
  it('clear each flag on its own', () => {
    expect(clearFlag(session(), 'showTipOfTheDay')).toMatchObject({ showTipOfTheDay: false, showWelcomeMessage: true, showMgMiniVideo: true });
    expect(clearFlag(session(), 'showWelcomeMessage')).toMatchObject({ showTipOfTheDay: true, showWelcomeMessage: false, showMgMiniVideo: true });
    expect(clearFlag(session(), 'showMgMiniVideo')).toMatchObject({ showTipOfTheDay: true, showWelcomeMessage: true, showMgMiniVideo: false });
  });
  it('count the cart up, down by one, never below zero, and back to zero', () => {
    const two = incrementCart(incrementCart(session()));
    expect(two?.shoppingCartItems).toBe(2);
    expect(decrementCart(two)?.shoppingCartItems).toBe(1);
    expect(decrementCart(session())?.shoppingCartItems).toBe(0);
    expect(resetCart(two)?.shoppingCartItems).toBe(0);
  });
  it('set the account type, payment account info and dashboard page', () => {
    expect(setAccountType(session(), 3)?.accountType).toBe(3);
    expect(setStripeAccountInfo(session(), { chargesEnabled: true })?.stripeAccountInfo).toEqual({ chargesEnabled: true });
    expect(setDashboardPage(session(), '/library')?.dashboardPage).toBe('/library');
  });
  it('leave the original session untouched', () => {
    const s = session();
    incrementCart(s);
    clearFlag(s, 'showTipOfTheDay');
    expect(s).toEqual(session());
  });
});
