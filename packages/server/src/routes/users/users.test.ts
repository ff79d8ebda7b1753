import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';

const { app, db } = await createTestApp();

const uniqueUrl = () => `u-${randomUUID().slice(0, 8)}`;

describe('GET /public/api/usersR1/{id}', () => {
  it('answers the public fields only, without a token', async () => {
    const user = await buildUser(db, { displayName: 'Ada', businessName: 'Engines Ltd', friendlyUrl: uniqueUrl() });
    const res = await app.inject({ method: 'GET', url: `/public/api/usersR1/${user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      displayName: 'Ada',
      businessName: 'Engines Ltd',
      profileSummary: '',
      friendlyUrl: user.friendlyUrl,
      avatarUrl: null,
    });
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('superAdmin');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await app.inject({ method: 'GET', url: `/public/api/usersR1/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });

  it('answers 404 for an id that is not a UUID', async () => {
    const res = await app.inject({ method: 'GET', url: '/public/api/usersR1/not-a-uuid' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 for a deactivated user', async () => {
    const user = await buildUser(db, { isActive: false });
    const res = await app.inject({ method: 'GET', url: `/public/api/usersR1/${user.id}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/users/me', () => {
  it('answers the own full profile', async () => {
    const user = await buildUser(db, { folioDefaultTags: ['art'] });
    const res = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(await tokenFor(db, user.id)) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      folioDefaultTags: ['art'],
      assetDefaultTags: [],
      superAdmin: false,
      accountTypeId: 1,
      showTipOfTheDay: true,
      showWelcomeMessage: true,
      showMgMiniVideo: true,
      createdAt: user.createdAt.toISOString(),
    });
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('isActive');
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Authorized use only' });
  });

  it('answers 401 asking to log in again with an unknown token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer('not-a-real-token') });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Session expired; please login again');
  });
});

describe('PATCH /api/usersR1/{id}', () => {
  const patch = (id: string, token: string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: `/api/usersR1/${id}`, headers: bearer(token), payload: payload as object });

  it('updates the own profile and answers it in full', async () => {
    const user = await buildUser(db);
    const url = uniqueUrl();
    const res = await patch(user.id, await tokenFor(db, user.id), {
      displayName: '  Grace  ',
      businessName: 'Navy',
      profileSummary: 'Compilers.',
      friendlyUrl: url,
      folioDefaultTags: ['cobol', 'history'],
      assetDefaultTags: ['photo'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      displayName: 'Grace',
      businessName: 'Navy',
      profileSummary: 'Compilers.',
      friendlyUrl: url,
      folioDefaultTags: ['cobol', 'history'],
      assetDefaultTags: ['photo'],
    });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ displayName: 'Grace', friendlyUrl: url, folioDefaultTags: ['cobol', 'history'] });
  });

  it('leaves fields that are not sent unchanged', async () => {
    const user = await buildUser(db, { businessName: 'Kept' });
    const res = await patch(user.id, await tokenFor(db, user.id), { profileSummary: 'New' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ businessName: 'Kept', profileSummary: 'New' });
  });

  it('removes the friendly URL when it is set to null', async () => {
    const user = await buildUser(db, { friendlyUrl: uniqueUrl() });
    const res = await patch(user.id, await tokenFor(db, user.id), { friendlyUrl: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().friendlyUrl).toBeNull();
  });

  it('refuses to update someone else’s profile with 403', async () => {
    const me = await buildUser(db);
    const other = await buildUser(db, { displayName: 'Other' });
    const res = await patch(other.id, await tokenFor(db, me.id), { displayName: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'User IDs do not match' });
    const [row] = await db.select().from(users).where(eq(users.id, other.id));
    expect(row!.displayName).toBe('Other');
  });

  it('refuses a super admin updating someone else’s profile with 403', async () => {
    const admin = await buildUser(db, { superAdmin: true });
    const other = await buildUser(db);
    const res = await patch(other.id, await tokenFor(db, admin.id), { displayName: 'Changed' });
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const user = await buildUser(db);
    const res = await app.inject({ method: 'PATCH', url: `/api/usersR1/${user.id}`, payload: { displayName: 'X' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 409 when the friendly URL belongs to someone else', async () => {
    const url = uniqueUrl();
    await buildUser(db, { friendlyUrl: url });
    const me = await buildUser(db);
    const res = await patch(me.id, await tokenFor(db, me.id), { friendlyUrl: url });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Conflict', message: 'This friendly URL is already taken' });
  });

  it.each([
    ['superAdmin', { superAdmin: true }],
    ['email', { email: 'new@example.test' }],
    ['password', { password: 'a new password 123' }],
    ['isActive', { isActive: false }],
    ['passwordHash', { passwordHash: 'x' }],
  ])('rejects the key %s with 400 naming it and changes nothing', async (key, body) => {
    const user = await buildUser(db);
    const res = await patch(user.id, await tokenFor(db, user.id), { displayName: 'Changed', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(key);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ superAdmin: false, email: user.email, displayName: user.displayName, isActive: true });
  });

  it.each([
    ['friendlyUrl', { friendlyUrl: 'Has Capitals' }],
    ['friendlyUrl', { friendlyUrl: 'ab' }],
    ['friendlyUrl', { friendlyUrl: 'x'.repeat(61) }],
    ['friendlyUrl', { friendlyUrl: 'under_score' }],
    ['displayName', { displayName: '' }],
    ['displayName', { displayName: '   ' }],
    ['displayName', { displayName: 'x'.repeat(81) }],
    ['folioDefaultTags', { folioDefaultTags: Array.from({ length: 51 }, (_, i) => `t${i}`) }],
    ['assetDefaultTags', { assetDefaultTags: ['x'.repeat(41)] }],
    ['assetDefaultTags', { assetDefaultTags: 'not-an-array' }],
  ])('rejects an invalid %s with 400 naming the field', async (field, body) => {
    const user = await buildUser(db);
    const res = await patch(user.id, await tokenFor(db, user.id), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request' });
    expect(res.json().message).toContain(field);
  });

  it('accepts the limits themselves', async () => {
    const user = await buildUser(db);
    const res = await patch(user.id, await tokenFor(db, user.id), {
      displayName: 'x'.repeat(80),
      friendlyUrl: `a${randomUUID().replaceAll('-', '')}`.padEnd(60, '-'),
      folioDefaultTags: Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(40, 'x')),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/users/notShow…', () => {
  it.each([
    ['notShowTipOfTheDay', 'showTipOfTheDay'],
    ['notShowWelcomeMessage', 'showWelcomeMessage'],
    ['notShowMgMiniVideo', 'showMgMiniVideo'],
  ] as const)('%s turns only %s off and answers 204', async (path, flag) => {
    const user = await buildUser(db);
    const res = await app.inject({ method: 'POST', url: `/api/users/${path}`, headers: bearer(await tokenFor(db, user.id)) });
    expect(res.statusCode).toBe(204);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    const flags = { showTipOfTheDay: true, showWelcomeMessage: true, showMgMiniVideo: true, [flag]: false };
    expect(row).toMatchObject(flags);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/users/notShowTipOfTheDay' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/users/check/email', () => {
  it('answers true for an unused address and false for a used one, ignoring case', async () => {
    const user = await buildUser(db);
    const me = await buildUser(db);
    const headers = bearer(await tokenFor(db, me.id));
    const free = await app.inject({ method: 'GET', url: '/api/users/check/email?email=nobody-here@example.test', headers });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toBe(true);
    const taken = await app.inject({
      method: 'GET',
      url: `/api/users/check/email?email=${encodeURIComponent(user.email.toUpperCase())}`,
      headers,
    });
    expect(taken.json()).toBe(false);
  });

  it('answers false for an empty or malformed address', async () => {
    const me = await buildUser(db);
    const headers = bearer(await tokenFor(db, me.id));
    for (const q of ['', '?email=', '?email=not-an-email']) {
      const res = await app.inject({ method: 'GET', url: `/api/users/check/email${q}`, headers });
      expect(res.json()).toBe(false);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/check/email?email=a@b.test' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/users/check/friendlyUrl', () => {
  it('answers true for a valid free url, false for a taken, invalid or empty one', async () => {
    const takenUrl = uniqueUrl();
    await buildUser(db, { friendlyUrl: takenUrl });
    const me = await buildUser(db);
    const headers = bearer(await tokenFor(db, me.id));
    const check = async (q: string) => (await app.inject({ method: 'GET', url: `/api/users/check/friendlyUrl${q}`, headers })).json();
    expect(await check(`?url=${uniqueUrl()}`)).toBe(true);
    expect(await check(`?url=${takenUrl}`)).toBe(false);
    expect(await check('?url=Not%20Valid')).toBe(false);
    expect(await check('?url=')).toBe(false);
    expect(await check('')).toBe(false);
  });

  it('counts the asker’s own url as free', async () => {
    const url = uniqueUrl();
    const me = await buildUser(db, { friendlyUrl: url });
    const res = await app.inject({
      method: 'GET',
      url: `/api/users/check/friendlyUrl?url=${url}`,
      headers: bearer(await tokenFor(db, me.id)),
    });
    expect(res.json()).toBe(true);
  });

  it('rejects a url given more than once with 400', async () => {
    const me = await buildUser(db);
    const res = await app.inject({
      method: 'GET',
      url: '/api/users/check/friendlyUrl?url=abc&url=def',
      headers: bearer(await tokenFor(db, me.id)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('url');
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/check/friendlyUrl?url=abc' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /public/api/users/idByUrl/{url}', () => {
  it('answers the id of the user with that url, without a token', async () => {
    const url = uniqueUrl();
    const user = await buildUser(db, { friendlyUrl: url });
    const res = await app.inject({ method: 'GET', url: `/public/api/users/idByUrl/${url}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id });
  });

  it('answers 404 for an unknown url', async () => {
    const res = await app.inject({ method: 'GET', url: `/public/api/users/idByUrl/${uniqueUrl()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });
});
