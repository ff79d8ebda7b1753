// @vitest-environment happy-dom
/**
 * The spec's error catalogue (§5, §8), the texts only the browser produces: each is raised by the real client code
 * (the API helper, auth calls, the session store, the cart read, the failure helper) against answers at the network
 * boundary (fetch), and compared word for word with the spec's literal. The server's texts are walked by
 * packages/server/src/routes/errorCatalogue.test.ts; the toasts on screen by e2e/errorCatalogue.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as T from '@folio/model';
import type { SessionGrant } from '@folio/model';
import { failedWhen } from '../lib/failure.ts';
import { authorizedSession, getSession, readStoredSession, reloadSession, storeGrant } from '../session/store.ts';
import { login, reauth } from './auth.ts';
import { readCart } from './cartRead.ts';
import { call, errorMessage } from './client.ts';
import { getUploadToken } from './assets.ts';
import { toggleLike } from './people.ts';

const grant: SessionGrant = {
  accessToken: 'secret-token',
  currentUserId: 'user-1',
  isSuperAdmin: false,
  accountType: 1,
  showTipOfTheDay: true,
  showWelcomeMessage: true,
  showMgMiniVideo: true,
  timeSinceLastAuth: Date.now(),
  expiresOn: Date.now() + 60_000,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer = (response: () => Response) => {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    seen.push(url);
    return response();
  });
  return seen;
};
const failure = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

beforeEach(() => {
  localStorage.clear();
  reloadSession();
  vi.spyOn(window.location, 'replace').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the API helper (§8)', () => {
  it("'Authorized use only' when a call needs a token and none is stored (no request leaves)", async () => {
    const seen = answer(() => json(200, {}));
    expect(errorMessage(await failure(() => call('/api/folios')))).toBe('Authorized use only');
    expect(seen).toEqual([]);
  });

  it("a 401 to a signed-in call forces the logout and says 'Session expired; please login again'", async () => {
    storeGrant(grant);
    answer(() => json(401, { error: 'Unauthorized', message: 'whatever the server said' }));
    expect(errorMessage(await failure(() => call('/api/folios')))).toBe('Session expired; please login again');
    expect(getSession()).toBeNull();
    expect(window.location.replace).toHaveBeenCalledWith('/login?expired=true');
  });

  it("'error: message' inside the helper; the person reads the message alone", async () => {
    storeGrant(grant);
    answer(() => json(409, { error: 'Conflict', message: 'Failed to add cart item; it is already in the cart.' }));
    const error = await failure(() => call('/api/products/cartItems/add', { method: 'POST', body: {} }));
    expect((error as Error).message).toBe('Conflict: Failed to add cart item; it is already in the cart.');
    expect(errorMessage(error)).toBe('Failed to add cart item; it is already in the cart.');
  });

  it("'Cannot convert error message' for other content; 'An unknown error has occurred.' without a content type", async () => {
    answer(() => new Response('<h1>502</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(errorMessage(await failure(() => call('/public/api/config')))).toBe(T.CANNOT_CONVERT_ERROR);
    expect(T.CANNOT_CONVERT_ERROR).toBe('Cannot convert error message');
    answer(() => new Response(new Blob([new Uint8Array([1])]), { status: 500 }));
    expect(errorMessage(await failure(() => call('/public/api/config')))).toBe('An unknown error has occurred.');
  });
});

describe('sessions and login (§4, §5, §8)', () => {
  it("'Authorization failed' when a session is required but missing", async () => {
    expect(() => authorizedSession()).toThrow(new Error('Authorization failed'));
    const seen = answer(() => json(200, {}));
    expect(errorMessage(await failure(() => toggleLike('folio', 'f1', true)))).toBe('Authorization failed');
    expect(seen).toEqual([]);
  });

  it("'Missing access token; please contact admin for assistance.' when a login returns no token", async () => {
    answer(() => json(200, { currentUserId: 'user-1' }));
    expect(errorMessage(await failure(() => login({ username: 'A@x.test', password: 'p' })))).toBe('Missing access token; please contact admin for assistance.');
  });

  it("reauth: 'cannot reauth when logged out'; 'reauth mutation returned a different user id' (and the session is wiped)", async () => {
    expect(errorMessage(await failure(() => reauth()))).toBe('cannot reauth when logged out');
    storeGrant(grant);
    answer(() => json(200, { ...grant, accessToken: 'new', currentUserId: 'someone-else' }));
    expect(errorMessage(await failure(() => reauth()))).toBe('reauth mutation returned a different user id');
    expect(getSession()).toBeNull();
  });

  it("corrupt saved session JSON logs 'failed to deserialize LocalStorage session state; resetting'", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('session', '{not json');
    expect(readStoredSession()).toBeNull();
    expect(logged).toHaveBeenCalledWith('failed to deserialize LocalStorage session state; resetting');
  });
});

describe('the cart read (§8)', () => {
  it("'Guests cannot access this data' signed out; 'An unknown error occurred.' when the list fails", async () => {
    const seen = answer(() => json(500, { error: 'Internal Server Error', message: 'x' }));
    expect(errorMessage(await failure(() => readCart()))).toBe('Guests cannot access this data');
    expect(seen).toEqual([]);
    storeGrant(grant);
    expect(errorMessage(await failure(() => readCart()))).toBe('An unknown error occurred.');
  });
});

describe("'Something went wrong when …' (§8): the spec's text first, then the server's reason", () => {
  it.each([
    [T.folioActionFailed('creating'), 'Something went wrong when creating the Folio'],
    [T.folioActionFailed('updating'), 'Something went wrong when updating the Folio'],
    [T.folioActionFailed('deleting'), 'Something went wrong when deleting the Folio'],
    [T.folioActionFailed('publishing'), 'Something went wrong when publishing the Folio'],
    [T.ASSET_UPLOAD_FAILED, 'Something went wrong when uploading the new File'],
    [T.SHARE_DELETE_FAILED, 'Something went wrong when deleting the Share or specific Share'],
    [T.PURCHASE_OPTION_UPDATE_FAILED, 'Something went wrong when updating the Purchase Option'],
    [T.PURCHASE_OPTION_DELETE_FAILED, 'Something went wrong when deleting the Purchase Option'],
  ])('%s', async (text, literal) => {
    expect(text).toBe(literal);
    storeGrant(grant);
    answer(() => json(403, { error: 'Forbidden', message: 'Only the owner can do this' }));
    const error = await failure(() => call('/api/anything', { method: 'DELETE' }));
    expect(failedWhen(text, error)).toBe(`${literal}. Only the owner can do this.`);
  });
});

describe("the upload token and the assertion helper (§8)", () => {
  it("'getUploadToken should always return a result' when the answer holds no token", async () => {
    storeGrant(grant);
    answer(() => json(200, {}));
    expect(((await failure(() => getUploadToken({ fileSize: 3, contentType: 'image/png' }))) as Error).message).toBe('getUploadToken should always return a result');
    answer(() => json(200, { token: 't', uuid: 'u', url: '/uploads/' }));
    expect(await getUploadToken({ fileSize: 3, contentType: 'image/png' })).toEqual({ token: 't', uuid: 'u', url: '/uploads/' });
  });
  it("'Assertion failed: …' from the assertion helper", () => {
    expect(() => T.assert(false, 'page exists')).toThrow(new Error('Assertion failed: page exists'));
    expect(() => T.assert(1, 'page exists')).not.toThrow();
  });
});
