// The per-server token cache (auth/tokenCache.ts) over the change feed, on real PostgreSQL with two app servers on
// one database: a signed-in request needs no token lookup once the token is known, and a revoked token, a
// deactivated account or a changed role take effect on both servers as soon as the change's request is answered.
import { ACCOUNT_DEACTIVATED, SESSION_EXPIRED } from '@folio/model';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../services/cluster/changeFeed.ts';
import { createTestApp } from '../../test/app.ts';
import { queriesDuring } from '../../test/pages.ts';
import { bearer, buildUser, tokenFor } from '../../test/factories.ts';

// Server A trusts what it resolved for an hour: whatever it learns in these tests, it learns from the change feed.
const a = await createTestApp({ AUTH_CACHE_SECONDS: '3600' });
const b = await createTestApp({ AUTH_CACHE_SECONDS: '3600' }, { databaseUrl: a.databaseUrl });
const { db } = a;

const me = (server: typeof a, token: string) => server.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const userList = (server: typeof a, token: string) => server.app.inject({ method: 'GET', url: '/api/users/management?first=1', headers: bearer(token) });

/** A user signed in on both servers (each has resolved, and so keeps, the token). */
async function signedInOnBoth(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(db, overrides);
  const token = await tokenFor(db, user.id);
  for (const server of [a, b]) expect((await me(server, token)).statusCode).toBe(200);
  return { user, token };
}


describe('the token cache', () => {
  it('resolves a known token without a database round trip', async () => {
    const { token } = await signedInOnBoth();
    // GET /metrics without a metrics token reads nothing itself: any query would be the token's.
    expect(await queriesDuring(a.app.deps.database.pool, () => a.app.inject({ method: 'GET', url: '/api/config', headers: bearer(token) }))).toBe(0);
  });

  it('refuses a token logged out through either server on both at once', async () => {
    for (const [through, other] of [[a, b], [b, a]] as const) {
      const { token } = await signedInOnBoth();
      expect((await through.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(204);
      for (const server of [other, through]) {
        const res = await me(server, token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: SESSION_EXPIRED });
      }
    }
  });

  it('refuses a deactivated account on both servers at once, saying it was deactivated', async () => {
    const admin = await signedInOnBoth({ superAdmin: true });
    const { user, token } = await signedInOnBoth();
    const res = await a.app.inject({ method: 'POST', url: `/api/users/${user.id}/deactivate`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    for (const server of [b, a]) {
      const refused = await me(server, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: ACCOUNT_DEACTIVATED });
    }
  });

  it('applies a role given or taken through one server on both at once', async () => {
    const admin = await signedInOnBoth({ superAdmin: true });
    const { user, token } = await signedInOnBoth();
    for (const server of [a, b]) expect((await userList(server, token)).statusCode).toBe(403);
    expect((await b.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: bearer(admin.token), payload: { isAdmin: true } })).statusCode).toBe(200);
    for (const server of [a, b]) expect((await userList(server, token)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: bearer(admin.token), payload: { isAdmin: false } })).statusCode).toBe(200);
    for (const server of [b, a]) expect((await userList(server, token)).statusCode).toBe(403);
  });

  it('answers a logout only once every listening server has heard of it, even one slow to answer', async () => {
    const { token } = await signedInOnBoth();
    // A third server whose answers to the feed's markers take a while: the logout must wait for its answer.
    let answered = 0;
    const slow = new ChangeFeed({
      connectionString: a.databaseUrl,
      notify: async (payload) => {
        await new Promise((r) => setTimeout(r, 300));
        // Counted as it is sent: the logout may arrive (same process) before pg_notify's own answer does.
        if (payload.startsWith('ack:')) answered++;
        await db.execute(sql`select pg_notify('folio_changes', ${payload})`);
      },
    });
    const heard: string[] = [];
    slow.subscribe({ changed: (tag) => heard.push(tag), reset: () => {}, size: 0 });
    await slow.start();
    try {
      expect((await a.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(204);
      expect(answered).toBeGreaterThan(0);
      expect(heard.some((tag) => tag.startsWith('t:'))).toBe(true);
      // An ordinary write that changes no token waits for nobody.
      const before = answered;
      expect((await a.app.inject({ method: 'POST', url: '/api/users/notShowTipOfTheDay', headers: bearer((await signedInOnBoth()).token) })).statusCode).toBeLessThan(300);
      expect(answered).toBe(before);
    } finally {
      await slow.stop();
    }
  });
});
