import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { oneTimeTokens, users } from '../../db/schema.ts';
import { RESEND_ANSWER } from './register.ts';
import { STRONG_PASSWORD, linkIn, login, mailsTo, register, uniqueEmail } from './testing.ts';

const { app, db, config } = await createTestApp();

const verify = (id: string, token: string) => app.inject({ method: 'POST', url: `/public/api/verify/${id}`, payload: { token } });
const resend = (email: string) => app.inject({ method: 'POST', url: '/public/api/resendVerification', payload: { email } });

describe('POST /public/api/register', () => {
  it('creates an account, mails a verification link, and after verifying the user can log in', async () => {
    const email = uniqueEmail();
    const res = await register(app, { email });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string; email: string }>();
    expect(res.json()).toEqual({ id, email });

    const { userId, token, mail } = await linkIn(db, email, 'verify', config.APP_ORIGIN);
    expect(userId).toBe(id);
    expect(mail.subject).toBe('Confirm your email address for Folio');
    expect(mail.html).toContain(`${config.APP_ORIGIN}/verify/${id}?token=${token}`);

    expect((await verify(id, token)).json()).toEqual({ verified: true, alreadyVerified: false });
    const session = await login(app, email);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ currentUserId: id, isSuperAdmin: false, accessToken: expect.any(String) });
  });

  it('stores the email trimmed and lowercased', async () => {
    const email = uniqueEmail('MiXeD');
    const res = await register(app, { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ email: string }>().email).toBe(email.toLowerCase());
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row).toBeDefined();
    expect(row!.emailVerifiedAt).toBeNull();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await register(app, { email })).statusCode).toBe(201);
    const again = await register(app, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Conflict', message: 'An account with this email already exists' });
  });

  it('refuses a short password and says how long it must be', async () => {
    const res = await register(app, { email: uniqueEmail(), password: 'k7#q' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'body.password: The password must be at least 8 characters long.' });
  });

  it('refuses a common password whatever its case', async () => {
    const res = await register(app, { email: uniqueEmail(), password: 'Baseball' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'body.password: This password is one of the 1,000 most common passwords; please choose another.',
    );
  });

  it('refuses a password longer than 256 characters', async () => {
    const res = await register(app, { email: uniqueEmail(), password: 'x'.repeat(257) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('body.password: The password must be at most 256 characters long.');
  });

  it('names the email field when it is missing or not an address', async () => {
    const missing = await app.inject({ method: 'POST', url: '/public/api/register', payload: { password: STRONG_PASSWORD, displayName: 'A' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/^body\.email: /);

    const invalid = await register(app, { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'Bad Request', message: 'body.email: Invalid email address' });
  });

  it('creates no account and no mail when the input is invalid', async () => {
    const email = uniqueEmail();
    expect((await register(app, { email, displayName: '   ' })).statusCode).toBe(400);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await mailsTo(db, email)).toHaveLength(0);
  });

  it('escapes the display name in the html of the mail', async () => {
    const email = uniqueEmail();
    await register(app, { email, displayName: '<b>Eve</b>' });
    const { mail } = await linkIn(db, email, 'verify', config.APP_ORIGIN);
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });
});

describe('POST /public/api/verify/{id}', () => {
  const BAD_LINK = { error: 'Bad Request', message: 'This verification link is invalid or has expired; ask for a new one.' };

  it('verifies once, and the same link opened again says the account is already verified', async () => {
    const email = uniqueEmail();
    await register(app, { email });
    const { userId, token } = await linkIn(db, email, 'verify', config.APP_ORIGIN);
    expect((await verify(userId, token)).statusCode).toBe(200);
    const again = await verify(userId, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ verified: true, alreadyVerified: true });
  });

  it('refuses a wrong token, and a real token presented for another user', async () => {
    const a = uniqueEmail();
    const b = uniqueEmail();
    await register(app, { email: a });
    await register(app, { email: b });
    const linkA = await linkIn(db, a, 'verify', config.APP_ORIGIN);
    const linkB = await linkIn(db, b, 'verify', config.APP_ORIGIN);
    expect((await verify(linkA.userId, 'not-the-token')).json()).toEqual(BAD_LINK);
    const crossed = await verify(linkA.userId, linkB.token);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual(BAD_LINK);
    // Neither attempt spent B's token.
    expect((await verify(linkB.userId, linkB.token)).statusCode).toBe(200);
  });

  it('refuses a used link of an account whose verification was undone, so it cannot pass for verified', async () => {
    const email = uniqueEmail();
    await register(app, { email });
    const { userId, token } = await linkIn(db, email, 'verify', config.APP_ORIGIN);
    expect((await verify(userId, token)).statusCode).toBe(200);
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
    const res = await verify(userId, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_LINK);
  });

  it('refuses an expired token', async () => {
    const email = uniqueEmail();
    await register(app, { email });
    const { userId, token } = await linkIn(db, email, 'verify', config.APP_ORIGIN);
    await db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, userId));
    const res = await verify(userId, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_LINK);
  });

  it('names the id when it is not a user id', async () => {
    const res = await verify('42', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^params\.id: /);
  });
});

describe('login before verification, and POST /public/api/resendVerification', () => {
  it('refuses an unverified user with 403 and a clear message, then a resent link lets them in', async () => {
    const email = uniqueEmail();
    await register(app, { email });
    const first = await linkIn(db, email, 'verify', config.APP_ORIGIN);

    const refused = await login(app, email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Email Not Verified',
      message: 'Please verify your email address before signing in; we can send the link again.',
    });

    const res = await resend(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESEND_ANSWER });
    expect(await mailsTo(db, email)).toHaveLength(2);
    const second = await linkIn(db, email, 'verify', config.APP_ORIGIN);
    expect(second.token).not.toBe(first.token);

    // The new link replaces the old one.
    expect((await verify(first.userId, first.token)).statusCode).toBe(400);
    expect((await verify(second.userId, second.token)).statusCode).toBe(200);
    expect((await login(app, email)).statusCode).toBe(200);
  });

  it('answers the same for unknown and already verified emails, and mails nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const verifiedEmail = uniqueEmail();
    await register(app, { email: verifiedEmail });
    const link = await linkIn(db, verifiedEmail, 'verify', config.APP_ORIGIN);
    await verify(link.userId, link.token);

    for (const email of [unknown, verifiedEmail]) {
      const res = await resend(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: RESEND_ANSWER });
    }
    expect(await mailsTo(db, unknown)).toHaveLength(0);
    expect(await mailsTo(db, verifiedEmail)).toHaveLength(1);
  });
});
