/** The saved session (spec §3 Session) and its expiry rules (spec §4 Session), as pure data and functions. */

export const SESSION_STORAGE_KEY = 'session';
/** Session lifetime from the last authentication: 30 days. */
export const SESSION_LIFETIME_MINUTES = 43200;
/** After this long since the last authentication the client silently re-authenticates: 7 hours. */
export const REAUTH_WINDOW_MINUTES = 420;
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/**
 * Client-state persistence time-out (spec §4, §9): the persisted client state (the site session) reaches storage
 * at most this long after it changed, and at once when the page is hidden or left.
 */
export const CLIENT_STATE_PERSIST_TIMEOUT_MS = 5000;
export const DEFAULT_DASHBOARD_PAGE = '/home';

const MINUTE = 60_000;

export interface Session {
  currentUserId: string;
  isSuperAdmin: boolean;
  accessToken: string;
  /** ms timestamp of the authentication the token stems from */
  timeSinceLastAuth: number;
  /** ms timestamp; when absent, timeSinceLastAuth + SESSION_LIFETIME_MINUTES */
  expiresOn?: number;
  /** ms timestamp; when absent, timeSinceLastAuth + REAUTH_WINDOW_MINUTES */
  reauthWindow?: number;
  dashboardPage: string;
  showTipOfTheDay: boolean;
  showWelcomeMessage: boolean;
  showMgMiniVideo: boolean;
  accountType: number;
  /** Shape decided by the payments area; kept as the server sent it. */
  stripeAccountInfo: unknown;
  shoppingCartItems: number;
}

/** What login and reauth answer with; the server builds it in services/auth/sessions.ts. */
export interface SessionGrant {
  accessToken: string;
  currentUserId: string;
  isSuperAdmin: boolean;
  accountType: number;
  showTipOfTheDay: boolean;
  showWelcomeMessage: boolean;
  showMgMiniVideo: boolean;
  timeSinceLastAuth: number;
  expiresOn: number;
}

export type SessionState = 'none' | 'expired' | 'reauth' | 'ok';

export function expiresAt(session: Session): number {
  return session.expiresOn ?? session.timeSinceLastAuth + SESSION_LIFETIME_MINUTES * MINUTE;
}

export function reauthAt(session: Session): number {
  return session.reauthWindow ?? session.timeSinceLastAuth + REAUTH_WINDOW_MINUTES * MINUTE;
}

/**
 * What the periodic check should do at `now`: nothing without a session; show the expiry popup at
 * or after expiry; re-authenticate at or after the end of the re-auth window; otherwise nothing.
 */
export function evaluate(session: Session | null, now: number): SessionState {
  if (!session) return 'none';
  if (now >= expiresAt(session)) return 'expired';
  if (now >= reauthAt(session)) return 'reauth';
  return 'ok';
}

/**
 * The session to store after login or reauth. The grant replaces the auth fields; the re-auth
 * window restarts from the new authentication; client-side fields (dashboard page, cart count,
 * payment account info) carry over from `previous`.
 */
export function sessionFromGrant(grant: SessionGrant, previous: Session | null = null): Session {
  return {
    currentUserId: grant.currentUserId,
    isSuperAdmin: grant.isSuperAdmin,
    accessToken: grant.accessToken,
    timeSinceLastAuth: grant.timeSinceLastAuth,
    expiresOn: grant.expiresOn,
    reauthWindow: grant.timeSinceLastAuth + REAUTH_WINDOW_MINUTES * MINUTE,
    dashboardPage: previous?.dashboardPage ?? DEFAULT_DASHBOARD_PAGE,
    showTipOfTheDay: grant.showTipOfTheDay,
    showWelcomeMessage: grant.showWelcomeMessage,
    showMgMiniVideo: grant.showMgMiniVideo,
    accountType: grant.accountType,
    stripeAccountInfo: previous?.stripeAccountInfo ?? null,
    shoppingCartItems: previous?.shoppingCartItems ?? 0,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalNumber = (v: unknown) => v === undefined || v === null || typeof v === 'number';

/**
 * Reads the stored session text. Returns null for no session; throws when the text is not a
 * session (bad JSON or wrong shape), so the caller can log and reset it.
 */
export function parseSession(text: string | null): Session | null {
  if (text === null || text === '') return null;
  const value: unknown = JSON.parse(text);
  if (value === null) return null;
  if (
    !isObject(value) ||
    typeof value.currentUserId !== 'string' ||
    typeof value.accessToken !== 'string' ||
    typeof value.timeSinceLastAuth !== 'number' ||
    !optionalNumber(value.expiresOn) ||
    !optionalNumber(value.reauthWindow)
  ) {
    throw new Error('stored session has the wrong shape');
  }
  const session: Session = {
    currentUserId: value.currentUserId,
    isSuperAdmin: value.isSuperAdmin === true,
    accessToken: value.accessToken,
    timeSinceLastAuth: value.timeSinceLastAuth,
    dashboardPage: typeof value.dashboardPage === 'string' && value.dashboardPage ? value.dashboardPage : DEFAULT_DASHBOARD_PAGE,
    showTipOfTheDay: value.showTipOfTheDay !== false,
    showWelcomeMessage: value.showWelcomeMessage !== false,
    showMgMiniVideo: value.showMgMiniVideo !== false,
    accountType: typeof value.accountType === 'number' ? value.accountType : 1,
    stripeAccountInfo: value.stripeAccountInfo ?? null,
    shoppingCartItems:
      typeof value.shoppingCartItems === 'number' && value.shoppingCartItems > 0 ? Math.floor(value.shoppingCartItems) : 0,
  };
  if (typeof value.expiresOn === 'number') session.expiresOn = value.expiresOn;
  if (typeof value.reauthWindow === 'number') session.reauthWindow = value.reauthWindow;
  return session;
}

// Updates (spec §4 Session): each applies only when a session exists and returns null otherwise.

export type SessionFlag = 'showTipOfTheDay' | 'showWelcomeMessage' | 'showMgMiniVideo';

export function clearFlag(session: Session | null, flag: SessionFlag): Session | null {
  return session && { ...session, [flag]: false };
}

export function incrementCart(session: Session | null): Session | null {
  return session && { ...session, shoppingCartItems: session.shoppingCartItems + 1 };
}

export function decrementCart(session: Session | null): Session | null {
  return session && { ...session, shoppingCartItems: Math.max(0, session.shoppingCartItems - 1) };
}

export function resetCart(session: Session | null): Session | null {
  return session && { ...session, shoppingCartItems: 0 };
}

export function setAccountType(session: Session | null, accountType: number): Session | null {
  return session && { ...session, accountType };
}

export function setStripeAccountInfo(session: Session | null, stripeAccountInfo: unknown): Session | null {
  return session && { ...session, stripeAccountInfo };
}

export function setDashboardPage(session: Session | null, dashboardPage: string): Session | null {
  return session && { ...session, dashboardPage };
}
