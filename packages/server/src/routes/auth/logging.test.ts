import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import { linkIn, login, register, uniqueEmail } from './testing.ts';

const { app, db, config, logs } = await createTestApp();

describe('request logs', () => {
  it('never contain the password, the access tokens or the mailed token after register, verify, login and reauth', async () => {
    const email = uniqueEmail();
    const password = 'log-canary passphrase 7d1e';
    expect((await register(app, { email, password })).statusCode).toBe(201);
    const { userId, token: verifyToken } = await linkIn(db, email, 'verify', config.APP_ORIGIN);
    expect((await app.inject({ method: 'POST', url: `/public/api/verify/${userId}`, payload: { token: verifyToken } })).statusCode).toBe(200);
    const first = await login(app, email, password);
    expect(first.statusCode).toBe(200);
    const firstToken = first.json<{ accessToken: string }>().accessToken;
    const second = await app.inject({ method: 'GET', url: '/api/reauth', headers: bearer(firstToken) });
    expect(second.statusCode).toBe(200);
    const secondToken = second.json<{ accessToken: string }>().accessToken;
    expect((await login(app, email, 'a wrong password guess')).statusCode).toBe(401);

    const written = logs.join('');
    // The logs did record these requests, so their absence below means something.
    expect(written).toContain('/public/api/login');
    expect(written).toContain('/api/reauth');
    for (const secret of [password, 'a wrong password guess', firstToken, secondToken, verifyToken]) {
      expect(written).not.toContain(secret);
    }
  });
});
