import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { loginLogs, rateLimits } from '../../db/schema.ts';
import { STRONG_PASSWORD, mailsTo, uniqueEmail } from './testing.ts';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });

const post = (url: string, payload: object, remoteAddress: string) => app.inject({ method: 'POST', url, payload, remoteAddress });

describe('auth rate limits (AUTH_RATE_LIMIT=3 per 60 s)', () => {
  it.each([
    ['/public/api/register', () => ({ email: uniqueEmail(), password: STRONG_PASSWORD, displayName: 'A' })],
    ['/public/api/requestPasswordReset', () => ({ email: uniqueEmail() })],
    ['/public/api/resendVerification', () => ({ email: uniqueEmail() })],
    ['/public/api/login', () => ({ username: uniqueEmail(), password: STRONG_PASSWORD })],
  ])('%s answers 429 with Retry-After on the fourth request from one address', async (url, body) => {
    const ip = `10.1.0.${url.length}`;
    for (let i = 0; i < 3; i++) expect((await post(url, body(), ip)).statusCode).not.toBe(429);
    const res = await post(url, body(), ip);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({
      error: 'Too Many Requests',
      message: `Too many attempts; please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    });
    // Another address is unaffected.
    expect((await post(url, body(), '10.2.0.1')).statusCode).not.toBe(429);
  });

  it('slows the address that guesses at an account, while the owner still signs in from another address', async () => {
    const user = await buildUser(db);
    for (let i = 0; i < 3; i++) {
      expect((await post('/public/api/login', { username: user.email, password: 'a wrong guess' }, '10.3.0.1')).statusCode).toBe(401);
    }
    const hammering = await post('/public/api/login', { username: user.email, password: user.password }, '10.3.0.1');
    expect(hammering.statusCode).toBe(429);
    expect(Number(hammering.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const owner = await post('/public/api/login', { username: user.email, password: user.password }, '10.3.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().currentUserId).toBe(user.id);
    const logs = await db.select().from(loginLogs).where(eq(loginLogs.email, user.email));
    expect(logs.map((l) => l.reason).sort()).toEqual(['rate_limited', 'success', 'wrong_password', 'wrong_password', 'wrong_password']);
    expect(logs.find((l) => l.reason === 'rate_limited')).toMatchObject({ ip: '10.3.0.1', success: false });
  });

  it('limits password-reset mail for one email however many addresses ask, without telling whether it has an account', async () => {
    const victim = await buildUser(db);
    const ask = (email: string, i: number) => post('/public/api/requestPasswordReset', { email }, `10.5.0.${i}`);
    for (let i = 1; i <= 3; i++) expect((await ask(victim.email, i)).statusCode).toBe(200);
    const fourth = await ask(victim.email, 4);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(db, victim.email)).toHaveLength(3);
    const nobody = uniqueEmail();
    for (let i = 11; i <= 13; i++) expect((await ask(nobody, i)).statusCode).toBe(200);
    expect((await ask(nobody, 14)).statusCode).toBe(429);
    // Another email from a fresh address is unaffected.
    expect((await ask(uniqueEmail(), 20)).statusCode).toBe(200);
  });

  it('limits verification mail for one email however many addresses ask', async () => {
    const unverified = await buildUser(db, { emailVerifiedAt: null });
    const ask = (i: number) => post('/public/api/resendVerification', { email: unverified.email }, `10.7.0.${i}`);
    for (let i = 1; i <= 3; i++) expect((await ask(i)).statusCode).toBe(200);
    expect((await ask(4)).statusCode).toBe(429);
    expect(await mailsTo(db, unverified.email)).toHaveLength(3);
  });

  it('limits guesses of the current password per account, from any address, with 429 and Retry-After', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const change = (currentPassword: string, i: number) =>
      app.inject({
        method: 'POST',
        url: `/api/changePassword/${user.id}`,
        headers: bearer(token),
        payload: { currentPassword, newPassword: STRONG_PASSWORD },
        remoteAddress: `10.6.0.${i}`,
      });
    for (let i = 1; i <= 3; i++) {
      const res = await change(`guess number ${i}`, i);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The current password is incorrect.');
    }
    const res = await change(user.password, 4);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(res.json().message).toBe(`Too many attempts; please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`);
    // Nothing changed: the old password still signs in.
    expect((await post('/public/api/login', { username: user.email, password: user.password }, '10.6.1.1')).statusCode).toBe(200);
    // Another account's change is not affected.
    const other = await buildUser(db);
    const otherRes = await app.inject({
      method: 'POST',
      url: `/api/changePassword/${other.id}`,
      headers: bearer(await tokenFor(db, other.id)),
      payload: { currentPassword: other.password, newPassword: STRONG_PASSWORD },
      remoteAddress: '10.6.2.1',
    });
    expect(otherRes.statusCode).toBe(200);
  });

  it('counts again from one once the window has passed', async () => {
    const ip = '10.4.0.1';
    const body = () => ({ email: uniqueEmail() });
    for (let i = 0; i < 3; i++) await post('/public/api/requestPasswordReset', body(), ip);
    expect((await post('/public/api/requestPasswordReset', body(), ip)).statusCode).toBe(429);

    await db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(like(rateLimits.key, `%${ip}`));
    expect((await post('/public/api/requestPasswordReset', body(), ip)).statusCode).toBe(200);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, `requestPasswordReset:ip:${ip}`));
    expect(row!.count).toBe(1);
    expect(row!.resetAt.getTime()).toBeGreaterThan(Date.now());
  });
});
