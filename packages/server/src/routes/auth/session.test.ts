import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { hashToken } from '../../auth/tokens.ts';
import { accessTokens, loginLogs, users } from '../../db/schema.ts';
import { login, registerVerified, uniqueEmail } from './testing.ts';

const { app, db, config } = await createTestApp();

const EXPIRED = { error: 'Unauthorized', message: 'Session expired; please login again' };
const NO_TOKEN = { error: 'Unauthorized', message: 'Authorized use only' };
const LOGIN_FAILED = { error: 'Unauthorized', message: 'Authorization failed: the username or password is incorrect' };

const logsFor = (email: string) => db.select().from(loginLogs).where(eq(loginLogs.email, email));
const me = (token: string) => app.inject({ method: 'GET', url: '/api/reauth', headers: bearer(token) });

interface Grant {
  accessToken: string;
  currentUserId: string;
  timeSinceLastAuth: number;
  expiresOn: number;
}

describe('POST /public/api/login', () => {
  it('answers a session grant that lasts SESSION_LIFETIME_MINUTES and logs the success with ip and user agent', async () => {
    const email = uniqueEmail();
    const id = await registerVerified(app, db, email, config.APP_ORIGIN);
    const res = await login(app, email, undefined, { 'user-agent': 'FolioTest/1.0' });
    expect(res.statusCode).toBe(200);
    const grant = res.json<Grant>();
    expect(Object.keys(grant).sort()).toEqual(
      [
        'accessToken',
        'accountType',
        'currentUserId',
        'expiresOn',
        'isSuperAdmin',
        'showMgMiniVideo',
        'showTipOfTheDay',
        'showWelcomeMessage',
        'timeSinceLastAuth',
      ].sort(),
    );
    expect(grant.currentUserId).toBe(id);
    expect(grant.expiresOn - grant.timeSinceLastAuth).toBe(config.SESSION_LIFETIME_MINUTES * 60_000);
    expect(grant.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await db.select().from(accessTokens).where(eq(accessTokens.userId, id));
    expect(stored!.tokenHash.equals(hashToken(grant.accessToken))).toBe(true);

    expect(await logsFor(email)).toEqual([
      expect.objectContaining({ userId: id, success: true, reason: 'success', ip: '127.0.0.1', userAgent: 'FolioTest/1.0' }),
    ]);
  });

  it('lowercases and trims the username', async () => {
    const email = uniqueEmail();
    await registerVerified(app, db, email, config.APP_ORIGIN);
    const res = await login(app, `  ${email.toUpperCase()}  `);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same 401, and logs both', async () => {
    const email = uniqueEmail();
    const id = await registerVerified(app, db, email, config.APP_ORIGIN);
    const unknown = uniqueEmail('nobody');

    const wrong = await login(app, email, 'not the password at all');
    const missing = await login(app, unknown, 'not the password at all');
    for (const res of [wrong, missing]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_FAILED);
    }
    expect(await logsFor(email)).toEqual([expect.objectContaining({ userId: id, success: false, reason: 'wrong_password' })]);
    expect(await logsFor(unknown)).toEqual([expect.objectContaining({ userId: null, success: false, reason: 'unknown_email', ip: '127.0.0.1' })]);
  });

  it('refuses a deactivated account with 403 once the password is right, and logs it', async () => {
    const user = await buildUser(db, { isActive: false });
    const wrong = await login(app, user.email, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    const res = await login(app, user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'This account has been deactivated; please contact an administrator.' });
    expect((await logsFor(user.email)).map((l) => l.reason).sort()).toEqual(['deactivated', 'wrong_password']);
  });

  it('logs a login attempt by an unverified user', async () => {
    const user = await buildUser(db, { emailVerifiedAt: null });
    expect((await login(app, user.email, user.password)).statusCode).toBe(403);
    expect(await logsFor(user.email)).toEqual([expect.objectContaining({ userId: user.id, success: false, reason: 'unverified' })]);
  });

  it('names the missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/public/api/login', payload: { username: 'a@example.test' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^body\.password: /);
  });
});

describe('GET /api/reauth', () => {
  it('issues a fresh grant for the same user and the old token then answers 401 Session expired', async () => {
    const email = uniqueEmail();
    const id = await registerVerified(app, db, email, config.APP_ORIGIN);
    const first = (await login(app, email)).json<Grant>();

    const res = await me(first.accessToken);
    expect(res.statusCode).toBe(200);
    const second = res.json<Grant>();
    expect(second.currentUserId).toBe(id);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.timeSinceLastAuth).toBeGreaterThanOrEqual(first.timeSinceLastAuth);

    const old = await me(first.accessToken);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(EXPIRED);
    expect((await me(second.accessToken)).statusCode).toBe(200);
  });

  it('answers 401 Authorized use only without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/reauth' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NO_TOKEN);
  });

  it('answers 401 Session expired for a token past its expiry', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    await db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.tokenHash, hashToken(token)));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('answers 401 Session expired for a made-up token', async () => {
    const res = await me('x'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('answers 401 once the user has been deactivated', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('answers 204, revokes the token and leaves the user’s other sessions alone', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const other = await tokenFor(db, user.id);
    const res = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(EXPIRED);
    const [row] = await db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.userId, user.id), eq(accessTokens.tokenHash, hashToken(token))));
    expect(row!.revokedAt).not.toBeNull();
    expect((await me(other)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NO_TOKEN);
  });
});
