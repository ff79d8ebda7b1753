import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { oneTimeTokens } from '../../db/schema.ts';
import { PASSWORD_CHANGED, PASSWORD_RESET_DONE, RESET_REQUEST_ANSWER } from './password.ts';
import { linkIn, login, mailsTo, uniqueEmail } from './testing.ts';

const { app, db, config } = await createTestApp();

const NEW_PASSWORD = 'marmalade on the windowsill';
const BAD_RESET = { error: 'Bad Request', message: 'This password reset link is invalid or has expired; ask for a new one.' };

const reauth = (token: string) => app.inject({ method: 'GET', url: '/api/reauth', headers: bearer(token) });
const changePassword = (id: string, token: string | null, payload: object) =>
  app.inject({ method: 'POST', url: `/api/changePassword/${id}`, headers: token ? bearer(token) : {}, payload });
const requestReset = (email: string) => app.inject({ method: 'POST', url: '/public/api/requestPasswordReset', payload: { email } });
const reset = (id: string, token: string, password = NEW_PASSWORD) =>
  app.inject({ method: 'POST', url: `/public/api/resetPassword/${id}`, payload: { token, password } });

describe('POST /api/changePassword/{id}', () => {
  it('changes the own password, signs out the other sessions and keeps the current one', async () => {
    const user = await buildUser(db);
    const current = await tokenFor(db, user.id);
    const other = await tokenFor(db, user.id);

    const res = await changePassword(user.id, current, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_CHANGED });

    expect((await reauth(other)).statusCode).toBe(401);
    expect((await reauth(current)).statusCode).toBe(200);
    expect((await login(app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses to change someone else’s password with 403', async () => {
    const me = await buildUser(db);
    const victim = await buildUser(db);
    const token = await tokenFor(db, me.id);
    const res = await changePassword(victim.id, token, { currentPassword: victim.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'Can only change your own password' });
    expect((await login(app, victim.email, victim.password)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const other = await tokenFor(db, user.id);
    const res = await changePassword(user.id, token, { currentPassword: 'not the password at all', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'The current password is incorrect.' });
    expect((await reauth(other)).statusCode).toBe(200);
    expect((await login(app, user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a weak new password naming the rule', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const res = await changePassword(user.id, token, { currentPassword: user.password, newPassword: 'iloveyou' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'body.newPassword: This password is one of the 1,000 most common passwords; please choose another.',
    );
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const user = await buildUser(db);
    const res = await changePassword(user.id, null, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Authorized use only' });
  });
});

describe('POST /public/api/requestPasswordReset and /public/api/resetPassword/{id}', () => {
  it('answers identically for an unknown email and mails nothing', async () => {
    const user = await buildUser(db);
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(user.email);
    const missing = await requestReset(unknown);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.body).toBe(known.body);
    expect(known.json()).toEqual({ message: RESET_REQUEST_ANSWER });
    expect(await mailsTo(db, unknown)).toHaveLength(0);
    expect(await mailsTo(db, user.email)).toHaveLength(1);
  });

  it('resets with the mailed token once, signs out every session, and a reused token answers 400', async () => {
    const user = await buildUser(db);
    const session = await tokenFor(db, user.id);
    await requestReset(user.email.toUpperCase());
    const { userId, token, mail } = await linkIn(db, user.email, 'reset-password', config.APP_ORIGIN);
    expect(userId).toBe(user.id);
    expect(mail.subject).toBe('Reset your Folio password');

    const res = await reset(userId, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_DONE });
    expect((await reauth(session)).statusCode).toBe(401);
    expect((await login(app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(app, user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(userId, token, 'a third passphrase here');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(BAD_RESET);
    expect((await login(app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const user = await buildUser(db);
    await requestReset(user.email);
    const { userId, token } = await linkIn(db, user.email, 'reset-password', config.APP_ORIGIN);
    await db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, userId));
    const res = await reset(userId, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_RESET);
    expect((await login(app, user.email, user.password)).statusCode).toBe(200);
  });

  it('makes the token expire one hour after the request', async () => {
    const user = await buildUser(db);
    await requestReset(user.email);
    const [row] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(row!.purpose).toBe('reset');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(61 * 60_000);
  });

  it('stops the older link working when a new one is requested', async () => {
    const user = await buildUser(db);
    await requestReset(user.email);
    const first = await linkIn(db, user.email, 'reset-password', config.APP_ORIGIN);
    await requestReset(user.email);
    const second = await linkIn(db, user.email, 'reset-password', config.APP_ORIGIN);
    expect(second.token).not.toBe(first.token);
    expect((await reset(first.userId, first.token)).json()).toEqual(BAD_RESET);
    expect((await reset(second.userId, second.token)).statusCode).toBe(200);
  });

  it('refuses a token of another user and a verification token', async () => {
    const a = await buildUser(db);
    const b = await buildUser(db, { emailVerifiedAt: null });
    await requestReset(a.email);
    const linkA = await linkIn(db, a.email, 'reset-password', config.APP_ORIGIN);
    expect((await reset(b.id, linkA.token)).json()).toEqual(BAD_RESET);

    await app.inject({ method: 'POST', url: '/public/api/resendVerification', payload: { email: b.email } });
    const verifyB = await linkIn(db, b.email, 'verify', config.APP_ORIGIN);
    expect((await reset(b.id, verifyB.token)).json()).toEqual(BAD_RESET);
    expect((await login(app, b.email, b.password)).statusCode).toBe(403);
  });

  it('refuses a weak new password naming the rule, without spending the token', async () => {
    const user = await buildUser(db);
    await requestReset(user.email);
    const { userId, token } = await linkIn(db, user.email, 'reset-password', config.APP_ORIGIN);
    const weak = await reset(userId, token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ message: string }>().message).toBe('body.password: The password must be at least 8 characters long.');
    expect((await reset(userId, token)).statusCode).toBe(200);
  });

  it('mails no reset link for a deactivated account', async () => {
    const user = await buildUser(db, { isActive: false });
    expect((await requestReset(user.email)).json()).toEqual({ message: RESET_REQUEST_ANSWER });
    expect(await mailsTo(db, user.email)).toHaveLength(0);
  });

  it('names the email field when it is invalid', async () => {
    const res = await requestReset('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'body.email: Invalid email address' });
  });
});
