import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import { loginLogs, rateLimits } from '../../db/schema.ts';
import { STRONG_PASSWORD, uniqueEmail } from './testing.ts';

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

  it('limits logins to one account from many addresses, and logs the refused attempt', async () => {
    const user = await buildUser(db);
    for (let i = 1; i <= 3; i++) {
      const res = await post('/public/api/login', { username: user.email, password: 'a wrong guess' }, `10.3.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const res = await post('/public/api/login', { username: user.email, password: user.password }, '10.3.0.4');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    const logs = await db.select().from(loginLogs).where(eq(loginLogs.email, user.email));
    expect(logs.map((l) => l.reason).sort()).toEqual(['rate_limited', 'wrong_password', 'wrong_password', 'wrong_password']);
    expect(logs.find((l) => l.reason === 'rate_limited')).toMatchObject({ ip: '10.3.0.4', success: false });
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
