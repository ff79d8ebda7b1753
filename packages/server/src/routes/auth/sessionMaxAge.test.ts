import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { hashToken } from '../../auth/tokens.ts';
import { loadConfig } from '../../config.ts';
import { accessTokens } from '../../db/schema.ts';

// Chained reauths renew the token, never the session: SESSION_MAX_AGE_DAYS counts from the first sign-in.
const { app, db, config } = await createTestApp();

const DAY = 86_400_000;
const reauth = (token: string) => app.inject({ method: 'GET', url: '/api/reauth', headers: bearer(token) });
const rowOf = async (token: string) =>
  (await db.select().from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token))).limit(1))[0]!;

/** A live token of a session signed in `days` ago (as a chain of reauths leaves it), issued under a longer cap. */
async function sessionStarted(days: number) {
  const user = await buildUser(db);
  const token = await tokenFor(db, user.id, { maxAgeDays: 1000, sessionStartedAt: new Date(Date.now() - days * DAY) });
  return { user, token };
}

describe('GET /api/reauth and the session’s maximum age', () => {
  it('defaults SESSION_MAX_AGE_DAYS to 90', async () => {
    expect(loadConfig({}).SESSION_MAX_AGE_DAYS).toBe(90);
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '7' }).SESSION_MAX_AGE_DAYS).toBe(7);
    expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: '0' })).toThrow(/SESSION_MAX_AGE_DAYS/);
  });

  it('answers 401 Session expired once the session is older than SESSION_MAX_AGE_DAYS, and issues nothing', async () => {
    const { user, token } = await sessionStarted(91);
    const res = await reauth(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Session expired; please login again' });
    const tokens = await db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
  });

  it('keeps the first sign-in through a chain of reauths, and caps the new token at the session’s maximum age', async () => {
    const { token } = await sessionStarted(80);
    const started = (await rowOf(token)).sessionStartedAt.getTime();
    const first = await reauth(token);
    expect(first.statusCode).toBe(200);
    const second = await reauth(first.json().accessToken);
    expect(second.statusCode).toBe(200);
    const grant = second.json();
    expect((await rowOf(grant.accessToken)).sessionStartedAt.getTime()).toBe(started);
    // 30 days of lifetime would reach past day 90: the token ends with the session.
    expect(grant.expiresOn).toBe(started + 90 * DAY);
    expect((await reauth(token)).statusCode).toBe(401);
  });

  it('starts a new session at every sign-in', async () => {
    const user = await buildUser(db);
    const res = await app.inject({ method: 'POST', url: '/public/api/login', payload: { username: user.email, password: user.password } });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(res.json().accessToken);
    expect(Math.abs(row.sessionStartedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(res.json().expiresOn - res.json().timeSinceLastAuth).toBe(config.SESSION_LIFETIME_MINUTES * 60_000);
  });
});
