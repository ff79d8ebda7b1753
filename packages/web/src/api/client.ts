import { AUTHORIZED_USE_ONLY, SESSION_EXPIRED, apiErrorMessage, apiErrorReason, isSessionEnd, sessionEndCause } from '@folio/model';
import { forceLogout } from '../session/logout.ts';
import { getSession } from '../session/store.ts';
import { translateServerText } from '../i18n/serverText.ts';

/**
 * A failed call. `message` is the helper's string of spec §8 ('error: message', plain text, ...); `reason` is what
 * a person reads: the server's message without the HTTP status word (errorMessage below).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly reason: string;
  /** the error response's JSON body, when it had one (e.g. the `problems` of a refused publish) */
  readonly body: unknown;
  constructor(status: number, message: string, reason: string = message, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.reason = reason;
    this.body = body;
  }
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /**
   * 'required': fail with 'Authorized use only' when signed out (default for /api/ paths);
   * 'optional': send the token when there is one (default for /public/api/);
   * 'none': never send it (login, register: a stale token must not turn their 401 into a logout).
   */
  auth?: 'required' | 'optional' | 'none';
  signal?: AbortSignal;
  /** Set by the reauth call itself, which must not wait for (or retry after) its own exchange. */
  exchangingToken?: boolean;
}

function withQuery(path: string, query: CallOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

let tokenRefresh: Promise<unknown> | null = null;

/**
 * Runs a token exchange (reauth). The server revokes the old token as it issues the new one, so
 * calls made meanwhile wait for it, and a call that was already on its way with the old token is
 * retried with the new one instead of ending the session.
 */
export function exchangeToken<T>(exchange: () => Promise<T>): Promise<T> {
  const run = exchange();
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  tokenRefresh = settled;
  void settled.then(() => {
    if (tokenRefresh === settled) tokenRefresh = null;
  });
  return run;
}

/**
 * The one helper every call goes through: bearer header when signed in, JSON in and out,
 * 401 on an authenticated call forces a logout, other failures become an ApiError.
 */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  if (tokenRefresh && options.auth !== 'none' && !options.exchangingToken) await tokenRefresh;
  return send<T>(path, options, true);
}

async function send<T>(path: string, options: CallOptions, mayRetry: boolean): Promise<T> {
  const auth = options.auth ?? (path.startsWith('/api/') ? 'required' : 'optional');
  const session = auth === 'none' ? null : getSession();
  if (auth === 'required' && !session) throw new ApiError(401, AUTHORIZED_USE_ONLY);

  const headers: Record<string, string> = { accept: 'application/json' };
  if (session) headers.authorization = `Bearer ${session.accessToken}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const res = await fetch(withQuery(path, options.query), init);
  if (!res.ok) {
    const failure = {
      status: res.status,
      contentType: res.headers.get('content-type'),
      body: await res.text().catch(() => ''),
      sentToken: session !== null,
    };
    if (isSessionEnd(failure)) {
      if (mayRetry && !options.exchangingToken) {
        if (tokenRefresh) await tokenRefresh;
        const now = getSession();
        if (now && now.accessToken !== session?.accessToken) return send<T>(path, options, false);
      }
      forceLogout(sessionEndCause(failure));
      throw new ApiError(401, SESSION_EXPIRED);
    }
    throw new ApiError(res.status, apiErrorMessage(failure), apiErrorReason(failure), jsonBody(failure.body));
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) return (await res.json()) as T;
  return (await res.text()) as T;
}

function jsonBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What a person reads when the server cannot be reached at all (fetch rejected). */
export const NETWORK_FAILED = 'The server could not be reached; check your connection and try again.';

/**
 * The message of any thrown value, for toasts and inline alerts: a failed call's reason in the server's words,
 * never 'Forbidden: …' or 'Conflict: …' (decision: the status word is the API helper's, not the person's).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return translateServerText(error.reason);
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return translateServerText(NETWORK_FAILED);
  return translateServerText(error instanceof Error ? error.message : String(error));
}
