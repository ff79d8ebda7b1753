// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionGrant } from '@folio/model';
import { getSession, reloadSession, storeGrant } from '../session/store.ts';
import { ApiError, call, exchangeToken } from './client.ts';

const T0 = Date.now();
const grant: SessionGrant = {
  accessToken: 'secret-token',
  currentUserId: 'user-1',
  isSuperAdmin: false,
  accountType: 1,
  showTipOfTheDay: true,
  showWelcomeMessage: true,
  showMgMiniVideo: true,
  timeSinceLastAuth: T0,
  expiresOn: T0 + 1000,
};

interface Seen {
  url: string;
  init: RequestInit;
}

/** Replaces the browser's fetch (the network boundary) with one answer, recording the requests. */
function answer(response: () => Response): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return response();
  });
  return seen;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('call', () => {
  it('sends the bearer token when signed in and reads JSON', async () => {
    storeGrant(grant);
    const seen = answer(() => json(200, { id: 'user-1' }));
    await expect(call('/api/users/me')).resolves.toEqual({ id: 'user-1' });
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer secret-token');
  });

  it('refuses a call that needs a token when none is stored, without a request', async () => {
    const seen = answer(() => json(200, {}));
    await expect(call('/api/users/me')).rejects.toThrow('Authorized use only');
    expect(seen).toHaveLength(0);
  });

  it('sends public calls without a token when signed out', async () => {
    const seen = answer(() => json(200, { needsSetup: false }));
    await call('/public/api/setup');
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('never sends the token on calls marked auth none', async () => {
    storeGrant(grant);
    const seen = answer(() => json(200, {}));
    await call('/public/api/login', { method: 'POST', auth: 'none', body: { username: 'a' } });
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(seen[0]!.init.body).toBe('{"username":"a"}');
  });

  it('encodes query values, repeating arrays and skipping undefined ones', async () => {
    storeGrant(grant);
    const seen = answer(() => json(200, []));
    await call('/api/assets', { query: { first: 10, tag: ['a b', 'c'], user: undefined } });
    expect(seen[0]!.url).toBe('/api/assets?first=10&tag=a+b&tag=c');
  });

  it('forces a logout when an authenticated call gets 401', async () => {
    storeGrant(grant);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    answer(() => json(401, { error: 'Unauthorized', message: 'Session expired; please login again' }));
    await expect(call('/api/users/me')).rejects.toThrow('Session expired; please login again');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
    expect(replace).toHaveBeenCalledWith('/login?expired=true');
  });

  it('turns a JSON failure into "error: message" with its status', async () => {
    answer(() => json(409, { error: 'Conflict', message: 'An account with this email already exists' }));
    const error = await call('/public/api/register', { method: 'POST', auth: 'none', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('Conflict: An account with this email already exists');
  });

  it('keeps a 401 to a call without a token as a plain failure', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    answer(() => json(401, { error: 'Unauthorized', message: 'Authorization failed: the username or password is incorrect' }));
    await expect(call('/public/api/login', { method: 'POST', auth: 'none', body: {} })).rejects.toThrow(
      'Unauthorized: Authorization failed: the username or password is incorrect',
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it('returns plain text failures as they are and reports unconvertible ones', async () => {
    answer(() => new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    await expect(call('/public/api/setup')).rejects.toThrow('Bad gateway');
    answer(() => new Response('<h1>x</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(call('/public/api/setup')).rejects.toThrow('Cannot convert error message');
  });

  it('resolves undefined for 204 No Content', async () => {
    storeGrant(grant);
    answer(() => new Response(null, { status: 204 }));
    await expect(call('/api/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('retries with the new token instead of logging out when a reauth replaced the token meanwhile', async () => {
    storeGrant(grant);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const tokens: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization!;
      tokens.push(auth);
      if (auth === 'Bearer secret-token') {
        // The reauth finished while this request was on its way: the old token is revoked.
        storeGrant({ ...grant, accessToken: 'fresh-token' });
        return json(401, { error: 'Unauthorized', message: 'Session expired; please login again' });
      }
      return json(200, { ok: true });
    });
    await expect(call('/api/users/me')).resolves.toEqual({ ok: true });
    expect(tokens).toEqual(['Bearer secret-token', 'Bearer fresh-token']);
    expect(replace).not.toHaveBeenCalled();
    expect(getSession()?.accessToken).toBe('fresh-token');
  });

  it('holds calls made during a token exchange until the new token is stored', async () => {
    storeGrant(grant);
    const tokens: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      tokens.push((init.headers as Record<string, string>).authorization!);
      return json(200, {});
    });
    let finish!: () => void;
    const exchange = exchangeToken(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            storeGrant({ ...grant, accessToken: 'fresh-token' });
            resolve();
          };
        }),
    );
    const pending = call('/api/users/me');
    finish();
    await exchange;
    await pending;
    expect(tokens).toEqual(['Bearer fresh-token']);
  });
});
